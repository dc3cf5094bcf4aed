#include "settings.h"

#include <QFileInfo>
#include <QLocale>

Settings::Settings()
    : m_settings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("umpire"),
                 QStringLiteral("umpire"))
{
}

QStringList Settings::recentFiles() const
{
    return m_settings.value(QStringLiteral("recentFiles")).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecent)
        files.removeLast();
    m_settings.setValue(QStringLiteral("recentFiles"), files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(QStringLiteral("recentFiles"), files);
}

QString Settings::language() const
{
    const QString chosen = m_settings.value(QStringLiteral("language")).toString();
    if (chosen == QLatin1String("en") || chosen == QLatin1String("fr"))
        return chosen;
    return QLocale().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
}

void Settings::setLanguage(const QString &code)
{
    m_settings.setValue(QStringLiteral("language"), code);
}

bool Settings::speakResults() const
{
    return m_settings.value(QStringLiteral("speakResults"), false).toBool();
}
void Settings::setSpeakResults(bool on)
{
    m_settings.setValue(QStringLiteral("speakResults"), on);
}
bool Settings::diceSound() const
{
    return m_settings.value(QStringLiteral("diceSound"), false).toBool();
}
void Settings::setDiceSound(bool on)
{
    m_settings.setValue(QStringLiteral("diceSound"), on);
}

QString Settings::rulesFolder() const
{
    return m_settings.value(QStringLiteral("rulesFolder")).toString();
}
void Settings::setRulesFolder(const QString &folder)
{
    m_settings.setValue(QStringLiteral("rulesFolder"), folder);
}

int Settings::journalLockSeconds() const
{
    bool ok = false;
    const int seconds = m_settings.value(QStringLiteral("journalLockSeconds"), 5).toInt(&ok);
    return ok && seconds >= 0 && seconds <= 3600 ? seconds : 5;
}

void Settings::setJournalLockSeconds(int seconds)
{
    m_settings.setValue(QStringLiteral("journalLockSeconds"), seconds);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(QStringLiteral("window/geometry")).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(QStringLiteral("window/geometry"), geometry);
}
QByteArray Settings::windowState() const
{
    return m_settings.value(QStringLiteral("window/state")).toByteArray();
}
void Settings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(QStringLiteral("window/state"), state);
}

bool Settings::n1815PlayersScreen() const
{
    return m_settings.value(QStringLiteral("n1815/playersScreen"), true).toBool();
}
void Settings::setN1815PlayersScreen(bool on)
{
    m_settings.setValue(QStringLiteral("n1815/playersScreen"), on);
}

QString Settings::playersViewAddress() const
{
    return m_settings.value(QStringLiteral("playersView/address")).toString();
}
void Settings::setPlayersViewAddress(const QString &address)
{
    m_settings.setValue(QStringLiteral("playersView/address"), address);
}

int Settings::playersViewPort() const
{
    return m_settings.value(QStringLiteral("playersView/port"), 0).toInt();
}
void Settings::setPlayersViewPort(int port)
{
    m_settings.setValue(QStringLiteral("playersView/port"), port);
}

QString Settings::playersViewLanguage() const
{
    return m_settings.value(QStringLiteral("playersView/language")).toString();
}
void Settings::setPlayersViewLanguage(const QString &code)
{
    m_settings.setValue(QStringLiteral("playersView/language"), code);
}

QString Settings::vassalUnits(const QString &module) const
{
    return m_settings.value(QStringLiteral("vassal/") + module + QStringLiteral("/units"))
        .toString();
}
void Settings::setVassalUnits(const QString &module, const QString &csv)
{
    m_settings.setValue(QStringLiteral("vassal/") + module + QStringLiteral("/units"), csv);
}
