// A VASSAL module's maps, counters and set-ups read into a rule-data folder. The modules are
// written here, as a module's author's VASSAL writes them (its SequenceEncoder's escaping, its
// piece definitions, its build file): flat-top and sideways grids, several numberings (digits,
// letters, descending, row first with a separator, no stagger), a zoned grid, prototypes and
// layers, at-start stacks by pixel and by grid location, the older obfuscated buildFile. Each is
// imported, a game started from each scenario, and every unit must stand in the hex the module
// places it; the hostile modules are refused and leave nothing behind.
#include "moduleimport.h"
#include "picturebytes.h"
#include "rulesetlibrary.h"
#include "sequencedecoder.h"
#include "vassalmodules.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <zip.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

using namespace umpire;
using nlohmann::json;
namespace fs = std::filesystem;
using namespace umpire::test;

namespace {

// A layer (Embellishment, emb2) of levels (image, name), showing level `value` (0: not active).
Trait layer(const std::vector<std::pair<std::string, std::string>> &levels, int value)
{
    std::vector<std::string> images, names;
    for (const auto &[image, name] : levels) {
        images.push_back(image);
        names.push_back(name);
    }
    const std::vector<std::string> fields = {"Flip",
                                             "130",
                                             "F",
                                             "",
                                             "130",
                                             "",
                                             "",
                                             "130",
                                             "",
                                             "",
                                             "",
                                             "1",
                                             "false",
                                             "0",
                                             "0",
                                             encode(images, ','),
                                             encode(names, ','),
                                             "true",
                                             "Side",
                                             "",
                                             "",
                                             "false",
                                             "",
                                             "1",
                                             "1",
                                             value > 0 ? "false" : "true"};
    return {"emb2;" + encode(fields, ';'), std::to_string(value > 0 ? value : -1)};
}

Trait usePrototype(const std::string &name)
{
    return {"prototype;" + name, ""};
}

std::string xmlEscaped(const std::string &text)
{
    std::string out;
    for (char c : text) {
        if (c == '&')
            out += "&amp;";
        else if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '"')
            out += "&quot;";
        else
            out += c;
    }
    return out;
}

// A VASSAL hex grid and its numbering, as a test's module gives it, and where VASSAL's
// HexGridNumbering puts a hex by its printed numbers (getCenterPoint, as VASSAL computes it).
struct Grid
{
    double dx = 55, dy = 60;
    int x0 = 40, y0 = 50;
    bool sideways = false;
    char first = 'H', hType = 'N', vType = 'N';
    std::string sep;
    int hLeading = 1, vLeading = 1, hOff = 1, vOff = 1;
    bool hDescend = false, vDescend = false, stagger = true;
    int width = 1000, height = 800; // the board's (or zone's) size

    std::string xml() const
    {
        auto b = [](bool v) { return v ? "true" : "false"; };
        return "<VASSAL.build.module.map.boardPicker.board.HexGrid dx=\"" + std::to_string(dx) +
               "\" dy=\"" + std::to_string(dy) + "\" x0=\"" + std::to_string(x0) + "\" y0=\"" +
               std::to_string(y0) + "\" sideways=\"" + b(sideways) +
               "\" snapTo=\"true\" visible=\"false\">"
               "<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering first=\"" +
               std::string(1, first) + "\" sep=\"" + xmlEscaped(sep) + "\" hType=\"" +
               std::string(1, hType) + "\" vType=\"" + std::string(1, vType) + "\" hLeading=\"" +
               std::to_string(hLeading) + "\" vLeading=\"" + std::to_string(vLeading) +
               "\" hOff=\"" + std::to_string(hOff) + "\" vOff=\"" + std::to_string(vOff) +
               "\" hDescend=\"" + b(hDescend) + "\" vDescend=\"" + b(vDescend) + "\" stagger=\"" +
               b(stagger) +
               "\" locationFormat=\"$gridLocation$\" visible=\"false\"/>"
               "</VASSAL.build.module.map.boardPicker.board.HexGrid>";
    }

