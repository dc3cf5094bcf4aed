#include "terrainkeyeditor.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "hexmap.h"
#include "jsonfile.h"
#include "safefile.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

using nlohmann::ordered_json;
namespace fs = std::filesystem;

namespace {

constexpr int ValueRole = Qt::UserRole;        // a cell's value as the key holds it now
constexpr int KeyIndexRole = Qt::UserRole + 1; // name cell: the entry's index in "terrainKey"
constexpr int SourceRole = Qt::UserRole + 2;   // name cell: the entry's "source" as loaded
constexpr int StandInRole = Qt::UserRole + 3;  // name cell: loaded as "verified": false
constexpr int LoadedRole = Qt::UserRole + 4;   // a cell's value as the file was loaded

const QColor standInBackground(0xff, 0xf3, 0xc4); // the unverified banner's colours
const QColor standInText(0x4a, 0x3b, 0x00);

// A cell holding a tick (its value a bool), not a text.
bool isTick(const QTableWidgetItem *item)
{
    return item->data(ValueRole).typeId() == QMetaType::Bool;
}

// A movement cost as the map key prints it: 1, 1 1/2, 1/2 (the file holds 1.5).
QString mpText(const ordered_json &value)
{
    if (value.is_string())
        return TerrainKeyEditor::tr("prohibited");
    if (!value.is_number())
        return QString();
    const double halves = value.get<double>() * 2.0;
    if (halves >= 0 && std::abs(halves - std::round(halves)) < 1e-9)
        return qs(umpire::crt::halvesText(int(std::round(halves))));
    return QString::number(value.get<double>());
}

// A number of MP as typed ("2", "1 1/2", "1/2", "0.5", "0,5"); nullopt when it is none.
std::optional<double> parseMp(const QString &typed)
{
    const QString text = typed.simplified();
    static const QRegularExpression whole(QStringLiteral("^(-?\\d+) 1/2$"));
    if (const QRegularExpressionMatch m = whole.match(text); m.hasMatch()) {
        const int n = m.captured(1).toInt();
        return n < 0 ? n - 0.5 : n + 0.5;
    }
    if (text == QLatin1String("1/2"))
        return 0.5;
    bool ok = false;
    const double value = QString(text).replace(QLatin1Char(','), QLatin1Char('.')).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

ordered_json mpJson(double mp)
{
    if (mp == std::floor(mp) && std::abs(mp) < 1e9)
        return ordered_json(static_cast<long long>(mp));
    return ordered_json(mp);
}

bool isProhibited(const QString &typed)
{
    const QString text = typed.trimmed();
    return text.compare(QLatin1String("prohibited"), Qt::CaseInsensitive) == 0 ||
           text.compare(TerrainKeyEditor::tr("prohibited"), Qt::CaseInsensitive) == 0;
}

QString pathText(const std::string &path)
{
    if (path == "road")
        return TerrainKeyEditor::tr("road");
    if (path == "trail")
        return TerrainKeyEditor::tr("trail");
    return qs(path);
}

// "road", "trail" or "" from what was typed (in English or in the app's language); nullopt when
// it is neither.
std::optional<std::string> parsePath(const QString &typed)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return std::string();
    for (const char *path : {"road", "trail"})
        if (text.compare(QLatin1String(path), Qt::CaseInsensitive) == 0 ||
            text.compare(pathText(path), Qt::CaseInsensitive) == 0)
            return std::string(path);
    return std::nullopt;
}

// What the rules do in combat with this terrain (the ruleset's entry of the same id).
QString combatText(const umpire::crt::Terrain &t)
{
    QStringList parts;
    if (t.prohibited)
        parts << TerrainKeyEditor::tr("may not be entered");
    if (t.defenderMultiplier > 1)
        parts << TerrainKeyEditor::tr("defender ×%1").arg(t.defenderMultiplier);
    if (!t.halvedTypes.empty()) {
        QStringList types;
        for (const std::string &type : t.halvedTypes)
            types << dataText(type);
        parts << TerrainKeyEditor::tr("%1 halved").arg(types.join(QStringLiteral(", ")));
    }
    if (t.bombardmentOnly)
        parts << TerrainKeyEditor::tr("bombardment only across it");
    if (t.defenderShift != 0)
        parts << (t.defenderShift < 0
                      ? TerrainKeyEditor::tr("odds shifted %1L for the defender")
                            .arg(-t.defenderShift)
                      : TerrainKeyEditor::tr("odds shifted %1R").arg(t.defenderShift));
    if (t.unlessAllAttackersOn)
        parts << TerrainKeyEditor::tr("unless every attacker is on it too");
    if (t.attackerHalvedOutOf)
        parts << TerrainKeyEditor::tr("attacking out of it: halved");
    if (t.attackerHalvedInto)
        parts << TerrainKeyEditor::tr("attacking into it: halved");
    if (t.chateau)
        parts << TerrainKeyEditor::tr("chateau rules");
    if (!t.noAdvanceInto.empty())
        parts << TerrainKeyEditor::tr("no advance into it (%1)").arg(qs(t.noAdvanceInto));
    if (parts.isEmpty())
        parts << TerrainKeyEditor::tr("no effect");
    return (t.rule.empty() ? QString() : qs(t.rule) + QStringLiteral(": ")) +
           parts.join(QStringLiteral("; "));
}

} // namespace

