#include "n1815boardpanel.h"

#include "datatext.h"
#include "n1815mapview.h"
#include "n1815panel.h"

#include <QTreeWidget>

using namespace umpire;
using namespace n1815ui;

N1815BoardPanel::N1815BoardPanel(N1815Context &context, QWidget *parent)
    : QTabWidget(parent), m_context(context)
{
    setObjectName(QStringLiteral("n1815BoardTabs"));
    m_map = new N1815MapView;
    m_locations = new QTreeWidget;
    m_locations->setObjectName(QStringLiteral("n1815Locations"));
    m_locations->setHeaderLabels({tr("Location"), tr("Country"), tr("Units"), tr("Roads to")});
    m_locations->setRootIsDecorated(false);
    m_locations->setAlternatingRowColors(true);
    addTab(m_map, tr("&Map"));
    addTab(m_locations, tr("&Locations"));
}

void N1815BoardPanel::refresh()
{
    const n1815::Game &game = m_context.game();
    m_map->setGame(&m_context.data(), &game.state);
    const n1815::Visibility seen = m_context.visibility();
    std::set<std::string> hidden;
    for (const n1815::Unit &u : m_context.data().units)
        if (!seen.namesUnit(u.id))
            hidden.insert(u.id);
    m_map->setHidden(std::move(hidden));
    m_map->setHighlight(game.battle ? qs(game.battle->location) : QString());
    refreshLocations();
}

void N1815BoardPanel::refreshLocations()
{
    const n1815::Data &rules = m_context.data();
    const n1815::State &st = m_context.game().state;
    m_locations->clear();
    for (const n1815::Location &l : rules.locations) {
        QStringList units, roads;
        const n1815::Visibility seen = m_context.visibility();
        for (const std::string &u : st.unitsAt(rules, l.id))
            units << m_context.unitName(u) +
                         (seen.namesUnit(u) && rules.unit(u) && rules.unit(u)->isCorps()
                              ? QStringLiteral(" (%1)").arg(st.cohesion(u))
                              : QString());
        for (const n1815::Road *road : rules.roadsFrom(l.id))
            roads << m_context.locationName(road->other(l.id)) +
                         (road->river ? tr(" (river)") : QString()) +
                         (road->verified ? QString() : QStringLiteral("*"));
        auto *item = new QTreeWidgetItem({m_context.locationChoice(l.id), dataText(l.country),
                                          units.join(QStringLiteral(", ")),
                                          roads.join(QStringLiteral(", "))});
        item->setData(0, Qt::UserRole, qs(l.id));
        m_locations->addTopLevelItem(item);
    }
    for (int c = 0; c < 3; ++c)
        m_locations->resizeColumnToContents(c);
}
