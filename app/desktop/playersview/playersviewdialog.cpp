#include "playersviewdialog.h"

#include "datatext.h"
#include "gamesession.h"
#include "playersviewserver.h"
#include "qrcodeimage.h"
#include "settings.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

void followSession(PlayersViewServer *server, GameSession *session)
{
    server->setGame(session->module());
    QObject::connect(session, &GameSession::gameOpened, server,
                     [server, session] { server->setGame(session->module()); });
    QObject::connect(session, &GameSession::stateChanged, server, &PlayersViewServer::publish);
}

PlayersViewDialog::PlayersViewDialog(PlayersViewServer *server, Settings *settings, QWidget *parent)
    : QDialog(parent), m_server(server), m_settings(settings)
{
    setWindowTitle(tr("Players' view"));
    setObjectName(QStringLiteral("playersViewDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each player opens their own link on a phone, and the table's TV "
                                "opens the table's: they show the game as it goes, with what only "
                                "that player may see on that player's link alone. Nothing on them "
                                "can change the game."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_address = new QComboBox;
    m_address->setObjectName(QStringLiteral("playersViewAddress"));
    m_address->addItem(tr("This computer on the local network (%1)")
                           .arg(PlayersViewServer::localNetworkAddress().toString()),
                       QString());
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol)
            m_address->addItem(a.isLoopback() ? tr("%1 (this computer only)").arg(a.toString())
                                              : a.toString(),
                               a.toString());
    if (const int i = m_address->findData(m_settings->playersViewAddress()); i >= 0)
        m_address->setCurrentIndex(i);
    form->addRow(tr("Address"), m_address);
    m_port = new QSpinBox;
    m_port->setObjectName(QStringLiteral("playersViewPort"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("any free port"));
    m_port->setValue(m_settings->playersViewPort());
    form->addRow(tr("Port"), m_port);
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("playersViewLanguage"));
    m_language->addItem(tr("Each phone's own"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    if (const int i = m_language->findData(m_settings->playersViewLanguage()); i >= 0)
        m_language->setCurrentIndex(i);
    form->addRow(tr("Pages' language"), m_language);
    layout->addLayout(form);
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        m_settings->setPlayersViewLanguage(m_language->currentData().toString());
        m_server->setPageLanguage(m_language->currentData().toString());
        m_server->publish();
    });

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("playersViewStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *rows = new QWidget;
    m_rows = new QVBoxLayout(rows);
    auto *scroll = new QScrollArea;
    scroll->setWidget(rows);
    scroll->setWidgetResizable(true);
    scroll->setMinimumHeight(320);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_startStop = buttons->addButton(tr("Start"), QDialogButtonBox::ActionRole);
    m_startStop->setObjectName(QStringLiteral("playersViewStartStop"));
    m_print = buttons->addButton(tr("Print the links…"), QDialogButtonBox::ActionRole);
    m_print->setObjectName(QStringLiteral("playersViewPrint"));
    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (m_server->isListening())
            m_server->stop();
        else
            start();
        rebuild();
    });
    connect(m_print, &QPushButton::clicked, this, &PlayersViewDialog::print);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_server, &PlayersViewServer::viewsChanged, this, &PlayersViewDialog::rebuild);
    resize(720, 760);
    rebuild();
}

QString PlayersViewDialog::chosenAddress() const
{
    const QString chosen = m_address->currentData().toString();
    return chosen.isEmpty() ? PlayersViewServer::localNetworkAddress().toString() : chosen;
}

bool PlayersViewDialog::start()
{
    m_settings->setPlayersViewAddress(m_address->currentData().toString());
    m_settings->setPlayersViewPort(m_port->value());
    m_server->setPageLanguage(m_language->currentData().toString());
    umpire::Result<umpire::Ok> ok =
        m_server->listen(QHostAddress(chosenAddress()), quint16(m_port->value()));
    if (!ok) {
        m_status->setText(errorText(ok.error()));
        return false;
    }
    rebuild();
    return true;
}

QString PlayersViewDialog::gameName() const
{
    const umpire::GameModule *game = m_server->game();
    if (!game)
        return QString();
    const std::string &title = game->journal().header().title;
    return tr("%1 (%2)", "a game's title and its system")
        .arg(title.empty()
                 ? QFileInfo(QString::fromStdString(game->journal().path())).completeBaseName()
                 : QString::fromStdString(title),
             QString::fromStdString(game->systemName()));
}

