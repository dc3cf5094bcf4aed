#pragma once

#include "journalevent.h"
#include "message.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace umpire {

// The checksum every journal line carries from format version 2 on: a 64-bit XXH3 hash of the
// line's bytes before its "sum" member, seeded with the previous line's sum (the header line's
// seed is 0). An edited, deleted or reordered line no longer matches: the chain breaks there. The
// sum is the line's last member, 16 lower-case hexadecimal digits:
//     {"data":{"text":"Reille
//     attacks"},"kind":"note","seq":3,"time":"...","sum":"0123456789abcdef"}
// It guards against accidents (a hand edit, a damaged disk, a bad copy), not against someone who
// recomputes it on purpose: the journal has no secret.
using LineSum = std::uint64_t;

// The line for `body` (a JSON object's text on one line, no end of line) chained after `previous`;
// its own sum in `sum`.
std::string sealJournalLine(std::string_view body, LineSum previous, LineSum *sum = nullptr);
// A sum as a journal writes it: 16 lower-case hexadecimal digits.
std::string sumText(LineSum sum);
// The same hash of any bytes (seed 0): the replay checkpoint's own checksum and fingerprint.
LineSum bytesSum(std::string_view bytes);
// The sum a line carries in last place, or nothing when it carries none there.
std::optional<LineSum> storedLineSum(std::string_view line);
// Whether the line carries a sum and its bytes match it, chained after `previous`.
bool lineSumMatches(std::string_view line, LineSum previous);

// A line's JSON, or discarded with the reason it is not an event's: nested deeper than
// maxJsonNesting (jsonfile.h: checked before parsing, so nothing recurses into it), or not JSON.
nlohmann::json parseJournalLine(std::string_view line, Message &reason);
// The same, without what replay never reads of the events whose digest drops it (replayDigest): a
// note's or an override's data, and of another kind's data all but the members its row keeps
// (JournalEventKind::keeps: a combat's roll, obligations and exchange). Each object or array left
// out is an empty one of its type, so that the event's fields check as they do whole
// (checkEventData) and its digest is the same. A line whose kind its bytes do not tell is read
// whole.
nlohmann::json parseJournalLineForReplay(std::string_view line, Message &reason);

} // namespace umpire