// One cell changed or one tick given or taken off: undone and redone on the editor's tables.
class TerrainKeyCellCommand : public QUndoCommand
{
  public:
    TerrainKeyCellCommand(TerrainKeyEditor *editor, QTableWidget *table, int row, int column,
                          QVariant before, QVariant after)
        : m_editor(editor), m_table(table), m_row(row), m_column(column),
          m_before(std::move(before)), m_after(std::move(after))
    {
        const QString name = table->item(row, 0)->text();
        const QString header = table->horizontalHeaderItem(column)->text();
        if (m_after.typeId() == QMetaType::Bool)
            setText((m_after.toBool() ? TerrainKeyEditor::tr("%1: %2 ticked")
                                      : TerrainKeyEditor::tr("%1: %2 unticked"))
                        .arg(name, header));
        else
            setText(TerrainKeyEditor::tr("%1, %2: %3").arg(name, header, m_after.toString()));
    }
    void undo() override { m_editor->setCell(m_table, m_row, m_column, m_before); }
    void redo() override { m_editor->setCell(m_table, m_row, m_column, m_after); }

  private:
    TerrainKeyEditor *m_editor;
    QTableWidget *m_table;
    int m_row, m_column;
    QVariant m_before, m_after;
};

TerrainKeyEditor::TerrainKeyEditor(GameSession *session, const QString &mapId, QWidget *parent)
    : QDialog(parent), m_session(session), m_dirs(session->library().dirs()), m_rules(m_dirs)
{
    build(mapId);
}

TerrainKeyEditor::TerrainKeyEditor(std::vector<fs::path> dirs, const QString &mapId,
                                   QWidget *parent)
    : QDialog(parent), m_dirs(std::move(dirs)), m_rules(m_dirs)
{
    build(mapId);
}

