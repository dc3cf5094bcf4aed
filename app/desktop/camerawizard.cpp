#include "camerawizard.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWizardPage>

namespace {

class MapPage : public QWizardPage
{
  public:
    explicit MapPage(QLineEdit *map, QLineEdit *source) : m_map(map)
    {
        setTitle(tr("The map and the camera"));
        setSubTitle(tr("Choose the map description (its hex grid and the anchor markers printed "
                       "at its corners), then where the pictures come from."));
        auto *form = new QFormLayout(this);
        auto *mapRow = new QHBoxLayout;
        mapRow->addWidget(map);
        auto *browse = new QPushButton(tr("Browse…"));
        mapRow->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this] {
            const QString f = QFileDialog::getOpenFileName(this, tr("Map description"), QString(),
                                                           tr("Map descriptions (*.json)"));
            if (!f.isEmpty())
                m_map->setText(f);
        });
        form->addRow(tr("Map description:"), mapRow);
        source->setPlaceholderText(tr("camera:0, a video file or a folder of pictures"));
        form->addRow(tr("Pictures from:"), source);
        connect(map, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    }
    bool isComplete() const override { return QFileInfo(m_map->text()).isFile(); }

  private:
    QLineEdit *m_map;
};

} // namespace

CameraWizard::CameraWizard(QWidget *parent)
    : QWizard(parent), m_map(new QLineEdit), m_source(new QLineEdit), m_seen(new QLabel)
{
    setWindowTitle(tr("Calibrate the camera"));
    addPage(new MapPage(m_map, m_source));
    auto *check = new QWizardPage;
    check->setTitle(tr("Anchors in view"));
    check->setSubTitle(tr("Point the camera so that the anchors are in view: one is enough to "
                          "start, four place every hex best. Nothing is moved or removed while an "
                          "anchor is hidden."));
    auto *layout = new QVBoxLayout(check);
    m_seen->setText(tr("Waiting for a picture…"));
    m_seen->setWordWrap(true);
    layout->addWidget(m_seen);
    addPage(check);
}

QString CameraWizard::mapPath() const
{
    return m_map->text();
}

QString CameraWizard::source() const
{
    return m_source->text();
}

void CameraWizard::setCalibration(const QString &summary)
{
    m_seen->setText(tr("The camera sees: %1").arg(summary));
}
