#pragma once

#include <QObject>
#include <QString>

class QSoundEffect;
class QTextToSpeech;

// Optional sound at the table: results spoken aloud (Qt TextToSpeech) and the rattle of a die
// (Qt Multimedia, resources/sounds/die.wav embedded). Both are off unless the user turns them on,
// and both are made only when first used, so a machine without speech or sound starts as fast and
// loses nothing.
class Feedback : public QObject
{
    Q_OBJECT

  public:
    explicit Feedback(QObject *parent = nullptr);
    ~Feedback() override;

    void setSpeak(bool on) { m_speak = on; }
    void setDiceSound(bool on) { m_diceSound = on; }
    bool speechAvailable(); // whether an engine can speak on this machine

  public slots:
    void say(const QString &text);
    void rattle();

  private:
    bool m_speak = false;
    bool m_diceSound = false;
    QTextToSpeech *m_speech = nullptr;
    QSoundEffect *m_sound = nullptr;
};