void TerrainKeyEditor::build(const QString &mapId)
{
    setObjectName(QStringLiteral("terrainKeyEditor"));
    setWindowTitle(tr("Terrain key of a map") + QStringLiteral("[*]"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_map = new QComboBox;
    m_map->setObjectName(QStringLiteral("map"));
    m_map->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fillMaps();
    auto *mapLabel = new QLabel(tr("&Map"));
    mapLabel->setBuddy(m_map);
    top->addWidget(mapLabel);
    top->addWidget(m_map);
    top->addStretch(1);
    layout->addLayout(top);
    m_source = new QLabel;
    m_source->setObjectName(QStringLiteral("source"));
    m_source->setWordWrap(true);
    layout->addWidget(m_source);
    auto *help = new QLabel(
        tr("Type each value as your map's terrain key gives it: movement in MP (1, 1 1/2, or "
           "\"prohibited\"), unit types separated by commas; or paste cells from a spreadsheet at "
           "the current cell (Ctrl+V). Rows on yellow are stand-ins: tick \"Verified\" once a row "
           "matches your map (editing alone does not verify it). Cells changed since the file "
           "was loaded are in bold on blue. Ctrl+Z undoes an edit or a tick, Ctrl+Shift+Z redoes "
           "it."));
    help->setWordWrap(true);
    layout->addWidget(help);

    auto makeTable = [this](const char *name, const QStringList &headers) {
        auto *table = new QTableWidget(0, int(headers.size()));
        table->setObjectName(QLatin1String(name));
        table->setHorizontalHeaderLabels(headers);
        table->setEditTriggers(QAbstractItemView::DoubleClicked |
                               QAbstractItemView::EditKeyPressed |
                               QAbstractItemView::AnyKeyPressed);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->setWordWrap(false); // one line a row; a long combat effect in full in its tooltip
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        connect(table, &QTableWidget::itemChanged, this, &TerrainKeyEditor::itemEdited);
        auto *pasteKey =
            new QShortcut(QKeySequence::Paste, table, nullptr, nullptr, Qt::WidgetShortcut);
        connect(pasteKey, &QShortcut::activated, this,
                [this, table] { pasteCells(table, QGuiApplication::clipboard()->text()); });
        return table;
    };
    m_terrain = makeTable("terrain", {tr("Name"), tr("Rule"), tr("Movement (MP)"), tr("Barred to"),
                                      tr("Blocks sight"), tr("Chateau"), tr("Stacking"),
                                      tr("Combat effect (by the rules)"), tr("Verified")});
    m_terrain->horizontalHeader()->setSectionResizeMode(TerrainCombat, QHeaderView::Stretch);
    m_hexsides = makeTable("hexsides", {tr("Name"), tr("Rule"), tr("Added MP to cross"),
                                        tr("Impassable"), tr("Bridge"), tr("Road or trail"),
                                        tr("MP along it"), tr("Blocks sight"),
                                        tr("Combat effect (by the rules)"), tr("Verified")});
    m_hexsides->horizontalHeader()->setSectionResizeMode(HexsideCombat, QHeaderView::Stretch);
    auto headerTip = [](QTableWidget *table, int column, const QString &tip) {
        table->horizontalHeaderItem(column)->setToolTip(tip);
    };
    const QString verifiedTip = tr("Tick once the row matches the terrain key of your own map: it "
                                   "is then no longer a stand-in");
    const QString combatTip = tr("The combat effect the rules give this terrain: part of the "
                                 "ruleset, not of the map, shown to compare with your map's key");
    headerTip(m_terrain, TerrainMovement,
              tr("MP to enter a hex of it: 1, 2, 1 1/2, or \"prohibited\""));
    headerTip(m_terrain, TerrainProhibitedTo,
              tr("Unit types that may not enter it, separated by commas"));
    headerTip(m_terrain, TerrainBlocksLos, tr("It blocks line of sight"));
    headerTip(m_terrain, TerrainChateau, tr("The chateau rules apply in it (NLB 10)"));
    headerTip(m_terrain, TerrainStacking,
              tr("Units a hex of it may hold; empty: the game's limit"));
    headerTip(m_terrain, TerrainCombat, combatTip);
    headerTip(m_terrain, TerrainVerified, verifiedTip);
    headerTip(m_hexsides, HexsideExtra, tr("MP added to cross the hexside"));
    headerTip(m_hexsides, HexsideImpassable, tr("Crossed only at a bridge (a river)"));
    headerTip(m_hexsides, HexsideBridge, tr("Carries a crossing over an impassable hexside"));
    headerTip(m_hexsides, HexsidePath, tr("\"road\" or \"trail\": movement along it"));
    headerTip(m_hexsides, HexsidePathMovement, tr("MP per hex moved along the road or trail"));
    headerTip(m_hexsides, HexsideBlocksLos, tr("It blocks line of sight"));
    headerTip(m_hexsides, HexsideCombat, combatTip);
    headerTip(m_hexsides, HexsideVerified, verifiedTip);
    auto *terrainLabel = new QLabel(tr("&Terrain of the hexes"));
    terrainLabel->setBuddy(m_terrain);
    layout->addWidget(terrainLabel);
    layout->addWidget(m_terrain, 1);
    auto *hexsideLabel = new QLabel(tr("&Hexsides, roads and trails"));
    hexsideLabel->setBuddy(m_hexsides);
    layout->addWidget(hexsideLabel);
    layout->addWidget(m_hexsides, 1);

    const EditorFooter footer = addEditorFooter(this, layout, &m_undo, [this] { save(); });
    m_status = footer.status;
    auto *all = footer.buttons->addButton(tr("These are my map's &values: mark every row verified"),
                                          QDialogButtonBox::ActionRole);
    all->setObjectName(QStringLiteral("allVerified"));
    all->setAutoDefault(false);
    connect(all, &QPushButton::clicked, this, &TerrainKeyEditor::markAllVerified);
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });

    if (const int at = m_map->findData(mapId); at >= 0)
        m_map->setCurrentIndex(at);
    connect(m_map, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_map->currentData().toString();
        if (id == m_loadedId)
            return;
        if (!discardChanges()) { // back to the map being edited
            const QSignalBlocker block(m_map);
            m_map->setCurrentIndex(m_map->findData(m_loadedId));
            return;
        }
        load(id);
    });
    load(m_map->currentData().toString());
    resize(1180, 680);
}

QString TerrainKeyEditor::mapId() const
{
    return m_loadedId;
}

QString TerrainKeyEditor::status() const
{
    return m_status->text();
}

void TerrainKeyEditor::fillMaps()
{
    const QSignalBlocker block(m_map);
    const QString current = m_map->currentData().toString();
    m_map->clear();
    m_maps = m_rules.availableMaps();
    auto *model = qobject_cast<QStandardItemModel *>(m_map->model());
    for (const auto &[id, path] : m_maps) {
        QString title;
        if (umpire::Result<nlohmann::json> doc = umpire::readJsonFile(path.string(), "map file");
            doc && doc->is_object() && (*doc)["title"].is_string())
            title = qs((*doc)["title"].get<std::string>());
        // A map that does not load is listed with its error, greyed: it cannot be edited here.
        umpire::Result<std::shared_ptr<const umpire::crt::HexMap>> map = m_rules.findMap(id);
        QString text = title.isEmpty() ? qs(id) : tr("%1 (%2)").arg(title, qs(id));
        if (!map)
            text = tr("%1: does not load").arg(qs(id));
        m_map->addItem(text, qs(id));
        if (!map) {
            m_map->setItemData(m_map->count() - 1, errorText(map.error()), Qt::ToolTipRole);
            if (model)
                model->item(m_map->count() - 1)->setEnabled(false);
        }
    }
    if (const int at = m_map->findData(current); at >= 0)
        m_map->setCurrentIndex(at);
}

