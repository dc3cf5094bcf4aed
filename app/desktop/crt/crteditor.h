#pragma once

#include <QDialog>
#include <QUndoStack>

#include <nlohmann/json.hpp>

class GameSession;
class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

// The Combat Results Table of a ruleset, cell by cell, laid out as the chart is printed
// (a column per odds, a row per die), with undo while editing, a block of cells pasted from a
// spreadsheet, and a "this is my printed chart" confirmation that marks it verified. A cell changed
// since the file was loaded is marked; closing with changes not saved asks. Saved as the user's own
// copy of the ruleset in their rule-data folder (never the shipped file), checked as the rules load
// it before it is written, and written whole or not at all.
class CrtEditor : public QDialog
{
    Q_OBJECT

  public:
    CrtEditor(GameSession *session, const QString &rulesetId, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QUndoStack *undoStack() { return &m_undo; }
    // Checks and writes the user's copy; false (and the reason shown) when refused. The status line
    // says what was saved where.
    bool save();
    // Result codes copied from a spreadsheet (a row per die, a column per odds) over the chart from
    // the current cell, as one undo step; false, with nothing changed and the cell named, when a
    // code is not one of the chart's.
    bool pasteCells(const QString &text);
    bool isDirty() const;
    QString status() const;

    // Asks Save / Discard / Cancel before unsaved changes are dropped (Close, Escape).
    void reject() override;
    QString savedPath() const { return m_savedPath; }
    QString lastError() const { return m_error; }

  private:
    void load(const QString &rulesetId);
    void updateModified();
    // The chart's code for what was typed ("dr" is "Dr"), or empty when it has none.
    QString codeFor(const QString &typed) const;
    void cellEdited(int row, int column);
    void setCell(int row, int column, const QString &code); // without an undo step
    void fillRulesets();
    void fail(const QString &message);
    friend class CrtCellCommand;

    GameSession *m_session;
    QComboBox *m_ruleset;
    QTableWidget *m_table;
    QCheckBox *m_printed;
    QLabel *m_source;
    QLabel *m_status = nullptr;
    QUndoStack m_undo;
    nlohmann::ordered_json m_doc; // the ruleset file as loaded, its keys in their order
    QStringList m_codes;          // the chart's result codes
    QStringList m_columns;        // the chart's columns, in printed order
    QString m_loadedId;
    bool m_loadedVerified = false;
    bool m_filling = false; // the table is being filled: not an edit
    QString m_savedPath, m_error;
};
