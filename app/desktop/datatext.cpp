#include "datatext.h"

#include <QCoreApplication>

QString dataText(const std::string &name)
{
    return QCoreApplication::translate("rulesdata", name.c_str());
}

QString engineText(const std::string &format, const std::vector<std::string> &args)
{
    // The engine's own phrases are in the "engine" context (enginetexts.cpp); a phrase without a
    // translation there may be a name from the rule data.
    const QString source = QString::fromStdString(format);
    QString translated = QCoreApplication::translate("engine", format.c_str());
    if (args.empty() && translated == source)
        translated = dataText(format);
    QString out;
    out.reserve(translated.size() + 16);
    for (qsizetype i = 0; i < translated.size(); ++i) {
        const QChar c = translated.at(i);
        if (c == u'%' && i + 1 < translated.size()) {
            const QChar next = translated.at(i + 1);
            if (next == u'%') {
                out += u'%';
                ++i;
                continue;
            }
            const int index = next.digitValue() - 1;
            if (index >= 0 && index < int(args.size())) {
                out += dataText(args[std::size_t(index)]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString messageText(const umpire::Message &message)
{
    return engineText(message.format, message.args);
}

QString stepText(const umpire::Step &step)
{
    return step.format.empty() ? engineText(step.text, {}) : engineText(step.format, step.args);
}
