#include "n1815secrets.h"

#include "n1815module.h"

using namespace umpire;

void N1815Secrets::setPlayersScreen(bool on)
{
    m_playersScreen = on;
    hideAll();
}

Viewer N1815Secrets::viewer() const
{
    if (!m_playersScreen)
        return Viewer::referee();
    if ((m_hand || m_objectives || m_units) && !m_looking.empty())
        return Viewer::player(m_looking);
    return Viewer::everyone();
}

bool N1815Secrets::showsHand(const std::string &side) const
{
    const Viewer v = viewer();
    return v.role == Viewer::Role::Referee ||
           (v.role == Viewer::Role::Player && v.side == side && m_hand);
}

bool N1815Secrets::showsOdds() const
{
    return !m_playersScreen || m_odds;
}

Viewer N1815Secrets::objectivesViewer() const
{
    if (m_objectives && !m_looking.empty())
        return Viewer::player(m_looking);
    return m_playersScreen ? Viewer::everyone() : Viewer::referee();
}

bool N1815Secrets::showsObjectives(const n1815::Data &data, const n1815::State &state) const
{
    return n1815::seesObjectives(data, state, objectivesViewer());
}

void N1815Secrets::lookingIs(const std::string &side)
{
    if (side == m_looking)
        return;
    // Another player looks now: what the last one was shown goes.
    m_hand = m_objectives = m_units = false;
    m_looking = side;
}

void N1815Secrets::showHand(const std::string &side)
{
    lookingIs(side);
    m_hand = true;
}

void N1815Secrets::showObjectives(const std::string &side)
{
    lookingIs(side);
    m_objectives = true;
}

void N1815Secrets::showUnits(const std::string &side)
{
    lookingIs(side);
    m_units = true;
}

void N1815Secrets::hideAll(bool phaseChanged)
{
    m_hand = m_odds = m_objectives = false;
    if (phaseChanged)
        m_units = false;
    if (!m_units)
        m_looking.clear();
}
