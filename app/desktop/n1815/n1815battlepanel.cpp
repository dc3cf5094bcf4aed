#include "n1815battlepanel.h"

#include "datatext.h"
#include "n1815odds.h"
#include "n1815panel.h"
#include "n1815secrets.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>

#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <numeric>

using nlohmann::json;
using namespace umpire;
using namespace n1815ui;

namespace {

QString cardText(n1815::Card card)
{
    return dataText(n1815::cardName(card));
}

void fillCards(QComboBox *box, const n1815::Hand *hand)
{
    const QString current = box->currentData().toString();
    box->clear();
    for (int i = 0; i < n1815::cardTypes; ++i) {
        const auto card = static_cast<n1815::Card>(i);
        QString text = cardText(card);
        if (hand && hand->known)
            text += QStringLiteral(" (%1)").arg(hand->cards[std::size_t(i)]);
        box->addItem(text, qs(n1815::cardId(card)));
    }
    if (const int at = box->findData(current); at >= 0)
        box->setCurrentIndex(at);
}

} // namespace

N1815BattlePanel::N1815BattlePanel(N1815Context &context, QWidget *parent)
    : QWidget(parent), m_context(context)
{
    const int faces = m_context.data().dieFaces;
    auto *layout = new QVBoxLayout(this);
    m_battleHeader = new QLabel;
    m_battleHeader->setObjectName(QStringLiteral("n1815BattleHeader"));
    QFont big = m_battleHeader->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_battleHeader->setFont(big);
    m_battleHeader->setWordWrap(true);
    // Each side's hand; on the players' screen its cards only once asked.
    for (int i : {0, 1}) {
        m_side[i] = new QLabel;
        m_side[i]->setWordWrap(true);
        m_side[i]->setTextFormat(Qt::RichText);
        m_showHand[i] = button(QString(), i == 0 ? "n1815ShowActiveHand" : "n1815ShowOtherHand");
        m_showHand[i]->setCheckable(true);
        connect(m_showHand[i], &QPushButton::clicked, this, [this, i] { askHand(i); });
    }
    m_hands = new QLabel; // the river bonus and the winner
    m_hands->setObjectName(QStringLiteral("n1815Hands"));
    m_hands->setWordWrap(true);
    m_hands->setTextFormat(Qt::RichText);
    m_odds = new QLabel;
    m_odds->setObjectName(QStringLiteral("n1815Odds"));
    m_odds->setWordWrap(true);
    m_showOdds = button(tr("Show the odds"), "n1815ShowOdds");
    m_showOdds->setCheckable(true);
    connect(m_showOdds, &QPushButton::clicked, this, [this](bool on) {
        N1815Secrets secrets = m_context.secrets();
        secrets.showOdds(on);
        m_context.setSecrets(secrets);
    });
    m_rounds = new QTreeWidget;
    m_rounds->setObjectName(QStringLiteral("n1815Rounds"));
    m_rounds->setHeaderLabels({tr("Round"), tr("Attacker plays"), tr("Defender"),
                               tr("Counterattack"), tr("Reinforcements")});
    m_rounds->setRootIsDecorated(false);
    m_rounds->setWordWrap(true);
    m_battlePrompt = new QLabel;
    m_battlePrompt->setObjectName(QStringLiteral("n1815BattlePrompt"));
    m_battlePrompt->setWordWrap(true);
    QFont bold = m_battlePrompt->font();
    bold.setBold(true);
    m_battlePrompt->setFont(bold);

    // One page per n1815::BattlePhase, in its order.
    m_battleStep = new QStackedWidget;
    m_battleStep->setObjectName(QStringLiteral("n1815BattleStep"));
    // Play
    {
        auto *w = new QWidget;
        m_playCard = new QComboBox;
        m_playCard->setObjectName(QStringLiteral("n1815PlayCard"));
        m_playCard->setSizeAdjustPolicy(QComboBox::AdjustToContents); // with a hand's counts or not
        auto *play = button(tr("&Play the card"), "n1815Play");
        w->setLayout(row({new QLabel(tr("Card:")), m_playCard, play}));
        connect(play, &QPushButton::clicked, this, [this] {
            m_context.act(
                {{"action", "play"}, {"card", m_playCard->currentData().toString().toStdString()}});
        });
        m_battleStep->addWidget(w);
    }
    // Respond
    {
        auto *w = new QWidget;
        m_respondCard = new QComboBox;
        m_respondCard->setObjectName(QStringLiteral("n1815RespondCard"));
        m_respondCard->setSizeAdjustPolicy(
            QComboBox::AdjustToContents); // with a hand's counts or not
        auto *match = button(tr("&Match with it"), "n1815Match");
        auto *decline = button(tr("&Decline (lose the battle)"), "n1815Decline");
        w->setLayout(row({new QLabel(tr("Card:")), m_respondCard, match, decline}));
        connect(match, &QPushButton::clicked, this, [this] {
            m_context.act({{"action", "respond"},
                           {"card", m_respondCard->currentData().toString().toStdString()}});
        });
        connect(decline, &QPushButton::clicked, this, [this] {
            m_context.act({{"action", "respond"}, {"card", nullptr}});
        });
        m_battleStep->addWidget(w);
    }
    // Counterattack
    {
        auto *w = new QWidget;
        m_counterDie = dieField("n1815CounterDie", faces);
        auto *rollIt = button(tr("Counter&attack"), "n1815Counterattack");
        auto *generated = button(tr("Roll it for me"), "n1815CounterattackRoll");
        auto *none = button(tr("&No counterattack"), "n1815NoCounterattack");
        w->setLayout(row({new QLabel(tr("Die:")), m_counterDie, rollIt, generated, none}));
        auto counter = [this](bool gen) {
            if (std::optional<json> roll = m_context.rollFrom(m_counterDie, gen))
                if (m_context.act({{"action", "counterattack"}, {"roll", *roll}}))
                    m_counterDie->clear();
        };
        connect(rollIt, &QPushButton::clicked, this, [counter] { counter(false); });
        connect(m_counterDie, &QLineEdit::returnPressed, this, [counter] { counter(false); });
        connect(generated, &QPushButton::clicked, this, [counter] { counter(true); });
        connect(none, &QPushButton::clicked, this, [this] {
            m_context.act({{"action", "counterattack"}, {"roll", nullptr}});
        });
        m_battleStep->addWidget(w);
    }
    // Reinforce
    {
        auto *w = new QWidget;
        m_reinforceUnit = new QComboBox;
        m_reinforceUnit->setObjectName(QStringLiteral("n1815ReinforceUnit"));
        m_reinforceUnit->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "(tactical 2)" whole
        m_reinforceDie = dieField("n1815ReinforceDie", faces);
        auto *tryIt = button(tr("&Try to reinforce"), "n1815Reinforce");
        auto *generated = button(tr("Roll it for me"), "n1815ReinforceRoll");
        auto *done = button(tr("Done &reinforcing"), "n1815EndReinforcements");
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addLayout(row({new QLabel(tr("Unit:")), m_reinforceUnit, new QLabel(tr("Die:")),
                          m_reinforceDie, tryIt, generated}));
        l->addLayout(row({done}));
        auto reinforce = [this](bool gen) {
            const std::string unit = m_reinforceUnit->currentData().toString().toStdString();
            if (unit.empty())
                return m_context.fail(
                    tr("No unit next to the battle may try: press Done reinforcing"));
            if (std::optional<json> roll = m_context.rollFrom(m_reinforceDie, gen))
                if (m_context.act({{"action", "reinforce"}, {"unit", unit}, {"roll", *roll}}))
                    m_reinforceDie->clear();
        };
        connect(tryIt, &QPushButton::clicked, this, [reinforce] { reinforce(false); });
        connect(m_reinforceDie, &QLineEdit::returnPressed, this, [reinforce] { reinforce(false); });
        connect(generated, &QPushButton::clicked, this, [reinforce] { reinforce(true); });
        connect(done, &QPushButton::clicked, this, [this] {
            m_context.act({{"action", "endReinforcements"}});
        });
        m_battleStep->addWidget(w);
    }
    // Losses
    {
        auto *w = new QWidget;
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        m_lossSide = new QComboBox;
        m_lossSide->setObjectName(QStringLiteral("n1815LossSide"));
        m_lossSide->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        m_losses = new QTableWidget(0, 2);
        m_losses->setObjectName(QStringLiteral("n1815Losses"));
        m_losses->setHorizontalHeaderLabels({tr("Corps"), tr("Cohesion lost")});
        m_losses->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        m_losses->verticalHeader()->hide();
        m_losses->setMinimumHeight(110);
        auto *apply = button(tr("Di&stribute these losses"), "n1815Distribute");
        l->addLayout(row({new QLabel(tr("Side:")), m_lossSide, apply}));
        l->addWidget(m_losses);
        connect(apply, &QPushButton::clicked, this, [this] { distribute(); });
        connect(m_lossSide, &QComboBox::currentIndexChanged, this, [this] { showLossRows(); });
        m_battleStep->addWidget(w);
    }
    // Retreat
    {
        auto *w = new QWidget;
        m_retreatTo = new QComboBox;
        m_retreatTo->setObjectName(QStringLiteral("n1815RetreatTo"));
        m_retreatTo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        auto *go = button(tr("Re&treat there"), "n1815Retreat");
        w->setLayout(row({new QLabel(tr("To:")), m_retreatTo, go}));
        connect(go, &QPushButton::clicked, this, [this] {
            m_context.act({{"action", "retreat"},
                           {"to", m_retreatTo->currentData().toString().toStdString()}});
        });
        m_battleStep->addWidget(w);
    }
    // Done
    {
        auto *w = new QWidget;
        m_finishCombat = button(tr("&Finish: apply the battle to the board and the sheets"),
                                "n1815FinishCombat");
        w->setLayout(row({m_finishCombat}));
        connect(m_finishCombat, &QPushButton::clicked, this, [this] {
            if (m_context.act({{"action", "finishCombat"}}))
                m_context.showPage(N1815Page::Turn);
        });
        m_battleStep->addWidget(w);
    }
    layout->addWidget(m_battleHeader);
    for (int i : {0, 1}) {
        auto *side = new QHBoxLayout;
        side->addWidget(m_side[i], 1);
        side->addWidget(m_showHand[i], 0, Qt::AlignTop);
        layout->addLayout(side);
    }
    layout->addWidget(m_hands);
    auto *odds = new QHBoxLayout;
    odds->addWidget(m_odds, 1);
    odds->addWidget(m_showOdds, 0, Qt::AlignTop);
    layout->addLayout(odds);
    layout->addWidget(m_rounds, 1);
    layout->addWidget(m_battlePrompt);
    layout->addWidget(m_battleStep);
}