    // The printed column and row numbers to the board's pixels.
    std::pair<int, int> centre(int column, int row) const
    {
        int col = column - hOff, r = row - vOff;
        const int maxRows = int(std::floor(height / dx + 0.5));
        const int maxColumns = int(std::floor(width / dy + 0.5));
        if (stagger && (col % 2 != 0)) {
            if (sideways)
                r += hDescend ? 1 : -1;
            else
                r += vDescend ? 1 : -1;
        }
        if (sideways) {
            if (vDescend)
                col = maxRows - col;
            if (hDescend)
                r = maxColumns - r;
        } else {
            if (hDescend)
                col = maxColumns - col;
            if (vDescend)
                r = maxRows - r;
        }
        int x = int(col * dx) + x0;
        int y = col % 2 == 0 ? int(r * dy) : int(r * dy + dy / 2);
        y += y0;
        return sideways ? std::pair{y, x} : std::pair{x, y};
    }
};

struct Stack
{
    std::string name, board = "Main";
    bool byLocation = false;
    std::string location;
    int x = 0, y = 0;
    std::vector<std::pair<std::string, std::string>> pieces; // entry name, definition
};

// A module's build file: one map of one board (its grid, or the zones given), prototypes, a
// palette and at-start stacks.
std::string buildFile(const std::string &boardImage, const std::string &gridXml,
                      const std::vector<std::pair<std::string, std::string>> &prototypes,
                      const std::vector<std::pair<std::string, std::string>> &palette,
                      const std::vector<Stack> &stacks)
{
    std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
                    "<VASSAL.build.GameModule name=\"Test Battle\" version=\"1.2\" "
                    "VassalVersion=\"3.7.0\">\n"
                    "<VASSAL.build.module.PrototypesContainer>\n";
    for (const auto &[name, def] : prototypes)
        x += "<VASSAL.build.module.PrototypeDefinition name=\"" + name + "\" description=\"\">" +
             xmlEscaped(def) + "</VASSAL.build.module.PrototypeDefinition>\n";
    x += "</VASSAL.build.module.PrototypesContainer>\n"
         "<VASSAL.build.module.PieceWindow name=\"Pieces\"><VASSAL.build.widget.ListWidget "
         "entryName=\"Army\">\n";
    for (const auto &[name, def] : palette)
        x += "<VASSAL.build.widget.PieceSlot entryName=\"" + name +
             "\" gpid=\"1\" height=\"60\" width=\"60\">" + xmlEscaped(def) +
             "</VASSAL.build.widget.PieceSlot>\n";
    x += "</VASSAL.build.widget.ListWidget></VASSAL.build.module.PieceWindow>\n"
         "<VASSAL.build.module.Map mapName=\"Battle Map\">\n"
         "<VASSAL.build.module.map.BoardPicker><VASSAL.build.module.map.boardPicker.Board "
         "image=\"" +
         boardImage + "\" name=\"Main\" reversible=\"false\">" + gridXml +
         "</VASSAL.build.module.map.boardPicker.Board></VASSAL.build.module.map.BoardPicker>\n";
    for (const Stack &s : stacks) {
        x += "<VASSAL.build.module.map.SetupStack name=\"" + s.name + "\" owningBoard=\"" +
             s.board + "\" useGridLocation=\"" + (s.byLocation ? "true" : "false") +
             "\" location=\"" + xmlEscaped(s.location) + "\" x=\"" + std::to_string(s.x) +
             "\" y=\"" + std::to_string(s.y) + "\">";
        for (const auto &[entry, def] : s.pieces)
            x += "<VASSAL.build.widget.PieceSlot entryName=\"" + entry +
                 "\" gpid=\"2\" height=\"60\" width=\"60\">" + xmlEscaped(def) +
                 "</VASSAL.build.widget.PieceSlot>";
        x += "</VASSAL.build.module.map.SetupStack>\n";
    }
    x += "</VASSAL.build.module.Map>\n</VASSAL.build.GameModule>\n";
    return x;
}

const std::string units = "piece,side,strength,type,corps,movement\n"
                          "Lefol,French,5,infantry,III,4\n"
                          "Habert,French,5,infantry,III,4\n"
                          "Milhaud (reduced),French,4,cavalry,IV,6\n"
                          "Steinmetz,Prussian,4,infantry,I,4\n"
                          "Pirch,Prussian,3,infantry,II,4\n";

