#include "mainwindow.h"

#include "datatext.h"
#include "mapmakerwindow.h"
#include "vassalimportdialog.h"

#include "armypanel.h"
#include "cameraloader.h"
#include "cameramodule.h"
#include "chartsview.h"
#include "combatpanel.h"
#include "crteditor.h"
#include "feedback.h"
#include "games.h"
#include "gamesession.h"
#include "gameui.h"
#include "gameundokeys.h"
#include "gamewindows.h"
#include "journalexport.h"
#include "journalfile.h"
#include "logview.h"
#include "mapboard.h"
#include "mapview.h"
#include "newgamedialog.h"
#include "playersviewdialog.h"
#include "playersviewserver.h"
#include "rulesviewer.h"
#include "scenarioeditor.h"
#include "settings.h"
#include "terrainkeyeditor.h"
#include "turntrack.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {

QGroupBox *framed(const QString &title, QWidget *inside)
{
    auto *box = new QGroupBox(title);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(inside);
    return box;
}

} // namespace

MainWindow::MainWindow(GameSession *session, Settings *settings, Feedback *feedback,
                       QWidget *parent)
    : QMainWindow(parent), m_session(session), m_settings(settings), m_feedback(feedback)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/umpire.svg")));
    m_combat = new CombatPanel(session);
    m_armies = new ArmyPanel(session);
    m_turns = new TurnTrack(session);
    m_log = new LogView(session);
    m_charts = new ChartsView(session);

    // Left, what the referee types into and reads back: the combat over the log and charts.
    // Right, what the players glance at: the turn and the armies, the whole height.
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->addTab(m_log, tr("&Log"));
    // Scrolled: under a map the tabs have little height, and the charts keep theirs.
    auto *chartsScroll = new QScrollArea;
    chartsScroll->setObjectName(QStringLiteral("chartsTab"));
    chartsScroll->setWidget(m_charts);
    chartsScroll->setWidgetResizable(true);
    chartsScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(chartsScroll, tr("C&harts"));
    m_combatFrame = framed(tr("Combat"), m_combat);
    // The combat panel scrolls rather than grows the window past the screen: at the centre for a
    // game without a map, a tab under the map for one on a map.
    m_combatTab = new QScrollArea;
    m_combatTab->setObjectName(QStringLiteral("combatTab"));
    m_combatTab->setWidgetResizable(true);
    m_combatTab->setFrameShape(QFrame::NoFrame);
    m_combatTab->setWidget(m_combatFrame);
    m_board = new MapBoard(session->library().dirs(), this);
    m_board->setObjectName(QStringLiteral("mapBoard"));
    m_board->hide();
    m_left = new QSplitter(Qt::Vertical);
    m_left->addWidget(m_combatTab);
    m_left->addWidget(m_tabs);
    m_left->setStretchFactor(0, 3);
    m_left->setStretchFactor(1, 1);
    m_left->setSizes({600, 260});

    auto *armiesScroll = new QScrollArea;
    armiesScroll->setWidget(m_armies);
    armiesScroll->setWidgetResizable(true);
    armiesScroll->setFrameShape(QFrame::NoFrame);
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(framed(tr("Turn"), m_turns));
    rightLayout->addWidget(framed(tr("Armies"), armiesScroll), 1);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_left);
    split->addWidget(right);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    split->setSizes({1040, 420});
    // A refusal, whole, over the panels: the rule that refused and how the referee may override
    // it do not fit a status bar (a laptop's 1366 pixels cut them).
    m_notice = new QLabel;
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setStyleSheet(QStringLiteral("QLabel { background: #fbe9e7; color: #7f1d1d; "
                                           "border: 1px solid #d9a09a; padding: 4px 8px; }"));
    m_notice->hide();
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(2);
    centreLayout->addWidget(m_notice);
    centreLayout->addWidget(split, 1);
    setCentralWidget(centre);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addPermanentWidget(m_status);
    buildMenus();

    connect(m_session, &GameSession::gameOpened, this, [this] {
        arrangeForGame();
        refreshTitle();
        if (m_session->module())
            m_settings->addRecentFile(m_session->path());
        refreshRecent();
        const QStringList problems = m_session->problems();
        if (!problems.isEmpty())
            QMessageBox::warning(this, tr("The journal needed care"),
                                 problems.join(QStringLiteral("\n\n")));
    });
    connect(m_session, &GameSession::stateChanged, this, &MainWindow::refreshTitle);
    connect(m_session, &GameSession::failed, this, &MainWindow::refuse);
    // The game moved on: a refusal shown no longer holds.
    connect(m_session, &GameSession::stateChanged, m_notice, &QLabel::hide);
    connect(m_combat, &CombatPanel::resolved, m_feedback, &Feedback::say);
    connect(m_combat, &CombatPanel::resolved, m_feedback, &Feedback::rattle);
    connect(m_combat, &CombatPanel::ruleClicked, this, &MainWindow::showRule);
    // The result in view, however little height the panel has (under the map of a laptop's
    // screen), once the panel has laid it out.
    connect(m_combat, &CombatPanel::resolved, this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (QWidget *result = m_combat->findChild<QWidget *>(QStringLiteral("resultCode")))
                m_combatTab->ensureWidgetVisible(result->parentWidget(), 0, 0);
        });
    });

    // Never larger than the screen (laptops of 1366x768): the preferred size, or the screen's free
    // area; a saved geometry is kept as long as it fits.
    const QRect free = screen() ? screen()->availableGeometry() : QRect(0, 0, 1480, 920);
    resize(std::min(1480, free.width()), std::min(920, free.height()));
    if (const QByteArray geometry = m_settings->windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (frameGeometry().width() > free.width() || frameGeometry().height() > free.height())
        resize(std::min(width(), free.width() - (frameGeometry().width() - width())),
               std::min(height(), free.height() - (frameGeometry().height() - height())));
    arrangeForGame();
    refreshTitle();
    refreshRecent();
    // Undo and Redo are the game's from every field of the window (a field's own undo of its
    // typing would swallow Ctrl+Z right after a combat).
    new GameUndoKeys(this);
}

