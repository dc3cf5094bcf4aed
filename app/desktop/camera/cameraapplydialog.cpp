#include "cameraapplydialog.h"

#include "hexgrid.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

CameraApplyDialog::CameraApplyDialog(const QList<CameraChange> &changes,
                                     const umpire::HexGrid *grid, QWidget *parent)
    : QDialog(parent), m_changes(changes), m_grid(grid),
      m_table(new QTableWidget(int(changes.size()), 5)), m_error(new QLabel)
{
    setWindowTitle(tr("Apply what the camera saw"));
    m_table->setHorizontalHeaderLabels(
        {tr("Keep"), tr("Marker"), tr("Change"), tr("From"), tr("To")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < changes.size(); ++row) {
        const CameraChange &c = changes[row];
        auto fixed = [](const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            return item;
        };
        auto *keep = fixed(QString());
        keep->setFlags(keep->flags() | Qt::ItemIsUserCheckable);
        keep->setCheckState(Qt::Checked);
        m_table->setItem(row, Keep, keep);
        m_table->setItem(row, Marker, fixed(QString::number(c.marker)));
        m_table->setItem(row, Change, fixed(c.isMove() ? tr("moved") : tr("removed")));
        m_table->setItem(row, From, fixed(c.from));
        auto *to = c.isMove() ? new QTableWidgetItem(c.to) : fixed(tr("(off the map)"));
        if (c.isMove())
            to->setToolTip(tr("Type the hex it really went to"));
        m_table->setItem(row, To, to);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    m_error->hide();
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Untick what did not happen; double-click a destination to "
                                    "correct it. Unticked changes are dismissed.")));
    layout->addWidget(m_table);
    layout->addWidget(m_error);
    layout->addWidget(box);
    resize(560, 360);
}

QString CameraApplyDialog::error() const
{
    return m_error->text();
}

QList<int> CameraApplyDialog::shown() const
{
    QList<int> ids;
    for (const CameraChange &c : m_changes)
        ids << c.id;
    return ids;
}

void CameraApplyDialog::accept()
{
    QList<CameraChange> kept;
    for (int row = 0; row < m_changes.size(); ++row) {
        if (m_table->item(row, Keep)->checkState() != Qt::Checked)
            continue;
        CameraChange c = m_changes[row];
        if (c.isMove()) {
            c.to = m_table->item(row, To)->text().trimmed();
            QString why;
            if (c.to.isEmpty())
                why = tr("Marker %1: type the hex it went to, or untick the move.").arg(c.marker);
            else if (c.to == c.from)
                why = tr("Marker %1: %2 is where it was; untick the move if it did not move.")
                          .arg(c.marker)
                          .arg(c.to);
            else if (m_grid) {
                const umpire::Result<umpire::Hex> hex = m_grid->parseId(c.to.toStdString());
                if (!hex || !m_grid->contains(*hex))
                    why = tr("Marker %1: the hex %2 is not on the map.").arg(c.marker).arg(c.to);
            }
            if (!why.isEmpty()) {
                m_error->setText(why);
                m_error->show();
                m_table->setCurrentCell(row, To);
                return;
            }
        }
        kept << c;
    }
    m_kept = kept;
    m_error->clear();
    m_error->hide();
    QDialog::accept();
}
