// Napoleon 1815 Returns in the desktop app: turn 1 and the battle at Charleroi driven
// through the widgets, offscreen, with the journal checked after every step.
#include "feedback.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "mainwindow.h"
#include "n1815events.h"
#include "n1815module.h"
#include "n1815window.h"
#include "settings.h"
#include "widgetchecks.h"

#include "journal.h"
#include "n1815mapview.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using nlohmann::json;

namespace {

std::vector<std::filesystem::path> dirs()
{
    return {UMPIRE_RULESDATA_DIR};
}

// The actions the journal holds, in order, undone ones included.
std::vector<json> journaledActions(const QString &path)
{
    std::vector<json> out;
    umpire::Result<umpire::Journal> j =
        umpire::Journal::open(path.toStdString(), umpire::Journal::Mode::ReadOnly);
    if (!j)
        return out;
    for (const umpire::JournalEvent &e : j->digests())
        if (e.kind == umpire::n1815::kinds::Action)
            out.push_back(e.data);
    return out;
}

// Every text the window holds, shown or not (a label, a button, a box's items, a list's cells,
// a field, a tooltip): a secret hidden from the screen is in none of them.
QStringList heldTexts(QWidget *window)
{
    QStringList out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        out << w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w))
            out << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            out << button->text();
        else if (auto *field = qobject_cast<QLineEdit *>(w))
            out << field->text();
        if (auto *box = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < box->count(); ++i)
                out << box->itemText(i);
        if (auto *tree = qobject_cast<QTreeWidget *>(w))
            for (int i = 0; i < tree->topLevelItemCount(); ++i)
                for (int c = 0; c < tree->columnCount(); ++c)
                    out << tree->topLevelItem(i)->text(c) << tree->topLevelItem(i)->toolTip(c);
        if (auto *table = qobject_cast<QTableWidget *>(w))
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (table->item(r, c))
                        out << table->item(r, c)->text();
    }
    out.removeAll(QString());
    return out;
}

// How the window writes one side's cards as the engine holds them: "2×Skirmish" in the side's hand,
// "Skirmish (2)" in the card boxes.
QStringList handTexts(const umpire::n1815::Hand &hand)
{
    QStringList out;
    for (int i = 0; i < umpire::n1815::cardTypes; ++i)
        if (const int n = hand.cards[std::size_t(i)]; n > 0) {
            const QString name = QString::fromStdString(
                umpire::n1815::cardName(static_cast<umpire::n1815::Card>(i)));
            out << QStringLiteral("%1×%2").arg(n).arg(name)
                << QStringLiteral("%1 (%2)").arg(name).arg(n);
        }
    return out;
}

QStringList containing(const QStringList &texts, const QStringList &secrets)
{
    QStringList out;
    for (const QString &t : texts)
        for (const QString &secret : secrets)
            if (t.contains(secret))
                out << secret + QStringLiteral(" in: ") + t;
    return out;
}

// The odds as the Battle tab writes them: "French wins 43.2%".
const QRegularExpression oddsFigure(QStringLiteral("\\d+\\.\\d%"));

} // namespace

class TestN1815Window : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // Every test starts with the players' screen as the app has it when never chosen.
    void init()
    {
        QSettings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("umpire"),
                  QStringLiteral("umpire"))
            .remove(QStringLiteral("n1815/playersScreen"));
    }
    void wholeBattle();
    void playersScreenHidesTheHandsAndTheOdds();
    void playersScreenNamesUnitsToTheirPlayerOnly();
    void refereesScreenShowsThemAndIsRemembered();
    void mapLabelsNeverOverlapNorLeaveTheMap();
    void statusNamesTheTurnOnce();
    void refusals_data();
    void refusals();
    void undoRedoAndReopen();
    void secretObjectives();
    void opensFromTheMainWindow();
    void everyMnemonicGoesToItsField();
    void noTextIsCutOnALaptopScreen();
    void ctrlZInThePathFieldUndoesTheMove();
    void battleListsAReinforcingUnitOnce();
    void trackingSheetsDrawNoDigitOverTheTrack();
    void commanderRuleIsTheSameWhetherHeMovesOrIsLeft();
    void journalTabAndStatusReadWordsNotEventNames();
    void rollButtonsOnlyWhileTheRollIsDue();
    void playersSetUpTheirOwnUnitsBeforeTheFirstTurn();
    void refereePutsAUnitAtAnotherLocation();

  private:
    // Each window plays over a session of its own, as the app's one session would hold it.
    GameSession *newSession()
    {
        m_sessions.push_back(std::make_unique<GameSession>(umpire::crt::RulesetLibrary(dirs())));
        return m_sessions.back().get();
    }
    N1815Window *newWindow(const QString &path)
    {
        umpire::Result<N1815Window *> w =
            N1815Window::create(newSession(), path, QStringLiteral("test"));
        if (!w)
            qWarning("%s", w.error().message.c_str());
        return w ? *w : nullptr;
    }
    template <typename T> T *child(N1815Window *w, const char *name)
    {
        T *found = w->findChild<T *>(QLatin1String(name));
        if (!found)
            qWarning("no widget %s", name);
        return found;
    }
    void click(N1815Window *w, const char *name)
    {
        auto *b = child<QPushButton>(w, name);
        QVERIFY(b);
        QVERIFY2(b->isEnabled(), name);
        QTest::mouseClick(b, Qt::LeftButton);
    }
    void type(N1815Window *w, const char *name, const QString &text)
    {
        auto *field = child<QLineEdit>(w, name);
        QVERIFY(field);
        field->clear();
        QTest::keyClicks(field, text);
    }
    void choose(N1815Window *w, const char *name, const QString &data)
    {
        auto *box = child<QComboBox>(w, name);
        QVERIFY(box);
        const int at = box->findData(data);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("%1 has no %2").arg(name, data)));
        box->setCurrentIndex(at);
    }
    // Turn 1 of docs/cli.md up to the battle at Charleroi, through the widgets.
    void playTurnOne(N1815Window *w);
    // Then the battle at Charleroi, dealt from Umpire's virtual deck: hands Umpire knows.
    void startDealtBattle(N1815Window *w)
    {
        auto *deck = child<QCheckBox>(w, "n1815VirtualDeck");
        QVERIFY(deck);
        if (!deck->isChecked())
            QTest::mouseClick(deck, Qt::LeftButton, {}, QPoint(8, deck->height() / 2));
        QVERIFY(deck->isChecked());
        choose(w, "n1815CombatLocation", QStringLiteral("charleroi"));
        click(w, "n1815StartCombat");
        QVERIFY2(w->game().battle.has_value(), qPrintable(w->lastError()));
        QVERIFY(w->game().battle->active.hand.known);
        QCOMPARE(w->game().battle->active.side, std::string("french"));
    }

    // The French player turn of turn 1 played with no move, to the Allied / Prussian movement,
    // both of their armies' points rolled.
    void toAlliedMovement(N1815Window *w)
    {
        for (const json &a :
             {json{{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}},
              json{{"action", "weather"}, {"roll", 4}}, json{{"action", "endMovement"}},
              json{{"action", "endCombat"}},
              json{{"action", "movementPoints"}, {"army", "allied"}, {"roll", 5}},
              json{{"action", "movementPoints"}, {"army", "prussian"}, {"roll", 5}}})
            QVERIFY2(w->act(a), qPrintable(w->lastError()));
    }
    // Moves `unit` along `path` through the Path field and Enter.
    void moveByPath(N1815Window *w, const QString &unit, const QString &path)
    {
        choose(w, "n1815MoveUnit", unit);
        type(w, "n1815MovePath", path);
        QTest::keyClick(child<QLineEdit>(w, "n1815MovePath"), Qt::Key_Return);
    }
    // From playTurnOne's battle at Charleroi (the virtual deck) to a unit joining it: a round the
    // defender matches, then reinforcement attempts until one succeeds.
    std::string reinforce(N1815Window *w);

    std::vector<std::unique_ptr<GameSession>> m_sessions;
};

