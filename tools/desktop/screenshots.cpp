#include "screenshots.h"

#include "datatext.h"
#include "gamesession.h"
#include "logview.h"
#include "mainwindow.h"
#include "mapboard.h"
#include "mapview.h"
#include "miniaturesdialog.h"
#include "n1815sheeteditor.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "scenarioeditor.h"
#include "terrainkeyeditor.h"
#include "vvmovementtab.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSaveFile>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <cstdio>

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

// Keys as a referee types them, sent to whichever widget has the focus.
void press(Qt::Key key, const QString &text = {})
{
    QWidget *target =
        QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
    if (!target)
        return;
    QKeyEvent down(QEvent::KeyPress, key, Qt::NoModifier, text);
    QKeyEvent up(QEvent::KeyRelease, key, Qt::NoModifier, text);
    QApplication::sendEvent(target, &down);
    QApplication::sendEvent(target, &up);
    settle();
}

void type(const QString &text)
{
    for (const QChar c : text)
        press(c.isDigit()             ? Qt::Key(Qt::Key_0 + c.digitValue())
              : c == QLatin1Char(' ') ? Qt::Key_Space
                                      : Qt::Key(c.toUpper().unicode()),
              QString(c));
}

// Written into a QSaveFile, whole or not at all; a failure is said on standard error, with why.
bool save(QWidget *widget, const QString &file, QStringList &written)
{
    settle();
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || !widget->grab().save(&out, "PNG") || !out.commit()) {
        std::fprintf(stderr, "umpire: %s: cannot be written: %s\n", qPrintable(file),
                     qPrintable(out.error() == QFileDevice::NoError
                                    ? QStringLiteral("the picture could not be encoded")
                                    : out.errorString()));
        return false;
    }
    written << file;
    return true;
}

// Habert's attack on Steinmetz, typed as a referee types it.
void typeCombat(MainWindow *window)
{
    window->startCombat(); // F2
    type(QStringLiteral("Habert"));
    press(Qt::Key_Tab);
    type(QStringLiteral("Steinmetz"));
    press(Qt::Key_Tab);
    press(Qt::Key_Tab);
    type(QStringLiteral("4"));
    press(Qt::Key_Return);
    settle();
}

} // namespace

QString renderCombatAtScreenSize(MainWindow *window, const QString &folder)
{
    QDir().mkpath(folder);
    if (!window->openDemo())
        return {};
    const QRect screen = window->screen()->availableGeometry();
    window->setGeometry(screen);
    window->show();
    window->activateWindow();
    settle();
    const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
    QStringList written;
    // The board as the game opens on that screen: the whole map, every counter readable.
    if (!save(window, folder + QStringLiteral("/board-%1.png").arg(size), written))
        return {};
    for (int i = 0; i < 2; ++i)
        if (QAction *next = window->findChild<QAction *>(QStringLiteral("nextStep")))
            next->trigger();
    typeCombat(window);
    const QString file = folder + QStringLiteral("/combat-%1.png").arg(size);
    return save(window, file, written) ? file : QString();
}

