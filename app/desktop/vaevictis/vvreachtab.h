#pragma once

#include "vvanswerview.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QPair>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

// The Range and command tab of the Vae Victis dialog: at a distance measured on the table, whether
// an element's weapon reaches and at which band with its factors (VV 7.2), whether a point is
// inside an element's zone of control (VV 6), and whether troops are in their general's command
// and at what cost (VV 5.2): the questions of `umpire-cli vv fire-range|zone-of-control|command`,
// asked of the engine, with the terrain and the circumstances the measure tab leaves out.
class VvReachTab : public QWidget
{
    Q_OBJECT

  public:
    explicit VvReachTab(vvui::Ask ask, QWidget *parent = nullptr);

    // The game's "data" answer (its elements' weapons, its terrain) and its elements as (label,
    // unit id).
    void setGame(const nlohmann::json &gameData, const QList<QPair<QString, QString>> &units);
    void setScale(const QString &scale) { m_scale = scale; }
    QString reportText() const;
    nlohmann::json inputs() const;
    void restore(const nlohmann::json &inputs);

  public slots:
    void judgeFireRange();
    void judgeZoneOfControl();
    void judgeCommand();

  private:
    QWidget *buildFireBox();
    QWidget *buildZoneBox();
    QWidget *buildCommandBox();
    void fillWeapons(); // the chosen firer's weapons
    nlohmann::json distance() const;

    vvui::Ask m_ask;
    nlohmann::json m_data;
    QString m_scale;
    QDoubleSpinBox *m_distance;
    QComboBox *m_unit, *m_firer, *m_weapon, *m_firerTerrain, *m_targetTerrain, *m_projector,
        *m_projectorTerrain;
    QCheckBox *m_inFront, *m_square, *m_inSight, *m_generalLost, *m_artilleryWithOthers,
        *m_firstMove;
    VvAnswerView *m_answer;
};
