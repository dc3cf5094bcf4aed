// Speech and sound that a test hears: a PulseAudio server of the test's own, with a null
// sink for the machine's missing speakers; a combat's result spoken by Qt TextToSpeech (Debian's
// Flite engine, qt6-speech-flite-plugin) and the dice sound played from the embedded resource,
// each heard as audio going into that sink.
#include "feedback.h"

#include <QProcess>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextToSpeech>
#include <QtTest>

namespace {

// What goes into the null sink now: `pactl list short sink-inputs`, one line per stream playing.
QStringList sinkInputs(const QString &server)
{
    QProcess pactl;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PULSE_SERVER"), server);
    pactl.setProcessEnvironment(env);
    pactl.start(QStringLiteral("pactl"),
                {QStringLiteral("list"), QStringLiteral("short"), QStringLiteral("sink-inputs")});
    pactl.waitForFinished(5000);
    return QString::fromUtf8(pactl.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestFeedback : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cleanupTestCase();
    void aResultIsSpoken();
    void theDiceSoundPlaysFromTheEmbeddedResource();
    void offUnlessTurnedOn();

  private:
    QTemporaryDir m_runtime;
    QProcess m_pulse;
    QString m_server;
};

void TestFeedback::initTestCase()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pulseaudio")).isEmpty(),
             "pulseaudio is not installed: make deps installs it (the speakers of this test)");
    QVERIFY(m_runtime.isValid());
    QFile::setPermissions(m_runtime.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QString socket = m_runtime.filePath(QStringLiteral("native"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_runtime.path());
    env.insert(QStringLiteral("HOME"), m_runtime.path());
    m_pulse.setProcessEnvironment(env);
    m_pulse.setProcessChannelMode(QProcess::MergedChannels);
    m_pulse.start(
        QStringLiteral("pulseaudio"),
        {QStringLiteral("-n"), QStringLiteral("--daemonize=no"),
         QStringLiteral("--exit-idle-time=-1"), QStringLiteral("--use-pid-file=no"),
         QStringLiteral("--disable-shm=yes"), QStringLiteral("-L"),
         QStringLiteral("module-null-sink sink_name=table"), QStringLiteral("-L"),
         QStringLiteral("module-native-protocol-unix socket=%1 auth-anonymous=1").arg(socket)});
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 10000);
    m_server = QStringLiteral("unix:") + socket;
    // Qt Multimedia and the speech engine find the server here when they first play.
    qputenv("PULSE_SERVER", m_server.toUtf8());
    QTRY_VERIFY_WITH_TIMEOUT(sinkInputs(m_server).isEmpty(), 5000);
}

void TestFeedback::cleanupTestCase()
{
    m_pulse.terminate();
    if (!m_pulse.waitForFinished(3000))
        m_pulse.kill();
}

void TestFeedback::aResultIsSpoken()
{
    Feedback feedback;
    QVERIFY2(feedback.speechAvailable(), "no speech engine: qt6-speech-flite-plugin is missing");
    QVERIFY(QTextToSpeech::availableEngines().contains(QStringLiteral("flite")));
    feedback.setSpeak(true);
    // What the combat panel says after NLB 7.7 gives a result (CombatPanel::resolved).
    feedback.say(QStringLiteral("Two to one, die four: defender retreats"));
    auto *speech = feedback.findChild<QTextToSpeech *>();
    QVERIFY(speech);
    QTRY_COMPARE_WITH_TIMEOUT(speech->state(), QTextToSpeech::Speaking, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!sinkInputs(m_server).isEmpty(), 10000); // the voice, into the sink
    QTRY_COMPARE_WITH_TIMEOUT(speech->state(), QTextToSpeech::Ready, 20000);
}

void TestFeedback::theDiceSoundPlaysFromTheEmbeddedResource()
{
    QVERIFY(QFile::exists(QStringLiteral(":/sounds/die.wav")));
    Feedback feedback;
    feedback.setDiceSound(true);
    QTRY_VERIFY_WITH_TIMEOUT(sinkInputs(m_server).isEmpty(), 10000);
    feedback.rattle();
    auto *sound = feedback.findChild<QSoundEffect *>();
    QVERIFY(sound);
    QCOMPARE(sound->source(), QUrl(QStringLiteral("qrc:/sounds/die.wav")));
    QTRY_COMPARE_WITH_TIMEOUT(sound->status(), QSoundEffect::Ready, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(sound->isPlaying(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!sinkInputs(m_server).isEmpty(), 10000); // the rattle, into the sink
    QTRY_VERIFY_WITH_TIMEOUT(!sound->isPlaying(), 10000);             // 0.45 s of it
}

void TestFeedback::offUnlessTurnedOn()
{
    Feedback feedback;
    feedback.say(QStringLiteral("nothing"));
    feedback.rattle();
    QVERIFY(!feedback.findChild<QTextToSpeech *>());
    QVERIFY(!feedback.findChild<QSoundEffect *>());
}

QTEST_MAIN(TestFeedback)
#include "tst_feedback.moc"
