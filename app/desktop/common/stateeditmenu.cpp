#include "stateeditmenu.h"
#include "crtevents.h"

#include "datatext.h"
#include "gamesession.h"
#include "unitedits.h"

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

using umpire::crt::StateEdit;

namespace {

// One of the edit's hexes; nothing when the referee cancels.
std::optional<nlohmann::json> askHex(const StateEdit &edit, const QString &title, QWidget *parent)
{
    QStringList hexes;
    for (const nlohmann::json &h : edit.choices)
        hexes << QString::fromStdString(h.get<std::string>());
    bool ok = false;
    const QString hex = QInputDialog::getItem(parent, title,
                                              edit.kind == umpire::crt::kinds::UnitRallied
                                                  ? StateEditMenu::tr("Placed in hex:")
                                                  : StateEditMenu::tr("Entry hex:"),
                                              hexes, 0, false, &ok);
    return ok ? std::optional(nlohmann::json(hex.toStdString())) : std::nullopt;
}

// Asks what the edit asks; nothing (null) when the referee cancels.
std::optional<nlohmann::json> ask(const StateEdit &edit, QWidget *parent)
{
    const QString title = messageText(edit.meaning);
    bool ok = false;
    if (edit.asks.empty())
        return nlohmann::json();
    if (edit.asks == "hex")
        return askHex(edit, title, parent);
    const char *label =
        edit.asks == "strength" ? QT_TRANSLATE_NOOP("StateEditMenu", "New strength:")
        : edit.asks == "die"
            ? QT_TRANSLATE_NOOP("StateEditMenu", "The die rolled on the table:")
            : QT_TRANSLATE_NOOP("StateEditMenu", "Points to add (a minus to take away):");
    const int start = edit.asks == "strength" ? edit.maximum : 1;
    const int value = QInputDialog::getInt(parent, title, StateEditMenu::tr(label), start,
                                           edit.minimum, edit.maximum, 1, &ok);
    if (!ok || (edit.asks == "delta" && value == 0))
        return std::nullopt;
    return nlohmann::json(value);
}

void addEdits(QMenu *menu, GameSession *session, const std::vector<StateEdit> &edits,
              QWidget *parent)
{
    for (const StateEdit &edit : edits) {
        QString text = messageText(edit.meaning);
        if (!edit.asks.empty())
            text += QStringLiteral("…");
        QAction *action = menu->addAction(text);
        action->setData(QString::fromLatin1(umpire::eventKindName(edit.kind)));
        // Run once the menu has closed, so that the question is not asked over an open menu.
        QObject::connect(action, &QAction::triggered, parent, [session, edit, parent] {
            const std::optional<nlohmann::json> value = ask(edit, parent);
            if (!value)
                return;
            // BMW 11.2: after the die, where the rallied unit is placed.
            std::optional<nlohmann::json> hex = nlohmann::json();
            if (edit.asks == "die" && !edit.choices.empty())
                hex = askHex(edit, messageText(edit.meaning), parent);
            if (!hex)
                return;
            umpire::Result<umpire::ActOutcome> done =
                session->act(umpire::crt::editAction(edit, *value, *hex));
            if (!done)
                QMessageBox::warning(parent, StateEditMenu::tr("Not journaled"),
                                     errorText(done.error()));
        });
    }
}

} // namespace

bool StateEditMenu::addUnitEdits(QMenu *menu, GameSession *session, const QString &unit,
                                 QWidget *parent)
{
    if (!session->hasGame() || session->readOnly())
        return false;
    const std::vector<StateEdit> edits =
        umpire::crt::unitEdits(session->game(), unit.toStdString());
    addEdits(menu, session, edits, parent);
    return !edits.empty();
}

bool StateEditMenu::addUnitsEdits(QMenu *menu, GameSession *session, const QStringList &units,
                                  QWidget *parent)
{
    for (const QString &unit : units) {
        QMenu *target = menu;
        if (units.size() > 1)
            target = menu->addMenu(unitSummary(session, unit));
        else
            menu->addSection(unitSummary(session, unit));
        if (!addUnitEdits(target, session, unit, parent))
            target->addAction(tr("Nothing to change"))->setEnabled(false);
    }
    return !units.isEmpty();
}

bool StateEditMenu::addSideEdits(QMenu *menu, GameSession *session, const QString &side,
                                 QWidget *parent)
{
    if (!session->hasGame() || session->readOnly())
        return false;
    const std::vector<StateEdit> edits =
        umpire::crt::sideEdits(session->game(), side.toStdString());
    addEdits(menu, session, edits, parent);
    return !edits.empty();
}

QString StateEditMenu::unitSummary(GameSession *session, const QString &unit)
{
    if (!session->hasGame())
        return unit;
    const auto &units = session->state().units;
    auto it = units.find(unit.toStdString());
    if (it == units.end())
        return unit;
    using S = umpire::crt::UnitState::Status;
    const umpire::crt::UnitState &u = it->second;
    switch (u.status) {
    case S::OnMap:
        return u.hex.empty() ? tr("%1: strength %2").arg(unit).arg(u.strength)
                             : tr("%1: strength %2, at %3")
                                   .arg(unit)
                                   .arg(u.strength)
                                   .arg(QString::fromStdString(u.hex));
    case S::NotArrived:
        return tr("%1: due on turn %2").arg(unit).arg(u.arrives);
    case S::Eliminated:
        return tr("%1: eliminated").arg(unit);
    case S::Exited:
        return tr("%1: left the map").arg(unit);
    }
    return unit;
}