void TerrainKeyEditor::load(const QString &mapId)
{
    m_undo.clear();
    m_doc = ordered_json();
    m_unitTypes.clear();
    m_loadedId = mapId;
    m_filling = true;
    m_terrain->setRowCount(0);
    m_hexsides->setRowCount(0);
    m_filling = false;
    const auto found = m_maps.find(mapId.toStdString());
    if (found == m_maps.end()) {
        m_source->clear();
        fail(tr("There is no map \"%1\" in the rule-data folders (maps/%1.json).").arg(mapId));
        return;
    }
    const fs::path file = found->second;
    umpire::Result<std::string> text = umpire::readWholeFile(file.string(), "map file");
    if (text)
        m_doc = ordered_json::parse(*text, nullptr, false);
    if (!text || !m_doc.is_object() || !m_doc.contains("terrainKey") ||
        !m_doc["terrainKey"].is_array()) {
        m_doc = ordered_json();
        m_source->clear();
        fail(tr("%1 is not a map file with a terrain key.")
                 .arg(QDir::toNativeSeparators(qs(file.string()))));
        return;
    }
    // Only a map that loads is edited: what the tables show is then what a game plays with.
    if (umpire::Result<umpire::crt::HexMap> map =
            umpire::crt::HexMap::fromJson(nlohmann::json::parse(m_doc.dump()), file.string());
        !map) {
        m_doc = ordered_json();
        m_source->setText(errorText(map.error()));
        fail(tr("This map does not load, so it cannot be edited here: %1")
                 .arg(errorText(map.error())));
        return;
    }
    const std::string game = m_doc.value("game", std::string());
    std::shared_ptr<const umpire::crt::Ruleset> ruleset;
    if (umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r = m_rules.find(game); r) {
        ruleset = *r;
        m_unitTypes = ruleset->unitTypes;
    }
    m_terrain->setColumnHidden(TerrainChateau, game != "nlb"); // NLB 10's chateaux
    m_filling = true;
    const ordered_json &key = m_doc["terrainKey"];
    int standIns = 0;
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (!key[i].is_object())
            continue;
        QTableWidget *table = key[i].value("hexside", false) ? m_hexsides : m_terrain;
        const int row = table->rowCount();
        table->insertRow(row);
        fillRow(table, row, i, key[i], ruleset.get());
        standIns += key[i].value("verified", true) ? 0 : 1;
    }
    m_filling = false;

    const fs::path user = umpire::userRuleDataDir();
    const bool own = !user.empty() && file.parent_path() == user / "maps";
    QStringList lines;
    if (m_doc.value("sample", false))
        lines << tr("A SAMPLE map made for Umpire, not a printed one: enter your own map's terrain "
                    "key over its values.");
    lines << (standIns > 0
                  ? tr("Stand-ins (on yellow): %n entry(ies) of this key.", nullptr, standIns)
                  : tr("No value of this key is a stand-in."));
    lines << (own ? tr("From your own copy: %1").arg(QDir::toNativeSeparators(qs(file.string())))
                  : tr("From %1; saving writes your own copy to %2, found before it.")
                        .arg(QDir::toNativeSeparators(qs(file.string())),
                             user.empty() ? tr("your rule-data folder")
                                          : QDir::toNativeSeparators(
                                                qs((user / "maps" / file.filename()).string()))));
    m_source->setText(lines.join(QLatin1Char('\n')));
}

