#include "moduleimport.h"

#include "datapath.h"
#include "game.h"
#include "hexmap.h"
#include "mappicture.h"
#include "modulearchive.h"
#include "picturefile.h"
#include "picturegrid.h"
#include "safefile.h"
#include "unitstable.h"
#include "vassalmodule.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include <cstdlib>
#include <unistd.h>

namespace umpire::vassal {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The folder an import is written into, beside its destination; removed unless it was renamed
// into place.
class Staging
{
  public:
    static Result<Staging> beside(const fs::path &destination)
    {
        std::string pattern =
            (destination.parent_path() / ("." + destination.filename().string() + ".import-XXXXXX"))
                .string();
        if (!::mkdtemp(pattern.data()))
            return badInput(
                msg("%1: cannot write beside it: %2", {destination.string(), systemReason()}));
        Staging s;
        s.m_path = pattern;
        return s;
    }
    Staging(Staging &&other) noexcept : m_path(std::exchange(other.m_path, {})) {}
    ~Staging()
    {
        if (!m_path.empty()) {
            std::error_code ec;
            fs::remove_all(m_path, ec);
        }
    }
    const fs::path &path() const { return m_path; }
    // Renamed into place: the destination is now the import.
    Result<Ok> renameTo(const fs::path &destination)
    {
        std::error_code ec;
        fs::rename(m_path, destination, ec);
        if (ec)
            return badInput(msg("%1: cannot put the import in place: %2",
                                {destination.string(), ec.message()}));
        m_path.clear();
        syncFolderOf(destination.string());
        return Ok{};
    }

  private:
    Staging() = default;
    fs::path m_path;
};

std::string extensionOf(const std::string &name, const std::string &format)
{
    const std::string ext = fs::path(name).extension().string();
    std::string lower;
    for (char c : ext)
        lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == ".png" || lower == ".jpg" || lower == ".jpeg" || lower == ".gif" ||
        lower == ".bmp")
        return lower;
    return "." + (format == "jpeg" ? std::string("jpg") : format);
}

// A picture's file name as the rule-data folder writes it: letters, digits, dots, dashes and
// underscores only.
std::string safeFileName(const std::string &name)
{
    std::string out;
    for (char c : fs::path(name).filename().string())
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')
                   ? c
                   : '_';
    if (out.empty() || out.front() == '.')
        out = "picture" + out;
    return out;
}

double polygonArea(const std::vector<PicturePoint> &p)
{
    double a = 0;
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
        a += (p[j].x + p[i].x) * (p[j].y - p[i].y);
    return std::abs(a) / 2;
}

// Which hex grid of a board is its map: its own, or a zoned grid's largest hex-gridded zone (or
// the zoned grid's background).
struct BoardGrid
{
    VassalHexGrid grid;
    std::vector<PicturePoint> area; // empty: the whole board
    int width = 0, height = 0;      // what the grid's numbering counts a descending one from
    const VassalZone *zone = nullptr;
};

std::optional<BoardGrid> gridOf(const VassalBoard &board, int width, int height)
{
    const VassalZone *best = nullptr;
    for (const VassalZone &z : board.zones)
        if ((z.grid || (z.useParentGrid && board.grid)) && z.polygon.size() >= 3 &&
            (!best || polygonArea(z.polygon) > polygonArea(best->polygon)))
            best = &z;
    if (best) {
        BoardGrid g;
        g.zone = best;
        g.grid = best->grid ? *best->grid : *board.grid;
        g.area = best->polygon;
        double xmin = 1e18, xmax = -1e18, ymin = 1e18, ymax = -1e18;
        for (const PicturePoint &p : best->polygon) {
            xmin = std::min(xmin, p.x);
            xmax = std::max(xmax, p.x);
            ymin = std::min(ymin, p.y);
            ymax = std::max(ymax, p.y);
        }
        // A zone's own grid counts from the zone's size, the board's from the board's.
        g.width = best->grid ? int(xmax - xmin) : width;
        g.height = best->grid ? int(ymax - ymin) : height;
        return g;
    }
    if (!board.grid)
        return std::nullopt;
    return BoardGrid{*board.grid, {}, width, height, nullptr};
}