bool MainWindow::mapCentred() const
{
    return m_left->widget(0) == m_board;
}

// One table. A game on a map is played on the map, at the centre; the keyboard combat entry stays,
// in a tab beside the log, and is the centre for games without one.
void MainWindow::arrangeForGame()
{
    const bool onMap = m_session->hasGame() && m_session->game().map();
    if (onMap && !mapCentred()) {
        m_left->replaceWidget(0, m_board);
        m_board->show();
        m_tabs->insertTab(0, m_combatTab, tr("C&ombat")); // the tab widget shows it
        // The map has most of the height: its counters are read across the table.
        m_left->setStretchFactor(0, 4);
        m_left->setSizes({640, 170});
    } else if (!onMap && mapCentred()) {
        m_tabs->removeTab(m_tabs->indexOf(m_combatTab));
        m_left->replaceWidget(0, m_combatTab);
        m_combatTab->show();
        m_board->setParent(this);
        m_board->hide();
        m_left->setSizes({600, 260});
    }
    if (onMap) {
        m_tabs->setCurrentWidget(m_log); // a game opened: its log, not another game's combat
        m_board->followGame(m_session);
    }
}

void MainWindow::showCharts()
{
    m_tabs->setCurrentWidget(m_tabs->findChild<QWidget *>(QStringLiteral("chartsTab")));
}

void MainWindow::startCombat()
{
    if (m_tabs->indexOf(m_combatTab) >= 0)
        m_tabs->setCurrentWidget(m_combatTab);
    m_combat->startNew();
    m_combat->attackField()->setFocus();
}

namespace {

// A window of its own (the camera, a map of one's own files) closes with Escape, like a dialog.
void closesWithEscape(QWidget *window)
{
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), window);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(escape, &QShortcut::activated, window, &QWidget::close);
}

// The one open window of that name, brought to the front: false when there is none.
bool raiseOpen(QWidget *owner, const QString &name)
{
    for (QWidget *open : owner->findChildren<QWidget *>(name, Qt::FindDirectChildrenOnly))
        if (open->isWindow() && open->isVisible()) {
            open->raise();
            open->activateWindow();
            return true;
        }
    return false;
}

} // namespace

