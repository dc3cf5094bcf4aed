#pragma once

#include "vvanswerview.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QPair>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QTableWidget;

// The Movement tab of the Vae Victis dialog: what is left of an element's move along a path across
// several terrains (VV 5.4), a formation change's cost (VV 5.6), whether one element may pass
// through another (VV 5.3) and whether a move may be strategic (VV 5.5): the questions of
// `umpire-cli vv move|formation|pass-through|strategic-move`, asked of the engine.
class VvMovementTab : public QWidget
{
    Q_OBJECT

  public:
    explicit VvMovementTab(vvui::Ask ask, QWidget *parent = nullptr);

    // The game's "data" answer (its terrain), its elements as (label, unit id), and the figures'
    // scale distances are measured at.
    void setGame(const nlohmann::json &gameData, const QList<QPair<QString, QString>> &units);
    void setScale(const QString &scale) { m_scale = scale; }
    QString reportText() const;
    // The request the path fields describe.
    nlohmann::json moveRequest() const;
    // What the referee entered, by id; and given back (what the game still has).
    nlohmann::json inputs() const;
    void restore(const nlohmann::json &inputs);

  public slots:
    void judgeMove();
    void judgeFormation();
    void judgePassThrough();
    void judgeStrategicMove();
    void addStretch();
    void removeStretch();

  private:
    QWidget *buildMoveBox();
    QWidget *buildFormationBox();
    QWidget *buildPassThroughBox();
    QWidget *buildStrategicBox();
    nlohmann::json distance(double value) const; // in the unit chosen, at the scale

    vvui::Ask m_ask;
    nlohmann::json m_terrain = nlohmann::json::array(), m_columns = nlohmann::json::array();
    QString m_scale;
    QComboBox *m_unit, *m_moveElement, *m_formation, *m_changeElement, *m_change, *m_mover,
        *m_through;
    QTableWidget *m_path; // a stretch a row: its terrain and its length
    QCheckBox *m_facing;
    QDoubleSpinBox *m_start, *m_end;
    VvAnswerView *m_answer;
};
