#include "gameundokeys.h"

#include <QApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QWidget>

GameUndoKeys::GameUndoKeys(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool GameUndoKeys::isGameKey(const QKeyCombination &key)
{
    const QKeySequence typed(key);
    for (const QKeySequence::StandardKey standard : {QKeySequence::Undo, QKeySequence::Redo})
        for (const QKeySequence &bound : QKeySequence::keyBindings(standard))
            if (typed == bound)
                return true;
    return typed == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) ||
           typed == QKeySequence(Qt::CTRL | Qt::Key_Y);
}

bool GameUndoKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && m_window) {
        auto *widget = qobject_cast<QWidget *>(watched);
        const auto *key = static_cast<QKeyEvent *>(event);
        if (widget && isGameKey(key->keyCombination()) &&
            (widget == m_window || m_window->isAncestorOf(widget))) {
            event->ignore(); // not the field's: the window's Undo and Redo actions take it
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
