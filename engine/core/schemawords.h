#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace umpire {

// What a schema expects at a place of a document, worded from the schema as written ("an integer
// from 1 to 6", "one of \"Ae\", \"Ar\""): valijson says where a document breaks its schema and
// which keyword it breaks, but not what that keyword asks for.
class SchemaWords
{
  public:
    using Json = nlohmann::json;
    using Path = std::vector<std::string>; // a document location, one token per level
    struct Found
    {
        Path path;
        std::string expected;
    };

    explicit SchemaWords(const Json &schema) : m_root(schema) {}

    // Adds to `found` what one of valijson's errors (its context, "<root>" then "[key]" per
    // level, and its description) says was expected there; nothing for an error that only says
    // an inner one failed. valijson gives the inner errors first: those of an anyOf's
    // alternatives, already in `found`, are gathered into the anyOf's one.
    void word(const std::vector<std::string> &context, const std::string &text,
              const Json &document, std::vector<Found> &found) const;

    static std::string pointerOf(const Path &path);
    static std::string show(const Json &value);

  private:
    static std::string join(const std::vector<std::string> &parts, const std::string &separator);
    static const Json &member(const Json &schema, const char *key);
    static bool under(const Path &inner, const Path &outer);
    static std::vector<std::string> typesOf(const Json &schema);
    static bool typeAccepts(const std::string &type, const Json &value);
    static std::string counted(const Json &schema, const char *min, const char *max,
                               const std::string &of, const std::string &one,
                               const std::string &many);
    static std::string number(const Json &schema, bool integer);
    static std::string phrase(const Json &schema, const std::string &type);
    static std::string phrase(const Json &schema);
    std::vector<const Json *> schemasAt(const Path &path) const;
    bool inPlace(const Json &schema, std::vector<const Json *> &out) const;

    const Json &m_root;
};

} // namespace umpire
