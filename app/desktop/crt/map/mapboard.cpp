#include "mapboard.h"

#include "combatalternatives.h"
#include "datatext.h"
#include "gamemap.h"
#include "gamesession.h"
#include "mapcombat.h"
#include "maplos.h"
#include "mapmovement.h"
#include "mapretreat.h"
#include "mapview.h"
#include "rulesetlibrary.h"
#include "stateeditmenu.h"
#include "terrainkeyeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace umpire;
using namespace umpire::crt;

namespace {

// "Dr 50%, Ar 50%": the chance of each result on the column the combat is read on.
QString chancesText(const CombatOutcome &outcome, int faces)
{
    QStringList odds;
    for (const ColumnChances &c : outcome.chances)
        if (c.chosen)
            for (const CombatResultsTable::Share &share : c.shares)
                odds << MapBoard::tr("%1 %2%")
                            .arg(QString::fromStdString(share.code))
                            .arg(100.0 * share.faces / std::max(1, faces), 0, 'f', 0);
    return odds.join(QStringLiteral(", "));
}

// A sample map says so, unless its own title does already.
QString sampleWarning(const HexMap &map)
{
    if (!map.sample ||
        QString::fromStdString(map.title).contains(QLatin1String("sample"), Qt::CaseInsensitive))
        return {};
    return MapBoard::tr(" — a SAMPLE map, not a printed one");
}

// A map's picture that does not load is said beside its title (the map is drawn without it).
QString pictureNote(const MapView &view)
{
    return view.pictureError().isEmpty()
               ? QString()
               : MapBoard::tr(" — its picture is not shown: %1").arg(view.pictureError());
}

QString joined(const std::vector<std::string> &ids)
{
    QStringList names;
    for (const std::string &id : ids)
        names << QString::fromStdString(id);
    return names.join(QStringLiteral(", "));
}

} // namespace

MapBoard::MapBoard(std::vector<std::filesystem::path> dirs, QWidget *parent)
    : QWidget(parent), m_dirs(std::move(dirs))
{
    setWindowTitle(tr("Hex map"));
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    auto *openMap = new QPushButton(tr("Open &map…"), this);
    openMap->setObjectName(QStringLiteral("openMap"));
    auto *openPositions = new QPushButton(tr("Open &positions…"), this);
    openPositions->setObjectName(QStringLiteral("openPositions"));
    m_units = new QComboBox(this);
    m_units->setObjectName(QStringLiteral("units"));
    m_modes = new QComboBox(this);
    m_modes->addItems({tr("Reachable hexes"), tr("Line of sight (click a hex)"),
                       tr("Retreat options"), tr("Combat (click the attackers, then the defender)"),
                       tr("Archery (click an archer, then its target)"),
                       tr("Reorganization (click a disordered counter)")});
    m_modes->setObjectName(QStringLiteral("modes"));
    // Each combat asks for its own die: the one rolled on the table, or the game's dice when
    // the referee asks for them then; neither is kept for the next combat.
    m_die = new QSpinBox(this);
    m_die->setObjectName(QStringLiteral("die"));
    m_die->setRange(0, 6);
    m_die->setSpecialValueText(tr("die?"));
    m_die->setPrefix(tr("die "));
    m_die->setToolTip(tr("The die rolled on the table for this combat, fire or reorganization"));
    m_rollForMe = new QCheckBox(tr("&Roll it for me"), this);
    m_rollForMe->setObjectName(QStringLiteral("rollForMe"));
    m_rollForMe->setToolTip(tr("Combat: the game's own dice roll this combat's die"));
    m_leave = new QPushButton(tr("&Leave the map"), this);
    m_leave->setObjectName(QStringLiteral("leaveMap"));
    m_leave->setToolTip(
        tr("Movement: the selected unit leaves the map by an exit hex it can reach"));
    m_leave->hide();
    connect(m_leave, &QPushButton::clicked, this, &MapBoard::leaveTheMap);
    m_die->installEventFilter(this);
    // The map's terrain key, the user's own map's values over the sample's stand-ins.
    auto *terrainKey = new QPushButton(tr("Terrain &key…"), this);
    terrainKey->setObjectName(QStringLiteral("terrainKeyEditorAction"));
    terrainKey->setToolTip(
        tr("Enter the movement costs and effects of your own map's terrain key"));
    bar->addWidget(openMap);
    bar->addWidget(openPositions);
    bar->addWidget(terrainKey);
    auto *unitLabel = new QLabel(tr("&Unit:"), this);
    unitLabel->setBuddy(m_units);
    bar->addWidget(unitLabel);
    bar->addWidget(m_units, 1);
    bar->addWidget(m_modes);
    bar->addWidget(m_die);
    bar->addWidget(m_rollForMe);
    bar->addWidget(m_leave);
    layout->addLayout(bar);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    auto *split = new QSplitter(Qt::Horizontal, this);
    m_view = new MapView(split);
    auto *side = new QWidget(split);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_text = new QTextBrowser(side);
    m_text->setObjectName(QStringLiteral("explanation"));
    sideLayout->addWidget(m_text, 1);
    // The camera's proposed moves, each confirmed or refused by the referee.
    m_proposalBox = new QGroupBox(tr("The camera saw"), side);
    auto *proposalLayout = new QVBoxLayout(m_proposalBox);
    m_proposals = new QListWidget(m_proposalBox);
    m_proposals->setObjectName(QStringLiteral("proposals"));
    m_proposals->setWordWrap(true);
    proposalLayout->addWidget(m_proposals);
    auto *proposalButtons = new QHBoxLayout;
    auto *confirm = new QPushButton(tr("&Confirm the move"), m_proposalBox);
    confirm->setObjectName(QStringLiteral("confirmProposal"));
    auto *refuse = new QPushButton(tr("Re&fuse: put it back"), m_proposalBox);
    refuse->setObjectName(QStringLiteral("refuseProposal"));
    proposalButtons->addWidget(confirm);
    proposalButtons->addWidget(refuse);
    proposalLayout->addLayout(proposalButtons);
    sideLayout->addWidget(m_proposalBox);
    m_proposalBox->hide();
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // The explanation reads as sentences, a step in a line or two; the map has the rest.
    side->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 34);
    split->setSizes({900, 300});
    layout->addWidget(split, 1);
    resize(1220, 760);

    connect(confirm, &QPushButton::clicked, this, [this] {
        if (m_proposals->currentRow() >= 0)
            confirmProposal(m_proposals->currentRow());
    });
    connect(refuse, &QPushButton::clicked, this, [this] {
        if (m_proposals->currentRow() >= 0)
            refuseProposal(m_proposals->currentRow());
    });

    // The dialogs open on the rule data's own folders (the shipped samples, wherever Umpire is
    // installed), the user's first.
    auto folder = [this](const char *name) {
        for (const std::filesystem::path &dir : m_dirs) {
            std::error_code ec;
            if (std::filesystem::is_directory(dir / name, ec))
                return QString::fromStdString((dir / name).string());
        }
        return QString();
    };
    connect(openMap, &QPushButton::clicked, this, [this, folder] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a map file"),
                                                          folder("maps"), tr("Maps (*.json)"));
        if (!file.isEmpty())
            loadMap(file);
    });
    connect(openPositions, &QPushButton::clicked, this, [this, folder] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Open a positions file"), folder("positions"), tr("Positions (*.json)"));
        if (!file.isEmpty())
            loadPositions(file);
    });
    connect(terrainKey, &QPushButton::clicked, this, [this] {
        const QString id = m_map ? QString::fromStdString(m_map->id) : QStringLiteral("sample-nlb");
        auto *editor = m_session ? new TerrainKeyEditor(m_session, id, this)
                                 : new TerrainKeyEditor(m_dirs, id, this);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        // Without a game, the map shown is read again with the saved key (a game on the map is
        // opened again by the editor, and this board follows it).
        connect(editor, &TerrainKeyEditor::saved, this,
                [this](const QString &map, const QString &path) {
                    if (!m_session && m_map && QString::fromStdString(m_map->id) == map)
                        loadMap(path);
                });
        editor->show();
    });
    connect(m_units, &QComboBox::currentTextChanged, this, [this](const QString &id) {
        m_unit = id;
        m_target.reset();
        refresh();
    });
    connect(m_modes, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_mode = Mode(index);
        m_attackers.clear();
        m_defenders.clear();
        m_target.reset();
        refresh();
    });
    connect(m_view, &MapView::hexClicked, this, [this](Hex h) { clickHex(h); });
    connect(m_view, &MapView::hexShiftClicked, this, [this](Hex h) { clickHex(h, true); });
    connect(m_view, &MapView::hexMenuRequested, this, &MapBoard::hexMenu);

    // The shipped NLB sample map to start with.
    for (const std::filesystem::path &dir : m_dirs) {
        const std::filesystem::path sample = dir / "maps" / "sample-nlb.json";
        std::error_code ec;
        if (std::filesystem::is_regular_file(sample, ec)) {
            loadMap(QString::fromStdString(sample.string()));
            break;
        }
    }
}

