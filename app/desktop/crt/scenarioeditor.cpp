#include "scenarioeditor.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "hexmap.h"
#include "scenario.h"
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
#include <QFormLayout>
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
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

using nlohmann::ordered_json;
using Sheet = ScenarioEditor::Sheet;

namespace {

constexpr int extraRole = Qt::UserRole + 1; // a row's keys the table does not show, as JSON

// Each sheet's keys in the file, in the table's column order ("" for the turn, which is the row's
// place), and the numbers among them.
const std::vector<const char *> &keysOf(Sheet sheet)
{
    static const std::vector<const char *> sides = {"name", "demoralization", "disintegration",
                                                    "rallyRange"};
    static const std::vector<const char *> players = {"name"};
    static const std::vector<const char *> turns = {"", "label", "weather"};
    static const std::vector<const char *> units = {
        "id", "side", "corps", "type", "strength", "marker", "hex", "arrives", "movement"};
    switch (sheet) {
    case ScenarioEditor::Sides:
        return sides;
    case ScenarioEditor::Players:
        return players;
    case ScenarioEditor::Turns:
        return turns;
    default:
        return units;
    }
}

// BMW 11.2: the side's rally range as typed ("1-2"), or nothing when the text is not one.
std::optional<std::pair<int, int>> rallyRangeOf(const QString &text)
{
    static const QRegularExpression range(
        QStringLiteral("^\\s*([1-6])\\s*[-\u2013]\\s*([1-6])\\s*$"));
    const QRegularExpressionMatch m = range.match(text);
    if (!m.hasMatch() || m.captured(1).toInt() > m.captured(2).toInt())
        return std::nullopt;
    return std::pair{m.captured(1).toInt(), m.captured(2).toInt()};
}

// The rally range as the table shows it: [1, 2] is "1-2".
QString rallyRangeText(const ordered_json &value)
{
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer())
        return QStringLiteral("%1-%2").arg(value[0].get<int>()).arg(value[1].get<int>());
    return value.is_null() ? QString() : QString::fromStdString(value.dump());
}

bool isNumberColumn(Sheet sheet, int column)
{
    if (sheet == ScenarioEditor::Sides)
        return column == 1 || column == 2;
    if (sheet == ScenarioEditor::Units)
        return column == ScenarioEditor::UnitStrength || column == ScenarioEditor::UnitMarker ||
               column == ScenarioEditor::UnitArrives || column == ScenarioEditor::UnitMovement;
    return false;
}

// The order a unit's keys are written in, as the shipped files have them.
constexpr ScenarioEditor::UnitColumn unitFileOrder[] = {
    ScenarioEditor::UnitName, ScenarioEditor::UnitSide,     ScenarioEditor::UnitStrength,
    ScenarioEditor::UnitType, ScenarioEditor::UnitCorps,    ScenarioEditor::UnitArrives,
    ScenarioEditor::UnitHex,  ScenarioEditor::UnitMovement, ScenarioEditor::UnitMarker};

const QStringList &weathers()
{
    static const QStringList all = {QStringLiteral("clear"), QStringLiteral("rain"),
                                    QStringLiteral("night")};
    return all;
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
    if (value.is_null())
        return {};
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

// The stand-in items of a scenario file, readable (data text, as the file's sources are).
std::string itemData(const QString &item)
{
    if (item == QLatin1String("sides"))
        return "the sides' levels";
    if (item == QLatin1String("players"))
        return "who plays first";
    if (item == QLatin1String("turns"))
        return "the turn record";
    if (item == QLatin1String("weather"))
        return "the night and rain turns";
    if (item == QLatin1String("map"))
        return "the map";
    return "the order of battle";
}

// A cell edited with a list to choose from (the weather, a unit's side or type); typing its first
// letter chooses too.
class ChoiceDelegate : public QStyledItemDelegate
{
  public:
    ChoiceDelegate(std::function<QStringList()> choices, QObject *parent)
        : QStyledItemDelegate(parent), m_choices(std::move(choices))
    {
    }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &) const override
    {
        auto *combo = new QComboBox(parent);
        combo->addItems(m_choices());
        auto *self = const_cast<ChoiceDelegate *>(this);
        connect(combo, &QComboBox::activated, self, [self, combo] {
            emit self->commitData(combo);
            emit self->closeEditor(combo);
        });
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *combo = static_cast<QComboBox *>(editor);
        const int at = combo->findText(index.data().toString());
        combo->setCurrentIndex(std::max(at, 0));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentText());
    }

  private:
    std::function<QStringList()> m_choices;
};

} // namespace

// One cell changed: undone and redone on the editor's table.
class ScenarioCellCommand : public QUndoCommand
{
  public:
    ScenarioCellCommand(ScenarioEditor *editor, Sheet sheet, int row, int column, QString before,
                        QString after)
        : m_editor(editor), m_sheet(sheet), m_row(row), m_column(column),
          m_before(std::move(before)), m_after(std::move(after))
    {
        setText(ScenarioEditor::tr("%1, row %2: %3")
                    .arg(editor->columnTitle(sheet, column))
                    .arg(row + 1)
                    .arg(m_after));
    }
    void undo() override { m_editor->setCell(m_sheet, m_row, m_column, m_before); }
    void redo() override { m_editor->setCell(m_sheet, m_row, m_column, m_after); }

  private:
    ScenarioEditor *m_editor;
    Sheet m_sheet;
    int m_row, m_column;
    QString m_before, m_after;
};

