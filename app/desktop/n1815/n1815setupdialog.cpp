#include "n1815setupdialog.h"

#include "datatext.h"
#include "n1815panel.h"
#include "n1815secrets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using nlohmann::json;
using namespace umpire;
using namespace n1815ui;

N1815SetupDialog::N1815SetupDialog(N1815Context &context, QWidget *parent)
    : QDialog(parent), m_context(context)
{
    setObjectName(QStringLiteral("n1815SetupDialog"));
    setWindowTitle(tr("The players' own set-up"));
    auto *layout = new QVBoxLayout(this);
    m_rules = new QLabel;
    m_rules->setWordWrap(true);
    layout->addWidget(m_rules);
    m_hidden = new QLabel;
    m_hidden->setObjectName(QStringLiteral("n1815SetupHidden"));
    m_hidden->setWordWrap(true);
    layout->addWidget(m_hidden);
    m_showButtons = new QVBoxLayout;
    layout->addLayout(m_showButtons);
    m_units = new QTableWidget(0, 3);
    m_units->setObjectName(QStringLiteral("n1815SetupUnits"));
    m_units->setHorizontalHeaderLabels({tr("Army"), tr("Unit"), tr("Sets up at")});
    m_units->setToolTip(tr("* a stand-in town of the rule data: check your map"));
    m_units->verticalHeader()->hide();
    m_units->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_units->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    layout->addWidget(m_units, 1);
    m_refusal = new QLabel;
    m_refusal->setObjectName(QStringLiteral("n1815SetupRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color:#a00"));
    layout->addWidget(m_refusal);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    auto *use = buttons->addButton(tr("&Use this set-up"), QDialogButtonBox::AcceptRole);
    use->setObjectName(QStringLiteral("n1815SetupUse"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(720, 640);
    fill();
}

void N1815SetupDialog::fill()
{
    const n1815::Data &rules = m_context.data();
    const n1815::State &st = m_context.game().state;
    const n1815::Visibility seen = m_context.visibility();
    QStringList areas;
    for (const n1815::SetupArea &area : rules.optionalSetup)
        if (const n1815::Army *army = rules.army(area.army))
            areas << tr("%1 units set up %2").arg(dataText(army->name), dataText(area.text));
    m_rules->setText(
        tr("%1: %2.").arg(qs(rules.optionalSetupRule), areas.join(QStringLiteral("; "))));
    m_units->setRowCount(0);
    QStringList hiddenSides;
    for (const n1815::Side &side : rules.sides) {
        bool named = false, hidden = false;
        for (const n1815::Unit &u : rules.units) {
            const n1815::Army *army = rules.army(u.army);
            if (!army || army->side != side.id)
                continue;
            if (!seen.namesUnit(u.id)) {
                hidden = true;
                continue;
            }
            named = true;
            const int r = m_units->rowCount();
            m_units->insertRow(r);
            m_units->setItem(r, 0, new QTableWidgetItem(dataText(army->name)));
            auto *name = new QTableWidgetItem(m_context.unitName(u.id));
            name->setData(Qt::UserRole, qs(u.id));
            m_units->setItem(r, 1, name);
            auto *where = new QComboBox;
            where->setObjectName(QStringLiteral("n1815SetupAt-") + qs(u.id));
            for (const std::string &l : n1815::State::setupLocations(rules, u.army))
                where->addItem(m_context.locationChoice(l), qs(l));
            where->setCurrentIndex(where->findData(qs(st.locationOf(u.id))));
            m_units->setCellWidget(r, 2, where);
        }
        if (hidden && !named)
            hiddenSides << qs(side.id);
    }
    m_units->resizeColumnsToContents();
    m_units->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    // N1815 46: a side's units named to its own player only; the others look away.
    while (QLayoutItem *item = m_showButtons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_hidden->setVisible(!hiddenSides.isEmpty());
    m_hidden->setText(tr("On the players' screen a side's units are named to its own player only: "
                         "show him his units (the other players look away)."));
    for (const QString &side : hiddenSides) {
        auto *show = new QPushButton(
            tr("Show the %1 player his units").arg(m_context.sideName(side.toStdString())));
        show->setObjectName(QStringLiteral("n1815SetupShow-") + side);
        show->setAutoDefault(false);
        connect(show, &QPushButton::clicked, this, [this, side] {
            N1815Secrets secrets = m_context.secrets();
            secrets.showUnits(side.toStdString());
            m_context.setSecrets(secrets);
            fill();
        });
        m_showButtons->addWidget(show);
    }
}

void N1815SetupDialog::accept()
{
    // The units listed, where chosen: the others stay where they are (the engine's set-up).
    json positions = json::object();
    for (int r = 0; r < m_units->rowCount(); ++r) {
        const std::string unit = m_units->item(r, 1)->data(Qt::UserRole).toString().toStdString();
        const auto *where = qobject_cast<QComboBox *>(m_units->cellWidget(r, 2));
        if (where && where->currentIndex() >= 0)
            positions[unit] = where->currentData().toString().toStdString();
    }
    if (m_context.act({{"action", "optionalSetup"}, {"positions", positions}})) {
        QDialog::accept();
        return;
    }
    m_refusal->setText(m_context.lastError());
}

void N1815SetupDialog::done(int result)
{
    // Set up or not, the next player sits down: the units shown go hidden again.
    N1815Secrets secrets = m_context.secrets();
    secrets.hideUnits();
    m_context.setSecrets(secrets);
    QDialog::done(result);
}
