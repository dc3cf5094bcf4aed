#pragma once

#include "vvanswerview.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QPair>
#include <QWidget>

class QComboBox;
class QSpinBox;

// The Table and bases tab of the Vae Victis dialog: the size of the table for the corps the larger
// side brings (VV 3) and an element's base at the figures' scale (VV 1), the questions of
// `umpire-cli vv table|base`, asked of the engine.
class VvTableTab : public QWidget
{
    Q_OBJECT

  public:
    explicit VvTableTab(vvui::Ask ask, QWidget *parent = nullptr);

    void setGame(const QList<QPair<QString, QString>> &units); // (label, unit id)
    void setScale(const QString &scale) { m_scale = scale; }
    QString reportText() const;
    nlohmann::json inputs() const;
    void restore(const nlohmann::json &inputs);

  public slots:
    void judgeTable();
    void judgeBase();

  private:
    vvui::Ask m_ask;
    QString m_scale;
    QSpinBox *m_corps;
    QComboBox *m_element;
    VvAnswerView *m_answer;
};
