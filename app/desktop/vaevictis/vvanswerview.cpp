#include "vvanswerview.h"

#include "datatext.h"
#include "explanation.h"
#include "unverifiedbanner.h"

#include <QCoreApplication>
#include <QLabel>
#include <QStringList>
#include <QVBoxLayout>

using nlohmann::json;

namespace vvui {

QString stepsText(const json &answer)
{
    QString text;
    for (const json &s : answer.value("steps", json::array())) {
        const umpire::Step step = s.get<umpire::Step>();
        QString line =
            qs(step.rule).toHtmlEscaped() + QStringLiteral(" · ") + stepText(step).toHtmlEscaped();
        const QString before = qs(step.before).toHtmlEscaped(),
                      after = qs(step.after).toHtmlEscaped();
        if (!before.isEmpty() && !after.isEmpty())
            line += QStringLiteral(" (%1 → %2)").arg(before, after);
        else if (!before.isEmpty() || !after.isEmpty())
            line += QStringLiteral(" (%1)").arg(before + after);
        text += QStringLiteral("<br>") + line;
    }
    return text;
}

QString unverifiedText(const json &answer)
{
    QStringList stand;
    for (const json &u : answer.value("unverified", json::array()))
        stand << qs(u.value("text", ""));
    if (stand.isEmpty())
        return QString();
    return QCoreApplication::translate("MiniaturesDialog",
                                       "Unverified data decided this answer: %1")
        .arg(stand.join(QStringLiteral("; ")));
}

} // namespace vvui

VvAnswerView::VvAnswerView(const QString &objectName, QWidget *parent) : QWidget(parent)
{
    setObjectName(objectName);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_headline = new QLabel;
    m_headline->setObjectName(objectName + QStringLiteral("Headline"));
    QFont big = m_headline->font();
    big.setPointSize(big.pointSize() + 3);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    layout->addWidget(m_headline);
    m_report = new QLabel;
    m_report->setObjectName(objectName + QStringLiteral("Report"));
    m_report->setWordWrap(true);
    m_report->setTextFormat(Qt::RichText);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_report);
    m_unverified = unverifiedBanner(objectName + QStringLiteral("Unverified"));
    m_unverified->hide();
    layout->addWidget(m_unverified);
    layout->addStretch(1);
}

void VvAnswerView::showAnswer(const json &answer, const QString &headline, const QString &detail)
{
    m_headline->setText(headline);
    m_report->setText(detail.toHtmlEscaped() + vvui::stepsText(answer));
    const QString stand = vvui::unverifiedText(answer);
    m_unverified->setText(stand);
    m_unverified->setVisible(!stand.isEmpty());
}

void VvAnswerView::refuse(const QString &error)
{
    m_headline->clear();
    m_report->setText(error.toHtmlEscaped());
    m_unverified->hide();
}

void VvAnswerView::clear()
{
    m_headline->clear();
    m_report->clear();
    m_unverified->hide();
}

QString VvAnswerView::text() const
{
    return m_headline->text() + QLatin1Char('\n') + m_report->text();
}