void TestN1815Window::playTurnOne(N1815Window *w)
{
    choose(w, "n1815Objective1", QStringLiteral("liege"));
    choose(w, "n1815Objective2", QStringLiteral("brussels"));
    click(w, "n1815RecordObjectives");
    // N1815 9: the weather typed and Enter.
    type(w, "n1815WeatherDie", QStringLiteral("4"));
    QTest::keyClick(child<QLineEdit>(w, "n1815WeatherDie"), Qt::Key_Return);
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::FrenchMovement);
    choose(w, "n1815PointsArmy", QStringLiteral("french"));
    type(w, "n1815PointsDie", QStringLiteral("2"));
    click(w, "n1815Points");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    const std::vector<std::pair<QString, QString>> moves = {{"fr-IG", "Thuin"},
                                                            {"fr-VI", "thuin"},
                                                            {"fr-IG", "Charleroi"},
                                                            {"fr-VI", "charleroi"},
                                                            {"fr-cav", "Walcourt, Charleroi"},
                                                            {"napoleon", "thuin, charleroi"}};
    for (const auto &[unit, path] : moves) {
        choose(w, "n1815MoveUnit", unit);
        type(w, "n1815MovePath", path);
        QTest::keyClick(child<QLineEdit>(w, "n1815MovePath"), Qt::Key_Return);
        QVERIFY2(w->lastError().isEmpty(), qPrintable(unit + ": " + w->lastError()));
        QCOMPARE(QString::fromStdString(w->game().state.locationOf(unit.toStdString())),
                 path.split(QLatin1Char(',')).last().trimmed().toLower());
    }
    click(w, "n1815EndMovement");
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::FrenchCombat);
}

// No label of the window shows a literal "&" (the move's "&Path" did), and the
// page keys do not take the F keys the main window uses.
void TestN1815Window::everyMnemonicGoesToItsField()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("labels.jsonl")));
    QVERIFY(w);
    const QStringList bare = umpire::test::mnemonicsWithoutField(w);
    QVERIFY2(bare.isEmpty(), qPrintable(bare.join(QStringLiteral(" | "))));
    // One key, one meaning across windows: the pages are Ctrl+1 to Ctrl+5; F5 (the main
    // window's next step) does not turn them.
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QTest::keyClick(w, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(w->tabs()->currentIndex(), static_cast<int>(N1815Page::Objectives));
    QTest::keyClick(w, Qt::Key_1, Qt::ControlModifier);
    QTest::keyClick(w, Qt::Key_F5);
    QCOMPARE(w->tabs()->currentIndex(), static_cast<int>(N1815Page::Turn));
    delete w;
}

void TestN1815Window::wholeBattle()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.jsonl"));
    N1815Window *w = newWindow(path);
    QVERIFY(w);
    w->show();
    playTurnOne(w);
    const int vi = w->game().state.cohesion("fr-VI");

    // N1815 11: the combat at Charleroi, the players' own cards recorded.
    choose(w, "n1815CombatLocation", QStringLiteral("charleroi"));
    click(w, "n1815StartCombat");
    QVERIFY2(w->game().battle.has_value(), qPrintable(w->lastError()));
    // The players' screen: the odds only once asked.
    QVERIFY(!child<QLabel>(w, "n1815Odds")->text().contains(oddsFigure));
    click(w, "n1815ShowOdds");
    QVERIFY(child<QLabel>(w, "n1815Odds")->text().contains(oddsFigure));
    choose(w, "n1815PlayCard", QStringLiteral("skirmish"));
    click(w, "n1815Play");
    choose(w, "n1815RespondCard", QStringLiteral("skirmish"));
    click(w, "n1815Match");
    QCOMPARE(w->game().battle->phase, umpire::n1815::BattlePhase::Counterattack);
    type(w, "n1815CounterDie", QStringLiteral("1"));
    click(w, "n1815Counterattack");
    QVERIFY(w->game().battle->rounds.back().rolesSwapped);
    click(w, "n1815EndReinforcements");
    click(w, "n1815EndReinforcements");
    QCOMPARE(w->game().battle->phase, umpire::n1815::BattlePhase::Play);
    QCOMPARE(child<QTreeWidget>(w, "n1815Rounds")->topLevelItemCount(), 1);
    choose(w, "n1815PlayCard", QStringLiteral("grand-battery"));
    click(w, "n1815Play");
    click(w, "n1815Decline");
    QCOMPARE(w->game().battle->winner, std::string("allied-prussian"));
    click(w, "n1815EndReinforcements");
    QCOMPARE(w->game().battle->phase, umpire::n1815::BattlePhase::Losses);
    // docs/screenshots/n1815.png: UMPIRE_N1815_SCREENSHOT=FILE under xvfb-run.
    if (const QString shot = qEnvironmentVariable("UMPIRE_N1815_SCREENSHOT"); !shot.isEmpty()) {
        w->resize(1560, 960);
        QTest::qWait(200);
        QVERIFY(w->grab().save(shot));
    }
    // The even split is suggested; the owner puts both losses on VI Corps and the Guard.
    auto *losses = child<QTableWidget>(w, "n1815Losses");
    QVERIFY(losses->rowCount() >= 2);
    int total = 0;
    for (int r = 0; r < losses->rowCount(); ++r)
        total += qobject_cast<QSpinBox *>(losses->cellWidget(r, 1))->value();
    QCOMPARE(total, w->game().battle->sideOf("french").losses);
    for (int r = 0; r < losses->rowCount(); ++r) {
        const QString unit = losses->item(r, 0)->data(Qt::UserRole).toString();
        qobject_cast<QSpinBox *>(losses->cellWidget(r, 1))
            ->setValue(unit == QLatin1String("fr-cav") ? 0 : 1);
    }
    click(w, "n1815Distribute");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().battle->phase, umpire::n1815::BattlePhase::Retreat);
    choose(w, "n1815RetreatTo", QStringLiteral("thuin"));
    click(w, "n1815Retreat");
    click(w, "n1815FinishCombat");
    QVERIFY(!w->game().battle.has_value());
    // N1815 Results of combat and Retreats: VI Corps lost 1 in battle and 1 retreating, and the
    // French units are back at Thuin.
    QCOMPARE(w->game().state.cohesion("fr-VI"), vi - 2);
    QCOMPARE(w->game().state.locationOf("fr-VI"), std::string("thuin"));
    // The sheet shows it.
    auto *sheets = child<QTableWidget>(w, "n1815Sheets");
    bool shown = false;
    for (int r = 0; r < sheets->rowCount(); ++r)
        if (sheets->item(r, 1)->data(Qt::UserRole).toString() == QLatin1String("fr-VI"))
            shown = sheets->item(r, 3)->data(Qt::UserRole).toInt() == vi - 2;
    QVERIFY(shown);
    QVERIFY(child<QTreeWidget>(w, "n1815Steps")->topLevelItemCount() > 0);
    click(w, "n1815EndCombat");
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::AlliedMovement);

    // Every action is in the journal, in the order given, and replays to the same game.
    const std::vector<json> actions = journaledActions(path);
    QCOMPARE(actions.size(), std::size_t(23));
    QCOMPARE(actions.front().value("action", ""), std::string("recordObjectives"));
    QCOMPARE(actions.back().value("action", ""), std::string("endCombat"));
    umpire::Result<umpire::n1815::Data> data = umpire::n1815::Data::find(dirs());
    QVERIFY(data);
    umpire::Result<umpire::n1815::Journal> reopened = umpire::n1815::Journal::open(
        path.toStdString(), std::make_shared<const umpire::n1815::Data>(std::move(data).value()),
        umpire::Journal::Mode::ReadOnly);
    QVERIFY(reopened);
    QCOMPARE(json(reopened->game()).dump(), json(w->game()).dump());
    w->close();
}

