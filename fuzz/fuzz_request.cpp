// Request reading on any bytes (after the "<<N*TEXT>>" repeats, fuzz/README.md): the command
// line's readRequestFile, from a file and from standard input ("-"), and combatRequestFrom with
// --request; the engine's strict JSON reader (parseJsonText, jsonNesting) that every request goes
// through; then the combat, morale and victory requests read from what was accepted.
//
// Besides the sanitizers and exceptions, it checks: a file and standard input read the same; the
// strict reader accepts exactly the JSON texts nlohmann/json accepts that are nested at most
// maxJsonNesting deep and give no key twice in one object, and reads them to the same value;
// jsonNesting counts right; messages are UTF-8 and start with what was read; combatRequestFrom
// takes a JSON object as it is and refuses anything else.
#include "fuzzsupport.h"

#include "clicontext.h"
#include "combatrequest.h"
#include "jsonfile.h"
#include "morale.h"
#include "utf8text.h"
#include "victory.h"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

using namespace umpire;
using namespace umpire::crt;
using nlohmann::json;

namespace {

constexpr const char *target = "fuzz_request";

// The deepest nesting of arrays and objects of a valid JSON text (strings skipped).
std::size_t nestingOf(std::string_view text)
{
    std::size_t depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

// Whether a (valid, shallow) JSON text gives a key twice in one object: nlohmann/json keeps the
// last one silently.
class DuplicateKeys : public json::json_sax_t
{
  public:
    bool found = false;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t &) override { return true; }
    bool string(string_t &) override { return true; }
    bool binary(binary_t &) override { return true; }
    bool start_object(std::size_t) override
    {
        m_keys.emplace_back();
        return true;
    }
    bool key(string_t &key) override
    {
        found = found || !m_keys.back().insert(key).second;
        return true;
    }
    bool end_object() override
    {
        m_keys.pop_back();
        return true;
    }
    bool start_array(std::size_t) override
    {
        m_keys.emplace_back(); // keeps the stack in step; an array has no keys
        return true;
    }
    bool end_array() override
    {
        m_keys.pop_back();
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

  private:
    std::vector<std::set<std::string>> m_keys;
};

void checkMessage(const Error &error, const std::string &where)
{
    if (!fuzz::validUtf8(error.message))
        fuzz::broken(target, where + ": the message is not UTF-8");
}

void checkStrictReader(const std::string &text)
{
    // nlohmann/json takes a NUL byte for the end of the text; JSON has no raw NUL anywhere.
    const bool valid = json::accept(text) && text.find('\0') == std::string::npos;
    const std::size_t nesting = valid ? nestingOf(text) : 0;
    const std::size_t counted = jsonNesting(text);
    if (valid && nesting <= static_cast<std::size_t>(maxJsonNesting) && counted != nesting)
        fuzz::broken(target, "jsonNesting counts " + std::to_string(counted) + " levels, not " +
                                 std::to_string(nesting));
    if (valid && nesting > static_cast<std::size_t>(maxJsonNesting) &&
        counted <= static_cast<std::size_t>(maxJsonNesting))
        fuzz::broken(target, "jsonNesting counts " + std::to_string(counted) + " levels of " +
                                 std::to_string(nesting));

    const std::string what = "the request";
    Result<json> strict = parseJsonText(text, what, ErrorKind::BadData);
    bool duplicates = false;
    if (valid && nesting <= static_cast<std::size_t>(maxJsonNesting)) {
        DuplicateKeys sax;
        (void)json::sax_parse(text, &sax);
        duplicates = sax.found;
    }
    const bool acceptable =
        valid && nesting <= static_cast<std::size_t>(maxJsonNesting) && !duplicates;
    if (strict.ok() != acceptable)
        fuzz::broken(
            target,
            std::string("parseJsonText ") + (strict ? "accepts" : "refuses") + " a text that is " +
                (!valid
                     ? std::string("not JSON") + (text.find('\0') != std::string::npos
                                                      ? " (a NUL byte, where nlohmann/json stops)"
                                                      : "")
                     : "JSON nested " + std::to_string(nesting) + " deep, " +
                           (duplicates ? "with" : "without") + " a key given twice") +
                (strict ? "" : ": " + strict.error().message));
    if (!strict) {
        // Every refusal, nesting beyond the limit included, is of the kind asked for.
        if (strict.error().kind != ErrorKind::BadData)
            fuzz::broken(target, "parseJsonText refuses with another kind of error than promised");
        checkMessage(strict.error(), "parseJsonText");
        if (strict.error().message.compare(0, what.size(), what) != 0)
            fuzz::broken(target, "parseJsonText's message does not start with what was read: " +
                                     strict.error().message.substr(0, 200));
        return;
    }
    if (*strict != json::parse(text))
        fuzz::broken(target, "parseJsonText reads another value than nlohmann/json");
    (void)strict->dump();
}

// The requests of `combat`, `demoralization` and `victory` read from an accepted request.
void readRequests(const json &request)
{
    if (Result<CombatRequest> combat = CombatRequest::fromJson(request); !combat) {
        checkMessage(combat.error(), "CombatRequest::fromJson");
    } else {
        // combatrequest.h: the request as JSON reads back to the same request.
        json doc, again;
        to_json(doc, *combat);
        Result<CombatRequest> back = CombatRequest::fromJson(doc);
        if (!back)
            fuzz::broken(target, "a combat request written as JSON does not read back: " +
                                     back.error().message);
        to_json(again, *back);
        if (again != doc)
            fuzz::broken(target, "a combat request written as JSON reads back different");
    }
    if (Result<MoraleRequest> morale = MoraleRequest::fromJson(request); !morale)
        checkMessage(morale.error(), "MoraleRequest::fromJson");
    if (Result<VictoryRequest> victory = VictoryRequest::fromJson(request); !victory)
        checkMessage(victory.error(), "VictoryRequest::fromJson");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)fuzz::scratchDir();
    fuzz::standardInputFromDevNull();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::clearScratch();
    if (size == 0) {
        // A folder where a request file is expected: refused as bad input, never read as JSON.
        Result<json> folder = cli::readRequestFile(fuzz::scratchDir());
        if (folder || folder.error().kind != ErrorKind::BadInput)
            fuzz::broken(target, "a folder given as the request is not refused as bad input");
        checkMessage(folder.error(), "readRequestFile of a folder");
        return 0;
    }
    const std::string text =
        fuzz::expandRepeats(std::string_view(reinterpret_cast<const char *>(data), size));
    const std::string path = fuzz::writeScratchFile(
        "request.json", reinterpret_cast<const std::uint8_t *>(text.data()), text.size());

    checkStrictReader(text);

    Result<json> fromFile = cli::readRequestFile(path);
    Result<json> fromInput = [&] {
        fuzz::StandardStreams streams(text);
        return cli::readRequestFile("-");
    }();
    if (fromFile.ok() != fromInput.ok())
        fuzz::broken(target, std::string("the request reads from a file but not from standard "
                                         "input, or the other way round: ") +
                                 (fromFile ? fromInput : fromFile).error().message.substr(0, 300));
    if (!fromFile) {
        if (fromFile.error().kind != fromInput.error().kind)
            fuzz::broken(target, "a file and standard input are refused with different kinds");
        checkMessage(fromFile.error(), "readRequestFile");
        checkMessage(fromInput.error(), "readRequestFile(\"-\")");
        return 0;
    }
    if (*fromFile != *fromInput)
        fuzz::broken(target, "a file and standard input read to different requests");

    // combatRequestFrom with nothing but --request: the object as it is, anything else refused.
    Result<cli::CliOptions> options =
        cli::CliOptions::parse({"--request", path}, cli::combatValueOptions, cli::combatFlags);
    if (!options)
        fuzz::broken(target, "--request FILE does not parse: " + options.error().message);
    for (const bool unitIds : {false, true}) {
        Result<json> request = cli::combatRequestFrom(*options, unitIds);
        if (request.ok() != fromFile->is_object())
            fuzz::broken(target, std::string("combatRequestFrom ") +
                                     (request ? "takes a request that is not an object"
                                              : "refuses an object: " + request.error().message));
        if (request && *request != *fromFile)
            fuzz::broken(target, "combatRequestFrom changes a request given alone");
        if (!request)
            checkMessage(request.error(), "combatRequestFrom");
    }
    readRequests(*fromFile);
    return 0;
}