void MainWindow::showCamera()
{
    if (raiseOpen(this, QStringLiteral("cameraWindow")))
        return;
    // The camera is a module of its own, loaded now, the first time it is opened.
    QString why;
    CameraModule *camera = CameraLoader::load(&why);
    if (!camera) {
        QMessageBox::warning(this, tr("Camera"), why); // missing or broken, the file named
        return;
    }
    CameraWindow *panel = camera->createWindow(m_session, this);
    panel->setObjectName(QStringLiteral("cameraWindow"));
    panel->setWindowFlag(Qt::Window);
    panel->setAttribute(Qt::WA_DeleteOnClose);
    closesWithEscape(panel);
    panel->resize(1100, 650);
    // What the camera sees, proposed on the map as the units' moves; confirmed or refused there,
    // never proposed again.
    connect(panel, &CameraWindow::changesProposed, m_board, &MapBoard::showCameraChanges);
    connect(m_board, &MapBoard::cameraChangesHandled, panel, &CameraWindow::dismiss);
    connect(panel, &QObject::destroyed, m_board,
            [board = m_board] { board->showCameraChanges({}); });
    panel->show();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newGame = file->addAction(tr("&New game…"), this, [this] { this->newGame(); });
    newGame->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    m_recent = file->addMenu(tr("Open &recent"));
    QAction *demo = file->addAction(tr("&Demonstration game"), this, [this] { openDemo(); });
    demo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    file->addSeparator();
    file->addAction(tr("New &map from a picture…"), this,
                    [this] { (new MapMakerWindow(m_session->library(), this))->show(); })
        ->setObjectName(QStringLiteral("newMapFromPicture"));
    file->addAction(tr("&Import a VASSAL module…"), this,
                    [this] { VassalImportDialog(m_session->library(), m_settings, this).exec(); })
        ->setObjectName(QStringLiteral("importVassal"));
    file->addSeparator();
    QAction *saveAs = file->addAction(tr("Save &as…"), this, &MainWindow::saveAs);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QAction *exportReport =
        file->addAction(tr("&Export after-action report…"), this, &MainWindow::exportReport);
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *note = edit->addAction(tr("Add a &note…"), m_log, &LogView::addNote);
    note->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    edit->addAction(tr("Referee's &override…"), m_log, &LogView::addOverride);

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *combat = game->addAction(tr("New &combat"), this, &MainWindow::startCombat);
    combat->setShortcut(QKeySequence(Qt::Key_F2));
    QAction *next = game->addAction(tr("&Next step of the sequence of play"), this, [this] {
        if (umpire::Result<umpire::ActOutcome> e = m_session->act({{"action", "next"}}); !e)
            refuse(errorText(e.error()));
    });
    next->setShortcut(QKeySequence(Qt::Key_F5));
    next->setObjectName(QStringLiteral("nextStep"));
    QAction *roll = game->addAction(tr("&Roll a die for the log"), this, [this] {
        umpire::Result<umpire::ActOutcome> e = m_session->act({{"action", "roll"}});
        if (!e)
            return report(errorText(e.error()));
        m_feedback->rattle();
        report(tr("Umpire rolled %1").arg(e->event.data.value("value", 0)));
    });
    roll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    game->addSeparator();
    // A window of its own, over a session of its own: a battle it starts closes no other game.
    QAction *miniatures = game->addAction(tr("&Vae Victis: distances and combat…"), this, [this] {
        gameWindows()->showMiniatures(m_session->library());
    });
    miniatures->setObjectName(QStringLiteral("miniatures"));
    miniatures->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QAction *hexMap =
        game->addAction(tr("&Hex map: movement, line of sight, retreats…"), this, [this] {
            if (mapCentred()) { // the game's map is the window's centre already
                m_board->view()->setFocus();
                return;
            }
            // A map and positions files of one's own, for a game without a map.
            if (raiseOpen(this, QStringLiteral("mapWindow")))
                return;
            auto *board = new MapBoard(m_session->library().dirs(), this);
            board->setObjectName(QStringLiteral("mapWindow"));
            board->setWindowFlag(Qt::Window);
            board->setWindowTitle(tr("Hex map"));
            board->setAttribute(Qt::WA_DeleteOnClose);
            closesWithEscape(board);
            board->show();
        });
    hexMap->setObjectName(QStringLiteral("hexMap"));
    hexMap->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    // A map's terrain key, the user's own map's values over the sample's stand-ins.
    QAction *terrainKey = game->addAction(tr("Map terrain &key…"), this, [this] {
        const QString map = m_session->hasGame() && m_session->game().map()
                                ? QString::fromStdString(m_session->game().map()->id)
                                : QStringLiteral("sample-nlb");
        auto *editor = new TerrainKeyEditor(m_session, map, this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        editor->show();
    });
    terrainKey->setObjectName(QStringLiteral("terrainKeyEditorMainAction"));
    // Each game family's own entries (gameui.h): Napoleon 1815 Returns' new game and sheets.
    GameWindows::installUis();
    for (const GameUi *ui : GameUi::all())
        ui->addGameMenuActions(
            game, {this, m_session, [this](const QString &system) { this->newGame(system); }});
    // The user's printed chart entered over the stand-in.
    QAction *chart = game->addAction(tr("Combat Results &Table…"), this, [this] {
        auto *editor =
            new CrtEditor(m_session,
                          m_session->hasGame() ? QString::fromStdString(m_session->ruleset().id)
                                               : QStringLiteral("nlb"),
                          this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        editor->show();
    });
    chart->setObjectName(QStringLiteral("crtEditorAction"));
    // A scenario entered in the app: sides, turn record and order of battle.
    QAction *scenarioEditor = game->addAction(tr("&Scenario editor…"), this, [this] {
        auto *editor = new ScenarioEditor(
            m_session,
            m_session->hasGame()
                ? QString::fromStdString(m_session->game().journal().header().scenario)
                : QString(),
            this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        editor->show();
    });
    scenarioEditor->setObjectName(QStringLiteral("scenarioEditorAction"));
    game->addSeparator();
    // The game on the players' phones and the table's TV.
    QAction *players = game->addAction(tr("&Players' view…"), this, &MainWindow::showPlayersView);
    players->setObjectName(QStringLiteral("playersViewAction"));
    players->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *camera = view->addAction(tr("&Camera over the table…"), this, &MainWindow::showCamera);
    camera->setObjectName(QStringLiteral("cameraPanel"));
    camera->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction *log = view->addAction(tr("&Log"), this, [this] { m_tabs->setCurrentWidget(m_log); });
    log->setShortcut(QKeySequence(Qt::Key_F3));
    QAction *charts = view->addAction(tr("&Charts"), this, &MainWindow::showCharts);
    charts->setShortcut(QKeySequence(Qt::Key_F4));
    view->addSeparator();
    QMenu *language = view->addMenu(tr("L&anguage"));
    auto *languages = new QActionGroup(this);
    for (const auto &[code, name] : {std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                     std::pair{QStringLiteral("fr"), QStringLiteral("Français")}}) {
        QAction *a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(m_settings->language() == code);
        a->setObjectName(QStringLiteral("language-") + code);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            m_settings->setLanguage(code);
            emit languageChosen(code);
        });
    }
    QAction *speak = view->addAction(tr("&Speak results"));
    speak->setCheckable(true);
    speak->setChecked(m_settings->speakResults());
    connect(speak, &QAction::toggled, this, [this](bool on) {
        m_settings->setSpeakResults(on);
        m_feedback->setSpeak(on);
        if (on && !m_feedback->speechAvailable())
            report(tr(
                "No speech engine on this computer (install speech-dispatcher to hear results)"));
    });
    QAction *sound = view->addAction(tr("&Dice sound"));
    sound->setCheckable(true);
    sound->setChecked(m_settings->diceSound());
    connect(sound, &QAction::toggled, this, [this](bool on) {
        m_settings->setDiceSound(on);
        m_feedback->setDiceSound(on);
    });
    view->addSeparator();
    view->addAction(tr("Rules &folder…"), this, &MainWindow::chooseRulesFolder);
    view->addAction(tr("Journal &lock timeout…"), this, &MainWindow::chooseLockTimeout);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *rules = help->addAction(tr("&Rule of the selected step"), this, [this] {
        auto *steps = m_combat->findChild<QTreeWidget *>(QStringLiteral("steps"));
        QTreeWidgetItem *item = steps ? steps->currentItem() : nullptr;
        if (!item && steps && steps->topLevelItemCount() > 0)
            item = steps->topLevelItem(0);
        showRule(item ? item->text(0)
                      : (m_session->hasGame() ? qs(m_session->ruleset().cite) : QString()));
    });
    rules->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    help->addAction(tr("&About Umpire"), this, [this] {
        QMessageBox::about(
            this, tr("About Umpire"),
            tr("<b>Umpire</b> %1<br>A referee for wargames played face to face on a real table: it "
               "resolves combat, keeps casualties, morale, the turn record and a journal that is "
               "never "
               "lost.")
                .arg(QStringLiteral(UMPIRE_VERSION)));
    });
}

void MainWindow::refreshTitle()
{
    if (m_session->module() && !m_session->hasGame()) {
        // Napoleon 1815 Returns or a Vae Victis battle: played in its own window.
        const QString system = qs(m_session->module()->systemName());
        setWindowTitle(m_session->title() + QStringLiteral(" — ") + system +
                       QStringLiteral(" — Umpire"));
        m_status->setText(tr("%1 · %2 is played in its own window")
                              .arg(QFileInfo(m_session->path()).fileName(), system));
        m_status->setToolTip(m_session->path());
        return;
    }
    if (!m_session->hasGame()) {
        setWindowTitle(tr("Umpire"));
        m_status->setText(
            tr("No game open: File > New game, Open, or the demonstration game (Ctrl+D)."));
        return;
    }
    QString title = m_session->title() + QStringLiteral(" — ") + qs(m_session->ruleset().name) +
                    QStringLiteral(" — Umpire");
    if (m_session->readOnly())
        title += tr(" [read-only]");
    setWindowTitle(title);
    m_status->setText(tr("%1 · %n event(s) · every action is saved as it happens", nullptr,
                         int(m_session->game().journal().size()))
                          .arg(QFileInfo(m_session->path()).fileName()));
    m_status->setToolTip(m_session->path());
}

void MainWindow::refreshRecent()
{
    m_recent->clear();
    const QStringList files = m_settings->recentFiles();
    for (const QString &file : files) {
        // A game by its title, as the players named it; its file beside it to tell two apart.
        const std::optional<umpire::JournalHeader> header = GameSession::journalHeader(file);
        const QString title = header && !header->title.empty() ? qs(header->title)
                                                               : QFileInfo(file).completeBaseName();
        QAction *a = m_recent->addAction(tr("%1  (%2)", "a recent game: its title, its file")
                                             .arg(title, QFileInfo(file).fileName()),
                                         this, [this, file] { openGame(file); });
        a->setToolTip(file);
        a->setStatusTip(file);
    }
    m_recent->setEnabled(!files.isEmpty());
}

void MainWindow::addRecent(const QString &path)
{
    m_settings->addRecentFile(path);
    refreshRecent();
}

void MainWindow::report(const QString &message)
{
    statusBar()->showMessage(message, 10000);
}

void MainWindow::refuse(const QString &message)
{
    m_notice->setText(message);
    m_notice->show();
    statusBar()->showMessage(message, 10000);
}

MainWindow::~MainWindow() = default;

PlayersViewServer *MainWindow::playersView()
{
    if (!m_players) {
        m_ownPlayers = std::make_unique<PlayersViewServer>();
        m_players = m_ownPlayers.get();
        followSession(m_players, m_session);
    }
    return m_players;
}

void MainWindow::setGameWindows(GameWindows *games)
{
    m_games = games;
    connect(m_games, &GameWindows::gameOpened, this, &MainWindow::addRecent);
}

GameWindows *MainWindow::gameWindows()
{
    if (!m_games) {
        m_ownGames = std::make_unique<GameWindows>(m_settings);
        setGameWindows(m_ownGames.get());
    }
    return m_games;
}

void MainWindow::showPlayersView()
{
    if (raiseOpen(this, QStringLiteral("playersViewDialog")))
        return;
    auto *dialog = new PlayersViewDialog(playersView(), m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

bool MainWindow::openGame(const QString &path)
{
    // Napoleon 1815 Returns and Vae Victis are played in windows of their own, each over its own
    // session (the chart game open here stays open); a chart game replaces this window's.
    if (GameWindows::playsInOwnWindow(path)) {
        umpire::Result<QWidget *> opened = gameWindows()->open(m_session->library(), path);
        if (!opened)
            QMessageBox::warning(this, tr("Open"), errorText(opened.error()));
        return opened.ok();
    }
    umpire::Result<umpire::Ok> ok = m_session->open(path);
    if (!ok) {
        QMessageBox::warning(this, tr("Open"), errorText(ok.error()));
        if (!QFileInfo::exists(path)) {
            m_settings->removeRecentFile(path);
            refreshRecent();
        }
        return false;
    }
    return true;
}

bool MainWindow::openDemo()
{
    umpire::Result<umpire::Ok> ok = m_session->createDemo();
    if (!ok) {
        QMessageBox::warning(this, tr("Demonstration game"), errorText(ok.error()));
        return false;
    }
    report(tr("A new demonstration (made up, not the printed Ligny); the newest %1 are kept, "
              "File > Save as keeps one")
               .arg(GameSession::keptDemos));
    return true;
}

void MainWindow::newGame(const QString &ruleset)
{
    NewGameDialog dialog(m_session, ruleset, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QDir().mkpath(QFileInfo(dialog.path()).absolutePath());
    // Another family's game is made from its title and played in a window of its own.
    if (umpire::GameRegistry::familyOf(dialog.rulesetId().toStdString()).id() != mainWindowFamily) {
        createInOwnWindow(dialog.path(), dialog.rulesetId(), dialog.title());
        return;
    }
    umpire::Result<umpire::Ok> ok = umpire::badInput("");
    if (!dialog.scenarioId().isEmpty()) {
        ok = m_session->createFromScenario(dialog.path(), dialog.scenarioId().toStdString());
    } else {
        umpire::Result<std::shared_ptr<const umpire::crt::Ruleset>> r =
            m_session->library().find(dialog.rulesetId().toStdString());
        if (!r) {
            QMessageBox::warning(this, tr("New game"), errorText(r.error()));
            return;
        }
        umpire::crt::GameSetup setup;
        setup.title = dialog.title().toStdString();
        for (const std::string &side : (*r)->sides)
            setup.sides.push_back({{"name", side}});
        ok = m_session->create(dialog.path(), dialog.rulesetId().toStdString(), setup);
    }
    if (!ok)
        QMessageBox::warning(this, tr("New game"), errorText(ok.error()));
}

bool MainWindow::createInOwnWindow(const QString &path, const QString &system, const QString &title)
{
    umpire::Result<QWidget *> made =
        gameWindows()->create(m_session->library(), path, system.toStdString(), title);
    if (!made) {
        QMessageBox::warning(this, tr("New game"), errorText(made.error()));
        return false;
    }
    return true;
}

void MainWindow::openDialog()
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open a game journal"), GameSession::gamesFolder(),
                                     tr("Umpire journals (*.jsonl);;All files (*)"));
    if (!file.isEmpty())
        openGame(file);
}

void MainWindow::saveAs()
{
    if (!m_session->hasGame())
        return;
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save a copy of the journal as"), GameSession::gamesFolder(),
        tr("Umpire journals (*.jsonl)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return;
    if (umpire::Result<umpire::Ok> ok = m_session->saveAs(file); !ok)
        QMessageBox::warning(this, tr("Save as"), errorText(ok.error()));
}

void MainWindow::exportReport()
{
    if (!m_session->hasGame())
        return;
    const QString suggested = QFileInfo(m_session->path()).absolutePath() + QLatin1Char('/') +
                              QFileInfo(m_session->path()).completeBaseName() +
                              QStringLiteral(".html");
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Export the after-action report"), suggested,
                                     tr("Web pages (*.html);;CSV (*.csv);;JSON (*.json)"));
    if (file.isEmpty())
        return;
    umpire::Result<std::string> text =
        file.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
            ? umpire::crt::exportCsv(m_session->game().journal())
        : file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)
            ? umpire::crt::exportJson(m_session->game().journal(), m_session->ruleset())
            : umpire::crt::exportHtml(m_session->game().journal(), m_session->ruleset());
    if (!text) {
        QMessageBox::warning(this, tr("Export"), errorText(text.error()));
        return;
    }
    // A report is never written over this game's journal, nor over another journal unless the
    // referee says so: a game would be lost.
    const QFileInfo target(file), journal(m_session->path());
    if (target.exists() && target.canonicalFilePath() == journal.canonicalFilePath()) {
        QMessageBox::warning(this, tr("Export"),
                             tr("%1 is this game's journal: the report cannot replace it. Choose "
                                "another name.")
                                 .arg(file));
        return;
    }
    if (umpire::isJournalFile(QFile::encodeName(file).toStdString()) &&
        QMessageBox::question(this, tr("Export"),
                              tr("%1 is the journal of another game, which would be lost. Replace "
                                 "it with the report all the same?")
                                  .arg(file),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes)
        return;
    // Written whole or not at all; a failure says why.
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(text->data(), static_cast<qint64>(text->size())) < 0 || !out.commit()) {
        QMessageBox::warning(this, tr("Export"),
                             tr("%1: cannot be written: %2").arg(file, out.errorString()));
        return;
    }
    report(tr("Exported to %1").arg(file));
}

void MainWindow::showRule(const QString &rule)
{
    if (!m_session->hasGame())
        return;
    const std::string text = m_session->ruleset().document().value("rulesText", std::string());
    auto *viewer = new RulesViewer(this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->showRule(qs(text), rule, m_settings->rulesFolder());
    viewer->show();
}

void MainWindow::showShortcuts()
{
    QString rows;
    const QList<QAction *> menus = menuBar()->actions();
    for (QAction *menu : menus) {
        if (!menu->menu())
            continue;
        const QList<QAction *> actions = menu->menu()->actions();
        for (QAction *a : actions)
            if (!a->shortcut().isEmpty())
                rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                            .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                                 a->text().remove(QLatin1Char('&')).toHtmlEscaped());
    }
    rows += tr("<tr><td><b>Tab</b></td><td>Attacker, defender, terrain, die</td></tr>"
               "<tr><td><b>Enter</b></td><td>Resolve the combat</td></tr>"
               "<tr><td><b>Ctrl+R</b></td><td>Let Umpire roll and resolve</td></tr>"
               "<tr><td><b>Alt+letter</b></td><td>The field or modifier with that letter "
               "underlined</td></tr>");
    QMessageBox::information(this, tr("Keyboard shortcuts"),
                             QStringLiteral("<table cellpadding=3>%1</table>").arg(rows));
}

void MainWindow::chooseRulesFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("The folder of your rule texts"), m_settings->rulesFolder());
    if (!folder.isEmpty())
        m_settings->setRulesFolder(folder);
}

void MainWindow::chooseLockTimeout()
{
    bool ok = false;
    const int seconds = QInputDialog::getInt(
        this, tr("Journal lock timeout"),
        tr("When another program (umpire-cli, another window) is writing the journal, wait this "
           "many seconds for it before giving up:"),
        m_settings->journalLockSeconds(), 0, 3600, 1, &ok);
    if (!ok)
        return;
    m_settings->setJournalLockSeconds(seconds);
    umpire::Journal::setLockTimeout(std::chrono::seconds(seconds));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Nothing to save: every action is already in the journal.
    m_settings->setWindowGeometry(saveGeometry());
    event->accept();
}
