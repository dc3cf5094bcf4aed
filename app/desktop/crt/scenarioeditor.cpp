#include "scenarioeditor.h"

#include "celldelegates.h"
#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "hexmap.h"
#include "scenario.h"
#include "scenarioeditorcommands.h"
#include "scenariofile.h"
#include "scenarioform.h"
#include "unverifiedbanner.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

using nlohmann::ordered_json;
using Sheet = ScenarioEditor::Sheet;
using umpire::crt::ScenarioField;
using umpire::crt::ScenarioForm;
using umpire::crt::ScenarioPart;

namespace {

constexpr int extraRole = Qt::UserRole + 1; // a row's keys the table does not show, as JSON
constexpr int loadedValueRole =
    Qt::UserRole + 2; // a cell's value as the file was loaded (none: new)

const QColor problemBackground(0xff, 0xd9, 0xd4);
const QColor placeholderText(0x70, 0x70, 0x70);

ScenarioPart partOf(Sheet sheet)
{
    return sheet == ScenarioEditor::Sides   ? ScenarioPart::Side
           : sheet == ScenarioEditor::Turns ? ScenarioPart::Turn
                                            : ScenarioPart::Unit;
}

// The file's keys of a sheet's columns (the turn's number and a player have none).
int columnCountOf(Sheet sheet)
{
    if (sheet == ScenarioEditor::Players)
        return 1;
    const int fields = int(ScenarioForm::allFields(partOf(sheet)).size());
    return sheet == ScenarioEditor::Turns ? fields + 1 : fields;
}

int columnOfKey(Sheet sheet, const std::string &key)
{
    if (sheet == ScenarioEditor::Players)
        return 0;
    const std::vector<ScenarioField> &all = ScenarioForm::allFields(partOf(sheet));
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].key == key)
            return int(i) + (sheet == ScenarioEditor::Turns ? 1 : 0);
    return sheet == ScenarioEditor::Turns ? 1 : 0;
}

// The order a unit's keys are written in, as the shipped files have them.
const std::vector<std::string> &unitFileOrder()
{
    static const std::vector<std::string> order = {
        "id",           "side",     "strength",          "type",  "corps", "arrives",
        "hex",          "movement", "disruptedStrength", "fire",  "range", "dot",
        "disruptedDot", "leader",   "disrupted",         "marker"};
    return order;
}

// A flag or a text of a hand-written file, whatever its type (a wrong one is the checks' to name).
bool flagOf(const ordered_json &doc, const char *key, bool fallback)
{
    return doc.is_object() && doc.contains(key) && doc[key].is_boolean() ? doc[key].get<bool>()
                                                                         : fallback;
}
std::string textOf(const ordered_json &doc, const char *key)
{
    return doc.is_object() && doc.contains(key) && doc[key].is_string()
               ? doc[key].get<std::string>()
               : std::string();
}

QString jsonText(const ordered_json &value)
{
    return QString::fromStdString(ScenarioForm::text(nlohmann::json::parse(value.dump())));
}

} // namespace

ScenarioEditor::ScenarioEditor(GameSession *session, const QString &firstId, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("scenarioEditor"));
    setWindowTitle(tr("Scenario editor") + QStringLiteral("[*]"));
    m_committed = QStringList(4, QString());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildFields());

    m_standInSummary = unverifiedBanner(QStringLiteral("standIns"));
    layout->addWidget(m_standInSummary);
    m_mapStandIn = new QVBoxLayout; // the map's stand-in, under the map field
    layout->addLayout(m_mapStandIn);

    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("sheets"));
    tabs->addTab(buildSheetTab(Sides), tr("Si&des"));
    tabs->addTab(buildSheetTab(Players), tr("&Players"));
    tabs->addTab(buildTurnsTab(), tr("&Turn record"));
    tabs->addTab(buildSheetTab(Units), tr("&Order of battle"));
    layout->addWidget(tabs, 1);

    const EditorFooter footer = addEditorFooter(this, layout, &m_undo, [this] { save(); });
    m_status = footer.status;
    QPushButton *start =
        footer.buttons->addButton(tr("Start a &game"), QDialogButtonBox::ActionRole);
    start->setObjectName(QStringLiteral("startGame"));
    QPushButton *saveAsButton =
        footer.buttons->addButton(tr("Save &as…"), QDialogButtonBox::ActionRole);
    saveAsButton->setObjectName(QStringLiteral("saveAs"));
    connect(start, &QPushButton::clicked, this, &ScenarioEditor::startGame);
    connect(saveAsButton, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString id =
            QInputDialog::getText(this, tr("Save as"),
                                  tr("The id of your scenario (small letters, digits and dashes, "
                                     "my-ligny):"),
                                  QLineEdit::Normal, this->scenarioId(), &ok)
                .trimmed();
        if (ok && !id.isEmpty())
            saveAs(id);
    });
    connect(&m_undo, &QUndoStack::indexChanged, this, &ScenarioEditor::updateModified);

    // No button is the default (none is auto-default either): Enter in a field never saves,
    // adds or removes anything behind the user's back.
    for (QPushButton *button : findChildren<QPushButton *>())
        button->setAutoDefault(false);
    fillScenarioList();
    load(firstId);
    resize(1120, 780);
}

ScenarioEditor::~ScenarioEditor() = default;

QLayout *ScenarioEditor::buildFields()
{
    auto *grid = new QGridLayout;
    m_open = new QComboBox;
    m_open->setObjectName(QStringLiteral("scenario"));
    m_open->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *openLabel = new QLabel(tr("Op&en scenario"));
    openLabel->setBuddy(m_open);
    m_id = new QLineEdit;
    m_id->setObjectName(QStringLiteral("id"));
    m_id->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z][a-z0-9-]*")), m_id));
    m_id->setToolTip(tr("The scenario's file name in your rule-data folder: small letters, digits "
                        "and dashes. The id of a shipped scenario makes your copy replace it."));
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("name"));
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    for (const auto &[id, path] : m_session->library().available()) {
        umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
            m_session->library().find(id);
        m_ruleset->addItem(r ? dataText((*r)->name) : tr("%1 (does not load)").arg(qs(id)), qs(id));
        if (!r)
            m_ruleset->setItemData(m_ruleset->count() - 1, errorText(r.error()), Qt::ToolTipRole);
    }
    m_map = new QComboBox;
    m_map->setObjectName(QStringLiteral("map"));
    m_map->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto label = [](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text);
        l->setBuddy(buddy);
        return l;
    };
    grid->addWidget(openLabel, 0, 0);
    grid->addWidget(m_open, 0, 1, 1, 3, Qt::AlignLeft);
    grid->addWidget(label(tr("&Id"), m_id), 1, 0);
    grid->addWidget(m_id, 1, 1);
    grid->addWidget(label(tr("&Name"), m_name), 1, 2);
    grid->addWidget(m_name, 1, 3);
    grid->addWidget(label(tr("&Ruleset"), m_ruleset), 2, 0);
    grid->addWidget(m_ruleset, 2, 1);
    grid->addWidget(label(tr("&Map"), m_map), 2, 2);
    grid->addWidget(m_map, 2, 3, Qt::AlignLeft);
    grid->setColumnStretch(3, 1);

    connect(m_id, &QLineEdit::editingFinished, this, [this] { fieldEdited(Id); });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { fieldEdited(Name); });
    connect(m_ruleset, &QComboBox::activated, this, [this] { fieldEdited(Ruleset); });
    connect(m_map, &QComboBox::activated, this, [this] { fieldEdited(Map); });
    connect(m_open, &QComboBox::activated, this, [this] {
        const QString wanted = m_open->currentData().toString();
        if (wanted == m_loadedId)
            return;
        if (!mayDropChanges(this, isDirty(), tr("the scenario %1").arg(m_loadedId),
                            [this] { return save(); })) {
            QSignalBlocker blocker(m_open);
            m_open->setCurrentIndex(m_open->findData(m_loadedId));
            return;
        }
        load(wanted);
    });
    return grid;
}

