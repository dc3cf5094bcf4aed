#pragma once

// What the tests of the rule-data editors share: a user's rule-data folder of the test's own,
// typing into a table's cells and ticking them as a user does, and answering the editors' message
// boxes.
#include "datapath.h"
#include "rulesetlibrary.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include <filesystem>

namespace umpire::test {

// XDG_DATA_HOME pointed at a temporary folder while it lives: what the editors save goes there,
// never to the user's own folder.
class UserDataHome
{
  public:
    UserDataHome() : m_old(qgetenv("XDG_DATA_HOME"))
    {
        qputenv("XDG_DATA_HOME", m_home.path().toUtf8());
    }
    ~UserDataHome() { qputenv("XDG_DATA_HOME", m_old); }
    UserDataHome(const UserDataHome &) = delete;
    UserDataHome &operator=(const UserDataHome &) = delete;

    bool isValid() const
    {
        return m_home.isValid() &&
               QString::fromStdString(ruleData().string()).startsWith(m_home.path());
    }
    QString filePath(const QString &name) const { return m_home.filePath(name); }
    // The user's rule-data folder (datapath.h userRuleDataDir), inside the temporary one.
    std::filesystem::path ruleData() const { return userRuleDataDir(); }
    // The app's search path: the user's folder first, then the shipped rule data.
    crt::RulesetLibrary library() const
    {
        return crt::RulesetLibrary({ruleData(), std::filesystem::path(UMPIRE_RULESDATA_DIR)});
    }

  private:
    QTemporaryDir m_home;
    QByteArray m_old;
};

// Types `text` into a cell as a user does: the first key starts editing, Return ends it (an empty
// text clears the cell).
inline void typeIntoCell(QTableWidget *table, int row, int column, const QString &text)
{
    QApplication::setActiveWindow(table->window()); // back from a message box of the editor's
    QVERIFY(QTest::qWaitForWindowActive(table->window()));
    table->setFocus();
    table->setCurrentCell(row, column);
    if (text.isEmpty()) {
        QTest::keyClick(table, Qt::Key_F2);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    } else {
        QTest::keyClicks(table, text.left(1));
        QTest::keyClicks(QApplication::focusWidget(), text.mid(1));
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCoreApplication::processEvents(); // the cell is written once its editor closes
}

// A tick given or taken off from the keyboard: Space on the cell.
inline void toggleCell(QTableWidget *table, int row, int column)
{
    table->setFocus();
    table->setCurrentCell(row, column);
    QTest::keyClick(table, Qt::Key_Space);
}

// Answers every message box shown while it lives, keeping their texts: with `answer` where the box
// has that button (Save, Discard or Cancel for the editors' unsaved changes), else its default.
class MessageBoxAnswers : public QObject
{
  public:
    explicit MessageBoxAnswers(QMessageBox::StandardButton answer = QMessageBox::Ok)
        : m_answer(answer)
    {
        m_poll.setInterval(20);
        connect(&m_poll, &QTimer::timeout, this, [this] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    texts << box->text();
                    names << box->objectName();
                    if (QAbstractButton *button = box->button(m_answer))
                        button->click();
                    else
                        box->done(QMessageBox::Ok);
                }
        });
        m_poll.start();
    }
    void answerWith(QMessageBox::StandardButton answer) { m_answer = answer; }
    QStringList texts;
    QStringList names; // the boxes' object names: "unsavedChanges" for Save / Discard / Cancel

  private:
    QMessageBox::StandardButton m_answer;
    QTimer m_poll;
};

// English as the app speaks it: its plural forms ("1 row pasted", "2 rows pasted"), installed as
// the app installs them (desktopapp.cpp).
inline bool useEnglishPlurals()
{
    static QTranslator english;
    return english.load(QStringLiteral(":/i18n/umpire_en.qm")) &&
           QCoreApplication::installTranslator(&english);
}

// Whether a cell shows as changed since its file was loaded (bold).
inline bool markedChanged(const QTableWidgetItem *item)
{
    return item && item->font().bold();
}

} // namespace umpire::test
