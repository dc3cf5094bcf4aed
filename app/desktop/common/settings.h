#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>

// The app's preferences, typed, over QSettings ("umpire" in the user's configuration folder).
class Settings
{
  public:
    Settings();

    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // most recent first, at most maxRecent
    void removeRecentFile(const QString &path);
    static constexpr int maxRecent = 8;

    QString language() const; // "en" or "fr"; the system's when never chosen
    void setLanguage(const QString &code);

    bool speakResults() const;
    void setSpeakResults(bool on);
    bool diceSound() const;
    void setDiceSound(bool on);

    QString rulesFolder() const; // where the rule texts are, for Help (may be empty)
    void setRulesFolder(const QString &folder);

    // How long to wait for another program's lock on the journal (umpire::Journal::lockTimeout).
    int journalLockSeconds() const; // 5 when never chosen
    void setJournalLockSeconds(int seconds);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // Whether the Napoleon 1815 window is a screen the players see: their hands, the odds and the
    // French objectives hidden until asked; true when never chosen.
    bool n1815PlayersScreen() const;
    void setN1815PlayersScreen(bool on);

    // The players' view: the address it listens on (empty: the local network's), its
    // port (0: a free one) and the pages' language ("" for each browser's, "en", "fr").
    QString playersViewAddress() const;
    void setPlayersViewAddress(const QString &address);
    int playersViewPort() const;
    void setPlayersViewPort(int port);
    QString playersViewLanguage() const;
    void setPlayersViewLanguage(const QString &code);

    // What a VASSAL module's pieces do not say, as the referee gave it the last time that module
    // was imported (a units table's CSV text), by the module's name and version.
    QString vassalUnits(const QString &module) const;
    void setVassalUnits(const QString &module, const QString &csv);

  private:
    QSettings m_settings;
};