// Rows added (a new row, a paste) or removed, as one step.
class ScenarioRowsCommand : public QUndoCommand
{
  public:
    ScenarioRowsCommand(ScenarioEditor *editor, Sheet sheet,
                        QList<QPair<int, ScenarioEditor::Row>> rows, bool inserting,
                        const QString &text)
        : m_editor(editor), m_sheet(sheet), m_rows(std::move(rows)), m_inserting(inserting)
    {
        setText(text);
    }
    void undo() override { apply(!m_inserting); }
    void redo() override { apply(m_inserting); }

  private:
    void apply(bool insert)
    {
        if (insert)
            m_editor->insertRows(m_sheet, m_rows);
        else
            m_editor->removeRows(m_sheet, m_rows);
    }
    ScenarioEditor *m_editor;
    Sheet m_sheet;
    QList<QPair<int, ScenarioEditor::Row>> m_rows;
    bool m_inserting;
};

// The id, name, ruleset or map changed.
class ScenarioFieldCommand : public QUndoCommand
{
  public:
    ScenarioFieldCommand(ScenarioEditor *editor, ScenarioEditor::Field field, QString before,
                         QString after)
        : m_editor(editor), m_field(field), m_before(std::move(before)), m_after(std::move(after))
    {
        setText(m_after);
    }
    void undo() override { m_editor->setField(m_field, m_before); }
    void redo() override { m_editor->setField(m_field, m_after); }

  private:
    ScenarioEditor *m_editor;
    ScenarioEditor::Field m_field;
    QString m_before, m_after;
};

ScenarioEditor::ScenarioEditor(GameSession *session, const QString &firstId, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("scenarioEditor"));
    setWindowTitle(tr("Scenario editor"));
    m_committed = QStringList(4, QString());
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    m_open = new QComboBox;
    m_open->setObjectName(QStringLiteral("scenario"));
    m_open->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *openLabel = new QLabel(tr("Op&en scenario"));
    openLabel->setBuddy(m_open);
    top->addWidget(openLabel);
    top->addWidget(m_open);
    top->addStretch(1);
    layout->addLayout(top);

    auto *form = new QFormLayout;
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
        m_ruleset->addItem(r ? dataText((*r)->name) : QString::fromStdString(id),
                           QString::fromStdString(id));
    }
    m_map = new QComboBox;
    m_map->setObjectName(QStringLiteral("map"));
    auto *idLabel = new QLabel(tr("&Id"));
    idLabel->setBuddy(m_id);
    auto *nameLabel = new QLabel(tr("&Name"));
    nameLabel->setBuddy(m_name);
    auto *rulesetLabel = new QLabel(tr("&Ruleset"));
    rulesetLabel->setBuddy(m_ruleset);
    auto *mapLabel = new QLabel(tr("&Map"));
    mapLabel->setBuddy(m_map);
    form->addRow(idLabel, m_id);
    form->addRow(nameLabel, m_name);
    form->addRow(rulesetLabel, m_ruleset);
    form->addRow(mapLabel, m_map);
    layout->addLayout(form);

    m_standInSummary = unverifiedBanner(QStringLiteral("standIns"));
    layout->addWidget(m_standInSummary);
    m_mapStandIn = new QVBoxLayout; // the map's stand-in, under the map field
    layout->addLayout(m_mapStandIn);

    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("sheets"));
    const QStringList tabTitles = {tr("Si&des"), tr("&Players"), tr("&Turn record"),
                                   tr("&Order of battle")};
    const QStringList helps = {
        tr("Each side and its levels: the casualties at which it is demoralized and, where the "
           "rules have one, disintegrated (empty: none)."),
        tr("The players or sides in the order they play each game turn (empty: the ruleset's "
           "order). Renaming a side renames it here and in the order of battle."),
        tr("One row per game turn: its label on the Turn Record Track and its weather (clear, "
           "rain or night)."),
        tr("One row per unit. Paste from a spreadsheet: copy its rows (one unit a row, the cells "
           "in this table's column order; a header row is skipped), click the table and press "
           "Ctrl+V. The rows are added as one step (Ctrl+Z takes them back); a value the table "
           "cannot take refuses the whole paste, naming its row and column. A unit that arrives "
           "after turn 1 has no starting hex: it enters the map on its turn.")};
    for (int s = 0; s < SheetCount; ++s) {
        auto *tab = new QWidget;
        buildSheetTab(Sheet(s), tab, helps[s]);
        tabs->addTab(tab, tabTitles[s]);
    }
    layout->addWidget(tabs, 1);

    auto *bottom = new QHBoxLayout;
    auto *status = new QLabel;
    status->setObjectName(QStringLiteral("status"));
    status->setWordWrap(true);
    bottom->addWidget(status, 1);
    // No button is the default (none is auto-default either): Enter in a field never saves,
    // adds or removes anything behind the user's back.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *saveButton = buttons->addButton(tr("&Save"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("save"));
    saveButton->setToolTip(tr("Into your rule-data folder, under the id above (Ctrl+S)"));
    QPushButton *start = buttons->addButton(tr("Start a &game"), QDialogButtonBox::ActionRole);
    start->setObjectName(QStringLiteral("startGame"));
    QPushButton *saveAsButton = buttons->addButton(tr("Save &as…"), QDialogButtonBox::ActionRole);
    saveAsButton->setObjectName(QStringLiteral("saveAs"));
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    auto saveShown = [this, status] {
        if (save())
            status->setText(tr("Saved as %1").arg(QDir::toNativeSeparators(m_savedPath)));
    };
    connect(saveButton, &QPushButton::clicked, this, saveShown);
    connect(new QShortcut(QKeySequence::Save, this), &QShortcut::activated, this, saveShown);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(start, &QPushButton::clicked, this, &ScenarioEditor::startGame);
    connect(saveAsButton, &QPushButton::clicked, this, [this, status] {
        bool ok = false;
        const QString id =
            QInputDialog::getText(this, tr("Save as"),
                                  tr("The id of your scenario (small letters, digits and dashes, "
                                     "my-ligny):"),
                                  QLineEdit::Normal, this->scenarioId(), &ok)
                .trimmed();
        if (ok && !id.isEmpty() && saveAs(id))
            status->setText(tr("Saved as %1").arg(QDir::toNativeSeparators(m_savedPath)));
    });
    addUndoShortcuts(this, &m_undo);
    connect(&m_undo, &QUndoStack::indexChanged, status, [status] { status->clear(); });

    connect(m_id, &QLineEdit::editingFinished, this, [this] { fieldEdited(Id); });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { fieldEdited(Name); });
    connect(m_ruleset, &QComboBox::activated, this, [this] { fieldEdited(Ruleset); });
    connect(m_map, &QComboBox::activated, this, [this] { fieldEdited(Map); });
    connect(m_open, &QComboBox::activated, this, [this] {
        const QString wanted = m_open->currentData().toString();
        if (wanted == m_loadedId)
            return;
        if (dirty() && QMessageBox::question(
                           this, windowTitle(),
                           tr("Drop your changes to %1 and open %2?").arg(m_loadedId, wanted)) !=
                           QMessageBox::Yes) {
            QSignalBlocker blocker(m_open);
            m_open->setCurrentIndex(m_open->findData(m_loadedId));
            return;
        }
        load(wanted);
    });

    for (QPushButton *button : findChildren<QPushButton *>())
        button->setAutoDefault(false);
    fillScenarioList();
    load(firstId);
    resize(980, 680);
}

