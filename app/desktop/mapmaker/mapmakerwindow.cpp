#include "mapmakerwindow.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "mapmakercommands.h"
#include "mapmakerview.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <deque>
#include <set>

using namespace umpire;
using nlohmann::json;

MapMakerWindow::MapMakerWindow(const crt::RulesetLibrary &library, QWidget *parent)
    : QMainWindow(parent), m_library(library)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("New map from a picture"));
    m_undo = new QUndoStack(this);
    m_view = new MapMakerView(&m_draft, this);
    connect(m_view, &MapMakerView::clicked, this, &MapMakerWindow::clickedAt);
    connect(m_view, &MapMakerView::dragged, this, &MapMakerWindow::draggedAt);

    QToolBar *bar = addToolBar(tr("Map"));
    bar->addAction(tr("&Open picture…"), this, &MapMakerWindow::openDialog)
        ->setShortcut(QKeySequence::Open);
    bar->addAction(tr("&Save map…"), this, &MapMakerWindow::saveDialog)
        ->setShortcut(QKeySequence::Save);
    // Undo and redo say what they would undo in their tooltip; their buttons stay short.
    QAction *undo = bar->addAction(tr("&Undo"), m_undo, &QUndoStack::undo);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = bar->addAction(tr("&Redo"), m_undo, &QUndoStack::redo);
    redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::undoTextChanged, undo, &QAction::setToolTip);
    connect(m_undo, &QUndoStack::redoTextChanged, redo, &QAction::setToolTip);

    auto *panel = new QWidget;
    auto *form = new QFormLayout(panel);
    m_title = new QLineEdit;
    m_title->setPlaceholderText(tr("The map's title"));
    form->addRow(tr("Title"), m_title);
    m_game = new QComboBox;
    m_game->addItem(tr("Napoleon's Last Battles"), QStringLiteral("nlb"));
    m_game->addItem(tr("Battles of the Medieval World"), QStringLiteral("bmw"));
    m_game->addItem(tr("Napoleon at Waterloo"), QStringLiteral("naw"));
    form->addRow(tr("Map rules"), m_game);
    m_hexMm = new QDoubleSpinBox;
    m_hexMm->setRange(4, 100);
    m_hexMm->setValue(16);
    m_hexMm->setSuffix(tr(" mm"));
    form->addRow(tr("Printed hex size"), m_hexMm);
    auto *fit = new QPushButton(tr("&Fit the grid"));
    connect(fit, &QPushButton::clicked, this, [this] { fitGrid(); });
    form->addRow(fit);

    m_tools = new QButtonGroup(this);
    struct ToolText
    {
        Tool tool;
        QString name, help;
    };
    const std::vector<ToolText> tools = {
        {Tool::Corners, tr("Straighten"),
         tr("A photograph taken at an angle: click the map's four corners, top-left first, "
            "clockwise.")},
        {Tool::Centres, tr("Grid by three centres"),
         tr("Click a hex's centre, the next hex's down its column (along its row on a "
            "pointy-top map), then a hex's beside it in the next column.")},
        {Tool::Number, tr("Number"),
         tr("Type a hex's printed id, click that hex; then a second, in a column of the other "
            "parity.")},
        {Tool::Paint, tr("Paint terrain"), tr("Click or drag over hexes.")},
        {Tool::Fill, tr("Fill terrain"),
         tr("Click a hex: it and every hex joined to it of its terrain.")},
        {Tool::Hexside, tr("Hexside feature"),
         tr("Click near a hexside to put the feature on it, or take it off.")},
        {Tool::Road, tr("Road"), tr("Click its hexes one after another, then End road.")},
        {Tool::Name, tr("Name a hex"), tr("Type the name, click the hex (no name: takes it off).")},
        {Tool::Entry, tr("Entry hex"), tr("Type its name, click a hex on the map's edge.")},
        {Tool::Exit, tr("Exit hex"), tr("Type its name, click a hex on the map's edge.")}};
    for (const ToolText &tt : tools) {
        const Tool t = tt.tool;
        auto *b = new QRadioButton(tt.name);
        b->setToolTip(tt.help);
        connect(b, &QRadioButton::clicked, this, [this, help = tt.help] { say(help); });
        m_tools->addButton(b, int(t));
        form->addRow(b);
    }
    m_tools->button(int(Tool::Paint))->setChecked(true);
    connect(m_tools, &QButtonGroup::idClicked, this, [this] {
        m_marks.clear();
        m_view->setMarks({});
    });
    m_printedId = new QLineEdit;
    m_printedId->setPlaceholderText(tr("0101, A1, 07.12…"));
    form->addRow(tr("Printed id"), m_printedId);
    m_shifted = new QComboBox;
    m_shifted->addItem(tr("as the ids say"), QString());
    m_shifted->addItem(tr("even"), QStringLiteral("even"));
    m_shifted->addItem(tr("odd"), QStringLiteral("odd"));
    form->addRow(tr("Shifted columns (rows)"), m_shifted);
    m_terrain = new QComboBox;
    form->addRow(tr("Terrain"), m_terrain);
    m_feature = new QComboBox;
    form->addRow(tr("Hexside feature"), m_feature);
    m_path = new QComboBox;
    form->addRow(tr("Road or trail"), m_path);
    auto *end = new QPushButton(tr("&End road"));
    connect(end, &QPushButton::clicked, this, &MapMakerWindow::endRoad);
    form->addRow(end);
    m_label = new QLineEdit;
    form->addRow(tr("Name"), m_label);
    auto *suggest = new QPushButton(tr("Su&ggest terrain from the colours"));
    connect(suggest, &QPushButton::clicked, this, [this] { suggestTerrain(); });
    form->addRow(suggest);
    auto *accept = new QPushButton(tr("&Accept the suggestions"));
    connect(accept, &QPushButton::clicked, this, &MapMakerWindow::acceptSuggestions);
    form->addRow(accept);
    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    // What the tool at hand asks for, and what the last step did, under the tools.
    auto *side = new QWidget;
    auto *column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(scroll, 1);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(5 * fontMetrics().height());
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_status->setFrameShape(QFrame::StyledPanel);
    column->addWidget(m_status);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_view);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);
    connect(m_game, &QComboBox::currentIndexChanged, this,
            [this] { setGame(m_game->currentData().toString()); });
    connect(m_shifted, &QComboBox::currentIndexChanged, this, [this] {
        MapDraft::Grid g = m_draft.gridSettings();
        const QString s = m_shifted->currentData().toString();
        g.evenShifted =
            s.isEmpty() ? std::nullopt : std::optional<bool>(s == QStringLiteral("even"));
        if (g.lattice)
            applyGrid(g, tr("Shifted columns"));
    });
    setGame(QStringLiteral("nlb"));
    resize(1300, 850);
    say(tr("Open a picture of your map, then fit its grid."));
}

