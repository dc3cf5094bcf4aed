#include "crteditor.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "ruleset.h"

#include <QCheckBox>
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
#include <QTableWidget>
#include <QVBoxLayout>

#include <filesystem>

using nlohmann::ordered_json;

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
    setWindowTitle(tr("Combat Results Table"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    for (const auto &[id, path] : session->library().available())
        m_ruleset->addItem(QString::fromStdString(id), QString::fromStdString(id));
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
    auto *help = new QLabel(tr("Type each cell as your printed chart has it (a result code); "
                               "Ctrl+Z undoes a cell, Ctrl+Shift+Z redoes it."));
    help->setWordWrap(true);
    layout->addWidget(help);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("chart"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    m_printed =
        new QCheckBox(tr("This is my &printed chart: I checked every cell against my copy"));
    m_printed->setObjectName(QStringLiteral("printedChart"));
    layout->addWidget(m_printed);
    QDialogButtonBox *buttons = saveAndCancel(this, &m_undo, [this] { return save(); });
    layout->addWidget(buttons);
    connect(m_table, &QTableWidget::cellChanged, this, &CrtEditor::cellEdited);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this,
            [this] { load(m_ruleset->currentData().toString()); });
    if (const int at = m_ruleset->findData(rulesetId); at >= 0)
        m_ruleset->setCurrentIndex(at);
    load(m_ruleset->currentData().toString());
    resize(760, 420);
}

void CrtEditor::load(const QString &rulesetId)
{
    m_undo.clear();
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
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_filling = false;
    const bool verified = m_doc["crt"].value("verified", false);
    m_printed->setChecked(verified);
    m_source->setText((verified ? tr("Verified: %1") : tr("UNVERIFIED: %1"))
                          .arg(dataText(m_doc["crt"].value("source", std::string()))) +
                      QLatin1Char('\n') +
                      tr("From %1").arg(QDir::toNativeSeparators(file.fileName())));
}

void CrtEditor::setCell(int row, int column, const QString &code)
{
    m_filling = true;
    QTableWidgetItem *item = m_table->item(row, column);
    item->setText(code);
    item->setData(Qt::UserRole, code); // the cell's value, as the chart holds it now
    m_filling = false;
}

void CrtEditor::cellEdited(int row, int column)
{
    if (m_filling)
        return;
    QTableWidgetItem *item = m_table->item(row, column);
    QString typed = item->text().trimmed();
    const QString old = item->data(Qt::UserRole).toString();
    setCell(row, column, old); // the command sets the new value, so that it can be undone
    // A result in any case, as the combat panel takes it ("dr" is the chart's "Dr"), unless two
    // of the chart's results differ only by their case.
    QStringList sameLetters;
    for (const QString &code : m_codes)
        if (code.compare(typed, Qt::CaseInsensitive) == 0)
            sameLetters << code;
    if (!m_codes.contains(typed) && sameLetters.size() == 1)
        typed = sameLetters.front();
    if (!m_codes.contains(typed)) {
        fail(tr("\"%1\" is not a result of this chart: one of %2")
                 .arg(typed, m_codes.join(QStringLiteral(", "))));
        return;
    }
    if (typed != old)
        m_undo.push(new CrtCellCommand(this, row, column, old, typed));
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
        fail(errorText(checked.error()));
        return false;
    }
    if (const std::optional<QString> failed = writeWhole(target, doc.dump(2) + "\n")) {
        fail(*failed);
        return false;
    }
    m_session->library().forget(id);
    m_savedPath = QString::fromStdString(target.string());
    return true;
}

void CrtEditor::fail(const QString &message)
{
    m_error = message;
    if (isVisible())
        QMessageBox::warning(this, windowTitle(), message);
}