void MapBoard::fail(const QString &message)
{
    m_error = message;
    m_text->setPlainText(message);
}

bool MapBoard::loadMap(const QString &path)
{
    Result<HexMap> map = HexMap::load(path.toStdString());
    if (!map) {
        fail(errorText(map.error()));
        return false;
    }
    m_map = std::make_shared<const HexMap>(std::move(map).value());
    m_positions.reset();
    m_view->setMap(m_map);
    m_units->clear();
    m_title->setText(QString::fromStdString(m_map->title) + sampleWarning(*m_map) +
                     pictureNote(*m_view));
    m_error.clear();
    refresh();
    return true;
}

bool MapBoard::loadPositions(const QString &path)
{
    if (!m_map) {
        fail(tr("Open a map file first."));
        return false;
    }
    Result<MapPositions> positions =
        RulesetLibrary(m_dirs).loadPositions(path.toStdString(), *m_map);
    if (!positions) {
        fail(errorText(positions.error()));
        return false;
    }
    m_positions = std::make_shared<MapPositions>(std::move(positions).value());
    m_view->setPositions(m_positions);
    const QSignalBlocker block(m_units);
    m_units->clear();
    for (const MapUnit &u : m_positions->units)
        m_units->addItem(QString::fromStdString(u.id));
    m_error.clear();
    m_unit = m_units->currentText();
    refresh();
    return true;
}

bool MapBoard::followGame(GameSession *session)
{
    if (!session || !session->hasGame() || !session->game().map())
        return false;
    m_session = session;
    m_attackers.clear();
    m_result.clear();
    m_changes.clear();
    // The game's own map and units: no other file to open.
    for (const char *button : {"openMap", "openPositions"})
        if (auto *b = findChild<QPushButton *>(QLatin1String(button)))
            b->hide();
    m_map = std::make_shared<const HexMap>(*session->game().map());
    m_view->setMap(m_map);
    // The counters' own pictures, where the game's scenario gives them (checked by the engine).
    std::map<std::string, QString> images;
    for (const auto &[unit, path] : session->game().counterPictures())
        images[unit] = QString::fromStdString(path);
    m_view->setCounterImages(images);
    m_title->setText(tr("%1 on %2").arg(session->title(), QString::fromStdString(m_map->title)) +
                     sampleWarning(*m_map) + pictureNote(*m_view));
    connect(session, &GameSession::stateChanged, this, &MapBoard::showGamePositions,
            Qt::UniqueConnection);
    showGamePositions();
    return true;
}

