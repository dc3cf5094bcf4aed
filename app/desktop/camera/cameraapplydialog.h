#pragma once

#include "camerachange.h"

#include <QDialog>

#include <optional>

namespace umpire {
class HexGrid;
}

class QLabel;
class QTableWidget;

// The changes the camera proposes, shown for the referee to confirm or correct before they are
// journaled: a tick keeps a change, the destination of a move can be retyped, and a hex that is
// not on the map is refused with its name.
class CameraApplyDialog : public QDialog
{
    Q_OBJECT

  public:
    enum Column { Keep, Marker, Change, From, To };

    // grid: the map's hexes, to check what the referee types; none: any id is taken as typed.
    CameraApplyDialog(const QList<CameraChange> &changes, const umpire::HexGrid *grid,
                      QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QString error() const;
    // The changes ticked, as corrected (valid once accepted).
    QList<CameraChange> kept() const { return m_kept; }
    // Every change shown: applied or dismissed, none of them is proposed again.
    QList<int> shown() const;

    // Accepts only when every ticked move goes to a hex of the map.
    void accept() override;

  private:
    QList<CameraChange> m_changes;
    const umpire::HexGrid *m_grid;
    QTableWidget *m_table;
    QLabel *m_error;
    QList<CameraChange> m_kept;
};
