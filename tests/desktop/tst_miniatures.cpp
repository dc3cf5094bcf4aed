// Vae Victis in the desktop app (issue 6 item 8): the measuring panel and the opposed rolls.
#include "gamesession.h"
#include "miniaturesdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
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

  private:
    void choose(const char *combo, const QString &data);
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<MiniaturesDialog> m_dialog;
};

void TestMiniatures::init()
{
    m_session = std::make_unique<GameSession>(umpire::RulesetLibrary({UMPIRE_RULESDATA_DIR}));
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

QTEST_MAIN(TestMiniatures)
#include "tst_miniatures.moc"
