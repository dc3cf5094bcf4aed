#pragma once

#include "mapdraft.h"

#include <QWidget>

#include <map>
#include <string>
#include <vector>

// The picture of the map being made, and over it what is known of the map: the hex grid (a live
// overlay, drawn again whenever the grid changes), the painted terrain, the classifier's proposals
// (dashed), hexside features, roads, names, entries and exits, and the points clicked for the tool
// at hand. The wheel zooms about the pointer, the right button pans; a left click or drag gives
// the point of the picture under it.
class MapMakerView : public QWidget
{
    Q_OBJECT

  public:
    explicit MapMakerView(const MapDraft *draft, QWidget *parent = nullptr);

    // The classifier's proposals, by hex id, shown until accepted or repainted.
    void setSuggestions(std::map<std::string, std::string> suggestions);
    const std::map<std::string, std::string> &suggestions() const { return m_suggestions; }
    // The points clicked so far for the tool at hand (corners, centres, a road's hexes).
    void setMarks(std::vector<umpire::PicturePoint> marks);
    // Fits the whole picture in the view.
    void fitPicture();
    // Where a point of the picture is in the view, and back.
    QPointF toView(umpire::PicturePoint p) const;
    umpire::PicturePoint toPicture(QPointF p) const;
    // The colour a terrain or feature is painted in.
    static QColor colourOf(const std::string &id);

  signals:
    void clicked(umpire::PicturePoint point);
    void dragged(umpire::PicturePoint point);

  protected:
    void paintEvent(QPaintEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

  private:
    QPolygonF hexPolygon(umpire::Hex hex) const;
    const MapDraft *m_draft;
    std::map<std::string, std::string> m_suggestions;
    std::vector<umpire::PicturePoint> m_marks;
    double m_scale = 1;
    QPointF m_offset; // the picture's top-left corner in the view
    bool m_fitted = false;
    std::optional<QPointF> m_panFrom;
};
