#pragma once

#include <QLabel>

// The yellow banner every panel shows when a stand-in decided what it shows (docs/architecture.md
// "Unverified data": a stand-in is never shown as the rule).
inline QLabel *unverifiedBanner(const QString &objectName, const QString &text = {})
{
    auto *banner = new QLabel(text);
    banner->setObjectName(objectName);
    banner->setWordWrap(true);
    banner->setStyleSheet(QStringLiteral(
        "background: #fff3c4; color: #4a3b00; border: 1px solid #c9a227; padding: 6px;"));
    return banner;
}
