#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QTextBrowser;

// Help: the rule text a step cites ("NLB 7.4"), opened at its section. Rule texts are not shipped
// with Umpire: they are found in the folder chosen in Settings, $UMPIRE_RULES, or beside the
// program (share/umpire/rules).
class RulesViewer : public QDialog
{
    Q_OBJECT

  public:
    explicit RulesViewer(QWidget *parent = nullptr);

    // The folders searched for rule texts, first match wins.
    static QStringList searchFolders(const QString &chosenFolder);
    // Shows `fileName`'s section `rule` ("NLB 7.4" → the line "[7.4] ..." or "7.4 ..."); false when
    // the text is not found, with the dialog saying where to put it.
    bool showRule(const QString &fileName, const QString &rule, const QString &chosenFolder);
    QString currentSectionLine() const { return m_sectionLine; }

  private:
    QLabel *m_where;
    QTextBrowser *m_text;
    QString m_sectionLine;
};