void MapMakerWindow::say(const QString &text)
{
    m_status->setText(text);
}

QString MapMakerWindow::status() const
{
    return m_status->text();
}

void MapMakerWindow::setGame(const QString &game)
{
    Result<json> key = m_library.terrainKeyFor(game.toStdString());
    if (!key) {
        say(errorText(key.error()));
        return;
    }
    m_draft.setGame(game.toStdString(), *key);
    auto fill = [](QComboBox *box, const std::vector<std::string> &ids) {
        box->clear();
        for (const std::string &id : ids)
            box->addItem(QString::fromStdString(id), QString::fromStdString(id));
    };
    fill(m_terrain, m_draft.hexTerrains());
    fill(m_feature, m_draft.hexsideFeatures());
    fill(m_path, m_draft.pathFeatures());
}

void MapMakerWindow::changed()
{
    m_view->update();
}

bool MapMakerWindow::openPicture(const QString &path)
{
    if (std::optional<QString> failed = m_draft.openPicture(path)) {
        say(*failed);
        return false;
    }
    m_undo->clear();
    m_marks.clear();
    m_view->setMarks({});
    m_view->setSuggestions({});
    m_view->fitPicture();
    if (m_title->text().isEmpty())
        m_title->setText(QFileInfo(path).completeBaseName());
    say(tr("%1: %2 x %3 pixels. Straighten it if it was taken at an angle, then fit the grid.")
            .arg(QFileInfo(path).fileName())
            .arg(m_draft.picture().width())
            .arg(m_draft.picture().height()));
    return true;
}

void MapMakerWindow::openDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("A picture of your map"), QDir::homePath(),
                                     tr("Pictures (*.png *.jpg *.jpeg *.gif *.bmp)"));
    if (!path.isEmpty())
        openPicture(path);
}

void MapMakerWindow::setTool(Tool tool)
{
    m_tools->button(int(tool))->setChecked(true);
    m_marks.clear();
    m_view->setMarks({});
}

MapMakerWindow::Tool MapMakerWindow::tool() const
{
    return Tool(m_tools->checkedId());
}

