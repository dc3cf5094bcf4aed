#include "camerawizard.h"

#include "journalfile.h"
#include "lenscalibration.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImage>

#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>
#include <QWizardPage>
#include <cmath>

namespace {

constexpr double boardDpi = 300;

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

QPushButton *namedButton(const QString &text, const char *name)
{
    auto *b = new QPushButton(text);
    b->setObjectName(QLatin1String(name));
    return b;
}

} // namespace

CameraWizard::CameraWizard(QWidget *parent)
    : QWizard(parent), m_map(new QLineEdit), m_source(new QLineEdit), m_seen(new QLabel),
      m_views(new QLabel), m_lens(new QLabel),
      m_calibrate(namedButton(tr("Ca&librate the lens"), "calibrateLens"))
{
    setWindowTitle(tr("Calibrate the camera"));
    setPage(MapPage, new ::MapPage(m_map, m_source));

    auto *lens = new QWizardPage;
    lens->setTitle(tr("Lens (optional)"));
    lens->setSubTitle(tr("A wide or cheap lens bends straight lines, and hexes near the edges of "
                         "the picture drift. Measure the lens once per camera; skip this page "
                         "if the overlay already fits the hexes."));
    auto *explain = new QLabel(
        tr("Print the ChArUco board true to size (Save the board…, or umpire-cli vision lens "
           "board) and keep it flat. Hold it before the camera, press Capture view, then tilt "
           "it, move it to another part of the picture and capture again: four views at least, "
           "ten are better. Calibrate measures the lens and saves it for this camera; it is "
           "used from then on whenever this camera is opened."));
    explain->setWordWrap(true);
    auto *save = namedButton(tr("&Save the board…"), "saveBoard");
    auto *capture = namedButton(tr("Ca&pture view"), "captureLensView");
    auto *forget = namedButton(tr("Forg&et this camera's lens"), "forgetLens");
    connect(save, &QPushButton::clicked, this, &CameraWizard::chooseBoardFile);
    connect(capture, &QPushButton::clicked, this, &CameraWizard::captureLensView);
    connect(m_calibrate, &QPushButton::clicked, this, &CameraWizard::calibrateLens);
    connect(forget, &QPushButton::clicked, this, &CameraWizard::forgetLens);
    m_calibrate->setEnabled(false);
    auto *row = new QHBoxLayout;
    for (QPushButton *b : {save, capture, m_calibrate, forget})
        row->addWidget(b);
    row->addStretch();
    m_views->setWordWrap(true);
    m_lens->setWordWrap(true);
    auto *lensLayout = new QVBoxLayout(lens);
    lensLayout->addWidget(explain);
    lensLayout->addLayout(row);
    lensLayout->addWidget(m_views);
    lensLayout->addWidget(m_lens);
    lensLayout->addStretch();
    setLensViews(0, QString());
    setPage(LensPage, lens);

    auto *check = new QWizardPage;
    check->setTitle(tr("Anchors in view"));
    check->setSubTitle(tr("Point the camera so that the anchors are in view: one is enough to "
                          "start, four place every hex best. Nothing is moved or removed while an "
                          "anchor is hidden."));
    auto *layout = new QVBoxLayout(check);
    m_seen->setText(tr("Waiting for a picture…"));
    m_seen->setWordWrap(true);
    layout->addWidget(m_seen);
    setPage(AnchorsPage, check);
}

QString CameraWizard::mapPath() const
{
    return m_map->text();
}

QString CameraWizard::source() const
{
    return m_source->text();
}

void CameraWizard::setMapPath(const QString &path)
{
    m_map->setText(path);
}

void CameraWizard::setSource(const QString &source)
{
    m_source->setText(source);
}

void CameraWizard::setCalibration(const QString &summary)
{
    m_seen->setText(tr("The camera sees: %1").arg(summary));
}

void CameraWizard::setLensViews(int views, const QString &message)
{
    const QString count =
        views < 4 ? tr("%n view(s) of the board kept; at least 4 to calibrate.", nullptr, views)
                  : tr("%n view(s) of the board kept.", nullptr, views);
    m_views->setText(message.isEmpty() ? count : message + QLatin1Char(' ') + count);
    m_calibrate->setEnabled(views >= 4);
}

void CameraWizard::setLens(const QString &message)
{
    m_lens->setText(message);
}

QString CameraWizard::lensViews() const
{
    return m_views->text();
}

QString CameraWizard::lens() const
{
    return m_lens->text();
}

bool CameraWizard::saveBoard(const QString &path, QString *error)
{
    const cv::Mat page = umpire::vision::drawCharucoBoard({}, boardDpi);
    if (page.empty() || page.depth() != CV_8U || (page.channels() != 1 && page.channels() != 3)) {
        if (error)
            *error = tr("The board could not be drawn.");
        return false;
    }
    const QImage image =
        QImage(page.data, page.cols, page.rows, int(page.step),
               page.channels() == 1 ? QImage::Format_Grayscale8 : QImage::Format_BGR888)
            .copy();
    // Written into a QSaveFile: whole or not at all, and a failure says why.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("The board could not be written to %1: %2").arg(path, out.errorString());
        return false;
    }
    bool ok = false;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        // A page of the picture's own size, drawn at its resolution: it prints true to size.
        QPdfWriter pdf(&out);
        pdf.setResolution(int(boardDpi));
        pdf.setPageMargins(QMarginsF());
        pdf.setPageSize(
            QPageSize(QSizeF(image.width() * 25.4 / boardDpi, image.height() * 25.4 / boardDpi),
                      QPageSize::Millimeter));
        QPainter painter;
        if (painter.begin(&pdf)) {
            painter.drawImage(QRect(0, 0, image.width(), image.height()), image);
            ok = painter.end();
        }
    } else {
        QImage png = image;
        png.setDotsPerMeterX(int(std::lround(boardDpi / 0.0254)));
        png.setDotsPerMeterY(int(std::lround(boardDpi / 0.0254)));
        ok = png.save(&out, "PNG");
    }
    if (!ok) {
        out.cancelWriting();
        if (error)
            *error = tr("The board could not be drawn into %1.").arg(path);
        return false;
    }
    if (!out.commit()) {
        if (error)
            *error = tr("The board could not be written to %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

void CameraWizard::chooseBoardFile()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save the ChArUco board"),
                                                QStringLiteral("charuco-board.pdf"),
                                                tr("PDF (*.pdf);;PNG picture (*.png)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) &&
        !path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf");
    // A journal is never replaced by a picture without the referee's say: a game would be lost.
    if (umpire::isJournalFile(QFile::encodeName(path).toStdString()) &&
        QMessageBox::question(this, tr("Save the ChArUco board"),
                              tr("%1 is an Umpire journal, which would be lost. Replace it with "
                                 "the board all the same?")
                                  .arg(path),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes)
        return;
    QString error;
    setLens(saveBoard(path, &error) ? tr("Board saved to %1: print it at 100%.").arg(path) : error);
}
