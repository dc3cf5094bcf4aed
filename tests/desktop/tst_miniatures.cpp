// Vae Victis in the desktop app (issue 6 item 8): the measuring panel, the opposed rolls and a
// battle whose results are journaled.
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "miniaturesdialog.h"
#include "settings.h"
#include "widgetchecks.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

class TestMiniatures : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void measuresNineCentimetresAsThreeHundredSixtyPaces_data();
    void measuresNineCentimetresAsThreeHundredSixtyPaces();
    void fireWithTypedDice();
    void meleeTieIsRolledAgain();
    void armyListCheckedOnEveryChange();
    void corpsMorale();
    void battleJournalsEveryResult();
    void battleRefusesABadCorpsList();
    void battleOpensFromTheMainWindow();
    // Issue 17: the desktop survives a real evening at the table.
    void headlineSaysWhatHappenedToWhom();
    void elementListNamesEachTypeOnce();
    void columnsNameTheSidesOfTheCombat();
    void reopenedFromTheMainWindowKeepsTheInputs();
    void meleeStepsAreReadInFullAt1366x768();
    void noTextIsCutOnALaptopScreen();

  private:
    void choose(const char *combo, const QString &data);
    void show();
    std::unique_ptr<QTemporaryDir> m_config;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<MiniaturesDialog> m_dialog;
};

namespace {

// The referee's hands: a list chosen by typing the start of an entry, a number typed over the
// old one, a button clicked.
void typeChoice(QComboBox *box, const QString &text)
{
    QVERIFY(box);
    QTest::qWait(QApplication::keyboardInputInterval() +
                 20); // a new search, not the last one's end
    box->setFocus();
    // Its first word typed (Space opens the list), then down the list to the entry.
    QTest::keyClicks(box, text.section(QLatin1Char(' '), 0, 0));
    for (int i = 0;
         i < 2 * box->count() && !box->currentText().startsWith(text, Qt::CaseInsensitive); ++i)
        QTest::keyClick(box, box->currentIndex() + 1 < box->count() ? Qt::Key_Down : Qt::Key_Home);
    QVERIFY2(box->currentText().startsWith(text, Qt::CaseInsensitive),
             qPrintable(box->currentText() + " for " + text));
}

void typeNumber(QAbstractSpinBox *box, const QString &number)
{
    QVERIFY(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, number);
    QTest::keyClick(box, Qt::Key_Tab);
}

void click(QWidget *widget)
{
    QVERIFY(widget);
    QTest::mouseClick(widget, Qt::LeftButton);
}

void press(QAbstractButton *button) // a check box, by Space
{
    QVERIFY(button);
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Space);
}

// A factor ticked with the keyboard: to its line, then Space.
void tickFactor(QListWidget *list, const QString &id)
{
    QVERIFY(list);
    int row = -1;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == id)
            row = i;
    QVERIFY2(row >= 0, qPrintable(id));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Home);
    for (int i = 0; i < row; ++i)
        QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Space);
    QCOMPARE(list->item(row)->checkState(), Qt::Checked);
}

QSettings appSettings()
{
    return QSettings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("umpire"),
                     QStringLiteral("umpire"));
}

} // namespace

void TestMiniatures::initTestCase()
{
    // Games and settings never in the user's folders: the dialog keeps its inputs in the settings.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setKeyboardInputInterval(150); // typing in a list searches it for this long
    m_config = std::make_unique<QTemporaryDir>();
    QVERIFY(m_config->isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config->path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config->path());
}