void TerrainKeyEditor::fillRow(QTableWidget *table, int row, std::size_t keyIndex,
                               const ordered_json &entry, const umpire::crt::Ruleset *ruleset)
{
    const bool hexside = table == m_hexsides;
    auto text = [&](int column, const QString &value, bool editable = true) {
        auto *item = new QTableWidgetItem(value);
        item->setData(ValueRole, value);
        item->setData(LoadedRole, value);
        item->setFlags(editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(row, column, item);
        return item;
    };
    auto tick = [&](int column, bool value) {
        auto *item = new QTableWidgetItem;
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(value ? Qt::Checked : Qt::Unchecked);
        item->setData(ValueRole, value);
        item->setData(LoadedRole, value);
        table->setItem(row, column, item);
    };
    const std::string id = entry.value("id", std::string());
    table->setVerticalHeaderItem(row, new QTableWidgetItem(qs(id)));
    QTableWidgetItem *name = text(0, qs(entry.value("name", id)));
    name->setData(KeyIndexRole, qulonglong(keyIndex));
    name->setData(SourceRole, qs(entry.value("source", std::string())));
    name->setData(StandInRole, !entry.value("verified", true));
    text(1, qs(entry.value("rule", std::string())), false);
    const bool blocksLos = entry.value("blocksLos", false);
    if (!hexside) {
        text(TerrainMovement, entry.contains("movement") ? mpText(entry["movement"]) : QString());
        QStringList barred;
        for (const auto &type : entry.value("prohibitedTo", ordered_json::array()))
            if (type.is_string())
                barred << qs(type.get<std::string>());
        text(TerrainProhibitedTo, barred.join(QStringLiteral(", ")));
        tick(TerrainBlocksLos, blocksLos);
        tick(TerrainChateau, entry.value("chateau", false));
        text(TerrainStacking, entry.contains("stacking") && entry["stacking"].is_number_integer()
                                  ? QString::number(entry["stacking"].get<int>())
                                  : QString());
    } else {
        text(HexsideExtra, entry.contains("extra") ? mpText(entry["extra"]) : QString());
        tick(HexsideImpassable, entry.value("impassable", false));
        tick(HexsideBridge, entry.value("bridge", false));
        text(HexsidePath, pathText(entry.value("path", std::string())));
        text(HexsidePathMovement,
             entry.contains("pathMovement") ? mpText(entry["pathMovement"]) : QString());
        tick(HexsideBlocksLos, blocksLos);
    }
    // The rules' combat effect of the same terrain id: shown, not edited here.
    const int combatColumn = hexside ? int(HexsideCombat) : int(TerrainCombat);
    const umpire::crt::Terrain *rules = nullptr;
    if (ruleset)
        for (const umpire::crt::Terrain &t : ruleset->terrain)
            if (t.id == id)
                rules = &t;
    QTableWidgetItem *combat = text(combatColumn,
                                    rules     ? combatText(*rules)
                                    : ruleset ? tr("none in the %1 rules").arg(qs(ruleset->cite))
                                              : QString(),
                                    false);
    combat->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    QString combatTip = combat->text() + QLatin1Char('\n');
    combatTip += ruleset ? tr("From the %1 rules (%2): the ruleset's, not the map's; this "
                              "editor does not change it.")
                               .arg(qs(ruleset->cite), QDir::toNativeSeparators(qs(ruleset->path)))
                         : QString();
    if (rules && !rules->verified) {
        combat->setBackground(standInBackground);
        combat->setForeground(standInText);
        QFont italic = combat->font();
        italic.setItalic(true);
        combat->setFont(italic);
        combatTip += QLatin1Char('\n') + tr("UNVERIFIED: %1").arg(qs(rules->source));
    }
    combat->setToolTip(combatTip);
    tick(hexside ? int(HexsideVerified) : int(TerrainVerified), entry.value("verified", true));
    styleRow(table, row);
}

void TerrainKeyEditor::styleRow(QTableWidget *table, int row)
{
    const bool hexside = table == m_hexsides;
    const int verifiedColumn = hexside ? int(HexsideVerified) : int(TerrainVerified);
    const int combatColumn = hexside ? int(HexsideCombat) : int(TerrainCombat);
    const QTableWidgetItem *name = table->item(row, 0);
    const QTableWidgetItem *verified = table->item(row, verifiedColumn);
    if (!name || !verified)
        return;
    const bool standIn = verified->checkState() != Qt::Checked;
    const QString source = name->data(SourceRole).toString();
    const bool wasStandIn = name->data(StandInRole).toBool();
    QString tip;
    if (standIn)
        tip = tr("STAND-IN, not checked against your map: %1")
                  .arg(source.isEmpty() ? tr("no source given") : source);
    else if (wasStandIn)
        tip = tr("Ticked: saved as checked against your own map's key (it was a stand-in: %1)")
                  .arg(source);
    else if (!source.isEmpty())
        tip = tr("Verified: %1").arg(source);
    const bool filling = m_filling;
    m_filling = true;
    for (int c = 0; c < table->columnCount(); ++c) {
        QTableWidgetItem *item = table->item(row, c);
        if (!item || c == combatColumn)
            continue;
        // Changed since the file was loaded: bold on blue, over the stand-in's yellow.
        const bool changed = item->data(ValueRole) != item->data(LoadedRole);
        QFont font = item->font();
        font.setItalic(standIn);
        font.setBold(changed);
        item->setFont(font);
        item->setBackground(changed   ? QBrush(changedBackground())
                            : standIn ? QBrush(standInBackground)
                                      : QBrush());
        item->setForeground(standIn ? QBrush(standInText) : QBrush());
        item->setToolTip(changed ? tip + (tip.isEmpty() ? QString() : QStringLiteral("\n")) +
                                       tr("Changed: the file has \"%1\"")
                                           .arg(isTick(item) ? (item->data(LoadedRole).toBool()
                                                                    ? tr("ticked")
                                                                    : tr("not ticked"))
                                                             : item->data(LoadedRole).toString())
                                 : tip);
    }
    m_filling = filling;
}

void TerrainKeyEditor::setCell(QTableWidget *table, int row, int column, const QVariant &value)
{
    QTableWidgetItem *item = table->item(row, column);
    if (!item)
        return;
    m_filling = true;
    if (isTick(item))
        item->setCheckState(value.toBool() ? Qt::Checked : Qt::Unchecked);
    else
        item->setText(value.toString());
    item->setData(ValueRole, value); // the cell's value, as the key holds it now
    m_filling = false;
    styleRow(table, row);
}

void TerrainKeyEditor::itemEdited(QTableWidgetItem *item)
{
    if (m_filling)
        return;
    QTableWidget *table = item->tableWidget();
    const int row = item->row(), column = item->column();
    const QVariant old = item->data(ValueRole);
    const QVariant now = isTick(item) ? QVariant(item->checkState() == Qt::Checked)
                                      : QVariant(item->text().trimmed());
    setCell(table, row, column, old); // the command sets the new value, so that it can be undone
    if (now != old)
        m_undo.push(new TerrainKeyCellCommand(this, table, row, column, old, now));
}

void TerrainKeyEditor::markAllVerified()
{
    m_undo.beginMacro(tr("These are my map's values"));
    for (QTableWidget *table : {m_terrain, m_hexsides}) {
        const int column = table == m_hexsides ? int(HexsideVerified) : int(TerrainVerified);
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, column)->checkState() != Qt::Checked)
                m_undo.push(new TerrainKeyCellCommand(this, table, row, column, false, true));
    }
    m_undo.endMacro();
}

