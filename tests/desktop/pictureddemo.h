#pragma once

// What the tests of a map and its counters drawn as their pictures share: a rule-data folder of
// the test's own holding the shipped NLB sample map on a picture the test makes, and the
// demonstration played on it, some of its counters with their pictures.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QString>

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace umpire::test {

// A shipped rule-data file ("maps/sample-nlb.json"), as its document; null when it does not read.
inline nlohmann::json shippedRuleData(const QString &relative)
{
    QFile file(QStringLiteral(UMPIRE_RULESDATA_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

inline bool writeRuleData(const QDir &data, const QString &relative, const nlohmann::json &doc)
{
    if (!data.mkpath(QFileInfo(data.filePath(relative)).path()))
        return false;
    QFile file(data.filePath(relative));
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(QByteArray::fromStdString(doc.dump())) > 0;
}

// Into `data`: maps/MAP.json, the sample map titled `title`, on `picture` (maps/MAP.png) at
// `pxPerMm` pixels a millimetre; scenarios/SCENARIO.json, the demonstration on that map, each unit
// of `counters` with its picture (counters/UNIT.png). False when a file cannot be written.
inline bool writePicturedDemo(const QDir &data, const std::string &map, const std::string &title,
                              const QImage &picture, double pxPerMm, const std::string &scenario,
                              const std::map<std::string, QImage> &counters)
{
    nlohmann::json sample = shippedRuleData(QStringLiteral("maps/sample-nlb.json"));
    nlohmann::json demo = shippedRuleData(QStringLiteral("scenarios/nlb-demo.json"));
    if (!sample.is_object() || !demo.is_object() || !data.mkpath(QStringLiteral("maps")) ||
        !data.mkpath(QStringLiteral("counters")) ||
        !picture.save(data.filePath(QString::fromStdString("maps/" + map + ".png"))))
        return false;
    sample.erase("$schema");
    sample["id"] = map;
    sample["title"] = title;
    sample["sample"] = false;
    sample["picture"] = {{"file", map + ".png"},
                         {"widthPx", picture.width()},
                         {"heightPx", picture.height()},
                         {"mmToPx", {pxPerMm, 0, 0, 0, pxPerMm, 0}}};
    demo.erase("$schema");
    demo["id"] = scenario;
    demo["map"] = map;
    for (nlohmann::json &unit : demo["orderOfBattle"]) {
        const auto face = counters.find(unit.value("id", ""));
        if (face == counters.end())
            continue;
        const std::string file = "counters/" + face->first + ".png";
        if (!face->second.save(data.filePath(QString::fromStdString(file))))
            return false;
        unit["image"] = file;
    }
    return writeRuleData(data, QString::fromStdString("maps/" + map + ".json"), sample) &&
           writeRuleData(data, QString::fromStdString("scenarios/" + scenario + ".json"), demo);
}

} // namespace umpire::test
