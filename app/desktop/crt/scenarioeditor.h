#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <array>
#include <memory>
#include <optional>

namespace umpire::crt {
class HexMap;
class Ruleset;
class ScenarioForm;
struct ScenarioContext;
struct ScenarioField;
} // namespace umpire::crt

class GameSession;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;
class QVBoxLayout;

// A scenario of a chart game entered in the app: its id, name, ruleset and map, the sides and
// their levels, the players' order, the turn record (with the reinforcements it brings) and the
// order of battle, with paste from a spreadsheet into every table and undo while editing. Its
// columns are the game's (the engine's ScenarioForm: a rally range where sides rally, a weather
// where the rules have night and rain turns, what the counters print), and every value is checked
// and the file written by the engine (scenarioform.h, scenariofile.h). Cells changed since the file
// was loaded are marked, and a value another tab settles (a starting hex before the map, a turn of
// arrival before the turn record) is kept and marked until it is. The stand-ins of a shipped
// scenario are shown where they are, and the user says which parts they entered from their own
// copy. Saved as the user's own scenario in their rule-data folder, never the shipped file.
class ScenarioEditor : public QDialog
{
    Q_OBJECT

  public:
    // The parts of a scenario shown as tables, each on its tab.
    enum Sheet { Sides, Players, Turns, Units, SheetCount };
    // The order of battle's columns (ScenarioForm::allFields' order); a pasted row takes the
    // columns the game has, in this order.
    enum UnitColumn {
        UnitName,
        UnitSide,
        UnitCorps,
        UnitType,
        UnitStrength,
        UnitMarker,
        UnitHex,
        UnitArrives,
        UnitMovement,
        UnitDisrupted,
        UnitFire,
        UnitRange,
        UnitDot,
        UnitDisruptedDot,
        UnitLeader,
        UnitStartsDisrupted,
        UnitColumnCount
    };

    // Opens on `firstId` (the demonstration when empty or unknown).
    ScenarioEditor(GameSession *session, const QString &firstId, QWidget *parent = nullptr);
    ~ScenarioEditor() override;

    QTableWidget *table(Sheet sheet) const { return m_tables[sheet]; }
    QTableWidget *orderOfBattle() const { return m_tables[Units]; }
    QUndoStack *undoStack() { return &m_undo; }
    // Loads another scenario, as the scenario list does (unsaved changes are dropped).
    bool load(const QString &id);
    // Tab-separated rows (a spreadsheet's copy) appended to a sheet as one undo step, their cells
    // in the order of the columns the game has; false, with nothing added and the row and column
    // named, when a value is refused. The status line says what was pasted.
    bool pasteRows(Sheet sheet, const QString &text);
    bool pasteRows(const QString &text) { return pasteRows(Units, text); }
    // Checks and writes the user's scenario under the id field; false (and the reason shown) when
    // refused.
    bool save();
    // The same under another id (the field takes it).
    bool saveAs(const QString &id);
    // Saves when there is something to save, then starts a new game of the scenario in the games
    // folder and closes the editor.
    bool startGame();
    QString scenarioId() const; // the id field
    QString savedPath() const { return m_savedPath; }
    QString lastError() const { return m_error; }
    QString status() const; // what the status line says
    // Whether there are changes not saved.
    bool isDirty() const;

    // Asks Save / Discard / Cancel before unsaved changes are dropped (Close, Escape).
    void reject() override;

  private:
    enum Field { Id, Name, Ruleset, Map };
    struct Row
    {
        QStringList cells;
        nlohmann::ordered_json extra; // what the file holds that the table does not show
        QStringList loaded;           // its cells as the file was loaded; empty: a row added
    };

    // The window's parts, built once each.
    QLayout *buildFields();
    QWidget *buildSheetTab(Sheet sheet);
    QWidget *buildTurnsTab();
    QLayout *buildSheetButtons(Sheet sheet);
    QTableWidget *buildTable(Sheet sheet);