void N1815BattlePanel::askHand(int which)
{
    const std::optional<n1815::Battle> &b = m_context.game().battle;
    if (!b)
        return;
    const std::string &side = (which == 0 ? b->active : b->other).side;
    N1815Secrets secrets = m_context.secrets();
    if (secrets.handAsked(side)) {
        secrets.hideHand();
    } else {
        secrets.showHand(side);
        m_context.say(tr("The %1 hand is shown: only the %1 player should look.")
                          .arg(m_context.sideName(side)));
    }
    m_context.setSecrets(secrets);
}

void N1815BattlePanel::showLossRows()
{
    const std::optional<n1815::Battle> &battle = m_context.game().battle;
    const n1815::Data &rules = m_context.data();
    m_losses->setRowCount(0);
    if (!battle || m_lossSide->currentIndex() < 0)
        return;
    const std::string side = m_lossSide->currentData().toString().toStdString();
    const std::map<std::string, int> even = battle->evenDistribution(rules, side);
    for (const std::string &unit : battle->sideOf(side).units) {
        const n1815::Unit *u = rules.unit(unit);
        if (!u || !u->isCorps())
            continue;
        const int r = m_losses->rowCount();
        m_losses->insertRow(r);
        auto *name = new QTableWidgetItem(m_context.unitName(unit));
        name->setData(Qt::UserRole, qs(unit));
        name->setFlags(Qt::ItemIsEnabled);
        m_losses->setItem(r, 0, name);
        auto *spin = new QSpinBox;
        spin->setRange(0, 99);
        spin->setValue(even.count(unit) ? even.at(unit) : 0);
        m_losses->setCellWidget(r, 1, spin);
    }
}

