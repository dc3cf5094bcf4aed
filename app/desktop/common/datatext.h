#pragma once

#include "explanation.h"
#include "message.h"
#include "result.h"

#include <QString>

class QTranslator;

#include <string>
#include <vector>

// The engine's UTF-8 text as it is, where no translation applies (an id, a file name).
inline QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// A name from the rule data (a result, a terrain, a phase) in the app's language: its translation
// in the "rulesdata" context (rulesdatatexts.cpp), or the name as the data gives it (a user's own
// data).
QString dataText(const std::string &name);

// An engine text in the app's language: the format's translation in the "engine" context
// (enginetexts.cpp) or, failing that, in the "rulesdata" one, with %1..%9 replaced by the
// arguments, each shown the same way; the English text when there is no translation.
QString messageText(const umpire::Message &message);
// The same in the language of `translator` rather than the app's (the players' view serves English
// and French at once); with no translator, English.
QString messageText(const umpire::Message &message, const QTranslator *translator);
QString stepText(const umpire::Step &step); // a resolution step's text
// An engine error in the app's language (its message's translation, else its English text).
QString errorText(const umpire::Error &error);