QTableWidget *ScenarioEditor::buildTable(Sheet sheet)
{
    auto *table = new QTableWidget;
    m_tables[sheet] = table;
    static const char *const names[] = {"sides", "players", "turns", "orderOfBattle"};
    table->setObjectName(QLatin1String(names[sheet]));
    table->setColumnCount(columnCountOf(sheet));
    fitColumnsToTitles(table);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    // A useful number of rows whatever else the tab holds: eight at the least.
    table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() +
                            8 * table->verticalHeader()->defaultSectionSize() +
                            2 * table->frameWidth());
    connect(table, &QTableWidget::cellChanged, this,
            [this, sheet](int row, int column) { cellEdited(sheet, row, column); });
    if (sheet == Sides) {
        auto *levels = new PlaceholderDelegate(
            [this](const QModelIndex &index) {
                const QTableWidgetItem *item = m_tables[Sides]->item(index.row(), index.column());
                return item
                           ? item->data(Qt::ToolTipRole).toString().section(QLatin1Char('\n'), 0, 0)
                           : QString();
            },
            table);
        table->setItemDelegateForColumn(columnOfKey(Sides, "demoralization"), levels);
        table->setItemDelegateForColumn(columnOfKey(Sides, "disintegration"), levels);
    }
    auto choices = [this, sheet](const std::string &key) {
        return [this, sheet, key] {
            QStringList out;
            const ScenarioField *f = m_form ? m_form->field(partOf(sheet), key) : nullptr;
            if (key == "side")
                return sideNames();
            if ((!f || !f->required) && key != "weather")
                out << QString();
            if (key == "leader" || key == "disrupted")
                return out << QStringLiteral("yes");
            if (f)
                for (const std::string &c : f->choices)
                    out << qs(c);
            return out;
        };
    };
    if (sheet == Turns)
        table->setItemDelegateForColumn(columnOfKey(Turns, "weather"),
                                        new ChoiceDelegate(choices("weather"), table));
    if (sheet == Units)
        for (const char *key : {"side", "type", "dot", "disruptedDot", "leader", "disrupted"})
            table->setItemDelegateForColumn(columnOfKey(Units, key),
                                            new ChoiceDelegate(choices(key), table));
    auto *insertKey =
        new QShortcut(QKeySequence(Qt::Key_Insert), table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(insertKey, &QShortcut::activated, this, [this, sheet] { addRow(sheet); });
    auto *deleteKey =
        new QShortcut(QKeySequence(Qt::Key_Delete), table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, [this, sheet] { removeSelectedRows(sheet); });
    // On the table itself: in a cell being typed, Ctrl+V pastes into the cell.
    auto *pasteKey =
        new QShortcut(QKeySequence::Paste, table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(pasteKey, &QShortcut::activated, this,
            [this, sheet] { pasteRows(sheet, QGuiApplication::clipboard()->text()); });
    return table;
}

QLayout *ScenarioEditor::buildSheetButtons(Sheet sheet)
{
    auto *row = new QHBoxLayout;
    static const char *const adds[] = {
        QT_TR_NOOP("Add a side (Ins)"), QT_TR_NOOP("Add a player (Ins)"),
        QT_TR_NOOP("Add a turn (Ins)"), QT_TR_NOOP("Add a unit (Ins)")};
    const QString name = m_tables[sheet]->objectName();
    auto *add = new QPushButton(tr(adds[sheet]));
    add->setObjectName(QStringLiteral("add-") + name);
    auto *remove = new QPushButton(tr("Remove the selected rows (Del)"));
    remove->setObjectName(QStringLiteral("remove-") + name);
    auto *paste = new QPushButton(tr("Paste rows (Ctrl+V)"));
    paste->setObjectName(sheet == Units ? QStringLiteral("pasteRows")
                                        : QStringLiteral("pasteRows-") + name);
    paste->setToolTip(tr("Rows copied from a spreadsheet, their cells in the table's column order "
                         "(a header row is skipped), added as one step"));
    row->addWidget(add);
    row->addWidget(remove);
    row->addWidget(paste);
    connect(add, &QPushButton::clicked, this, [this, sheet] { addRow(sheet); });
    connect(remove, &QPushButton::clicked, this, [this, sheet] { removeSelectedRows(sheet); });
    connect(paste, &QPushButton::clicked, this,
            [this, sheet] { pasteRows(sheet, QGuiApplication::clipboard()->text()); });
    if (sheet == Players) {
        auto *up = new QPushButton(tr("Play earlier"));
        up->setObjectName(QStringLiteral("playEarlier"));
        row->addWidget(up);
        connect(up, &QPushButton::clicked, this, &ScenarioEditor::movePlayerUp);
    }
    row->addStretch(1);
    return row;
}

QWidget *ScenarioEditor::buildSheetTab(Sheet sheet)
{
    static const char *const helps[] = {
        QT_TR_NOOP("Each side and its levels: the casualties at which it is demoralized and, "
                   "where the rules have one, disintegrated (empty: the rules' level, or none)."),
        QT_TR_NOOP("The players or sides in the order they play each game turn (empty: the "
                   "ruleset's order). Renaming a side renames it here and in the order of "
                   "battle."),
        "",
        QT_TR_NOOP("One row per unit, with the columns this game's counters print. Paste from a "
                   "spreadsheet: copy its rows (one unit a row, the cells in this table's column "
                   "order; a header row is skipped), click the table and press Ctrl+V: one step, "
                   "Ctrl+Z takes it back; a value the table cannot take refuses the whole paste, "
                   "naming its row and column. A starting hex is checked once the scenario has its "
                   "map; a unit that arrives after turn 1 has none: it enters the map on its "
                   "turn.")};
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    m_standInBoxes[sheet] = new QVBoxLayout;
    layout->addLayout(m_standInBoxes[sheet]);
    auto *helpLabel = new QLabel(tr(helps[sheet]));
    helpLabel->setWordWrap(true);
    layout->addWidget(helpLabel);
    layout->addWidget(buildTable(sheet), 1);
    layout->addLayout(buildSheetButtons(sheet));
    return tab;
}

QWidget *ScenarioEditor::buildTurnsTab()
{
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    m_standInBoxes[Turns] = new QVBoxLayout;
    layout->addLayout(m_standInBoxes[Turns]);
    auto *help = new QLabel(
        tr("One row per game turn: its label on the Turn Record Track and, where the rules have "
           "night and rain turns, its weather. Beside it, the units of the order of battle that "
           "arrive after turn 1 (its \"Arrives on turn\" column), and the map's entry hexes open "
           "to their side."));
    help->setWordWrap(true);
    layout->addWidget(help);
    // The turn record and the reinforcements side by side: each table as tall as the tab allows.
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(buildTable(Turns), 1);
    leftLayout->addLayout(buildSheetButtons(Turns));
    splitter->addWidget(left);
    m_reinforcements = new QTableWidget;
    m_reinforcements->setObjectName(QStringLiteral("reinforcements"));
    m_reinforcements->setColumnCount(5);
    m_reinforcements->setHorizontalHeaderLabels(
        {tr("Turn"), tr("Unit"), tr("Side"), tr("Strength"), tr("Enters at")});
    m_reinforcements->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_reinforcements->setEditTriggers(QAbstractItemView::NoEditTriggers);
    splitter->addWidget(m_reinforcements);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    return tab;
}

const ScenarioField *ScenarioEditor::fieldAt(Sheet sheet, int column) const
{
    if (sheet == Players || (sheet == Turns && column == 0))
        return nullptr;
    const std::vector<ScenarioField> &all = ScenarioForm::allFields(partOf(sheet));
    const int at = sheet == Turns ? column - 1 : column;
    if (at < 0 || at >= int(all.size()))
        return nullptr;
    // The ruleset's own field (its rule, its choices) where it has it.
    if (m_form)
        if (const ScenarioField *own = m_form->field(partOf(sheet), all[std::size_t(at)].key))
            return own;
    return &all[std::size_t(at)];
}

bool ScenarioEditor::isShown(Sheet sheet, int column) const
{
    const ScenarioField *f = fieldAt(sheet, column);
    return !f || !m_form || m_form->field(partOf(sheet), f->key);
}

QList<int> ScenarioEditor::shownColumns(Sheet sheet) const
{
    QList<int> out;
    for (int c = sheet == Turns ? 1 : 0; c < columnCountOf(sheet); ++c)
        if (isShown(sheet, c))
            out << c;
    return out;
}

QString ScenarioEditor::columnTitle(Sheet sheet, int column) const
{
    QString title;
    switch (sheet) {
    case Sides: {
        const QString titles[] = {tr("Side"), tr("Demoralization level"),
                                  tr("Disintegration level"), tr("Rally range")};
        title = titles[column];
        break;
    }
    case Players:
        return tr("Player or side");
    case Turns: {
        const QString titles[] = {tr("Turn"), tr("Label"), tr("Weather")};
        title = titles[column];
        break;
    }
    default: {
        const QString titles[] = {tr("Name"),         tr("Side"),
                                  tr("Corps"),        tr("Type"),
                                  tr("Strength"),     tr("Camera marker"),
                                  tr("Starting hex"), tr("Arrives on turn"),
                                  tr("Movement"),     tr("Disrupted strength"),
                                  tr("Fire factor"),  tr("Range"),
                                  tr("Dot"),          tr("Disrupted dot"),
                                  tr("Leader"),       tr("Starts disrupted")};
        title = titles[column];
        break;
    }
    }
    // The game's own values name the rule that reads them.
    if (const ScenarioField *f = fieldAt(sheet, column); f && !f->rule.empty())
        title = tr("%1 (%2)").arg(title, qs(f->rule));
    return title;
}

QString ScenarioEditor::sheetTitle(Sheet sheet) const
{
    const QString titles[] = {tr("Sides"), tr("Players"), tr("Turn record"), tr("Order of battle")};
    return titles[sheet];
}

QString ScenarioEditor::rowText(Sheet sheet, int row) const
{
    const QTableWidgetItem *first = m_tables[sheet]->item(row, sheet == Turns ? 1 : 0);
    const QString name = first ? first->data(Qt::UserRole).toString() : QString();
    return name.isEmpty() ? tr("%1, row %2").arg(sheetTitle(sheet)).arg(row + 1)
                          : tr("%1, row %2 (%3)").arg(sheetTitle(sheet)).arg(row + 1).arg(name);
}

QString ScenarioEditor::placeOf(const QString &engineError) const
{
    static const QRegularExpression pointer(
        QStringLiteral("/(sides|players|turns|orderOfBattle)/(\\d+)(?:/([A-Za-z]+))?"));
    const QRegularExpressionMatch m = pointer.match(engineError);
    if (!m.hasMatch())
        return {};
    const QString part = m.captured(1);
    const Sheet sheet = part == QLatin1String("sides")     ? Sides
                        : part == QLatin1String("players") ? Players
                        : part == QLatin1String("turns")   ? Turns
                                                           : Units;
    const int row = m.captured(2).toInt();
    if (row >= m_tables[sheet]->rowCount())
        return {};
    const int column = m.captured(3).isEmpty() ? (sheet == Turns ? 1 : 0)
                                               : columnOfKey(sheet, m.captured(3).toStdString());
    return tr("%1, %2").arg(rowText(sheet, row), columnTitle(sheet, column));
}

void ScenarioEditor::fillScenarioList()
{
    QSignalBlocker blocker(m_open);
    m_open->clear();
    const std::filesystem::path user = umpire::userRuleDataDir();
    auto *model = qobject_cast<QStandardItemModel *>(m_open->model());
    for (const umpire::crt::RuleDataEntry &e : m_session->library().scenarioEntries()) {
        const QString id = qs(e.id);
        const QString name = e.name.empty() ? id : dataText(e.name);
        const bool mine = !user.empty() && e.path.parent_path().parent_path().lexically_normal() ==
                                               user.lexically_normal();
        QString text = mine ? tr("%1 (%2, yours)").arg(name, id) : tr("%1 (%2)").arg(name, id);
        // A file that does not load is listed with its error, to be opened and put right.
        if (e.error)
            text = tr("%1: does not load").arg(text);
        m_open->addItem(text, id);
        if (e.error) {
            const int at = m_open->count() - 1;
            m_open->setItemData(at, errorText(*e.error), Qt::ToolTipRole);
            if (model)
                model->item(at)->setForeground(placeholderText);
        }
    }
    m_open->setCurrentIndex(m_open->findData(m_loadedId));
}

std::shared_ptr<const umpire::crt::Ruleset> ScenarioEditor::currentRuleset() const
{
    umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
        m_session->library().find(field(Ruleset).toStdString());
    return r ? *r : nullptr;
}

std::shared_ptr<const umpire::crt::HexMap> ScenarioEditor::currentMap() const
{
    return m_currentMap;
}

void ScenarioEditor::fillMaps()
{
    QSignalBlocker blocker(m_map);
    m_map->clear();
    m_map->addItem(tr("none: played without a map"), QString());
    auto *model = qobject_cast<QStandardItemModel *>(m_map->model());
    // The maps the engine says a game of this ruleset may be played on, and those that do not load
    // (greyed, their error in the tooltip): never left out without a word.
    for (const umpire::crt::RuleDataEntry &e :
         m_session->library().mapsFor(field(Ruleset).toStdString())) {
        const QString id = qs(e.id);
        m_map->addItem(e.error ? tr("%1: does not load").arg(id) : id, id);
        const int at = m_map->count() - 1;
        m_map->setItemData(at, e.error ? errorText(*e.error) : dataText(e.name), Qt::ToolTipRole);
        if (e.error && model)
            model->item(at)->setEnabled(false);
    }
    const QString wanted = m_committed[Map];
    if (!wanted.isEmpty() && m_map->findData(wanted) < 0)
        m_map->addItem(tr("%1 (not among this ruleset's maps)").arg(wanted), wanted);
    m_map->setCurrentIndex(m_map->findData(wanted));
}

void ScenarioEditor::applyForm()
{
    m_formRuleset = currentRuleset();
    m_form = m_formRuleset ? std::make_unique<ScenarioForm>(*m_formRuleset) : nullptr;
    for (int s = 0; s < SheetCount; ++s) {
        QTableWidget *table = m_tables[s];
        QStringList titles;
        for (int c = 0; c < table->columnCount(); ++c) {
            titles << columnTitle(Sheet(s), c);
            table->setColumnHidden(c, !isShown(Sheet(s), c));
        }
        table->setHorizontalHeaderLabels(titles);
        for (int c = 0; c < table->columnCount(); ++c)
            if (const ScenarioField *f = fieldAt(Sheet(s), c); f && m_formRuleset) {
                const std::string pointer = f->key == "rallyRange" ? "/rally"
                                            : f->key == "weather"  ? "/weather"
                                            : s == Sides && c > 0  ? "/morale/" + f->key
                                                                   : std::string();
                QString tip;
                if (const nlohmann::json *rule =
                        pointer.empty() ? nullptr : m_formRuleset->feature(pointer);
                    rule && rule->contains("text"))
                    tip = dataText((*rule)["text"].get<std::string>());
                // What the counter value is, as the ruleset words it.
                for (const nlohmann::json &v :
                     m_formRuleset->document().value("counterValues", nlohmann::json::array()))
                    if (v.value("key", "") == f->key && v.contains("text"))
                        tip = dataText(v["text"].get<std::string>());
                table->horizontalHeaderItem(c)->setToolTip(tip);
            }
    }
    refreshMarks();
}

QString ScenarioEditor::field(Field which) const
{
    return m_committed[which];
}

QString ScenarioEditor::scenarioId() const
{
    return field(Id);
}

QString ScenarioEditor::status() const
{
    return m_status->text();
}

void ScenarioEditor::setField(Field which, const QString &value)
{
    QScopedValueRollback<bool> filling(m_filling, true);
    m_committed[which] = value;
    switch (which) {
    case Id:
        m_id->setText(value);
        break;
    case Name:
        m_name->setText(value);
        break;
    case Ruleset:
        if (m_ruleset->findData(value) < 0)
            m_ruleset->addItem(value, value);
        m_ruleset->setCurrentIndex(m_ruleset->findData(value));
        fillMaps();
        applyForm();
        break;
    case Map:
        if (m_map->findData(value) < 0)
            fillMaps();
        m_map->setCurrentIndex(m_map->findData(value));
        break;
    }
    if (which == Map || which == Ruleset) {
        umpire::Result<std::shared_ptr<const umpire::crt::HexMap>> map =
            m_session->library().findMap(field(Map).toStdString());
        m_currentMap = field(Map).isEmpty() || !map ? nullptr : *map;
        showReinforcements();
        refreshMarks();
    }
    updateModified();
}

void ScenarioEditor::fieldEdited(Field which)
{
    if (m_filling)
        return;
    QString value;
    switch (which) {
    case Id:
        value = m_id->text().trimmed();
        break;
    case Name:
        value = m_name->text().trimmed();
        break;
    case Ruleset:
        value = m_ruleset->currentData().toString();
        break;
    case Map:
        value = m_map->currentData().toString();
        break;
    }
    const QString old = m_committed[which];
    if (value == old)
        return;
    if ((which == Id || which == Name) && value.isEmpty()) {
        setField(which, old);
        fail(which == Id ? tr("A scenario needs an id.") : tr("A scenario needs a name."));
        return;
    }
    m_undo.push(new ScenarioFieldCommand(this, which, old, value));
    if (which != Map)
        return;
    // The starting hexes kept until the map was known are checked on it now.
    int off = 0;
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r)
        if (const QTableWidgetItem *hex = m_tables[Units]->item(r, UnitHex);
            hex && !hex->data(Qt::UserRole).toString().isEmpty() &&
            hex->background().color() == problemBackground)
            ++off;
    if (off > 0)
        showStatus(tr("%n starting hex(es) of the order of battle are not on the map %1: see the "
                      "cells marked in red.",
                      nullptr, off)
                       .arg(value.isEmpty() ? tr("none") : value));
    else if (!value.isEmpty())
        showStatus(tr("Every starting hex of the order of battle is on the map %1.").arg(value));
}