void MapMakerWindow::setPrintedId(const QString &id)
{
    m_printedId->setText(id);
}

void MapMakerWindow::setTerrain(const QString &terrain)
{
    m_terrain->setCurrentIndex(m_terrain->findData(terrain));
}

void MapMakerWindow::setFeature(const QString &feature)
{
    const int hexside = m_feature->findData(feature);
    if (hexside >= 0)
        m_feature->setCurrentIndex(hexside);
    const int path = m_path->findData(feature);
    if (path >= 0)
        m_path->setCurrentIndex(path);
}

void MapMakerWindow::setLabel(const QString &text)
{
    m_label->setText(text);
}

void MapMakerWindow::applyGrid(MapDraft::Grid grid, const QString &text)
{
    const MapDraft::Grid before = m_draft.gridSettings();
    grid.hexMm = m_hexMm->value();
    if (std::optional<QString> failed = m_draft.setGrid(grid)) {
        m_draft.setGrid(before);
        say(*failed);
        changed();
        return;
    }
    m_draft.setGrid(before);
    m_undo->push(new GridCommand(
        &m_draft, before, grid, [this] { changed(); }, text));
    const HexGridLayout &l = m_draft.grid().layout();
    QString notes;
    for (const std::string &n : m_draft.notes())
        notes += QStringLiteral("\n") + QString::fromStdString(n);
    say(tr("The grid: %1 x %2 hexes, %3 to %4.%5")
            .arg(l.columns)
            .arg(l.rows)
            .arg(QString::fromStdString(
                     m_draft.grid().id(m_draft.grid().fromOffset(l.firstColumn, l.firstRow))),
                 QString::fromStdString(m_draft.grid().id(m_draft.grid().fromOffset(
                     l.firstColumn + l.columns - 1, l.firstRow + l.rows - 1))),
                 notes));
}

void MapMakerWindow::paint(const std::map<std::string, std::string> &hexes, const QString &text,
                           int stroke)
{
    if (!hexes.empty())
        m_undo->push(new PaintCommand(
            &m_draft, hexes, [this] { changed(); }, text, stroke));
}