void TestMiniatures::init()
{
    appSettings().remove(QStringLiteral("vaeVictis")); // every test from the dialog's defaults
    m_session = std::make_unique<GameSession>(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    m_dialog = std::make_unique<MiniaturesDialog>(m_session.get());
}

void TestMiniatures::cleanup()
{
    m_dialog.reset();
    m_session.reset();
}

void TestMiniatures::show()
{
    m_dialog->show();
    QApplication::setActiveWindow(m_dialog.get());
    QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
}

void TestMiniatures::choose(const char *combo, const QString &data)
{
    auto *box = m_dialog->findChild<QComboBox *>(combo);
    QVERIFY2(box, combo);
    const int at = box->findData(data);
    QVERIFY2(at >= 0, qPrintable(data));
    box->setCurrentIndex(at);
}

void TestMiniatures::measuresNineCentimetresAsThreeHundredSixtyPaces_data()
{
    QTest::addColumn<QString>("game");
    for (const char *game : {"la-grande-armee", "los-gringos", "rebel-yell", "kepis-rouge"})
        QTest::newRow(game) << QString(game);
}

// Issue 6, done when: 9 cm at 15 mm is 360 paces, with every range and move it falls inside.
void TestMiniatures::measuresNineCentimetresAsThreeHundredSixtyPaces()
{
    QFETCH(QString, game);
    choose("game", game);
    choose("scale", "15mm");
    choose("unit", "cm");
    m_dialog->findChild<QDoubleSpinBox *>("distance")->setValue(9);
    const QString text = m_dialog->findChild<QLabel *>("measured")->text();
    QVERIFY2(text.contains("360 paces"), qPrintable(text));
    QVERIFY2(text.contains("In range of:") && text.contains("Within one move of:"),
             qPrintable(text));
    // At 25 mm the same 9 cm is half as many paces (50 paces = 2.5 cm).
    choose("scale", "25mm");
    QVERIFY2(m_dialog->findChild<QLabel *>("measured")->text().contains("180 paces"),
             qPrintable(text));
}

void TestMiniatures::fireWithTypedDice()
{
    choose("game", "la-grande-armee");
    choose("scale", "15mm");
    choose("unit", "cm");
    m_dialog->findChild<QDoubleSpinBox *>("distance")->setValue(4);
    choose("kind", "fire");
    choose("attacker", "line-infantry");
    choose("defender", "line-infantry");
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(5);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(3);
    const nlohmann::json request = m_dialog->combatRequest();
    QCOMPARE(request["distance"]["value"].get<double>(), 4.0);
    m_dialog->resolve();
    // Line 3 + 5 against Line 3 + 3: under but more than half, Infantry recoils.
    QCOMPARE(m_dialog->resultText(), QStringLiteral("The target (Line) recoils a base width"));
    auto *steps = m_dialog->findChild<QTableWidget *>("steps");
    bool cites = false;
    for (int i = 0; i < steps->rowCount(); ++i)
        cites = cites || steps->item(i, 0)->text() == "VV 7.6";
    QVERIFY(cites);
}

// VV 8.4: a tie in melee is rolled again, and the first roll is kept in the answer.
void TestMiniatures::meleeTieIsRolledAgain()
{
    choose("game", "rebel-yell");
    choose("kind", "melee");
    choose("attacker", "veteran");
    choose("defender", "veteran");
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(3);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(3);
    m_dialog->resolve();
    QVERIFY2(m_dialog->resultText().contains("tie"), qPrintable(m_dialog->resultText()));
    QCOMPARE(m_dialog->combatRequest()["rolls"].size(), std::size_t{1});
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(6);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(1);
    m_dialog->resolve();
    QVERIFY2(m_dialog->resultText().startsWith("The defender (Veteran infantry)"),
             qPrintable(m_dialog->resultText()));
    QVERIFY(!m_dialog->combatRequest().contains("rolls")); // a new combat starts afresh
}

// VV 2: a corps of at most 36 points, re-checked on every change, each problem saying what to fix.
void TestMiniatures::armyListCheckedOnEveryChange()
{
    choose("game", "kepis-rouge");
    auto *army = m_dialog->findChild<QTableWidget *>("army");
    QVERIFY(army && army->rowCount() > 0);
    int row = -1;
    for (int r = 0; r < army->rowCount(); ++r)
        if (army->verticalHeaderItem(r)->data(Qt::UserRole).toString() == "line-infantry")
            row = r;
    QVERIFY(row >= 0);
    army->item(row, 0)->setText("4");
    QVERIFY2(m_dialog->armyText().contains("The list is legal"), qPrintable(m_dialog->armyText()));
    army->item(row, 0)->setText("20"); // far over 36 points in one corps
    QVERIFY2(m_dialog->armyText().contains("over the 36 allowed"),
             qPrintable(m_dialog->armyText()));
    army->item(row, 0)->setText("4");
    army->item(row, 1)->setText("4"); // a second corps needs a Commander-in-Chief
    QVERIFY2(m_dialog->armyText().contains("Commander-in-Chief"), qPrintable(m_dialog->armyText()));
    m_dialog->findChild<QCheckBox *>("commanderInChief")->setChecked(true);
    QVERIFY2(m_dialog->armyText().contains("The list is legal"), qPrintable(m_dialog->armyText()));
}

// VV 9: demoralised at a third of its points lost, the die says how many rally.
void TestMiniatures::corpsMorale()
{
    choose("game", "kepis-rouge");
    m_dialog->findChild<QSpinBox *>("corpsPoints")->setValue(36);
    m_dialog->findChild<QSpinBox *>("pointsLost")->setValue(11);
    m_dialog->findChild<QSpinBox *>("moraleRoll")->setValue(5);
    m_dialog->judgeMorale();
    QVERIFY2(m_dialog->moraleText().contains("In good order"), qPrintable(m_dialog->moraleText()));
    m_dialog->findChild<QSpinBox *>("pointsLost")->setValue(12);
    m_dialog->judgeMorale();
    QVERIFY2(m_dialog->moraleText().contains("Demoralised") &&
                 m_dialog->moraleText().contains("5 elements rally"),
             qPrintable(m_dialog->moraleText()));
}

// Issue 6, done when: the results journaled. A melee in a battle is journaled before it shows, the
// destroyed element's points count against its corps (VV 9), undo and redo go through the journal,
// and the corps morale takes the journal's losses; reopening gives the same battle.
void TestMiniatures::battleJournalsEveryResult()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("aspern.jsonl");
    choose("game", "la-grande-armee");
    QVERIFY(m_dialog->battleText().contains("not kept"));
    QVERIFY(!m_dialog->findChild<QComboBox *>("attackerCorps")->isVisibleTo(m_dialog.get()));
    QString error;
    QVERIFY2(
        m_dialog->startBattle(path, "Aspern", "French: Lannes: 36\nAustrian: Kolowrat: 9", &error),
        qPrintable(error));
    QVERIFY(m_dialog->findChild<QComboBox *>("attackerCorps")->isVisibleTo(m_dialog.get()));
    QVERIFY(!m_dialog->findChild<QComboBox *>("game")->isEnabled());
    choose("kind", "melee");
    choose("attacker", "cuirassiers");
    choose("defender", "lancers");
    m_dialog->findChild<QCheckBox *>("charging")->setChecked(true);
    choose("attackerCorps", "Lannes");
    choose("defenderCorps", "Kolowrat");
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(6);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(1);
    m_dialog->resolve();
    QCOMPARE(m_dialog->resultText(), QStringLiteral("The defender (Lancers) is destroyed"));
    const umpire::vv::Journal *battle = m_dialog->battle();
    QVERIFY(battle);
    QCOMPARE(battle->battle().answers.size(), std::size_t{1});
    QCOMPARE(battle->battle().findCorps("Kolowrat")->pointsLost, 3); // lancers cost 3
    QVERIFY2(m_dialog->battleText().contains("3 of 9 lost"), qPrintable(m_dialog->battleText()));

    m_dialog->findChild<QPushButton *>("undoBattle")->click();
    QCOMPARE(m_dialog->battle()->battle().findCorps("Kolowrat")->pointsLost, 0);
    m_dialog->findChild<QPushButton *>("redoBattle")->click();
    QCOMPARE(m_dialog->battle()->battle().findCorps("Kolowrat")->pointsLost, 3);

    // VV 9: a third of Kolowrat's 9 points is lost: demoralised, the typed die rallies.
    choose("moraleCorps", "Kolowrat");
    QVERIFY(!m_dialog->findChild<QSpinBox *>("pointsLost")->isEnabled());
    QCOMPARE(m_dialog->findChild<QSpinBox *>("pointsLost")->value(), 3);
    m_dialog->findChild<QSpinBox *>("elementsLeft")->setValue(2);
    m_dialog->findChild<QSpinBox *>("elementsInCommand")->setValue(2);
    m_dialog->findChild<QSpinBox *>("moraleRoll")->setValue(4);
    m_dialog->judgeMorale();
    QVERIFY2(m_dialog->moraleText().contains("Demoralised"), qPrintable(m_dialog->moraleText()));
    QVERIFY(m_dialog->battle()->battle().findCorps("Kolowrat")->demoralised);
    QVERIFY2(m_dialog->battleText().contains("demoralised"), qPrintable(m_dialog->battleText()));

    // Reopened in a fresh window (the first one closed), the battle is the same.
    const nlohmann::json before = m_dialog->battle()->battle().toJson();
    m_dialog.reset();
    MiniaturesDialog again(m_session.get());
    QVERIFY2(again.openBattle(path, &error), qPrintable(error));
    QCOMPARE(again.battle()->battle().toJson(), before);
    QCOMPARE(again.gameId(), QStringLiteral("la-grande-armee"));
}

