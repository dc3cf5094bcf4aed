// Vae Victis in the desktop app: the measuring panel, the opposed rolls and a battle whose results
// are journaled, every rule the engine knows applied from the journal's state.
#include "feedback.h"
#include "gamesession.h"
#include "gamewindows.h"
#include "mainwindow.h"
#include "miniaturesdialog.h"
#include "settings.h"
#include "vvevents.h"
#include "vvmovementtab.h"
#include "vvreachtab.h"
#include "vvtabletab.h"
#include "widgetchecks.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
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
    // The desktop survives a real evening at the table.
    void headlineSaysWhatHappenedToWhom();
    void elementListNamesEachTypeOnce();
    void columnsNameTheSidesOfTheCombat();
    void reopenedFromTheMainWindowKeepsTheInputs();
    void meleeStepsAreReadInFullAt1366x768();
    void noTextIsCutOnALaptopScreen();
    // The rules from the journal's state, and all the command line can do.
    void demoralisedCorpsAttacksAtMinusOne();
    void destroyedElementWithItsGeneralAttachedLosesTheGeneral();
    void corpsOverThirtySixPointsIsRefusedAtNewBattle();
    void enterInAFieldNeverStartsABattle();
    void anotherCorpsClearsTheMoraleTab();
    void generalsLossAndVictoryAreJournaledFromTheDialog();
    void undoKeysActOnTheBattleFromEveryField();
    void meleeFactorsWrapWithoutAHorizontalScroll();
    void battleBarCountsItsResultsInWords();
    void movementQuestionsAreAskedFromTheDialog();
    void tableAndBasesFollowTheScale();
    void rangeZoneOfControlAndCommandInTheirCircumstances();

  private:
    void choose(const char *combo, const QString &data);
    void show();
    // Aspern: Lannes 36 and the Guard 30 for the French, Kolowrat 9 for the Austrians.
    void startAspern(const QString &path);
    // A melee of La Grande Armee journaled with the dice typed.
    void melee(const QString &attacker, const QString &defender, const QString &attackerCorps,
               const QString &defenderCorps, int attackerDie, int defenderDie);
    std::unique_ptr<QTranslator> m_english;
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

// The tab of the dialog that holds `widget`.
int pageOf(const QTabWidget *tabs, const QWidget *widget)
{
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->widget(i)->isAncestorOf(widget))
            return i;
    return -1;
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
    // English's plural forms, as the app installs them ("1 result", "2 results").
    m_english = std::make_unique<QTranslator>();
    QVERIFY(m_english->load(QStringLiteral(":/i18n/umpire_en.qm")));
    QCoreApplication::installTranslator(m_english.get());
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

void TestMiniatures::startAspern(const QString &path)
{
    choose("game", "la-grande-armee");
    QString error;
    QVERIFY2(m_dialog->startBattle(path, "Aspern",
                                   "French: Lannes: 36\nFrench: Guard: 30\nAustrian: Kolowrat: 9",
                                   &error),
             qPrintable(error));
    QVERIFY(m_dialog->battle());
}

