#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

// Undo and Redo are the game's from every field of a window: a field's own undo of its typing
// (a line edit's Ctrl+Z) would swallow the key right after an action. While the focus is in
// `window`, the keys go past the field to the window's own Undo and Redo actions, as its Edit
// menu has them. It watches the whole application (a key reaches the field first) and is the
// window's child, gone with it.
class GameUndoKeys : public QObject
{
    Q_OBJECT

  public:
    explicit GameUndoKeys(QWidget *window);

    // Whether a key pressed is one of the game's: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the platform's.
    static bool isGameKey(const QKeyCombination &key);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    QPointer<QWidget> m_window;
};