void TestN1815Window::refusals_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("N1815 10 a corps moves once per turn") << "fr-IG"
                                                          << "Thuin"
                                                          << "once";
    QTest::newRow("N1815 10 an unknown location") << "fr-II"
                                                  << "Atlantis"
                                                  << "Atlantis";
    QTest::newRow("N1815 10 not along a road") << "fr-I"
                                               << "Brussels"
                                               << "";
}

void TestN1815Window::refusals()
{
    QFETCH(QString, unit);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("refused.jsonl"));
    N1815Window *w = newWindow(file);
    QVERIFY(w);
    type(w, "n1815WeatherDie", QStringLiteral("4"));
    click(w, "n1815Weather");
    choose(w, "n1815PointsArmy", QStringLiteral("french"));
    type(w, "n1815PointsDie", QStringLiteral("5"));
    click(w, "n1815Points");
    // The Guard has moved to Thuin and stopped there.
    QVERIFY(w->act({{"action", "move"}, {"unit", "fr-IG"}, {"path", {"thuin"}}}));
    QVERIFY(w->act({{"action", "move"}, {"unit", "fr-IG"}, {"path", {"charleroi"}}}));
    const std::size_t before = journaledActions(file).size();
    const json game = w->game();
    if (child<QComboBox>(w, "n1815MoveUnit")->findData(unit) >= 0) {
        choose(w, "n1815MoveUnit", unit);
        type(w, "n1815MovePath", path);
        click(w, "n1815Move");
    } else {
        // A unit whose move is over is not offered; the engine refuses it anyway.
        QVERIFY(!w->act(
            {{"action", "move"}, {"unit", unit.toStdString()}, {"path", {path.toStdString()}}}));
    }
    QVERIFY(!w->lastError().isEmpty());
    QVERIFY2(w->lastError().contains(reason, Qt::CaseInsensitive), qPrintable(w->lastError()));
    QVERIFY(child<QLabel>(w, "n1815Message")->text().contains(QStringLiteral("Refused")));
    // Nothing was written, nothing changed.
    QCOMPARE(journaledActions(file).size(), before);
    QCOMPARE(json(w->game()).dump(), game.dump());
    w->close();
}

void TestN1815Window::undoRedoAndReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("undo.jsonl"));
    N1815Window *w = newWindow(path);
    QVERIFY(w);
    playTurnOne(w);
    const json atCombat = w->game();
    click(w, "n1815StartCombat");
    QVERIFY(w->game().battle.has_value());
    // Ctrl+Z undoes the start of the combat through the journal; Ctrl+Shift+Z redoes it.
    w->activateWindow();
    QVERIFY(w->undo());
    QVERIFY(!w->game().battle.has_value());
    QCOMPARE(json(w->game()).dump(), atCombat.dump());
    QVERIFY(w->redo());
    QVERIFY(w->game().battle.has_value());
    const json withBattle = w->game();
    QVERIFY(!w->redo()); // nothing more to redo
    QVERIFY(!w->lastError().isEmpty());
    w->close();

    // The journal holds the undo and the redo; reopening it gives the same game.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the window lets go
    umpire::Result<N1815Window *> again = N1815Window::open(newSession(), path);
    QVERIFY2(again, again ? "" : again.error().message.c_str());
    QCOMPARE(json((*again)->game()).dump(), withBattle.dump());
    QVERIFY(
        (*again)->findChild<QTreeWidget *>(QStringLiteral("n1815Events"))->topLevelItemCount() >=
        3);
    (*again)->close();
}

void TestN1815Window::secretObjectives()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("secret.jsonl")));
    QVERIFY(w);
    click(w, "n1815DrawObjectives");
    QCOMPARE(w->game().state.objectives.size(), std::size_t(2));
    auto *label = child<QLabel>(w, "n1815Objectives");
    const auto nameOf = [&](const std::string &id) {
        return QString::fromStdString(w->journal().data().objective(id)->name);
    };
    const QString first = nameOf(w->game().state.objectives.front());
    QVERIFY(!label->text().contains(first));
    // Nor does the journal view show them, nor the seed they were drawn with (which gives them
    // back): the module decides what the table sees.
    {
        auto *events = w->findChild<QTreeWidget *>(QStringLiteral("n1815Events"));
        QVERIFY(events && events->topLevelItemCount() >= 2);
        QStringList shown;
        for (int i = 0; i < events->topLevelItemCount(); ++i)
            shown << events->topLevelItem(i)->text(1);
        const QString all = shown.join(QStringLiteral(" | "));
        QVERIFY2(all.contains(QStringLiteral("hidden")) && !all.contains(first) &&
                     !all.contains(QStringLiteral("seed")) &&
                     !all.contains(QString::fromStdString(w->game().state.objectives.front())),
                 qPrintable(all));
    }
    // N1815 5: only the French player looks; a "no" shows nothing.
    QString asked;
    w->setConfirmer([&](const QString &q) {
        asked = q;
        return false;
    });
    click(w, "n1815ShowObjectives");
    QVERIFY(asked.contains(QStringLiteral("Only the French player")));
    QVERIFY(!w->objectivesShown());
    QVERIFY(!label->text().contains(first));
    w->setConfirmer([](const QString &) { return true; });
    click(w, "n1815ShowObjectives");
    QVERIFY(w->objectivesShown());
    QVERIFY(label->text().contains(first));
    // Hidden again by the next action.
    type(w, "n1815WeatherDie", QStringLiteral("3"));
    click(w, "n1815Weather");
    QVERIFY(!w->objectivesShown());
    QVERIFY(!label->text().contains(first));
    w->close();
}

