#pragma once

#include "combat.h"
#include "journal.h"
#include "ruleset.h"

#include <QtTest/QtTest>

#include <algorithm>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace umpire {

// How QCOMPARE shows an event kind that differs: by its name.
inline char *toString(EventKind kind)
{
    return qstrdup(eventKindName(kind));
}

} // namespace umpire

namespace umpire::test {

// The shipped ruleset `id` from rulesdata/, loaded once per test process; aborts the test run if it
// does not load, since every test that uses it would be meaningless.
inline const crt::Ruleset &shippedRuleset(const std::string &id)
{
    static std::map<std::string, std::shared_ptr<crt::Ruleset>> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        Result<crt::Ruleset> loaded =
            crt::Ruleset::load(std::string(UMPIRE_RULESDATA_DIR) + "/" + id + ".json");
        if (!loaded)
            qFatal("shipped ruleset %s does not load: %s", id.c_str(),
                   loaded.error().message.c_str());
        it = cache.emplace(id, std::make_shared<crt::Ruleset>(std::move(loaded).value())).first;
    }
    return *it->second;
}

// The same as a campaign's or a game's ruleset finder takes it (Campaign::RulesetFinder).
inline Result<std::shared_ptr<const crt::Ruleset>> findShipped(const std::string &id)
{
    return std::make_shared<const crt::Ruleset>(shippedRuleset(id));
}

// Resolves a combat given as JSON text (the same form as `umpire-cli combat --request`).
inline Result<crt::CombatOutcome> combat(const std::string &requestJson)
{
    Result<crt::CombatRequest> request =
        crt::CombatRequest::fromJson(nlohmann::json::parse(requestJson));
    if (!request)
        return request.error();
    return crt::resolveCombat(*request, shippedRuleset(request->ruleset));
}

// A journal line's JSON without its checksum (journalline.h): what the event itself says.
inline nlohmann::json withoutSum(const std::string &line)
{
    nlohmann::json doc = nlohmann::json::parse(line);
    doc.erase("sum");
    return doc;
}

// The journal text with every line's checksum made again, as someone would who edited the file
// and recomputed the chain on purpose: what the checks after the checksums must catch by
// themselves (an edited action that no longer replays, a combat that resolves differently).
inline std::string resealed(const std::string &text)
{
    std::string out;
    LineSum sum = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        nlohmann::json doc = nlohmann::json::parse(text.substr(start, end - start));
        doc.erase("sum");
        out += sealJournalLine(doc.dump(), sum, &sum) + "\n";
        start = end + 1;
    }
    return out;
}

inline QString q(const std::string &text)
{
    return QString::fromStdString(text);
}
inline QString q(EventKind kind)
{
    return QString::fromUtf8(eventKindName(kind));
}

// Appends to a journal or game an event whose kind a test's data names as text, read as the
// command line reads a kind (parseEventKind): an unknown name is its BadInput.
template <typename Target>
Result<JournalEvent> appendNamed(Target &target, const std::string &kind,
                                 const nlohmann::json &data)
{
    Result<EventKind> parsed = parseEventKind(kind);
    if (!parsed)
        return parsed.error();
    return target.append(*parsed, data);
}

// Every event of a journal, whole, read back from its file; a failure to read them ends the test
// run.
inline std::vector<JournalEvent> allEvents(const Journal &journal)
{
    Result<std::vector<JournalEvent>> events = journal.readEvents();
    if (!events)
        qFatal("%s", events.error().message.c_str());
    return std::move(events).value();
}

// What the combat suites compare: obligations, steps and the rules they cite.
// "side action U1,U2 (rule)", sorted, so a row lists what a result obliges in any order.
inline QStringList obligationsOf(const crt::CombatOutcome &outcome)
{
    QStringList out;
    for (const crt::Obligation &ob : outcome.obligations) {
        if (ob.action == crt::ObligationAction::None) // "nothing happens" obliges nobody
            continue;
        QStringList units;
        for (const std::string &unit : ob.units)
            units << q(unit);
        out << q(ob.side) + " " + q(crt::obligationActionName(ob.action)) +
                   (units.isEmpty() ? QString() : " " + units.join(',')) + " (" + q(ob.rule) + ")";
    }
    out.sort();
    return out;
}

inline QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

inline QString stepsOf(const crt::CombatOutcome &outcome)
{
    QString out;
    for (const Step &s : outcome.explanation.steps)
        out +=
            "\n  " + q(s.rule) + ": " + q(s.text) +
            (s.before.empty() && s.after.empty() ? QString()
                                                 : " [" + q(s.before) + " -> " + q(s.after) + "]");
    return out;
}

// Whether a step cites `rule`, with these numbers before and after (empty matches anything).
inline bool cites(const crt::CombatOutcome &outcome, const QString &rule, const QString &before,
                  const QString &after)
{
    return std::any_of(
        outcome.explanation.steps.begin(), outcome.explanation.steps.end(), [&](const Step &s) {
            return q(s.rule) == rule && (before.isEmpty() || q(s.before) == before) &&
                   (after.isEmpty() || q(s.after) == after);
        });
}

// A step spec is "RULE|BEFORE|AFTER" (an empty part matches anything); a leading "!" means no such
// step.
inline void verifySteps(const crt::CombatOutcome &outcome, const QStringList &specs)
{
    for (const QString &spec : specs) {
        const bool absent = spec.startsWith('!');
        const QStringList parts = (absent ? spec.mid(1) : spec).split('|');
        const bool found = cites(outcome, parts.value(0), parts.value(1), parts.value(2));
        QVERIFY2(found != absent, qPrintable((absent ? "unexpected step " : "missing step ") +
                                             spec + "; steps:" + stepsOf(outcome)));
    }
}

inline Result<crt::CombatOutcome> resolved(const QByteArray &request)
{
    return combat(request.toStdString());
}

// The rules refuse this combat (BadInput), and the message names each fragment.
inline void verifyRefused(const QByteArray &request, const QStringList &fragments)
{
    const Result<crt::CombatOutcome> outcome = resolved(request);
    QVERIFY2(!outcome.ok(), "the combat was resolved but the rules do not allow it");
    QCOMPARE(outcome.error().kind, ErrorKind::BadInput);
    for (const QString &fragment : fragments)
        QVERIFY2(q(outcome.error().message).contains(fragment),
                 qPrintable("\"" + fragment + "\" not in: " + q(outcome.error().message)));
}

} // namespace umpire::test

#define REQUIRE_RESOLVED(result)                                                                   \
    QVERIFY2((result).ok(), (result).ok() ? "" : (result).error().message.c_str())