void ScenarioEditor::buildSheetTab(Sheet sheet, QWidget *tab, const QString &help)
{
    auto *layout = new QVBoxLayout(tab);
    m_standInBoxes[sheet] = new QVBoxLayout;
    layout->addLayout(m_standInBoxes[sheet]);
    auto *helpLabel = new QLabel(help);
    helpLabel->setWordWrap(true);
    layout->addWidget(helpLabel);
    auto *table = new QTableWidget;
    m_tables[sheet] = table;
    static const char *const names[] = {"sides", "players", "turns", "orderOfBattle"};
    table->setObjectName(QLatin1String(names[sheet]));
    const int columns = int(keysOf(sheet).size());
    table->setColumnCount(columns);
    QStringList titles;
    for (int c = 0; c < columns; ++c)
        titles << columnTitle(sheet, c);
    table->setHorizontalHeaderLabels(titles);
    fitColumnsToTitles(table);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    layout->addWidget(table, 1);
    connect(table, &QTableWidget::cellChanged, this,
            [this, sheet](int row, int column) { cellEdited(sheet, row, column); });
    if (sheet == Turns)
        table->setItemDelegateForColumn(2, new ChoiceDelegate([] { return weathers(); }, table));
    if (sheet == Units) {
        table->setItemDelegateForColumn(UnitSide,
                                        new ChoiceDelegate([this] { return sideNames(); }, table));
        table->setItemDelegateForColumn(UnitType,
                                        new ChoiceDelegate(
                                            [this] {
                                                QStringList types = {QString()};
                                                if (const auto r = currentRuleset())
                                                    for (const std::string &t : r->unitTypes)
                                                        types << QString::fromStdString(t);
                                                return types;
                                            },
                                            table));
    }

    auto *row = new QHBoxLayout;
    static const char *const adds[] = {
        QT_TR_NOOP("Add a side (Ins)"), QT_TR_NOOP("Add a player (Ins)"),
        QT_TR_NOOP("Add a turn (Ins)"), QT_TR_NOOP("Add a unit (Ins)")};
    auto *add = new QPushButton(tr(adds[sheet]));
    add->setObjectName(QStringLiteral("add-") + table->objectName());
    auto *remove = new QPushButton(tr("Remove the selected rows (Del)"));
    remove->setObjectName(QStringLiteral("remove-") + table->objectName());
    row->addWidget(add);
    row->addWidget(remove);
    connect(add, &QPushButton::clicked, this, [this, sheet] { addRow(sheet); });
    connect(remove, &QPushButton::clicked, this, [this, sheet] { removeSelectedRows(sheet); });
    auto *insertKey =
        new QShortcut(QKeySequence(Qt::Key_Insert), table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(insertKey, &QShortcut::activated, this, [this, sheet] { addRow(sheet); });
    auto *deleteKey =
        new QShortcut(QKeySequence(Qt::Key_Delete), table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, [this, sheet] { removeSelectedRows(sheet); });
    if (sheet == Players) {
        auto *up = new QPushButton(tr("Play earlier"));
        up->setObjectName(QStringLiteral("playEarlier"));
        row->addWidget(up);
        connect(up, &QPushButton::clicked, this, &ScenarioEditor::movePlayerUp);
    }
    if (sheet == Units) {
        auto *paste = new QPushButton(tr("Paste rows (Ctrl+V)"));
        paste->setObjectName(QStringLiteral("pasteRows"));
        row->addWidget(paste);
        auto doPaste = [this] { pasteRows(QGuiApplication::clipboard()->text()); };
        connect(paste, &QPushButton::clicked, this, doPaste);
        // On the table itself: in a cell being typed, Ctrl+V pastes into the cell.
        auto *pasteKey =
            new QShortcut(QKeySequence::Paste, table, nullptr, nullptr, Qt::WidgetShortcut);
        connect(pasteKey, &QShortcut::activated, this, doPaste);
    }
    row->addStretch(1);
    layout->addLayout(row);

    if (sheet == Turns) {
        auto *label = new QLabel(tr("Reinforcements by turn: the units of the order of battle that "
                                    "arrive after turn 1 (its \"Arrives on turn\" column), and the "
                                    "map's entry hexes open to their side."));
        label->setWordWrap(true);
        layout->addWidget(label);
        m_reinforcements = new QTableWidget;
        m_reinforcements->setObjectName(QStringLiteral("reinforcements"));
        m_reinforcements->setColumnCount(5);
        m_reinforcements->setHorizontalHeaderLabels(
            {tr("Turn"), tr("Unit"), tr("Side"), tr("Strength"), tr("Enters at")});
        m_reinforcements->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        m_reinforcements->setEditTriggers(QAbstractItemView::NoEditTriggers);
        layout->addWidget(m_reinforcements, 1);
    }
}

QString ScenarioEditor::columnTitle(Sheet sheet, int column) const
{
    switch (sheet) {
    case Sides: {
        const QString titles[] = {tr("Side"), tr("Demoralization level"),
                                  tr("Disintegration level"), tr("Rally range (BMW 11.2)")};
        return titles[column];
    }
    case Players:
        return tr("Player or side");
    case Turns: {
        const QString titles[] = {tr("Turn"), tr("Label"), tr("Weather")};
        return titles[column];
    }
    default: {
        const QString titles[] = {
            tr("Name"),     tr("Side"),          tr("Corps"),        tr("Type"),
            tr("Strength"), tr("Camera marker"), tr("Starting hex"), tr("Arrives on turn"),
            tr("Movement")};
        return titles[column];
    }
    }
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

void ScenarioEditor::fillScenarioList()
{
    QSignalBlocker blocker(m_open);
    m_open->clear();
    const std::filesystem::path user = umpire::userRuleDataDir();
    for (const auto &[id, path] : m_session->library().availableScenarios()) {
        QString name = QString::fromStdString(id);
        QFile file(QString::fromStdString(path.string()));
        if (file.open(QIODevice::ReadOnly)) {
            const ordered_json doc =
                ordered_json::parse(file.readAll().toStdString(), nullptr, false);
            if (doc.is_object() && doc.contains("name") && doc["name"].is_string())
                name = dataText(doc["name"].get<std::string>());
        }
        const bool mine = !user.empty() && path.parent_path().parent_path().lexically_normal() ==
                                               user.lexically_normal();
        m_open->addItem(mine ? tr("%1 (%2, yours)").arg(name, QString::fromStdString(id))
                             : tr("%1 (%2)").arg(name, QString::fromStdString(id)),
                        QString::fromStdString(id));
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
    if (field(Map).isEmpty())
        return nullptr;
    umpire::Result<std::shared_ptr<const umpire::crt::HexMap>> m =
        m_session->library().findMap(field(Map).toStdString());
    return m ? *m : nullptr;
}

void ScenarioEditor::fillMaps()
{
    QSignalBlocker blocker(m_map);
    m_map->clear();
    m_map->addItem(tr("none: played without a map"), QString());
    std::set<std::string> ids;
    for (const std::filesystem::path &dir : m_session->library().dirs()) {
        std::error_code ec;
        for (std::filesystem::directory_iterator it(dir / "maps", ec), end; !ec && it != end;
             it.increment(ec))
            if (it->path().extension() == ".json")
                ids.insert(it->path().stem().string());
    }
    const std::string ruleset = field(Ruleset).toStdString();
    for (const std::string &id : ids) {
        umpire::Result<std::shared_ptr<const umpire::crt::HexMap>> map =
            m_session->library().findMap(id);
        if (map && (*map)->gameId == ruleset) {
            m_map->addItem(QString::fromStdString(id), QString::fromStdString(id));
            m_map->setItemData(m_map->count() - 1, dataText((*map)->title), Qt::ToolTipRole);
        }
    }
    const QString wanted = m_committed[Map];
    if (!wanted.isEmpty() && m_map->findData(wanted) < 0)
        m_map->addItem(tr("%1 (not among this ruleset's maps)").arg(wanted), wanted);
    m_map->setCurrentIndex(m_map->findData(wanted));
}

QString ScenarioEditor::field(Field which) const
{
    return m_committed[which];
}

QString ScenarioEditor::scenarioId() const
{
    return field(Id);
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
        break;
    case Map:
        if (m_map->findData(value) < 0)
            fillMaps();
        m_map->setCurrentIndex(m_map->findData(value));
        break;
    }
    if (which == Map || which == Ruleset)
        showReinforcements();
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
}

bool ScenarioEditor::load(const QString &id)
{
    m_error.clear();
    const auto files = m_session->library().availableScenarios();
    std::string wanted = id.toStdString();
    if (!files.count(wanted))
        wanted = files.count("nlb-demo") || files.empty() ? "nlb-demo" : files.begin()->first;
    const auto found = files.find(wanted);
    QFile file(found == files.end() ? QString() : QString::fromStdString(found->second.string()));
    auto refused = [this](const QString &why) {
        QSignalBlocker blocker(m_open); // the list shows what is still being edited
        m_open->setCurrentIndex(m_open->findData(m_loadedId));
        fail(why);
        return false;
    };
    if (found == files.end() || !file.open(QIODevice::ReadOnly))
        return refused(tr("The scenario %1 cannot be read.").arg(QString::fromStdString(wanted)));
    ordered_json doc = ordered_json::parse(file.readAll().toStdString(), nullptr, false);
    if (!doc.is_object())
        return refused(
            tr("%1 is not a scenario file.").arg(QDir::toNativeSeparators(file.fileName())));
    m_doc = doc;
    m_loadedId = QString::fromStdString(wanted);
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
                    for (const char *k : keysOf(sheet)) {
                        const ordered_json value =
                            *k ? item.value(k, ordered_json()) : ordered_json();
                        row.cells << (std::string_view(k) == "rallyRange" ? rallyRangeText(value)
                                                                          : jsonText(value));
                        if (*k)
                            row.extra.erase(k);
                    }
                    if (sheet == Turns) {
                        row.extra.erase("turn");
                        if (row.cells[2].isEmpty())
                            row.cells[2] = QStringLiteral("clear");
                    }
                }
                rows.append({int(i), row});
            }
            return rows;
        };
        static const char *const keys[] = {"sides", "players", "turns", "orderOfBattle"};
        for (int s = 0; s < SheetCount; ++s) {
            m_tables[s]->setRowCount(0);
            insertRows(Sheet(s), rowsOf(Sheet(s), keys[s]));
        }
    }
    readStandIns();
    showStandIns();
    showReinforcements();
    m_undo.clear();
    QSignalBlocker blocker(m_open);
    m_open->setCurrentIndex(m_open->findData(m_loadedId));
    return true;
}