void TestN1815Window::opensFromTheMainWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("main.jsonl"));
    {
        N1815Window *w = newWindow(path);
        QVERIFY(w);
        QVERIFY(w->act({{"action", "weather"}, {"roll", 6}}));
        w->close();
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    GameSession session(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    Settings settings;
    Feedback feedback;
    MainWindow main(&session, &settings, &feedback);
    QVERIFY(main.openGame(path));
    QCOMPARE(main.gameWindows()->windows().size(), 1);
    auto *opened = qobject_cast<N1815Window *>(main.gameWindows()->windows().front());
    QVERIFY(opened);
    QVERIFY(opened->game().state.rain);
    // The game has a session of its own; the chart panels' has none.
    GameSession *own = main.gameWindows()->session(opened);
    QVERIFY(own && own != &session && own->moduleAs<umpire::n1815::Module>());
    QVERIFY(!session.module());
    // Its window's Edit > Undo undoes the Napoleon 1815 action.
    auto *undo = opened->findChild<QAction *>(QStringLiteral("n1815Undo"));
    QVERIFY(undo);
    undo->trigger();
    QVERIFY(!opened->game().state.rain);
    QCOMPARE(own->module()->journal().digests().back().kind, umpire::EventKind::Undo);
    // A chart game opened in the main window leaves this one open.
    QPointer<N1815Window> watched(opened);
    QVERIFY(
        session.createFromScenario(dir.filePath(QStringLiteral("chart.jsonl")), "nlb-demo").ok());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!watched.isNull());
    QVERIFY(session.hasGame());
    // Closed, its game and session go.
    opened->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QTRY_VERIFY(main.gameWindows()->windows().isEmpty());
}

// The referee's screen is by default one the players see. Each hand of Umpire's
// deck, the odds and the deck's seed are in no widget until the referee asks; a hand is shown for
// its player alone (showing the other's hides it, as it hides the French objectives) and the next
// step hides everything again.
void TestN1815Window::playersScreenHidesTheHandsAndTheOdds()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("players.jsonl")));
    QVERIFY(w);
    w->show();
    QVERIFY(w->playersScreen());
    QVERIFY(child<QCheckBox>(w, "n1815PlayersScreen")->isChecked());
    playTurnOne(w);
    startDealtBattle(w);
    const umpire::n1815::Battle &b = *w->game().battle;
    const QStringList french = handTexts(b.sideOf("french").hand),
                      allied = handTexts(b.sideOf("allied-prussian").hand);
    QVERIFY(!french.isEmpty() && !allied.isEmpty());
    const QString seed = QString::number(b.deck->seed);
    w->tabs()->setCurrentIndex(static_cast<int>(N1815Page::Battle));

    // Nothing is held, anywhere in the window: not the cards, not the odds, not the seed that
    // deals them again.
    QStringList held = heldTexts(w);
    QVERIFY2(containing(held, french + allied + QStringList{seed}).isEmpty(),
             qPrintable(containing(held, french + allied + QStringList{seed}).join(" | ")));
    QVERIFY2(held.filter(oddsFigure).isEmpty(), qPrintable(held.filter(oddsFigure).join(" | ")));
    auto *frenchHand = child<QLabel>(w, "n1815Hand-french");
    auto *alliedHand = child<QLabel>(w, "n1815Hand-allied-prussian");
    QVERIFY(frenchHand && alliedHand);
    QVERIFY(frenchHand->text().contains(QStringLiteral("hidden")));

    // The French player looks: his hand, in his label and in the card box he plays from.
    auto *showFrench = child<QPushButton>(w, "n1815ShowActiveHand");
    auto *showAllied = child<QPushButton>(w, "n1815ShowOtherHand");
    QVERIFY(showFrench->isVisible() && showFrench->text().contains(QStringLiteral("French")));
    click(w, "n1815ShowActiveHand");
    QVERIFY(showFrench->isChecked());
    for (const QString &card : french.filter(QStringLiteral("×")))
        QVERIFY2(frenchHand->text().contains(card), qPrintable(frenchHand->text()));
    QStringList playCards;
    auto *play = child<QComboBox>(w, "n1815PlayCard");
    for (int i = 0; i < play->count(); ++i)
        playCards << play->itemText(i);
    QVERIFY2(!containing(playCards, french).isEmpty(), qPrintable(playCards.join(" | ")));
    QVERIFY(containing({alliedHand->text()}, allied).isEmpty());
    // N1815 5: the French player may look at his objectives too: that keeps his hand shown.
    w->setConfirmer([](const QString &) { return true; });
    w->tabs()->setCurrentIndex(static_cast<int>(N1815Page::Objectives));
    click(w, "n1815ShowObjectives");
    QVERIFY(w->objectivesShown());
    QVERIFY(frenchHand->text().contains(french.front()));

    // The Allied player looks: the French hand and objectives go.
    w->tabs()->setCurrentIndex(static_cast<int>(N1815Page::Battle));
    click(w, "n1815ShowOtherHand");
    QVERIFY(showAllied->isChecked() && !showFrench->isChecked());
    QVERIFY(!w->objectivesShown());
    QVERIFY2(containing({frenchHand->text()}, french).isEmpty(), qPrintable(frenchHand->text()));
    for (const QString &card : allied.filter(QStringLiteral("×")))
        QVERIFY2(alliedHand->text().contains(card), qPrintable(alliedHand->text()));
    playCards.clear();
    for (int i = 0; i < play->count(); ++i)
        playCards << play->itemText(i);
    QVERIFY2(containing(playCards, french).isEmpty(), qPrintable(playCards.join(" | ")));
    // And the toggle hides it again.
    click(w, "n1815ShowOtherHand");
    QVERIFY(containing({alliedHand->text()}, allied).isEmpty());

    // The odds, for the whole table, when asked.
    click(w, "n1815ShowOdds");
    QVERIFY(child<QLabel>(w, "n1815Odds")->text().contains(oddsFigure));

    // The French player plays a card he holds: the next step hides all again.
    click(w, "n1815ShowActiveHand");
    int card = 0;
    while (b.sideOf("french").hand.cards[std::size_t(card)] == 0)
        ++card;
    play->setCurrentIndex(play->findData(
        QString::fromStdString(umpire::n1815::cardId(static_cast<umpire::n1815::Card>(card)))));
    click(w, "n1815Play");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().battle->phase, umpire::n1815::BattlePhase::Respond);
    const QStringList frenchNow = handTexts(w->game().battle->sideOf("french").hand);
    held = heldTexts(w);
    QVERIFY2(containing(held, frenchNow + allied).isEmpty(),
             qPrintable(containing(held, frenchNow + allied).join(" | ")));
    QVERIFY(held.filter(oddsFigure).isEmpty());
    QVERIFY(!showFrench->isChecked() && !child<QPushButton>(w, "n1815ShowOdds")->isChecked());
    w->close();
}

