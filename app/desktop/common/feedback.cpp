#include "feedback.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTextToSpeech>
#include <QUrl>

#include <cmath>

namespace {

// A die rattling on a table, made once: a few short clicks of decaying noise, 16-bit mono WAV.
QByteArray rattleWav()
{
    const int rate = 22050;
    const int samples = rate * 45 / 100;
    QByteArray pcm(samples * 2, '\0');
    QRandomGenerator random(1815);
    const double clicks[] = {0.0, 0.07, 0.13, 0.19, 0.24, 0.28, 0.31};
    for (int i = 0; i < samples; ++i) {
        const double t = static_cast<double>(i) / rate;
        double v = 0;
        for (double c : clicks)
            if (t >= c)
                v += std::exp(-(t - c) * 90.0) * (random.generateDouble() * 2 - 1) * (1.0 - c * 2);
        const auto s = static_cast<qint16>(std::clamp(v * 9000.0, -32767.0, 32767.0));
        pcm[2 * i] = static_cast<char>(s & 0xff);
        pcm[2 * i + 1] = static_cast<char>((s >> 8) & 0xff);
    }
    QByteArray wav;
    auto u32 = [&wav](quint32 v) {
        for (int b = 0; b < 4; ++b)
            wav.append(static_cast<char>((v >> (8 * b)) & 0xff));
    };
    auto u16 = [&wav](quint16 v) {
        wav.append(static_cast<char>(v & 0xff));
        wav.append(static_cast<char>((v >> 8) & 0xff));
    };
    wav.append("RIFF");
    u32(36 + static_cast<quint32>(pcm.size()));
    wav.append("WAVEfmt ");
    u32(16);
    u16(1);
    u16(1);
    u32(rate);
    u32(rate * 2);
    u16(2);
    u16(16);
    wav.append("data");
    u32(static_cast<quint32>(pcm.size()));
    wav.append(pcm);
    return wav;
}

} // namespace

Feedback::Feedback(QObject *parent) : QObject(parent) {}

Feedback::~Feedback() = default;

bool Feedback::speechAvailable()
{
    return !QTextToSpeech::availableEngines().isEmpty();
}

void Feedback::say(const QString &text)
{
    if (!m_speak || text.isEmpty())
        return;
    if (!m_speech) {
        if (!speechAvailable())
            return;
        m_speech = new QTextToSpeech(this);
    }
    m_speech->say(text);
}

void Feedback::rattle()
{
    if (!m_diceSound)
        return;
    if (!m_sound) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        QDir().mkpath(folder);
        m_soundFile = folder + QStringLiteral("/die.wav");
        // A cache written whole or not at all, so that an interrupted write never leaves a broken
        // sound that would then be kept.
        if (!QFileInfo::exists(m_soundFile)) {
            QSaveFile file(m_soundFile);
            if (!file.open(QIODevice::WriteOnly) || file.write(rattleWav()) < 0 || !file.commit()) {
                qWarning("umpire: %s: cannot be written: %s", qPrintable(m_soundFile),
                         qPrintable(file.errorString()));
                return;
            }
        }
        m_sound = new QSoundEffect(this);
        m_sound->setSource(QUrl::fromLocalFile(m_soundFile));
        m_sound->setVolume(0.6f);
    }
    m_sound->play();
}