// A raw VASSAL hex: column nx, hex ny down it (across, on a sideways grid).
struct RawHex
{
    int nx, ny;
};

// A map made from a board: its file's JSON, its grid, and every name the module gives its hexes.
struct BoardMap
{
    std::string id;
    const VassalMap *map = nullptr;
    const VassalBoard *board = nullptr;
    json file;
    std::string pictureBytes, pictureFile;
    std::optional<HexGrid> grid;
    MapPicture picture;
    BoardGrid where; // the module's grid the map is made from
    std::vector<std::string> notes;
};

// Where VASSAL puts an at-start stack given by its location: the zone's location format (when the
// grid is a zone's) and the grid's read back to the hex's centre.
std::optional<PicturePoint> locationPoint(const BoardGrid &g, const std::string &location)
{
    if (std::optional<PicturePoint> p = g.grid.locationPoint(location, g.width, g.height))
        return p;
    if (!g.zone)
        return std::nullopt;
    const std::string &format = g.zone->locationFormat;
    const std::string marker = "$gridLocation$";
    const std::size_t at = format.find(marker);
    if (at == std::string::npos)
        return std::nullopt;
    const std::string before = formatLocation(format.substr(0, at), {{"name", g.zone->name}});
    const std::string after =
        formatLocation(format.substr(at + marker.size()), {{"name", g.zone->name}});
    if (location.size() < before.size() + after.size() ||
        location.compare(0, before.size(), before) != 0 ||
        location.compare(location.size() - after.size(), after.size(), after) != 0)
        return std::nullopt;
    return g.grid.locationPoint(
        location.substr(before.size(), location.size() - before.size() - after.size()), g.width,
        g.height);
}

