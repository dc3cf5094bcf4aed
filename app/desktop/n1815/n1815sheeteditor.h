#pragma once

#include <QDialog>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <map>

class GameSession;
class QLabel;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;

// Napoleon 1815 Returns' tracking sheets and card deck, laid out as the printed sheets
// are (a sheet per army, a row per corps and its commander: cohesion, half-way mark, cards,
// reduced cards, tactical rating; then the deck's six card types), every value with its own
// "verified" tick. A stand-in is marked until the user ticks it against their copy; typing a value
// alone never verifies it (a changed value is unticked until confirmed). Undo while editing; saved
// as the user's own n1815.json in their rule-data folder (never the shipped file), checked as the
// engine loads it before it is written, and written whole or not at all.
class N1815SheetEditor : public QDialog
{
    Q_OBJECT

  public:
    // An army sheet's columns, in the printed order.
    enum Column { Name, Cohesion, Halfway, Cards, ReducedCards, Tactical, ColumnCount };
    // The deck's rows: the six card types in the file's order, then the deck size.
    static constexpr int deckSizeRow = 6;

    explicit N1815SheetEditor(GameSession *session, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    // The sheet of an army by its id ("french"); nullptr when there is none.
    QTableWidget *sheet(const QString &armyId) const;
    // A unit's row in its army's sheet (-1 when unknown).
    int rowOf(const QString &unitId) const;
    QTableWidget *deck() const { return m_deck; } // column 1: the counts
    QUndoStack *undoStack() { return &m_undo; }
    int standIns() const; // values not ticked verified, as the screen now holds them
    // Checks and writes the user's copy; false (and the reason shown) when refused.
    bool save();
    QString loadedPath() const { return m_loadedPath; } // the file the values came from
    QString savedPath() const { return m_savedPath; }
    QString lastError() const { return m_error; }

  private:
    struct CellState
    {
        QString value;
        bool verified = false;
        bool operator==(const CellState &) const = default;
    };

    void load();
    QTableWidget *newSheet();
    QTableWidgetItem *valueItem(const std::string &pointer, bool rating);
    void itemEdited(QTableWidgetItem *item);
    void setCell(QTableWidgetItem *item, const CellState &state); // without an undo step
    void restyle(QTableWidgetItem *item);
    void refreshSummary();
    // Refused: said in a message box (a save), or under the sheets (a typed value).
    void fail(const QString &message, bool modal = true);
    friend class N1815SheetCellCommand;

    GameSession *m_session;
    QTabWidget *m_tabs;
    QTableWidget *m_deck = nullptr;
    std::map<QString, QTableWidget *> m_sheets; // by army id
    QLabel *m_source, *m_summary, *m_deckTotal, *m_message;
    QUndoStack m_undo;
    nlohmann::ordered_json m_doc; // the file as loaded (or last saved), its keys in their order
    bool m_filling = false;       // the tables are being filled: not an edit
    QString m_loadedPath, m_savedPath, m_error;
};
