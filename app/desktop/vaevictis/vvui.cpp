#include "vvui.h"

#include "miniaturesdialog.h"

QWidget *VvUi::makeWindow(GameSession *session, std::function<void()> playersViewRequested) const
{
    auto *dialog = new MiniaturesDialog(session);
    QObject::connect(dialog, &MiniaturesDialog::playersViewRequested, dialog,
                     std::move(playersViewRequested));
    return dialog;
}