void ScenarioEditor::readStandIns()
{
    m_standIns.clear();
    const ordered_json listed = m_doc.value("standIns", ordered_json::array());
    m_wholeStandIn = flagOf(m_doc, "demonstration", false) ||
                     (!flagOf(m_doc, "verified", true) && listed.empty());
    const QString source = QString::fromStdString(textOf(m_doc, "source"));
    if (m_wholeStandIn) {
        // The whole set-up is a stand-in: each part is, so that each can be confirmed on its own.
        for (const char *item : {"sides", "players", "turns", "orderOfBattle"})
            m_standIns.append({QLatin1String(item), source});
    }
    for (const ordered_json &s : listed) {
        if (!s.is_object())
            continue;
        const QString item = jsonText(s.value("item", ordered_json()));
        if (std::none_of(m_standIns.begin(), m_standIns.end(),
                         [&item](const auto &known) { return known.first == item; }))
            m_standIns.append({item, jsonText(s.value("source", ordered_json()))});
    }
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
    for (int c = 0; c < table->columnCount(); ++c) {
        QTableWidgetItem *item = table->item(row, c);
        out.cells << (item ? item->data(Qt::UserRole).toString() : QString());
    }
    if (QTableWidgetItem *first = table->item(row, 0))
        out.extra =
            ordered_json::parse(first->data(extraRole).toString().toStdString(), nullptr, false);
    if (!out.extra.is_object())
        out.extra = ordered_json::object();
    return out;
}

