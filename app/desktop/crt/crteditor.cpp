#include "crteditor.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "ruleset.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <filesystem>
#include <tuple>

using nlohmann::ordered_json;

namespace {
constexpr int loadedCodeRole = Qt::UserRole + 1; // a cell's code as the file was loaded
}

// One cell changed: undone and redone on the editor's table.
class CrtCellCommand : public QUndoCommand
{
  public:
    CrtCellCommand(CrtEditor *editor, int row, int column, QString before, QString after)
        : m_editor(editor), m_row(row), m_column(column), m_before(std::move(before)),
          m_after(std::move(after))
    {
        setText(CrtEditor::tr("%1, die %2: %3")
                    .arg(editor->m_columns.value(column))
                    .arg(row + 1)
                    .arg(m_after));
    }
    void undo() override { m_editor->setCell(m_row, m_column, m_before); }
    void redo() override { m_editor->setCell(m_row, m_column, m_after); }

  private:
    CrtEditor *m_editor;
    int m_row, m_column;
    QString m_before, m_after;
};

CrtEditor::CrtEditor(GameSession *session, const QString &rulesetId, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("crtEditor"));
    setWindowTitle(tr("Combat Results Table") + QStringLiteral("[*]"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    fillRulesets();
    auto *rulesetLabel = new QLabel(tr("&Ruleset"));
    rulesetLabel->setBuddy(m_ruleset);
    top->addWidget(rulesetLabel);
    top->addWidget(m_ruleset);
    top->addStretch(1);
    layout->addLayout(top);
    m_source = new QLabel;
    m_source->setObjectName(QStringLiteral("source"));
    m_source->setWordWrap(true);
    layout->addWidget(m_source);
    auto *help = new QLabel(tr("Type each cell as your printed chart has it (a result code), or "
                               "paste a block of cells from a spreadsheet at the current cell "
                               "(Ctrl+V); Ctrl+Z undoes a step, Ctrl+Shift+Z redoes it. Cells "
                               "changed since the file was loaded are in bold on blue."));
    help->setWordWrap(true);
    layout->addWidget(help);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("chart"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto *pasteKey =
        new QShortcut(QKeySequence::Paste, m_table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(pasteKey, &QShortcut::activated, this,
            [this] { pasteCells(QGuiApplication::clipboard()->text()); });
    m_printed =
        new QCheckBox(tr("This is my &printed chart: I checked every cell against my copy"));
    m_printed->setObjectName(QStringLiteral("printedChart"));
    layout->addWidget(m_printed);
    connect(m_printed, &QCheckBox::toggled, this, &CrtEditor::updateModified);
    m_status = addEditorFooter(this, layout, &m_undo, [this] { save(); }).status;
    connect(&m_undo, &QUndoStack::indexChanged, this, &CrtEditor::updateModified);
    connect(m_table, &QTableWidget::cellChanged, this, &CrtEditor::cellEdited);
    connect(m_ruleset, &QComboBox::activated, this, [this] {
        const QString wanted = m_ruleset->currentData().toString();
        if (wanted == m_loadedId)
            return;
        if (!mayDropChanges(this, isDirty(), tr("the chart of %1").arg(m_loadedId),
                            [this] { return save(); })) {
            const QSignalBlocker block(m_ruleset);
            m_ruleset->setCurrentIndex(m_ruleset->findData(m_loadedId));
            return;
        }
        load(wanted);
    });
    if (const int at = m_ruleset->findData(rulesetId); at >= 0)
        m_ruleset->setCurrentIndex(at);
    load(m_ruleset->currentData().toString());
    resize(760, 460);
}

void CrtEditor::fillRulesets()
{
    auto *model = qobject_cast<QStandardItemModel *>(m_ruleset->model());
    // A ruleset that does not load is listed with its error (to be opened and put right).
    for (const auto &[id, path] : m_session->library().available()) {
        umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
            m_session->library().find(id);
        m_ruleset->addItem(r ? QString::fromStdString(id)
                             : tr("%1: does not load").arg(QString::fromStdString(id)),
                           QString::fromStdString(id));
        if (!r) {
            const int at = m_ruleset->count() - 1;
            m_ruleset->setItemData(at, errorText(r.error()), Qt::ToolTipRole);
            if (model)
                model->item(at)->setForeground(QColor(0x70, 0x70, 0x70));
        }
    }
}

void CrtEditor::load(const QString &rulesetId)
{
    m_undo.clear();
    m_loadedId = rulesetId;
    m_doc = ordered_json();
    m_codes.clear();
    m_columns.clear();
    const auto files = m_session->library().available();
    const auto found = files.find(rulesetId.toStdString());
    QFile file(found == files.end() ? QString() : QString::fromStdString(found->second.string()));
    if (found == files.end() || !file.open(QIODevice::ReadOnly)) {
        fail(tr("The ruleset %1 cannot be read.").arg(rulesetId));
        return;
    }
    m_doc = ordered_json::parse(file.readAll().toStdString(), nullptr, false);
    if (!m_doc.is_object() || !m_doc.contains("crt")) {
        fail(tr("%1 is not a ruleset with a Combat Results Table.").arg(file.fileName()));
        return;
    }
    const ordered_json results = m_doc.value("results", ordered_json::object());
    for (const auto &[code, result] : results.items())
        m_codes << QString::fromStdString(code);
    const ordered_json &chart = m_doc["crt"]["columns"];
    for (const auto &[label, cells] : chart.items())
        m_columns << QString::fromStdString(label);
    const int faces = m_doc.value("/die/faces"_json_pointer, 6);
    m_filling = true;
    m_table->clear();
    m_table->setColumnCount(int(m_columns.size()));
    m_table->setRowCount(faces);
    m_table->setHorizontalHeaderLabels(m_columns);
    QStringList dice;
    for (int d = 1; d <= faces; ++d)
        dice << tr("Die %1").arg(d);
    m_table->setVerticalHeaderLabels(dice);
    for (int c = 0; c < m_columns.size(); ++c) {
        const ordered_json &cells = chart[m_columns[c].toStdString()];
        for (int r = 0; r < faces; ++r) {
            const QString code =
                r < int(cells.size()) ? QString::fromStdString(cells[std::size_t(r)]) : QString();
            auto *item = new QTableWidgetItem(code);
            item->setData(Qt::UserRole, code);
            item->setData(loadedCodeRole, code);
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_filling = false;
    const bool verified = m_doc["crt"].value("verified", false);
    m_loadedVerified = verified;
    m_printed->setChecked(verified);
    m_source->setText((verified ? tr("Verified: %1") : tr("UNVERIFIED: %1"))
                          .arg(dataText(m_doc["crt"].value("source", std::string()))) +
                      QLatin1Char('\n') +
                      tr("From %1").arg(QDir::toNativeSeparators(file.fileName())));
    updateModified();
    if (umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
            m_session->library().find(rulesetId.toStdString());
        !r)
        m_status->setText(tr("This file does not load: %1").arg(errorText(r.error())));
    else
        m_status->clear();
}

void CrtEditor::setCell(int row, int column, const QString &code)
{
    m_filling = true;
    QTableWidgetItem *item = m_table->item(row, column);
    item->setText(code);
    item->setData(Qt::UserRole, code); // the cell's value, as the chart holds it now
    markChanged(item, code != item->data(loadedCodeRole).toString());
    m_filling = false;
}

void CrtEditor::cellEdited(int row, int column)
{
    if (m_filling)
        return;
    QTableWidgetItem *item = m_table->item(row, column);
    QString typed = item->text().trimmed();
    if (typed.isEmpty() && item->data(Qt::UserRole).toString().isEmpty())
        return;
    const QString old = item->data(Qt::UserRole).toString();
    setCell(row, column, old); // the command sets the new value, so that it can be undone
    typed = codeFor(typed);
    if (typed.isEmpty()) {
        fail(tr("\"%1\" is not a result of this chart: one of %2")
                 .arg(item->text().trimmed(), m_codes.join(QStringLiteral(", "))));
        return;
    }
    if (typed != old)
        m_undo.push(new CrtCellCommand(this, row, column, old, typed));
}

QString CrtEditor::codeFor(const QString &typed) const
{
    // A result in any case, as the combat panel takes it ("dr" is the chart's "Dr"), unless two
    // of the chart's results differ only by their case.
    if (m_codes.contains(typed))
        return typed;
    QStringList sameLetters;
    for (const QString &code : m_codes)
        if (code.compare(typed, Qt::CaseInsensitive) == 0)
            sameLetters << code;
    return sameLetters.size() == 1 ? sameLetters.front() : QString();
}

bool CrtEditor::pasteCells(const QString &text)
{
    m_error.clear();
    const QList<QStringList> rows = spreadsheetRows(text);
    const int top = std::max(m_table->currentRow(), 0);
    const int left = std::max(m_table->currentColumn(), 0);
    QList<std::tuple<int, int, QString>> cells;
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) {
            const int row = top + r, column = left + c;
            if (row >= m_table->rowCount() || column >= m_table->columnCount()) {
                fail(tr("The pasted cells go past the chart (die %1, %2): paste from a cell with "
                        "room for them. Nothing was pasted.")
                         .arg(row + 1)
                         .arg(column < m_columns.size() ? m_columns[column]
                                                        : tr("column %1").arg(column + 1)));
                return false;
            }
            const QString code = codeFor(rows[r][c]);
            if (code.isEmpty()) {
                fail(tr("%1, die %2: \"%3\" is not a result of this chart: one of %4. Nothing "
                        "was pasted.")
                         .arg(m_columns.value(column))
                         .arg(row + 1)
                         .arg(rows[r][c], m_codes.join(QStringLiteral(", "))));
                return false;
            }
            cells.append({row, column, code});
        }
    if (cells.isEmpty()) {
        fail(tr("The clipboard holds no cells to paste: copy result codes from a spreadsheet, a "
                "row per die."));
        return false;
    }
    int changed = 0;
    m_undo.beginMacro(tr("Paste cells"));
    for (const auto &[row, column, code] : cells)
        if (const QString old = m_table->item(row, column)->data(Qt::UserRole).toString();
            old != code) {
            m_undo.push(new CrtCellCommand(this, row, column, old, code));
            ++changed;
        }
    m_undo.endMacro();
    m_status->setText(
        tr("%n cell(s) pasted, %1 of them changed.", nullptr, int(cells.size())).arg(changed));
    return true;
}

bool CrtEditor::isDirty() const
{
    return !m_undo.isClean() || m_printed->isChecked() != m_loadedVerified;
}

QString CrtEditor::status() const
{
    return m_status->text();
}

void CrtEditor::updateModified()
{
    setWindowModified(isDirty());
}

void CrtEditor::reject()
{
    if (mayDropChanges(this, isDirty(), tr("the chart of %1").arg(m_loadedId),
                       [this] { return save(); }))
        QDialog::reject();
}

bool CrtEditor::save()
{
    m_error.clear();
    if (!m_doc.is_object())
        return false;
    ordered_json doc = m_doc;
    for (int c = 0; c < m_columns.size(); ++c)
        for (int r = 0; r < m_table->rowCount(); ++r)
            doc["crt"]["columns"][m_columns[c].toStdString()][std::size_t(r)] =
                m_table->item(r, c)->text().toStdString();
    if (m_printed->isChecked()) {
        doc["crt"]["verified"] = true;
        doc["crt"]["source"] = "Entered from the user's own printed chart, cell by cell.";
        doc["crt"].erase("userAction");
    }
    const std::filesystem::path dir = umpire::userRuleDataDir();
    if (dir.empty()) {
        fail(tr("There is no user data folder to save into (HOME is not set)."));
        return false;
    }
    const std::string id = m_ruleset->currentData().toString().toStdString();
    const std::filesystem::path target = dir / (id + ".json");
    // Checked as the rules load it, before anything is written.
    if (umpire::Result<umpire::crt::Ruleset> checked =
            umpire::crt::Ruleset::fromJson(nlohmann::json::parse(doc.dump()), target.string());
        !checked) {
        fail(tr("Not saved: %1").arg(errorText(checked.error())));
        return false;
    }
    if (const std::optional<QString> failed = writeWhole(target, doc.dump(2) + "\n")) {
        fail(*failed);
        return false;
    }
    m_session->library().forget(id);
    m_savedPath = QString::fromStdString(target.string());
    // What is saved is what is loaded now: no cell is changed any more.
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int c = 0; c < m_table->columnCount(); ++c) {
            QTableWidgetItem *item = m_table->item(r, c);
            item->setData(loadedCodeRole, item->data(Qt::UserRole));
            markChanged(item, false);
        }
    m_doc = doc;
    m_loadedVerified = m_printed->isChecked();
    m_undo.setClean();
    updateModified();
    m_status->setText(tr("Saved the Combat Results Table of %1%2 to %3.")
                          .arg(QString::fromStdString(id),
                               m_printed->isChecked() ? tr(", as your printed chart") : QString(),
                               QDir::toNativeSeparators(m_savedPath)));
    return true;
}

void CrtEditor::fail(const QString &message)
{
    m_error = message;
    m_status->setText(message);
    if (isVisible())
        QMessageBox::warning(this, windowTitle().remove(QStringLiteral("[*]")), message);
}
