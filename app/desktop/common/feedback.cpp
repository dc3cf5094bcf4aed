#include "feedback.h"

#include <QSoundEffect>
#include <QTextToSpeech>
#include <QUrl>

// The dice sound (resources/sounds.qrc), in a static library whose objects nothing else names.
static void initSounds()
{
    Q_INIT_RESOURCE(sounds);
}

Feedback::Feedback(QObject *parent) : QObject(parent)
{
    initSounds();
}

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
        m_sound = new QSoundEffect(this);
        m_sound->setSource(QUrl(QStringLiteral("qrc:/sounds/die.wav")));
        m_sound->setVolume(0.6f);
    }
    m_sound->play();
}