void TestMiniatures::battleRefusesABadCorpsList()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!m_dialog->startBattle(dir.filePath("b.jsonl"), "", "French: Lannes", &error));
    QVERIFY2(error.contains("ARMY:NAME:POINTS"), qPrintable(error));
    QVERIFY(!m_dialog->battle());
    QVERIFY(!QFile::exists(dir.filePath("b.jsonl")));
}

// File > Open (or `umpire FILE`) on a Vae Victis battle opens it in this dialog, not as a combat
// game.
void TestMiniatures::battleOpensFromTheMainWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("wagram.jsonl");
    choose("game", "rebel-yell");
    QVERIFY(m_dialog->startBattle(path, "Shiloh", "Union: I: 30, Confederate: II: 30"));
    m_dialog.reset();
    Settings settings;
    Feedback feedback;
    MainWindow main(m_session.get(), &settings, &feedback);
    QVERIFY(main.openGame(path));
    auto *opened = main.findChild<MiniaturesDialog *>();
    QVERIFY(opened && opened->battle());
    QCOMPARE(opened->gameId(), QStringLiteral("rebel-yell"));
    // One session holds the open game: the battle; the chart panels have none.
    QVERIFY(m_session->battle());
    QVERIFY(!m_session->hasGame());
    // One undo path: a journaled question, undone from the main window's Edit > Undo.
    auto *kind = opened->findChild<QComboBox *>("kind");
    kind->setCurrentIndex(kind->findData(QStringLiteral("melee")));
    const std::size_t answers = opened->battle()->battle().answers.size();
    opened->findChild<QSpinBox *>("attackerDie")->setValue(6);
    opened->findChild<QSpinBox *>("defenderDie")->setValue(1);
    opened->resolve();
    QCOMPARE(opened->battle()->battle().answers.size(), answers + 1);
    main.findChild<QAction *>(QStringLiteral("undo"))->trigger();
    QCOMPARE(opened->battle()->battle().answers.size(), answers);
    opened->close();
}

