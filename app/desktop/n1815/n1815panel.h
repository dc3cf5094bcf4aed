#pragma once

#include "datatext.h"
#include "n1815game.h"
#include "n1815visibility.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>

#include <initializer_list>
#include <optional>
#include <string>

class N1815Secrets;
class QHBoxLayout;
class QLineEdit;
class QPushButton;
class QWidget;

// The pages of the Napoleon 1815 window, in their tab order.
enum class N1815Page { Turn, Battle, Sheets, Objectives, Journal };

// What a panel of the Napoleon 1815 window reads and acts through. The panels never see the
// journal: whoever owns it (the window today) implements this, so it can change owner without
// touching a panel.
//
// The panels translate in the "N1815Window" context (Q_DECLARE_TR_FUNCTIONS instead of Q_OBJECT),
// so the French translation of the window they came from still applies to them.
class N1815Context
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window)

  public:
    virtual const umpire::n1815::Game &game() const = 0;
    virtual const umpire::n1815::Data &data() const = 0;
    // Journals the action and shows its steps; false, with the engine's reason shown, when the
    // rules refuse it.
    virtual bool act(const nlohmann::json &action) = 0;
    virtual void fail(const QString &message) = 0; // a refusal the panel decided itself
    virtual QString lastError() const = 0;         // the rules' reason for the last refusal
    virtual void say(const QString &message) = 0;  // the shared message line
    virtual void showPage(N1815Page page) = 0;
    // What the screen shows of the players' secrets (n1815secrets.h): a panel asks it, and never
    // decides itself whether a hand, the odds or the objectives may show.
    virtual const N1815Secrets &secrets() const = 0;
    // The referee asked to show or hide a secret: every panel shows the change.
    virtual void setSecrets(const N1815Secrets &secrets) = 0;

    // What the screen's viewer may see of the game now (n1815::Visibility, for secrets().viewer()).
    umpire::n1815::Visibility visibility() const;
    // A unit as the screen's viewer may name it: "French Imperial Guard", or "a French unit".
    QString unitName(const std::string &id) const;
    QString locationName(const std::string &id) const;
    // The same marked "*" where the location is a stand-in of the rule data (check your map), as
    // every list of locations shows it.
    QString locationChoice(const std::string &id) const;
    QString sideName(const std::string &id) const;
    // The die typed into the field or, when `generated`, one rolled by the app's seeded generator
    // (and shown in the field), in the journal's roll form; nothing, with the refusal shown, when
    // the field holds no die.
    std::optional<nlohmann::json> rollFrom(QLineEdit *field, bool generated);

  protected:
    ~N1815Context() = default;
};

// The widgets every panel builds from.
namespace n1815ui {

using ::qs; // datatext.h
QPushButton *button(const QString &text, const char *name);
// A die typed at the keyboard: digits only; Enter does the row's action.
QLineEdit *dieField(const char *name, int faces);
QHBoxLayout *row(std::initializer_list<QWidget *> widgets, bool stretch = true);

} // namespace n1815ui
