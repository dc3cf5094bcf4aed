// Vae Victis in the desktop app (issue 6 item 8): the measuring panel, the opposed rolls and a
// battle whose results are journaled.
#include "feedback.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "miniaturesdialog.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

class TestMiniatures : public QObject
{
    Q_OBJECT

  private slots:
    void init();
    void measuresNineCentimetresAsThreeHundredSixtyPaces_data();
    void measuresNineCentimetresAsThreeHundredSixtyPaces();
    void fireWithTypedDice();
    void meleeTieIsRolledAgain();
    void armyListCheckedOnEveryChange();
    void corpsMorale();
    void battleJournalsEveryResult();
    void battleRefusesABadCorpsList();
    void battleOpensFromTheMainWindow();

  private:
    void choose(const char *combo, const QString &data);
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<MiniaturesDialog> m_dialog;
};

void TestMiniatures::init()
{
    m_session = std::make_unique<GameSession>(umpire::crt::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
    m_dialog = std::make_unique<MiniaturesDialog>(m_session.get());
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
    QVERIFY2(m_dialog->resultText().contains("defender loses"), qPrintable(m_dialog->resultText()));
    auto *steps = m_dialog->findChild<QTreeWidget *>("steps");
    bool cites = false;
    for (int i = 0; i < steps->topLevelItemCount(); ++i)
        cites = cites || steps->topLevelItem(i)->text(0) == "VV 7.6";
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
    QVERIFY2(m_dialog->resultText().contains("defender loses"), qPrintable(m_dialog->resultText()));
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
    QVERIFY2(m_dialog->resultText().contains("defender loses"), qPrintable(m_dialog->resultText()));
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

QTEST_MAIN(TestMiniatures)
#include "tst_miniatures.moc"