// Issue 17: the headline says what happened to which side's element, in words; the chart's cell is
// the smaller explanation under it.
void TestMiniatures::headlineSaysWhatHappenedToWhom()
{
    show();
    auto *result = m_dialog->findChild<QLabel *>("result");
    QVERIFY(result);
    auto *attacker = m_dialog->findChild<QComboBox *>("attacker");
    auto *defender = m_dialog->findChild<QComboBox *>("defender");
    auto *attackerDie = m_dialog->findChild<QSpinBox *>("attackerDie");
    auto *defenderDie = m_dialog->findChild<QSpinBox *>("defenderDie");
    auto *resolve = m_dialog->findChild<QPushButton *>("resolve");
    typeChoice(m_dialog->findChild<QComboBox *>("game"), "La Grande");
    typeChoice(m_dialog->findChild<QComboBox *>("kind"), "Melee");

    // LGA: Cuirassiers 4, charging +2, die 6 = 12 against Lancers 2, die 1 = 3: half or less, and
    // the chart's cell for light cavalry beaten by cavalry is "Destroyed by cavalry...".
    typeChoice(attacker, "Cuirassiers");
    typeChoice(defender, "Lancers");
    press(m_dialog->findChild<QCheckBox *>("charging"));
    typeNumber(attackerDie, "6");
    typeNumber(defenderDie, "1");
    click(resolve);
    QCOMPARE(result->text(), QStringLiteral("The defender (Lancers) is destroyed"));
    auto *detail = m_dialog->findChild<QLabel *>("resultDetail"); // under it, smaller
    QVERIFY(detail && detail->font().pointSize() < result->font().pointSize());
    QVERIFY2(detail->text().contains("Totals: attacker 12, defender 3"),
             qPrintable(detail->text()));
    QVERIFY2(detail->text().contains("“Destroyed by cavalry or if in rough or difficult terrain”"),
             qPrintable(detail->text()));

    // The attacker loses: Line 3 + 1 = 4 against Line 3 + 4 = 7, under but more than half: the
    // Infantry line of the chart, Recoil.
    press(m_dialog->findChild<QCheckBox *>("charging")); // no longer charging
    typeChoice(attacker, "Line");
    typeChoice(defender, "Line");
    typeNumber(attackerDie, "1");
    typeNumber(defenderDie, "4");
    click(resolve);
    QCOMPARE(result->text(), QStringLiteral("The attacker (Line) recoils a base width"));
    QVERIFY2(detail->text().contains("“Recoil”"), qPrintable(detail->text()));

    // Fire: the target is named as the rules name it; light cavalry flees its clear-terrain move
    // (500 paces, LGA Movement Table) + 100 (VV 8 Fleeing).
    typeChoice(m_dialog->findChild<QComboBox *>("kind"), "Fire");
    typeNumber(m_dialog->findChild<QDoubleSpinBox *>("distance"), "4");
    typeChoice(defender, "Light cavalry");
    typeNumber(attackerDie, "6");
    typeNumber(defenderDie, "1");
    click(resolve);
    QCOMPARE(result->text(),
             QStringLiteral("The target (Light cavalry) flees 600 paces towards its own baseline"));
    QVERIFY2(detail->text().startsWith("Totals: firer "), qPrintable(detail->text()));
}

