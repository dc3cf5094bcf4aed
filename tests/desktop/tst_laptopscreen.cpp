// The windows of Napoleon 1815 Returns and Vae Victis on a laptop's screen: the offscreen screen
// of this suite is 1366x768, and every window sizes itself from it as it does at the table. In
// every state the games go through, each window fits the screen, every control is on it and whole,
// and no text is cut.
#include "gamesession.h"
#include "miniaturesdialog.h"
#include "n1815window.h"
#include "widgetchecks.h"

#include <QApplication>
#include <QComboBox>
#include <QScreen>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using nlohmann::json;

class TestLaptopScreen : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void theScreenIsALaptops();
    void n1815WindowFitsThroughTurnOneAndItsBattle();
    void vaeVictisDialogFitsOnEveryPageOfEveryGame();

  private:
    // What is off the screen or cut, on every page of a tab widget, named with the state.
    QStringList problemsOnEveryPage(QWidget *window, QTabWidget *tabs, const QString &state);
};

void TestLaptopScreen::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLaptopScreen::theScreenIsALaptops()
{
    QScreen *screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    QCOMPARE(screen->geometry().size(), QSize(1366, 768));
}

QStringList TestLaptopScreen::problemsOnEveryPage(QWidget *window, QTabWidget *tabs,
                                                  const QString &state)
{
    QStringList out;
    for (int p = 0; p < tabs->count(); ++p) {
        tabs->setCurrentIndex(p);
        QCoreApplication::processEvents();
        QTest::qWait(10);
        // UMPIRE_LAPTOP_SCREENSHOTS=DIR: each page as the referee sees it, to look at.
        if (const QString shots = qEnvironmentVariable("UMPIRE_LAPTOP_SCREENSHOTS");
            !shots.isEmpty())
            window->grab().save(QStringLiteral("%1/%2-%3.png")
                                    .arg(shots, QString(state).replace(QLatin1Char(' '), '-'))
                                    .arg(p));
        for (const QString &problem :
             umpire::test::cutTexts(window) + umpire::test::offScreenOrClipped(window)) {
            const QString where =
                QStringLiteral("%1, %2: %3")
                    .arg(state, tabs->tabText(p).remove(QLatin1Char('&')), problem);
            if (!out.contains(where))
                out << where;
        }
    }
    return out;
}