void N1815BattlePanel::distribute()
{
    if (m_lossSide->currentIndex() < 0)
        return m_context.fail(tr("Every side's losses are distributed"));
    json losses = json::object();
    for (int r = 0; r < m_losses->rowCount(); ++r) {
        const auto *spin = qobject_cast<QSpinBox *>(m_losses->cellWidget(r, 1));
        losses[m_losses->item(r, 0)->data(Qt::UserRole).toString().toStdString()] =
            spin ? spin->value() : 0;
    }
    m_context.act({{"action", "distribute"},
                   {"side", m_lossSide->currentData().toString().toStdString()},
                   {"losses", losses}});
}

void N1815BattlePanel::refresh()
{
    const std::optional<n1815::Battle> &b = m_context.game().battle;
    m_battleStep->setEnabled(b.has_value());
    if (!b) {
        m_battleHeader->setText(tr("No battle is being fought."));
        for (int i : {0, 1}) {
            m_side[i]->clear();
            m_showHand[i]->hide();
        }
        m_hands->clear();
        m_odds->clear();
        m_showOdds->hide();
        fillCards(m_playCard, nullptr);
        fillCards(m_respondCard, nullptr);
        m_rounds->clear();
        m_battlePrompt->setText(tr("Start one from the Turn tab in a combat phase."));
        return;
    }
    static const char *steps[] = {QT_TR_NOOP("the attacker plays a card"),
                                  QT_TR_NOOP("the defender matches or declines"),
                                  QT_TR_NOOP("the defender may counterattack"),
                                  QT_TR_NOOP("reinforcement attempts"),
                                  QT_TR_NOOP("losses are distributed"),
                                  QT_TR_NOOP("the loser retreats"),
                                  QT_TR_NOOP("done: apply it to the board")};
    m_battleHeader->setText(tr("Battle at %1 · round %2 · %3")
                                .arg(m_context.locationName(b->location))
                                .arg(b->rounds.size() + (b->phase == n1815::BattlePhase::Play))
                                .arg(tr(steps[static_cast<int>(b->phase)])));
    // Both card boxes, whatever the step: a box of a step not shown holds no hand either.
    fillCards(m_playCard,
              m_context.secrets().showsHand(b->attacker) ? &b->sideOf(b->attacker).hand : nullptr);
    fillCards(m_respondCard, m_context.secrets().showsHand(b->defender())
                                 ? &b->sideOf(b->defender()).hand
                                 : nullptr);
    showSides(*b);
    showOdds(*b);
    showRounds(*b);
    showStep(*b);
}