void TestMiniatures::melee(const QString &attacker, const QString &defender,
                           const QString &attackerCorps, const QString &defenderCorps,
                           int attackerDie, int defenderDie)
{
    choose("kind", "melee");
    choose("attacker", attacker);
    choose("defender", defender);
    choose("attackerCorps", attackerCorps);
    choose("defenderCorps", defenderCorps);
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(attackerDie);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(defenderDie);
    m_dialog->resolve();
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

// 9 cm at 15 mm is 360 paces, with every range and move it falls inside.
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

// VV 9: "The units of a demoralised corps have a deduction of -1 in attack, (but not in
// defence)": Kolowrat, demoralised in the journal, attacks Line against Line with 5 against 4:
// 7 against 7, a tie (VV 8.4), not 8 against 7.
void TestMiniatures::demoralisedCorpsAttacksAtMinusOne()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    melee("cuirassiers", "lancers", "Lannes", "Kolowrat", 6, 1); // 3 of Kolowrat's 9 points
    choose("moraleCorps", "Kolowrat");
    m_dialog->findChild<QSpinBox *>("elementsLeft")->setValue(2);
    m_dialog->findChild<QSpinBox *>("elementsInCommand")->setValue(2);
    m_dialog->findChild<QSpinBox *>("moraleRoll")->setValue(1);
    m_dialog->judgeMorale();
    QVERIFY(m_dialog->battle()->battle().findCorps("Kolowrat")->demoralised);
    m_dialog->findChild<QCheckBox *>("charging")->setChecked(false);
    melee("line-infantry", "line-infantry", "Kolowrat", "Lannes", 5, 4);
    QVERIFY2(m_dialog->resultText().contains("tie"), qPrintable(m_dialog->resultText()));
    QCOMPARE(m_dialog->findChild<QLabel *>("resultDetail")->text(),
             QStringLiteral("Totals: attacker 7, defender 7"));
    auto *steps = m_dialog->findChild<QTableWidget *>("steps");
    bool cited = false;
    for (int i = 0; i < steps->rowCount(); ++i)
        cited = cited || (steps->item(i, 0)->text() == "VV 9" &&
                          steps->item(i, 1)->text().contains("demoralised"));
    QVERIFY(cited);
    // Defending, Lannes attacking Kolowrat: no deduction (8 against 7).
    m_dialog->findChild<QSpinBox *>("attackerDie")->setValue(5);
    m_dialog->findChild<QSpinBox *>("defenderDie")->setValue(4);
    melee("line-infantry", "line-infantry", "Lannes", "Kolowrat", 5, 4);
    QCOMPARE(m_dialog->findChild<QLabel *>("resultDetail")->text().section('\n', 0, 0),
             QStringLiteral("Totals: attacker 8, defender 7"));
}

// VV 2: "A general is eliminated (killed or captured) if it is contiguous with an element that is
// destroyed by combat": the defender's "General attached to unit" ticked, its element destroyed.
void TestMiniatures::destroyedElementWithItsGeneralAttachedLosesTheGeneral()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    show();
    choose("kind", "melee");
    tickFactor(m_dialog->findChild<QListWidget *>("defenderFactors"), "general-attached");
    melee("cuirassiers", "lancers", "Lannes", "Kolowrat", 6, 1);
    QVERIFY2(m_dialog->resultText().contains("the general beside it is lost"),
             qPrintable(m_dialog->resultText()));
    QVERIFY(m_dialog->battle()->battle().findCorps("Kolowrat")->generalLost);
    QVERIFY2(m_dialog->battleText().contains("general lost"), qPrintable(m_dialog->battleText()));
    // The Corps morale tab takes it from the journal.
    choose("moraleCorps", "Kolowrat");
    QVERIFY(m_dialog->findChild<QCheckBox *>("generalLost")->isChecked());
    // "A general touches it" says the same for a general beside the element, not attached.
    choose("moraleCorps", "");
    m_dialog->findChild<QCheckBox *>("attackerGeneral")->setChecked(true);
    melee("line-infantry", "line-infantry", "Guard", "Lannes", 1, 6);
    QVERIFY2(m_dialog->battle()->battle().findCorps("Guard")->generalLost,
             qPrintable(m_dialog->resultText()));
    QVERIFY(!m_dialog->battle()->battle().findCorps("Lannes")->generalLost);
}

// VV 2: "each consisting of elements totalling up to 36 points": New battle refuses more.
void TestMiniatures::corpsOverThirtySixPointsIsRefusedAtNewBattle()
{
    QTemporaryDir dir;
    choose("game", "la-grande-armee");
    for (const QString &corps : {QStringLiteral("French: I: 40\nAustrian: II: 30"),
                                 QStringLiteral("French: I: 36\nAustrian: II: 60")}) {
        QString error;
        QVERIFY(!m_dialog->startBattle(dir.filePath("b.jsonl"), "", corps, &error));
        QVERIFY2(error.contains("over the 36 a corps may have") && error.contains("VV 2"),
                 qPrintable(error));
        QVERIFY(!m_dialog->battle());
        QVERIFY(!QFile::exists(dir.filePath("b.jsonl")));
    }
    QVERIFY(m_dialog->startBattle(dir.filePath("b.jsonl"), "", "French: I: 36\nAustrian: II: 5"));
}