void MapBoard::showGamePositions()
{
    if (!m_session || !m_session->hasGame() || !m_session->game().map() || !m_map)
        return;
    Result<MapPositions> positions = positionsOf(m_session->state(), m_session->ruleset(), *m_map);
    if (!positions) {
        fail(errorText(positions.error()));
        return;
    }
    m_positions = std::make_shared<MapPositions>(std::move(positions).value());
    m_view->setPositions(m_positions);
    // The game moved on (a combat resolved, an undo, a phase): a die given is not the next's, and
    // a combat formed is formed again.
    m_die->setValue(0);
    m_defenders.clear();
    m_rollForMe->setChecked(false);
    // A new phase is played in its own way: moves in a Movement Phase, combats in a Combat Phase.
    const GameState &now = m_session->state();
    const std::string phase =
        std::to_string(now.turn) + " " + std::to_string(now.step) + " " + now.phase;
    if (phase != m_seenPhase) {
        m_seenPhase = phase;
        const std::optional<Mode> mode =
            now.phase == "Combat"                   ? std::optional(Mode::Combat)
            : now.phase == "Movement"               ? std::optional(Mode::Reach)
            : now.phase == "Archery Fire"           ? std::optional(Mode::Archery)
            : now.phase == "Reorganization & Rally" ? std::optional(Mode::Reorganize)
                                                    : std::nullopt;
        if (mode && *mode != m_mode) {
            m_mode = *mode;
            m_attackers.clear();
            const QSignalBlocker block(m_modes);
            m_modes->setCurrentIndex(int(*mode));
        }
    }
    // A result undone is no longer shown.
    if (m_resultSeq != 0 && m_session->state().undone.count(m_resultSeq)) {
        m_result.clear();
        m_resultSeq = 0;
    }
    // A retreat carried out (or undone): the next unit the result obliges to retreat, if any (an
    // Ar with two attackers), else back to the combats.
    if (m_mode == Mode::Retreat && !pendingRetreat().contains("to")) {
        QString next;
        for (const Application &a :
             applicationsOnMap(m_session->state(), m_session->ruleset(), *m_map))
            if (a.kind == ApplicationKind::Retreat && !a.units.empty() && !a.optional &&
                next.isEmpty())
                next = QString::fromStdString(a.units.front());
        if (!next.isEmpty()) {
            m_unit = next;
        } else {
            m_mode = Mode::Combat;
            const QSignalBlocker block(m_modes);
            m_modes->setCurrentIndex(int(Mode::Combat));
        }
    }
    const QString keep = m_unit;
    {
        const QSignalBlocker block(m_units);
        m_units->clear();
        for (const MapUnit &u : m_positions->units)
            m_units->addItem(QString::fromStdString(u.id));
        if (m_positions->unit(keep.toStdString()))
            m_units->setCurrentText(keep);
    }
    m_unit = m_units->currentText();
    m_error.clear();
    refresh();
    showProposals(); // the state they were judged by has changed
}

void MapBoard::showCameraChanges(const QList<CameraChange> &changes)
{
    m_changes = changes;
    showProposals();
}

// Each counter the camera saw moved is the move of the unit its marker is
// bound to, judged by the engine as the move action is; the face only lists and draws it.
void MapBoard::showProposals()
{
    m_judged.clear();
    std::vector<MapArrow> arrows;
    const bool game = m_session && m_session->hasGame() && m_session->game().map() && m_map;
    for (const CameraChange &c : m_changes) {
        if (!c.isMove() || !game)
            continue;
        Proposal p;
        p.change = c;
        Result<ProposedMove> judged = proposedMove(m_session->state(), m_session->ruleset(), *m_map,
                                                   c.marker, c.to.toStdString());
        if (!judged) {
            p.text = tr("marker %1 to %2: not a unit's move: %3")
                         .arg(c.marker)
                         .arg(c.to, errorText(judged.error()));
        } else {
            p.bound = true;
            p.unit = QString::fromStdString(judged->unit);
            p.from = QString::fromStdString(judged->from);
            p.legal = judged->check.legal;
            p.action = judged->action();
            p.text =
                p.legal ? tr("%1 %2 → %3: legal").arg(p.unit, p.from, c.to)
                        : tr("%1 %2 → %3: REFUSED by %4: %5")
                              .arg(p.unit, p.from, c.to, QString::fromStdString(judged->check.rule),
                                   messageText(judged->check.why));
            for (const UnverifiedUse &u : judged->check.explanation.unverified)
                p.text += tr(" (UNVERIFIED: judged with a stand-in: %1)")
                              .arg(u.message.format.empty() ? QString::fromStdString(u.text)
                                                            : messageText(u.message));
            Result<Hex> from = m_map->grid().parseId(judged->from),
                        to = m_map->grid().parseId(judged->to);
            if (from && to)
                arrows.push_back({*from, *to, p.legal});
        }
        m_judged.push_back(std::move(p));
    }
    const int keep = m_proposals->currentRow();
    m_proposals->clear();
    for (const Proposal &p : m_judged) {
        auto *item = new QListWidgetItem(p.text, m_proposals);
        item->setForeground(!p.bound  ? palette().color(QPalette::Disabled, QPalette::Text)
                            : p.legal ? QColor(20, 120, 20)
                                      : QColor(190, 20, 20));
    }
    if (!m_judged.empty())
        m_proposals->setCurrentRow(std::clamp(keep, 0, int(m_judged.size()) - 1));
    m_proposalBox->setVisible(!m_judged.empty());
    m_view->setArrows(std::move(arrows));
}

bool MapBoard::confirmProposal(int row, const QString &override)
{
    if (row < 0 || row >= int(m_judged.size()) || !m_session)
        return false;
    const Proposal p = m_judged[std::size_t(row)];
    if (!p.bound) {
        fail(p.text);
        return false;
    }
    QString reason = override;
    if (!p.legal && reason.isEmpty()) {
        // The rules refuse it: the referee may still move it, journaled with the reason.
        reason = QInputDialog::getText(
            this, tr("Move it anyway?"),
            tr("%1\n\nThe referee's reason for moving it anyway:").arg(p.text));
        if (reason.trimmed().isEmpty())
            return false;
    }
    nlohmann::json action = p.action;
    if (!p.legal)
        action["override"] = reason.trimmed().toStdString();
    Result<ActOutcome> done = m_session->act(action);
    if (!done) {
        fail(errorText(done.error()));
        return false;
    }
    m_changes.removeIf([&](const CameraChange &c) { return c.id == p.change.id; });
    showProposals();
    emit cameraChangesHandled({p.change.id});
    return true;
}

