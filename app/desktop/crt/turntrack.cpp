#include "turntrack.h"

#include "datatext.h"
#include "gamesession.h"
#include "victory.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace {

// A player's phase in the app's language: "French Combat"; in French "Combat (Français)".
// A player's phase: "French Combat"; a player named apart from the armies he commands in this
// game says which they are (NLB's Allied player with the Prussians alone: "Allied Movement
// (Prussian)").
QString playerPhase(const GameSession &session, const std::string &player, const std::string &phase)
{
    if (player.empty())
        return dataText(phase);
    const QString named =
        QCoreApplication::translate("TurnTrack", "%1 %2", "a player, then the phase: French Combat")
            .arg(dataText(player), dataText(phase));
    QStringList armies;
    for (const umpire::crt::Ruleset::Player &p : session.ruleset().players)
        if (p.name == player)
            for (const std::string &army : p.armies)
                if (army != player && session.state().side(army))
                    armies << dataText(army);
    return armies.isEmpty() ? named
                            : QCoreApplication::translate("TurnTrack", "%1 (%2)",
                                                          "a player's phase, then his armies")
                                  .arg(named, armies.join(QStringLiteral(", ")));
}

} // namespace

TurnTrack::TurnTrack(GameSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("turnTrack"));
    auto *grid = new QGridLayout(this);
    m_turn = new QLabel;
    m_turn->setObjectName(QStringLiteral("turn"));
    QFont big = m_turn->font();
    big.setPointSize(big.pointSize() + 6);
    big.setBold(true);
    m_turn->setFont(big);
    m_weather = new QLabel;
    m_weather->setObjectName(QStringLiteral("weather"));
    QFont mid = m_weather->font();
    mid.setPointSize(mid.pointSize() + 3);
    mid.setBold(true);
    m_weather->setFont(mid);
    m_phase = new QLabel;
    m_phase->setObjectName(QStringLiteral("phase"));
    m_phase->setFont(mid);
    m_phase->setWordWrap(true);
    m_next = new QLabel;
    m_next->setObjectName(QStringLiteral("next"));
    m_next->setWordWrap(true);
    m_reinforcements = new QLabel;
    m_reinforcements->setObjectName(QStringLiteral("reinforcements"));
    m_reinforcements->setWordWrap(true);
    m_advance = new QPushButton(tr("Next step (F5)"));
    m_advance->setObjectName(QStringLiteral("advance"));
    grid->addWidget(m_turn, 0, 0);
    grid->addWidget(m_weather, 0, 1, Qt::AlignRight);
    grid->addWidget(m_phase, 1, 0, 1, 2);
    grid->addWidget(m_next, 2, 0, 1, 2);
    grid->addWidget(m_reinforcements, 3, 0, 1, 2);
    grid->addWidget(m_advance, 4, 0, 1, 2);
    connect(m_advance, &QPushButton::clicked, this, [this] {
        if (umpire::Result<umpire::ActOutcome> e = m_session->act({{"action", "next"}}); !e)
            emit m_session->failed(errorText(e.error()));
    });
    connect(m_session, &GameSession::stateChanged, this, &TurnTrack::refresh);
    refresh();
}

void TurnTrack::refresh()
{
    const bool game = m_session->hasGame();
    m_advance->setEnabled(game && !m_session->readOnly());
    if (!game) {
        m_turn->setText(tr("No game"));
        m_weather->clear();
        m_phase->clear();
        m_next->clear();
        m_reinforcements->clear();
        return;
    }
    const umpire::crt::GameState &st = m_session->state();
    if (st.turn == 0) {
        m_turn->setText(tr("Before the first turn"));
        m_phase->setText(tr("Set up the counters"));
    } else {
        // The turn record's label ("2 PM") when it gives one: never "Turn 1 · turn 1".
        const std::string label = st.turnLabel(st.turn);
        m_turn->setText(label == "turn " + std::to_string(st.turn)
                            ? tr("Turn %1").arg(st.turn)
                            : tr("Turn %1 · %2").arg(st.turn).arg(dataText(label)));
        m_phase->setText(st.phase.empty() ? tr("No phase yet")
                                          : playerPhase(*m_session, st.phasePlayer, st.phase));
    }
    if (st.weather == umpire::crt::Weather::Night) {
        m_weather->setText(tr("☾ Night"));
        m_weather->setStyleSheet(QStringLiteral("color: #1d2d6b;"));
        m_weather->setToolTip(tr("NLB 7.9: no combat at night"));
    } else if (st.weather == umpire::crt::Weather::Rain) {
        m_weather->setText(tr("☂ Rain"));
        m_weather->setStyleSheet(QStringLiteral("color: #2a5d8a;"));
        m_weather->setToolTip(tr("No combat in rain where the rules say so (NLB 7.9)"));
    } else {
        m_weather->setText(tr("☀ Clear"));
        m_weather->setStyleSheet(QString());
        m_weather->setToolTip(QString());
    }
    if (std::optional<umpire::crt::SequenceStep> next = m_session->game().nextStep())
        m_next->setText(tr("Next: %1 (%2)")
                            .arg(playerPhase(*m_session, next->player, next->phase),
                                 QString::fromStdString(next->rule)));
    else if (st.turn == 0)
        m_next->setText(tr("Next: the first turn"));
    else if (umpire::crt::turnRecordOver(st, m_session->ruleset()))
        m_next->setText(
            tr("Next: the end of the game (turn %1 is the turn record's last)").arg(st.turn));
    else {
        // The Game Turn Record Interphase: the next is a new game turn (its label, when the turn
        // record gives one).
        const std::string label = st.turnLabel(st.turn + 1);
        m_next->setText(label == "turn " + std::to_string(st.turn + 1)
                            ? tr("Next: turn %1").arg(st.turn + 1)
                            : tr("Next: turn %1 · %2").arg(st.turn + 1).arg(dataText(label)));
    }
    const std::vector<std::string> due = st.reinforcementsDue();
    QStringList names;
    for (const std::string &id : due)
        names << QString::fromStdString(id);
    m_reinforcements->setText(
        names.isEmpty() ? tr("No reinforcements due")
                        : tr("Reinforcements due: %1").arg(names.join(QStringLiteral(", "))));
}
