#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

// A name from the rule data (a result, a terrain, a phase) in the app's language: its translation
// in the "rulesdata" context (rulesdatatexts.cpp), or the name as the data gives it (a user's own
// data).
inline QString dataText(const std::string &name)
{
    return QCoreApplication::translate("rulesdata", name.c_str());
}
