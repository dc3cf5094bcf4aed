#pragma once

// How the secrets tests look for a secret in what a face sends (engine_secrets, the players' view
// server's suite): each form of GameModule::secrets() as a whole word at an end where it starts or
// ends with a letter or digit ("fr-I" is not in "fr-IG", a seed's digits not in a longer number),
// in the bytes with the game's own name taken out ("Napoleon 1815 Returns" names no unit).
#include <cctype>
#include <string>
#include <string_view>

namespace umpire::test {

inline bool secretWordCharacter(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

// Whether `form` is in `text` as a whole word.
inline bool holdsSecretForm(std::string_view text, std::string_view form)
{
    if (form.empty())
        return false;
    for (std::size_t at = text.find(form); at != std::string_view::npos;
         at = text.find(form, at + 1)) {
        const std::size_t end = at + form.size();
        const bool startsInWord =
            secretWordCharacter(form.front()) && at > 0 && secretWordCharacter(text[at - 1]);
        const bool endsInWord =
            secretWordCharacter(form.back()) && end < text.size() && secretWordCharacter(text[end]);
        if (!startsInWord && !endsInWord)
            return true;
    }
    return false;
}

// `text` with every `name` (the game's own) replaced, so that no secret is read inside it.
inline std::string withoutName(std::string text, const std::string &name)
{
    for (std::size_t at = text.find(name); !name.empty() && at != std::string::npos;
         at = text.find(name, at))
        text.replace(at, name.size(), "GAME");
    return text;
}

} // namespace umpire::test
