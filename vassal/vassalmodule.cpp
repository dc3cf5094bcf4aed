#include "vassalmodule.h"

#include "sequencedecoder.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace umpire::vassal {

namespace {

constexpr std::uint64_t maxBuildFileBytes = std::uint64_t{64} << 20;

// An element's class as VASSAL names it, without its package: "VASSAL.build.widget.PieceSlot" is a
// "PieceSlot".
std::string className(const pugi::xml_node &node)
{
    const std::string name = node.name();
    const std::size_t dot = name.find_last_of('.');
    return dot == std::string::npos ? name : name.substr(dot + 1);
}

// VASSAL's obfuscated build file: "!VCSK", a key in two hex digits, then each byte in two hex
// digits exclusive-ored with the key.
Result<std::string> deobfuscated(const std::string &bytes, const std::string &what)
{
    if (bytes.compare(0, 5, "!VCSK") != 0)
        return bytes;
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    if (bytes.size() < 7 || (bytes.size() - 7) % 2 != 0)
        return badData(msg("%1: the obfuscated build file is cut short", {what}));
    const int k1 = hex(bytes[5]), k2 = hex(bytes[6]);
    if (k1 < 0 || k2 < 0)
        return badData(msg("%1: the obfuscated build file is damaged", {what}));
    const int key = k1 * 16 + k2;
    std::string out;
    out.reserve((bytes.size() - 7) / 2);
    for (std::size_t i = 7; i + 1 < bytes.size(); i += 2) {
        const int a = hex(bytes[i]), b = hex(bytes[i + 1]);
        if (a < 0 || b < 0)
            return badData(msg("%1: the obfuscated build file is damaged at byte %2",
                               {what, std::to_string(i)}));
        out += char((a * 16 + b) ^ key);
    }
    return out;
}

// The line of a byte offset, for a message.
int lineOf(const std::string &text, std::ptrdiff_t offset)
{
    const auto end = text.begin() + std::min<std::ptrdiff_t>(offset, std::ptrdiff_t(text.size()));
    return 1 + int(std::count(text.begin(), end, '\n'));
}

struct Reader
{
    std::string what;
    std::optional<Error> error;

    int integer(const pugi::xml_node &n, const char *attribute, int fallback)
    {
        const pugi::xml_attribute a = n.attribute(attribute);
        if (!a)
            return fallback;
        const std::string text = a.value();
        char *end = nullptr;
        const long v = std::strtol(text.c_str(), &end, 10);
        if (text.empty() || *end != '\0' || v < -1000000 || v > 1000000) {
            fail(n, attribute, text, "a whole number");
            return fallback;
        }
        return int(v);
    }
    double number(const pugi::xml_node &n, const char *attribute, double fallback)
    {
        const pugi::xml_attribute a = n.attribute(attribute);
        if (!a)
            return fallback;
        const std::string text = a.value();
        char *end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(v) || std::abs(v) > 1e6) {
            fail(n, attribute, text, "a number");
            return fallback;
        }
        return v;
    }
    bool boolean(const pugi::xml_node &n, const char *attribute, bool fallback)
    {
        const pugi::xml_attribute a = n.attribute(attribute);
        return a ? std::string(a.value()) == "true" : fallback;
    }
    std::string text(const pugi::xml_node &n, const char *attribute, const std::string &fallback)
    {
        const pugi::xml_attribute a = n.attribute(attribute);
        return a ? std::string(a.value()) : fallback;
    }
    void fail(const pugi::xml_node &n, const char *attribute, const std::string &value,
              const char *expected)
    {
        if (!error)
            error = badData(msg("%1: the %2's %3 is \"%4\", not %5",
                                {what, className(n), attribute, value, expected}));
    }

