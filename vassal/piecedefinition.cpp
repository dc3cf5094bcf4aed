#include "piecedefinition.h"

#include "sequencedecoder.h"

#include <algorithm>

namespace umpire::vassal {

std::string PieceTrait::kind() const
{
    const std::size_t semicolon = type.find(';');
    return semicolon == std::string::npos ? type : type.substr(0, semicolon);
}

Result<std::vector<PieceTrait>> decodePiece(std::string_view definition, const std::string &what)
{
    if (definition.substr(0, 2) != "+/")
        return badData(msg("%1: a piece is defined as \"+/ID/TYPE/STATE\", not \"%2\"",
                           {what, std::string(definition.substr(0, 40))}));
    SequenceDecoder command(definition.substr(2), '/');
    command.next(); // the piece's id
    std::string type = command.next(), state = command.next();
    std::vector<PieceTrait> traits;
    // Each level: the outermost trait's type, a tab, the inner piece's whole type (and the state
    // alike), so the piece unfolds one trait at a time.
    for (int depth = 0;; ++depth) {
        if (depth > 500)
            return badData(msg("%1: a piece of more than 500 traits", {what}));
        SequenceDecoder t(type, '\t'), s(state, '\t');
        PieceTrait trait{t.next(), s.next("")};
        const bool inner = t.hasMore();
        traits.push_back(trait);
        if (!inner)
            break;
        type = t.next();
        state = s.next("");
    }
    return traits;
}

namespace {

struct Layer
{
    std::vector<std::string> images, names;
    int value = 1; // the active level from 1, or not active when 0 or less
};

// A layer ("Embellishment"): its levels' images and names and which is shown, read as VASSAL's
// Embellishment reads its type (the current form, "emb2;", and the first, "emb;") and its state.
Layer layerOf(const PieceTrait &t)
{
    Layer l;
    bool activatable = false;
    if (t.kind() == "emb2") {
        SequenceDecoder d(std::string_view(t.type).substr(5), ';');
        std::vector<std::string> tokens;
        while (d.hasMore() && tokens.size() < 26)
            tokens.push_back(d.next());
        auto token = [&](std::size_t i) { return i < tokens.size() ? tokens[i] : std::string(); };
        l.images = sequenceValues(token(15), ',');
        l.names = sequenceValues(token(16), ',');
        const std::string activateKey = token(2);
        const bool alwaysActive = tokens.size() > 25 ? token(25) == "true" : activateKey.empty();
        activatable = !alwaysActive;
    } else { // "emb;": activate key and reset in a list of their own, then the levels
        SequenceDecoder d(t.type, ';');
        d.next();
        SequenceDecoder keys(d.next(), ';');
        activatable = !keys.next().empty();
        for (int i = 0; i < 7; ++i)
            d.next(); // activate command, up and down keys and commands, offsets
        while (d.hasMore()) {
            SequenceDecoder level(d.next(), ',');
            l.images.push_back(level.next());
            l.names.push_back(level.next(""));
        }
    }
    if (l.images.empty())
        l.images.push_back("");
    l.names.resize(l.images.size());
    l.value = SequenceDecoder(t.state, ';').nextInt(activatable ? -1 : 1);
    const int n = int(l.images.size());
    l.value = std::clamp(l.value, -n, n);
    return l;
}

Result<Ok> expand(const std::vector<PieceTrait> &traits,
                  const std::map<std::string, std::vector<PieceTrait>> &prototypes,
                  const std::string &what, int depth, std::vector<PieceTrait> &out)
{
    if (depth > 20 || out.size() > 5000)
        return badData(msg("%1: its prototypes use each other without end", {what}));
    for (const PieceTrait &t : traits) {
        if (t.kind() != "prototype") {
            out.push_back(t);
            continue;
        }
        SequenceDecoder d(std::string_view(t.type).substr(10), ';');
        const std::string name = d.next("");
        const auto it = prototypes.find(name);
        if (it == prototypes.end())
            return badData(msg("%1: uses the prototype \"%2\", which the module does not define",
                               {what, name}));
        if (Result<Ok> ok = expand(it->second, prototypes, what, depth + 1, out); !ok)
            return ok;
    }
    return Ok{};
}

} // namespace

Result<PieceLook> lookOf(const std::vector<PieceTrait> &traits,
                         const std::map<std::string, std::vector<PieceTrait>> &prototypes,
                         const std::string &what)
{
    std::vector<PieceTrait> all;
    if (Result<Ok> ok = expand(traits, prototypes, what, 0, all); !ok)
        return ok.error();
    PieceLook look;
    // The basic piece, innermost.
    for (auto t = all.rbegin(); t != all.rend(); ++t)
        if (t->kind() == "piece") {
            SequenceDecoder d(t->type, ';');
            d.next(); // "piece"
            d.next(); // the clone key
            d.next(); // the delete key
            look.image = d.next("");
            look.name = d.next("");
            break;
        }
    for (const PieceTrait &t : all)
        if (t.kind() == "basicName") {
            look.name = SequenceDecoder(std::string_view(t.type).substr(10), ';').next("");
            break;
        }
    // Names from the inside out: each active layer's level name around the name within it.
    for (auto t = all.rbegin(); t != all.rend(); ++t) {
        if (t->kind() != "emb2" && t->kind() != "emb")
            continue;
        const Layer l = layerOf(*t);
        if (l.value <= 0)
            continue;
        const std::string level = l.names[std::size_t(l.value - 1)];
        if (level.empty())
            continue;
        SequenceDecoder around(level, '+');
        const std::string first = around.next();
        if (!around.hasMore())
            look.name = first;
        else if (first.empty())
            look.name += around.next();
        else
            look.name = first + look.name;
    }
    // The picture on top: the outermost active layer's that has one.
    for (const PieceTrait &t : all) {
        if (t.kind() != "emb2" && t.kind() != "emb")
            continue;
        const Layer l = layerOf(t);
        if (l.value > 0 && !l.images[std::size_t(l.value - 1)].empty()) {
            look.image = l.images[std::size_t(l.value - 1)];
            break;
        }
    }
    return look;
}

} // namespace umpire::vassal
