#include "armypanel.h"

#include "datatext.h"

#include "gamesession.h"
#include "scoreboard.h"
#include "stateeditmenu.h"
#include "unverifiedbanner.h"

#include <QFrame>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

CasualtyBar::CasualtyBar(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CasualtyBar::setValues(int casualties, std::optional<int> demoralization,
                            std::optional<int> disintegration)
{
    m_casualties = casualties;
    m_demoralization = demoralization;
    m_disintegration = disintegration;
    setToolTip(tr("%1 casualties").arg(casualties) +
               (demoralization ? tr("; demoralized at %1").arg(*demoralization) : QString()) +
               (disintegration ? tr("; disintegrates at %1").arg(*disintegration) : QString()));
    update();
}

void CasualtyBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int top = std::max(m_casualties,
                             std::max(m_demoralization.value_or(0), m_disintegration.value_or(0)));
    const double scale = top > 0 ? (width() - 2.0) / (top * 1.1) : 1.0;
    const QRectF frame(1, 4, width() - 2, height() - 8);
    p.setPen(QPen(palette().color(QPalette::Mid)));
    p.setBrush(palette().color(QPalette::Base));
    p.drawRoundedRect(frame, 3, 3);
    QColor fill(70, 120, 70);
    if (m_demoralization && m_casualties >= *m_demoralization)
        fill = QColor(200, 120, 20);
    if (m_disintegration && m_casualties >= *m_disintegration)
        fill = QColor(170, 30, 30);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(frame.left(), frame.top(), m_casualties * scale, frame.height()), 3,
                      3);
    auto marker = [&](int level, const QColor &color) {
        const double x = frame.left() + level * scale;
        p.setPen(QPen(color, 3));
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
    };
    if (m_demoralization)
        marker(*m_demoralization, QColor(200, 120, 20));
    if (m_disintegration)
        marker(*m_disintegration, QColor(170, 30, 30));
}

ArmyPanel::ArmyPanel(GameSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("armyPanel"));
    m_layout = new QVBoxLayout(this);
    connect(m_session, &GameSession::stateChanged, this, &ArmyPanel::rebuild);
    rebuild();
}

std::string ArmyPanel::shown()
{
    if (!m_session->hasGame())
        return {};
    const umpire::crt::GameState &state = m_session->state();
    nlohmann::json doc = {{"unverified", state.unverified}};
    nlohmann::json &sides = doc["sides"];
    for (const umpire::crt::SideState &side : state.sides) {
        nlohmann::json levels = nlohmann::json::array();
        for (const umpire::crt::LevelChange &c : side.levelChanges)
            levels.push_back({c.rule, c.text, c.change, c.demoralization, c.disintegration});
        sides.push_back({side.name, side.casualties, side.demoralizationLevel.value_or(-1),
                         side.disintegrationLevel.value_or(-1), side.points, side.exited,
                         side.demoralized, side.disintegrated, levels,
                         side.carriedDemoralization.corps, side.carriedDemoralization.units,
                         side.corpsCasualties, m_unitsShown.count(side.name) > 0});
    }
    // The units: their sides and corps (counted and listed per corps); where and how strong, for
    // the sides whose units are listed.
    nlohmann::json &units = doc["units"];
    for (const auto &[id, unit] : state.units)
        units.push_back(m_unitsShown.count(unit.side)
                            ? nlohmann::json{id, unit.side, unit.corps, unit.strength, unit.printed,
                                             static_cast<int>(unit.status), unit.hex, unit.arrives}
                            : nlohmann::json{id, unit.side, unit.corps});
    // The victory as the block says it (not the event it was judged at, which every event moves).
    if (const umpire::crt::Scoreboard *board = m_session->scoreboard())
        for (const auto *judged : {&board->victory(), &board->victoryIfEnded()}) {
            nlohmann::json &v = doc["victory"].emplace_back();
            if (*judged && !**judged)
                v = (*judged)->error().message;
            else if (*judged) {
                const umpire::crt::GameVictory &victory = ***judged;
                const umpire::crt::VictoryOutcome &o = victory.outcome;
                v = {o.status,    o.winner,          o.level,
                     o.automatic, victory.decidedAt, o.explanation.steps};
            }
        }
    return doc.dump();
}