void MapBoard::refuseProposal(int row)
{
    if (row < 0 || row >= int(m_judged.size()))
        return;
    const Proposal p = m_judged[std::size_t(row)];
    m_changes.removeIf([&](const CameraChange &c) { return c.id == p.change.id; });
    showProposals();
    if (p.bound)
        m_text->setPlainText(tr("Refused: put %1 back in %2.").arg(p.unit, p.from));
    emit cameraChangesHandled({p.change.id});
}

nlohmann::json MapBoard::pendingRetreat() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    for (const Application &a :
         applicationsOnMap(m_session->state(), m_session->ruleset(), *m_session->game().map()))
        if (a.kind == ApplicationKind::Retreat &&
            a.units == std::vector<std::string>{m_unit.toStdString()}) {
            nlohmann::json action = a.action();
            action["to"] = a.to;
            action["displacements"] = a.displacements;
            return action;
        }
    return {};
}

void MapBoard::selectUnit(const QString &id)
{
    m_units->setCurrentText(id);
    m_unit = id;
    refresh();
    if (const MapUnit *u = m_positions ? m_positions->unit(id.toStdString()) : nullptr)
        m_view->ensureVisible(u->hex); // zoomed in, the unit chosen comes into view
}

void MapBoard::setMode(Mode mode)
{
    m_modes->setCurrentIndex(int(mode));
    m_mode = mode;
    refresh();
}

void MapBoard::clickHex(Hex hex, bool stack)
{
    // Playing the game on the map: a click on an empty hex the engine says the selected
    // unit may move to moves it (a Shift+click onto a friendly stack, NLB 5.3), a click on a
    // highlighted retreat hex retreats it, journaled by the engine, which judges it as the command
    // line's action. A click on a counter selects it.
    if (m_session && m_positions && m_mode == Mode::Combat) {
        clickInCombat(hex);
        return;
    }
    if (m_session && m_positions && m_mode == Mode::Archery) {
        clickInArchery(hex);
        return;
    }
    if (m_session && m_positions && m_mode == Mode::Reorganize) {
        clickToReorganize(hex);
        return;
    }
    const bool occupied = m_positions && !m_positions->at(hex).empty();
    // NLB 9.0: a click on an entry hex brings a reinforcement in, unless the unit selected on the
    // map is moving there.
    const MapUnit *onMap = m_positions ? m_positions->unit(m_unit.toStdString()) : nullptr;
    if (m_session && m_mode == Mode::Reach && !occupied &&
        (!onMap || std::find(m_view->reachable().begin(), m_view->reachable().end(), hex) ==
                       m_view->reachable().end()) &&
        enterByClick(hex))
        return;
    if (m_session && m_positions && !m_unit.isEmpty() &&
        (!occupied || stack || m_mode == Mode::Retreat)) {
        const std::string to = m_map->grid().id(hex);
        nlohmann::json action;
        if (m_mode == Mode::Retreat) {
            const nlohmann::json retreat = pendingRetreat();
            if (retreat.contains("to") &&
                std::find(retreat["to"].begin(), retreat["to"].end(), to) != retreat["to"].end()) {
                action = retreat;
                action.erase("displacements");
                action["to"] = to;
                // NLB 7.6: into a full friendly stack, the owning player chooses whom to displace.
                QStringList choices;
                std::vector<nlohmann::json> chains;
                for (const nlohmann::json &d : retreat["displacements"])
                    if (d.value("to", "") == to) {
                        QStringList moved;
                        for (const nlohmann::json &u : d["displaced"])
                            moved << tr("%1 into %2")
                                         .arg(QString::fromStdString(u.value("unit", "")),
                                              QString::fromStdString(u.value("to", "")));
                        choices << moved.join(QStringLiteral(", "));
                        chains.push_back(d["displaced"]);
                    }
                if (chains.size() > 1) {
                    bool ok = false;
                    const QString chosen = QInputDialog::getItem(
                        this, tr("Displacement (NLB 7.6)"),
                        tr("%1 retreats into a full stack: which unit is displaced?").arg(m_unit),
                        choices, 0, false, &ok);
                    if (!ok)
                        return;
                    action["displaced"] = chains[std::size_t(choices.indexOf(chosen))];
                }
            }
        } else if (m_mode == Mode::Reach) {
            // The engine judges the move: a hex out of the unit's reach is refused with why
            // (movement points, a zone of control, a river, the phase), said in the status line.
            action = {{"action", "move"}, {"unit", m_unit.toStdString()}, {"to", to}};
        }
        if (!action.is_null()) {
            Result<ActOutcome> done = m_session->act(action);
            if (!done)
                fail(errorText(done.error()));
            return;
        }
    }
    if (m_positions) {
        // a click on a unit selects it; in line-of-sight mode a click elsewhere is the target
        const std::vector<int> &here = m_positions->at(hex);
        const MapUnit *selected = m_positions->unit(m_unit.toStdString());
        if (!here.empty() && (m_mode != Mode::LineOfSight || !selected)) {
            // The counter drawn on top first (the last of the stack), then, click after click,
            // the one under the one selected, round the stack.
            std::size_t pick = here.size() - 1;
            for (std::size_t k = 0; k < here.size(); ++k)
                if (selected && &m_positions->units[std::size_t(here[k])] == selected)
                    pick = k == 0 ? here.size() - 1 : k - 1;
            selectUnit(QString::fromStdString(m_positions->units[std::size_t(here[pick])].id));
            return;
        }
    }
    m_target = hex;
    refresh();
}

std::map<std::string, std::vector<std::string>> MapBoard::entries() const
{
    std::map<std::string, std::vector<std::string>> out;
    if (!m_session || !m_session->hasGame() || m_session->state().phase != "Movement")
        return out;
    for (const nlohmann::json &a : m_session->module()->legalActions(Viewer::referee()))
        if (a.value("action", "") == "enter" && a.contains("hex") && a["hex"].is_array())
            for (const nlohmann::json &h : a["hex"])
                out[a.value("unit", "")].push_back(h.get<std::string>());
    return out;
}

