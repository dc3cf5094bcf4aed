#pragma once

#include "mapdraft.h"
#include "rulesetlibrary.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class MapMakerView;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QUndoStack;

// File > New map from a picture: a map made from a scan, a photograph or a board's image. The
// picture is opened (and straightened from its four corners when it was taken at an angle), the
// hex grid fitted on it (the printed grid found by umpire-cli map fit-grid, which needs OpenCV) or
// given by three clicked centres, the numbering read from two typed hex ids, and the map painted:
// terrain with a brush or a fill, hexsides clicked for rivers, streams, bridges and crests, roads
// drawn hex by hex, hexes named, entries and exits marked, the classifier's proposals confirmed or
// repainted. Every step is undone and redone (Ctrl+Z, Ctrl+Shift+Z). Saved as a map file with its
// picture beside it.
class MapMakerWindow : public QMainWindow
{
    Q_OBJECT

  public:
    enum class Tool { Corners, Centres, Number, Paint, Fill, Hexside, Road, Name, Entry, Exit };

    MapMakerWindow(const umpire::crt::RulesetLibrary &library, QWidget *parent = nullptr);

    // What the menu and the buttons do, also for a test.
    bool openPicture(const QString &path);
    void setTool(Tool tool);
    Tool tool() const;
    void setPrintedId(const QString &id); // the id the Number tool gives the next hex clicked
    void setTerrain(const QString &terrain);
    void setFeature(const QString &feature);
    void setLabel(const QString &text); // the name the Name, Entry and Exit tools give
    bool fitGrid();                     // umpire-cli map fit-grid: false, said why, when it cannot
    bool suggestTerrain();              // umpire-cli map suggest-terrain on the map as it is
    void acceptSuggestions();
    void endRoad();
    bool saveTo(const QString &path);
    const MapDraft &draft() const { return m_draft; }
    MapMakerView *view() const { return m_view; }
    QUndoStack *undoStack() const { return m_undo; }
    QString status() const; // the last thing said, for a test

  private:
    void clickedAt(umpire::PicturePoint point);
    void draggedAt(umpire::PicturePoint point);
    void paint(const std::map<std::string, std::string> &hexes, const QString &text,
               int stroke = 0);
    void applyGrid(MapDraft::Grid grid, const QString &text);
    void setGame(const QString &game);
    void changed();
    void say(const QString &text);
    QString cliProgram() const;
    std::optional<QByteArray> runCli(const QStringList &arguments, const QString &what);
    void saveDialog();
    void openDialog();

    const umpire::crt::RulesetLibrary &m_library;
    MapDraft m_draft;
    MapMakerView *m_view = nullptr;
    QUndoStack *m_undo = nullptr;
    QButtonGroup *m_tools = nullptr;
    QComboBox *m_game = nullptr, *m_terrain = nullptr, *m_feature = nullptr, *m_path = nullptr,
              *m_shifted = nullptr;
    QDoubleSpinBox *m_hexMm = nullptr;
    QLineEdit *m_printedId = nullptr, *m_label = nullptr, *m_title = nullptr;
    QLabel *m_status = nullptr;
    std::vector<umpire::PicturePoint> m_marks;
    std::vector<std::string> m_road;
    int m_stroke = 0;
    std::optional<std::string> m_lastPainted;
};