void ArmyPanel::rebuild()
{
    std::string now = shown();
    if (m_shown && *m_shown == now && m_session->hasGame())
        return; // what it shows has not changed
    m_shown = std::move(now);
    // Deleted later: an edit from a unit's context menu journals, and the panel is rebuilt, while
    // the list that asked is still handling its event.
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setObjectName(QString());
            w->setParent(nullptr);
            w->deleteLater();
        }
        delete item;
    }
    if (!m_session->hasGame()) {
        m_layout->addWidget(new QLabel(tr("No game is open.")));
        return;
    }
    const umpire::crt::GameState &state = m_session->state();
    // A demonstration or unverified set-up says so wherever its numbers show.
    for (const umpire::UnverifiedUse &u : state.unverified) {
        QLabel *banner = unverifiedBanner(
            QStringLiteral("setupUnverified"),
            tr("Not the printed scenario: %1. %2")
                .arg(messageText(u.message.empty() ? umpire::Message(u.text) : u.message),
                     dataText(u.source)));
        m_layout->addWidget(banner);
    }
    for (const umpire::crt::SideState &side : state.sides) {
        auto *box = new QFrame;
        box->setObjectName(QStringLiteral("side-") + QString::fromStdString(side.name));
        box->setFrameShape(QFrame::StyledPanel);
        auto *grid = new QGridLayout(box);
        auto *name = new QLabel(dataText(side.name));
        QFont big = name->font();
        big.setPointSize(big.pointSize() + 3);
        big.setBold(true);
        name->setFont(big);
        QString status = tr("in good order");
        QString color = QStringLiteral("#2d6a2d");
        if (side.disintegrated) {
            status = tr("DISINTEGRATED");
            color = QStringLiteral("#a01010");
        } else if (side.demoralized) {
            status = tr("DEMORALIZED");
            color = QStringLiteral("#b86a00");
        }
        auto *state_ = new QLabel(status);
        state_->setObjectName(QStringLiteral("status"));
        state_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(color));
        grid->addWidget(name, 0, 0);
        grid->addWidget(state_, 0, 1, Qt::AlignRight);
        auto *bar = new CasualtyBar;
        bar->setValues(side.casualties, side.demoralizationLevel, side.disintegrationLevel);
        grid->addWidget(bar, 1, 0, 1, 2);
        QString levels = tr("Casualties %1").arg(side.casualties);
        levels += side.demoralizationLevel
                      ? tr(" · demoralized at %1").arg(*side.demoralizationLevel)
                      : tr(" · no demoralization level");
        if (side.disintegrationLevel)
            levels += tr(" · disintegrates at %1").arg(*side.disintegrationLevel);
        levels += tr(" · victory points %1").arg(side.points);
        if (side.exited > 0)
            levels += tr(" · exited %1").arg(side.exited);
        auto *numbers = new QLabel(levels);
        numbers->setObjectName(QStringLiteral("numbers"));
        numbers->setWordWrap(true);
        grid->addWidget(numbers, 2, 0, 1, 2);
        int row = 3;
        // What the battle's exclusive rules do to the levels now (Ligny's hexes held),
        // from the levels as set up.
        for (const umpire::crt::LevelChange &change : side.levelChanges) {
            const QString which = change.demoralization && change.disintegration ? tr("both levels")
                                  : change.demoralization ? tr("demoralization level")
                                                          : tr("disintegration level");
            auto *label = new QLabel(tr("%1 %2%3 (%4): %5")
                                         .arg(which)
                                         .arg(change.change > 0 ? QStringLiteral("+") : QString())
                                         .arg(change.change)
                                         .arg(dataText(change.rule), messageText(change.text)));
            label->setObjectName(QStringLiteral("levelChange"));
            label->setWordWrap(true);
            label->setIndent(12);
            grid->addWidget(label, row++, 0, 1, 2);
        }
        // NLB 11.0, Campaign Game: what an earlier battle left demoralized, until the referee
        // journals it un-demoralized.
        if (side.carriedDemoralization.any()) {
            QStringList held;
            for (const std::string &c : side.carriedDemoralization.corps)
                held << tr("corps %1").arg(QString::fromStdString(c));
            for (const std::string &u : side.carriedDemoralization.units)
                held << QString::fromStdString(u);
            auto *label = new QLabel(tr("Demoralized since an earlier battle (NLB 11.0: no advance "
                                        "after combat until un-demoralized): %1")
                                         .arg(held.join(QStringLiteral(", "))));
            label->setObjectName(QStringLiteral("carriedDemoralization"));
            label->setWordWrap(true);
            label->setIndent(12);
            label->setStyleSheet(QStringLiteral("color: #b86a00;"));
            grid->addWidget(label, row++, 0, 1, 2);
        }
        // Per corps, where the order of battle names them.
        std::map<std::string, int> corps;
        for (const auto &[id, unit] : state.units)
            if (unit.side == side.name && !unit.corps.empty())
                corps[unit.corps];
        for (const auto &[c, n] : side.corpsCasualties)
            corps[c] = n;
        for (const auto &[c, n] : corps) {
            auto *label = new QLabel(tr("Corps %1: %2").arg(QString::fromStdString(c)).arg(n));
            label->setIndent(12);
            grid->addWidget(label, row++, 0, 1, 2);
        }
        // The side's own edits (victory points), from the block's context menu.
        const QString sideName = QString::fromStdString(side.name);
        box->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(
            box, &QWidget::customContextMenuRequested, this,
            [this, box, sideName](const QPoint &at) { sideMenu(sideName, box->mapToGlobal(at)); });
        // Its units, listed on asking: a long order of battle does not push the other side away.
        int units = 0;
        for (const auto &[id, unit] : state.units)
            units += unit.side == side.name ? 1 : 0;
        if (units > 0) {
            const bool shown = m_unitsShown.count(side.name) > 0;
            auto *toggle = new QToolButton;
            toggle->setObjectName(QStringLiteral("showUnits"));
            toggle->setText(tr("Units (%1)").arg(units));
            toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            toggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
            toggle->setCheckable(true);
            toggle->setChecked(shown);
            toggle->setAutoRaise(true);
            toggle->setToolTip(tr("Each unit's strength and place; its context menu (right-click, "
                                  "or the Menu key) eliminates, reduces, rallies, brings on or "
                                  "takes it off the map"));
            grid->addWidget(toggle, row++, 0, 1, 2, Qt::AlignLeft);
            connect(toggle, &QToolButton::toggled, this, [this, sideId = side.name](bool on) {
                if (on)
                    m_unitsShown.insert(sideId);
                else
                    m_unitsShown.erase(sideId);
                QMetaObject::invokeMethod(this, &ArmyPanel::rebuild, Qt::QueuedConnection);
            });
            if (shown)
                grid->addWidget(unitList(side.name), row++, 0, 1, 2);
        }
        m_layout->addWidget(box);
    }
    addVictory();
    m_layout->addStretch(1);
}

