#pragma once

#include "gamemodule.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

// The players' view in the reader's language: the page's own words and the game's texts
// (the engine's Messages and the rule data's names) in English or French at once, whatever the
// referee's screen shows, with the app's own translations.
class PageTexts
{
  public:
    PageTexts();

    static QStringList languages(); // "en", "fr"
    // A language the page may ask for, else English; "" is the referee's choice (`fallback`) or,
    // when that is "" too, the browser's first of `accepted` (Accept-Language).
    static QString choose(const QString &asked, const QString &fallback,
                          const QByteArray &accepted = {});

    // What a page shows of `game` for `viewer` (the module's players' view: what that viewer may
    // see, and nothing else), its texts in `language`, with the page's words:
    // {"lang", "view": {"id", "name"}, "labels": {...}, "game": {...} or null}. No game: "game"
    // is null and "labels" says why.
    nlohmann::json document(const umpire::GameModule *game, const umpire::ViewerChoice &view,
                            const QString &viewId, const QString &language) const;

    // A text in `language`.
    QString text(const umpire::Message &message, const QString &language) const;

    static constexpr std::size_t lastEvents = 8;

  private:
    const QTranslator *translator(const QString &language) const;
    nlohmann::json labels(const QString &language) const;
    nlohmann::json translated(const nlohmann::json &doc, const QString &language) const;

    std::unique_ptr<QTranslator> m_french;
};
