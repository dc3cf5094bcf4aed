#include "pagetexts.h"

#include "datatext.h"
#include "explanation.h"
#include "playersview.h"

#include <QCoreApplication>
#include <QLocale>

namespace {

// The page's own words, translated in the "PlayersView" context.
struct Label
{
    const char *key;
    const char *text;
};
constexpr Label pageLabels[] = {
    {"app", QT_TRANSLATE_NOOP("PlayersView", "Umpire")},
    {"turn", QT_TRANSLATE_NOOP("PlayersView", "Turn")},
    {"phase", QT_TRANSLATE_NOOP("PlayersView", "Phase")},
    {"next", QT_TRANSLATE_NOOP("PlayersView", "Next")},
    {"last", QT_TRANSLATE_NOOP("PlayersView", "Last result")},
    {"noResult", QT_TRANSLATE_NOOP("PlayersView", "No result yet")},
    {"armies", QT_TRANSLATE_NOOP("PlayersView", "Armies")},
    {"events", QT_TRANSLATE_NOOP("PlayersView", "Last events")},
    {"undone", QT_TRANSLATE_NOOP("PlayersView", "undone")},
    {"outcome", QT_TRANSLATE_NOOP("PlayersView", "Outcome")},
    {"unverified",
     QT_TRANSLATE_NOOP("PlayersView", "Stand-ins, not the printed game's values: check your copy")},
    {"live", QT_TRANSLATE_NOOP("PlayersView", "Live")},
    {"offline", QT_TRANSLATE_NOOP("PlayersView", "Connection lost: trying again")},
    {"closed", QT_TRANSLATE_NOOP("PlayersView",
                                 "This link no longer works: ask the referee for the new one")},
    {"noGame", QT_TRANSLATE_NOOP("PlayersView", "No game is open on the referee's screen")},
    {"map", QT_TRANSLATE_NOOP("PlayersView", "The map")},
    {"mapLabel", QT_TRANSLATE_NOOP("PlayersView", "The map, with the units on it")},
};

} // namespace

PageTexts::PageTexts() : m_french(std::make_unique<QTranslator>())
{
    if (!m_french->load(QStringLiteral(":/i18n/umpire_fr.qm")))
        m_french.reset(); // a build without the French translation serves English
}

QStringList PageTexts::languages()
{
    return {QStringLiteral("en"), QStringLiteral("fr")};
}

QString PageTexts::choose(const QString &asked, const QString &fallback, const QByteArray &accepted)
{
    if (languages().contains(asked))
        return asked;
    if (languages().contains(fallback))
        return fallback;
    // Accept-Language: "fr-FR,fr;q=0.9,en;q=0.8": the first of ours in the order given (the
    // browsers put them by preference).
    for (const QByteArray &part : accepted.split(',')) {
        const QString code =
            QString::fromLatin1(part.split(';').front().trimmed()).left(2).toLower();
        if (languages().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

const QTranslator *PageTexts::translator(const QString &language) const
{
    return language == QLatin1String("fr") ? m_french.get() : nullptr;
}

QString PageTexts::text(const umpire::Message &message, const QString &language) const
{
    return messageText(message, translator(language));
}

nlohmann::json PageTexts::labels(const QString &language) const
{
    nlohmann::json out = nlohmann::json::object();
    const QTranslator *t = translator(language);
    for (const Label &label : pageLabels) {
        QString text = t ? t->translate("PlayersView", label.text) : QString();
        if (text.isEmpty())
            text = QString::fromUtf8(label.text);
        out[label.key] = text.toStdString();
    }
    return out;
}

nlohmann::json PageTexts::translated(const nlohmann::json &doc, const QString &language) const
{
    // Every text of the players' view is a Message: a string, or {"format", "args"}; the data
    // keys (umpire::isPlayersViewDataKey) hold names and numbers for the page's own use.
    if (doc.is_object() && doc.contains("format") && doc["format"].is_string()) {
        umpire::Message message;
        from_json(doc, message);
        return text(message, language).toStdString();
    }
    if (doc.is_string())
        return text(umpire::Message(doc.get<std::string>()), language).toStdString();
    if (doc.is_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const nlohmann::json &item : doc)
            out.push_back(translated(item, language));
        return out;
    }
    if (doc.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (const auto &[key, value] : doc.items())
            out[key] = umpire::isPlayersViewDataKey(key) ? value : translated(value, language);
        return out;
    }
    return doc;
}

nlohmann::json PageTexts::document(const umpire::GameModule *game, const umpire::ViewerChoice &view,
                                   const QString &viewId, const QString &language) const
{
    nlohmann::json doc = {
        {"lang", language.toStdString()},
        {"view", {{"id", viewId.toStdString()}, {"name", text(view.name, language).toStdString()}}},
        {"labels", labels(language)},
        {"game", nullptr}};
    if (!game)
        return doc;
    umpire::Result<umpire::PlayersView> shown = game->playersView(view.viewer, lastEvents);
    if (!shown) {
        doc["error"] = text(shown.error().what.empty() ? umpire::Message(shown.error().message)
                                                       : shown.error().what,
                            language)
                           .toStdString();
        return doc;
    }
    doc["game"] = translated(nlohmann::json(*shown), language);
    return doc;
}
