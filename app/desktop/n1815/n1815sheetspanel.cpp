#include "n1815sheetspanel.h"

#include "datatext.h"
#include "n1815panel.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using nlohmann::json;
using namespace umpire;
using namespace n1815ui;

N1815SheetsPanel::N1815SheetsPanel(N1815Context &context, QWidget *parent)
    : QWidget(parent), m_context(context)
{
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(
        tr("Each corps' cohesion track, the cube (yellow) where it stands and the half-way mark "
           "(red frame): at or below it the corps draws its reduced cards (N1815 4). Values "
           "marked UNVERIFIED are stand-ins: check them against your own tracking sheets."));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_sheets = new QTableWidget(0, 6);
    m_sheets->setObjectName(QStringLiteral("n1815Sheets"));
    m_sheets->setHorizontalHeaderLabels(
        {tr("Army"), tr("Corps"), tr("Where"), tr("Cohesion track"), tr("Cards"), tr("Tactical")});
    m_sheets->verticalHeader()->hide();
    m_sheets->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sheets->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sheets->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sheets->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(m_sheets, 1);

    auto *overrideBox = new QGroupBox(tr("The referee's override (journaled with why)"));
    m_overrideCohesion = new QSpinBox;
    m_overrideCohesion->setObjectName(QStringLiteral("n1815OverrideCohesion"));
    m_overrideCohesion->setRange(0, 99);
    m_overrideWhy = new QLineEdit;
    m_overrideWhy->setObjectName(QStringLiteral("n1815OverrideWhy"));
    m_overrideWhy->setPlaceholderText(tr("why: the cube on our sheet says otherwise"));
    m_overrideLocation = new QComboBox;
    m_overrideLocation->setObjectName(QStringLiteral("n1815OverrideLocation"));
    m_overrideLocation->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const n1815::Location &l : m_context.data().locations)
        m_overrideLocation->addItem(m_context.locationChoice(l.id), qs(l.id));
    m_overrideLocation->setToolTip(tr("* a stand-in town of the rule data: check your map"));
    auto *set = button(tr("Set the selected unit"), "n1815Override");
    set->setToolTip(tr("The cohesion and location chosen, where they differ from the game's"));
    overrideBox->setLayout(row({new QLabel(tr("Cohesion:")), m_overrideCohesion,
                                new QLabel(tr("At:")), m_overrideLocation, m_overrideWhy, set},
                               false));
    layout->addWidget(overrideBox);
    auto *missing = new QLabel(
        tr("A stand-in track (its top or its half-way mark) is corrected in your own copy of "
           "n1815.json in your rule-data folder; Umpire reads it before the shipped one."));
    missing->setWordWrap(true);
    layout->addWidget(missing);
    connect(set, &QPushButton::clicked, this, [this] { overrideUnit(); });
    connect(m_sheets, &QTableWidget::currentCellChanged, this, [this] { followSelection(); });
}

void N1815SheetsPanel::followSelection()
{
    const int r = m_sheets->currentRow();
    if (r < 0 || !m_sheets->item(r, 1))
        return;
    const std::string unit = m_sheets->item(r, 1)->data(Qt::UserRole).toString().toStdString();
    const n1815::State &st = m_context.game().state;
    const n1815::Unit *u = m_context.data().unit(unit);
    m_overrideCohesion->setEnabled(u && u->isCorps()); // a commander has no track
    m_overrideCohesion->setValue(st.cohesion(unit));
    m_overrideLocation->setCurrentIndex(m_overrideLocation->findData(qs(st.locationOf(unit))));
}

// The referee is the authority (N1815 has no rule for a cube or a block found misplaced): what
// differs from the game is set, with why.
void N1815SheetsPanel::overrideUnit()
{
    const int r = m_sheets->currentRow();
    if (r < 0 || !m_sheets->item(r, 1))
        return m_context.fail(tr("Select the unit on the sheet first"));
    const QString why = m_overrideWhy->text().trimmed();
    if (why.isEmpty())
        return m_context.fail(tr("Say why: an override is journaled with its reason"));
    const std::string unit = m_sheets->item(r, 1)->data(Qt::UserRole).toString().toStdString();
    const n1815::State &st = m_context.game().state;
    json action = {{"action", "override"}, {"unit", unit}, {"why", why.toStdString()}};
    if (m_overrideCohesion->isEnabled() && m_overrideCohesion->value() != st.cohesion(unit))
        action["cohesion"] = m_overrideCohesion->value();
    const std::string at = m_overrideLocation->currentData().toString().toStdString();
    // A corps put back from elimination needs its place as well as its cohesion.
    if (!at.empty() && (at != st.locationOf(unit) || !st.isAlive(unit)) &&
        (st.isAlive(unit) || action.contains("cohesion")))
        action["location"] = at;
    if (!action.contains("cohesion") && !action.contains("location"))
        return m_context.fail(tr("Nothing to set: choose a cohesion or a location the game does "
                                 "not already have"));
    if (m_context.act(action))
        m_overrideWhy->clear();
}