bool MapBoard::enterByClick(Hex hex)
{
    const std::string at = m_map->grid().id(hex);
    QStringList waiting;
    for (const auto &[unit, hexes] : entries())
        if (std::find(hexes.begin(), hexes.end(), at) != hexes.end())
            waiting << QString::fromStdString(unit);
    if (waiting.isEmpty())
        return false;
    // The reinforcement chosen in the list, the only one, or the one the referee names.
    QString who = waiting.contains(m_unit) ? m_unit
                  : waiting.size() == 1    ? waiting.front()
                                           : QString();
    if (who.isEmpty()) {
        bool ok = false;
        who = QInputDialog::getItem(
            this,
            tr("Reinforcements (%1)")
                .arg(QString::fromStdString(reinforcementRule(m_session->ruleset()))),
            tr("Which unit enters at %1?").arg(QString::fromStdString(at)), waiting, 0, false, &ok);
        if (!ok)
            return true;
    }
    Result<ActOutcome> done =
        m_session->act({{"action", "enter"}, {"unit", who.toStdString()}, {"hex", at}});
    if (!done) {
        fail(errorText(done.error()));
        return true;
    }
    selectUnit(who); // on the map now, with what is left of its move
    return true;
}

std::vector<std::string> MapBoard::exits() const
{
    if (!m_session || !m_session->hasGame() || m_unit.isEmpty())
        return {};
    for (const nlohmann::json &a : m_session->module()->legalActions(Viewer::referee()))
        if (a.value("action", "") == "exit" && a.value("unit", "") == m_unit.toStdString() &&
            a.contains("hex") && a["hex"].is_array())
            return a["hex"].get<std::vector<std::string>>();
    return {};
}

void MapBoard::leaveTheMap()
{
    const std::vector<std::string> open = exits();
    if (open.empty())
        return;
    QString by = QString::fromStdString(open.front());
    if (open.size() > 1) {
        QStringList hexes;
        for (const std::string &h : open)
            hexes << QString::fromStdString(h);
        bool ok = false;
        by = QInputDialog::getItem(
            this, tr("Leave the map (%1)").arg(QString::fromStdString(exitRule(*m_map))),
            tr("%1 leaves the map by which exit hex?").arg(m_unit), hexes, 0, false, &ok);
        if (!ok)
            return;
    }
    Result<ActOutcome> done = m_session->act(
        {{"action", "exit"}, {"unit", m_unit.toStdString()}, {"hex", by.toStdString()}});
    if (!done)
        fail(errorText(done.error()));
}

std::vector<Application> MapBoard::resultsOnBoard() const
{
    if (!m_session || !m_session->hasGame() || !m_map)
        return {};
    return applicationsOnMap(m_session->state(), m_session->ruleset(), *m_map);
}

bool MapBoard::carryOutByClick(Hex hex)
{
    if (!m_positions)
        return false;
    const std::string at = m_map->grid().id(hex);
    const std::vector<int> &here = m_positions->at(hex);
    auto holds = [&](const Application &a) {
        return std::any_of(here.begin(), here.end(), [&](int i) {
            return std::find(a.units.begin(), a.units.end(),
                             m_positions->units[std::size_t(i)].id) != a.units.end();
        });
    };
    // What a click on the hex may carry out: an elimination, an exchange's loss (NLB 7.83) or a
    // loss of the side's choice by a click on a counter it removes; an advance (NLB 7.5) by a
    // click on the hex it enters. The first kind the rules list goes first (the elimination that
    // empties a hex before the advance into it).
    const std::vector<Application> owed = resultsOnBoard();
    std::vector<const Application *> matches;
    for (const Application &a : owed) {
        const bool onCounter =
            (a.kind == ApplicationKind::Eliminate || a.kind == ApplicationKind::CannotRetreat ||
             a.kind == ApplicationKind::LoseUnit || a.kind == ApplicationKind::Exchange) &&
            holds(a);
        const bool intoHex = a.kind == ApplicationKind::Advance &&
                             std::find(a.to.begin(), a.to.end(), at) != a.to.end();
        if ((onCounter || intoHex) &&
            (matches.empty() ||
             (matches.front()->kind == a.kind && matches.front()->combat == a.combat &&
              matches.front()->obligation == a.obligation)))
            matches.push_back(&a);
    }
    if (matches.empty())
        return false;
    // One way, or the selected unit's (the victor the referee chose), else the referee names it:
    // each way the engine lists is the owning player's choice.
    const Application *chosen = matches.size() == 1 ? matches.front() : nullptr;
    for (const Application *a : matches)
        if (a->units == std::vector<std::string>{m_unit.toStdString()})
            chosen = a;
    if (!chosen) {
        const Application &first = *matches.front();
        QStringList labels;
        for (const Application *a : matches)
            labels << (first.kind == ApplicationKind::Exchange ? tr("Lose %1").arg(joined(a->units))
                                                               : joined(a->units));
        const QString rule = QString::fromStdString(first.rule);
        const QString title =
            first.kind == ApplicationKind::Advance    ? tr("Advance after combat (%1)").arg(rule)
            : first.kind == ApplicationKind::Exchange ? tr("Exchange (%1)").arg(rule)
                                                      : tr("The result (%1)").arg(rule);
        const QString question =
            first.kind == ApplicationKind::Advance
                ? tr("Which unit advances into %1?").arg(QString::fromStdString(at))
            : first.kind == ApplicationKind::Exchange
                ? tr("The attacker loses at least the defender's strength: which units?")
                : tr("Which unit?");
        bool ok = false;
        const QString answer = QInputDialog::getItem(this, title, question, labels, 0, false, &ok);
        if (!ok)
            return true;
        chosen = matches[std::size_t(std::max<qsizetype>(0, labels.indexOf(answer)))];
    }
    nlohmann::json action = chosen->action();
    if (chosen->kind == ApplicationKind::Advance)
        action["to"] = at;
    Result<ActOutcome> done = m_session->act(action);
    if (!done)
        fail(errorText(done.error()));
    return true;
}