void ScenarioEditor::fillRow(Sheet sheet, int row, const Row &values)
{
    QScopedValueRollback<bool> filling(m_filling, true);
    QTableWidget *table = m_tables[sheet];
    for (int c = 0; c < table->columnCount(); ++c) {
        const QString text = values.cells.value(c);
        auto *item = new QTableWidgetItem(text);
        item->setData(Qt::UserRole, text);
        if (sheet == Turns && c == 0)
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        if (isNumberColumn(sheet, c))
            item->setTextAlignment(Qt::AlignCenter);
        if (c == 0)
            item->setData(
                extraRole,
                QString::fromStdString(
                    (values.extra.is_object() ? values.extra : ordered_json::object()).dump()));
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
        fillRow(sheet, at, row);
    }
    if (sheet == Turns)
        renumberTurns();
    showReinforcements();
}

void ScenarioEditor::removeRows(Sheet sheet, const QList<QPair<int, Row>> &rows)
{
    QScopedValueRollback<bool> filling(m_filling, true);
    for (auto it = rows.crbegin(); it != rows.crend(); ++it)
        m_tables[sheet]->removeRow(it->first);
    if (sheet == Turns)
        renumberTurns();
    showReinforcements();
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
    if (const QString why = refusal(sheet, row, column, typed); !why.isEmpty()) {
        fail(tr("%1, %2: %3").arg(rowText(sheet, row), columnTitle(sheet, column), why));
        return;
    }
    if (sheet != Sides || column != 0 || old.isEmpty()) {
        m_undo.push(new ScenarioCellCommand(this, sheet, row, column, old, typed));
        return;
    }
    // A side renamed: its units and its place in the players' order follow, in the same step.
    m_undo.beginMacro(tr("Side %1 renamed %2").arg(old, typed));
    m_undo.push(new ScenarioCellCommand(this, sheet, row, column, old, typed));
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r)
        if (rowAt(Units, r).cells.value(UnitSide) == old)
            m_undo.push(new ScenarioCellCommand(this, Units, r, UnitSide, old, typed));
    for (int r = 0; r < m_tables[Players]->rowCount(); ++r)
        if (rowAt(Players, r).cells.value(0) == old)
            m_undo.push(new ScenarioCellCommand(this, Players, r, 0, old, typed));
    m_undo.endMacro();
}

