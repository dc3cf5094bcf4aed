#include "datatext.h"

#include <QCoreApplication>
#include <QTranslator>

#include <functional>

QString dataText(const std::string &name)
{
    return QCoreApplication::translate("rulesdata", name.c_str());
}

namespace {

// A message with each phrase looked up by `translate` (context, source; empty: none).
QString translatedMessage(const umpire::Message &message,
                          const std::function<QString(const char *, const char *)> &translate)
{
    // The engine's own phrases are in the "engine" context (enginetexts.cpp); a phrase without a
    // translation there may be a name from the rule data.
    const QString source = QString::fromStdString(message.format);
    QString translated = translate("engine", message.format.c_str());
    if (translated.isEmpty() || translated == source)
        translated = translate("rulesdata", message.format.c_str());
    if (translated.isEmpty())
        translated = source;
    if (message.args.empty())
        return translated;
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
            if (index >= 0 && index < int(message.args.size())) {
                out += translatedMessage(message.args[std::size_t(index)], translate);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString messageText(const umpire::Message &message)
{
    return translatedMessage(message, [](const char *context, const char *source) {
        return QCoreApplication::translate(context, source);
    });
}

QString messageText(const umpire::Message &message, const QTranslator *translator)
{
    return translatedMessage(message, [translator](const char *context, const char *source) {
        return translator ? translator->translate(context, source) : QString();
    });
}

QString stepText(const umpire::Step &step)
{
    return messageText(step.message.empty() ? umpire::Message(step.text) : step.message);
}

QString errorText(const umpire::Error &error)
{
    return messageText(error.what.empty() ? umpire::Message(error.message) : error.what);
}
