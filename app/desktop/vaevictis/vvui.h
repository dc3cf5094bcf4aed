#pragma once

#include "gameui.h"

// A Vae Victis battle is played in the miniatures dialog (MiniaturesDialog), which also starts and
// opens battles of its own.
class VvUi final : public GameUi
{
  public:
    std::string family() const override { return "vaevictis"; }
    QWidget *makeWindow(GameSession *session,
                        std::function<void()> playersViewRequested) const override;
    bool makesGameFromTitle() const override { return false; } // its corps, in its dialog
};