    VassalHexGrid hexGrid(const pugi::xml_node &n)
    {
        VassalHexGrid g;
        g.dy = number(n, "dy", 64.0);
        // VASSAL sets the width from the height unless the module gives it.
        g.dx = number(n, "dx", std::sqrt(3.0) / 2 * g.dy);
        g.x0 = integer(n, "x0", 0);
        g.y0 = integer(n, "y0", 32);
        g.sideways = boolean(n, "sideways", false);
        if (!(g.dx >= 4 && g.dy >= 4) && !error)
            error = badData(msg("%1: a hex grid %2 by %3 pixels: its hexes must be at least 4 "
                                "pixels",
                                {what, std::to_string(g.dx), std::to_string(g.dy)}));
        for (const pugi::xml_node &c : n.children())
            if (className(c) == "HexGridNumbering") {
                VassalNumbering m;
                auto letter = [&](const char *attribute, char fallback) {
                    const std::string v = text(c, attribute, std::string(1, fallback));
                    return v.empty() ? fallback : v[0];
                };
                m.first = letter("first", 'H');
                m.sep = text(c, "sep", "");
                m.hType = letter("hType", 'N');
                m.vType = letter("vType", 'N');
                m.hLeading = std::clamp(integer(c, "hLeading", 1), 0, 3);
                m.vLeading = std::clamp(integer(c, "vLeading", 1), 0, 3);
                m.hOff = integer(c, "hOff", 1);
                m.vOff = integer(c, "vOff", 1);
                m.hDescend = boolean(c, "hDescend", false);
                m.vDescend = boolean(c, "vDescend", false);
                m.stagger = boolean(c, "stagger", true);
                m.locationFormat = text(c, "locationFormat", "$gridLocation$");
                g.numbering = m;
            }
        return g;
    }

    std::vector<PicturePoint> polygon(const std::string &path)
    {
        std::vector<PicturePoint> out;
        for (const std::string &point : sequenceValues(path, ';')) {
            SequenceDecoder xy(point, ',');
            const int x = xy.nextInt(0), y = xy.nextInt(0);
            out.push_back({double(x), double(y)});
        }
        return out;
    }

    VassalBoard board(const pugi::xml_node &n)
    {
        VassalBoard b;
        b.name = text(n, "name", "");
        b.image = text(n, "image", "");
        b.width = integer(n, "width", 0);
        b.height = integer(n, "height", 0);
        for (const pugi::xml_node &g : n.children()) {
            const std::string kind = className(g);
            if (kind == "HexGrid") {
                b.grid = hexGrid(g);
            } else if (kind == "ZonedGrid") {
                for (const pugi::xml_node &z : g.children()) {
                    const std::string zk = className(z);
                    if (zk == "HexGrid") {
                        b.grid = hexGrid(z);
                    } else if (zk == "SquareGrid" || zk == "RegionGrid") {
                        b.otherGrid = true;
                    } else if (zk == "Zone") {
                        VassalZone zone;
                        zone.name = text(z, "name", "");
                        zone.polygon = polygon(text(z, "path", ""));
                        zone.locationFormat = text(z, "locationFormat", "$name$");
                        zone.useParentGrid = boolean(z, "useParentGrid", false);
                        for (const pugi::xml_node &zg : z.children())
                            if (className(zg) == "HexGrid")
                                zone.grid = hexGrid(zg);
                        b.zones.push_back(zone);
                    }
                }
            } else if (kind == "SquareGrid" || kind == "RegionGrid") {
                b.otherGrid = true;
            }
        }
        return b;
    }

    VassalPieceSlot slot(const pugi::xml_node &n)
    {
        return {text(n, "entryName", ""), n.text().get()};
    }

    // Every piece slot under a node, in the module's order.
    void slots(const pugi::xml_node &n, std::vector<VassalPieceSlot> &out)
    {
        for (const pugi::xml_node &c : n.children()) {
            if (className(c) == "PieceSlot")
                out.push_back(slot(c));
            else if (className(c) != "SetupStack")
                slots(c, out);
        }
    }

