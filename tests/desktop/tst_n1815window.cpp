// Napoleon 1815 Returns in the desktop app (issue 5): turn 1 and the battle at Charleroi driven
// through the widgets, offscreen, with the journal checked after every step.
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "n1815window.h"
#include "settings.h"
#include "widgetchecks.h"

#include "journal.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
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
        if (e.kind == umpire::EventKind::N1815Action)
            out.push_back(e.data);
    return out;
}

} // namespace

class TestN1815Window : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void wholeBattle();
    void refusals_data();
    void refusals();
    void undoRedoAndReopen();
    void secretObjectives();
    void opensFromTheMainWindow();
    void everyMnemonicGoesToItsField();

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

// Issue 17 item 10: no label of the window shows a literal "&" (the move's "&Path" did), and the
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
    QVERIFY(!child<QLabel>(w, "n1815Odds")->text().isEmpty());
    QVERIFY(child<QLabel>(w, "n1815Odds")->text().contains(QStringLiteral("%")));
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
            shown = sheets->item(r, 3)->data(Qt::DisplayRole).toInt() == vi - 2;
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
    umpire::Result<umpire::n1815::Step> replayed = umpire::n1815::replay(*data, actions);
    QVERIFY(replayed);
    QCOMPARE(json(replayed->game).dump(), json(w->game()).dump());
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
    auto *opened = main.findChild<N1815Window *>();
    QVERIFY(opened);
    QVERIFY(opened->game().state.rain);
    // One session holds the open game, whatever its system; the chart panels have none.
    QVERIFY(session.n1815());
    QVERIFY(!session.hasGame());
    // One undo path: the main window's Edit > Undo undoes the Napoleon 1815 action.
    auto *undo = main.findChild<QAction *>(QStringLiteral("undo"));
    QVERIFY(undo && undo->isEnabled());
    undo->trigger();
    QVERIFY(!opened->game().state.rain);
    QCOMPARE(session.module()->journal().digests().back().kind, umpire::EventKind::Undo);
    // Opening another game closes the window of this one.
    QPointer<N1815Window> watched(opened);
    QVERIFY(
        session.createFromScenario(dir.filePath(QStringLiteral("chart.jsonl")), "nlb-demo").ok());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(watched.isNull());
    QVERIFY(session.hasGame());
}

QTEST_MAIN(TestN1815Window)
#include "tst_n1815window.moc"