// The palette and prototypes every test module shares: a prototype of the infantry's layer, a
// counter through it, a cavalry counter whose active layer renames and repaints it.
std::vector<std::pair<std::string, std::string>> prototypes()
{
    return {
        {"Infantry", definition({layer({{"inf-front.png", ""}, {"inf-back.png", "+ (reduced)"}}, 1),
                                 basic("", "")})}};
}
std::string lefol()
{
    return definition({usePrototype("Infantry"), basic("", "Lefol")});
}
std::string habert()
{
    return definition({usePrototype("Infantry"), basic("", "Habert")});
}
std::string milhaud()
{
    // Its second level shows: "Milhaud" with the level's suffix, and the level's picture.
    return definition({layer({{"cav.png", ""}, {"cav-reduced.png", "+ (reduced)"}}, 2),
                       basic("cav-base.png", "Milhaud")});
}
std::string steinmetz()
{
    return definition({basic("steinmetz.png", "Steinmetz")});
}
std::string pirch()
{
    return definition({basic("pirch.png", "Pirch")});
}

std::vector<Entry> images(const std::string &board, int w, int h)
{
    std::vector<Entry> out = {
        {"images/" + board, test::pngHeader(std::uint32_t(w), std::uint32_t(h))}};
    for (const char *n : {"inf-front.png", "inf-back.png", "cav.png", "cav-reduced.png",
                          "cav-base.png", "steinmetz.png", "pirch.png"})
        out.push_back({std::string("images/") + n, test::pngHeader(60, 60)});
    return out;
}

crt::RulesetLibrary shipped()
{
    return crt::RulesetLibrary({fs::path(UMPIRE_RULESDATA_DIR)});
}

struct Imported
{
    Result<json> report;
    fs::path dir;
};

// Imports a module (with the units table) into a new folder of `tmp`.
Imported importInto(const QTemporaryDir &tmp, const std::vector<Entry> &entries,
                    bool withUnits = true, const std::string &ruleset = "nlb")
{
    const std::string module = tmp.filePath("test.vmod").toStdString();
    writeZip(module, entries);
    const std::string table = tmp.filePath("units.csv").toStdString();
    std::ofstream(table) << units;
    vassal::ModuleImport r;
    r.module = module;
    r.output = tmp.filePath("imported").toStdString();
    r.ruleset = ruleset;
    if (withUnits)
        r.units = table;
    return {vassal::importModule(r, shipped()), fs::path(r.output)};
}

// Every unit's hex in a game started from the scenario, as the journal's state gives it.
std::map<std::string, std::string> hexesInAGame(const QTemporaryDir &tmp, const fs::path &dir,
                                                const std::string &scenario)
{
    const QString journal = tmp.filePath("game.jsonl");
    QFile::remove(journal);
    QProcess p;
    p.start(UMPIRE_CLI,
            {"journal", "new", journal, "--rulesdata", QString::fromStdString(dir.string()),
             "--scenario", QString::fromStdString(scenario)});
    p.waitForFinished(30000);
    if (p.exitCode() != 0)
        qWarning("journal new: %s", p.readAllStandardError().constData());
    QProcess state;
    state.start(UMPIRE_CLI, {"journal", "state", journal, "--rulesdata",
                             QString::fromStdString(dir.string()), "--json"});
    state.waitForFinished(30000);
    std::map<std::string, std::string> out;
    const json doc = json::parse(state.readAllStandardOutput().toStdString(), nullptr, false);
    if (doc.is_discarded())
        return out;
    const json &game = doc.contains("state") ? doc["state"] : doc;
    for (const json &u : game.value("units", json::array()))
        out[u.value("id", "")] = u.value("hex", "");
    return out;
}

} // namespace

class TestModuleImport : public QObject
{
    Q_OBJECT

  private slots:
    // VASSAL's SequenceEncoder read back, lists within lists: escaped delimiters, quotes, empty
    // values.
    void sequencesDecodeAsVassalWritesThem()
    {
        const std::vector<std::string> values = {"a", "", "b;c", "\\x", "'q'", "d"};
        QCOMPARE(vassal::sequenceValues(encode(values, ';'), ';'), values);
        const std::string inner = encode({"x\ty", "z"}, '\t');
        const std::vector<std::string> outer =
            vassal::sequenceValues(encode({"top", inner}, '\t'), '\t');
        QCOMPARE(outer.size(), std::size_t(2));
        QCOMPARE(outer[1], inner);
        QCOMPARE(vassal::sequenceValues(outer[1], '\t'), (std::vector<std::string>{"x\ty", "z"}));
        QCOMPARE(vassal::sequenceValues("a;", ';'), (std::vector<std::string>{"a", ""}));
    }

