#pragma once

// The referee's hands, for the desktop suites: keys typed where the focus is, and the menus and
// dialogs an action opens answered as a referee answers them.
#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QList>
#include <QMenu>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <QtTest>

namespace umpire::test {

// Keys typed into whichever widget has the focus, counted.
class Keyboard
{
  public:
    void type(const QString &text)
    {
        for (const QChar c : text) {
            QTest::keyClicks(QApplication::focusWidget(), QString(c));
            ++m_count;
        }
    }
    void press(Qt::Key key)
    {
        QTest::keyClick(QApplication::focusWidget(), key);
        ++m_count;
    }
    int count() const { return m_count; }

  private:
    int m_count = 0;
};

// Answers the menus and dialogs an action opens, in order, as the referee does: a menu's entry
// chosen by its text (highlighted, then Return), a dialog's field typed into (then Return). What
// each menu offered is kept; nothing is left open (a menu or dialog not answered within 10 s is
// closed).
class Answers : public QObject
{
  public:
    Answers()
    {
        m_poll.setInterval(20);
        connect(&m_poll, &QTimer::timeout, this, &Answers::tick);
        QTimer::singleShot(10000, this, [this] {
            m_poll.stop();
            if (QWidget *popup = QApplication::activePopupWidget())
                popup->close();
            if (QWidget *left = QApplication::activeModalWidget())
                left->close();
        });
    }
    Answers &menu(const QString &entry)
    {
        m_steps.append({true, entry});
        m_poll.start();
        return *this;
    }
    Answers &dialog(const QString &typed)
    {
        m_steps.append({false, typed});
        m_poll.start();
        return *this;
    }
    bool done() const { return m_steps.isEmpty() && m_missing.isEmpty(); }
    QStringList offered; // the entries of every menu answered, in order
    QString missing() const { return m_missing; }

  private:
    void tick()
    {
        if (m_steps.isEmpty()) {
            m_poll.stop();
            return;
        }
        const auto [isMenu, text] = m_steps.front();
        if (isMenu) {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu || !menu->isVisible())
                return;
            QAction *chosen = nullptr;
            for (QAction *a : menu->actions()) {
                if (!a->text().isEmpty()) // entries and sections' titles
                    offered << a->text();
                if (a->text().startsWith(text) && a->isEnabled() && !chosen)
                    chosen = a;
            }
            m_steps.removeFirst();
            if (!chosen) {
                m_missing = text;
                m_steps.clear();
                menu->close();
                return;
            }
            // Later, from the event loop: the entry may open a dialog, answered by this timer.
            menu->setActiveAction(chosen);
            QMetaObject::invokeMethod(
                menu, [menu] { QTest::keyClick(menu, Qt::Key_Return); }, Qt::QueuedConnection);
            return;
        }
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isActiveWindow() || !dialog->focusWidget())
            return;
        m_steps.removeFirst();
        // A list to choose from (QInputDialog::getItem): the entry that begins with the text.
        if (auto *input = qobject_cast<QInputDialog *>(dialog);
            input && !input->comboBoxItems().isEmpty()) {
            for (const QString &item : input->comboBoxItems())
                if (item.startsWith(text)) {
                    input->setTextValue(item);
                    break;
                }
            QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
            return;
        }
        QTest::keyClick(dialog->focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(dialog->focusWidget(), text);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
    }
    QTimer m_poll;
    QList<QPair<bool, QString>> m_steps;
    QString m_missing;
};

} // namespace umpire::test
