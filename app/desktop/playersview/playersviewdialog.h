#pragma once

#include <QDialog>

class GameSession;
class PlayersViewServer;
class QComboBox;
class QLabel;
class QPrinter;
class QPushButton;
class QSpinBox;
class QVBoxLayout;
class Settings;

// Game > Players' view: the referee starts and stops the players' view of one game, chooses the
// address and port it listens on and the pages' language, and shows each view's link as a QR code
// to scan with a phone, to copy, to print, or to revoke for a new one. Each link is named after its
// game and its view ("Aspern - Table"): with several games open, each has its own links.
class PlayersViewDialog : public QDialog
{
    Q_OBJECT

  public:
    PlayersViewDialog(PlayersViewServer *server, Settings *settings, QWidget *parent = nullptr);

    // Starts serving as the form says (the address, the port, the language); false after saying
    // why on the dialog.
    bool start();
    // The links, each with its view's name and QR code, on a printer the referee chooses...
    void print();
    // ...or on this one (a PDF file).
    void printOn(QPrinter &printer) const;

  private:
    void rebuild(); // the views' rows, after a start, a stop or a new link
    QString chosenAddress() const;
    QString gameName() const; // the served game's title and system, or "" without one
    QString viewName(const QString &view) const; // the game's title and the view's name

    PlayersViewServer *m_server;
    Settings *m_settings;
    QComboBox *m_address = nullptr;
    QSpinBox *m_port = nullptr;
    QComboBox *m_language = nullptr;
    QPushButton *m_startStop = nullptr;
    QPushButton *m_print = nullptr;
    QLabel *m_status = nullptr;
    QVBoxLayout *m_rows = nullptr;
};

// Keeps `server` on the session's open game: the game it serves follows the session, and every
// journaled event is published.
void followSession(PlayersViewServer *server, GameSession *session);