QString MapBoard::combatPreview(const nlohmann::json &request) const
{
    nlohmann::json asked = request;
    asked["ruleset"] = m_session->ruleset().id;
    asked["oddsTable"] = true; // each column's chances
    asked.erase("die");
    Result<CombatRequest> read = m_session->game().combatRequest(asked);
    Result<CombatOutcome> preview =
        read ? m_session->game().previewCombat(*read) : Result<CombatOutcome>(read.error());
    if (!preview)
        return errorText(preview.error()) + QStringLiteral("\n\n");
    const int faces = m_session->ruleset().dieFaces;
    QString text = tr("Attack %1 against defence %2: the %3 column.")
                       .arg(preview->attackStrength)
                       .arg(preview->defenceStrength)
                       .arg(QString::fromStdString(preview->column));
    if (const QString odds = chancesText(*preview, faces); !odds.isEmpty())
        text += QStringLiteral(" ") + tr("On the die: %1.").arg(odds);
    for (const UnverifiedUse &u : preview->explanation.unverified)
        text +=
            QStringLiteral(" ") + tr("UNVERIFIED: %1")
                                      .arg(u.message.format.empty() ? QString::fromStdString(u.text)
                                                                    : messageText(u.message));
    // What one more attacker, or one fewer, would give: the players' choice before the die.
    QStringList others;
    for (const CombatAlternative &alt : combatAlternatives(m_session->game(), asked)) {
        const QString column =
            tr("%1 against %2, the %3 column: %4")
                .arg(alt.outcome.attackStrength)
                .arg(alt.outcome.defenceStrength)
                .arg(QString::fromStdString(alt.outcome.column), chancesText(alt.outcome, faces));
        others << (alt.removed.empty() ? tr("with %1 too: %2").arg(joined(alt.added), column)
                                       : tr("without %1: %2").arg(joined(alt.removed), column));
    }
    if (!others.isEmpty())
        text += QStringLiteral("\n") + tr("Instead:") + QStringLiteral("\n- ") +
                others.join(QStringLiteral("\n- "));
    return text + QStringLiteral("\n\n");
}

QString MapBoard::resultsText() const
{
    // One line per obligation: its ways (a unit each, or a set each) named together.
    QStringList lines;
    const std::vector<Application> owed = resultsOnBoard();
    for (std::size_t i = 0; i < owed.size();) {
        const Application &a = owed[i];
        QStringList ways{joined(a.units)};
        std::size_t j = i + 1;
        for (; j < owed.size() && owed[j].combat == a.combat &&
               owed[j].obligation == a.obligation && owed[j].kind == a.kind;
             ++j)
            ways << joined(owed[j].units);
        i = j;
        const QString rule = QString::fromStdString(a.rule);
        if (a.kind == ApplicationKind::Eliminate || a.kind == ApplicationKind::CannotRetreat)
            lines << tr("Eliminate %1: click the counter (%2)")
                         .arg(ways.join(QStringLiteral(", ")), rule);
        else if (a.kind == ApplicationKind::LoseUnit)
            lines << tr("Lose one of %1: click it (%2)").arg(ways.join(tr(" or ")), rule);
        else if (a.kind == ApplicationKind::Retreat)
            lines << tr("Retreat %1: click an orange hex (%2)")
                         .arg(ways.join(QStringLiteral(", ")), rule);
        else if (a.kind == ApplicationKind::Advance)
            lines << tr("%1 may advance into %2: click it, or fight on (%3)")
                         .arg(ways.join(tr(" or ")),
                              QString::fromStdString(a.to.empty() ? std::string() : a.to.front()),
                              rule);
        else if (a.kind == ApplicationKind::Exchange)
            lines << tr("Exchange: lose %1: click the units their owner gives up (%2)")
                         .arg(ways.join(tr(" or ")), rule);
    }
    return lines.isEmpty() ? QString()
                           : tr("To carry out before the next combat:") + QStringLiteral("\n- ") +
                                 lines.join(QStringLiteral("\n- "));
}

// NLB 7.0-7.2: a click on counters the engine says may still attack chooses (or lets
// go) them as attackers; a click on counters it says may still be attacked attacks them. The
// engine fills in strengths, terrain and hexsides from the map and judges the combat; the retreat
// a result obliges is then shown in retreat mode.
void MapBoard::clickInCombat(Hex hex)
{
    // NLB 7.0, 7.5: a result still to be carried out comes first, by a click: on a unit it
    // eliminates (Ae, De, an exchange's loss, no hex to retreat into), or on the hex the selected
    // unit may advance into.
    if (carryOutByClick(hex))
        return;
    const GameState &state = m_session->state();
    nlohmann::json offered;
    for (const nlohmann::json &a : m_session->module()->legalActions(Viewer::referee()))
        if (a.value("action", "") == "combat" && a.contains("attackers") && a.contains("defenders"))
            offered = a;
    if (offered.is_null()) {
        const QString owed = resultsText();
        fail(!owed.isEmpty() ? owed
                             : tr("No combat now: it is the %1 phase.")
                                   .arg(QString::fromStdString(state.phase)));
        return;
    }
    auto listed = [&](const char *key, const std::string &id) {
        return std::find(offered[key].begin(), offered[key].end(), id) != offered[key].end();
    };
    std::vector<std::string> stack, attackers, defenders;
    for (int i : m_positions->at(hex)) {
        const std::string &id = m_positions->units[std::size_t(i)].id;
        stack.push_back(id);
        if (listed("attackers", id))
            attackers.push_back(id);
        else if (listed("defenders", id))
            defenders.push_back(id);
    }
    if (stack.empty())
        return;
    m_result.clear();
    if (attackers.empty() && defenders.empty()) {
        fail(tr("%1 may neither attack nor be attacked again this phase (%2).")
                 .arg(QString::fromStdString(stack.front()),
                      QString::fromStdString(offered.value("rule", std::string()))));
        return;
    }
    if (!attackers.empty()) {
        m_defenders.clear(); // another combat is being formed
        const bool chosen = std::find(m_attackers.begin(), m_attackers.end(), attackers.front()) !=
                            m_attackers.end();
        for (const std::string &id : attackers) {
            auto it = std::find(m_attackers.begin(), m_attackers.end(), id);
            if (chosen && it != m_attackers.end())
                m_attackers.erase(it);
            else if (!chosen && it == m_attackers.end())
                m_attackers.push_back(id);
        }
        refresh();
        return;
    }
    if (m_attackers.empty()) {
        fail(tr("Click the attacking counters first, then the defender."));
        return;
    }
    m_defenders = defenders;
    fightFormed();
}