// The level of victory the game's own events give (victory.h judgeGameVictory), as
// `umpire-cli victory FILE` says it; for a game without a turn record, also who would win were the
// referee to end it now. Judged on by the session's scoreboard as events come, never by
// replaying the journal at each rebuild.
void ArmyPanel::addVictory()
{
    using umpire::crt::GameVictory;
    const umpire::crt::Scoreboard *board = m_session->scoreboard();
    if (!board || !board->victory())
        return;
    const umpire::Result<GameVictory> &now = *board->victory();
    auto *box = new QFrame;
    box->setObjectName(QStringLiteral("victory"));
    box->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(box);
    auto *title = new QLabel(tr("Victory"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    const auto describe = [](const GameVictory &v) {
        const umpire::crt::VictoryOutcome &o = v.outcome;
        QString text;
        if (o.status == "won")
            text = (o.automatic ? tr("Automatic victory: %1") : tr("Victory: %1"))
                       .arg(dataText(o.winner));
        else if (o.status == "draw")
            text = tr("A draw");
        else
            text = tr("Undecided");
        if (!o.level.empty())
            text += QStringLiteral(" · ") + dataText(o.level);
        if (v.decidedAt > 0)
            text += QStringLiteral(" · ") + tr("decided at event %1").arg(v.decidedAt);
        return text;
    };
    const auto because = [](const GameVictory &v) {
        const std::vector<umpire::Step> &steps = v.outcome.explanation.steps;
        // The step that decided: the last before "the game stops at event N" when there is one.
        for (auto it = steps.rbegin(); it != steps.rend(); ++it)
            if (it->message.format.find("the game stops at event") == std::string::npos)
                return QStringLiteral("%1: %2").arg(
                    dataText(it->rule),
                    messageText(it->message.empty() ? umpire::Message(it->text) : it->message));
        return QString();
    };
    auto *status = new QLabel;
    status->setObjectName(QStringLiteral("victoryStatus"));
    status->setWordWrap(true);
    layout->addWidget(status);
    if (!now) {
        status->setText(messageText(now.error().what));
        m_layout->addWidget(box);
        return;
    }
    status->setText(describe(*now));
    auto *why = new QLabel(because(*now));
    why->setObjectName(QStringLiteral("victoryWhy"));
    why->setWordWrap(true);
    layout->addWidget(why);
    if (const std::optional<umpire::Result<GameVictory>> &ended = board->victoryIfEnded();
        ended && *ended) {
        auto *ifEnded = new QLabel(tr("Were the game to end now: %1").arg(describe(**ended)));
        ifEnded->setObjectName(QStringLiteral("victoryIfEnded"));
        ifEnded->setWordWrap(true);
        ifEnded->setToolTip(tr("The game has no turn record: the referee says when it ends "
                               "(umpire-cli victory FILE --end)"));
        layout->addWidget(ifEnded);
    }
    m_layout->addWidget(box);
}

QTreeWidget *ArmyPanel::unitList(const std::string &side)
{
    auto *list = new QTreeWidget;
    list->setObjectName(QStringLiteral("units-") + QString::fromStdString(side));
    list->setRootIsDecorated(false);
    list->setHeaderLabels({tr("Unit"), tr("Strength"), tr("Where")});
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list->setContextMenuPolicy(Qt::CustomContextMenu);
    list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    using S = umpire::crt::UnitState::Status;
    for (const auto &[id, unit] : m_session->state().units) {
        if (unit.side != side)
            continue;
        QString where;
        switch (unit.status) {
        case S::OnMap:
            where = unit.hex.empty() ? tr("in play") : QString::fromStdString(unit.hex);
            break;
        case S::NotArrived:
            where = tr("due turn %1").arg(unit.arrives);
            break;
        case S::Eliminated:
            where = tr("eliminated");
            break;
        case S::Exited:
            where = tr("left the map");
            break;
        }
        auto *item =
            new QTreeWidgetItem(list, {QString::fromStdString(id),
                                       unit.strength == unit.printed
                                           ? QString::number(unit.strength)
                                           : tr("%1 of %2").arg(unit.strength).arg(unit.printed),
                                       where});
        item->setData(0, Qt::UserRole, QString::fromStdString(id));
    }
    if (list->topLevelItemCount() > 0)
        list->setCurrentItem(list->topLevelItem(0));
    // The whole list, without a scroll bar of its own: the panel scrolls.
    const int rows = list->topLevelItemCount();
    const int rowHeight = list->sizeHintForRow(0) > 0 ? list->sizeHintForRow(0) : 20;
    list->setFixedHeight(list->header()->sizeHint().height() + rows * rowHeight +
                         2 * list->frameWidth() + 2);
    connect(list, &QWidget::customContextMenuRequested, this,
            [this, list](const QPoint &at) { unitMenu(list, at); });
    return list;
}

void ArmyPanel::unitMenu(QTreeWidget *list, const QPoint &at)
{
    // A click on a row, or the Menu key on the current one.
    QTreeWidgetItem *item = list->itemAt(at);
    QPoint where = at;
    if (!item) {
        item = list->currentItem();
        if (item)
            where = list->visualItemRect(item).center();
    }
    if (!item)
        return;
    const QString unit = item->data(0, Qt::UserRole).toString();
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("unitMenu"));
    StateEditMenu::addUnitsEdits(&menu, m_session, {unit}, this);
    menu.exec(list->viewport()->mapToGlobal(where));
}

void ArmyPanel::sideMenu(const QString &side, const QPoint &global)
{
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("sideMenu"));
    if (StateEditMenu::addSideEdits(&menu, m_session, side, this))
        menu.exec(global);
}