// Enter in a field presses no button: no button is the dialog's default (New battle was, and two
// Enters after a count typed replaced the open battle).
void TestMiniatures::enterInAFieldNeverStartsABattle()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    const std::string before = m_dialog->battle()->journal().path();
    const std::size_t events = m_dialog->battle()->journal().size();
    show();
    for (QPushButton *b : m_dialog->findChildren<QPushButton *>())
        QVERIFY2(!b->isDefault() && !b->autoDefault(), qPrintable(b->text()));
    // A modal dialog that opened all the same is named and closed, so that the test goes on.
    QStringList opened;
    QTimer watch;
    watch.setInterval(20);
    connect(&watch, &QTimer::timeout, this, [&opened] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            opened << modal->windowTitle();
            modal->close();
        }
    });
    watch.start();
    QTabBar *pages = m_dialog->findChild<QTabWidget *>("tabs")->tabBar();
    for (const char *field : {"elementsLeft", "corpsPoints", "lossPoints", "qualityDie"}) {
        auto *box = m_dialog->findChild<QSpinBox *>(field);
        QVERIFY(box);
        for (int p = 0; p < pages->count() && !box->isVisible(); ++p)
            QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(p).center());
        typeNumber(box, "3");
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Return);
        QTest::keyClick(box, Qt::Key_Return);
        QTest::qWait(60);
    }
    watch.stop();
    QVERIFY2(opened.isEmpty(), qPrintable(opened.join(" | ")));
    QVERIFY(m_dialog->battle());
    QCOMPARE(m_dialog->battle()->journal().path(), before);
    QCOMPARE(m_dialog->battle()->journal().size(), events);
}

// The Corps morale tab shows the corps chosen: another corps clears the last one's result and the
// elements counted for it.
void TestMiniatures::anotherCorpsClearsTheMoraleTab()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    choose("moraleCorps", "Kolowrat");
    m_dialog->findChild<QSpinBox *>("elementsLeft")->setValue(3);
    m_dialog->findChild<QSpinBox *>("elementsInCommand")->setValue(3);
    m_dialog->judgeMorale();
    QVERIFY(m_dialog->moraleText().contains("In good order"));
    choose("moraleCorps", "Guard");
    QVERIFY2(m_dialog->moraleText().isEmpty(), qPrintable(m_dialog->moraleText()));
    QCOMPARE(m_dialog->findChild<QSpinBox *>("pointsLost")->value(), 0);
    QCOMPARE(m_dialog->findChild<QSpinBox *>("corpsPoints")->value(), 30);
    for (const char *count : {"elementsLeft", "elementsInCommand"}) {
        auto *box = m_dialog->findChild<QSpinBox *>(count);
        QCOMPARE(box->text(), QStringLiteral("count them"));
    }
    // Not counted: nothing is judged, nothing journaled, and the dialog says what to count.
    const std::size_t events = m_dialog->battle()->journal().size();
    m_dialog->judgeMorale();
    QVERIFY2(m_dialog->moraleText().contains("Count the corps' elements"),
             qPrintable(m_dialog->moraleText()));
    QCOMPARE(m_dialog->battle()->journal().size(), events);
}