// The View menu's Players' screen (Ctrl+Shift+P, a key no other window uses) turns
// the mode off for a referee alone: both hands and the odds show, the French objectives still only
// to the French player (the engine's rule). The app remembers the choice.
// N1815 46, "you may not look at your opponent's unit identifiers until combat occurs": on the
// players' screen no widget and no map label names a unit, until the referee shows a player his
// own side's units (the others look away); they stay shown through his moves and go when the
// phase changes; the units that meet in combat are named for all from then on.
void TestN1815Window::playersScreenNamesUnitsToTheirPlayerOnly()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("units.jsonl")));
    QVERIFY(w);
    w->show();
    QVERIFY(w->playersScreen());
    auto *map = child<N1815MapView>(w, "n1815Map");
    QVERIFY(map);
    const auto shown = [&] {
        QStringList texts = heldTexts(w);
        for (const N1815MapLabel &label : map->labels())
            texts << label.units;
        return texts;
    };
    const QStringList french = {QStringLiteral("Imperial Guard"), QStringLiteral("French VI Corps"),
                                QStringLiteral("French Cavalry")};
    const QStringList allied = {QStringLiteral("Wellington"), QStringLiteral("Allied II Corps"),
                                QStringLiteral("Prussian I Corps"), QStringLiteral("Blücher")};
    choose(w, "n1815Objective1", QStringLiteral("liege"));
    choose(w, "n1815Objective2", QStringLiteral("brussels"));
    click(w, "n1815RecordObjectives");
    type(w, "n1815WeatherDie", QStringLiteral("4"));
    QTest::keyClick(child<QLineEdit>(w, "n1815WeatherDie"), Qt::Key_Return);
    choose(w, "n1815PointsArmy", QStringLiteral("french"));
    type(w, "n1815PointsDie", QStringLiteral("2"));
    click(w, "n1815Points");
    QVERIFY2(containing(shown(), french + allied).isEmpty(),
             qPrintable(containing(shown(), french + allied).join(" | ")));
    // A French unit is still chosen and moved, and said as "a French unit" to the table.
    choose(w, "n1815MoveUnit", QStringLiteral("fr-VI"));
    type(w, "n1815MovePath", QStringLiteral("thuin"));
    QTest::keyClick(child<QLineEdit>(w, "n1815MovePath"), Qt::Key_Return);
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY2(containing(shown(), french + allied).isEmpty(),
             qPrintable(containing(shown(), french + allied).join(" | ")));
    QVERIFY(heldTexts(w).join(' ').contains(QStringLiteral("a French unit moves to Thuin")));

    // The French player is shown his units: his, not the others'; through his moves.
    click(w, "n1815ShowUnits");
    QVERIFY(!containing(shown(), french).isEmpty());
    QVERIFY2(containing(shown(), allied).isEmpty(),
             qPrintable(containing(shown(), allied).join(" | ")));
    choose(w, "n1815MoveUnit", QStringLiteral("fr-IG"));
    type(w, "n1815MovePath", QStringLiteral("thuin"));
    QTest::keyClick(child<QLineEdit>(w, "n1815MovePath"), Qt::Key_Return);
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(
        heldTexts(w).join(' ').contains(QStringLiteral("French Imperial Guard moves to Thuin")));
    QVERIFY(containing(shown(), allied).isEmpty());
    for (const auto &[unit, path] :
         std::vector<std::pair<QString, QString>>{{"fr-IG", "charleroi"}, {"fr-VI", "charleroi"}}) {
        choose(w, "n1815MoveUnit", unit);
        type(w, "n1815MovePath", path);
        QTest::keyClick(child<QLineEdit>(w, "n1815MovePath"), Qt::Key_Return);
        QVERIFY2(w->lastError().isEmpty(), qPrintable(unit + ": " + w->lastError()));
    }
    // The phase changes: nobody's units are named any more.
    click(w, "n1815EndMovement");
    QVERIFY2(containing(shown(), french + allied).isEmpty(),
             qPrintable(containing(shown(), french + allied).join(" | ")));
    // N1815 46: combat occurs at Charleroi: the Guard, VI Corps and Prussian I Corps for all.
    choose(w, "n1815CombatLocation", QStringLiteral("charleroi"));
    click(w, "n1815StartCombat");
    QVERIFY2(w->game().battle.has_value(), qPrintable(w->lastError()));
    const QStringList met = {QStringLiteral("French Imperial Guard"),
                             QStringLiteral("French VI Corps"), QStringLiteral("Prussian I Corps")};
    QCOMPARE(containing(shown(), met).size() >= met.size(), true);
    QVERIFY2(containing(shown(), {QStringLiteral("French Cavalry"), QStringLiteral("Wellington"),
                                  QStringLiteral("Allied II Corps")})
                 .isEmpty(),
             qPrintable(containing(shown(), allied).join(" | ")));
    delete w;
}

void TestN1815Window::refereesScreenShowsThemAndIsRemembered()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("referee.jsonl")));
    QVERIFY(w);
    w->show();
    QApplication::setActiveWindow(w);
    QVERIFY(QTest::qWaitForWindowActive(w));
    const int page = w->tabs()->currentIndex();
    QTest::keyClick(w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!w->playersScreen());
    QCOMPARE(w->tabs()->currentIndex(), page);
    QVERIFY(!child<QCheckBox>(w, "n1815PlayersScreen")->isChecked());
    QVERIFY(!child<QAction>(w, "n1815PlayersScreenAction")->isChecked());
    QVERIFY(!Settings().n1815PlayersScreen());

    playTurnOne(w);
    startDealtBattle(w);
    const umpire::n1815::Battle &b = *w->game().battle;
    QVERIFY(containing({child<QLabel>(w, "n1815Hand-french")->text()},
                       handTexts(b.sideOf("french").hand))
                .size() > 0);
    QVERIFY(containing({child<QLabel>(w, "n1815Hand-allied-prussian")->text()},
                       handTexts(b.sideOf("allied-prussian").hand))
                .size() > 0);
    QVERIFY(child<QLabel>(w, "n1815Odds")->text().contains(oddsFigure));
    QVERIFY(heldTexts(w).join(QLatin1Char(' ')).contains(QString::number(b.deck->seed)));
    QVERIFY(!child<QPushButton>(w, "n1815ShowActiveHand")->isVisibleTo(w));
    QVERIFY(!child<QPushButton>(w, "n1815ShowOdds")->isVisibleTo(w));
    // The objectives playTurnOne recorded (Liege, Brussels) stay hidden.
    QVERIFY(!w->objectivesShown());
    QVERIFY(child<QLabel>(w, "n1815Objectives")->text().contains(QStringLiteral("Hidden")));
    // On again by the key: the hands go at once.
    QTest::keyClick(w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(w->playersScreen());
    QVERIFY(containing(heldTexts(w), handTexts(b.sideOf("french").hand)).isEmpty());
    QTest::keyClick(w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!w->playersScreen());
    w->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);

    // The next window opens as the referee left it; its box turns the players' screen back on.
    N1815Window *again = newWindow(dir.filePath(QStringLiteral("again.jsonl")));
    QVERIFY(again);
    again->show();
    QVERIFY(!again->playersScreen());
    auto *box = child<QCheckBox>(again, "n1815PlayersScreen");
    QVERIFY(!box->isChecked());
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(again->playersScreen());
    QVERIFY(child<QAction>(again, "n1815PlayersScreenAction")->isChecked());
    QVERIFY(Settings().n1815PlayersScreen());
    again->close();
}

