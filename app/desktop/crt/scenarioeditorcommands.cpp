#include "scenarioeditorcommands.h"

ScenarioCellCommand::ScenarioCellCommand(ScenarioEditor *editor, ScenarioEditor::Sheet sheet,
                                         int row, int column, QString before, QString after)
    : m_editor(editor), m_sheet(sheet), m_row(row), m_column(column), m_before(std::move(before)),
      m_after(std::move(after))
{
    setText(ScenarioEditor::tr("%1, row %2: %3")
                .arg(editor->columnTitle(sheet, column))
                .arg(row + 1)
                .arg(m_after));
}

void ScenarioCellCommand::undo()
{
    m_editor->setCell(m_sheet, m_row, m_column, m_before);
}

void ScenarioCellCommand::redo()
{
    m_editor->setCell(m_sheet, m_row, m_column, m_after);
}

ScenarioRowsCommand::ScenarioRowsCommand(ScenarioEditor *editor, ScenarioEditor::Sheet sheet,
                                         QList<QPair<int, ScenarioEditor::Row>> rows,
                                         bool inserting, const QString &text)
    : m_editor(editor), m_sheet(sheet), m_rows(std::move(rows)), m_inserting(inserting)
{
    setText(text);
}

void ScenarioRowsCommand::apply(bool insert)
{
    if (insert)
        m_editor->insertRows(m_sheet, m_rows);
    else
        m_editor->removeRows(m_sheet, m_rows);
}

ScenarioFieldCommand::ScenarioFieldCommand(ScenarioEditor *editor, ScenarioEditor::Field field,
                                           QString before, QString after)
    : m_editor(editor), m_field(field), m_before(std::move(before)), m_after(std::move(after))
{
    setText(m_after);
}

void ScenarioFieldCommand::undo()
{
    m_editor->setField(m_field, m_before);
}

void ScenarioFieldCommand::redo()
{
    m_editor->setField(m_field, m_after);
}