// What `umpire-cli vv` does for a battle, from the dialog: the generals' quality (VV 4.2) and
// activation (VV 5.1), a loss some other way (VV 9) and the victory check (VV 10), each journaled.
void TestMiniatures::generalsLossAndVictoryAreJournaledFromTheDialog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("aspern.jsonl");
    startAspern(path);
    auto *general = m_dialog->findChild<QComboBox *>("general");
    QVERIFY(general && general->count() == 5); // three corps' generals, two Commanders-in-Chief
    general->setCurrentIndex(general->findText("The general of Kolowrat (Austrian)"));
    m_dialog->findChild<QSpinBox *>("qualityDie")->setValue(6);
    m_dialog->rollQuality();
    QVERIFY2(m_dialog->generalsText().contains("good general"),
             qPrintable(m_dialog->generalsText()));
    QCOMPARE(m_dialog->battle()->battle().findCorps("Kolowrat")->quality, std::string("good"));
    // The activation takes the journal's quality: 3 + 1.
    QCOMPARE(m_dialog->findChild<QComboBox *>("quality")->currentData().toString(),
             QStringLiteral("good"));
    m_dialog->findChild<QSpinBox *>("activationDie")->setValue(3);
    m_dialog->rollActivation();
    QVERIFY2(m_dialog->generalsText().contains("4 activation points"),
             qPrintable(m_dialog->generalsText()));
    // A general whose quality is not rolled yet: roll it first.
    general->setCurrentIndex(general->findText("The French Commander-in-Chief"));
    m_dialog->findChild<QSpinBox *>("activationDie")->setValue(3);
    m_dialog->rollActivation();
    QVERIFY2(m_dialog->generalsText().contains("roll the quality"),
             qPrintable(m_dialog->generalsText()));
    // A loss recorded: the Guard loses 12 points and its general.
    choose("lossCorps", "Guard");
    m_dialog->findChild<QSpinBox *>("lossPoints")->setValue(12);
    m_dialog->findChild<QCheckBox *>("lossGeneral")->setChecked(true);
    m_dialog->findChild<QLineEdit *>("lossWhy")->setText("fled off the table");
    m_dialog->recordLoss();
    QCOMPARE(m_dialog->battle()->battle().findCorps("Guard")->pointsLost, 12);
    QVERIFY(m_dialog->battle()->battle().findCorps("Guard")->generalLost);
    QVERIFY2(m_dialog->lossesText().contains("12 of its 30 points"),
             qPrintable(m_dialog->lossesText()));
    m_dialog->checkVictory();
    QVERIFY2(m_dialog->lossesText().contains("No army is beaten yet"),
             qPrintable(m_dialog->lossesText()));
    // `umpire-cli vv verify` from the dialog: every journaled answer asked again.
    m_dialog->verifyBattle();
    QVERIFY2(m_dialog->lossesText().contains("The journal is sound") &&
                 m_dialog->lossesText().contains("3 journaled answers asked again"),
             qPrintable(m_dialog->lossesText()));
    // Each is a line of the journal, read the same when the battle is opened again.
    const std::vector<umpire::JournalEvent> events =
        m_dialog->battle()->journal().readEvents().value();
    QStringList kinds;
    for (const umpire::JournalEvent &e : events)
        kinds << QString::fromStdString(
            e.kind == umpire::vv::kinds::Loss
                ? std::string("loss")
                : e.data.value("request", nlohmann::json::object()).value("ask", std::string()));
    QCOMPARE(kinds, QStringList({"", "quality", "activation", "loss", "battle"}));
    const nlohmann::json battle = m_dialog->battle()->battle().toJson();
    m_dialog.reset();
    MiniaturesDialog again(m_session.get());
    QVERIFY(again.openBattle(path));
    QCOMPARE(again.battle()->battle().toJson(), battle);
}

// Ctrl+Z and Ctrl+Shift+Z act on the battle from every field, as in the main window: a field's
// own undo of its typing never swallows them.
void TestMiniatures::undoKeysActOnTheBattleFromEveryField()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    show();
    melee("cuirassiers", "lancers", "Lannes", "Kolowrat", 6, 1);
    QCOMPARE(m_dialog->battle()->battle().answers.size(), std::size_t{1});
    auto *distance = m_dialog->findChild<QDoubleSpinBox *>("distance");
    typeNumber(distance, "12"); // typed, so that the field has an undo of its own
    distance->setFocus();
    QTest::keyClick(distance, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_dialog->battle()->battle().answers.size(), std::size_t{0});
    QCOMPARE(distance->value(), 12.0); // the typing stays
    QTest::keyClick(distance, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_dialog->battle()->battle().answers.size(), std::size_t{1});
    auto *why = m_dialog->findChild<QLineEdit *>("lossWhy");
    QTabBar *pages = m_dialog->findChild<QTabWidget *>("tabs")->tabBar();
    const int losses = pageOf(m_dialog->findChild<QTabWidget *>("tabs"), why);
    QVERIFY(losses >= 0);
    QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(losses).center());
    QTest::keyClicks(why, "a note");
    QTest::keyClick(why, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_dialog->battle()->battle().answers.size(), std::size_t{0});
    QCOMPARE(why->text(), QStringLiteral("a note"));
}

// A melee's factors are read whole in their lists: each name wraps, never a sideways scroll.
void TestMiniatures::meleeFactorsWrapWithoutAHorizontalScroll()
{
    m_dialog->resize(1366, 740);
    show();
    for (const char *game : {"la-grande-armee", "los-gringos", "rebel-yell", "kepis-rouge"}) {
        choose("game", game);
        choose("kind", "melee");
        QCoreApplication::processEvents();
        for (const char *name : {"attackerFactors", "defenderFactors"}) {
            auto *list = m_dialog->findChild<QListWidget *>(name);
            QVERIFY(list && list->count() > 0);
            QVERIFY2(!list->horizontalScrollBar()->isVisible() &&
                         list->horizontalScrollBar()->maximum() == 0,
                     game);
            const int room = list->viewport()->width();
            for (int i = 0; i < list->count(); ++i) {
                const QRect shown = list->visualItemRect(list->item(i));
                QVERIFY2(shown.right() <= room + 1,
                         qPrintable(QStringLiteral("%1: %2").arg(game, list->item(i)->text())));
                // The text beside the check box, its margins left.
                const int text =
                    shown.width() -
                    list->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, list) - 24;
                const QRect needed = list->fontMetrics().boundingRect(
                    QRect(0, 0, text, 1 << 16), Qt::TextWordWrap, list->item(i)->text());
                QVERIFY2(needed.height() <= shown.height(),
                         qPrintable(QStringLiteral("%1: %2").arg(game, list->item(i)->text())));
            }
        }
    }
}