// At the table's window sizes, at the set-up (the Beaumont stack, Liege at the
// edge) and with the battle's stack at Charleroi, no two towns' labels (names and unit chips)
// overlap, none covers a town, and all are inside the map; a label clicked is its town.
void TestN1815Window::mapLabelsNeverOverlapNorLeaveTheMap()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("map.jsonl")));
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    auto *map = child<N1815MapView>(w, "n1815Map");
    QVERIFY(map);
    const auto check = [&](const QString &when) {
        for (const QSize size : {QSize(1366, 768), QSize(1600, 1000), QSize(1920, 1080)}) {
            w->resize(size);
            QTRY_COMPARE(w->size(), size);
            QCoreApplication::processEvents(); // the splitter lays the map out
            QVERIFY(map->isVisible() && map->width() > 300 && map->height() > 300);
            const QString at =
                QStringLiteral("%1 at %2x%3: ").arg(when).arg(size.width()).arg(size.height());
            const QList<N1815MapLabel> labels = map->labels();
            QCOMPARE(labels.size(), qsizetype(w->data().locations.size()));
            for (const N1815MapLabel &l : labels) {
                // Every unit there has its chip: no stack is cut.
                QCOMPARE(
                    l.unitBoxes.size(),
                    qsizetype(w->game().state.unitsAt(w->data(), l.location.toStdString()).size()));
                QVERIFY2(QRectF(map->rect()).contains(l.bounds()),
                         qPrintable(at + l.name + QStringLiteral(" leaves the map")));
            }
            for (int i = 0; i < labels.size(); ++i)
                for (int j = 0; j < labels.size(); ++j) {
                    if (i == j)
                        continue;
                    const QRectF town(labels[j].town - QPointF(labels[j].radius, labels[j].radius),
                                      QSizeF(2 * labels[j].radius, 2 * labels[j].radius));
                    QVERIFY2(!labels[i].bounds().intersects(town),
                             qPrintable(at + labels[i].name + " covers " + labels[j].name));
                    if (j < i)
                        continue;
                    for (const QRectF &a : QList<QRectF>{labels[i].nameBox} + labels[i].unitBoxes)
                        for (const QRectF &b :
                             QList<QRectF>{labels[j].nameBox} + labels[j].unitBoxes)
                            QVERIFY2(!a.intersects(b), qPrintable(at + labels[i].name +
                                                                  " overlaps " + labels[j].name));
                }
        }
    };
    check(QStringLiteral("set-up"));
    if (QTest::currentTestFailed())
        return;
    playTurnOne(w);
    check(QStringLiteral("turn 1"));
    if (QTest::currentTestFailed())
        return;
    // The referee clicks Liege's last unit: the window names Liege's units.
    for (const N1815MapLabel &l : map->labels())
        if (l.location == QLatin1String("liege")) {
            QVERIFY(!l.unitBoxes.isEmpty());
            QTest::mouseClick(map, Qt::LeftButton, {}, l.unitBoxes.back().center().toPoint());
        }
    QVERIFY2(child<QLabel>(w, "n1815Message")->text().startsWith(QStringLiteral("Liege: ")),
             qPrintable(child<QLabel>(w, "n1815Message")->text()));
    w->close();
}

// ("Turn 1 · turn 1") The status names the turn once, as the referee plays it.
void TestN1815Window::statusNamesTheTurnOnce()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("status.jsonl")));
    QVERIFY(w);
    auto *status = child<QLabel>(w, "n1815Status");
    const QRegularExpression turn(QStringLiteral("\\bturn\\b"),
                                  QRegularExpression::CaseInsensitiveOption);
    QCOMPARE(status->text().count(turn), 1);
    playTurnOne(w);
    QVERIFY(status->text().startsWith(QStringLiteral("Turn 1 of ")));
    QCOMPARE(status->text().count(turn), 1);
    click(w, "n1815EndCombat");
    QCOMPARE(status->text().count(turn), 1);
    w->close();
}

std::string TestN1815Window::reinforce(N1815Window *w)
{
    using namespace umpire::n1815;
    const Data &data = w->data();
    for (int attempt = 0; attempt < 40 && w->game().battle; ++attempt) {
        const Battle &b = *w->game().battle;
        switch (b.phase) {
        case BattlePhase::Play: {
            // A card the defender can match, so that the battle goes on to reinforcements.
            const Hand &mine = b.sideOf(b.attacker).hand, &theirs = b.sideOf(b.defender()).hand;
            std::string card;
            for (int c = 0; c < cardTypes && card.empty(); ++c)
                for (int d = 0; d < cardTypes && card.empty(); ++d)
                    if (mine.cards[std::size_t(c)] > 0 && theirs.cards[std::size_t(d)] > 0 &&
                        matches(static_cast<Card>(c), static_cast<Card>(d)))
                        card = cardId(static_cast<Card>(c));
            if (card.empty())
                return {};
            if (!w->act({{"action", "play"}, {"card", card}}))
                return {};
            break;
        }
        case BattlePhase::Respond: {
            const Card played = b.rounds.back().played;
            const Hand &hand = b.sideOf(b.defender()).hand;
            std::string answer;
            for (int d = 0; d < cardTypes && answer.empty(); ++d)
                if (hand.cards[std::size_t(d)] > 0 && matches(played, static_cast<Card>(d)))
                    answer = cardId(static_cast<Card>(d));
            if (!w->act({{"action", "respond"}, {"card", answer}}))
                return {};
            break;
        }
        case BattlePhase::Counterattack:
            if (!w->act({{"action", "counterattack"}, {"roll", nullptr}}))
                return {};
            break;
        case BattlePhase::Reinforce: {
            const std::vector<std::string> candidates =
                b.reinforcementCandidates(data, w->game().state);
            if (candidates.empty()) {
                if (!w->act({{"action", "endReinforcements"}}))
                    return {};
                break;
            }
            // A 1 is within every tactical rating: the unit joins.
            if (!w->act({{"action", "reinforce"}, {"unit", candidates.front()}, {"roll", 1}}))
                return {};
            if (w->game()
                    .battle->sideOf(w->game().battle->reinforcing)
                    .joined.count(candidates.front()) ||
                w->game().battle->active.joined.count(candidates.front()) ||
                w->game().battle->other.joined.count(candidates.front()))
                return candidates.front();
            break;
        }
        default:
            return {};
        }
    }
    return {};
}

// Ctrl+Z in the Path field undoes the move just journaled, as Edit > Undo does, and leaves the
// typing be (the field's own undo of its text took the key).
void TestN1815Window::ctrlZInThePathFieldUndoesTheMove()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("undo.jsonl")));
    QVERIFY(w);
    w->show();
    QApplication::setActiveWindow(w);
    QVERIFY(QTest::qWaitForWindowActive(w));
    for (const json &a :
         {json{{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}},
          json{{"action", "weather"}, {"roll", 4}},
          json{{"action", "movementPoints"}, {"army", "french"}, {"roll", 2}}})
        QVERIFY(w->act(a));
    moveByPath(w, QStringLiteral("fr-IG"), QStringLiteral("Thuin"));
    QCOMPARE(w->game().state.locationOf("fr-IG"), std::string("thuin"));
    auto *path = child<QLineEdit>(w, "n1815MovePath");
    QTest::keyClicks(path, QStringLiteral("Charleroi"));
    path->setFocus();
    QTest::keyClick(path, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w->game().state.locationOf("fr-IG"), std::string("beaumont"));
    QCOMPARE(path->text(), QStringLiteral("Charleroi"));
    QTest::keyClick(path, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w->game().state.locationOf("fr-IG"), std::string("thuin"));
    delete w;
}

