#include "vvanswertext.h"

#include "datatext.h"
#include "explanation.h"

#include <QCoreApplication>
#include <QStringList>

using nlohmann::json;

namespace vvui {

QString stepsText(const json &answer)
{
    QString text;
    for (const json &s : answer.value("steps", json::array())) {
        const umpire::Step step = s.get<umpire::Step>();
        QString line = QString::fromStdString(step.rule).toHtmlEscaped() + QStringLiteral(" · ") +
                       stepText(step).toHtmlEscaped();
        const QString before = QString::fromStdString(step.before).toHtmlEscaped(),
                      after = QString::fromStdString(step.after).toHtmlEscaped();
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
        stand << QString::fromStdString(u.value("text", ""));
    if (stand.isEmpty())
        return QString();
    return QCoreApplication::translate("MiniaturesDialog",
                                       "Unverified data decided this answer: %1")
        .arg(stand.join(QStringLiteral("; ")));
}

} // namespace vvui