bool ScenarioEditor::load(const QString &id)
{
    m_error.clear();
    const auto files = m_session->library().availableScenarios();
    std::string wanted = id.toStdString();
    if (!files.count(wanted))
        wanted = files.count("nlb-demo") || files.empty() ? "nlb-demo" : files.begin()->first;
    const auto found = files.find(wanted);
    QFile file(found == files.end() ? QString() : qs(found->second.string()));
    auto refused = [this](const QString &why) {
        QSignalBlocker blocker(m_open); // the list shows what is still being edited
        m_open->setCurrentIndex(m_open->findData(m_loadedId));
        fail(why);
        return false;
    };
    if (found == files.end() || !file.open(QIODevice::ReadOnly))
        return refused(tr("The scenario %1 cannot be read.").arg(qs(wanted)));
    ordered_json doc = ordered_json::parse(file.readAll().toStdString(), nullptr, false);
    if (!doc.is_object())
        return refused(
            tr("%1 is not a scenario file.").arg(QDir::toNativeSeparators(file.fileName())));
    m_doc = doc;
    m_loadedId = qs(wanted);
    {
        QScopedValueRollback<bool> filling(m_filling, true);
        m_committed[Map] = jsonText(doc.value("map", ordered_json())); // the maps offered keep it
        setField(Id, m_loadedId);
        setField(Name, jsonText(doc.value("name", ordered_json())));
        setField(Ruleset, jsonText(doc.value("ruleset", ordered_json())));
        setField(Map, jsonText(doc.value("map", ordered_json())));
        auto rowsOf = [&](Sheet sheet, const char *key) {
            QList<QPair<int, Row>> rows;
            const ordered_json list = doc.value(key, ordered_json::array());
            for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
                Row row;
                const ordered_json &item = list[i];
                if (sheet == Players) {
                    row.cells << jsonText(item);
                } else if (item.is_object()) {
                    row.extra = item;
                    if (sheet == Turns) {
                        row.cells << QString::number(i + 1);
                        row.extra.erase("turn");
                    }
                    for (const ScenarioField &f : ScenarioForm::allFields(partOf(sheet))) {
                        row.cells << jsonText(item.value(f.key, ordered_json()));
                        row.extra.erase(f.key);
                    }
                    if (sheet == Turns && row.cells[2].isEmpty())
                        row.cells[2] = QStringLiteral("clear");
                }
                rows.append({int(i), row});
            }
            return rows;
        };
        static const char *const keys[] = {"sides", "players", "turns", "orderOfBattle"};
        for (int s = 0; s < SheetCount; ++s) {
            m_tables[s]->setRowCount(0);
            QList<QPair<int, Row>> rows = rowsOf(Sheet(s), keys[s]);
            for (auto &[at, row] : rows)
                for (int c = 0; c < columnCountOf(Sheet(s)); ++c)
                    row.loaded << row.cells.value(c);
            insertRows(Sheet(s), rows);
        }
    }
    readStandIns();
    showStandIns();
    showReinforcements();
    m_undo.clear();
    refreshMarks();
    updateModified();
    QSignalBlocker blocker(m_open);
    m_open->setCurrentIndex(m_open->findData(m_loadedId));
    // A file that does not load as a game would is opened to be put right: the status says why.
    m_loadError.clear();
    if (umpire::Result<umpire::crt::Scenario> checked = umpire::crt::checkScenario(
            nlohmann::json::parse(m_doc.dump()), found->second.string(), m_session->library());
        !checked) {
        m_loadError = errorText(checked.error());
        showStatus(tr("This file does not load as a game would: %1").arg(m_loadError));
    } else {
        showStatus(tr("Opened %1.").arg(QDir::toNativeSeparators(file.fileName())));
    }
    return true;
}