QString PlayersViewDialog::viewName(const QString &view) const
{
    const umpire::GameModule *game = m_server->game();
    if (!game)
        return view;
    const std::string &title = game->journal().header().title;
    return tr("%1 — %2", "a game's title and one of its views: Aspern, Table")
        .arg(title.empty()
                 ? QFileInfo(QString::fromStdString(game->journal().path())).completeBaseName()
                 : QString::fromStdString(title),
             view);
}

void PlayersViewDialog::rebuild()
{
    const QString game = gameName();
    setWindowTitle(game.isEmpty() ? tr("Players' view") : tr("Players' view: %1").arg(game));
    while (QLayoutItem *item = m_rows->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const bool on = m_server->isListening();
    m_startStop->setText(on ? tr("Stop") : tr("Start"));
    m_print->setEnabled(on);
    m_address->setEnabled(!on);
    m_port->setEnabled(!on);
    if (!on) {
        m_status->setText(tr("The players' view is off."));
        return;
    }
    m_status->setText(
        tr("Serving on %1, port %2: phones and the TV must be on the same network as this "
           "computer.")
            .arg(m_server->address().toString())
            .arg(m_server->port()));
    for (const PlayersViewServer::View &view : m_server->views()) {
        auto *frame = new QFrame;
        frame->setObjectName(QStringLiteral("playersViewRow"));
        frame->setFrameShape(QFrame::StyledPanel);
        auto *grid = new QGridLayout(frame);
        const QString link = m_server->link(view).toString();
        auto *qr = new QLabel;
        qr->setObjectName(QStringLiteral("playersViewQr"));
        qr->setPixmap(QPixmap::fromImage(qrCodeImage(link.toUtf8(), 4)));
        grid->addWidget(qr, 0, 0, 3, 1);
        auto *name = new QLabel(viewName(messageText(view.choice.name)));
        name->setObjectName(QStringLiteral("playersViewName"));
        name->setWordWrap(true);
        QFont bold = name->font();
        bold.setBold(true);
        bold.setPointSizeF(bold.pointSizeF() * 1.2);
        name->setFont(bold);
        grid->addWidget(name, 0, 1);
        auto *text = new QLabel(link);
        text->setObjectName(QStringLiteral("playersViewLink"));
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setWordWrap(true);
        grid->addWidget(text, 1, 1);
        auto *actions = new QHBoxLayout;
        auto *copy = new QPushButton(tr("Copy link"));
        connect(copy, &QPushButton::clicked, this,
                [link] { QApplication::clipboard()->setText(link); });
        auto *renew = new QPushButton(tr("New link"));
        renew->setObjectName(QStringLiteral("playersViewRevoke"));
        renew->setToolTip(tr("The old link stops working at once, and the pages open on it "
                             "are closed"));
        connect(renew, &QPushButton::clicked, this, [this, id = view.id] { m_server->revoke(id); });
        actions->addWidget(copy);
        actions->addWidget(renew);
        actions->addStretch();
        grid->addLayout(actions, 2, 1);
        grid->setColumnStretch(1, 1);
        m_rows->addWidget(frame);
    }
    m_rows->addStretch();
}

void PlayersViewDialog::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print the players' links"));
    if (dialog.exec() == QDialog::Accepted)
        printOn(printer);
}

void PlayersViewDialog::printOn(QPrinter &printer) const
{
    QPainter painter(&printer);
    const QRect page = printer.pageLayout().paintRectPixels(printer.resolution());
    const int dpi = printer.resolution();
    int y = 0;
    for (const PlayersViewServer::View &view : m_server->views()) {
        const QString link = m_server->link(view).toString();
        const QImage qr = qrCodeImage(link.toUtf8(), 8);
        const int side = dpi * 2; // two inches: a phone reads it from across the table
        if (y + side > page.height()) {
            printer.newPage();
            y = 0;
        }
        painter.drawImage(QRect(0, y, side, side), qr);
        QFont font = painter.font();
        font.setPointSize(16);
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(QRect(side + dpi / 4, y, page.width() - side, dpi / 2),
                         Qt::AlignLeft | Qt::AlignVCenter, viewName(messageText(view.choice.name)));
        font.setPointSize(9);
        font.setBold(false);
        painter.setFont(font);
        painter.drawText(QRect(side + dpi / 4, y + dpi / 2, page.width() - side - dpi / 4, side),
                         Qt::AlignLeft | Qt::TextWrapAnywhere, link);
        y += side + dpi / 3;
    }
}