QStringList renderScreenshots(MainWindow *window, const QString &folder, const QString &language)
{
    QStringList written;
    QDir().mkpath(folder);
    if (!window->openDemo())
        return {};
    window->show();
    window->activateWindow();
    settle();
    const QString suffix =
        language == QLatin1String("en") ? QString() : QLatin1Char('-') + language;
    // The opening: the demonstration game before anything happened.
    if (!save(window, folder + QStringLiteral("/start%1.png").arg(suffix), written))
        return {};
    // The first turn's Combat Phase, then Habert's attack on Steinmetz next to it, typed as a
    // referee types it.
    for (int i = 0; i < 2; ++i)
        if (QAction *next = window->findChild<QAction *>(QStringLiteral("nextStep")))
            next->trigger();
    typeCombat(window);
    if (!save(window, folder + QStringLiteral("/combat%1.png").arg(suffix), written))
        return {};
    // Two more turns of the afternoon, so the charts have something to show.
    GameSession *session = window->session();
    // The phases end by the referee's word: these turns' combats are not played on the map.
    auto step = [session](int times) {
        for (int i = 0; i < times; ++i)
            (void)session->act({{"action", "next"}, {"override", "a demonstration's turns"}});
    };
    auto lose = [session](const char *unit) {
        (void)session->act(
            {{"action", "event"}, {"kind", "unit.eliminated"}, {"data", {{"unit", unit}}}});
    };
    for (int i = 0; i < 9; ++i)
        (void)session->act({{"action", "roll"}});
    lose("Jagow");
    lose("Berthezene");
    step(2);
    for (int i = 0; i < 12; ++i)
        (void)session->act({{"action", "roll"}});
    lose("Steinmetz");
    lose("Krafft");
    lose("Milhaud");
    step(4);
    for (int i = 0; i < 10; ++i)
        (void)session->act({{"action", "roll"}});
    lose("Tippelskirch");
    lose("Pecheux");
    step(4);
    window->showCharts();
    if (!save(window, folder + QStringLiteral("/charts%1.png").arg(suffix), written))
        return {};
    window->tabs()->setCurrentIndex(0);

    // Vae Victis: 9 cm at 15 mm measured, then a fire combat of La Grande Armee with typed dice.
    MiniaturesDialog miniatures(session, window);
    miniatures.show();
    auto choose = [&miniatures](const char *name, const QString &data) {
        if (auto *box = miniatures.findChild<QComboBox *>(name); box && box->findData(data) >= 0)
            box->setCurrentIndex(box->findData(data));
    };
    choose("game", QStringLiteral("la-grande-armee"));
    choose("scale", QStringLiteral("15mm"));
    choose("kind", QStringLiteral("fire"));
    choose("attacker", QStringLiteral("line-infantry"));
    choose("defender", QStringLiteral("light-infantry"));
    miniatures.findChild<QSpinBox *>(QStringLiteral("attackerDie"))->setValue(5);
    miniatures.findChild<QSpinBox *>(QStringLiteral("defenderDie"))->setValue(2);
    miniatures.findChild<QDoubleSpinBox *>(QStringLiteral("distance"))->setValue(4);
    miniatures.resolve();
    if (!save(&miniatures, folder + QStringLiteral("/miniatures%1.png").arg(suffix), written))
        return {};
    // Its Movement tab: Line infantry's move of 3 cm of clear and 1 cm of wood.
    if (auto *movement = miniatures.findChild<VvMovementTab *>()) {
        miniatures.findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentWidget(movement);
        choose("moveElement", QStringLiteral("line-infantry"));
        movement->addStretch();
        auto *path = movement->findChild<QTableWidget *>(QStringLiteral("path"));
        qobject_cast<QDoubleSpinBox *>(path->cellWidget(0, 1))->setValue(3);
        auto *wood = qobject_cast<QComboBox *>(path->cellWidget(1, 0));
        wood->setCurrentIndex(wood->findData(QStringLiteral("wood")));
        qobject_cast<QDoubleSpinBox *>(path->cellWidget(1, 1))->setValue(1);
        movement->judgeMove();
        if (!save(&miniatures, folder + QStringLiteral("/miniatures-movement%1.png").arg(suffix),
                  written))
            return {};
    }
    miniatures.hide();

    // The game played on its map at the window's centre: a new demonstration's first
    // Movement Phase with what the camera saw drawn as the units' proposed moves (Milhaud's legal,
    // Habert's out of Steinmetz's zone of control refused), then its Combat Phase: Habert's attack
    // on Steinmetz clicked on the map, and the retreat it obliges highlighted.
    if (!window->openDemo())
        return {};
    session = window->session();
    step(1);
    MapBoard *map = window->mapBoard();
    map->showCameraChanges(
        {{1, QStringLiteral("moved"), 6, QStringLiteral("0105"), QStringLiteral("0305")},
         {2, QStringLiteral("moved"), 3, QStringLiteral("0706"), QStringLiteral("0605")}});
    settle();
    if (!save(window, folder + QStringLiteral("/proposals%1.png").arg(suffix), written))
        return {};
    map->refuseProposal(1);
    map->confirmProposal(0);
    (void)session->act({{"action", "move"}, {"unit", "Pecheux"}, {"to", "0606"}});
    (void)session->act({{"action", "next"}});
    // A combat being formed: Habert against Steinmetz clicked, before the die: its column, each
    // result's chance, and what Pecheux's joining it would give.
    map->setMode(MapBoard::Mode::Combat);
    map->clickHex(*map->view()->map()->grid().parseId("0706"));
    map->clickHex(*map->view()->map()->grid().parseId("0707"));
    settle();
    if (!save(window, folder + QStringLiteral("/map-forming%1.png").arg(suffix), written))
        return {};
    map->findChild<QSpinBox *>(QStringLiteral("die"))->setValue(5);
    map->clickHex(*map->view()->map()->grid().parseId("0707"));
    settle();
    if (!save(window, folder + QStringLiteral("/map%1.png").arg(suffix), written))
        return {};

    // The editors of the user's own game, shown, never saved: Wavre's order of battle
    // with three rows pasted from a spreadsheet, the sample map's terrain key, N1815's sheets.
    ScenarioEditor scenario(session, QStringLiteral("nlb-wavre"), window);
    scenario.show();
    scenario.pasteRows(QStringLiteral("Vandamme\tFrench\tIII\tinfantry\t6\t21\t\t\t4\n"
                                      "Thielmann\tPrussian\tIII\tinfantry\t4\t22\t\t\t4\n"
                                      "Borcke\tPrussian\tIII\tcavalry\t3\t23\t\t2\t6\n"));
    if (auto *tabs = scenario.findChild<QTabWidget *>())
        tabs->setCurrentIndex(ScenarioEditor::Units);
    if (!save(&scenario, folder + QStringLiteral("/scenario-editor%1.png").arg(suffix), written))
        return {};
    scenario.hide();
    TerrainKeyEditor terrain(session, QStringLiteral("sample-nlb"), window);
    terrain.show();
    if (!save(&terrain, folder + QStringLiteral("/terrain-key%1.png").arg(suffix), written))
        return {};
    terrain.hide();
    N1815SheetEditor sheets(session, window);
    sheets.show();
    if (!save(&sheets, folder + QStringLiteral("/n1815-sheets%1.png").arg(suffix), written))
        return {};
    sheets.hide();

    // The players' view started, each view's link with its QR code.
    window->showPlayersView();
    settle();
    auto *players = window->findChild<PlayersViewDialog *>();
    if (!players || !players->start())
        return {};
    settle();
    if (!save(players, folder + QStringLiteral("/players-dialog%1.png").arg(suffix), written))
        return {};
    players->close();
    window->playersView()->stop();
    return written;
}