void ScenarioEditor::readStandIns()
{
    m_standIns.clear();
    for (const umpire::crt::ScenarioStandIn &s : umpire::crt::standInsOf(m_doc))
        m_standIns.append({qs(s.item), qs(s.source)});
}

void ScenarioEditor::showStandIns()
{
    QList<QVBoxLayout *> boxes(m_standInBoxes.begin(), m_standInBoxes.end());
    boxes << m_mapStandIn;
    for (QVBoxLayout *box : boxes)
        while (QLayoutItem *item = box->takeAt(0)) {
            delete item->widget();
            delete item;
        }
    m_fromMyCopy.clear();
    QStringList parts;
    for (const auto &[item, source] : m_standIns) {
        const Sheet sheet = item == QLatin1String("sides")     ? Sides
                            : item == QLatin1String("players") ? Players
                            : item == QLatin1String("turns") || item == QLatin1String("weather")
                                ? Turns
                                : Units;
        const QString part = itemText(item);
        parts << part;
        QLabel *banner = unverifiedBanner(QStringLiteral("standIn-") + item,
                                          tr("Stand-in, not from the rule texts: %1.\n%2")
                                              .arg(part, dataText(source.toStdString())));
        auto *mine = new QCheckBox(
            tr("These are from my &copy: I entered or checked %1 against it").arg(part));
        mine->setObjectName(QStringLiteral("fromMyCopy-") + item);
        connect(mine, &QCheckBox::toggled, this, &ScenarioEditor::updateModified);
        QVBoxLayout *box = item == QLatin1String("map") ? m_mapStandIn : m_standInBoxes[sheet];
        box->addWidget(banner);
        box->addWidget(mine);
        banner->show(); // added to a window that may be showing already
        mine->show();
        m_fromMyCopy << mine;
    }
    m_standInSummary->setVisible(!parts.isEmpty());
    m_standInSummary->setText(
        tr("Stand-ins in this scenario: %1. Enter your copy's values, then tick \"These are from "
           "my copy\" on their tab: only what you tick is saved as yours.")
            .arg(parts.join(QStringLiteral("; "))));
}

QString ScenarioEditor::itemText(const QString &item) const
{
    if (item == QLatin1String("sides"))
        return tr("the sides' levels");
    if (item == QLatin1String("players"))
        return tr("who plays first");
    if (item == QLatin1String("turns"))
        return tr("the turns of the turn record");
    if (item == QLatin1String("weather"))
        return tr("the night and rain turns");
    if (item == QLatin1String("map"))
        return tr("the map and the units' places on it");
    return tr("the units of the order of battle");
}

QStringList ScenarioEditor::sideNames() const
{
    QStringList names;
    for (int r = 0; r < m_tables[Sides]->rowCount(); ++r)
        if (QTableWidgetItem *item = m_tables[Sides]->item(r, 0))
            names << item->data(Qt::UserRole).toString();
    return names;
}

ScenarioEditor::Row ScenarioEditor::rowAt(Sheet sheet, int row) const
{
    Row out;
    QTableWidget *table = m_tables[sheet];
    bool loaded = true;
    QStringList before;
    for (int c = 0; c < table->columnCount(); ++c) {
        QTableWidgetItem *item = table->item(row, c);
        out.cells << (item ? item->data(Qt::UserRole).toString() : QString());
        loaded = loaded && item && item->data(loadedValueRole).isValid();
        before << (item ? item->data(loadedValueRole).toString() : QString());
    }
    if (loaded)
        out.loaded = before;
    if (QTableWidgetItem *first = table->item(row, 0))
        out.extra =
            ordered_json::parse(first->data(extraRole).toString().toStdString(), nullptr, false);
    if (!out.extra.is_object())
        out.extra = ordered_json::object();
    return out;
}

