#pragma once

#include "scenarioeditor.h"

#include <QUndoCommand>

// The scenario editor's undo steps, each undone and redone on the editor's tables and fields.

// One cell changed.
class ScenarioCellCommand : public QUndoCommand
{
  public:
    ScenarioCellCommand(ScenarioEditor *editor, ScenarioEditor::Sheet sheet, int row, int column,
                        QString before, QString after);
    void undo() override;
    void redo() override;

  private:
    ScenarioEditor *m_editor;
    ScenarioEditor::Sheet m_sheet;
    int m_row, m_column;
    QString m_before, m_after;
};

// Rows added (a new row, a paste) or removed, as one step.
class ScenarioRowsCommand : public QUndoCommand
{
  public:
    ScenarioRowsCommand(ScenarioEditor *editor, ScenarioEditor::Sheet sheet,
                        QList<QPair<int, ScenarioEditor::Row>> rows, bool inserting,
                        const QString &text);
    void undo() override { apply(!m_inserting); }
    void redo() override { apply(m_inserting); }

  private:
    void apply(bool insert);
    ScenarioEditor *m_editor;
    ScenarioEditor::Sheet m_sheet;
    QList<QPair<int, ScenarioEditor::Row>> m_rows;
    bool m_inserting;
};

// The id, name, ruleset or map changed.
class ScenarioFieldCommand : public QUndoCommand
{
  public:
    ScenarioFieldCommand(ScenarioEditor *editor, ScenarioEditor::Field field, QString before,
                         QString after);
    void undo() override;
    void redo() override;

  private:
    ScenarioEditor *m_editor;
    ScenarioEditor::Field m_field;
    QString m_before, m_after;
};
