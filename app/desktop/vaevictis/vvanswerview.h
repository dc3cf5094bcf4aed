#pragma once

#include <nlohmann/json.hpp>

#include <QString>
#include <QWidget>

#include <functional>

class QLabel;

namespace vvui {

// A question to the engine, for the dialog's game (and its battle, when one is open): the
// answer, or null with the engine's reason in `error`.
using Ask = std::function<nlohmann::json(const nlohmann::json &request, QString *error)>;

// Each step of an answer with its rule and numbers, as HTML lines after its headline.
QString stepsText(const nlohmann::json &answer);
// The stand-ins that decided the answer, in words; empty when there are none.
QString unverifiedText(const nlohmann::json &answer);

} // namespace vvui

// The answer column of a tab of the Vae Victis dialog: what the engine answered in a headline,
// the details under it, every step with its rule, and the stand-ins that decided it; or the
// engine's refusal, in words.
class VvAnswerView : public QWidget
{
    Q_OBJECT

  public:
    explicit VvAnswerView(const QString &objectName, QWidget *parent = nullptr);

    void showAnswer(const nlohmann::json &answer, const QString &headline,
                    const QString &detail = {});
    void refuse(const QString &error);
    void clear();
    QString text() const; // the headline, the details and the steps

  private:
    QLabel *m_headline, *m_report, *m_unverified;
};