void ScenarioEditor::fillRow(Sheet sheet, int row, const Row &values, bool loaded)
{
    QScopedValueRollback<bool> filling(m_filling, true);
    QTableWidget *table = m_tables[sheet];
    for (int c = 0; c < table->columnCount(); ++c) {
        const QString text = values.cells.value(c);
        auto *item = new QTableWidgetItem(text);
        item->setData(Qt::UserRole, text);
        if (loaded)
            item->setData(loadedValueRole, values.loaded.value(c));
        if (sheet == Turns && c == 0)
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        if (const ScenarioField *f = fieldAt(sheet, c); f && f->kind == ScenarioField::Kind::Count)
            item->setTextAlignment(Qt::AlignCenter);
        if (c == 0)
            item->setData(
                extraRole,
                qs((values.extra.is_object() ? values.extra : ordered_json::object()).dump()));
        table->setItem(row, c, item);
    }
}

void ScenarioEditor::insertRows(Sheet sheet, const QList<QPair<int, Row>> &rows)
{
    for (const auto &[at, row] : rows) {
        {
            QScopedValueRollback<bool> filling(m_filling, true);
            m_tables[sheet]->insertRow(at);
        }
        fillRow(sheet, at, row, !row.loaded.isEmpty());
    }
    if (sheet == Turns)
        renumberTurns();
    showReinforcements();
    refreshMarks();
}

void ScenarioEditor::removeRows(Sheet sheet, const QList<QPair<int, Row>> &rows)
{
    {
        QScopedValueRollback<bool> filling(m_filling, true);
        for (auto it = rows.crbegin(); it != rows.crend(); ++it)
            m_tables[sheet]->removeRow(it->first);
    }
    if (sheet == Turns)
        renumberTurns();
    showReinforcements();
    refreshMarks();
}

void ScenarioEditor::renumberTurns()
{
    QScopedValueRollback<bool> filling(m_filling, true);
    QTableWidget *table = m_tables[Turns];
    for (int r = 0; r < table->rowCount(); ++r)
        if (QTableWidgetItem *item = table->item(r, 0)) {
            item->setText(QString::number(r + 1));
            item->setData(Qt::UserRole, QString::number(r + 1));
        }
}

void ScenarioEditor::setCell(Sheet sheet, int row, int column, const QString &value)
{
    {
        QScopedValueRollback<bool> filling(m_filling, true);
        QTableWidgetItem *item = m_tables[sheet]->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            m_tables[sheet]->setItem(row, column, item);
        }
        item->setText(value);
        item->setData(Qt::UserRole, value); // the cell's value, as the scenario holds it now
    }
    if (sheet == Units || sheet == Turns)
        showReinforcements();
    refreshMarks();
}

void ScenarioEditor::cellEdited(Sheet sheet, int row, int column)
{
    if (m_filling)
        return;
    QTableWidgetItem *item = m_tables[sheet]->item(row, column);
    const QString typed = item->text().trimmed();
    const QString old = item->data(Qt::UserRole).toString();
    setCell(sheet, row, column, old); // the command sets the new value, so that it can be undone
    if (typed == old)
        return;
    const Checked checked = checkCell(sheet, row, column, typed);
    QString why = checked.refusal;
    if (why.isEmpty() && sheet != Players) {
        // The row as it would be: what the rules say of this cell (another cell's problem is
        // marked, not refused here).
        Row candidate = rowAt(sheet, row);
        candidate.cells[column] = checked.value;
        if (const auto problem = rowProblem(sheet, candidate, row, true);
            problem && problem->first == column)
            why = problem->second;
    }
    if (!why.isEmpty()) {
        fail(tr("%1, %2: %3").arg(rowText(sheet, row), columnTitle(sheet, column), why));
        return;
    }
    if (checked.value == old)
        return;
    if (sheet != Sides || column != 0 || old.isEmpty()) {
        m_undo.push(new ScenarioCellCommand(this, sheet, row, column, old, checked.value));
        return;
    }
    // A side renamed: its units and its place in the players' order follow, in the same step.
    m_undo.beginMacro(tr("Side %1 renamed %2").arg(old, checked.value));
    m_undo.push(new ScenarioCellCommand(this, sheet, row, column, old, checked.value));
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r)
        if (rowAt(Units, r).cells.value(UnitSide) == old)
            m_undo.push(new ScenarioCellCommand(this, Units, r, UnitSide, old, checked.value));
    for (int r = 0; r < m_tables[Players]->rowCount(); ++r)
        if (rowAt(Players, r).cells.value(0) == old)
            m_undo.push(new ScenarioCellCommand(this, Players, r, 0, old, checked.value));
    m_undo.endMacro();
}

ScenarioEditor::Checked ScenarioEditor::checkCell(Sheet sheet, int row, int column,
                                                  const QString &typed, const QList<Row> &pasted,
                                                  const QStringList &sides) const
{
    const QString v = typed.trimmed();
    if (sheet == Players) {
        if (v.isEmpty())
            return {v, tr("a player needs a name")};
        for (int r = 0; r < m_tables[Players]->rowCount(); ++r)
            if (r != row && rowAt(Players, r).cells.value(0) == v)
                return {v, tr("each player once: \"%1\" is there already").arg(v)};
        for (const Row &p : pasted)
            if (p.cells.value(0) == v)
                return {v, tr("each player once: \"%1\" is there already").arg(v)};
        return {v, {}};
    }
    const ScenarioField *f = fieldAt(sheet, column);
    if (!f || !m_form)
        return {v, {}};
    std::set<std::string> known;
    for (const QString &s : sides.isEmpty() ? sideNames() : sides)
        known.insert(s.toStdString());
    umpire::Result<nlohmann::json> read = m_form->read(*f, v.toStdString(), known);
    if (!read)
        return {v, errorText(read.error())};
    return {qs(ScenarioForm::text(*read)), {}};
}

nlohmann::json ScenarioEditor::rowJson(Sheet sheet, const Row &row, const QStringList &sides) const
{
    nlohmann::json out = nlohmann::json::object();
    std::set<std::string> known;
    for (const QString &s : sides.isEmpty() ? sideNames() : sides)
        known.insert(s.toStdString());
    for (int c : shownColumns(sheet)) {
        const ScenarioField *f = fieldAt(sheet, c);
        const QString text = row.cells.value(c);
        if (!f || text.isEmpty())
            continue;
        umpire::Result<nlohmann::json> value =
            m_form ? m_form->read(*f, text.toStdString(), known)
                   : umpire::Result<nlohmann::json>(nlohmann::json(text.toStdString()));
        // A value the field cannot take stays as typed (a number as one): the checks name it.
        bool isNumber = false;
        const int number = text.toInt(&isNumber);
        const nlohmann::json v = value      ? *value
                                 : isNumber ? nlohmann::json(number)
                                            : nlohmann::json(text.toStdString());
        if (!v.is_null())
            out[f->key] = v;
    }
    for (const auto &[key, value] : row.extra.items())
        if (!out.contains(key))
            out[key] = nlohmann::json::parse(value.dump());
    return out;
}

umpire::crt::ScenarioContext ScenarioEditor::contextFor(Sheet sheet, int row, bool partial,
                                                        const QList<Row> &pasted,
                                                        const QStringList &sides) const
{
    umpire::crt::ScenarioContext context;
    for (const QString &s : sides.isEmpty() ? sideNames() : sides)
        context.sides.insert(s.toStdString());
    for (int r = 0; r < m_tables[sheet]->rowCount(); ++r)
        if (const QTableWidgetItem *first = m_tables[sheet]->item(r, sheet == Turns ? 1 : 0);
            r != row && first && !first->data(Qt::UserRole).toString().isEmpty())
            context.others.insert(first->data(Qt::UserRole).toString().toStdString());
    for (const Row &p : pasted)
        context.others.insert(p.cells.value(0).toStdString());
    context.turns = m_tables[Turns]->rowCount();
    context.map = field(Map).toStdString();
    context.partial = partial;
    for (const ordered_json &s : m_doc.value("settings", ordered_json::array()))
        if (s.is_object() && s.contains("arrivalOf") && s["arrivalOf"].is_object())
            for (const ordered_json &corps : s["arrivalOf"].value("corps", ordered_json::array()))
                if (corps.is_string())
                    context.settingOfCorps[corps.get<std::string>()] = textOf(s, "id");
    return context;
}