void N1815SheetsPanel::refresh()
{
    const n1815::Data &rules = m_context.data();
    const n1815::State &st = m_context.game().state;
    m_sheets->setRowCount(0);
    for (const n1815::Army &army : rules.armies) {
        std::vector<std::string> ids = army.corps;
        if (!army.commander.empty())
            ids.push_back(army.commander);
        const n1815::Visibility seen = m_context.visibility();
        for (const std::string &id : ids) {
            const n1815::Unit *u = rules.unit(id);
            // N1815 46: a unit the screen's viewer may not name has no row (its track would tell
            // which block lost cohesion on a move).
            if (!u || !seen.namesUnit(id))
                continue;
            const int r = m_sheets->rowCount();
            m_sheets->insertRow(r);
            m_sheets->setItem(r, 0, new QTableWidgetItem(dataText(army.name)));
            auto *name = new QTableWidgetItem(m_context.unitName(id));
            name->setData(Qt::UserRole, qs(id));
            m_sheets->setItem(r, 1, name);
            m_sheets->setItem(r, 2,
                              new QTableWidgetItem(st.isAlive(id)
                                                       ? m_context.locationName(st.locationOf(id))
                                                       : tr("eliminated")));
            const auto unverified = [](const n1815::Rating &rating) {
                return rating.verified ? QString() : QStringLiteral("*");
            };
            QString track;
            if (u->isCorps()) {
                // The printed track, top down: the cube on the current level, the half-way mark.
                track = QStringLiteral("<table cellspacing=1 cellpadding=2><tr>");
                for (int level = u->cohesion.value; level >= 1; --level) {
                    QString style = QStringLiteral("border:1px solid #999;");
                    if (level == st.cohesion(id) && st.isAlive(id))
                        style += QStringLiteral("background:#f4d03f;font-weight:bold;");
                    if (level == u->halfway.value)
                        style += QStringLiteral("border:2px solid #c0392b;");
                    track +=
                        QStringLiteral("<td style='%1'>&nbsp;%2&nbsp;</td>").arg(style).arg(level);
                }
                track += QStringLiteral("</tr></table>");
                if (!u->cohesion.verified || !u->halfway.verified)
                    track += tr("<small>UNVERIFIED track: a stand-in, check your sheet</small>");
                auto *label = new QLabel(track);
                label->setObjectName(QStringLiteral("track-") + qs(id));
                label->setAutoFillBackground(true); // the cell's own painting stays under it
                label->setToolTip(tr("cohesion %1 of %2%3; half-way mark %4%5")
                                      .arg(st.cohesion(id))
                                      .arg(u->cohesion.value)
                                      .arg(unverified(u->cohesion))
                                      .arg(u->halfway.value)
                                      .arg(unverified(u->halfway)));
                m_sheets->setCellWidget(r, 3, label);
                // The value under the drawn track is data, never painted under it (a digit over
                // the track's top box).
                auto *cohesion = new QTableWidgetItem;
                cohesion->setData(Qt::UserRole, st.cohesion(id));
                m_sheets->setItem(r, 3, cohesion);
                m_sheets->setItem(r, 4,
                                  new QTableWidgetItem(QStringLiteral("%1%2 / %3%4")
                                                           .arg(u->cards.value)
                                                           .arg(unverified(u->cards))
                                                           .arg(u->reducedCards.value)
                                                           .arg(unverified(u->reducedCards))));
            } else {
                m_sheets->setItem(r, 3, new QTableWidgetItem(tr("commander")));
                m_sheets->setItem(
                    r, 4,
                    new QTableWidgetItem(
                        QStringLiteral("%1%2").arg(u->cards.value).arg(unverified(u->cards))));
            }
            m_sheets->setItem(
                r, 5,
                new QTableWidgetItem(
                    QStringLiteral("%1%2").arg(u->tactical.value).arg(unverified(u->tactical))));
        }
    }
    m_sheets->resizeColumnsToContents();
    m_sheets->resizeRowsToContents();
    m_sheets->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
}