Result<BoardMap> boardMap(const ModuleArchive &archive, const VassalModule &module,
                          const VassalMap &m, const VassalBoard &board, const std::string &id,
                          const std::string &game, const crt::RulesetLibrary &library)
{
    BoardMap out;
    out.id = id;
    out.map = &m;
    out.board = &board;
    const std::string what = "board \"" + board.name + "\"";
    Result<std::string> bytes =
        archive.read("images/" + board.image, what + "'s picture", maxPictureBytes);
    if (!bytes)
        return bytes.error();
    Result<PictureHeader> header =
        readPictureHeader(*bytes, archive.path() + ": images/" + board.image);
    if (!header)
        return badData(header.error().what);
    const int width = header->width, height = header->height;
    std::optional<BoardGrid> g = gridOf(board, width, height);
    if (!g)
        return badData(msg("%1: %2 has no hex grid", {archive.path(), what}));
    const PictureLattice lattice = g->grid.lattice();
    // VASSAL's raw hexes are the lattice's, turned over on a sideways grid.
    auto rawOf = [&](int i, int j) { return g->grid.sideways ? RawHex{j, i} : RawHex{i, j}; };
    GridPlacement placement;
    placement.pictureFile = id + extensionOf(board.image, header->format);
    placement.widthPx = width;
    placement.heightPx = height;
    placement.pixelsPerMm = g->grid.dy / 16.0; // the printed hex taken as 16 mm
    placement.area = g->area;
    // The hexes on the board (or zone), each with its numbers as the module names them.
    std::vector<std::pair<int, int>> inside;
    {
        double amin = 1e18, amax = -1e18, bmin = 1e18, bmax = -1e18;
        const PicturePoint u = lattice.columnStep, v = lattice.rowStep;
        const double det = u.x * v.y - u.y * v.x;
        for (PicturePoint c :
             {PicturePoint{0, 0}, PicturePoint{double(width), 0}, PicturePoint{0, double(height)},
              PicturePoint{double(width), double(height)}}) {
            const double dx = c.x - lattice.origin.x, dy = c.y - lattice.origin.y;
            const double a = (dx * v.y - dy * v.x) / det, b = (u.x * dy - u.y * dx) / det;
            amin = std::min(amin, a);
            amax = std::max(amax, a);
            bmin = std::min(bmin, b);
            bmax = std::max(bmax, b);
        }
        if ((amax - amin) * (bmax - bmin) > 4e6)
            return badData(
                msg("%1: %2's hexes are too small for its picture", {archive.path(), what}));
        for (int i = int(std::floor(amin)) - 1; i <= int(std::ceil(amax)) + 1; ++i)
            for (int j = int(std::floor(bmin)) - 1; j <= int(std::ceil(bmax)) + 1; ++j) {
                const PicturePoint p = lattice.centre(i, j);
                if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
                    continue;
                if (!g->area.empty()) {
                    bool in = false;
                    for (std::size_t a = 0, b = g->area.size() - 1; a < g->area.size(); b = a++)
                        if ((g->area[a].y > p.y) != (g->area[b].y > p.y) &&
                            p.x < (g->area[b].x - g->area[a].x) * (p.y - g->area[a].y) /
                                          (g->area[b].y - g->area[a].y) +
                                      g->area[a].x)
                            in = !in;
                    if (!in)
                        continue;
                }
                inside.emplace_back(i, j);
            }
    }
    if (inside.size() < 2)
        return badData(
            msg("%1: %2's hex grid has fewer than two hexes on it", {archive.path(), what}));
    const bool numbered = g->grid.numbering.has_value();
    if (numbered) {
        // Two hexes that say where the numbering lies: columns of both parities, rows apart.
        auto numbersOf = [&](std::pair<int, int> ij) {
            const RawHex r = rawOf(ij.first, ij.second);
            return g->grid.pictureNumbers(r.nx, r.ny, g->width, g->height);
        };
        std::optional<std::pair<int, int>> a, b;
        for (const auto &ij : inside) {
            const auto n = numbersOf(ij);
            if (n.first >= 0 && n.second >= 0) {
                a = ij;
                break;
            }
        }
        double far = -1;
        if (a) {
            const RawHex ra = rawOf(a->first, a->second);
            for (const auto &ij : inside) {
                const RawHex r = rawOf(ij.first, ij.second);
                const auto n = numbersOf(ij);
                const PicturePoint p = lattice.centre(ij.first, ij.second),
                                   q = lattice.centre(a->first, a->second);
                const double d = std::hypot(p.x - q.x, p.y - q.y);
                if (n.first >= 0 && n.second >= 0 && ((r.nx - ra.nx) & 1) && r.ny != ra.ny &&
                    d > far) {
                    far = d;
                    b = ij;
                }
            }
        }
        if (!a || !b)
            return badData(msg("%1: %2's hex grid is too small to read its numbering from",
                               {archive.path(), what}));
        placement.numbering = g->grid.umpireNumbering();
        for (const auto &ij : {*a, *b}) {
            const RawHex r = rawOf(ij.first, ij.second);
            placement.typed.push_back({lattice.centre(ij.first, ij.second),
                                       g->grid.gridLocation(r.nx, r.ny, g->width, g->height),
                                       numbersOf(ij)});
        }
    }
    Result<PlacedGrid> placed = placeGridOnPicture(lattice, placement);
    if (!placed)
        return badData(msg("%1: %2's hex grid: %3", {archive.path(), what, placed.error().what}));
    out.grid.emplace(placed->layout);
    out.picture = placed->picture;
    for (const std::string &note : placed->notes)
        if (!numbered || note.rfind("numbering read from", 0) != 0) // the module's, not typed
            out.notes.push_back(note);
    const HexGrid &grid = *out.grid;
    // Every hex of the module by every name it has there; each must be the map's hex of that id.
    for (const auto &[i, j] : inside) {
        const RawHex r = rawOf(i, j);
        const PicturePoint c = lattice.centre(i, j);
        const Hex hex = grid.hexAtMm(out.picture.toMm(c));
        if (!grid.contains(hex))
            continue; // a hex numbered below 0, left out
        const std::string hexId = grid.id(hex);
        if (numbered) {
            const std::string location = g->grid.gridLocation(r.nx, r.ny, g->width, g->height);
            if (location != hexId)
                return badData(msg("%1: %2's numbering cannot be written as a map's: the module "
                                   "names a hex \"%3\" that the map would name \"%4\"",
                                   {archive.path(), what, location, hexId}));
        }
    }
    Result<json> key = library.terrainKeyFor(game);
    if (!key)
        return key.error();
    out.where = *g;
    out.pictureBytes = std::move(bytes).value();
    out.pictureFile = placement.pictureFile;
    const std::string title = module.name.empty() ? board.name : module.name + ": " + board.name;
    out.file = {
        {"format", 1},
        {"id", id},
        {"title", (title.empty() ? id : title) + " (from its VASSAL module; terrain to paint)"},
        {"game", game},
        {"source", "VASSAL module " + module.name +
                       (module.version.empty() ? "" : " " + module.version) + ", map \"" + m.name +
                       "\", board \"" + board.name + "\"" +
                       (g->zone ? ", zone \"" + g->zone->name + "\"" : "")},
        {"grid", gridJson(placed->layout)},
        {"picture", out.picture.toJson()},
        {"terrainKey", *key},
        {"defaultTerrain", "clear"}};
    if (!numbered)
        out.notes.push_back("board \"" + board.name +
                            "\" has no numbering in the module: " + placed->notes.front());
    return out;
}

