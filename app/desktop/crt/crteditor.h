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
// (a column per odds, a row per die), with undo while editing and a "this is my printed chart"
// confirmation that marks it verified. Saved as the user's own copy of the ruleset in their
// rule-data folder (never the shipped file), checked as the rules load it before it is written,
// and written whole or not at all.
class CrtEditor : public QDialog
{
    Q_OBJECT

  public:
    CrtEditor(GameSession *session, const QString &rulesetId, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QUndoStack *undoStack() { return &m_undo; }
    // Checks and writes the user's copy; false (and the reason shown) when refused.
    bool save();
    QString savedPath() const { return m_savedPath; }
    QString lastError() const { return m_error; }

  private:
    void load(const QString &rulesetId);
    void cellEdited(int row, int column);
    void setCell(int row, int column, const QString &code); // without an undo step
    void fail(const QString &message);
    friend class CrtCellCommand;

    GameSession *m_session;
    QComboBox *m_ruleset;
    QTableWidget *m_table;
    QCheckBox *m_printed;
    QLabel *m_source;
    QUndoStack m_undo;
    nlohmann::ordered_json m_doc; // the ruleset file as loaded, its keys in their order
    QStringList m_codes;          // the chart's result codes
    QStringList m_columns;        // the chart's columns, in printed order
    bool m_filling = false;       // the table is being filled: not an edit
    QString m_savedPath, m_error;
};
