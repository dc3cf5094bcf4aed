#include "rulesviewer.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

RulesViewer::RulesViewer(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesViewer"));
    setWindowTitle(tr("Rules"));
    resize(760, 640);
    auto *layout = new QVBoxLayout(this);
    m_where = new QLabel;
    m_where->setWordWrap(true);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text = new QTextBrowser;
    m_text->setObjectName(QStringLiteral("rulesText"));
    QFont font = m_text->font();
    font.setPointSize(font.pointSize() + 1);
    m_text->setFont(font);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_where);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
}

QStringList RulesViewer::searchFolders(const QString &chosenFolder)
{
    QStringList folders;
    if (!chosenFolder.isEmpty())
        folders << chosenFolder;
    if (const QString env = qEnvironmentVariable("UMPIRE_RULES"); !env.isEmpty())
        folders << env.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    folders << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/umpire/rules");
    return folders;
}

bool RulesViewer::showRule(const QString &fileName, const QString &rule,
                           const QString &chosenFolder)
{
    m_sectionLine.clear();
    QString path;
    const QStringList folders = searchFolders(chosenFolder);
    for (const QString &folder : folders)
        if (QFileInfo::exists(folder + QLatin1Char('/') + fileName)) {
            path = QDir::cleanPath(folder + QLatin1Char('/') + fileName);
            break;
        }
    setWindowTitle(tr("Rules: %1").arg(rule));
    if (path.isEmpty()) {
        m_where->setText(tr("The rule text %1 is not on this computer. Umpire does not ship the "
                            "rules: put your copy "
                            "in one of these folders, or choose its folder in Settings:\n%2")
                             .arg(fileName, folders.join(QLatin1Char('\n'))));
        m_text->clear();
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        m_where->setText(tr("%1: cannot be read").arg(path));
        return false;
    }
    m_text->setPlainText(QString::fromUtf8(file.readAll()));
    m_where->setText(tr("%1, from %2").arg(rule, path));
    // "NLB 7.83" → 7.83, then 7.8, then 7 (7.0): the closest section the text has.
    const QRegularExpression number(QStringLiteral("(\\d+(?:\\.\\d+)*)"));
    QString section = number.match(rule).captured(1);
    while (!section.isEmpty()) {
        const QRegularExpression heading(
            QStringLiteral("^\\s*\\[?%1(?:\\.0)?\\]?\\s").arg(QRegularExpression::escape(section)));
        // The last heading that matches: a table of contents comes before the section itself.
        QTextBlock found;
        for (QTextBlock block = m_text->document()->begin(); block.isValid(); block = block.next())
            if (heading.match(block.text()).hasMatch())
                found = block;
        if (found.isValid()) {
            m_text->moveCursor(QTextCursor::End); // so that the section scrolls to the top
            QTextCursor cursor(found);
            cursor.select(QTextCursor::LineUnderCursor);
            m_text->setTextCursor(cursor);
            m_text->ensureCursorVisible();
            m_sectionLine = found.text().trimmed();
            return true;
        }
        // 7.83 is part of 7.8, which is part of 7.
        const int dot = section.lastIndexOf(QLatin1Char('.'));
        if (dot >= 0 && section.size() - dot > 2)
            section.chop(1);
        else
            section = dot < 0 ? QString() : section.left(dot);
    }
    return true; // the text is shown from its start
}
