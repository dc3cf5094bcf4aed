#pragma once

// umpire-cli run through /bin/sh as a user runs it, for the command-line suites: an argument can
// then hold bytes that are not UTF-8 (printf '\377'), which a QStringList cannot carry.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

namespace umpire::test {

struct Run
{
    int exitCode = -1; // -2 when it crashed, -1 when it did not finish in two minutes
    QByteArray out;
    QByteArray err;
};

class CliShell
{
  public:
    // `line` in `folder`, with "$CLI" (umpire-cli) and "$MAP" (the sample NLB map) set, and an
    // empty user data folder, so a developer's own rule data never leaks in.
    Run shell(const QString &line, const QString &folder) const
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", m_home.path());
        env.remove("UMPIRE_RULESDATA");
        env.insert("CLI", UMPIRE_CLI);
        env.insert("MAP", UMPIRE_RULESDATA_DIR "/maps/sample-nlb.json");
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(folder);
        process.start("/bin/sh", {"-c", line});
        if (!process.waitForFinished(120000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

    static QByteArray contents(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
    }

  protected:
    QTemporaryDir m_home; // the empty user data folder
};

} // namespace umpire::test