nlohmann::json MapBoard::formedRequest() const
{
    nlohmann::json request = {{"attackers", nlohmann::json::array()},
                              {"defenders", nlohmann::json::array()}};
    for (const std::string &id : m_attackers)
        request["attackers"].push_back({{"id", id}});
    for (const std::string &id : m_defenders)
        request["defenders"].push_back({{"id", id}});
    return request;
}

void MapBoard::fightFormed()
{
    if (!m_session || m_attackers.empty() || m_defenders.empty())
        return;
    nlohmann::json request = formedRequest();
    const std::optional<nlohmann::json> die = dieGiven();
    if (!die) {
        // Before the die: the column and the chance of each result (refresh shows them), then the
        // die is asked for; Enter in the die field fights the combat.
        refresh();
        m_die->setFocus();
        return;
    }
    if (!die->is_null())
        request["die"] = *die;
    Result<ActOutcome> done = m_session->act({{"action", "combat"}, {"request", request}});
    if (!done) {
        fail(errorText(done.error()));
        return;
    }
    m_attackers.clear();
    m_defenders.clear();
    const nlohmann::json &outcome = done->answer;
    m_resultSeq = done->event.seq;
    m_result = tr("Combat %1: %2 on the %3 column, die %4")
                   .arg(done->event.seq)
                   .arg(QString::fromStdString(outcome.value("result", std::string())),
                        QString::fromStdString(outcome.value("column", std::string())))
                   .arg(outcome.value("die", 0));
    // NLB 7.4: the retreat the result obliges, shown at once.
    for (const Application &a : applicationsOnMap(m_session->state(), m_session->ruleset(), *m_map))
        if (a.kind == ApplicationKind::Retreat && !a.units.empty() && !a.optional) {
            selectUnit(QString::fromStdString(a.units.front()));
            setMode(Mode::Retreat);
            return;
        }
    refresh();
}

