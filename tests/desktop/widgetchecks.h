#pragma once

// Checks on what a window shows, shared by the desktop suites.
#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QRegularExpression>
#include <QScreen>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QWidget>

namespace umpire::test {

// Labels whose text holds a mnemonic ("&Path") but that name no field to go to: Qt then shows the
// "&" as it is ("&Journal file", "&Path").
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

// Texts a window shows cut (combo boxes showing "Strea", "French (r", "Charlero"): a
// one-line label, a button or a combo box's current item wider than the room it has. Each as
// "the text (its widget's name)".
inline QStringList cutTexts(QWidget *window)
{
    QStringList out;
    auto cut = [&out](const QWidget *w, const QString &text) {
        out << text + QStringLiteral(" (") + w->metaObject()->className() + QLatin1Char(' ') +
                   w->objectName() + QLatin1Char(')');
    };
    for (QLabel *label : window->findChildren<QLabel *>()) {
        const QString text = label->text();
        if (!label->isVisibleTo(window) || label->wordWrap() || text.isEmpty() ||
            Qt::mightBeRichText(text) || label->textFormat() == Qt::RichText ||
            text.contains(QLatin1Char('\n')))
            continue;
        QString shown = text;
        shown.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        if (label->fontMetrics().horizontalAdvance(shown) > label->contentsRect().width() + 1)
            cut(label, text);
    }
    for (QComboBox *box : window->findChildren<QComboBox *>()) {
        if (!box->isVisibleTo(window) || box->isEditable() || box->currentText().isEmpty())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = false;
        const QRect room = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                        QStyle::SC_ComboBoxEditField, box);
        if (box->fontMetrics().horizontalAdvance(box->currentText()) > room.width() + 1)
            cut(box, box->currentText());
    }
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(window) || button->text().isEmpty())
            continue;
        if (button->sizeHint().width() > button->width() + 1)
            cut(button, button->text());
    }
    return out;
}

// Widgets laid out over each other ("Apply the result" over the combat's steps): two
// visible children of a widget with a layout whose rectangles meet. Each as "one | other".
inline QStringList overlaps(QWidget *root)
{
    QStringList out;
    QList<QWidget *> parents = root->findChildren<QWidget *>();
    parents.prepend(root);
    for (QWidget *parent : parents) {
        if (!parent->isVisibleTo(root) || !parent->layout())
            continue;
        QList<QWidget *> laid;
        for (QWidget *child : parent->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            if (child->isVisibleTo(root) && !child->isWindow() && !child->geometry().isEmpty())
                laid << child;
        for (int i = 0; i < laid.size(); ++i)
            for (int j = i + 1; j < laid.size(); ++j)
                if (laid[i]->geometry().intersects(laid[j]->geometry()))
                    out << laid[i]->metaObject()->className() + QStringLiteral(" ") +
                               laid[i]->objectName() + QStringLiteral(" | ") +
                               laid[j]->metaObject()->className() + QStringLiteral(" ") +
                               laid[j]->objectName();
    }
    return out;
}

// Whether every pixel of `widget` can be seen (not cut by a scroll area or its window's edge).
inline bool wholeInView(QWidget *widget)
{
    return widget->isVisible() && widget->visibleRegion() == QRegion(widget->rect());
}

// Whether `widget` lies in a scroll area's viewport, which may show it only in part by design.
inline bool inScrollArea(const QWidget *widget)
{
    for (const QWidget *w = widget->parentWidget(); w; w = w->parentWidget())
        if (w->objectName() == QLatin1String("qt_scrollarea_viewport"))
            return true;
    return false;
}

// Controls of a window the referee cannot reach or read whole on its screen: a button, field or
// list box shown but cut by its window, a sibling or the screen's edge, and a word-wrapped label
// shorter than its text. Each as "the text or name (its class)". Scroll areas' contents are left
// out: they scroll.
inline QStringList offScreenOrClipped(QWidget *window)
{
    QStringList out;
    const QRect screen = window->screen()->availableGeometry();
    auto name = [](const QWidget *w, const QString &text) {
        return (text.isEmpty() ? w->objectName() : text) + QStringLiteral(" (") +
               w->metaObject()->className() + QLatin1Char(')');
    };
    if (!screen.contains(window->frameGeometry()))
        out << QStringLiteral("the window, %1x%2 at %3,%4 on a %5x%6 screen")
                   .arg(window->frameGeometry().width())
                   .arg(window->frameGeometry().height())
                   .arg(window->frameGeometry().x())
                   .arg(window->frameGeometry().y())
                   .arg(screen.width())
                   .arg(screen.height());
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->isWindow() || inScrollArea(w))
            continue;
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                             w->inherits("QLineEdit") || w->inherits("QAbstractSpinBox");
        if (w->inherits("QLineEdit") && w->parentWidget() &&
            (w->parentWidget()->inherits("QAbstractSpinBox") ||
             qobject_cast<QComboBox *>(w->parentWidget())))
            continue; // a spin box's or a list box's own line edit: the box is checked
        QString text;
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            text = b->text();
        if (control) {
            const QRect global(w->mapToGlobal(QPoint(0, 0)), w->size());
            if (!wholeInView(w) || !screen.contains(global))
                out << name(w, text);
        }
        if (auto *label = qobject_cast<QLabel *>(w);
            label && label->wordWrap() && !label->text().isEmpty() &&
            label->height() + 1 < label->heightForWidth(label->width()))
            out << name(w, label->text().left(40)) + QStringLiteral(" clipped");
    }
    return out;
}

} // namespace umpire::test