QString ScenarioEditor::refusal(Sheet sheet, int row, int column, const QString &value,
                                const QStringList &others) const
{
    const QString v = value.trimmed();
    auto number = [&v](int least, bool optional) -> QString {
        if (v.isEmpty())
            return optional ? QString() : tr("a whole number, %1 or more, is needed").arg(least);
        bool ok = false;
        const int n = v.toInt(&ok);
        if (!ok || n < least)
            return tr("a whole number, %1 or more, not \"%2\"").arg(least).arg(v);
        return {};
    };
    // Whether another row of the sheet has `v` in `column` (names are given once).
    auto taken = [&](int col) {
        for (int r = 0; r < m_tables[sheet]->rowCount(); ++r)
            if (const QTableWidgetItem *item = m_tables[sheet]->item(r, col);
                r != row && item && item->data(Qt::UserRole).toString() == v)
                return true;
        return others.contains(v);
    };
    switch (sheet) {
    case Sides:
        if (column == 3)
            return v.isEmpty() || rallyRangeOf(v)
                       ? QString()
                       : tr("the lowest and the highest die that rally, as \"1-2\", not \"%1\"")
                             .arg(v);
        if (column > 0)
            return number(1, true);
        if (v.isEmpty())
            return tr("a side needs a name");
        return taken(0) ? tr("each side once: \"%1\" is there already").arg(v) : QString();
    case Players:
        if (v.isEmpty())
            return tr("a player needs a name");
        return taken(0) ? tr("each player once: \"%1\" is there already").arg(v) : QString();
    case Turns:
        if (column == 1 && v.isEmpty())
            return tr("a turn needs its label (\"2 PM\", \"turn 3\")");
        if (column == 2 && !weathers().contains(v))
            return tr("clear, rain or night, not \"%1\"").arg(v);
        return {};
    default:
        break;
    }
    switch (column) {
    case UnitName:
        if (v.isEmpty())
            return tr("a unit needs a name");
        return taken(UnitName) ? tr("each unit once: \"%1\" is there already").arg(v) : QString();
    case UnitSide:
        if (!sideNames().contains(v))
            return tr("a side of this scenario (%1), not \"%2\"")
                .arg(sideNames().join(QStringLiteral(", ")), v);
        return {};
    case UnitType:
        if (const auto r = currentRuleset();
            r && !v.isEmpty() && !r->hasUnitType(v.toStdString())) {
            QStringList types;
            for (const std::string &t : r->unitTypes)
                types << QString::fromStdString(t);
            return tr("a unit type of this ruleset (%1) or nothing, not \"%2\"")
                .arg(types.join(QStringLiteral(", ")), v);
        }
        return {};
    case UnitStrength:
        return number(1, false);
    case UnitMarker:
    case UnitMovement:
        return number(0, true);
    case UnitArrives: {
        if (QString why = number(1, true); !why.isEmpty())
            return why;
        const int turns = m_tables[Turns]->rowCount();
        if (!v.isEmpty() && v.toInt() > turns)
            return tr("a turn of the turn record (1 to %1), not %2").arg(turns).arg(v);
        return {};
    }
    case UnitHex: {
        if (v.isEmpty())
            return {};
        if (field(Map).isEmpty())
            return tr("a starting hex needs the scenario's map: choose the map first");
        const auto map = currentMap();
        if (!map)
            return tr("the map %1 cannot be read").arg(field(Map));
        umpire::Result<umpire::Hex> hex = map->grid().parseId(v.toStdString());
        if (!hex || !map->terrainAt(*hex))
            return tr("a hex of the map %1, not \"%2\"").arg(field(Map), v);
        return {};
    }
    default:
        return {};
    }
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

bool ScenarioEditor::pasteRows(const QString &text)
{
    m_error.clear();
    QStringList lines = text.split(QLatin1Char('\n'));
    QList<QPair<int, Row>> rows;
    QStringList names, titles;
    for (int c = 0; c < UnitColumnCount; ++c)
        titles << columnTitle(Units, c);
    int at = m_tables[Units]->rowCount();
    bool first = true;
    for (int n = 0; n < lines.size(); ++n) {
        QString line = lines[n];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        QStringList cells = line.split(QLatin1Char('\t'));
        for (QString &cell : cells)
            cell = cell.trimmed();
        // A header row: the first column's title (or the file's key) where a name would be.
        const bool header =
            first && (cells[0].compare(titles[UnitName], Qt::CaseInsensitive) == 0 ||
                      cells[0].compare(QLatin1String("id"), Qt::CaseInsensitive) == 0);
        first = false;
        if (header)
            continue;
        while (cells.size() > UnitColumnCount && cells.constLast().isEmpty())
            cells.removeLast();
        const QString where = tr("Pasted row %1 (%2)").arg(n + 1).arg(cells[0]);
        if (cells.size() > UnitColumnCount) {
            fail(tr("%1 has %2 cells; the order of battle has %3 columns: %4. Nothing was pasted.")
                     .arg(where)
                     .arg(cells.size())
                     .arg(UnitColumnCount)
                     .arg(titles.join(QStringLiteral(", "))));
            return false;
        }
        while (cells.size() < UnitColumnCount)
            cells << QString();
        for (int c = 0; c < UnitColumnCount; ++c)
            if (const QString why = refusal(Units, -1, c, cells[c], names); !why.isEmpty()) {
                fail(tr("%1, column %2: %3. Nothing was pasted.").arg(where, titles[c], why));
                return false;
            }
        // A reinforcement enters the map on its turn: it has no starting hex (NLB 9.0).
        if (!cells[UnitHex].isEmpty() && cells[UnitArrives].toInt() > 1) {
            fail(tr("%1, column %2: no starting hex for a unit that arrives on turn %3: it enters "
                    "the map then. Nothing was pasted.")
                     .arg(where, titles[UnitHex], cells[UnitArrives]));
            return false;
        }
        names << cells[UnitName];
        rows.append({at++, Row{cells, ordered_json::object()}});
    }
    if (rows.isEmpty()) {
        fail(tr("The clipboard holds no rows to paste: copy rows of a spreadsheet, one unit a row, "
                "its cells in the order of the table's columns."));
        return false;
    }
    m_undo.push(new ScenarioRowsCommand(this, Units, rows, true, tr("Paste rows")));
    return true;
}

void ScenarioEditor::showReinforcements()
{
    if (!m_reinforcements)
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
                    open << tr("%1 (%2)").arg(dataText(e.name),
                                              QString::fromStdString(map->grid().id(e.hex)));
            entries = open.isEmpty() ? tr("no entry hex of the map %1 is open to %2")
                                           .arg(QString::fromStdString(map->id), side)
                                     : open.join(QStringLiteral(", "));
        }
        const QStringList cells = {a.when, a.unit.cells[UnitName], side, a.unit.cells[UnitStrength],
                                   entries};
        for (int c = 0; c < cells.size(); ++c)
            m_reinforcements->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
}

