#include "gameui.h"

namespace {

struct Uis
{
    std::vector<std::shared_ptr<const GameUi>> enrolled, builtIn;
};

Uis &uis()
{
    static Uis all;
    return all;
}

} // namespace

const GameUi *GameUi::of(const std::string &family)
{
    for (const auto *list : {&uis().enrolled, &uis().builtIn})
        for (const std::shared_ptr<const GameUi> &ui : *list)
            if (ui->family() == family)
                return ui.get();
    return nullptr;
}

bool GameUi::enroll(std::shared_ptr<const GameUi> ui)
{
    uis().enrolled.push_back(std::move(ui));
    return true;
}

void GameUi::setBuiltIn(std::vector<std::shared_ptr<const GameUi>> list)
{
    uis().builtIn = std::move(list);
}

std::vector<const GameUi *> GameUi::all()
{
    std::vector<const GameUi *> out;
    for (const auto *list : {&uis().enrolled, &uis().builtIn})
        for (const std::shared_ptr<const GameUi> &ui : *list)
            out.push_back(ui.get());
    return out;
}
