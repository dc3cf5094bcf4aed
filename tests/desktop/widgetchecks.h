#pragma once

// Checks on what a window shows, shared by the desktop suites.
#include <QLabel>
#include <QRegularExpression>
#include <QStringList>
#include <QWidget>

namespace umpire::test {

// Labels whose text holds a mnemonic ("&Path") but that name no field to go to: Qt then shows the
// "&" as it is (issue 17: "&Journal file", "&Path").
inline QStringList mnemonicsWithoutField(QWidget *window)
{
    QStringList out;
    static const QRegularExpression mnemonic(QStringLiteral("&[^&\\s]"));
    for (QLabel *label : window->findChildren<QLabel *>()) {
        const QString text = label->text();
        if (label->buddy() || Qt::mightBeRichText(text) || label->textFormat() == Qt::RichText)
            continue;
        if (mnemonic.match(QString(text).replace(QStringLiteral("&&"), QString())).hasMatch())
            out << text;
    }
    return out;
}

} // namespace umpire::test