bool TerrainKeyEditor::save()
{
    m_error.clear();
    if (!m_doc.is_object()) {
        fail(tr("No map is loaded."));
        return false;
    }
    ordered_json doc = m_doc;
    ordered_json &key = doc["terrainKey"];
    auto flag = [](ordered_json &entry, const char *field, bool on) {
        if (on)
            entry[field] = true;
        else
            entry.erase(field);
    };
    auto checked = [](QTableWidget *table, int row, int column) {
        return table->item(row, column)->checkState() == Qt::Checked;
    };
    for (QTableWidget *table : {m_terrain, m_hexsides}) {
        const bool hexside = table == m_hexsides;
        for (int row = 0; row < table->rowCount(); ++row) {
            auto cell = [&](int column) { return table->item(row, column)->text().trimmed(); };
            const std::size_t index = table->item(row, 0)->data(KeyIndexRole).toULongLong();
            const ordered_json loaded = key[index];
            ordered_json &entry = key[index];
            const QString id = table->verticalHeaderItem(row)->text();
            const QString name = cell(0);
            if (name.isEmpty()) {
                fail(tr("\"%1\" has no name: give it the name your map's key prints.").arg(id));
                return false;
            }
            entry["name"] = name.toStdString();
            const QString what = tr("%1 (%2)").arg(name, id);
            // A cost in MP: nullopt (and the reason shown) when it is not one.
            auto mp = [&](int column, bool positive) -> std::optional<ordered_json> {
                const QString typed = cell(column);
                const QString header = table->horizontalHeaderItem(column)->text();
                const std::optional<double> value = parseMp(typed);
                if (!value) {
                    fail(tr("%1, %2: \"%3\" is not a number of MP (1, 1 1/2, 0.5).")
                             .arg(what, header, typed));
                    return std::nullopt;
                }
                if (*value < 0 || (positive && *value == 0)) {
                    fail((positive ? tr("%1, %2: %3 MP: a cost above 0 MP is needed.")
                                   : tr("%1, %2: %3 MP: a cost cannot be below 0 MP."))
                             .arg(what, header, typed));
                    return std::nullopt;
                }
                return mpJson(*value);
            };
            if (!hexside) {
                const QString movement = cell(TerrainMovement);
                if (movement.isEmpty()) {
                    fail(tr("%1: a hex terrain needs a movement cost (MP, or \"prohibited\").")
                             .arg(what));
                    return false;
                }
                if (isProhibited(movement)) {
                    entry["movement"] = "prohibited";
                } else {
                    std::optional<ordered_json> cost = mp(TerrainMovement, false);
                    if (!cost)
                        return false;
                    entry["movement"] = *cost;
                }
                ordered_json barred = ordered_json::array();
                for (const QString &part : cell(TerrainProhibitedTo).split(QLatin1Char(','))) {
                    const std::string type = part.trimmed().toStdString();
                    if (type.empty())
                        continue;
                    if (!m_unitTypes.empty() && std::find(m_unitTypes.begin(), m_unitTypes.end(),
                                                          type) == m_unitTypes.end()) {
                        QStringList types;
                        for (const std::string &t : m_unitTypes)
                            types << qs(t);
                        fail(tr("%1: \"%2\" is not a unit type of this game: one of %3.")
                                 .arg(what, qs(type), types.join(QStringLiteral(", "))));
                        return false;
                    }
                    barred.push_back(type);
                }
                if (barred.empty())
                    entry.erase("prohibitedTo");
                else
                    entry["prohibitedTo"] = barred;
                flag(entry, "blocksLos", checked(table, row, TerrainBlocksLos));
                flag(entry, "chateau", checked(table, row, TerrainChateau));
                const QString stacking = cell(TerrainStacking);
                if (stacking.isEmpty()) {
                    entry.erase("stacking");
                } else {
                    bool ok = false;
                    const int units = stacking.toInt(&ok);
                    if (!ok || units < 1) {
                        fail(tr("%1: stacking \"%2\" is not a number of units (1 or more; empty: "
                                "the game's limit).")
                                 .arg(what, stacking));
                        return false;
                    }
                    entry["stacking"] = units;
                }
            } else {
                if (cell(HexsideExtra).isEmpty()) {
                    entry.erase("extra");
                } else {
                    std::optional<ordered_json> extra = mp(HexsideExtra, false);
                    if (!extra)
                        return false;
                    if (*extra == ordered_json(0))
                        entry.erase("extra");
                    else
                        entry["extra"] = *extra;
                }
                flag(entry, "impassable", checked(table, row, HexsideImpassable));
                flag(entry, "bridge", checked(table, row, HexsideBridge));
                const std::optional<std::string> path = parsePath(cell(HexsidePath));
                if (!path) {
                    fail(tr("%1: \"%2\" is neither a road nor a trail (leave it empty for "
                            "neither).")
                             .arg(what, cell(HexsidePath)));
                    return false;
                }
                if (path->empty())
                    entry.erase("path");
                else
                    entry["path"] = *path;
                if (cell(HexsidePathMovement).isEmpty()) {
                    entry.erase("pathMovement");
                } else {
                    std::optional<ordered_json> along = mp(HexsidePathMovement, true);
                    if (!along)
                        return false;
                    entry["pathMovement"] = *along;
                }
                flag(entry, "blocksLos", checked(table, row, HexsideBlocksLos));
            }
            // Only the user's tick verifies a value; an edited stand-in stays one.
            const bool ticked =
                checked(table, row, hexside ? int(HexsideVerified) : int(TerrainVerified));
            const bool wasVerified = loaded.value("verified", true);
            const std::string source = loaded.value("source", std::string());
            if (ticked && !wasVerified) {
                entry["verified"] = true;
                entry["source"] = "Checked by the user against the terrain key of their own map.";
            } else if (!ticked && wasVerified) {
                entry["verified"] = false;
                entry["source"] = "Not checked against the user's own map: the user took off its "
                                  "verified tick.";
            } else if (!ticked) {
                ordered_json values = entry, before = loaded;
                values.erase("source");
                before.erase("source");
                if (values != before && source.rfind("Entered by the user", 0) != 0)
                    entry["source"] = "Entered by the user, not yet checked against their own "
                                      "map. The stand-in it replaced: " +
                                      source;
            }
        }
    }

    const fs::path dir = umpire::userRuleDataDir();
    if (dir.empty()) {
        fail(tr("There is no user data folder to save into (HOME is not set)."));
        return false;
    }
    const std::string id = m_loadedId.toStdString();
    const fs::path target = dir / "maps" / (id + ".json");
    // Checked as a game loads it (the map schema, then the key's and the map's own checks), before
    // anything is written.
    umpire::Result<umpire::crt::HexMap> map =
        umpire::crt::HexMap::fromJson(nlohmann::json::parse(doc.dump()), target.string());
    if (!map) {
        fail(tr("The map would not load: %1").arg(errorText(map.error())));
        return false;
    }
    if (map->id != id) {
        fail(tr("%1: its id is \"%2\", not \"%3\", the file's name.")
                 .arg(QDir::toNativeSeparators(qs(target.string())), qs(map->id), m_loadedId));
        return false;
    }
    if (const std::optional<QString> failed = writeWhole(target, doc.dump(2) + "\n")) {
        fail(*failed);
        return false;
    }
    m_savedPath = QString::fromStdString(target.string());
    m_doc = std::move(doc);
    // What is saved is what is loaded now: no cell is changed any more.
    for (QTableWidget *table : {m_terrain, m_hexsides})
        for (int row = 0; row < table->rowCount(); ++row) {
            for (int c = 0; c < table->columnCount(); ++c)
                if (QTableWidgetItem *item = table->item(row, c))
                    item->setData(LoadedRole, item->data(ValueRole));
            styleRow(table, row);
        }
    m_undo.setClean();
    m_status->setText(tr("Saved the terrain key of %1 to %2.")
                          .arg(m_loadedId, QDir::toNativeSeparators(m_savedPath)));
    m_rules.forgetMap(id);
    fillMaps();
    m_maps = m_rules.availableMaps();
    std::error_code ec;
    if (const auto found = m_maps.find(id);
        found == m_maps.end() || !fs::equivalent(found->second, target, ec)) {
        emit saved(m_loadedId, m_savedPath);
        fail(found == m_maps.end()
                 ? tr("Saved to %1, but that folder is not one of the rule-data folders games "
                      "search: they do not find it.")
                       .arg(QDir::toNativeSeparators(m_savedPath))
                 : tr("Saved to %1, but the rule-data folders find %2 first: games go on using it.")
                       .arg(QDir::toNativeSeparators(m_savedPath),
                            QDir::toNativeSeparators(qs(found->second.string()))));
        return true;
    }
    if (m_session) {
        // The game's library reads the map again; a game open on it plays on from its journal with
        // the saved key.
        m_session->library().forgetMap(id);
        if (m_session->hasGame() && m_session->game().map() && m_session->game().map()->id == id &&
            !m_session->readOnly()) {
            if (umpire::Result<umpire::Ok> reopened = m_session->open(m_session->path());
                !reopened) {
                emit saved(m_loadedId, m_savedPath);
                fail(tr("Saved, but the game could not be opened again with it: %1")
                         .arg(errorText(reopened.error())));
                return true;
            }
        }
    }
    emit saved(m_loadedId, m_savedPath);
    return true;
}