// Each side's units, its hand (its cards when known, and shown) and its losses, then the battle's
// outcome. On the players' screen a hand's cards are not written at all until asked for.
void N1815BattlePanel::showSides(const n1815::Battle &b)
{
    const N1815Secrets &secrets = m_context.secrets();
    int i = 0;
    for (const n1815::BattleSide *s : {&b.active, &b.other}) {
        // Each unit once: one that joined the battle says where it came from.
        QStringList units;
        for (const std::string &u : s->units)
            if (!s->joined.count(u))
                units << m_context.unitName(u).toHtmlEscaped();
        for (const auto &[u, from] : s->joined)
            units << tr("%1 (joined from %2)")
                         .arg(m_context.unitName(u), m_context.locationName(from))
                         .toHtmlEscaped();
        const QString name = m_context.sideName(s->side);
        QString cards;
        if (s->hand.known && secrets.showsHand(s->side)) {
            QStringList kinds;
            for (int k = 0; k < n1815::cardTypes; ++k)
                if (s->hand.cards[std::size_t(k)] > 0)
                    kinds << QStringLiteral("%1×%2")
                                 .arg(s->hand.cards[std::size_t(k)])
                                 .arg(cardText(static_cast<n1815::Card>(k)));
            cards = QStringLiteral(": ") + kinds.join(QStringLiteral(", ")).toHtmlEscaped();
        } else if (s->hand.known) {
            cards = tr(" (cards hidden)");
        }
        QString text =
            tr("<b>%1</b>%2 — %n card(s) in hand%3<br>&nbsp;&nbsp;%4<br>", nullptr, s->hand.count)
                .arg(name.toHtmlEscaped(), s->side == b.attacker ? tr(" (attacks)") : QString(),
                     cards, units.join(QStringLiteral(", ")));
        if (s->losses > 0 || s->distributed)
            text += tr("&nbsp;&nbsp;battle-round losses: %1%2<br>")
                        .arg(s->losses)
                        .arg(s->distributed ? tr(" (distributed)") : QString());
        if (text.endsWith(QLatin1String("<br>")))
            text.chop(4); // a label of its own now: no blank line under it
        m_side[i]->setText(text);
        m_side[i]->setObjectName(QStringLiteral("n1815Hand-") + qs(s->side));
        // The players' screen's toggle: a hand the players hold themselves is not Umpire's.
        QPushButton *toggle = m_showHand[i];
        const bool asked = secrets.handAsked(s->side);
        toggle->setVisible(secrets.playersScreen());
        toggle->setEnabled(s->hand.known);
        toggle->setChecked(asked && s->hand.known);
        toggle->setText(asked ? tr("Hide the %1 hand").arg(name)
                              : tr("Show the %1 hand").arg(name));
        toggle->setToolTip(s->hand.known
                               ? tr("Only the %1 player should look at the screen").arg(name)
                               : tr("The players hold their own cards: Umpire does not know them"));
        ++i;
    }
    QString hands;
    if (b.riverBonus)
        hands += tr("Every attacking corps crossed a river: the defender has %1 more cards.<br>")
                     .arg(m_context.data().riverCards);
    // The deck's seed deals every hand again: the referee's alone (n1815::Visibility).
    if (b.deck && m_context.visibility().seesDeck())
        hands += tr("Umpire's deck: %1 cards left, shuffled with seed %2.<br>")
                     .arg(std::accumulate(b.deck->remaining.begin(), b.deck->remaining.end(), 0))
                     .arg(b.deck->seed);
    if (!b.winner.empty())
        hands += tr("<b>%1 wins the battle.</b>").arg(m_context.sideName(b.winner).toHtmlEscaped());
    m_hands->setText(hands);
    m_hands->setVisible(!hands.isEmpty());
}