// Issue 17: "Light" twice in the list. La Grande Armee's sheet lists a Light under Infantry and a
// Light under Cavalry; every element of every game now has a name of its own, as the rules name it.
void TestMiniatures::elementListNamesEachTypeOnce()
{
    show();
    auto *game = m_dialog->findChild<QComboBox *>("game");
    auto *army = m_dialog->findChild<QTableWidget *>("army");
    QVERIFY(game && game->count() == 4 && army);
    for (int g = 0; g < game->count(); ++g) {
        typeChoice(game, game->itemText(g));
        QCOMPARE(game->currentIndex(), g);
        for (const char *side : {"attacker", "defender"}) {
            auto *box = m_dialog->findChild<QComboBox *>(side);
            QStringList names;
            for (int i = 0; i < box->count(); ++i)
                names << box->itemText(i);
            QVERIFY(names.size() > 5);
            QStringList once = names;
            once.removeDuplicates();
            QVERIFY2(once.size() == names.size(),
                     qPrintable(game->currentText() + ": " + names.join(" | ")));
        }
        QStringList rows;
        for (int r = 0; r < army->rowCount(); ++r)
            rows << army->verticalHeaderItem(r)->text();
        QCOMPARE(QSet<QString>(rows.begin(), rows.end()).size(), rows.size());
    }
    // Typed as the rules name them, each is found.
    typeChoice(game, "La Grande");
    auto *attacker = m_dialog->findChild<QComboBox *>("attacker");
    typeChoice(attacker, "Light infantry");
    QCOMPARE(attacker->currentData().toString(), QStringLiteral("light-infantry"));
    typeChoice(attacker, "Light cavalry");
    QCOMPARE(attacker->currentData().toString(), QStringLiteral("light-cavalry"));
}

// Issue 17: fire is between a firer and its target (VV 7.6), a melee between an attacker and a
// defender (VV 8.4): the columns' names follow the kind chosen.
void TestMiniatures::columnsNameTheSidesOfTheCombat()
{
    show();
    auto *kind = m_dialog->findChild<QComboBox *>("kind");
    typeChoice(kind, "Melee");
    // Nothing on the melee's page speaks of firing.
    for (QLabel *label : m_dialog->findChildren<QLabel *>())
        if (label->isVisible())
            QVERIFY2(!label->text().contains("firer", Qt::CaseInsensitive) &&
                         !label->text().contains("target", Qt::CaseInsensitive),
                     qPrintable(label->text()));
    auto *attacker = m_dialog->findChild<QLabel *>("attackerHeader");
    auto *defender = m_dialog->findChild<QLabel *>("defenderHeader");
    QVERIFY(attacker && defender);
    QCOMPARE(attacker->text(), QStringLiteral("Attacker"));
    QCOMPARE(defender->text(), QStringLiteral("Defender"));
    typeChoice(kind, "Fire");
    QCOMPARE(attacker->text(), QStringLiteral("Firer"));
    QCOMPARE(defender->text(), QStringLiteral("Target"));
    typeChoice(kind, "Melee");
    QCOMPARE(attacker->text(), QStringLiteral("Attacker"));
}