ordered_json ScenarioEditor::document() const
{
    ordered_json out = ordered_json::object();
    const std::string schema = textOf(m_doc, "$schema");
    out["$schema"] = schema.empty() ? std::string("../scenario.schema.json") : schema;
    out["format"] = 1;
    out["id"] = field(Id).toStdString();
    out["ruleset"] = field(Ruleset).toStdString();
    out["name"] = field(Name).toStdString();

    // Stand-ins: what the user ticked as from their own copy is theirs; the rest stays a stand-in.
    QList<QPair<QString, QString>> left;
    std::string confirmed;
    for (int i = 0; i < m_standIns.size(); ++i) {
        if (m_fromMyCopy.value(i) && m_fromMyCopy[i]->isChecked())
            confirmed += (confirmed.empty() ? "" : ", ") + itemData(m_standIns[i].first);
        else
            left.append(m_standIns[i]);
    }
    bool demonstration = flagOf(m_doc, "demonstration", false);
    bool verified = flagOf(m_doc, "verified", true);
    std::string source = textOf(m_doc, "source");
    ordered_json standIns = m_doc.value("standIns", ordered_json::array());
    if (!confirmed.empty()) {
        demonstration = false;
        verified = left.isEmpty() || (verified && !m_wholeStandIn);
        standIns = ordered_json::array();
        for (const auto &[item, itemSource] : left)
            standIns.push_back(
                {{"item", item.toStdString()}, {"source", itemSource.toStdString()}});
        source +=
            std::string(source.empty() ? "" : " ") +
            "Entered by the user from their own copy, in Umpire's scenario editor: " + confirmed +
            ".";
    }
    if (demonstration)
        out["demonstration"] = true;
    out["verified"] = verified;
    if (!source.empty())
        out["source"] = source;
    if (!field(Map).isEmpty())
        out["map"] = field(Map).toStdString();

    auto cellValue = [](Sheet sheet, int column, const QString &text) -> ordered_json {
        bool ok = false;
        const int n = text.toInt(&ok);
        if (isNumberColumn(sheet, column) && ok)
            return n;
        return text.toStdString();
    };
    if (m_tables[Players]->rowCount() > 0) {
        ordered_json players = ordered_json::array();
        for (int r = 0; r < m_tables[Players]->rowCount(); ++r)
            players.push_back(rowAt(Players, r).cells.value(0).toStdString());
        out["players"] = players;
    }
    ordered_json sides = ordered_json::array();
    for (int r = 0; r < m_tables[Sides]->rowCount(); ++r) {
        const Row row = rowAt(Sides, r);
        ordered_json side = {{"name", row.cells[0].toStdString()}};
        for (int c = 1; c < 3; ++c)
            if (!row.cells[c].isEmpty())
                side[keysOf(Sides)[std::size_t(c)]] = cellValue(Sides, c, row.cells[c]);
        if (const auto range = rallyRangeOf(row.cells.value(3)))
            side["rallyRange"] = {range->first, range->second};
        else if (!row.cells.value(3).isEmpty())
            side["rallyRange"] = row.cells[3].toStdString(); // the checks name it
        for (const auto &[key, value] : row.extra.items())
            side[key] = value;
        sides.push_back(side);
    }
    out["sides"] = sides;
    ordered_json turns = ordered_json::array();
    for (int r = 0; r < m_tables[Turns]->rowCount(); ++r) {
        const Row row = rowAt(Turns, r);
        ordered_json turn = {{"turn", r + 1}, {"label", row.cells[1].toStdString()}};
        if (row.cells[2] != QLatin1String("clear"))
            turn["weather"] = row.cells[2].toStdString();
        for (const auto &[key, value] : row.extra.items())
            turn[key] = value;
        turns.push_back(turn);
    }
    out["turns"] = turns;
    if (m_doc.contains("settings"))
        out["settings"] = m_doc.at("settings");
    if (!standIns.empty())
        out["standIns"] = standIns;
    ordered_json units = ordered_json::array();
    for (int r = 0; r < m_tables[Units]->rowCount(); ++r) {
        const Row row = rowAt(Units, r);
        ordered_json unit = ordered_json::object();
        for (const UnitColumn c : unitFileOrder) {
            const bool required = c == UnitName || c == UnitSide || c == UnitStrength;
            if (required || !row.cells[c].isEmpty())
                unit[keysOf(Units)[std::size_t(c)]] = cellValue(Units, c, row.cells[c]);
        }
        for (const auto &[key, value] : row.extra.items())
            unit[key] = value;
        units.push_back(unit);
    }
    out["orderOfBattle"] = units;
    // Whatever else the file held, kept as it was.
    for (const auto &[key, value] : m_doc.items())
        if (!out.contains(key) && key != "demonstration" && key != "verified" && key != "source" &&
            key != "map" && key != "players" && key != "standIns")
            out[key] = value;
    return out;
}