bool MapBoard::eventFilter(QObject *watched, QEvent *event)
{
    // Enter in the die field fights the combat formed on the board.
    if (watched == m_die && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_defenders.empty()) {
            m_die->interpretText();
            if (m_mode == Mode::Archery)
                fireFormed();
            else if (m_mode == Mode::Reorganize)
                reorganizeFormed();
            else
                fightFormed();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString MapBoard::explanation() const
{
    return m_text->toPlainText();
}

void MapBoard::refresh()
{
    m_view->clearHighlights();
    if (!m_map)
        return;
    showMode();
    const std::vector<std::string> leaving =
        m_mode == Mode::Reach ? exits() : std::vector<std::string>();
    m_leave->setVisible(!leaving.empty());
    if (m_mode != Mode::Reach)
        return;
    // NLB 9.0: the reinforcements due, their entry hexes highlighted, said first.
    std::vector<Hex> hexes;
    QStringList lines;
    for (const auto &[unit, at] : entries()) {
        QStringList ids;
        for (const std::string &h : at) {
            ids << QString::fromStdString(h);
            if (Result<Hex> x = m_map->grid().parseId(h))
                hexes.push_back(*x);
        }
        lines << tr("%1 at %2").arg(QString::fromStdString(unit), ids.join(tr(" or ")));
    }
    // NLB 6.0, NAW 8.3: the exit hexes the selected unit may leave the map by, also in purple.
    QStringList exitIds;
    for (const std::string &h : leaving) {
        exitIds << QString::fromStdString(h);
        if (Result<Hex> x = m_map->grid().parseId(h))
            hexes.push_back(*x);
    }
    if (lines.isEmpty() && exitIds.isEmpty())
        return;
    m_view->setEntries(hexes);
    QString said;
    if (!exitIds.isEmpty())
        said =
            tr("%1 may leave the map by %2 (%3): press Leave the map.")
                .arg(m_unit, exitIds.join(tr(" or ")), QString::fromStdString(exitRule(*m_map))) +
            QStringLiteral("\n\n");
    if (!lines.isEmpty())
        said += tr("Reinforcements may enter (%1): %2. Click a purple entry hex.")
                    .arg(QString::fromStdString(reinforcementRule(m_session->ruleset())),
                         lines.join(QStringLiteral("; "))) +
                QStringLiteral("\n\n");
    m_text->setPlainText(said + m_text->toPlainText());
}

void MapBoard::showMode()
{
    const MapUnit *unit = m_positions ? m_positions->unit(m_unit.toStdString())
                                      : static_cast<const MapUnit *>(nullptr);
    m_view->setSelected(unit ? std::optional<Hex>(unit->hex) : std::nullopt);
    Explanation e;
    QString headline;
    if (m_mode == Mode::Combat) {
        std::vector<Hex> hexes;
        QStringList names;
        for (const std::string &id : m_attackers)
            if (const MapUnit *a = m_positions ? m_positions->unit(id) : nullptr) {
                hexes.push_back(a->hex);
                names << QString::fromStdString(id);
            }
        m_view->setAttacking(hexes);
        // What the last result still obliges: its units and hexes highlighted, listed first.
        std::vector<Hex> owed;
        for (const Application &a : resultsOnBoard()) {
            for (const std::string &u : a.units)
                if (const MapUnit *m = m_positions ? m_positions->unit(u) : nullptr;
                    m && a.kind != ApplicationKind::Advance)
                    owed.push_back(m->hex);
            if (a.kind == ApplicationKind::Advance)
                for (const std::string &h : a.to)
                    if (Result<Hex> x = m_map->grid().parseId(h))
                        owed.push_back(*x);
        }
        m_view->setRetreats(owed);
        std::vector<Hex> defending;
        for (const std::string &id : m_defenders)
            if (const MapUnit *d = m_positions ? m_positions->unit(id) : nullptr)
                defending.push_back(d->hex);
        m_view->setDefending(defending);
        const QString results = resultsText();
        QString next;
        if (!results.isEmpty())
            next = results;
        else if (!m_defenders.empty())
            next = combatPreview(formedRequest()) +
                   tr("Enter the die rolled on the table for this combat and press Enter, or tick "
                      "“Roll it for me” and click the defender: each combat asks for its own die.");
        else if (names.isEmpty())
            next = tr("Click the attacking counters, then the defender.");
        else
            next = tr("Attackers: %1. Click the defender.").arg(names.join(QStringLiteral(", ")));
        m_text->setPlainText((m_result.isEmpty() ? QString() : m_result + QStringLiteral("\n\n")) +
                             next);
        return;
    }
    if (m_mode == Mode::Archery) {
        showArchery();
        return;
    }
    if (m_mode == Mode::Reorganize) {
        showReorganization();
        return;
    }
    if (m_mode == Mode::LineOfSight) {
        std::optional<Hex> from = unit ? std::optional<Hex>(unit->hex) : std::nullopt;
        if (!from || !m_target) {
            m_text->setPlainText(tr("Select a unit, then click the target hex."));
            return;
        }
        const MapLos los = lineOfSight(*m_map, *from, *m_target);
        m_view->setLine(std::make_pair(*from, *m_target), los.clear, los.blockingHexes);
        headline = (los.clear ? tr("Line of sight %1 → %2 (range %3): clear")
                              : tr("Line of sight %1 → %2 (range %3): blocked"))
                       .arg(QString::fromStdString(m_map->grid().id(*from)),
                            QString::fromStdString(m_map->grid().id(*m_target)))
                       .arg(los.range);
        e = los.explanation;
    } else if (!unit) {
        m_text->setPlainText(tr("Open a positions file and choose a unit."));
        return;
    } else if (m_mode == Mode::Reach && m_session && m_session->hasGame() &&
               m_session->state().units.count(unit->id) &&
               movementRefusal(m_session->state(), m_session->ruleset(), *m_map,
                               m_session->state().units.at(unit->id))) {
        // The game says the unit may not move now (NLB 5.1): no reach to show.
        const MoveRefusal why = *movementRefusal(m_session->state(), m_session->ruleset(), *m_map,
                                                 m_session->state().units.at(unit->id));
        m_text->setPlainText(tr("%1 may not move now (%2): %3")
                                 .arg(QString::fromStdString(unit->id),
                                      QString::fromStdString(why.rule), messageText(why.why)));
        return;
    } else if (m_mode == Mode::Reach) {
        Result<MapReach> r = reachableHexes(*m_map, *m_positions, unit->id,
                                            m_session ? moveOptions(m_session->state(), unit->id)
                                                      : MapMoveOptions{});
        if (!r) {
            fail(errorText(r.error()));
            return;
        }
        std::vector<Hex> hexes, stops;
        for (std::size_t i = 1; i < r->hexes.size(); ++i)
            (r->hexes[i].enemyZoc ? stops : hexes).push_back(r->hexes[i].hex);
        const int count = int(hexes.size() + stops.size());
        m_view->setReachable(std::move(hexes), std::move(stops));
        headline =
            tr("%1 can reach %n hex(es)", nullptr, count).arg(QString::fromStdString(unit->id));
        e = r->explanation;
    } else if (const nlohmann::json owed = pendingRetreat(); owed.contains("to")) {
        // The retreat the game's last combat obliges (NLB 7.4): its open hexes, to click.
        std::vector<Hex> hexes;
        for (const nlohmann::json &id : owed["to"])
            if (Result<Hex> h = m_map->grid().parseId(id.get<std::string>()))
                hexes.push_back(*h);
        m_view->setRetreats(hexes);
        headline = (m_result.isEmpty() ? QString() : m_result + QStringLiteral("\n")) +
                   tr("%1 must retreat: click one of the %n highlighted hex(es)", nullptr,
                      int(hexes.size()))
                       .arg(QString::fromStdString(unit->id));
        Result<MapRetreat> r = retreatOptions(*m_map, *m_positions, unit->id);
        if (r)
            e = r->explanation;
    } else {
        Result<MapRetreat> r = retreatOptions(*m_map, *m_positions, unit->id);
        if (!r) {
            fail(errorText(r.error()));
            return;
        }
        std::vector<Hex> hexes;
        for (const MapRetreatOption &o : r->options)
            hexes.insert(hexes.end(), o.path.begin(), o.path.end());
        m_view->setRetreats(hexes);
        headline = r->eliminated
                       ? tr("%1 cannot retreat: eliminated").arg(QString::fromStdString(unit->id))
                       : tr("%1 may retreat to %n hex(es)", nullptr, int(r->options.size()))
                             .arg(QString::fromStdString(unit->id));
        e = r->explanation;
    }
    QString text = headline + QStringLiteral("\n\n");
    for (const Step &step : e.steps)
        text += QStringLiteral("%1  %2\n").arg(QString::fromStdString(step.rule), stepText(step));
    for (const MapTerrain *t : m_map->unverified())
        text += tr("\nUNVERIFIED: %1 is a stand-in (%2)")
                    .arg(dataText(t->name), QString::fromStdString(t->source));
    m_text->setPlainText(text);
}

// The referee's edits of the units in a hex of the game (eliminate, reduce, take off).
void MapBoard::hexMenu(Hex hex, QPoint global)
{
    if (!m_session || !m_session->hasGame() || !m_positions)
        return;
    QStringList units;
    for (int i : m_positions->at(hex))
        units << QString::fromStdString(m_positions->units[std::size_t(i)].id);
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("hexMenu"));
    if (StateEditMenu::addUnitsEdits(&menu, m_session, units, this))
        menu.exec(global);
}