std::optional<QPair<int, QString>> ScenarioEditor::rowProblem(Sheet sheet, const Row &row,
                                                              int index, bool partial,
                                                              const QList<Row> &pasted,
                                                              const QStringList &sides) const
{
    if (!m_form || sheet == Players)
        return std::nullopt;
    umpire::crt::ScenarioContext context = contextFor(sheet, index, partial, pasted, sides);
    context.hexMap = m_currentMap.get();
    const auto problem = m_form->check(partOf(sheet), rowJson(sheet, row, sides), context);
    if (!problem)
        return std::nullopt;
    const QString key = qs(problem->pointer).mid(1).section(QLatin1Char('/'), 0, 0);
    return QPair<int, QString>(key.isEmpty() ? (sheet == Turns ? 1 : 0)
                                             : columnOfKey(sheet, key.toStdString()),
                               messageText(problem->expected));
}

void ScenarioEditor::refreshMarks()
{
    if (!m_tables[Units])
        return; // still being built
    QScopedValueRollback<bool> filling(m_filling, true);
    for (int s = 0; s < SheetCount; ++s) {
        const Sheet sheet = Sheet(s);
        QTableWidget *table = m_tables[s];
        for (int r = 0; r < table->rowCount(); ++r) {
            const Row row = rowAt(sheet, r);
            const auto problem = rowProblem(sheet, row, r, false);
            for (int c = 0; c < table->columnCount(); ++c) {
                QTableWidgetItem *item = table->item(r, c);
                if (!item)
                    continue;
                const QVariant loaded = item->data(loadedValueRole);
                const QString value = item->data(Qt::UserRole).toString();
                const bool changed = loaded.isValid() ? loaded.toString() != value
                                                      : !value.isEmpty() && !(s == Turns && c == 0);
                markChanged(item, changed);
                QString tip;
                if (changed)
                    tip = loaded.isValid()
                              ? (loaded.toString().isEmpty()
                                     ? tr("Changed: the file has nothing here")
                                     : tr("Changed: the file has \"%1\"").arg(loaded.toString()))
                              : tr("Added since the file was opened");
                // NAW 8.2: a level the rules give, or one the side never has.
                if (sheet == Sides && c > 0 && c < 3 && m_form) {
                    const ScenarioForm::Level level =
                        m_form->level(fieldAt(Sides, c)->key, row.cells.value(0).toStdString());
                    const bool editable = level.applies || !value.isEmpty();
                    item->setFlags(editable ? item->flags() | Qt::ItemIsEditable
                                            : item->flags() & ~Qt::ItemIsEditable);
                    QString rules;
                    if (!level.applies && !level.rule.empty())
                        rules = tr("none: the rules give %1 no such level (%2)")
                                    .arg(row.cells.value(0), qs(level.rule));
                    else if (level.rules)
                        rules = tr("%1, the rules' (%2)").arg(*level.rules).arg(qs(level.rule));
                    if (value.isEmpty() && !rules.isEmpty())
                        tip = rules + (level.applies ? QLatin1Char('\n') +
                                                           tr("Leave it empty to play with the "
                                                              "rules' level, or type your own")
                                                     : QString());
                }
                if (problem && problem->first == c) {
                    item->setBackground(problemBackground);
                    tip = problem->second;
                }
                item->setToolTip(tip);
            }
        }
    }
    m_tables[Sides]->viewport()->update();
}

void ScenarioEditor::updateModified()
{
    setWindowModified(isDirty());
}

void ScenarioEditor::addRow(Sheet sheet)
{
    QTableWidget *table = m_tables[sheet];
    Row row;
    for (int c = 0; c < table->columnCount(); ++c)
        row.cells << QString();
    static const char *const texts[] = {QT_TR_NOOP("Add a side"), QT_TR_NOOP("Add a player"),
                                        QT_TR_NOOP("Add a turn"), QT_TR_NOOP("Add a unit")};
    if (sheet == Turns) {
        row.cells[1] = tr("turn %1").arg(table->rowCount() + 1);
        row.cells[2] = QStringLiteral("clear");
    }
    if (sheet == Units && !sideNames().isEmpty())
        row.cells[UnitSide] = sideNames().constFirst();
    const int at = table->rowCount();
    m_undo.push(new ScenarioRowsCommand(this, sheet, {{at, row}}, true, tr(texts[sheet])));
    const int first = sheet == Turns ? 1 : 0;
    table->setFocus();
    table->setCurrentCell(at, first);
    table->editItem(table->item(at, first));
}

void ScenarioEditor::removeSelectedRows(Sheet sheet)
{
    QTableWidget *table = m_tables[sheet];
    std::set<int> picked;
    for (const QModelIndex &index : table->selectionModel()->selectedIndexes())
        picked.insert(index.row());
    if (picked.empty() && table->currentRow() >= 0)
        picked.insert(table->currentRow());
    if (picked.empty())
        return;
    QList<QPair<int, Row>> rows;
    for (int r : picked)
        rows.append({r, rowAt(sheet, r)});
    m_undo.push(new ScenarioRowsCommand(this, sheet, rows, false, tr("Remove rows")));
}

void ScenarioEditor::movePlayerUp()
{
    QTableWidget *table = m_tables[Players];
    const int r = table->currentRow();
    if (r <= 0)
        return;
    const Row row = rowAt(Players, r);
    m_undo.beginMacro(tr("%1 plays earlier").arg(row.cells.value(0)));
    m_undo.push(new ScenarioRowsCommand(this, Players, {{r, row}}, false, QString()));
    m_undo.push(new ScenarioRowsCommand(this, Players, {{r - 1, row}}, true, QString()));
    m_undo.endMacro();
    table->setCurrentCell(r - 1, 0);
}