// A piece's look, from its definition.
Result<PieceLook> pieceLook(const VassalPieceSlot &slot, const VassalModule &module,
                            const std::string &what)
{
    Result<std::vector<PieceTrait>> traits = decodePiece(slot.definition, what);
    if (!traits)
        return traits.error();
    Result<PieceLook> look = lookOf(*traits, module.prototypes, what);
    if (!look)
        return look.error();
    if (look->name.empty())
        look->name = slot.entryName;
    return look;
}

} // namespace

Result<json> importModule(const ModuleImport &request, const crt::RulesetLibrary &library)
{
    if (request.ruleset != "nlb" && request.ruleset != "bmw")
        return badInput(msg("--ruleset: a module's maps are played by the map rules of nlb "
                            "(Napoleon's Last Battles) or bmw (Battles of the Medieval World), "
                            "not \"%1\"",
                            {request.ruleset}));
    Result<std::shared_ptr<const crt::Ruleset>> ruleset = library.find(request.ruleset);
    if (!ruleset)
        return ruleset.error();
    const fs::path output = fs::absolute(request.output).lexically_normal();
    std::error_code ec;
    if (fs::exists(fs::symlink_status(output, ec))) {
        if (!fs::is_directory(fs::symlink_status(output, ec)) || !fs::is_empty(output, ec))
            return badInput(msg("%1: exists and is not an empty folder: an import is written into "
                                "a new folder",
                                {output.string()}));
    }
    if (!fs::is_directory(output.parent_path(), ec))
        return badInput(msg("%1: its folder does not exist", {output.string()}));
    std::optional<UnitsTable> units;
    if (request.units) {
        Result<UnitsTable> table = UnitsTable::load(*request.units);
        if (!table)
            return table.error();
        units = std::move(table).value();
    }
    Result<ModuleArchive> archive = ModuleArchive::open(request.module);
    if (!archive)
        return archive.error();
    Result<VassalModule> module = readModule(*archive);
    if (!module)
        return module.error();
    const std::string moduleId =
        ruleDataId(module->name.empty() ? fs::path(request.module).stem().string() : module->name);

    json notes = json::array();
    // The boards with a hex grid: one map each.
    std::vector<std::pair<const VassalMap *, const VassalBoard *>> boards;
    for (const VassalMap &m : module->maps)
        for (const VassalBoard &b : m.boards) {
            if (b.image.empty()) {
                notes.push_back("board \"" + b.name + "\" has no picture: left out");
                continue;
            }
            if (b.grid || std::any_of(b.zones.begin(), b.zones.end(), [](const VassalZone &z) {
                    return z.grid || z.useParentGrid;
                }))
                boards.emplace_back(&m, &b);
            else
                notes.push_back("board \"" + b.name + "\" has no hex grid: left out");
        }
    if (boards.empty())
        return badData(
            msg("%1: the module has no board with a hex grid: no map to import", {request.module}));
    std::vector<BoardMap> maps;
    std::set<std::string> mapIds;
    for (const auto &[m, b] : boards) {
        std::string id = boards.size() == 1 ? moduleId : moduleId + "-" + ruleDataId(b->name);
        for (int n = 2; mapIds.count(id); ++n)
            id = moduleId + "-" + ruleDataId(b->name) + "-" + std::to_string(n);
        mapIds.insert(id);
        Result<BoardMap> map = boardMap(*archive, *module, *m, *b, id, request.ruleset, library);
        if (!map)
            return map.error();
        for (const std::string &n : map->notes)
            notes.push_back("map " + id + ": " + n);
        maps.push_back(std::move(map).value());
    }

    Result<Staging> staging = Staging::beside(output);
    if (!staging)
        return staging.error();
    const fs::path dir = staging->path();
    // The counters in a folder of the module's own, so that two modules' pictures never meet when
    // their rule data is put in one folder.
    const std::string counters = "counters/" + moduleId;
    for (const std::string &folder : {std::string("maps"), counters, std::string("scenarios")})
        fs::create_directories(dir / folder, ec);
    json report = {
        {"module",
         {{"name", module->name}, {"version", module->version}, {"file", request.module}}},
        {"output", output.string()},
        {"maps", json::array()},
        {"scenarios", json::array()},
        {"counters", json::array()},
        {"needs", json::array()}};
    for (const BoardMap &m : maps) {
        if (Result<Ok> ok =
                writeFileAtomically((dir / "maps" / m.pictureFile).string(), m.pictureBytes);
            !ok)
            return ok.error();
        if (Result<Ok> ok = writeFileAtomically((dir / "maps" / (m.id + ".json")).string(),
                                                m.file.dump(2) + "\n");
            !ok)
            return ok.error();
        const HexGridLayout &l = m.grid->layout();
        report["maps"].push_back(
            {{"id", m.id},
             {"file", (output / "maps" / (m.id + ".json")).string()},
             {"board", m.board->name},
             {"picture", m.pictureFile},
             {"hexes", m.grid->hexCount()},
             {"columns", l.columns},
             {"rows", l.rows},
             {"orientation", l.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top"},
             {"firstId", m.grid->id(m.grid->fromOffset(l.firstColumn, l.firstRow))},
             {"lastId", m.grid->id(m.grid->fromOffset(l.firstColumn + l.columns - 1,
                                                      l.firstRow + l.rows - 1))}});
    }

    // The counters' pictures: those of the palettes' pieces and of the at-start stacks'.
    std::map<std::string, std::string> counterFiles; // module image: counters/FILE
    std::set<std::string> takenFiles;
    auto counterFile = [&](const std::string &image,
                           const std::string &piece) -> Result<std::string> {
        if (image.empty())
            return std::string();
        if (const auto it = counterFiles.find(image); it != counterFiles.end())
            return it->second;
        Result<std::string> bytes = archive->read(
            "images/" + image, "the picture of piece \"" + piece + "\"", maxPictureBytes);
        if (!bytes)
            return bytes.error();
        Result<PictureHeader> header =
            readPictureHeader(*bytes, request.module + ": images/" + image);
        if (!header)
            return badData(header.error().what);
        std::string name = safeFileName(image);
        const std::string stem = fs::path(name).stem().string(),
                          ext = fs::path(name).extension().string();
        for (int n = 2; takenFiles.count(name); ++n)
            name = stem + "-" + std::to_string(n) + ext;
        takenFiles.insert(name);
        if (Result<Ok> ok = writeFileAtomically((dir / counters / name).string(), *bytes); !ok)
            return ok.error();
        counterFiles[image] = counters + "/" + name;
        report["counters"].push_back(
            {{"piece", piece}, {"image", image}, {"file", counters + "/" + name}});
        return counters + "/" + name;
    };
    for (const VassalPieceSlot &slot : module->palette) {
        Result<PieceLook> look =
            pieceLook(slot, *module, request.module + ": palette piece \"" + slot.entryName + "\"");
        if (!look)
            return look.error();
        if (Result<std::string> file = counterFile(look->image, look->name); !file)
            return file.error();
    }

    // The at-start stacks of each map: its order of battle.
    std::map<std::string, json> needs; // piece: {"missing", "count"}
    json templateRows = json::array();
    std::set<std::string> templated;
    std::vector<std::pair<std::string, json>> scenarios; // id: the scenario's JSON
    for (const BoardMap &m : maps) {
        json order = json::array();
        std::vector<std::string> sides;
        std::set<std::string> ids;
        json offGrid = json::array();
        bool complete = true;
        for (const VassalSetupStack &stack : m.map->stacks) {
            const std::string owner = stack.owningBoard.empty() && !m.map->boards.empty()
                                          ? m.map->boards.front().name
                                          : stack.owningBoard;
            if (owner != m.board->name)
                continue;
            // Where the module puts the stack: its grid location, or its pixel position.
            PicturePoint at{double(stack.x), double(stack.y)};
            if (stack.useGridLocation && !stack.location.empty()) {
                if (const std::optional<PicturePoint> p = locationPoint(m.where, stack.location))
                    at = *p;
                else
                    notes.push_back("at-start stack \"" + stack.name + "\": the location \"" +
                                    stack.location +
                                    "\" is no hex of the map's grid: placed by its position");
            }
            std::string hex;
            if (const Hex h = m.grid->hexAtMm(m.picture.toMm(at)); m.grid->contains(h))
                hex = m.grid->id(h);
            for (const VassalPieceSlot &slot : stack.pieces) {
                Result<PieceLook> look = pieceLook(
                    slot, *module, request.module + ": at-start stack \"" + stack.name + "\"");
                if (!look)
                    return look.error();
                const std::string name = look->name.empty() ? std::string("piece") : look->name;
                std::string id = name;
                for (int n = 2; ids.count(id); ++n)
                    id = name + " " + std::to_string(n);
                ids.insert(id);
                Result<std::string> image = counterFile(look->image, name);
                if (!image)
                    return image.error();
                const UnitFacts *facts = units ? units->find(name) : nullptr;
                if (!facts && units && !slot.entryName.empty())
                    facts = units->find(slot.entryName);
                std::vector<std::string> missing;
                if (!facts || facts->side.empty())
                    missing.push_back("side");
                if (!facts || !facts->strength)
                    missing.push_back("strength");
                // A unit on the map moves, exerts its zone of control and fights by its type.
                if (!hex.empty() && (!facts || facts->type.empty()))
                    missing.push_back("type");
                if (!templated.count(name)) {
                    templated.insert(name);
                    templateRows.push_back(
                        {name, facts ? facts->side : "",
                         facts && facts->strength ? std::to_string(*facts->strength) : "",
                         facts ? facts->type : "", facts ? facts->corps : "",
                         facts && facts->movement ? std::to_string(*facts->movement) : ""});
                }
                if (!missing.empty()) {
                    complete = false;
                    json &need = needs[name];
                    need["missing"] = missing;
                    need["count"] = need.value("count", 0) + 1;
                    continue;
                }
                const crt::Ruleset &rules = **ruleset;
                if (!rules.sides.empty() && std::find(rules.sides.begin(), rules.sides.end(),
                                                      facts->side) == rules.sides.end())
                    return badInput(msg("%1: the piece \"%2\"'s side \"%3\" is not a side of %4",
                                        {*request.units, name, facts->side, rules.name}));
                if (!facts->type.empty() && !rules.hasUnitType(facts->type))
                    return badInput(
                        msg("%1: the piece \"%2\"'s type \"%3\" is not a unit type of %4",
                            {*request.units, name, facts->type, rules.name}));
                if (std::find(sides.begin(), sides.end(), facts->side) == sides.end())
                    sides.push_back(facts->side);
                json unit = {{"id", id}, {"side", facts->side}, {"strength", *facts->strength}};
                if (!facts->type.empty())
                    unit["type"] = facts->type;
                if (!facts->corps.empty())
                    unit["corps"] = facts->corps;
                if (facts->movement)
                    unit["movement"] = *facts->movement;
                if (!hex.empty())
                    unit["hex"] = hex;
                else
                    offGrid.push_back(id);
                if (!image->empty())
                    unit["image"] = *image;
                order.push_back(unit);
            }
        }
        if (order.empty() && complete)
            continue; // no at-start stack on this map
        if (!complete) {
            notes.push_back("scenario " + m.id +
                            " is not written: its pieces' sides and strengths "
                            "are needed (units-template.csv lists them: fill it in and import "
                            "again with --units)");
            continue;
        }
        json sideList = json::array();
        for (const std::string &s : sides)
            sideList.push_back({{"name", s}});
        const std::string source = "imported from the VASSAL module " + module->name +
                                   (module->version.empty() ? "" : " " + module->version) +
                                   ": the at-start stacks of its map \"" + m.map->name + "\"" +
                                   (request.units ? ", with " + *request.units : "");
        scenarios.emplace_back(
            m.id,
            json{{"format", 1},
                 {"id", m.id},
                 {"ruleset", request.ruleset},
                 {"name", (module->name.empty() ? m.id : module->name) + " (" + m.map->name +
                              ", from its VASSAL module)"},
                 {"verified", false},
                 {"source", source},
                 {"map", m.id},
                 {"sides", sideList},
                 {"turns", json::array({{{"turn", 1}, {"label", "Turn 1"}}})},
                 {"standIns",
                  {{{"item", "sides"},
                    {"source", "the module does not give the sides' demoralization levels: give "
                               "them from the game's rules"}},
                   {{"item", "turns"},
                    {"source", "the module does not give the turn record: one turn stands in "
                               "for it; give it from the game's rules"}}}},
                 {"orderOfBattle", order}});
        if (!offGrid.empty())
            notes.push_back("scenario " + m.id + ": " + std::to_string(offGrid.size()) +
                            " units stand off the map's hexes (no hex): " + offGrid.dump());
        report["scenarios"].push_back({{"id", m.id},
                                       {"file", (output / "scenarios" / (m.id + ".json")).string()},
                                       {"map", m.id},
                                       {"units", order.size()},
                                       {"offGrid", offGrid}});
    }
    for (const auto &[id, scenario] : scenarios)
        if (Result<Ok> ok = writeFileAtomically((dir / "scenarios" / (id + ".json")).string(),
                                                scenario.dump(2) + "\n");
            !ok)
            return ok.error();
    for (const auto &[piece, need] : needs)
        report["needs"].push_back(
            {{"piece", piece}, {"missing", need["missing"]}, {"count", need["count"]}});
    if (!needs.empty() || (!templateRows.empty() && !request.units)) {
        std::string csv = "piece,side,strength,type,corps,movement\n";
        for (const json &row : templateRows) {
            std::string line;
            for (std::size_t i = 0; i < row.size(); ++i) {
                std::string field = row[i].get<std::string>();
                if (field.find_first_of(",\"\n") != std::string::npos) {
                    std::string quoted = "\"";
                    for (char c : field)
                        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
                    field = quoted + "\"";
                }
                line += (i ? "," : "") + field;
            }
            csv += line + "\n";
        }
        if (Result<Ok> ok = writeFileAtomically((dir / "units-template.csv").string(), csv); !ok)
            return ok.error();
        report["unitsTemplate"] = (output / "units-template.csv").string();
    }

    // Everything reads back as rule data before it is put in place: each map (and its picture),
    // each scenario, and a game of each.
    crt::RulesetLibrary check = [&] {
        std::vector<fs::path> dirs = {dir};
        for (const fs::path &d : library.dirs())
            dirs.push_back(d);
        return crt::RulesetLibrary(dirs);
    }();
    for (const BoardMap &m : maps) {
        Result<std::shared_ptr<const crt::HexMap>> map = check.findMap(m.id);
        if (!map)
            return map.error();
        if (Result<PictureFile> picture = (*map)->picturePath(); !picture)
            return picture.error();
    }
    for (const auto &[id, scenario] : scenarios) {
        Result<crt::Scenario> s = check.findScenario(id);
        if (!s)
            return s.error();
        const fs::path game = dir / ".check" / "game.jsonl";
        fs::create_directories(game.parent_path(), ec);
        Result<crt::Game> created =
            check.createGame(game.string(), request.ruleset, crt::GameSetup::fromScenario(*s));
        if (!created)
            return prefixed("scenario " + id, created.error());
        fs::remove_all(game.parent_path(), ec);
    }
    report["notes"] = notes;
    if (fs::exists(fs::symlink_status(output, ec)))
        fs::remove(output, ec); // the empty folder the import replaces
    if (Result<Ok> ok = staging->renameTo(output); !ok)
        return ok.error();
    return report;
}

} // namespace umpire::vassal