bool ScenarioEditor::dirty() const
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
    // Every cell as the table takes it: a row added and left empty is named here.
    for (int s = 0; s < SheetCount; ++s)
        for (int r = 0; r < m_tables[s]->rowCount(); ++r)
            for (int c = 0; c < m_tables[s]->columnCount(); ++c)
                if (const QString why = refusal(Sheet(s), r, c, rowAt(Sheet(s), r).cells.value(c));
                    !why.isEmpty()) {
                    fail(tr("%1, %2: %3").arg(rowText(Sheet(s), r), columnTitle(Sheet(s), c), why));
                    return false;
                }
    const std::filesystem::path dir = umpire::userRuleDataDir();
    if (dir.empty()) {
        fail(tr("There is no user data folder to save into (HOME is not set)."));
        return false;
    }
    umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> ruleset =
        m_session->library().find(field(Ruleset).toStdString());
    if (!ruleset) {
        fail(errorText(ruleset.error()));
        return false;
    }
    const std::filesystem::path target = dir / "scenarios" / (id.toStdString() + ".json");
    const QString targetPath = QString::fromStdString(target.string());
    const ordered_json doc = document();
    // Checked as the rules load it (its schema, its sides, turns and units)...
    umpire::Result<umpire::crt::Scenario> checked = umpire::crt::Scenario::fromJson(
        nlohmann::json::parse(doc.dump()), target.string(), **ruleset);
    if (!checked) {
        fail(errorText(checked.error()));
        return false;
    }
    // ...and as a new game of it starts (strengths and levels the rules count, hexes on its map):
    // a game made in a folder of its own and thrown away.
    QTemporaryDir scratch;
    if (scratch.isValid()) {
        umpire::Result<umpire::crt::Game> game = m_session->library().createGame(
            scratch.filePath(QStringLiteral("check.jsonl")).toStdString(), checked->ruleset,
            umpire::crt::GameSetup::fromScenario(*checked));
        if (!game) {
            fail(tr("%1: a game of this scenario cannot start: %2")
                     .arg(QDir::toNativeSeparators(targetPath), errorText(game.error())));
            return false;
        }
    }
    // Another scenario of this id (shipped, or the user's own) is replaced only when they say so.
    const auto known = m_session->library().availableScenarios();
    if (const auto other = known.find(id.toStdString());
        other != known.end() && id != m_loadedId && isVisible() &&
        QMessageBox::question(
            this, windowTitle(),
            tr("There is a scenario %1 already (%2). Yours replaces it wherever Umpire looks for "
               "scenarios. Replace it?")
                .arg(id, QDir::toNativeSeparators(QString::fromStdString(
                             other->second.string())))) != QMessageBox::Yes) {
        m_error = tr("Not saved: %1 is kept.").arg(id);
        return false;
    }
    if (const std::optional<QString> failed = writeWhole(target, doc.dump(2) + "\n")) {
        fail(*failed);
        return false;
    }
    m_savedPath = QString::fromStdString(target.string());
    // The file as written is what is being edited now: the stand-ins ticked are gone.
    m_doc = doc;
    m_loadedId = id;
    readStandIns();
    showStandIns();
    m_undo.setClean();
    fillScenarioList();
    // The rule-data folders are searched in order: another folder's file of this id would win.
    const auto listed = m_session->library().availableScenarios();
    const auto found = listed.find(id.toStdString());
    if (found == listed.end())
        fail(tr("Saved in %1, but the rule-data folders Umpire reads do not include it: games "
                "cannot start from it.")
                 .arg(QDir::toNativeSeparators(m_savedPath)));
    else if (found->second.lexically_normal() != target.lexically_normal())
        fail(tr("Saved in %1, but games read %2: that folder comes first in the rule-data "
                "folders.")
                 .arg(QDir::toNativeSeparators(m_savedPath),
                      QDir::toNativeSeparators(QString::fromStdString(found->second.string()))));
    return true;
}

bool ScenarioEditor::startGame()
{
    if (dirty() && !save())
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
    if (dirty() && isVisible() &&
        QMessageBox::question(this, windowTitle(),
                              tr("Close without saving your changes to %1?").arg(field(Id))) !=
            QMessageBox::Yes)
        return;
    QDialog::reject();
}

void ScenarioEditor::fail(const QString &message)
{
    m_error = message;
    if (isVisible())
        QMessageBox::warning(this, windowTitle(), message);
}