bool ScenarioEditor::pasteRows(Sheet sheet, const QString &text)
{
    m_error.clear();
    const QList<int> columns = shownColumns(sheet);
    QStringList titles;
    for (int c : columns)
        titles << columnTitle(sheet, c);
    const QString where = sheet == Sides     ? tr("the sides")
                          : sheet == Players ? tr("the players' order")
                          : sheet == Turns   ? tr("the turn record")
                                             : tr("the order of battle");
    const QList<QStringList> lines = spreadsheetRows(text);
    // The sides a pasted order of battle names, added with it where the game leaves the sides to
    // each battle (BMW); a game with its own sides (NLB, NAW) takes only those.
    QStringList sides = sideNames(), newSides;
    const bool sidesFixed = m_formRuleset && !m_formRuleset->sides.empty();
    QList<Row> pasted;
    bool unplaced = false, laterTurns = false;
    for (int n = 0; n < lines.size(); ++n) {
        QStringList cells = lines[n];
        // A header row: a column's title (or the file's key) where the first value would be.
        const QString firstKey =
            sheet == Players ? QStringLiteral("name") : qs(fieldAt(sheet, columns.value(0))->key);
        if (n == 0 && (cells[0].compare(titles.value(0), Qt::CaseInsensitive) == 0 ||
                       cells[0].compare(
                           columnTitle(sheet, columns.value(0)).section(QLatin1String(" ("), 0, 0),
                           Qt::CaseInsensitive) == 0 ||
                       cells[0].compare(firstKey, Qt::CaseInsensitive) == 0 ||
                       (sheet == Turns && cells[0].compare(tr("Turn"), Qt::CaseInsensitive) == 0)))
            continue;
        // A turn record copied with its turn numbers: the number is the row's place.
        if (sheet == Turns && cells.size() > 1 &&
            QRegularExpression(QStringLiteral("^\\d+$")).match(cells[0]).hasMatch())
            cells.removeFirst();
        while (cells.size() > columns.size() && cells.constLast().isEmpty())
            cells.removeLast();
        const QString row = cells.value(0).isEmpty()
                                ? tr("Pasted row %1").arg(n + 1)
                                : tr("Pasted row %1 (%2)").arg(n + 1).arg(cells.value(0));
        if (cells.size() > columns.size()) {
            fail(tr("%1 has %2 cells; %3 has %4 columns here: %5. Nothing was pasted.")
                     .arg(row)
                     .arg(cells.size())
                     .arg(where)
                     .arg(columns.size())
                     .arg(titles.join(QStringLiteral(", "))));
            return false;
        }
        if (sheet == Units && !sidesFixed && !cells.value(1).isEmpty() &&
            !sides.contains(cells.value(1))) {
            sides << cells.value(1);
            newSides << cells.value(1);
        }
        Row values;
        for (int c = 0; c < columnCountOf(sheet); ++c)
            values.cells << QString();
        if (sheet == Turns)
            values.cells[2] = QStringLiteral("clear");
        for (int i = 0; i < columns.size(); ++i) {
            const Checked checked = checkCell(sheet, -1, columns[i], cells.value(i), pasted, sides);
            if (!checked.refusal.isEmpty()) {
                fail(tr("%1, column %2: %3. Nothing was pasted.")
                         .arg(row, titles[i], checked.refusal));
                return false;
            }
            if (!(sheet == Turns && columns[i] == 2 && checked.value.isEmpty()))
                values.cells[columns[i]] = checked.value;
        }
        if (const auto problem = rowProblem(sheet, values, -1, true, pasted, sides)) {
            fail(tr("%1, column %2: %3. Nothing was pasted.")
                     .arg(row, columnTitle(sheet, problem->first), problem->second));
            return false;
        }
        if (sheet == Units) {
            unplaced = unplaced || (!values.cells[UnitHex].isEmpty() && field(Map).isEmpty());
            laterTurns =
                laterTurns || values.cells[UnitArrives].toInt() > m_tables[Turns]->rowCount();
        }
        pasted << values;
    }
    if (pasted.isEmpty()) {
        fail(tr("The clipboard holds no rows to paste: copy rows of a spreadsheet, their cells in "
                "the order of the table's columns (%1).")
                 .arg(titles.join(QStringLiteral(", "))));
        return false;
    }
    m_undo.beginMacro(tr("Paste rows"));
    if (!newSides.isEmpty()) {
        QList<QPair<int, Row>> added;
        for (const QString &side : newSides) {
            Row r;
            for (int c = 0; c < columnCountOf(Sides); ++c)
                r.cells << (c == 0 ? side : QString());
            added.append({m_tables[Sides]->rowCount() + int(added.size()), r});
        }
        m_undo.push(new ScenarioRowsCommand(this, Sides, added, true, tr("Add sides")));
    }
    QList<QPair<int, Row>> rows;
    int at = m_tables[sheet]->rowCount();
    for (const Row &r : pasted)
        rows.append({at++, r});
    m_undo.push(new ScenarioRowsCommand(this, sheet, rows, true, tr("Paste rows")));
    m_undo.endMacro();
    QString said = tr("%n row(s) pasted into %1.", nullptr, int(pasted.size())).arg(where);
    if (!newSides.isEmpty())
        said += QLatin1Char(' ') + tr("Sides added on the Sides tab: %1 (remove a side you do not "
                                      "use).")
                                       .arg(newSides.join(QStringLiteral(", ")));
    if (unplaced)
        said += QLatin1Char(' ') + tr("Their starting hexes are kept, and checked once the "
                                      "scenario has its map (the Map field).");
    if (laterTurns)
        said += QLatin1Char(' ') + tr("A turn of arrival past the turn record is marked until the "
                                      "Turn record tab has it.");
    showStatus(said);
    return true;
}

void ScenarioEditor::showReinforcements()
{
    if (!m_reinforcements || !m_tables[Units])
        return;
    struct Arrival
    {
        int turn;
        QString when;
        Row unit;
    };
    QList<Arrival> arrivals;
    // The corps whose arrival a setting chooses (NAW: the Prussians, by edition).
    std::map<QString, QString> settingOf;
    for (const ordered_json &s : m_doc.value("settings", ordered_json::array())) {
        if (!s.is_object())
            continue;
        QStringList values;
        for (const ordered_json &c : s.value("choices", ordered_json::array()))
            if (c.is_object())
                values << jsonText(c.value("value", ordered_json()));
        const QString when = tr("%1: %2").arg(dataText(textOf(s, "text")), values.join(tr(" or ")));
        const ordered_json arrival = s.value("arrivalOf", ordered_json::object());
        if (arrival.is_object())
            for (const ordered_json &corps : arrival.value("corps", ordered_json::array()))
                settingOf[jsonText(corps)] = when;
    }
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r) {
        const Row unit = rowAt(Units, r);
        if (const auto it = settingOf.find(unit.cells[UnitCorps]); it != settingOf.end()) {
            arrivals.append({1000, it->second, unit});
            continue;
        }
        const int turn = unit.cells[UnitArrives].toInt();
        if (turn <= 1)
            continue;
        QString label;
        if (turn <= m_tables[Turns]->rowCount())
            label = rowAt(Turns, turn - 1).cells.value(1);
        arrivals.append(
            {turn, label.isEmpty() ? QString::number(turn) : tr("%1 (%2)").arg(turn).arg(label),
             unit});
    }
    std::stable_sort(arrivals.begin(), arrivals.end(),
                     [](const Arrival &a, const Arrival &b) { return a.turn < b.turn; });
    const auto map = currentMap();
    m_reinforcements->setRowCount(int(arrivals.size()));
    for (int i = 0; i < arrivals.size(); ++i) {
        const Arrival &a = arrivals[i];
        const QString side = a.unit.cells[UnitSide];
        QString entries;
        if (!map) {
            entries = field(Map).isEmpty() ? tr("no map: where the referee places it")
                                           : tr("the map %1 cannot be read").arg(field(Map));
        } else {
            QStringList open;
            for (const umpire::crt::MapEdgeHex &e : map->entries)
                if (e.allows(side.toStdString()))
                    open << tr("%1 (%2)").arg(dataText(e.name), qs(map->grid().id(e.hex)));
            entries = open.isEmpty()
                          ? tr("no entry hex of the map %1 is open to %2").arg(qs(map->id), side)
                          : open.join(QStringLiteral(", "));
        }
        const QStringList cells = {a.when, a.unit.cells[UnitName], side, a.unit.cells[UnitStrength],
                                   entries};
        for (int c = 0; c < cells.size(); ++c)
            m_reinforcements->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
}

ordered_json ScenarioEditor::document(QStringList *leftOut) const
{
    ordered_json out = ordered_json::object();
    const std::string schema = textOf(m_doc, "$schema");
    out["$schema"] = schema.empty() ? std::string("../scenario.schema.json") : schema;
    out["format"] = 1;
    out["id"] = field(Id).toStdString();
    out["ruleset"] = field(Ruleset).toStdString();
    out["name"] = field(Name).toStdString();
    if (flagOf(m_doc, "demonstration", false))
        out["demonstration"] = true;
    out["verified"] = flagOf(m_doc, "verified", true);
    if (const std::string source = textOf(m_doc, "source"); !source.empty())
        out["source"] = source;
    if (!field(Map).isEmpty())
        out["map"] = field(Map).toStdString();
    if (m_tables[Players]->rowCount() > 0) {
        ordered_json players = ordered_json::array();
        for (int r = 0; r < m_tables[Players]->rowCount(); ++r)
            players.push_back(rowAt(Players, r).cells.value(0).toStdString());
        out["players"] = players;
    }
    // What the game does not have is not written: the save says what was left out.
    auto noteLeftOut = [&](Sheet sheet, int r, const Row &row) {
        for (int c = 0; c < columnCountOf(sheet); ++c)
            if (!isShown(sheet, c) && !row.cells.value(c).isEmpty() &&
                !(sheet == Turns && row.cells.value(c) == QLatin1String("clear")) && leftOut)
                *leftOut
                    << tr("%1, %2: %3").arg(rowText(sheet, r), columnTitle(sheet, c), row.cells[c]);
    };
    // A row's values in the file's order of keys, then what else the file gave it.
    auto ordered = [](const nlohmann::json &values, const std::vector<std::string> &order,
                      const ordered_json &extra) {
        ordered_json item = ordered_json::object();
        for (const std::string &key : order)
            if (values.contains(key))
                item[key] = ordered_json::parse(values[key].dump());
        for (const auto &[key, value] : extra.items())
            if (!item.contains(key))
                item[key] = value;
        return item;
    };
    ordered_json sides = ordered_json::array();
    for (int r = 0; r < m_tables[Sides]->rowCount(); ++r) {
        const Row row = rowAt(Sides, r);
        noteLeftOut(Sides, r, row);
        nlohmann::json values = rowJson(Sides, row);
        values["name"] = row.cells.value(0).toStdString(); // even empty: the checks name it
        sides.push_back(
            ordered(values, {"name", "demoralization", "disintegration", "rallyRange"}, row.extra));
    }
    out["sides"] = sides;
    ordered_json turns = ordered_json::array();
    for (int r = 0; r < m_tables[Turns]->rowCount(); ++r) {
        const Row row = rowAt(Turns, r);
        noteLeftOut(Turns, r, row);
        nlohmann::json values = rowJson(Turns, row);
        values["turn"] = r + 1;
        values["label"] = row.cells.value(1).toStdString();
        if (values.value("weather", "") == "clear")
            values.erase("weather");
        turns.push_back(ordered(values, {"turn", "label", "weather"}, row.extra));
    }
    out["turns"] = turns;
    if (m_doc.contains("settings"))
        out["settings"] = m_doc.at("settings");
    if (m_doc.contains("standIns"))
        out["standIns"] = m_doc.at("standIns");
    ordered_json units = ordered_json::array();
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r) {
        const Row row = rowAt(Units, r);
        noteLeftOut(Units, r, row);
        nlohmann::json values = rowJson(Units, row);
        // What every unit has, even empty: the checks name it.
        for (const char *key : {"id", "side"})
            if (!values.contains(key))
                values[key] = row.cells.value(columnOfKey(Units, key)).toStdString();
        if (!values.contains("strength"))
            values["strength"] = row.cells.value(UnitStrength).toStdString();
        units.push_back(ordered(values, unitFileOrder(), row.extra));
    }
    out["orderOfBattle"] = units;
    // Whatever else the file held, kept as it was.
    for (const auto &[key, value] : m_doc.items())
        if (!out.contains(key) && key != "demonstration" && key != "verified" && key != "source" &&
            key != "map" && key != "players" && key != "standIns")
            out[key] = value;
    // The stand-ins the user ticked as from their own copy are theirs now.
    std::vector<std::string> confirmed;
    for (int i = 0; i < m_standIns.size(); ++i)
        if (m_fromMyCopy.value(i) && m_fromMyCopy[i]->isChecked())
            confirmed.push_back(m_standIns[i].first.toStdString());
    return umpire::crt::confirmStandIns(out, confirmed);
}