    void fillScenarioList();
    void fillMaps();
    void applyForm(); // the ruleset field's columns, titles and choices
    void setField(Field field, const QString &value); // without an undo step
    QString field(Field field) const;
    void fieldEdited(Field field);
    void setCell(Sheet sheet, int row, int column, const QString &value); // without an undo step
    void cellEdited(Sheet sheet, int row, int column);
    // The value typed for a cell as the engine reads it ("Horse Archers" is "horse archers"), or
    // why it is refused (`pasted`: the rows pasted before it, `sides`: the sides known, with those
    // a paste adds).
    struct Checked
    {
        QString value;
        QString refusal;
    };
    Checked checkCell(Sheet sheet, int row, int column, const QString &typed,
                      const QList<Row> &pasted = {}, const QStringList &sides = {}) const;
    // What the rules say of a row (row `index` of its table, -1 for a new one) as the scenario
    // stands: the column and the problem, or nothing. `partial`: what another tab settles later
    // (the map, the turn record) is not a problem yet.
    std::optional<QPair<int, QString>> rowProblem(Sheet sheet, const Row &row, int index,
                                                  bool partial, const QList<Row> &pasted = {},
                                                  const QStringList &sides = {}) const;
    // The field a column shows (nullptr: the turn's number, a player).
    const umpire::crt::ScenarioField *fieldAt(Sheet sheet, int column) const;
    bool isShown(Sheet sheet, int column) const; // the game has the column's field
    QList<int> shownColumns(Sheet sheet) const;  // editable ones, as a pasted row fills them
    // A row as the file holds it: the shown columns' values, and what else the file gave it.
    nlohmann::json rowJson(Sheet sheet, const Row &row, const QStringList &sides = {}) const;
    umpire::crt::ScenarioContext contextFor(Sheet sheet, int row, bool partial,
                                            const QList<Row> &pasted = {},
                                            const QStringList &sides = {}) const;
    QString columnTitle(Sheet sheet, int column) const;
    QString sheetTitle(Sheet sheet) const;
    QString rowText(Sheet sheet, int row) const;        // "Order of battle, row 2 (Lefol)"
    QString itemText(const QString &standInItem) const; // "the sides' levels"
    // The table's row and column an engine error points at ("/orderOfBattle/1/strength"), as
    // "Order of battle, row 2 (Berthezene), Strength", or empty.
    QString placeOf(const QString &engineError) const;
    std::shared_ptr<const umpire::crt::Ruleset> currentRuleset() const; // the ruleset field's
    std::shared_ptr<const umpire::crt::HexMap> currentMap() const;      // the map field's, or none
    Row rowAt(Sheet sheet, int row) const;
    void insertRows(Sheet sheet, const QList<QPair<int, Row>> &rows); // ascending
    void removeRows(Sheet sheet, const QList<QPair<int, Row>> &rows);
    void fillRow(Sheet sheet, int row, const Row &values, bool loaded);
    void renumberTurns();
    void addRow(Sheet sheet);
    void removeSelectedRows(Sheet sheet);
    void movePlayerUp();
    void readStandIns(); // from m_doc
    void showStandIns();
    void showReinforcements();
    // Every cell marked: changed since the file was loaded (bold on blue), refused by the rules as
    // the scenario stands (on red, the reason in its tooltip), a level the rules give.
    void refreshMarks();
    void updateModified();
    QStringList sideNames() const;
    // The scenario as the editor holds it, in the file's order of keys; `leftOut`: the values of
    // fields the game does not have, not written.
    nlohmann::ordered_json document(QStringList *leftOut = nullptr) const;
    void fail(const QString &message);
    void showStatus(const QString &message);
    friend class ScenarioCellCommand;
    friend class ScenarioRowsCommand;
    friend class ScenarioFieldCommand;

    GameSession *m_session;
    QComboBox *m_open;
    QLineEdit *m_id, *m_name;
    QComboBox *m_ruleset, *m_map;
    std::array<QTableWidget *, SheetCount> m_tables{};
    std::array<QVBoxLayout *, SheetCount> m_standInBoxes{}; // each tab's stand-in banners
    QVBoxLayout *m_mapStandIn; // the map's stand-in banner, under the map field
    QLabel *m_standInSummary;
    QLabel *m_status = nullptr;
    QTableWidget *m_reinforcements = nullptr;
    QUndoStack m_undo;
    std::unique_ptr<umpire::crt::ScenarioForm> m_form; // the ruleset field's
    std::shared_ptr<const umpire::crt::Ruleset> m_formRuleset;
    std::shared_ptr<const umpire::crt::HexMap> m_currentMap; // the map field's, when it loads
    nlohmann::ordered_json m_doc; // the scenario file as loaded, its keys in their order
    QString m_loadedId;
    QString m_loadError; // why the file as loaded does not load as a game would
    // The parts that are stand-ins as loaded (item, source).
    QList<QPair<QString, QString>> m_standIns;
    QList<QCheckBox *> m_fromMyCopy; // one per stand-in, in m_standIns' order
    QStringList m_committed;         // the fields' values, as Field indexes them
    bool m_filling = false;          // the editor is being filled: not an edit
    QString m_savedPath, m_error;
};