void MapMakerWindow::clickedAt(PicturePoint point)
{
    const Tool t = tool();
    if (t == Tool::Corners) {
        m_marks.push_back(point);
        m_view->setMarks(m_marks);
        if (m_marks.size() == 4) {
            const std::array<PicturePoint, 4> corners = {m_marks[0], m_marks[1], m_marks[2],
                                                         m_marks[3]};
            m_marks.clear();
            m_view->setMarks({});
            if (std::optional<QString> failed = m_draft.straighten(corners)) {
                say(*failed);
                return;
            }
            m_undo->clear(); // a new picture: the grid and painting start again
            m_view->fitPicture();
            say(tr("Straightened: %1 x %2 pixels. Now fit the grid.")
                    .arg(m_draft.picture().width())
                    .arg(m_draft.picture().height()));
        }
        return;
    }
    if (t == Tool::Centres) {
        m_marks.push_back(point);
        m_view->setMarks(m_marks);
        if (m_marks.size() == 3) {
            Result<PictureLattice> lattice = latticeFromCentres(m_marks[0], m_marks[1], m_marks[2]);
            m_marks.clear();
            m_view->setMarks({});
            if (!lattice) {
                say(errorText(lattice.error()));
                return;
            }
            MapDraft::Grid g = m_draft.gridSettings();
            g.lattice = *lattice;
            g.outlines.clear();
            applyGrid(g, tr("Grid by three centres"));
        }
        return;
    }
    if (t == Tool::Number) {
        const QString id = m_printedId->text().trimmed();
        if (id.isEmpty()) {
            say(tr("Type the hex's printed id first, then click the hex."));
            return;
        }
        MapDraft::Grid g = m_draft.gridSettings();
        if (!g.lattice) {
            say(tr("Fit the grid first."));
            return;
        }
        g.typed.push_back({point, id.toStdString(), std::nullopt});
        if (g.typed.size() > 2)
            g.typed.erase(g.typed.begin());
        if (g.typed.size() < 2) {
            m_draft.setGrid(g); // kept for the second id; the numbering is read from both
            say(tr("Hex %1 typed: type a second hex's id, in a column of the other parity.")
                    .arg(id));
            return;
        }
        applyGrid(g, tr("Number from %1 and %2")
                         .arg(QString::fromStdString(g.typed[0].id),
                              QString::fromStdString(g.typed[1].id)));
        return;
    }
    if (!m_draft.hasGrid()) {
        say(tr("Fit the grid first (or click three hex centres)."));
        return;
    }
    const std::optional<Hex> hex = m_draft.hexAt(point);
    const HexGrid &grid = m_draft.grid();
    if (t == Tool::Hexside) {
        const auto side = m_draft.hexsideAt(point);
        const std::string feature = m_feature->currentData().toString().toStdString();
        if (!side || feature.empty())
            return;
        m_undo->push(new HexsideCommand(&m_draft,
                                        MapDraft::side(grid.id(side->first), grid.id(side->second)),
                                        feature, [this] { changed(); }));
        return;
    }
    if (!hex)
        return;
    const std::string id = grid.id(*hex);
    if (t == Tool::Paint) {
        ++m_stroke;
        m_lastPainted = id;
        paint({{id, m_terrain->currentData().toString().toStdString()}},
              tr("Paint %1").arg(m_terrain->currentText()), m_stroke);
    } else if (t == Tool::Fill) {
        // Every hex joined to this one through hexes of its terrain.
        const std::string from = m_draft.terrainOf(id);
        const std::string to = m_terrain->currentData().toString().toStdString();
        if (from == to)
            return;
        std::map<std::string, std::string> filled;
        std::deque<Hex> next = {*hex};
        std::set<Hex> seen = {*hex};
        while (!next.empty()) {
            const Hex h = next.front();
            next.pop_front();
            filled[grid.id(h)] = to;
            for (Hex n : HexGrid::neighbours(h))
                if (grid.contains(n) && !seen.count(n) && m_draft.terrainOf(grid.id(n)) == from) {
                    seen.insert(n);
                    next.push_back(n);
                }
        }
        paint(
            filled,
            tr("Fill %n hexes with %1", nullptr, int(filled.size())).arg(m_terrain->currentText()));
    } else if (t == Tool::Road) {
        if (!m_road.empty()) {
            Result<Hex> last = grid.parseId(m_road.back());
            if (last && !HexGrid::adjacent(*last, *hex)) {
                say(tr("%1 is not next to %2: a road runs from hex to adjacent hex.")
                        .arg(QString::fromStdString(id), QString::fromStdString(m_road.back())));
                return;
            }
        }
        m_road.push_back(id);
        m_marks.push_back(m_draft.centreOf(*hex));
        m_view->setMarks(m_marks);
    } else {
        bool edge = false;
        for (Hex n : HexGrid::neighbours(*hex))
            edge = edge || !grid.contains(n);
        if ((t == Tool::Entry || t == Tool::Exit) && !edge) {
            say(tr("%1 is not on the map's edge: units enter and leave there.")
                    .arg(QString::fromStdString(id)));
            return;
        }
        const QString text = m_label->text().trimmed();
        const LabelCommand::Kind kind = t == Tool::Name    ? LabelCommand::Kind::Name
                                        : t == Tool::Entry ? LabelCommand::Kind::Entry
                                                           : LabelCommand::Kind::Exit;
        std::optional<std::string> label;
        if (!text.isEmpty() || kind != LabelCommand::Kind::Name)
            label = text.toStdString();
        m_undo->push(new LabelCommand(&m_draft, kind, id, label, [this] { changed(); }));
    }
}

void MapMakerWindow::draggedAt(PicturePoint point)
{
    if (tool() != Tool::Paint || !m_draft.hasGrid())
        return;
    const std::optional<Hex> hex = m_draft.hexAt(point);
    if (!hex)
        return;
    const std::string id = m_draft.grid().id(*hex);
    if (m_lastPainted == id)
        return;
    m_lastPainted = id;
    paint({{id, m_terrain->currentData().toString().toStdString()}},
          tr("Paint %1").arg(m_terrain->currentText()), m_stroke);
}

void MapMakerWindow::endRoad()
{
    if (m_road.size() >= 2)
        m_undo->push(new PathCommand(&m_draft,
                                     {m_path->currentData().toString().toStdString(), m_road},
                                     [this] { changed(); }));
    m_road.clear();
    m_marks.clear();
    m_view->setMarks({});
}

QString MapMakerWindow::cliProgram() const
{
    // umpire-cli beside umpire (installed, build/bin), or in the build's bin from its tests.
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(QStringLiteral("umpire-cli")),
                                     here.filePath(QStringLiteral("../bin/umpire-cli"))})
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    return {};
}