// Issue 17: closed and opened again from the main window (Game > Vae Victis, Ctrl+Shift+V), the
// dialog shows what the referee last entered, on every page.
void TestMiniatures::reopenedFromTheMainWindowKeepsTheInputs()
{
    m_dialog.reset();
    Settings settings;
    Feedback feedback;
    MainWindow main(m_session.get(), &settings, &feedback);
    main.show();
    QApplication::setActiveWindow(&main);
    QVERIFY(QTest::qWaitForWindowActive(&main));
    auto opened = [&main]() -> MiniaturesDialog * {
        for (MiniaturesDialog *d : main.findChildren<MiniaturesDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    };
    QTest::keyClick(&main, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QPointer<MiniaturesDialog> first = opened();
    QVERIFY(first);
    QApplication::setActiveWindow(first);
    QVERIFY(QTest::qWaitForWindowActive(first));

    typeChoice(first->findChild<QComboBox *>("game"), "Rebel");
    typeNumber(first->findChild<QDoubleSpinBox *>("distance"), "12");
    typeChoice(first->findChild<QComboBox *>("unit"), "inches");
    typeChoice(first->findChild<QComboBox *>("kind"), "Melee");
    typeChoice(first->findChild<QComboBox *>("attacker"), "Cavalry");
    typeChoice(first->findChild<QComboBox *>("defender"), "Veteran");
    press(first->findChild<QCheckBox *>("charging"));
    auto *factors = first->findChild<QListWidget *>("defenderFactors");
    QVERIFY(factors && factors->count() > 0);
    const QString factor = factors->item(factors->count() - 1)->data(Qt::UserRole).toString();
    tickFactor(factors, factor);
    typeNumber(first->findChild<QSpinBox *>("attackerDie"), "5");
    typeNumber(first->findChild<QSpinBox *>("defenderDie"), "2");
    // The army list: three veterans in the second corps, typed in its cell.
    QTabBar *pages = first->findChild<QTabWidget *>("tabs")->tabBar();
    QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(1).center());
    auto *army = first->findChild<QTableWidget *>("army");
    QVERIFY(army->isVisible());
    int veteran = -1;
    for (int r = 0; r < army->rowCount(); ++r)
        if (army->verticalHeaderItem(r)->data(Qt::UserRole).toString() == "veteran")
            veteran = r;
    QVERIFY(veteran >= 0);
    QTest::mouseClick(army->viewport(), Qt::LeftButton, {},
                      army->visualItemRect(army->item(veteran, 1)).center());
    QTest::keyClick(army, Qt::Key_F2);
    auto *cell = army->viewport()->findChild<QLineEdit *>();
    QVERIFY(cell);
    QTest::keyClick(cell, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(cell, "3");
    QTest::keyClick(cell, Qt::Key_Return); // the cell takes it once the editor closes
    QTRY_COMPARE(army->item(veteran, 1)->text(), QStringLiteral("3"));

    QTest::keyClick(first, Qt::Key_Escape); // closed: the main window made it to be deleted
    QTRY_VERIFY(first.isNull());
    QApplication::setActiveWindow(&main);
    QVERIFY(QTest::qWaitForWindowActive(&main));
    QTest::keyClick(&main, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    MiniaturesDialog *again = opened();
    QVERIFY(again);
    QCOMPARE(again->gameId(), QStringLiteral("rebel-yell"));
    QCOMPARE(again->findChild<QDoubleSpinBox *>("distance")->value(), 12.0);
    QCOMPARE(again->findChild<QComboBox *>("unit")->currentData().toString(), QStringLiteral("in"));
    QCOMPARE(again->findChild<QComboBox *>("kind")->currentData().toString(),
             QStringLiteral("melee"));
    QCOMPARE(again->findChild<QComboBox *>("attacker")->currentData().toString(),
             QStringLiteral("cavalry"));
    QCOMPARE(again->findChild<QComboBox *>("defender")->currentData().toString(),
             QStringLiteral("veteran"));
    QVERIFY(again->findChild<QCheckBox *>("charging")->isChecked());
    auto *factorsAgain = again->findChild<QListWidget *>("defenderFactors");
    for (int i = 0; i < factorsAgain->count(); ++i)
        QCOMPARE(factorsAgain->item(i)->checkState() == Qt::Checked,
                 factorsAgain->item(i)->data(Qt::UserRole).toString() == factor);
    QCOMPARE(again->findChild<QSpinBox *>("attackerDie")->value(), 5);
    QCOMPARE(again->findChild<QSpinBox *>("defenderDie")->value(), 2);
    QCOMPARE(again->findChild<QTabWidget *>("tabs")->currentIndex(), 1);
    QCOMPARE(again->findChild<QTableWidget *>("army")->item(veteran, 1)->text(),
             QStringLiteral("3"));
    // The request it would resolve is the one entered before closing.
    const nlohmann::json request = again->combatRequest();
    QCOMPARE(request["attacker"].value("charging", false), true);
    QCOMPARE(request["defender"]["factors"].size(), std::size_t{1});
    again->close();
}

// Issue 17: a melee's steps were cut and ended in "...". At 1366x768 (and at the narrowest the
// dialog allows) every step, rule and number is shown whole: wrapped, its row as high as its text.
void TestMiniatures::meleeStepsAreReadInFullAt1366x768()
{
    show();
    typeChoice(m_dialog->findChild<QComboBox *>("game"), "La Grande");
    typeChoice(m_dialog->findChild<QComboBox *>("kind"), "Melee");
    typeChoice(m_dialog->findChild<QComboBox *>("attacker"), "Cuirassiers");
    typeChoice(m_dialog->findChild<QComboBox *>("defender"), "Lancers");
    press(m_dialog->findChild<QCheckBox *>("charging"));
    typeNumber(m_dialog->findChild<QSpinBox *>("attackerDie"), "6");
    typeNumber(m_dialog->findChild<QSpinBox *>("defenderDie"), "1");
    click(m_dialog->findChild<QPushButton *>("resolve"));
    auto *steps = m_dialog->findChild<QAbstractItemView *>("steps");
    QVERIFY(steps && steps->model()->rowCount() >= 5);
    // The whole dialog fits a 1366x768 screen, its title bar and a panel included.
    QVERIFY2(m_dialog->minimumSizeHint().width() <= 1366 &&
                 m_dialog->minimumSizeHint().height() <= 768 - 60,
             qPrintable(QStringLiteral("%1x%2")
                            .arg(m_dialog->minimumSizeHint().width())
                            .arg(m_dialog->minimumSizeHint().height())));
    const QFontMetrics metrics(steps->font());
    const int margins =
        2 * (steps->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, steps) + 1);
    for (const QSize size : {QSize(1366, 708), QSize(m_dialog->minimumSizeHint().width(), 708)}) {
        m_dialog->resize(size);
        QTRY_COMPARE(m_dialog->size(), size);
        QCoreApplication::processEvents();
        int wrapped = 0;
        for (int row = 0; row < steps->model()->rowCount(); ++row)
            for (int column = 0; column < steps->model()->columnCount(); ++column) {
                const QModelIndex index = steps->model()->index(row, column);
                const QString text = index.data().toString();
                if (text.isEmpty())
                    continue;
                const QRect shown = steps->visualRect(index);
                const QRect needed = metrics.boundingRect(
                    QRect(0, 0, shown.width() - margins, 1 << 20), Qt::TextWordWrap, text);
                QVERIFY2(needed.height() <= shown.height() &&
                             needed.width() <= shown.width() - margins,
                         qPrintable(QStringLiteral("%1x%2, row %3: \"%4\" needs %5x%6, has %7x%8")
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(row)
                                        .arg(text)
                                        .arg(needed.width())
                                        .arg(needed.height())
                                        .arg(shown.width())
                                        .arg(shown.height())));
                if (needed.height() > metrics.lineSpacing())
                    ++wrapped;
            }
        QVERIFY(wrapped > 0); // some steps are longer than a line: the check above is not idle
    }
}

QTEST_MAIN(TestMiniatures)
// Issue 17 item 7: at 1366x768, no tab of the dialog shows a label, a button or a list's choice
// cut, in any of the four games.
void TestMiniatures::noTextIsCutOnALaptopScreen()
{
    m_dialog->resize(1366, 740);
    show();
    auto *game = m_dialog->findChild<QComboBox *>("game");
    QTabBar *pages = m_dialog->findChild<QTabWidget *>("tabs")->tabBar();
    QStringList cut;
    for (int g = 0; g < game->count(); ++g) {
        game->setCurrentIndex(g);
        for (int p = 0; p < pages->count(); ++p) {
            QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(p).center());
            QTest::qWait(20);
            for (const QString &text : umpire::test::cutTexts(m_dialog.get()))
                if (!cut.contains(text))
                    cut << text;
        }
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(" | "))));
}

#include "tst_miniatures.moc"
