#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <array>
#include <memory>

namespace umpire::crt {
class HexMap;
class Ruleset;
} // namespace umpire::crt

class GameSession;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;
class QVBoxLayout;

// A scenario of a chart game entered in the app: its id, name, ruleset and map, the sides
// and their levels, the players' order, the turn record (night and rain turns, and the
// reinforcements it brings) and the order of battle, with paste from a spreadsheet for long lists
// and undo while editing. The stand-ins of a shipped scenario are shown where they are, and the
// user says which parts they entered from their own copy. Saved as the user's own scenario in their
// rule-data folder (never the shipped file), checked as the rules load it and as a new game of it
// starts, and written whole or not at all.
class ScenarioEditor : public QDialog
{
    Q_OBJECT

  public:
    // The parts of a scenario shown as tables, each on its tab.
    enum Sheet { Sides, Players, Turns, Units, SheetCount };
    // The order of battle's columns, in the table's (and a pasted row's) order.
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
        UnitColumnCount
    };

    // Opens on `firstId` (the demonstration when empty or unknown).
    ScenarioEditor(GameSession *session, const QString &firstId, QWidget *parent = nullptr);

    QTableWidget *table(Sheet sheet) const { return m_tables[sheet]; }
    QTableWidget *orderOfBattle() const { return m_tables[Units]; }
    QUndoStack *undoStack() { return &m_undo; }
    // Loads another scenario, as the scenario list does (unsaved changes are dropped).
    bool load(const QString &id);
    // Tab-separated rows (a spreadsheet's copy) appended to the order of battle as one undo step;
    // false, with nothing added and the row and column named, when a value is refused.
    bool pasteRows(const QString &text);
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

    // Asks before unsaved changes are dropped (Close, Escape).
    void reject() override;

  private:
    enum Field { Id, Name, Ruleset, Map };
    struct Row
    {
        QStringList cells;
        nlohmann::ordered_json extra; // what the file holds that the table does not show
    };

    void buildSheetTab(Sheet sheet, QWidget *tab, const QString &help);
    void fillScenarioList();
    void fillMaps();
    void setField(Field field, const QString &value); // without an undo step
    QString field(Field field) const;
    void fieldEdited(Field field);
    void setCell(Sheet sheet, int row, int column, const QString &value); // without an undo step
    void cellEdited(Sheet sheet, int row, int column);
    // Why `value` cannot go in the cell, or empty when it can (`row`: the row it goes in, -1 for a
    // new row; `others`: the names of the units pasted before it).
    QString refusal(Sheet sheet, int row, int column, const QString &value,
                    const QStringList &others = {}) const;
    QString columnTitle(Sheet sheet, int column) const;
    QString sheetTitle(Sheet sheet) const;
    QString rowText(Sheet sheet, int row) const;        // "Order of battle, row 2 (Lefol)"
    QString itemText(const QString &standInItem) const; // "the sides' levels"
    std::shared_ptr<const umpire::crt::Ruleset> currentRuleset() const; // the ruleset field's
    std::shared_ptr<const umpire::crt::HexMap> currentMap() const;      // the map field's, or none
    Row rowAt(Sheet sheet, int row) const;
    void insertRows(Sheet sheet, const QList<QPair<int, Row>> &rows); // ascending
    void removeRows(Sheet sheet, const QList<QPair<int, Row>> &rows);
    void fillRow(Sheet sheet, int row, const Row &values);
    void renumberTurns();
    void addRow(Sheet sheet);
    void removeSelectedRows(Sheet sheet);
    void movePlayerUp();
    void readStandIns(); // from m_doc
    void showStandIns();
    void showReinforcements();
    QStringList sideNames() const;
    // The scenario as the editor holds it, in the file's order of keys.
    nlohmann::ordered_json document() const;
    bool dirty() const;
    void fail(const QString &message);
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
    QTableWidget *m_reinforcements = nullptr;
    QUndoStack m_undo;
    nlohmann::ordered_json m_doc; // the scenario file as loaded, its keys in their order
    QString m_loadedId;
    // The parts that are stand-ins as loaded (item, source), and whether the whole set-up was one
    // (a demonstration, or "verified": false with no parts named).
    QList<QPair<QString, QString>> m_standIns;
    bool m_wholeStandIn = false;
    QList<QCheckBox *> m_fromMyCopy; // one per stand-in, in m_standIns' order
    QStringList m_committed;         // the fields' values, as Field indexes them
    bool m_filling = false;          // the editor is being filled: not an edit
    QString m_savedPath, m_error;
};
