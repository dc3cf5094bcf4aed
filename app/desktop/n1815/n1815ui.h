#pragma once

#include "gameui.h"

#include <QCoreApplication>

// Napoleon 1815 Returns is played in its own window (N1815Window); the Game menu makes a new one
// and edits its tracking sheets and deck.
class N1815Ui final : public GameUi
{
    Q_DECLARE_TR_FUNCTIONS(N1815Ui)

  public:
    std::string family() const override { return "n1815"; }
    QWidget *makeWindow(GameSession *session,
                        std::function<void()> playersViewRequested) const override;
    QString newGameScenario() const override;
    void addGameMenuActions(QMenu *menu, const MenuContext &context) const override;
};