bool TerrainKeyEditor::discardChanges()
{
    return mayDropChanges(this, isDirty(), tr("the terrain key of %1").arg(m_loadedId),
                          [this] { return save(); });
}

void TerrainKeyEditor::reject()
{
    if (discardChanges())
        QDialog::reject();
}

bool TerrainKeyEditor::pasteCells(QTableWidget *table, const QString &text)
{
    m_error.clear();
    const QList<QStringList> rows = spreadsheetRows(text);
    const int top = std::max(table->currentRow(), 0);
    const int left = std::max(table->currentColumn(), 0);
    QList<std::tuple<int, int, QVariant>> cells;
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) {
            const int row = top + r, column = left + c;
            QTableWidgetItem *item = table->item(row, column);
            const QString where =
                item ? tr("%1, %2").arg(table->item(row, 0)->text(),
                                        table->horizontalHeaderItem(column)->text())
                     : QString();
            if (!item) {
                fail(tr("The pasted cells go past the table: paste from a cell with room for "
                        "them. Nothing was pasted."));
                return false;
            }
            if (!(item->flags() & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable))) {
                fail(tr("%1: the rules give it, the map's key does not: it cannot be pasted "
                        "over. Nothing was pasted.")
                         .arg(where));
                return false;
            }
            QVariant value = rows[r][c];
            if (isTick(item)) {
                const QString t = rows[r][c].toLower();
                if (t == QLatin1String("yes") || t == tr("yes") || t == QLatin1String("x") ||
                    t == QLatin1String("true") || t == QLatin1String("1"))
                    value = true;
                else if (t.isEmpty() || t == QLatin1String("no") || t == tr("no") ||
                         t == QLatin1String("false") || t == QLatin1String("0"))
                    value = false;
                else {
                    fail(tr("%1: \"%2\" is a tick: yes or no. Nothing was pasted.")
                             .arg(where, rows[r][c]));
                    return false;
                }
            }
            cells.append({row, column, value});
        }
    if (cells.isEmpty()) {
        fail(tr("The clipboard holds no cells to paste: copy cells of a spreadsheet."));
        return false;
    }
    int changed = 0;
    m_undo.beginMacro(tr("Paste cells"));
    for (const auto &[row, column, value] : cells)
        if (const QVariant old = table->item(row, column)->data(ValueRole); old != value) {
            m_undo.push(new TerrainKeyCellCommand(this, table, row, column, old, value));
            ++changed;
        }
    m_undo.endMacro();
    m_status->setText(tr("%n cell(s) pasted, %1 of them changed: each is checked when the key is "
                         "saved.",
                         nullptr, int(cells.size()))
                          .arg(changed));
    return true;
}

void TerrainKeyEditor::fail(const QString &message)
{
    m_error = message;
    m_status->setText(message);
    if (isVisible())
        QMessageBox::warning(this, windowTitle().remove(QStringLiteral("[*]")), message);
}