bool ScenarioEditor::isDirty() const
{
    return !m_undo.isClean() || field(Id) != m_loadedId ||
           std::any_of(m_fromMyCopy.begin(), m_fromMyCopy.end(),
                       [](const QCheckBox *box) { return box->isChecked(); });
}

bool ScenarioEditor::saveAs(const QString &id)
{
    const QString old = field(Id);
    if (id != old) {
        if (!QRegularExpression(QStringLiteral("^[a-z][a-z0-9-]*$")).match(id).hasMatch()) {
            fail(tr("\"%1\" cannot be a scenario's id: small letters, digits and dashes, starting "
                    "with a letter (my-ligny).")
                     .arg(id));
            return false;
        }
        m_undo.push(new ScenarioFieldCommand(this, Id, old, id));
    }
    return save();
}

bool ScenarioEditor::save()
{
    m_error.clear();
    if (!m_doc.is_object())
        return false;
    // A field being typed in counts; one left empty is refused, not saved as it was.
    if (m_id->text().trimmed().isEmpty() || m_name->text().trimmed().isEmpty()) {
        fail(m_id->text().trimmed().isEmpty() ? tr("A scenario needs an id.")
                                              : tr("A scenario needs a name."));
        return false;
    }
    fieldEdited(Id);
    fieldEdited(Name);
    const QString id = field(Id);
    if (!QRegularExpression(QStringLiteral("^[a-z][a-z0-9-]*$")).match(id).hasMatch()) {
        fail(tr("Give the scenario an id: small letters, digits and dashes, starting with a letter "
                "(my-ligny)."));
        return false;
    }
    const std::filesystem::path dir = umpire::userRuleDataDir();
    if (dir.empty()) {
        fail(tr("There is no user data folder to save into (HOME is not set)."));
        return false;
    }
    QStringList leftOut;
    const ordered_json doc = document(&leftOut);
    const std::filesystem::path target = dir / "scenarios" / (id.toStdString() + ".json");
    // Checked by the engine as a game loads and starts it: the file, the JSON pointer and what
    // was expected, with the table's row and column it points at.
    auto refused = [this](const umpire::Error &error) {
        const QString place = placeOf(qs(error.message));
        fail(place.isEmpty() ? tr("Not saved: %1").arg(errorText(error))
                             : tr("Not saved: %1: %2").arg(place, errorText(error)));
        return false;
    };
    if (umpire::Result<umpire::crt::Scenario> checked = umpire::crt::checkScenario(
            nlohmann::json::parse(doc.dump()), target.string(), m_session->library());
        !checked)
        return refused(checked.error());
    // Another scenario of this id (shipped, or the user's own) is replaced only when they say so.
    const auto known = m_session->library().availableScenarios();
    if (const auto other = known.find(id.toStdString());
        other != known.end() && id != m_loadedId && isVisible() &&
        QMessageBox::question(
            this, windowTitle().remove(QStringLiteral("[*]")),
            tr("There is a scenario %1 already (%2). Yours replaces it wherever Umpire looks for "
               "scenarios. Replace it?")
                .arg(id, QDir::toNativeSeparators(qs(other->second.string())))) !=
            QMessageBox::Yes) {
        m_error = tr("Not saved: %1 is kept.").arg(id);
        showStatus(m_error);
        return false;
    }
    umpire::Result<std::filesystem::path> written =
        umpire::crt::saveScenario(doc, dir, m_session->library());
    if (!written)
        return refused(written.error());
    m_savedPath = qs(written->string());
    // The file as written is what is being edited now: the stand-ins ticked are gone, and no cell
    // is changed any more.
    m_doc = doc;
    m_loadedId = id;
    m_loadError.clear();
    for (QTableWidget *table : m_tables)
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (QTableWidgetItem *item = table->item(r, c))
                    item->setData(loadedValueRole, item->data(Qt::UserRole));
    readStandIns();
    showStandIns();
    m_undo.setClean();
    fillScenarioList();
    refreshMarks();
    updateModified();
    QString said =
        tr("Saved the scenario %1 to %2.").arg(id, QDir::toNativeSeparators(m_savedPath));
    if (!leftOut.isEmpty())
        said += QLatin1Char(' ') +
                tr("Left out, as %1 has no such values: %2.")
                    .arg(m_formRuleset ? dataText(m_formRuleset->name) : field(Ruleset),
                         leftOut.join(QStringLiteral("; ")));
    showStatus(said);
    // The rule-data folders are searched in order: another folder's file of this id would win.
    const auto listed = m_session->library().availableScenarios();
    const auto found = listed.find(id.toStdString());
    if (found == listed.end())
        fail(tr("Saved in %1, but the rule-data folders Umpire reads do not include it: games "
                "cannot start from it.")
                 .arg(QDir::toNativeSeparators(m_savedPath)));
    else if (found->second.lexically_normal() != written->lexically_normal())
        fail(tr("Saved in %1, but games read %2: that folder comes first in the rule-data "
                "folders.")
                 .arg(QDir::toNativeSeparators(m_savedPath),
                      QDir::toNativeSeparators(qs(found->second.string()))));
    return true;
}

bool ScenarioEditor::startGame()
{
    if (isDirty() && !save())
        return false;
    const QString folder = GameSession::gamesFolder();
    if (!QDir().mkpath(folder)) {
        fail(tr("%1: cannot create the folder for games").arg(QDir::toNativeSeparators(folder)));
        return false;
    }
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = folder + QLatin1Char('/') + m_loadedId + QLatin1Char('-') + stamp +
                   QStringLiteral(".jsonl");
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = folder + QStringLiteral("/%1-%2-%3.jsonl").arg(m_loadedId, stamp).arg(n);
    if (umpire::Result<umpire::Ok> ok =
            m_session->createFromScenario(path, m_loadedId.toStdString());
        !ok) {
        fail(errorText(ok.error()));
        return false;
    }
    accept();
    return true;
}

void ScenarioEditor::reject()
{
    if (mayDropChanges(this, isDirty(), tr("the scenario %1").arg(field(Id)),
                       [this] { return save(); }))
        QDialog::reject();
}

void ScenarioEditor::showStatus(const QString &message)
{
    if (m_status)
        m_status->setText(message);
}

void ScenarioEditor::fail(const QString &message)
{
    m_error = message;
    showStatus(message);
    if (isVisible())
        QMessageBox::warning(this, windowTitle().remove(QStringLiteral("[*]")), message);
}
