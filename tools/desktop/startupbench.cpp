#include "startupbench.h"

#include "mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>

namespace {

long residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// Once the event loop runs, after what the start queued before it.
void reportWhenShown(QWidget *window)
{
    QTimer::singleShot(0, window, [window] {
        (void)window->grab(); // the whole window laid out and painted once: what a user sees first
        std::printf("{\"shown\": true, \"hwmKb\": %ld}\n", residentKb());
        std::fflush(stdout);
        QApplication::quit();
    });
}

} // namespace

void reportStartupWhenShown(MainWindow *window)
{
    reportWhenShown(window);
}

int runStartupBaseline()
{
    QMainWindow empty;
    empty.resize(1480, 920);
    empty.show();
    reportWhenShown(&empty);
    return QApplication::exec();
}
