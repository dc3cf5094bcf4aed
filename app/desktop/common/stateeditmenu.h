#pragma once

#include <QCoreApplication>
#include <QString>

class GameSession;
class QMenu;
class QWidget;

// The referee's edits of a unit or a side (engine/crt/unitedits.h) as menu entries,
// the same from the armies panel, the log and the map. Each entry asks what its edit asks (a
// strength, the die, an entry hex, a number of points), journals it as an action of the game, and
// says why when the game refuses it; `parent` (a widget that outlives the menu) owns the questions.
class StateEditMenu
{
    Q_DECLARE_TR_FUNCTIONS(StateEditMenu)

  public:
    // Adds the edits of `unit` of the open chart game to `menu`: false when it has none.
    static bool addUnitEdits(QMenu *menu, GameSession *session, const QString &unit,
                             QWidget *parent);
    // Adds the edits of each of `units` under its state ("Pirch: strength 4, at 0807"): in a
    // section for one unit, in a submenu each for several; false when `units` is empty.
    static bool addUnitsEdits(QMenu *menu, GameSession *session, const QStringList &units,
                              QWidget *parent);
    // Adds the edits of `side` (its victory points): false when it has none.
    static bool addSideEdits(QMenu *menu, GameSession *session, const QString &side,
                             QWidget *parent);
    // The unit's state in a few words, for a menu's title: "Pirch: strength 4, at 0807".
    static QString unitSummary(GameSession *session, const QString &unit);
};