// The battle's line says its results in words: "1 result journaled", "2 results journaled".
void TestMiniatures::battleBarCountsItsResultsInWords()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    QVERIFY2(m_dialog->battleText().contains("0 results journaled"),
             qPrintable(m_dialog->battleText()));
    melee("cuirassiers", "lancers", "Lannes", "Kolowrat", 6, 1);
    QVERIFY2(m_dialog->battleText().contains("1 result journaled"),
             qPrintable(m_dialog->battleText()));
    melee("cuirassiers", "lancers", "Lannes", "Kolowrat", 6, 1);
    QVERIFY2(m_dialog->battleText().contains("2 results journaled"),
             qPrintable(m_dialog->battleText()));
}

// The results journaled. A melee in a battle is journaled before it shows, the
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
    QVERIFY(
        m_session->createFromScenario(QDir(dir.path()).filePath("ligny.jsonl"), "nlb-demo").ok());
    MainWindow main(m_session.get(), &settings, &feedback);
    QVERIFY(main.openGame(path));
    QCOMPARE(main.gameWindows()->windows().size(), 1);
    auto *opened = qobject_cast<MiniaturesDialog *>(main.gameWindows()->windows().front());
    QVERIFY(opened && opened->battle());
    QCOMPARE(opened->gameId(), QStringLiteral("rebel-yell"));
    // The battle has a session of its own: the main window's chart game stays open.
    QVERIFY(m_session->hasGame());
    QVERIFY(opened->session() != m_session.get());
    // Its undo is its own: a journaled question, undone from the dialog.
    auto *kind = opened->findChild<QComboBox *>("kind");
    kind->setCurrentIndex(kind->findData(QStringLiteral("melee")));
    const std::size_t answers = opened->battle()->battle().answers.size();
    opened->findChild<QSpinBox *>("attackerDie")->setValue(6);
    opened->findChild<QSpinBox *>("defenderDie")->setValue(1);
    opened->resolve();
    QCOMPARE(opened->battle()->battle().answers.size(), answers + 1);
    opened->findChild<QPushButton *>(QStringLiteral("undoBattle"))->click();
    QCOMPARE(opened->battle()->battle().answers.size(), answers);
    // Opened again: the same window comes forward.
    QVERIFY(main.openGame(path));
    QCOMPARE(main.gameWindows()->windows().size(), 1);
    opened->close();
}

// The headline says what happened to which side's element, in words; the chart's cell is
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

// "Light" twice in the list. La Grande Armee's sheet lists a Light under Infantry and a
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

// Fire is between a firer and its target (VV 7.6), a melee between an attacker and a
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

// Closed and opened again from the main window (Game > Vae Victis, Ctrl+Shift+V), the
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
        for (QWidget *w : main.gameWindows()->windows())
            if (auto *d = qobject_cast<MiniaturesDialog *>(w); d && d->isVisible())
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
    auto *army = first->findChild<QTableWidget *>("army");
    const int armyPage = pageOf(first->findChild<QTabWidget *>("tabs"), army);
    QVERIFY(armyPage >= 0);
    QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(armyPage).center());
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
    QCOMPARE(again->findChild<QTabWidget *>("tabs")->currentIndex(), armyPage);
    QCOMPARE(again->findChild<QTableWidget *>("army")->item(veteran, 1)->text(),
             QStringLiteral("3"));
    // The request it would resolve is the one entered before closing.
    const nlohmann::json request = again->combatRequest();
    QCOMPARE(request["attacker"].value("charging", false), true);
    QCOMPARE(request["defender"]["factors"].size(), std::size_t{1});
    again->close();
}