// N1815 Combat: a unit that reinforced the battle is listed once, with where it came from (it was
// also listed a second time, as any unit of the battle).
void TestN1815Window::battleListsAReinforcingUnitOnce()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("joined.jsonl")));
    QVERIFY(w);
    playTurnOne(w);
    startDealtBattle(w);
    const std::string joined = reinforce(w);
    QVERIFY2(!joined.empty(), qPrintable(w->lastError()));
    const umpire::n1815::Battle &b = *w->game().battle;
    const std::string side = b.active.joined.count(joined) ? b.active.side : b.other.side;
    auto *label = child<QLabel>(w, ("n1815Hand-" + side).c_str());
    QVERIFY(label);
    const QString name = QString::fromStdString(w->data().unit(joined)->label());
    QVERIFY2(label->text().count(name.toHtmlEscaped()) == 1 ||
                 label->text().count(w->unitName(joined).toHtmlEscaped()) == 1,
             qPrintable(label->text()));
    QVERIFY2(label->text().contains(QStringLiteral("(joined from ")), qPrintable(label->text()));
    delete w;
}

// The tracking sheet's drawn track is the only thing in its cell: no digit of the cohesion is
// painted under it (an "8" over the track's top box "10").
void TestN1815Window::trackingSheetsDrawNoDigitOverTheTrack()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("sheets.jsonl")));
    QVERIFY(w);
    w->show();
    w->setPlayersScreen(false); // every corps' sheet shown
    playTurnOne(w);             // the Guard and VI Corps lost a cohesion moving a second location
    QTest::keyClick(w, Qt::Key_3, Qt::ControlModifier);
    auto *sheets = child<QTableWidget>(w, "n1815Sheets");
    int tracks = 0;
    for (int r = 0; r < sheets->rowCount(); ++r) {
        if (!sheets->cellWidget(r, 3))
            continue;
        ++tracks;
        QVERIFY2(sheets->item(r, 3)->data(Qt::DisplayRole).toString().isEmpty(),
                 qPrintable(sheets->item(r, 1)->text()));
        QVERIFY(sheets->cellWidget(r, 3)->autoFillBackground());
    }
    QVERIFY(tracks > 5);
    delete w;
}

// N1815 3, 10: "Commanders must end movement with a friendly corps unit." Blücher moving alone is
// refused; Wellington left alone at Brussels by the Reserve: End movement is refused the same,
// until he follows.
void TestN1815Window::commanderRuleIsTheSameWhetherHeMovesOrIsLeft()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("commander.jsonl")));
    QVERIFY(w);
    w->show();
    w->setPlayersScreen(false); // the referee's screen: every unit named in the journal
    toAlliedMovement(w);
    moveByPath(w, QStringLiteral("blucher"), QStringLiteral("Huy"));
    QVERIFY2(w->lastError().contains(QStringLiteral("friendly corps")), qPrintable(w->lastError()));
    QCOMPARE(w->game().state.locationOf("blucher"), std::string("liege"));
    moveByPath(w, QStringLiteral("al-res"), QStringLiteral("Waterloo"));
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    click(w, "n1815EndMovement");
    QVERIFY2(w->lastError().contains(QStringLiteral("Wellington stands alone at Brussels")) &&
                 w->lastError().contains(QStringLiteral("N1815 3")),
             qPrintable(w->lastError()));
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::AlliedMovement);
    moveByPath(w, QStringLiteral("wellington"), QStringLiteral("Waterloo"));
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    click(w, "n1815EndMovement");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::AlliedCombat);
    QCOMPARE(w->game().state.locationOf("wellington"), std::string("waterloo"));
    // Both moves are lines of the journal.
    QStringList lines;
    auto *events = child<QTreeWidget>(w, "n1815Events");
    for (int i = 0; i < events->topLevelItemCount(); ++i)
        lines << events->topLevelItem(i)->text(1);
    QVERIFY2(lines.filter(QStringLiteral("Wellington moves to Waterloo")).size() == 1,
             qPrintable(lines.join(" | ")));
    delete w;
}

// The Journal tab and the status line say what happened in words, never the journal's names of
// the actions ("endMovement", "finishCombat", "endReinforcements").
void TestN1815Window::journalTabAndStatusReadWordsNotEventNames()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("words.jsonl")));
    QVERIFY(w);
    w->show();
    playTurnOne(w);
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("movement ends")),
             qPrintable(w->statusBar()->currentMessage()));
    startDealtBattle(w);
    QVERIFY(w->act({{"action", "play"}, {"card", "skirmish"}}) ||
            w->act({{"action", "play"}, {"card", "infantry-assault"}}) ||
            w->act({{"action", "play"}, {"card", "grand-battery"}}) ||
            w->act({{"action", "play"}, {"card", "combined-arms"}}) ||
            w->act({{"action", "play"}, {"card", "cavalry-charge"}}) ||
            w->act({{"action", "play"}, {"card", "counter-attack"}}));
    QVERIFY(w->act({{"action", "respond"}, {"card", nullptr}}));
    while (w->game().battle && w->game().battle->phase == umpire::n1815::BattlePhase::Reinforce)
        QVERIFY2(w->act({{"action", "endReinforcements"}}), qPrintable(w->lastError()));
    for (const char *s : {"french", "allied-prussian"})
        if (w->game().battle && w->game().battle->phase == umpire::n1815::BattlePhase::Losses &&
            !w->game().battle->sideOf(s).distributed)
            QVERIFY2(w->act({{"action", "distribute"},
                             {"side", s},
                             {"losses", w->game().battle->evenDistribution(w->data(), s)}}),
                     qPrintable(w->lastError()));
    if (w->game().battle->phase == umpire::n1815::BattlePhase::Retreat) {
        const auto options = w->game().battle->retreatOptions(w->data(), w->game().state);
        std::string to;
        for (const auto &o : options)
            if (o.rank == 0 && to.empty())
                to = o.destination;
        QVERIFY2(w->act({{"action", "retreat"}, {"to", to}}), qPrintable(w->lastError()));
    }
    QVERIFY2(w->act({{"action", "finishCombat"}}), qPrintable(w->lastError()));
    QVERIFY2(w->act({{"action", "endCombat"}}), qPrintable(w->lastError()));
    QStringList lines;
    auto *events = child<QTreeWidget>(w, "n1815Events");
    for (int i = 0; i < events->topLevelItemCount(); ++i)
        lines << events->topLevelItem(i)->text(1);
    for (const char *name : {"endMovement", "finishCombat", "endReinforcements", "endCombat",
                             "startCombat", "movementPoints", "recordObjectives"})
        QVERIFY2(lines.filter(QLatin1String(name)).isEmpty(),
                 qPrintable(QStringLiteral("%1 in: %2").arg(name, lines.join(" | "))));
    QVERIFY2(lines.filter(QStringLiteral("the battle is applied")).size() == 1,
             qPrintable(lines.join(" | ")));
    QVERIFY2(!w->statusBar()->currentMessage().contains(QStringLiteral("endCombat")),
             qPrintable(w->statusBar()->currentMessage()));
    delete w;
}

// A roll's buttons are pressed once: the weather's "Roll it for me" and an army's movement points
// are not offered again once rolled (N1815 9, 10).
void TestN1815Window::rollButtonsOnlyWhileTheRollIsDue()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("rolls.jsonl")));
    QVERIFY(w);
    QVERIFY(w->act({{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}}));
    QVERIFY(child<QPushButton>(w, "n1815WeatherRoll")->isEnabled());
    click(w, "n1815WeatherRoll");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().state.phase, umpire::n1815::Phase::FrenchMovement);
    for (const char *name : {"n1815WeatherRoll", "n1815Weather", "n1815WeatherDie"})
        QVERIFY2(!child<QWidget>(w, name)->isEnabled(), name);
    QVERIFY(child<QPushButton>(w, "n1815PointsRoll")->isEnabled());
    click(w, "n1815PointsRoll");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    for (const char *name : {"n1815PointsRoll", "n1815Points", "n1815PointsDie"})
        QVERIFY2(!child<QWidget>(w, name)->isEnabled(), name);
    delete w;
}

