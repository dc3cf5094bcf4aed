#include "n1815ui.h"

#include "n1815journal.h"
#include "n1815sheeteditor.h"
#include "n1815window.h"

#include <QAction>
#include <QMenu>

QWidget *N1815Ui::makeWindow(GameSession *session, std::function<void()> playersViewRequested) const
{
    auto *window = new N1815Window(session);
    QObject::connect(window, &N1815Window::playersViewRequested, window,
                     std::move(playersViewRequested));
    return window;
}

QString N1815Ui::newGameScenario() const
{
    return tr("the campaign of June 1815 (N1815 7)");
}

void N1815Ui::addGameMenuActions(QMenu *menu, const MenuContext &context) const
{
    QAction *made = menu->addAction(
        tr("Napoleon &1815 Returns: new game…"), context.parent,
        [newGame = context.newGame] { newGame(QLatin1String(umpire::n1815::Journal::rulesetId)); });
    made->setObjectName(QStringLiteral("n1815NewGame"));
    made->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    // N1815's tracking sheets and deck as printed in the user's copy, over the stand-ins.
    QAction *sheets =
        menu->addAction(tr("Napoleon 1815 Returns: tracking sheets and &deck…"), context.parent,
                        [parent = context.parent, session = context.session] {
                            auto *editor = new N1815SheetEditor(session, parent);
                            editor->setAttribute(Qt::WA_DeleteOnClose);
                            editor->show();
                        });
    sheets->setObjectName(QStringLiteral("n1815SheetEditorMainAction"));
}