std::optional<QByteArray> MapMakerWindow::runCli(const QStringList &arguments, const QString &what)
{
    const QString cli = cliProgram();
    if (cli.isEmpty()) {
        say(tr("%1 needs umpire-cli beside umpire (and Umpire's camera part, for OpenCV): click "
               "three hex centres instead.")
                .arg(what));
        return std::nullopt;
    }
    QProcess process;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    process.start(cli, arguments);
    const bool finished = process.waitForFinished(180000);
    QApplication::restoreOverrideCursor();
    if (!finished || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
        say(tr("%1 did not succeed: %2").arg(what, err.isEmpty() ? process.errorString() : err));
        return std::nullopt;
    }
    return process.readAllStandardOutput();
}

bool MapMakerWindow::fitGrid()
{
    if (m_draft.picture().isNull()) {
        say(tr("Open a picture first."));
        return false;
    }
    // The picture as it is now (straightened, it is not the file opened).
    QTemporaryDir dir;
    QString picture = m_draft.picturePath();
    if (m_draft.straightened()) {
        picture = dir.filePath(QStringLiteral("straightened.png"));
        m_draft.picture().save(picture, "PNG");
    }
    std::optional<QByteArray> out = runCli(
        {QStringLiteral("map"), QStringLiteral("fit-grid"), picture, QStringLiteral("--json")},
        tr("Fitting the grid"));
    if (!out)
        return false;
    const json doc = json::parse(out->toStdString(), nullptr, false);
    if (doc.is_discarded() || !doc.contains("fit")) {
        say(tr("Fitting the grid gave no answer Umpire reads."));
        return false;
    }
    const json &f = doc["fit"]["lattice"];
    PictureLattice l;
    l.orientation =
        f["orientation"] == "flat-top" ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    l.origin = {f["originPx"][0].get<double>(), f["originPx"][1].get<double>()};
    l.columnStep = {f["columnStepPx"][0].get<double>(), f["columnStepPx"][1].get<double>()};
    l.rowStep = {f["rowStepPx"][0].get<double>(), f["rowStepPx"][1].get<double>()};
    MapDraft::Grid g = m_draft.gridSettings();
    g.lattice = l;
    g.outlines.clear();
    for (const json &o : doc["fit"].value("outlines", json::array()))
        g.outlines.push_back({o[0].get<int>(), o[1].get<int>(), o[2].get<double>()});
    applyGrid(g, tr("Fit the grid"));
    return m_draft.hasGrid();
}

bool MapMakerWindow::suggestTerrain()
{
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("draft.json"));
    if (std::optional<QString> failed = m_draft.save(map, m_title->text().toStdString())) {
        say(*failed);
        return false;
    }
    std::optional<QByteArray> out = runCli(
        {QStringLiteral("map"), QStringLiteral("suggest-terrain"), map, QStringLiteral("--json")},
        tr("Suggesting the terrain"));
    if (!out)
        return false;
    const json doc = json::parse(out->toStdString(), nullptr, false);
    std::map<std::string, std::string> suggestions;
    if (!doc.is_discarded())
        for (const json &s : doc.value("suggestions", json::array()))
            suggestions[s.value("hex", "")] = s.value("terrain", "");
    m_view->setSuggestions(suggestions);
    say(tr("%n hexes proposed (dashed): accept them, or repaint those that are wrong first.",
           nullptr, int(suggestions.size())));
    return true;
}

void MapMakerWindow::acceptSuggestions()
{
    std::map<std::string, std::string> accepted;
    for (const auto &[hex, terrain] : m_view->suggestions())
        if (!m_draft.terrain.count(hex))
            accepted[hex] = terrain;
    paint(accepted, tr("Accept %n suggestions", nullptr, int(accepted.size())));
    m_view->setSuggestions({});
}

bool MapMakerWindow::saveTo(const QString &path)
{
    if (std::optional<QString> failed = m_draft.save(
            path, m_title->text().isEmpty() ? QFileInfo(path).completeBaseName().toStdString()
                                            : m_title->text().toStdString())) {
        say(*failed);
        return false;
    }
    m_undo->setClean();
    say(tr("Saved %1, its picture beside it.").arg(path));
    return true;
}

void MapMakerWindow::saveDialog()
{
    const QString folder = QString::fromStdString((userRuleDataDir() / "maps").string());
    QDir().mkpath(folder);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the map"),
        folder + QLatin1Char('/') +
            QString::fromStdString(ruleDataId(m_title->text().toStdString())) +
            QStringLiteral(".json"),
        tr("Umpire maps (*.json)"));
    if (!path.isEmpty())
        saveTo(path);
}