// N1815 7 Optional: "the French units may set up anywhere in France except Condé; the Allied and
// Prussian units in any of their army's original set-up locations". On the players' screen each
// side is shown its own units only; the second side's set-up keeps the first's.
void TestN1815Window::playersSetUpTheirOwnUnitsBeforeTheFirstTurn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("setup.jsonl"));
    N1815Window *w = newWindow(path);
    QVERIFY(w);
    w->show();
    QVERIFY(w->playersScreen());
    // One side's set-up, in the modal dialog: shown its units, `unit` placed at `at`.
    auto setUp = [&](const QString &side, const QString &unit, const QString &at,
                     const QStringList &offered, const QString &notListed) {
        bool checked = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            // A failed check below leaves this lambda: the dialog closes all the same.
            const std::unique_ptr<QDialog, void (*)(QDialog *)> closing(
                dialog, [](QDialog *d) { d->reject(); });
            auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("n1815SetupUnits"));
            QCOMPARE(table->rowCount(), 0); // nobody named before his player is shown them
            auto *show = dialog->findChild<QPushButton *>(QStringLiteral("n1815SetupShow-") + side);
            QVERIFY(show);
            QTest::mouseClick(show, Qt::LeftButton);
            QVERIFY(table->rowCount() > 3);
            for (int r = 0; r < table->rowCount(); ++r)
                QVERIFY(table->item(r, 1)->data(Qt::UserRole).toString() != notListed);
            auto *where = dialog->findChild<QComboBox *>(QStringLiteral("n1815SetupAt-") + unit);
            QVERIFY(where);
            QStringList items;
            for (int i = 0; i < where->count(); ++i)
                items << where->itemData(i).toString();
            QCOMPARE(items, offered);
            where->setCurrentIndex(where->findData(at));
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("n1815SetupUse")),
                              Qt::LeftButton);
            checked = true;
        });
        click(w, "n1815OptionalSetup");
        QVERIFY(checked);
        QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    };
    setUp(QStringLiteral("french"), QStringLiteral("fr-I"), QStringLiteral("philippeville"),
          {QStringLiteral("maubeuge"), QStringLiteral("beaumont"), QStringLiteral("philippeville")},
          QStringLiteral("al-I"));
    QCOMPARE(w->game().state.locationOf("fr-I"), std::string("philippeville"));
    QVERIFY(!w->secrets().unitsAsked("french")); // the next player sits down to a hidden screen
    setUp(QStringLiteral("allied-prussian"), QStringLiteral("al-I"), QStringLiteral("ninove"),
          {QStringLiteral("brussels"), QStringLiteral("braine-le-comte"), QStringLiteral("ath"),
           QStringLiteral("ninove")},
          QStringLiteral("fr-I"));
    QCOMPARE(w->game().state.locationOf("al-I"), std::string("ninove"));
    QCOMPARE(w->game().state.locationOf("fr-I"), std::string("philippeville"));
    std::vector<json> actions = journaledActions(path);
    QCOMPARE(actions.size(), std::size_t(2));
    QCOMPARE(actions.back()["action"], json("optionalSetup"));
    // Each player's set-up names his own units only: the French placement stays by the engine.
    QCOMPARE(actions.front()["positions"]["fr-I"], json("philippeville"));
    QCOMPARE(actions.back()["positions"]["al-I"], json("ninove"));
    QVERIFY(!actions.back()["positions"].contains("fr-I"));
    // The first turn begun, the set-up is closed.
    QVERIFY(w->act({{"action", "recordObjectives"}, {"objectives", {"liege", "brussels"}}}));
    QVERIFY(child<QPushButton>(w, "n1815OptionalSetup")->isEnabled());
    QVERIFY(w->act({{"action", "weather"}, {"roll", 4}}));
    QVERIFY(!child<QPushButton>(w, "n1815OptionalSetup")->isEnabled());
    delete w;
}

// The referee's override of a block found in the wrong town: journaled with why, the sheet and
// the game saying the new place; a commander has no cohesion to set.
void TestN1815Window::refereePutsAUnitAtAnotherLocation()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("override.jsonl"));
    N1815Window *w = newWindow(path);
    QVERIFY(w);
    w->show();
    w->setPlayersScreen(false);
    QTest::keyClick(w, Qt::Key_3, Qt::ControlModifier);
    auto *sheets = child<QTableWidget>(w, "n1815Sheets");
    auto select = [&](const QString &unit) {
        for (int r = 0; r < sheets->rowCount(); ++r)
            if (sheets->item(r, 1)->data(Qt::UserRole).toString() == unit)
                sheets->setCurrentCell(r, 1);
    };
    select(QStringLiteral("al-II"));
    // Mons is a stand-in town of the rule data: the choice says so, as the Locations tab does.
    QVERIFY(!w->data().location("mons")->verified);
    auto *where = child<QComboBox>(w, "n1815OverrideLocation");
    QCOMPARE(where->itemText(where->findData(QStringLiteral("mons"))), QStringLiteral("Mons*"));
    QCOMPARE(where->itemText(where->findData(QStringLiteral("ath"))), QStringLiteral("Ath"));
    choose(w, "n1815OverrideLocation", QStringLiteral("mons"));
    click(w, "n1815Override"); // no reason given: refused, nothing written
    QVERIFY(w->lastError().contains(QStringLiteral("why")));
    QVERIFY(journaledActions(path).empty());
    type(w, "n1815OverrideWhy", QStringLiteral("the block was found at Mons"));
    click(w, "n1815Override");
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QCOMPARE(w->game().state.locationOf("al-II"), std::string("mons"));
    const std::vector<json> actions = journaledActions(path);
    QCOMPARE(actions.size(), std::size_t(1));
    QCOMPARE(actions[0], json({{"action", "override"},
                               {"unit", "al-II"},
                               {"location", "mons"},
                               {"why", "the block was found at Mons"}}));
    select(QStringLiteral("wellington"));
    QVERIFY(!child<QSpinBox>(w, "n1815OverrideCohesion")->isEnabled());
    QCOMPARE(child<QComboBox>(w, "n1815OverrideLocation")->currentData().toString(),
             QStringLiteral("brussels"));
    delete w;
}

QTEST_MAIN(TestN1815Window)
#include "tst_n1815window.moc"

// At 1366x768, no page of the window shows a label, a button or a list's choice
// cut ("Charlero", "French (r").
void TestN1815Window::noTextIsCutOnALaptopScreen()
{
    QTemporaryDir dir;
    N1815Window *w = newWindow(dir.filePath(QStringLiteral("cut.jsonl")));
    QVERIFY(w);
    w->resize(1366, 740);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QStringList cut;
    for (Qt::Key page : {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5}) {
        QTest::keyClick(w, page, Qt::ControlModifier);
        QTest::qWait(20);
        for (const QString &text : umpire::test::cutTexts(w))
            if (!cut.contains(text))
                cut << text;
    }
    delete w;
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
}