// A melee's steps were cut and ended in "...". At 1366x768 (and at the narrowest the
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

// VV 5.4 (LGA Movement Table: Infantry (other) 300 paces in clear, 100 in difficult): 3 cm of
// clear at 15 mm are 120 paces, 40% of the move; 1 cm of wood, 40 paces, 40% more. VV 5.6,
// VV 5.3 and VV 5.5 from the same tab; none of them is journaled in a battle.
void TestMiniatures::movementQuestionsAreAskedFromTheDialog()
{
    QTemporaryDir dir;
    startAspern(dir.filePath("aspern.jsonl"));
    choose("scale", "15mm");
    show();
    auto *tabs = m_dialog->findChild<QTabWidget *>("tabs");
    auto *tab = m_dialog->findChild<QWidget *>("movementTab");
    QVERIFY(tab);
    tabs->setCurrentWidget(tab);
    auto *movement = m_dialog->findChild<VvMovementTab *>();
    auto report = [movement] { return movement->reportText(); };
    auto press = [this](const char *button) {
        auto *b = m_dialog->findChild<QPushButton *>(button);
        QVERIFY2(b && b->isVisible(), button);
        QTest::mouseClick(b, Qt::LeftButton);
    };
    choose("movementUnit", "cm");
    choose("moveElement", "line-infantry");
    choose("formation", "line");
    press("addStretch");
    auto *path = m_dialog->findChild<QTableWidget *>("path");
    QCOMPARE(path->rowCount(), 2);
    auto cell = [path](int row, int column) { return path->cellWidget(row, column); };
    static_cast<QDoubleSpinBox *>(cell(0, 1))->setValue(3);
    auto *wood = static_cast<QComboBox *>(cell(1, 0));
    wood->setCurrentIndex(wood->findData("wood"));
    static_cast<QDoubleSpinBox *>(cell(1, 1))->setValue(1);
    press("judgeMove");
    QVERIFY2(report().contains("The path fits: 80% of the move used"), qPrintable(report()));
    QVERIFY2(report().contains("60 paces in Clear, 20 paces in Difficult"), qPrintable(report()));
    // How a move across several terrains is counted is a stand-in: said so.
    QVERIFY(m_dialog->findChild<QLabel *>("movementUnverified")->isVisible());
    static_cast<QDoubleSpinBox *>(cell(1, 1))->setValue(2);
    press("judgeMove");
    QVERIFY2(report().contains("Too far: the path needs 120% of the move"), qPrintable(report()));

    choose("changeElement", "line-infantry");
    choose("change", "square");
    press("judgeFormation");
    QVERIFY2(report().contains("1 activation point") && report().contains("VV 5.6"),
             qPrintable(report()));
    choose("changeElement", "dragoons");
    choose("change", "dismount");
    press("judgeFormation"); // the engine's refusal, in words
    QVERIFY2(report().contains("cannot dismount"), qPrintable(report()));

    choose("mover", "line-infantry");
    choose("through", "light-infantry");
    press("judgePassThrough");
    QVERIFY2(report().contains("It may not pass through"), qPrintable(report()));
    choose("mover", "light-skirmishers");
    choose("through", "line-infantry");
    press("judgePassThrough");
    QVERIFY2(report().contains("It may pass through"), qPrintable(report()));

    // VV 5.5: beyond 1200 paces (30 cm at 15 mm) of the enemy at both ends.
    m_dialog->findChild<QDoubleSpinBox *>("strategicStart")->setValue(40);
    m_dialog->findChild<QDoubleSpinBox *>("strategicEnd")->setValue(35);
    press("judgeStrategicMove");
    QVERIFY2(report().contains("A strategic move is allowed"), qPrintable(report()));
    m_dialog->findChild<QDoubleSpinBox *>("strategicEnd")->setValue(20);
    press("judgeStrategicMove");
    QVERIFY2(report().contains("Not a strategic move"), qPrintable(report()));
    QCOMPARE(m_dialog->battle()->battle().answers.size(), std::size_t{0});
}

