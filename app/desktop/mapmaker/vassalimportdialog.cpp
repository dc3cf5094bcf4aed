#include "vassalimportdialog.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "moduleimport.h"
#include "settings.h"
#include "unitstable.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>

using nlohmann::json;

namespace {

enum Column { Piece, Side, Strength, Type, Corps, Movement };

QString csvField(QString text)
{
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')))
        return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
               QLatin1Char('"');
    return text;
}

} // namespace

VassalImportDialog::VassalImportDialog(const umpire::crt::RulesetLibrary &library,
                                       Settings *settings, QWidget *parent)
    : QDialog(parent), m_library(library), m_settings(settings),
      m_target(QString::fromStdString(umpire::userRuleDataDir().string()))
{
    setWindowTitle(tr("Import a VASSAL module"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    auto *row = new QHBoxLayout;
    m_module = new QLineEdit;
    auto *browse = new QPushButton(tr("&Choose…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("A VASSAL module"), QDir::homePath(), tr("VASSAL modules (*.vmod *.zip)"));
        if (!path.isEmpty())
            setModule(path);
    });
    row->addWidget(m_module);
    row->addWidget(browse);
    form->addRow(tr("Module"), row);
    m_ruleset = new QComboBox;
    m_ruleset->addItem(tr("Napoleon's Last Battles"), QStringLiteral("nlb"));
    m_ruleset->addItem(tr("Battles of the Medieval World"), QStringLiteral("bmw"));
    m_ruleset->addItem(tr("Napoleon at Waterloo"), QStringLiteral("naw"));
    form->addRow(tr("Played by"), m_ruleset);
    layout->addLayout(form);
    m_table = new QTableWidget(0, 6);
    m_table->setHorizontalHeaderLabels(
        {tr("Piece"), tr("Side"), tr("Strength"), tr("Type"), tr("Corps"), tr("Movement")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVisible(false);
    layout->addWidget(m_table, 1);
    m_status = new QLabel(tr("Choose a module and the game it is played by, then Import."));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *go = buttons->addButton(tr("&Import"), QDialogButtonBox::ActionRole);
    connect(go, &QPushButton::clicked, this, [this] { import(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(820, 560);
}

void VassalImportDialog::setModule(const QString &path)
{
    m_module->setText(path);
    m_table->setRowCount(0);
    m_table->setVisible(false);
}

void VassalImportDialog::setRuleset(const QString &id)
{
    m_ruleset->setCurrentIndex(m_ruleset->findData(id));
}

QString VassalImportDialog::status() const
{
    return m_status->text();
}

QString VassalImportDialog::moduleKey() const
{
    if (!m_report.contains("module"))
        return {};
    return QString::fromStdString(umpire::ruleDataId(m_report["module"].value("name", "") + " " +
                                                     m_report["module"].value("version", "")));
}

QString VassalImportDialog::unitsCsv() const
{
    QString csv = QStringLiteral("piece,side,strength,type,corps,movement\n");
    auto number = [&](int r, int c) {
        const int v = qobject_cast<QSpinBox *>(m_table->cellWidget(r, c))->value();
        return v > 0 ? QString::number(v) : QString(); // 0 stands for "not given"
    };
    auto choice = [&](int r, int c) {
        return qobject_cast<QComboBox *>(m_table->cellWidget(r, c))->currentText();
    };
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList fields = {m_table->item(r, Piece)->text(),
                              choice(r, Side),
                              number(r, Strength),
                              choice(r, Type),
                              m_table->item(r, Corps) ? m_table->item(r, Corps)->text() : QString(),
                              number(r, Movement)};
        for (QString &f : fields)
            f = csvField(f.trimmed());
        csv += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return csv;
}

// The pieces' rows, from the table the import leaves to fill in, each with what is known of it.
void VassalImportDialog::fillTable(const QString &templateCsv)
{
    umpire::Result<umpire::vassal::UnitsTable> rows =
        umpire::vassal::UnitsTable::fromText(templateCsv.toStdString(), "units-template.csv");
    if (!rows)
        return;
    umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> ruleset =
        m_library.find(m_ruleset->currentData().toString().toStdString());
    m_table->setRowCount(0);
    for (const auto &[piece, facts] : rows->rows()) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        auto *name = new QTableWidgetItem(QString::fromStdString(piece));
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(r, Piece, name);
        auto *side = new QComboBox;
        side->setEditable(!ruleset || (*ruleset)->sides.empty());
        side->addItem(QString());
        if (ruleset)
            for (const std::string &s : (*ruleset)->sides)
                side->addItem(QString::fromStdString(s));
        side->setCurrentText(QString::fromStdString(facts.side));
        m_table->setCellWidget(r, Side, side);
        auto *strength = new QSpinBox;
        strength->setRange(0, 1000);
        strength->setSpecialValueText(tr("?"));
        strength->setValue(facts.strength.value_or(0));
        m_table->setCellWidget(r, Strength, strength);
        auto *type = new QComboBox;
        type->addItem(QString());
        if (ruleset)
            for (const std::string &t : (*ruleset)->unitTypes)
                type->addItem(QString::fromStdString(t));
        type->setCurrentText(QString::fromStdString(facts.type));
        m_table->setCellWidget(r, Type, type);
        m_table->setItem(r, Corps, new QTableWidgetItem(QString::fromStdString(facts.corps)));
        auto *movement = new QSpinBox;
        movement->setRange(0, 100);
        movement->setSpecialValueText(tr("-"));
        movement->setValue(facts.movement.value_or(0));
        m_table->setCellWidget(r, Movement, movement);
    }
    fitColumnsToTitles(m_table);
    m_table->setVisible(m_table->rowCount() > 0);
}

// The import's maps, pictures, scenarios and counters put in the rule-data folder, never over a
// file there: the first one that is there already is named instead.
std::optional<QString> VassalImportDialog::addToRuleData(const QString &from)
{
    const QDir source(from), target(m_target);
    QStringList files;
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = source.relativeFilePath(it.next());
        if (relative.startsWith(QLatin1String("units-template")))
            continue;
        if (QFileInfo::exists(target.filePath(relative)))
            return tr("%1 is in your rule data already (%2): remove it to import the module again.")
                .arg(relative, m_target);
        files << relative;
    }
    for (const QString &relative : files) {
        QFile in(source.filePath(relative));
        if (!in.open(QIODevice::ReadOnly))
            return tr("%1 cannot be read: %2").arg(in.fileName(), in.errorString());
        if (std::optional<QString> failed =
                writeWhole(QFile::encodeName(target.filePath(relative)).toStdString(),
                           in.readAll().toStdString()))
            return failed;
    }
    return std::nullopt;
}

bool VassalImportDialog::import()
{
    if (m_module->text().isEmpty()) {
        m_status->setText(tr("Choose a module first."));
        return false;
    }
    QTemporaryDir work;
    umpire::vassal::ModuleImport request;
    request.module = QFile::encodeName(m_module->text()).toStdString();
    request.ruleset = m_ruleset->currentData().toString().toStdString();
    auto run = [&](const QString &csv) -> umpire::Result<json> {
        request.output = QFile::encodeName(work.filePath(QStringLiteral("import"))).toStdString();
        QDir(work.filePath(QStringLiteral("import"))).removeRecursively();
        request.units.reset();
        if (!csv.isEmpty()) {
            const QString units = work.filePath(QStringLiteral("units.csv"));
            QFile f(units);
            if (f.open(QIODevice::WriteOnly))
                f.write(csv.toUtf8());
            request.units = QFile::encodeName(units).toStdString();
        }
        QApplication::setOverrideCursor(Qt::WaitCursor);
        umpire::Result<json> done = umpire::vassal::importModule(request, m_library);
        QApplication::restoreOverrideCursor();
        return done;
    };
    // The table as the referee filled it, else as it was remembered for this module.
    QString csv = m_table->rowCount() > 0 ? unitsCsv() : QString();
    umpire::Result<json> done = run(csv);
    if (done)
        m_report = *done;
    if (done && csv.isEmpty() && !(*done)["needs"].empty()) {
        const QString remembered = m_settings ? m_settings->vassalUnits(moduleKey()) : QString();
        if (!remembered.isEmpty()) {
            csv = remembered;
            done = run(csv);
            if (done)
                m_report = *done;
        }
    }
    if (!done) {
        m_status->setText(errorText(done.error()));
        return false;
    }
    const QString templateFile = work.filePath(QStringLiteral("import/units-template.csv"));
    if (!(*done)["needs"].empty()) {
        QFile t(templateFile);
        if (t.open(QIODevice::ReadOnly))
            fillTable(QString::fromUtf8(t.readAll()));
        m_status->setText(tr("%n pieces need a side, a strength or a type: give them in the "
                             "table, then Import again.",
                             nullptr, int((*done)["needs"].size())));
        return false;
    }
    if (std::optional<QString> failed = addToRuleData(work.filePath(QStringLiteral("import")))) {
        m_status->setText(*failed);
        return false;
    }
    if (m_settings && !csv.isEmpty())
        m_settings->setVassalUnits(moduleKey(), csv);
    QStringList scenarios;
    for (const json &s : (*done)["scenarios"])
        scenarios << QString::fromStdString(s.value("id", ""));
    m_status->setText(tr("Imported %1: %n maps, their counters and the scenarios %2, in %3. "
                         "File > New game plays them; paint the maps' terrain with File > New map "
                         "from a picture, or in their files.",
                         nullptr, int((*done)["maps"].size()))
                          .arg(QString::fromStdString((*done)["module"].value("name", "")),
                               scenarios.join(QStringLiteral(", ")), m_target));
    return true;
}
