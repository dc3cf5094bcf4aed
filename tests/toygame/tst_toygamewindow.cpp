// The toy game (an enrolled family with no desktop UI of its own) opened from the main window: it
// is played in the generic game window, over a session of its own, with its own players' view.
#include "feedback.h"
#include "games.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "genericgamewindow.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "playersviewtesting.h"
#include "settings.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace umpire;

class TestToyGameWindow : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void itIsPlayedInTheGenericWindow();
};

void TestToyGameWindow::itIsPlayedInTheGenericWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tug.jsonl"));
    const std::vector<std::filesystem::path> dirs = {TOY_RULESDATA_DIR, UMPIRE_RULESDATA_DIR};
    {
        Result<std::unique_ptr<GameModule>> made =
            GameRegistry(dirs).create(path.toStdString(), "tug", {{"title", "Playground"}});
        QVERIFY2(made, made ? "" : made.error().message.c_str());
    }
    GameSession session{crt::RulesetLibrary(dirs)};
    QVERIFY(
        session.createFromScenario(dir.filePath(QStringLiteral("chart.jsonl")), "nlb-demo").ok());
    Settings settings;
    Feedback feedback;
    MainWindow main(&session, &settings, &feedback);
    QVERIFY(GameWindows::playsInOwnWindow(path));
    QVERIFY(main.openGame(path));
    GameWindows *games = main.gameWindows();
    QCOMPARE(games->windows().size(), 1);
    auto *window = qobject_cast<GenericGameWindow *>(games->windows().front());
    QVERIFY(window);
    QVERIFY(
        window->findChild<QLabel *>(QStringLiteral("gameTitle"))->text().contains("Tug of War"));
    auto *state = window->findChild<QPlainTextEdit *>(QStringLiteral("gameState"));
    QVERIFY2(state->toPlainText().contains("the rope is 0"), qPrintable(state->toPlainText()));

    // What may be done now: one button per legal action, each acting through the module.
    QList<QPushButton *> actions = window->findChildren<QPushButton *>(QStringLiteral("action"));
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions[0]->text(), QStringLiteral("North pulls the rope"));
    for (int i = 0; i < 3; ++i) {
        actions = window->findChildren<QPushButton *>(QStringLiteral("action"));
        QVERIFY(!actions.isEmpty());
        actions[0]->click();
    }
    QVERIFY2(state->toPlainText().contains("North wins"), qPrintable(state->toPlainText()));
    QCOMPARE(session.module() != games->session(window)->module(), true); // its own session
    QCOMPARE(games->session(window)->module()->journal().lastSeq(), std::uint64_t{4});
    QVERIFY(window->findChildren<QPushButton *>(QStringLiteral("action")).isEmpty()); // won
    auto *log = window->findChild<QListWidget *>(QStringLiteral("gameLog"));
    QCOMPARE(log->count(), 4);
    QVERIFY2(log->item(3)->text().contains("North pulled"), qPrintable(log->item(3)->text()));

    // Undo compensates the last pull (struck through in the log) and redo restores it.
    window->findChild<QPushButton *>(QStringLiteral("undo"))->click();
    QVERIFY2(state->toPlainText().contains("the rope is 2"), qPrintable(state->toPlainText()));
    QCOMPARE(log->count(), 5);
    QVERIFY(log->item(3)->font().strikeOut());
    QCOMPARE(window->findChildren<QPushButton *>(QStringLiteral("action")).size(), 2);
    window->findChild<QPushButton *>(QStringLiteral("redo"))->click();
    QVERIFY2(state->toPlainText().contains("North wins"), qPrintable(state->toPlainText()));

    // Its players' view serves the toy's own game.
    window->findChild<QPushButton *>(QStringLiteral("playersView"))->click();
    QVERIFY(window->findChild<PlayersViewDialog *>());
    PlayersViewServer *players = games->playersView(window);
    QVERIFY(players && players->listen(QHostAddress::LocalHost).ok());
    const PlayersViewServer::View *table = players->view(QStringLiteral("everyone"));
    QVERIFY(table);
    const test::RawReply reply =
        test::get(players->port(), players->link(*table).path().toUtf8() + "state");
    QCOMPARE(reply.status, 200);
    QVERIFY2(reply.body().contains("Tug of War"), reply.body().constData());

    // File > New game offers it beside Napoleon 1815 Returns (Vae Victis makes its battles in its
    // own dialog), made from its title, and makes it in a generic window of its own.
    NewGameDialog dialog(&session, QStringLiteral("tug"), &main);
    auto *systems = dialog.findChild<QComboBox *>(QStringLiteral("ruleset"));
    QVERIFY(systems->findData(QStringLiteral("n1815")) >= 0);
    QCOMPARE(systems->findData(QStringLiteral("la-grande-armee")), -1);
    QCOMPARE(dialog.rulesetId(), QStringLiteral("tug"));
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("scenario"))->itemText(0),
             QStringLiteral("the game's own set-up"));
    QVERIFY(main.createInOwnWindow(dir.filePath(QStringLiteral("made.jsonl")),
                                   QStringLiteral("tug"), QStringLiteral("Made")));
    QCOMPARE(games->windows().size(), 2);
    auto *made = qobject_cast<GenericGameWindow *>(games->windows().back());
    QVERIFY(made);
    QVERIFY(made->findChild<QLabel *>(QStringLiteral("gameTitle"))->text().contains("Made"));
}

QTEST_MAIN(TestToyGameWindow)
#include "tst_toygamewindow.moc"