    // Each module's set-up stands where the module places it: by grid location and by pixel, on
    // grids of both orientations and several numberings.
    void everyUnitStandsInTheHexTheModulePlacesIt_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("flat-top, CCRR, irregular steps") << 0;
        QTest::newRow("sideways (pointy-top), letters then digits: A1") << 1;
        QTest::newRow("row first with a dash, rows descending, no stagger") << 2;
        QTest::newRow("columns descending, three digits, offsets 0") << 3;
    }
    void everyUnitStandsInTheHexTheModulePlacesIt()
    {
        QFETCH(int, variant);
        Grid g;
        std::vector<std::pair<std::pair<int, int>, std::string>> at; // numbers: the label
        switch (variant) {
        case 0:
            break;
        case 1:
            g.sideways = true;
            g.dx = 50;
            g.dy = 58;
            g.x0 = 45;
            g.y0 = 40;
            g.hType = 'A';
            g.hOff = 0;
            g.vLeading = 0;
            break;
        case 2:
            g.first = 'V';
            g.sep = "-";
            g.vDescend = true;
            g.stagger = false;
            break;
        case 3:
            g.hDescend = true;
            g.hLeading = 2;
            g.vLeading = 2;
            g.hOff = 0;
            g.vOff = 0;
            break;
        }
        auto label = [&](int column, int row) {
            auto name = [](int v, char type, int leading) {
                if (type == 'A')
                    return std::string(std::size_t(v / 26 + 1), char('A' + v % 26));
                std::string d = std::to_string(v);
                return std::string(std::size_t(std::max(0, leading + 1 - int(d.size()))), '0') + d;
            };
            const std::string c = name(column, g.hType, g.hLeading),
                              r = name(row, g.vType, g.vLeading);
            return g.first == 'H' ? c + g.sep + r : r + g.sep + c;
        };
        if (variant == 3)
            g.width = 1050; // an even count of columns (18) for VASSAL's descending count
        // Printed numbers whose hexes are well inside the board.
        int c0 = 0, r0 = 0;
        bool found = false;
        for (int c = -5; c < 30 && !found; ++c)
            for (int r = -5; r < 30 && !found; ++r) {
                bool inside = true;
                for (int dc = 0; dc <= 7; ++dc)
                    for (int dr = 0; dr <= 3; ++dr) {
                        const auto [x, y] = g.centre(c + dc, r + dr);
                        inside = inside && c >= 0 && r >= 0 && x > 90 && y > 90 &&
                                 x < g.width - 90 && y < g.height - 90;
                    }
                if (inside) {
                    c0 = c;
                    r0 = r;
                    found = true;
                }
            }
        QVERIFY(found);
        std::vector<Stack> stacks;
        Stack a{"Lefol's", "Main", true, label(c0, r0), 0, 0, {{"Lefol", lefol()}}};
        Stack b{"Habert's and Milhaud's",
                "Main",
                true,
                label(c0 + 1, r0 + 2),
                0,
                0,
                {{"Habert", habert()}, {"Milhaud", milhaud()}}};
        const auto [px, py] = g.centre(c0 + 4, r0 + 3);
        // Dropped off the centre, as a hand drops a stack.
        Stack c{"Steinmetz's", "Main", false, "", px + 6, py - 5, {{"Steinmetz", steinmetz()}}};
        const auto [qx, qy] = g.centre(c0 + 7, r0 + 1);
        Stack d{"Pirch's", "Main", false, "", qx, qy, {{"Pirch", pirch()}}};
        stacks = {a, b, c, d};
        std::vector<Entry> entries = images("main.png", g.width, g.height);
        entries.push_back(
            {"buildFile.xml", buildFile("main.png", g.xml(), prototypes(),
                                        {{"Lefol", lefol()}, {"Milhaud", milhaud()}}, stacks)});
        entries.push_back({"moduledata", "<?xml version=\"1.0\"?><data version=\"1\"><version>1.2"
                                         "</version><name>Test Battle</name></data>"});
        QTemporaryDir tmp;
        const Imported imported = importInto(tmp, entries);
        QVERIFY2(imported.report, imported.report ? "" : imported.report.error().message.c_str());
        const json &r = *imported.report;
        QCOMPARE(r["maps"].size(), std::size_t(1));
        QCOMPARE(r["maps"][0]["orientation"], json(variant == 1 ? "pointy-top" : "flat-top"));
        QCOMPARE(r["scenarios"].size(), std::size_t(1));
        QCOMPARE(r["needs"].size(), std::size_t(0));
        const std::string id = r["scenarios"][0]["id"];
        QCOMPARE(id, std::string("test-battle"));
        QVERIFY(fs::exists(imported.dir / "maps" / "test-battle.json"));
        QVERIFY(fs::exists(imported.dir / "maps" / "test-battle.png"));
        // The counters' pictures: the layers' (through the prototype) and the basic pieces'.
        QVERIFY(fs::exists(imported.dir / "counters" / "test-battle" / "inf-front.png"));
        QVERIFY(fs::exists(imported.dir / "counters" / "test-battle" / "cav-reduced.png"));
        QVERIFY(fs::exists(imported.dir / "counters" / "test-battle" / "steinmetz.png"));
        const json scenario =
            json::parse(std::ifstream(imported.dir / "scenarios" / (id + ".json")));
        std::map<std::string, json> byId;
        for (const json &u : scenario["orderOfBattle"])
            byId[u["id"]] = u;
        QCOMPARE(byId.at("Lefol")["image"], json("counters/test-battle/inf-front.png"));
        QCOMPARE(byId.at("Milhaud (reduced)")["image"],
                 json("counters/test-battle/cav-reduced.png"));
        QCOMPARE(byId.at("Milhaud (reduced)")["type"], json("cavalry"));
        QCOMPARE(byId.at("Pirch")["strength"], json(3));
        // A game of it: every unit in the hex the module puts it.
        const std::map<std::string, std::string> hexes = hexesInAGame(tmp, imported.dir, id);
        QCOMPARE(hexes.size(), std::size_t(5));
        QCOMPARE(QString::fromStdString(hexes.at("Lefol")), QString::fromStdString(label(c0, r0)));
        QCOMPARE(QString::fromStdString(hexes.at("Habert")),
                 QString::fromStdString(label(c0 + 1, r0 + 2)));
        QCOMPARE(QString::fromStdString(hexes.at("Milhaud (reduced)")),
                 QString::fromStdString(label(c0 + 1, r0 + 2)));
        QCOMPARE(QString::fromStdString(hexes.at("Steinmetz")),
                 QString::fromStdString(label(c0 + 4, r0 + 3)));
        QCOMPARE(QString::fromStdString(hexes.at("Pirch")),
                 QString::fromStdString(label(c0 + 7, r0 + 1)));
    }

    // A zoned grid: the map is the battlefield zone's hex grid; a piece on the turn track (a zone
    // without one) stands off the map's hexes, named so.
    void aZonedGridsHexZoneIsTheMap()
    {
        Grid g;
        g.x0 = 150;
        g.y0 = 160;
        g.width = 900; // the zone's size, which its own numbering counts from
        g.height = 650;
        const std::string zones =
            "<VASSAL.build.module.map.boardPicker.board.ZonedGrid>"
            "<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone name=\"Battlefield\" "
            "path=\"100,100;1000,100;1000,750;100,750\" locationFormat=\"$gridLocation$\" "
            "useParentGrid=\"false\">" +
            g.xml() +
            "</VASSAL.build.module.map.boardPicker.board.mapgrid.Zone>"
            "<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone name=\"Turn track\" "
            "path=\"0,0;1100,0;1100,80;0,80\" locationFormat=\"$name$\" useParentGrid=\"false\"/>"
            "</VASSAL.build.module.map.boardPicker.board.ZonedGrid>";
        const auto [px, py] = g.centre(6, 5);
        const std::vector<Stack> stacks = {
            {"Lefol's", "Main", true, "0304", 0, 0, {{"Lefol", lefol()}}},
            {"Habert's", "Main", false, "", px, py, {{"Habert", habert()}}},
            {"On the track", "Main", false, "", 40, 40, {{"Pirch", pirch()}}}};
        std::vector<Entry> entries = images("field.png", 1100, 850);
        entries.push_back(
            {"buildFile.xml", buildFile("field.png", zones, prototypes(), {}, stacks)});
        QTemporaryDir tmp;
        const Imported imported = importInto(tmp, entries);
        QVERIFY2(imported.report, imported.report ? "" : imported.report.error().message.c_str());
        const json &r = *imported.report;
        QCOMPARE(r["scenarios"][0]["offGrid"], json::array({"Pirch"}));
        // The map's hexes are the zone's: none above or left of it.
        const json map = json::parse(std::ifstream(imported.dir / "maps" / "test-battle.json"));
        QCOMPARE(map["source"].get<std::string>().find("zone \"Battlefield\"") != std::string::npos,
                 true);
        const std::map<std::string, std::string> hexes =
            hexesInAGame(tmp, imported.dir, "test-battle");
        QCOMPARE(QString::fromStdString(hexes.at("Lefol")), QString("0304"));
        QCOMPARE(QString::fromStdString(hexes.at("Habert")), QString("0605"));
        QCOMPARE(QString::fromStdString(hexes.at("Pirch")), QString());
    }

    // Without the units table the pieces' sides and strengths are not known: the maps and counters
    // are written, the scenario is not, and the needs say what to give (with a table to fill in).
    void whatThePiecesDoNotSayIsAskedFor()
    {
        Grid g;
        std::vector<Entry> entries = images("main.png", g.width, g.height);
        entries.push_back(
            {"buildFile.xml",
             buildFile(
                 "main.png", g.xml(), prototypes(), {},
                 {{"A", "Main", true, "0304", 0, 0, {{"Lefol", lefol()}, {"Pirch", pirch()}}}})});
        QTemporaryDir tmp;
        const Imported imported = importInto(tmp, entries, false);
        QVERIFY2(imported.report, imported.report ? "" : imported.report.error().message.c_str());
        const json &r = *imported.report;
        QCOMPARE(r["scenarios"].size(), std::size_t(0));
        QCOMPARE(r["needs"].size(), std::size_t(2));
        QCOMPARE(r["needs"][0]["missing"], json::array({"side", "strength", "type"}));
        QVERIFY(fs::exists(imported.dir / "maps" / "test-battle.json"));
        std::ifstream csv(imported.dir / "units-template.csv");
        std::string header, first;
        std::getline(csv, header);
        std::getline(csv, first);
        QCOMPARE(header, std::string("piece,side,strength,type,corps,movement"));
        QCOMPARE(first, std::string("Lefol,,,,,"));
    }

    // The older module: buildFile (no .xml) in VASSAL's obfuscated form.
    void theOlderObfuscatedBuildFileIsRead()
    {
        Grid g;
        const std::string xml =
            buildFile("main.png", g.xml(), prototypes(), {},
                      {{"A", "Main", true, "0506", 0, 0, {{"Steinmetz", steinmetz()}}}});
        std::string obfuscated = "!VCSK5a";
        static const char *hex = "0123456789abcdef";
        for (unsigned char c : xml) {
            const unsigned char v = c ^ 0x5a;
            obfuscated += hex[v >> 4];
            obfuscated += hex[v & 15];
        }
        std::vector<Entry> entries = images("main.png", g.width, g.height);
        entries.push_back({"buildFile", obfuscated});
        QTemporaryDir tmp;
        const Imported imported = importInto(tmp, entries);
        QVERIFY2(imported.report, imported.report ? "" : imported.report.error().message.c_str());
        QCOMPARE(
            QString::fromStdString(hexesInAGame(tmp, imported.dir, "test-battle").at("Steinmetz")),
            QString("0506"));
    }

    // Hostile and broken modules: each refused with a clear error, nothing written outside the
    // output folder, and no output folder either.
    void hostileModulesAreRefused_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("errorKind");
        QTest::newRow("an entry climbing out") << 0 << "climbs out of the module" << 1;
        QTest::newRow("an absolute entry") << 1 << "is an absolute path" << 1;
        QTest::newRow("a link") << 2 << "is a link" << 1;
        QTest::newRow("a zip bomb") << 3 << "zip bomb" << 1;
        QTest::newRow("broken XML") << 4 << "is not well-formed XML at line" << 1;
        QTest::newRow("the board's picture missing") << 5 << "images/main.png\" is missing" << 1;
        QTest::newRow("a counter's picture missing") << 6 << "images/pirch.png\" is missing" << 1;
        QTest::newRow("a zip that is not a module") << 7 << "holds no buildFile.xml" << 0;
        QTest::newRow("a file that is not a zip") << 8 << "not a zip file" << 0;
        QTest::newRow("a prototype that is not defined") << 9 << "does not define" << 1;
        QTest::newRow("a picture that is not one") << 10 << "is not a picture Umpire reads" << 1;
    }
    void hostileModulesAreRefused()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        QFETCH(int, errorKind);
        Grid g;
        const std::string good =
            buildFile("main.png", g.xml(), prototypes(), {{"Pirch", pirch()}},
                      {{"A", "Main", true, "0304", 0, 0, {{"Lefol", lefol()}}}});
        std::vector<Entry> entries = images("main.png", g.width, g.height);
        entries.push_back({"buildFile.xml", good});
        switch (kind) {
        case 0:
            entries.push_back({"images/../../evil.png", "x"});
            break;
        case 1:
            entries.push_back({"/tmp/evil.png", "x"});
            break;
        case 2:
            entries.push_back({"images/link.png", "/etc/passwd", true});
            break;
        case 3:
            entries.push_back({"images/bomb.png", std::string(std::size_t(60) << 20, '\0')});
            break;
        case 4:
            entries.back().bytes = good.substr(0, good.size() / 2);
            break;
        case 5:
            entries.erase(entries.begin());
            break;
        case 6:
            entries.erase(
                std::remove_if(entries.begin(), entries.end(),
                               [](const Entry &e) { return e.name == "images/pirch.png"; }),
                entries.end());
            break;
        case 7:
            entries.pop_back();
            break;
        case 9:
            entries.back().bytes =
                buildFile("main.png", g.xml(), {}, {},
                          {{"A", "Main", true, "0304", 0, 0, {{"Lefol", lefol()}}}});
            break;
        case 10:
            entries.front().bytes = "this is no picture";
            break;
        }
        QTemporaryDir tmp;
        const std::string module = tmp.filePath("test.vmod").toStdString();
        if (kind == 8)
            std::ofstream(module) << "PK but not really a zip";
        else
            writeZip(module, entries);
        const std::set<std::string> before = [&] {
            std::set<std::string> names;
            for (const auto &e : fs::directory_iterator(tmp.path().toStdString()))
                names.insert(e.path().filename().string());
            return names;
        }();
        vassal::ModuleImport r;
        r.module = module;
        r.output = tmp.filePath("imported").toStdString();
        r.ruleset = "nlb";
        Result<json> done = vassal::importModule(r, shipped());
        QVERIFY(!done);
        QCOMPARE(int(done.error().kind), errorKind);
        QVERIFY2(done.error().message.find(expected.toStdString()) != std::string::npos,
                 done.error().message.c_str());
        std::set<std::string> after;
        for (const auto &e : fs::directory_iterator(tmp.path().toStdString()))
            after.insert(e.path().filename().string());
        QCOMPARE(after, before);
        QVERIFY(!fs::exists("/tmp/evil.png"));
    }

    // The command line: exit 2 or 3, the output folder never one that holds files.
    void theCommandLineImportsAndRefuses()
    {
        Grid g;
        std::vector<Entry> entries = images("main.png", g.width, g.height);
        entries.push_back({"buildFile.xml",
                           buildFile("main.png", g.xml(), prototypes(), {},
                                     {{"A", "Main", true, "0304", 0, 0, {{"Lefol", lefol()}}}})});
        QTemporaryDir tmp;
        const QString module = tmp.filePath("battle.vmod");
        writeZip(module.toStdString(), entries);
        std::ofstream(tmp.filePath("units.csv").toStdString()) << units;
        QProcess p;
        p.start(UMPIRE_CLI, {"vassal", "import", module, "--output", tmp.filePath("out"),
                             "--ruleset", "nlb", "--units", tmp.filePath("units.csv"), "--json"});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const json r = json::parse(p.readAllStandardOutput().toStdString());
        QCOMPARE(r["scenarios"][0]["units"], json(1));
        // Again into the same folder: refused, the first import untouched.
        p.start(UMPIRE_CLI,
                {"vassal", "import", module, "--output", tmp.filePath("out"), "--ruleset", "nlb"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("not an empty folder"));
        QVERIFY(QFile::exists(tmp.filePath("out/scenarios/test-battle.json")));
        // A ruleset without map rules, a units table that does not read.
        p.start(UMPIRE_CLI,
                {"vassal", "import", module, "--output", tmp.filePath("out2"), "--ruleset", "naw"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        std::ofstream(tmp.filePath("bad.csv").toStdString()) << "piece,colour\nLefol,blue\n";
        p.start(UMPIRE_CLI, {"vassal", "import", module, "--output", tmp.filePath("out3"),
                             "--ruleset", "nlb", "--units", tmp.filePath("bad.csv")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("\"colour\" is not one of"));
        QVERIFY(!QFile::exists(tmp.filePath("out3")));
    }
};

QTEST_APPLESS_MAIN(TestModuleImport)
#include "tst_moduleimport.moc"