    void map(const pugi::xml_node &n, VassalModule &module)
    {
        VassalMap m;
        m.name = text(n, "mapName", text(n, "name", ""));
        for (const pugi::xml_node &c : n.children()) {
            const std::string kind = className(c);
            if (kind == "BoardPicker") {
                for (const pugi::xml_node &b : c.children())
                    if (className(b) == "Board")
                        m.boards.push_back(board(b));
            } else if (kind == "SetupStack") {
                VassalSetupStack s;
                s.name = text(c, "name", "");
                s.owningBoard = text(c, "owningBoard", "");
                if (s.owningBoard == "<any>")
                    s.owningBoard.clear();
                s.useGridLocation = boolean(c, "useGridLocation", false);
                s.location = text(c, "location", "");
                s.x = integer(c, "x", 0);
                s.y = integer(c, "y", 0);
                for (const pugi::xml_node &p : c.children())
                    if (className(p) == "PieceSlot")
                        s.pieces.push_back(slot(p));
                m.stacks.push_back(s);
            }
        }
        module.maps.push_back(m);
    }

    void walk(const pugi::xml_node &n, VassalModule &module)
    {
        for (const pugi::xml_node &c : n.children()) {
            const std::string kind = className(c);
            if (kind == "Map" || kind == "PrivateMap" || kind == "PlayerHand") {
                map(c, module);
            } else if (kind == "PrototypeDefinition") {
                const std::string name = text(c, "name", "");
                Result<std::vector<PieceTrait>> traits =
                    decodePiece(c.text().get(), what + ": prototype \"" + name + "\"");
                if (!traits) {
                    if (!error)
                        error = traits.error();
                    continue;
                }
                // A prototype's basic piece is an empty stand-in: its traits are the prototype.
                std::vector<PieceTrait> kept;
                for (const PieceTrait &t : *traits)
                    if (t.kind() != "piece")
                        kept.push_back(t);
                module.prototypes[name] = kept;
            } else if (kind == "PieceSlot") {
                module.palette.push_back(slot(c));
            } else {
                walk(c, module);
            }
        }
    }
};

} // namespace

Result<VassalModule> readModule(const ModuleArchive &archive)
{
    const std::string name = archive.contains("buildFile.xml") ? "buildFile.xml"
                             : archive.contains("buildFile")   ? "buildFile"
                                                               : "";
    if (name.empty())
        return badInput(msg("%1: is not a VASSAL module: it holds no buildFile.xml (nor the older "
                            "buildFile)",
                            {archive.path()}));
    Result<std::string> raw = archive.read(name, "the build file", maxBuildFileBytes);
    if (!raw)
        return raw.error();
    const std::string what = archive.path() + ": " + name;
    Result<std::string> text = deobfuscated(*raw, what);
    if (!text)
        return text.error();
    pugi::xml_document doc;
    // No document type, so no entity of the module's own is ever expanded.
    const pugi::xml_parse_result parsed =
        doc.load_buffer(text->data(), text->size(), pugi::parse_default & ~pugi::parse_doctype);
    if (!parsed)
        return badData(
            msg("%1: is not well-formed XML at line %2: %3",
                {what, std::to_string(lineOf(*text, parsed.offset)), parsed.description()}));
    const pugi::xml_node root = doc.document_element();
    if (className(root) != "GameModule" && std::string(root.name()).find("VASSAL") != 0)
        return badInput(
            msg("%1: is not a VASSAL module's build file (its root is <%2>)", {what, root.name()}));
    VassalModule module;
    module.name = root.attribute("name").value();
    module.version = root.attribute("version").value();
    Reader reader{what, std::nullopt};
    reader.walk(root, module);
    if (reader.error)
        return *reader.error;
    // moduledata: the module's name and version as the library lists them.
    if (archive.contains("moduledata")) {
        Result<std::string> data = archive.read("moduledata", "the module data", 1 << 20);
        if (!data)
            return data.error();
        pugi::xml_document meta;
        if (meta.load_buffer(data->data(), data->size(),
                             pugi::parse_default & ~pugi::parse_doctype)) {
            const pugi::xml_node top = meta.document_element();
            if (const char *n = top.child_value("name"); n && *n)
                module.name = n;
            if (const char *v = top.child_value("version"); v && *v)
                module.version = v;
        }
    }
    return module;
}

} // namespace umpire::vassal
