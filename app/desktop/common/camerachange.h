#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

// A change the camera is sure of and proposes to the referee: a counter moved or removed. The id is
// the worker's serial number, so that a change once applied or dismissed is never proposed again.
struct CameraChange
{
    int id = 0;
    QString kind; // "moved" or "removed"
    int marker = 0;
    QString from, to; // hex ids; to is empty for a removal

    bool isMove() const { return kind == QLatin1String("moved"); }
    // "moved 70 0305 0306", "removed 12 0407"
    QString text() const
    {
        return isMove() ? QStringLiteral("moved %1 %2 %3").arg(marker).arg(from, to)
                        : QStringLiteral("removed %1 %2").arg(marker).arg(from);
    }
};

Q_DECLARE_METATYPE(CameraChange)