// The odds from the hands dealt, while the battle is undecided.
void N1815BattlePanel::showOdds(const n1815::Battle &b)
{
    const N1815Secrets &secrets = m_context.secrets();
    m_showOdds->setVisible(secrets.playersScreen() && b.winner.empty());
    m_showOdds->setChecked(secrets.oddsAsked());
    m_showOdds->setText(secrets.oddsAsked() ? tr("Hide the odds") : tr("Show the odds"));
    if (!b.winner.empty()) {
        m_odds->clear();
        return;
    }
    if (!secrets.showsOdds()) {
        m_odds->setText(tr("The odds are hidden until asked (players' screen)."));
        return;
    }
    Result<n1815::OddsResult> odds = n1815::oddsFor(m_context.data(), b);
    if (!odds) {
        m_odds->setText(tr("No odds: %1").arg(errorText(odds.error())));
        return;
    }
    m_odds->setText(tr("Odds from the hands dealt (%1, %2 battles): %3 wins %4%, %5 wins %6% (± %7 "
                       "points); expected cohesion losses %3 %8, %5 %9. Policy: %10")
                        .arg(qs(odds->method))
                        .arg(odds->trials)
                        .arg(m_context.sideName(b.active.side))
                        .arg(100 * odds->attackerWins, 0, 'f', 1)
                        .arg(m_context.sideName(b.other.side))
                        .arg(100 * odds->defenderWins, 0, 'f', 1)
                        .arg(100 * odds->winsError, 0, 'f', 1)
                        .arg(odds->attackerLoss, 0, 'f', 2)
                        .arg(odds->defenderLoss, 0, 'f', 2)
                        .arg(qs(odds->policy)));
}

void N1815BattlePanel::showRounds(const n1815::Battle &b)
{
    m_rounds->clear();
    for (const n1815::Round &r : b.rounds) {
        const bool pending = &r == &b.rounds.back() && b.phase == n1815::BattlePhase::Respond;
        QString answer = r.answer ? tr("matches with %1").arg(cardText(*r.answer))
                                  : (pending ? tr("…") : tr("declines"));
        QString counter;
        if (r.automaticCounterattack)
            counter = tr("automatic");
        else if (r.counterattack)
            counter =
                tr("rolled %1 against %2").arg(r.counterattack->value).arg(r.counterattackRating);
        if (r.rolesSwapped)
            counter += tr(": roles swapped");
        QStringList rf;
        for (const n1815::Reinforcement &x : r.reinforcements)
            rf << tr("%1 rolled %2 against %3: %4")
                      .arg(m_context.unitName(x.unit))
                      .arg(x.roll.value)
                      .arg(x.rating)
                      .arg(x.success ? tr("joins, +%n card(s)", nullptr, x.cards) : tr("fails"));
        auto *item = new QTreeWidgetItem(
            {QString::number(r.number),
             tr("%1: %2").arg(m_context.sideName(r.attacker), cardText(r.played)), answer, counter,
             rf.join(QStringLiteral("; "))});
        m_rounds->addTopLevelItem(item);
    }
    for (int c = 0; c < 4; ++c)
        m_rounds->resizeColumnToContents(c);
}