// VV 3: "60 cm, 30 cm more for each corps after the first, at most 120 cm"; VV 1: a Line element
// at 15 mm stands on 40 by 20 mm with 4 figures.
void TestMiniatures::tableAndBasesFollowTheScale()
{
    choose("game", "la-grande-armee");
    choose("scale", "15mm");
    show();
    auto *tabs = m_dialog->findChild<QTabWidget *>("tabs");
    tabs->setCurrentWidget(m_dialog->findChild<QWidget *>("tableTab"));
    auto *tab = m_dialog->findChild<VvTableTab *>();
    auto report = [tab] { return tab->reportText(); };
    m_dialog->findChild<QSpinBox *>("tableCorps")->setValue(2);
    QTest::mouseClick(m_dialog->findChild<QPushButton *>("judgeTable"), Qt::LeftButton);
    QVERIFY2(report().contains("90 cm by"), qPrintable(report()));
    m_dialog->findChild<QSpinBox *>("tableCorps")->setValue(4);
    QTest::mouseClick(m_dialog->findChild<QPushButton *>("judgeTable"), Qt::LeftButton);
    QVERIFY2(report().contains("120 cm by"), qPrintable(report()));
    // More corps than an army may have: the engine's reason, in words, and nothing else.
    m_dialog->findChild<QSpinBox *>("tableCorps")->setValue(40);
    QTest::mouseClick(m_dialog->findChild<QPushButton *>("judgeTable"), Qt::LeftButton);
    QVERIFY2(!report().contains("cm by") && report().contains("corps"), qPrintable(report()));
    choose("baseElement", "line-infantry");
    QTest::mouseClick(m_dialog->findChild<QPushButton *>("judgeBase"), Qt::LeftButton);
    QVERIFY2(report().contains("40 mm frontage by 20 mm depth, 4 figures"), qPrintable(report()));
    // The same element at 25 mm: the scale chosen at the top of the dialog.
    choose("scale", "25mm");
    QTest::mouseClick(m_dialog->findChild<QPushButton *>("judgeBase"), Qt::LeftButton);
    QVERIFY2(report().contains("25mm"), qPrintable(report()));
}

// LGA Fire Ranges: Infantry up to 100 paces medium, 200 long: 4 cm at 15 mm (160 paces) is long,
// 6 cm (240) out of range. VV 6: 200 paces from the front face, none from difficult terrain.
// VV 5.2: 600 paces, or 1200 in the general's sight; out of command costs more.
void TestMiniatures::rangeZoneOfControlAndCommandInTheirCircumstances()
{
    choose("game", "la-grande-armee");
    choose("scale", "15mm");
    show();
    auto *tab = m_dialog->findChild<VvReachTab *>();
    QVERIFY(tab);
    m_dialog->findChild<QTabWidget *>("tabs")->setCurrentWidget(tab);
    auto press = [this](const char *button) {
        auto *b = m_dialog->findChild<QPushButton *>(button);
        QVERIFY2(b && b->isVisible(), button);
        QTest::mouseClick(b, Qt::LeftButton);
    };
    auto *distance = m_dialog->findChild<QDoubleSpinBox *>("reachDistance");
    choose("reachUnit", "cm");
    distance->setValue(4);
    choose("firer", "line-infantry");
    choose("weapon", "musket");
    press("judgeFireRange");
    QVERIFY2(tab->reportText().contains("In range: 160 paces, long range"),
             qPrintable(tab->reportText()));
    QVERIFY2(tab->reportText().contains("Target at long range -1"), qPrintable(tab->reportText()));
    distance->setValue(6);
    press("judgeFireRange");
    QVERIFY2(tab->reportText().contains("Out of range: 240 paces, the weapon reaches 200"),
             qPrintable(tab->reportText()));

    distance->setValue(4);
    choose("projector", "line-infantry");
    choose("projectorTerrain", "clear");
    press("judgeZoneOfControl");
    QVERIFY2(tab->reportText().contains("Inside its zone of control"),
             qPrintable(tab->reportText()));
    choose("projectorTerrain", "wood");
    press("judgeZoneOfControl");
    QVERIFY2(tab->reportText().contains("It projects no zone of control"),
             qPrintable(tab->reportText()));

    distance->setValue(20); // 800 paces
    press("judgeCommand");
    QVERIFY2(tab->reportText().contains("In command: 1 activation point"),
             qPrintable(tab->reportText()));
    auto *sight = m_dialog->findChild<QCheckBox *>("inSight");
    sight->setChecked(false);
    press("judgeCommand");
    QVERIFY2(tab->reportText().contains("Out of command: 2 activation points"),
             qPrintable(tab->reportText()));
}

QTEST_MAIN(TestMiniatures)
// At 1366x768, no tab of the dialog shows a label, a button or a list's choice
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