// Turn 1 as the rules' movement example plays it, then the battle at Charleroi from Umpire's deck
// to a reinforcement attempt and the losses: the boxes "French (rolled)", "Charleroi",
// "... (tactical 2)" and "French (2 to distribute)" whole, Move, End movement, the map and "What
// the rules did" on the screen.
void TestLaptopScreen::n1815WindowFitsThroughTurnOneAndItsBattle()
{
    QTemporaryDir dir;
    GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    umpire::Result<N1815Window *> made = N1815Window::create(
        &session, dir.filePath(QStringLiteral("laptop.jsonl")), QStringLiteral("Laptop"));
    QVERIFY2(made.ok(), made ? "" : made.error().message.c_str());
    std::unique_ptr<N1815Window> w(*made);
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto *tabs = w->tabs();
    QStringList problems = problemsOnEveryPage(w.get(), tabs, QStringLiteral("a new game"));
    const auto act = [&w](const json &action) {
        if (!w->act(action))
            qWarning("%s refused: %s", action.dump().c_str(), qPrintable(w->lastError()));
    };
    act({{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}});
    act({{"action", "weather"}, {"roll", 4}});
    act({{"action", "movementPoints"}, {"army", "french"}, {"roll", 2}});
    act({{"action", "move"}, {"unit", "fr-IG"}, {"path", {"thuin"}}});
    auto *unit = w->findChild<QComboBox *>(QStringLiteral("n1815MoveUnit"));
    unit->setCurrentIndex(unit->findData(QStringLiteral("fr-VI")));
    problems += problemsOnEveryPage(w.get(), tabs, QStringLiteral("French movement"));
    for (const char *name : {"n1815Move", "n1815EndMovement"}) {
        tabs->setCurrentIndex(0);
        QWidget *button = w->findChild<QWidget *>(QLatin1String(name));
        QVERIFY2(button && umpire::test::wholeInView(button), name);
    }
    act({{"action", "move"}, {"unit", "fr-VI"}, {"path", {"thuin"}}});
    act({{"action", "move"}, {"unit", "fr-IG"}, {"path", {"charleroi"}}});
    act({{"action", "move"}, {"unit", "fr-VI"}, {"path", {"charleroi"}}});
    act({{"action", "move"}, {"unit", "fr-cav"}, {"path", {"walcourt", "charleroi"}}});
    act({{"action", "move"}, {"unit", "napoleon"}, {"path", {"thuin", "charleroi"}}});
    act({{"action", "endMovement"}});
    problems += problemsOnEveryPage(w.get(), tabs, QStringLiteral("French combat"));
    act({{"action", "startCombat"},
         {"location", "charleroi"},
         {"virtualDeck", true},
         {"seed", 1815}});
    QVERIFY(w->game().battle.has_value());
    problems += problemsOnEveryPage(w.get(), tabs, QStringLiteral("the battle's first round"));
    // The attacker plays what the defender may match, then the defender declines a counterattack:
    // the reinforcement attempts.
    using namespace umpire::n1815;
    const Battle &b = *w->game().battle;
    std::string card, answer;
    for (int c = 0; c < cardTypes && card.empty(); ++c)
        for (int d = 0; d < cardTypes && card.empty(); ++d)
            if (b.active.hand.cards[std::size_t(c)] > 0 && b.other.hand.cards[std::size_t(d)] > 0 &&
                matches(static_cast<Card>(c), static_cast<Card>(d))) {
                card = cardId(static_cast<Card>(c));
                answer = cardId(static_cast<Card>(d));
            }
    QVERIFY(!card.empty());
    act({{"action", "play"}, {"card", card}});
    act({{"action", "respond"}, {"card", answer}});
    act({{"action", "counterattack"}, {"roll", nullptr}});
    QCOMPARE(w->game().battle->phase, BattlePhase::Reinforce);
    problems += problemsOnEveryPage(w.get(), tabs, QStringLiteral("reinforcements"));
    // Then the attacker does not match: the battle is decided and its losses distributed.
    while (w->game().battle->phase == BattlePhase::Reinforce)
        act({{"action", "endReinforcements"}});
    act({{"action", "play"}, {"card", card}});
    act({{"action", "respond"}, {"card", nullptr}});
    while (w->game().battle->phase == BattlePhase::Reinforce)
        act({{"action", "endReinforcements"}});
    QCOMPARE(w->game().battle->phase, BattlePhase::Losses);
    problems += problemsOnEveryPage(w.get(), tabs, QStringLiteral("losses"));
    // The steps of the last action, with the stand-ins they used, are on the screen.
    auto *steps = w->findChild<QWidget *>(QStringLiteral("n1815Steps"));
    QVERIFY(steps && steps->isVisible() && steps->height() >= 3 * steps->fontMetrics().height());
    // The map, whole: its southern towns too.
    auto *map = w->findChild<QWidget *>(QStringLiteral("n1815Map"));
    if (map)
        QVERIFY2(umpire::test::wholeInView(map), "the map");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
}

// The Vae Victis dialog, a battle open, on each of its pages in each of the four games.
void TestLaptopScreen::vaeVictisDialogFitsOnEveryPageOfEveryGame()
{
    QTemporaryDir dir;
    GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    MiniaturesDialog dialog(&session);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *game = dialog.findChild<QComboBox *>(QStringLiteral("game"));
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("tabs"));
    QVERIFY(game && tabs);
    QStringList problems;
    for (int g = 0; g < game->count(); ++g) {
        game->setCurrentIndex(g);
        for (const char *kind : {"melee", "fire"}) {
            auto *kinds = dialog.findChild<QComboBox *>(QStringLiteral("kind"));
            kinds->setCurrentIndex(kinds->findData(QLatin1String(kind)));
            problems +=
                problemsOnEveryPage(&dialog, tabs, game->currentText() + QLatin1Char(' ') + kind);
        }
    }
    // A battle open: its corps in every box, the battle's line over the pages.
    QString error;
    game->setCurrentIndex(game->findData(QStringLiteral("la-grande-armee")));
    QVERIFY2(dialog.startBattle(dir.filePath(QStringLiteral("b.jsonl")), QStringLiteral("Aspern"),
                                QStringLiteral("French: Lannes: 36\nFrench: Guard: 30\n"
                                               "Austrian: Kolowrat: 9"),
                                &error),
             qPrintable(error));
    dialog.findChild<QSpinBox *>(QStringLiteral("attackerDie"))->setValue(6);
    dialog.findChild<QSpinBox *>(QStringLiteral("defenderDie"))->setValue(1);
    dialog.resolve();
    problems += problemsOnEveryPage(&dialog, tabs, QStringLiteral("a battle"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
}

// The offscreen screen made a laptop's before the application starts.
int main(int argc, char **argv)
{
    QTemporaryDir config;
    const QString file = config.filePath(QStringLiteral("screen.json"));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return 2;
    out.write(R"({"windowFrameMargins": false, "screens": [{"name": "laptop", "x": 0, "y": 0,
                 "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96,
                 "dpr": 1}]})");
    out.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(file));
    QApplication app(argc, argv);
    TestLaptopScreen test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_laptopscreen.moc"