void N1815BattlePanel::showStep(const n1815::Battle &b)
{
    const n1815::Data &rules = m_context.data();
    const n1815::State &st = m_context.game().state;
    m_battleStep->setCurrentIndex(static_cast<int>(b.phase));
    switch (b.phase) {
    case n1815::BattlePhase::Play:
        m_battlePrompt->setText(tr("%1 plays a card.").arg(m_context.sideName(b.attacker)));
        break;
    case n1815::BattlePhase::Respond:
        m_battlePrompt->setText(
            tr("%1 matches %2 with the same card or Combined Arms, or declines.")
                .arg(m_context.sideName(b.defender()), cardText(b.rounds.back().played)));
        break;
    case n1815::BattlePhase::Counterattack: {
        const auto [rating, who] = b.bestTactical(rules, b.defender());
        m_battlePrompt->setText(tr("%1 may counterattack: a roll of %2 or less (%3's tactical "
                                   "rating) makes it the attacker.")
                                    .arg(m_context.sideName(b.defender()))
                                    .arg(rating)
                                    .arg(m_context.unitName(who)));
        break;
    }
    case n1815::BattlePhase::Reinforce: {
        const QString unit = m_reinforceUnit->currentData().toString();
        m_reinforceUnit->clear();
        for (const std::string &u : b.reinforcementCandidates(rules, st)) {
            const n1815::Unit *x = rules.unit(u);
            m_reinforceUnit->addItem(
                tr("%1 at %2 (tactical %3)")
                    .arg(m_context.unitName(u), m_context.locationName(st.locationOf(u)))
                    .arg(x ? x->tactical.value : 0),
                qs(u));
        }
        if (const int at = m_reinforceUnit->findData(unit); at >= 0)
            m_reinforceUnit->setCurrentIndex(at);
        m_battlePrompt->setText(
            m_reinforceUnit->count() > 0
                ? tr("%1 may try to bring in units from next to the battle.")
                      .arg(m_context.sideName(b.reinforcing))
                : tr("%1 has no unit that may reinforce: press Done reinforcing.")
                      .arg(m_context.sideName(b.reinforcing)));
        break;
    }
    case n1815::BattlePhase::Losses: {
        const QString side = m_lossSide->currentData().toString();
        m_lossSide->blockSignals(true);
        m_lossSide->clear();
        for (const n1815::BattleSide *s : {&b.active, &b.other})
            if (!s->distributed)
                m_lossSide->addItem(
                    tr("%1 (%2 to distribute)").arg(m_context.sideName(s->side)).arg(s->losses),
                    qs(s->side));
        if (const int at = m_lossSide->findData(side); at >= 0)
            m_lossSide->setCurrentIndex(at);
        m_lossSide->blockSignals(false);
        showLossRows();
        m_battlePrompt->setText(tr("Each side's owner splits its losses among its corps "
                                   "(Umpire suggests an even split)."));
        break;
    }
    case n1815::BattlePhase::Retreat: {
        m_retreatTo->clear();
        for (const n1815::RetreatOption &o : b.retreatOptions(rules, st))
            if (o.rank == 0)
                m_retreatTo->addItem(
                    tr("%1 — %2").arg(m_context.locationName(o.destination), qs(o.why)),
                    qs(o.destination));
        if (m_retreatTo->count() == 0)
            m_retreatTo->addItem(tr("nowhere: the retreating units are eliminated"), QString());
        m_battlePrompt->setText(tr("%1 retreats: the owner chooses among the best retreats.")
                                    .arg(m_context.sideName(b.loser)));
        break;
    }
    case n1815::BattlePhase::Done:
        m_battlePrompt->setText(tr("The battle is decided: apply it to the board and the sheets."));
        break;
    }
}
