#include "combatpanel.h"

#include "datatext.h"
#include "gamesession.h"
#include "mapcombat.h"
#include "unverifiedbanner.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QShortcut>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

using nlohmann::json;

namespace {

constexpr int KeyRole = Qt::UserRole + 1; // a terrain item's key letter

QLabel *bigLabel(int pointSize, bool bold)
{
    auto *label = new QLabel;
    QFont font = label->font();
    font.setPointSize(pointSize);
    font.setBold(bold);
    label->setFont(font);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

CombatPanel::CombatPanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("combatPanel"));
    auto *layout = new QVBoxLayout(this);

    // The request: the four fields a combat needs, in the order a referee says them.
    auto *form = new QGridLayout;
    m_attack = new QLineEdit;
    m_attack->setObjectName(QStringLiteral("attack"));
    m_attack->setPlaceholderText(tr("strengths or units: 5 4 3"));
    m_defend = new QLineEdit;
    m_defend->setObjectName(QStringLiteral("defend"));
    m_defend->setPlaceholderText(tr("strengths or units: 4"));
    m_terrain = new QComboBox;
    m_terrain->setObjectName(QStringLiteral("terrain"));
    m_die = new QLineEdit;
    m_die->setObjectName(QStringLiteral("die"));
    m_die->setPlaceholderText(tr("1-6"));
    m_die->setMaxLength(2);
    m_die->setMaximumWidth(80);
    m_attackLabel = new QLabel(tr("&Attacker"));
    m_attackLabel->setBuddy(m_attack);
    m_defendLabel = new QLabel(tr("&Defender"));
    m_defendLabel->setBuddy(m_defend);
    m_terrainLabel = new QLabel(tr("&Terrain"));
    m_terrainLabel->setBuddy(m_terrain);
    m_dieLabel = new QLabel(tr("D&ie"));
    m_dieLabel->setBuddy(m_die);
    QFont fieldFont = m_attack->font();
    fieldFont.setPointSize(fieldFont.pointSize() + 4);
    for (QWidget *w : {static_cast<QWidget *>(m_attack), static_cast<QWidget *>(m_defend),
                       static_cast<QWidget *>(m_terrain), static_cast<QWidget *>(m_die)})
        w->setFont(fieldFont);
    form->addWidget(m_attackLabel, 0, 0);
    form->addWidget(m_defendLabel, 0, 1);
    form->addWidget(m_terrainLabel, 0, 2);
    form->addWidget(m_dieLabel, 0, 3);
    form->addWidget(m_attack, 1, 0);
    form->addWidget(m_defend, 1, 1);
    form->addWidget(m_terrain, 1, 2);
    form->addWidget(m_die, 1, 3);
    form->setColumnStretch(0, 3);
    form->setColumnStretch(1, 2);
    form->setColumnStretch(2, 2);
    layout->addLayout(form);

    // Modifiers, each on its own key.
    auto *modifiers = new QHBoxLayout;
    m_hexside = new QComboBox;
    m_hexside->setObjectName(QStringLiteral("hexside"));
    m_hexsideLabel = new QLabel(tr("&Hexside"));
    m_hexsideLabel->setBuddy(m_hexside);
    m_attackerDemoralized = new QCheckBox(tr("Attacker de&moralized"));
    m_defenderDemoralized = new QCheckBox(tr("Defender demorali&zed"));
    m_shift = new QSpinBox;
    m_shift->setRange(-6, 6);
    m_shift->setObjectName(QStringLiteral("shift"));
    m_shiftLabel = new QLabel(tr("Column &shift"));
    m_shiftLabel->setBuddy(m_shift);
    m_resolve = new QPushButton(tr("Resolve (Enter)"));
    m_resolve->setObjectName(QStringLiteral("resolve"));
    m_roll = new QPushButton(tr("Roll for me (Ctrl+R)"));
    m_roll->setObjectName(QStringLiteral("roll"));
    // Two rows, so that the panel fits a laptop's width in every language.
    modifiers->addWidget(m_hexsideLabel);
    modifiers->addWidget(m_hexside);
    modifiers->addWidget(m_attackerDemoralized);
    modifiers->addWidget(m_defenderDemoralized);
    modifiers->addStretch(1);
    layout->addLayout(modifiers);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_shiftLabel);
    actions->addWidget(m_shift);
    actions->addStretch(1);
    actions->addWidget(m_roll);
    actions->addWidget(m_resolve);
    layout->addLayout(actions);

    m_preview = new QLabel;
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setWordWrap(true);
    layout->addWidget(m_preview);
    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #a01010; font-weight: bold;"));
    m_error->hide();
    layout->addWidget(m_error);

    // The result, readable across the table.
    auto *result = new QFrame;
    result->setFrameShape(QFrame::StyledPanel);
    auto *resultLayout = new QGridLayout(result);
    m_resultCode = bigLabel(44, true);
    m_resultCode->setObjectName(QStringLiteral("resultCode"));
    m_resultCode->setMinimumWidth(140);
    m_resultCode->setAlignment(Qt::AlignCenter);
    m_resultName = bigLabel(20, true);
    m_resultName->setObjectName(QStringLiteral("resultName"));
    m_resultName->setWordWrap(true);
    m_resultDetail = bigLabel(13, false);
    m_resultDetail->setObjectName(QStringLiteral("resultDetail"));
    m_resultDetail->setWordWrap(true);
    m_chances = new QLabel;
    m_chances->setObjectName(QStringLiteral("chances"));
    m_chances->setWordWrap(true);
    m_chances->setTextFormat(Qt::RichText);
    m_resultName->setText(tr("No combat yet"));
    m_resultName->setStyleSheet(QStringLiteral("color: gray;"));
    resultLayout->addWidget(m_resultCode, 0, 0, 3, 1);
    resultLayout->addWidget(m_resultName, 0, 1);
    resultLayout->addWidget(m_resultDetail, 1, 1);
    resultLayout->addWidget(m_chances, 2, 1);
    resultLayout->setColumnStretch(1, 1);
    layout->addWidget(result);

    m_unverified = unverifiedBanner(QStringLiteral("unverified"));
    m_unverified->hide();
    layout->addWidget(m_unverified);

    m_steps = new QTreeWidget;
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setColumnCount(3);
    m_steps->setHeaderLabels({tr("Rule"), tr("Step"), tr("Numbers")});
    m_steps->setRootIsDecorated(false);
    m_steps->setAlternatingRowColors(true);
    m_steps->setWordWrap(true);
    m_steps->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_steps->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_steps->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_steps->setFocusPolicy(Qt::NoFocus);
    m_steps->setMinimumHeight(150);
    m_steps->setToolTip(tr("Double-click a step to read its rule"));
    layout->addWidget(m_steps, 1);
    connect(m_steps, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { emit ruleClicked(item->text(0)); });

    // Applying the result: what it obliges each side to do, one button per journal event.
    m_applyTitle = new QLabel(tr("Apply the result"));
    QFont applyFont = m_applyTitle->font();
    applyFont.setBold(true);
    m_applyTitle->setFont(applyFont);
    m_applyTitle->hide();
    layout->addWidget(m_applyTitle);
    m_apply = new QWidget;
    m_apply->setObjectName(QStringLiteral("apply"));
    m_applyLayout = new QVBoxLayout(m_apply);
    m_applyLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_apply);

    setTabOrder(m_attack, m_defend);
    setTabOrder(m_defend, m_terrain);
    setTabOrder(m_terrain, m_die);
    setTabOrder(m_die, m_resolve);
    setTabOrder(m_resolve, m_hexside);
    setTabOrder(m_hexside, m_attackerDemoralized);
    setTabOrder(m_attackerDemoralized, m_defenderDemoralized);
    setTabOrder(m_defenderDemoralized, m_shift);
    setTabOrder(m_shift, m_roll);

    // Enter reaches keyPressEvent from every field (a line edit passes it on): one resolution each.
    for (QLineEdit *field : {m_attack, m_defend, m_die})
        connect(field, &QLineEdit::textChanged, this, &CombatPanel::updatePreview);
    for (QComboBox *box : {m_terrain, m_hexside}) {
        connect(box, &QComboBox::currentIndexChanged, this, &CombatPanel::updatePreview);
        box->installEventFilter(this);
    }
    for (QCheckBox *box : {m_attackerDemoralized, m_defenderDemoralized})
        connect(box, &QCheckBox::toggled, this, &CombatPanel::updatePreview);
    connect(m_shift, &QSpinBox::valueChanged, this, &CombatPanel::updatePreview);
    connect(m_resolve, &QPushButton::clicked, this, &CombatPanel::resolve);
    connect(m_roll, &QPushButton::clicked, this, &CombatPanel::rollAndResolve);
    auto *rollKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    rollKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(rollKey, &QShortcut::activated, this, &CombatPanel::rollAndResolve);
    connect(m_session, &GameSession::stateChanged, this, &CombatPanel::showLastCombat);
    connect(m_session, &GameSession::gameOpened, this, [this] {
        m_combatSeq = 0;
        showApply();
        rebuildChoices();
        startNew();
    });
    rebuildChoices();
    updatePreview();
}

void CombatPanel::rebuildChoices()
{
    m_terrain->clear();
    m_hexside->clear();
    m_hexside->addItem(tr("none"), QString());
    const bool game = m_session->hasGame();
    setEnabled(game && !m_session->readOnly());
    if (!game)
        return;
    const umpire::crt::Ruleset &ruleset = m_session->ruleset();
    // On a map the engine takes the terrain and the hexsides from the map, unless the
    // referee chooses otherwise here.
    if (m_session->game().map()) {
        m_terrain->addItem(tr("from the map"), QString());
        m_hexside->setItemText(0, tr("from the map"));
    }
    // Each terrain its own key, shown before its name: the first letter of its name
    // that no earlier terrain of the list has (Clear [c], Chateau [h]).
    QString usedTerrain, usedHexside;
    for (const umpire::crt::Terrain &t : ruleset.terrain) {
        if (t.prohibited)
            continue;
        const QString name = dataText(t.name) + (t.verified ? QString() : tr(" (unverified)"));
        QString &used = t.hexside ? usedHexside : usedTerrain;
        QChar key;
        for (const QChar c : dataText(t.name).toLower())
            if (c.isLetter() && !used.contains(c)) {
                key = c;
                break;
            }
        QComboBox *box = t.hexside ? m_hexside : m_terrain;
        box->addItem(key.isNull() ? name : QStringLiteral("[%1] %2").arg(key).arg(name), qs(t.id));
        if (!key.isNull()) {
            used += key;
            box->setItemData(box->count() - 1, QString(key), KeyRole);
        }
    }
    // Only what the game's die can show: 1-6 (a two-digit die takes any two digits; the engine
    // checks).
    const QString faces = ruleset.dieFaces <= 9 ? QStringLiteral("[1-%1]").arg(ruleset.dieFaces)
                                                : QStringLiteral("[1-9][0-9]?");
    m_die->setValidator(new QRegularExpressionValidator(QRegularExpression(faces), m_die));
    m_die->setPlaceholderText(tr("1-%1").arg(ruleset.dieFaces));
}

void CombatPanel::startNew()
{
    m_attack->clear();
    m_defend->clear();
    m_die->clear();
    if (m_terrain->count() > 0)
        m_terrain->setCurrentIndex(0);
    m_hexside->setCurrentIndex(0);
    m_attackerDemoralized->setChecked(false);
    m_defenderDemoralized->setChecked(false);
    m_shift->setValue(0);
    m_attack->setFocus();
    clearResult();
    updatePreview();
}

void CombatPanel::clearResult()
{
    m_resultCode->clear();
    m_resultName->setText(tr("No combat yet"));
    m_resultName->setStyleSheet(QStringLiteral("color: gray;"));
    m_resultDetail->clear();
    m_chances->clear();
    m_unverified->hide();
    m_steps->clear();
    m_combatSeq = 0;
    showApply();
}

// The panel shows the phase's last combat, fought here, on the map or by another program: an
// undone one is no longer the game's, and the next phase or turn starts with none.
void CombatPanel::showLastCombat()
{
    const std::vector<umpire::crt::CombatDue> *dues =
        m_session->hasGame() ? &m_session->state().dues : nullptr;
    if (!dues || dues->empty()) {
        if (m_combatSeq != 0)
            clearResult();
        else
            showApply();
        return;
    }
    const std::uint64_t last = dues->back().combat;
    if (last == m_combatSeq) {
        showApply();
        return;
    }
    if (umpire::Result<umpire::crt::CombatOutcome> outcome =
            m_session->game().journaledCombat(last))
        showOutcome(*outcome, last);
    else
        clearResult();
}

umpire::Result<json> CombatPanel::request(bool withDie) const
{
    if (!m_session->hasGame())
        return umpire::badInput(tr("no game is open").toStdString());
    const umpire::crt::GameState &state = m_session->state();
    // "5 4 3", "5+4+3", "Lefol, Habert 3", "pirch ii": numbers are strengths, names are units of
    // the order of battle in any case (names of several words too), or the start of one unit's
    // name.
    auto find = [&](const QString &name) -> std::string {
        for (const auto &[id, unit] : state.units)
            if (QString::compare(qs(id), name, Qt::CaseInsensitive) == 0)
                return id;
        return {};
    };
    auto findPrefix = [&](const QString &start) -> std::string {
        std::string found;
        for (const auto &[id, unit] : state.units)
            if (unit.status == umpire::crt::UnitState::Status::OnMap &&
                qs(id).startsWith(start, Qt::CaseInsensitive)) {
                if (!found.empty())
                    return {}; // more than one: the player must say which
                found = id;
            }
        return found;
    };
    auto units = [&](const QString &text, const QString &who) -> umpire::Result<json> {
        json list = json::array();
        const QStringList tokens =
            text.split(QRegularExpression(QStringLiteral("[\\s,+]+")), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < tokens.size();) {
            std::string id;
            qsizetype used = 0;
            for (qsizetype n = std::min<qsizetype>(3, tokens.size() - i); n >= 1 && id.empty(); --n)
                if (!(id = find(tokens.mid(i, n).join(QLatin1Char(' ')))).empty())
                    used = n;
            bool number = false;
            const int strength = tokens[i].toInt(&number);
            if (id.empty() && !number && tokens[i].size() >= 3 &&
                !(id = findPrefix(tokens[i])).empty())
                used = 1;
            if (!id.empty()) {
                list.push_back({{"id", id}});
                i += used;
            } else if (number && strength >= 0) {
                list.push_back({{"strength", strength}});
                ++i;
            } else {
                return umpire::badInput(
                    tr("%1: \"%2\" is neither a strength nor a unit of the order of battle")
                        .arg(who, tokens[i])
                        .toStdString());
            }
        }
        if (list.empty())
            return umpire::badInput(
                tr("%1: type the strengths or the units").arg(who).toStdString());
        return list;
    };
    umpire::Result<json> attackers = units(m_attack->text(), tr("Attacker"));
    if (!attackers)
        return attackers;
    umpire::Result<json> defenders = units(m_defend->text(), tr("Defender"));
    if (!defenders)
        return defenders;
    const std::string terrain = m_terrain->currentData().toString().toStdString();
    const std::string hexside = m_hexside->currentData().toString().toStdString();
    for (json &d : *defenders)
        if (!terrain.empty())
            d["terrain"] = terrain;
    for (json &a : *attackers)
        if (!hexside.empty())
            a["hexside"] = hexside;
    json out = {
        {"ruleset", m_session->ruleset().id}, {"attackers", *attackers}, {"defenders", *defenders}};
    if (m_attackerDemoralized->isChecked())
        out["attackerDemoralized"] = true;
    if (m_defenderDemoralized->isChecked())
        out["defenderDemoralized"] = true;
    if (m_shift->value() != 0)
        out["shifts"] = json::array(
            {{{"columns", m_shift->value()}, {"reason", tr("the players' shift").toStdString()}}});
    if (withDie && !m_die->text().isEmpty())
        out["die"] = m_die->text().toInt();
    return out;
}

void CombatPanel::updatePreview()
{
    m_error->hide();
    if (!m_session->hasGame() || m_attack->text().trimmed().isEmpty() ||
        m_defend->text().trimmed().isEmpty()) {
        m_preview->setText(
            tr("Type the attacker's strengths (or units), Tab, the defender's, Tab, the terrain's "
               "key (the letter in brackets), Tab, the die, Enter."));
        return;
    }
    umpire::Result<json> r = request(false);
    if (!r) {
        m_preview->setText(errorText(r.error()));
        return;
    }
    m_preview->setStyleSheet(QString());
    // NLB 5.6, BMW 7.5: a terrain or hexside chosen against the map is the referee's override.
    const QStringList contradicted = mapContradictions(*r);
    if (!contradicted.isEmpty())
        (*r)["override"] = "previewed";
    umpire::Result<umpire::crt::CombatOutcome> outcome = m_session->preview(*r);
    if (!outcome) {
        m_preview->setText(errorText(outcome.error()));
        return;
    }
    QString text = outcome->automatic ? tr("%1 against %2: %3, an automatic %4 (no die)")
                                            .arg(outcome->attackStrength)
                                            .arg(outcome->defenceStrength)
                                            .arg(qs(outcome->column), qs(outcome->result))
                                      : tr("%1 against %2: odds %3, read on the %4 column")
                                            .arg(outcome->attackStrength)
                                            .arg(outcome->defenceStrength)
                                            .arg(qs(outcome->computedOdds), qs(outcome->column));
    if (!contradicted.isEmpty()) {
        text = tr("Against the map: %1. That is the referee's override: Enter asks for the "
                  "reason. (%2)")
                   .arg(contradicted.join(QStringLiteral("; ")), text);
        m_preview->setStyleSheet(QStringLiteral("color: #9a4a00; font-weight: bold;"));
    }
    m_preview->setText(text);
}

QStringList CombatPanel::mapContradictions(const json &request) const
{
    QStringList out;
    const umpire::crt::HexMap *map = m_session->hasGame() ? m_session->game().map() : nullptr;
    if (!map || m_session->state().turn == 0)
        return out; // before the first turn the journal is a free log of combats
    for (const umpire::Message &m :
         umpire::crt::mapContradictions(m_session->state(), m_session->ruleset(), *map, request))
        out << messageText(m);
    return out;
}

bool CombatPanel::eventFilter(QObject *watched, QEvent *event)
{
    auto *box = qobject_cast<QComboBox *>(watched);
    if (box && event->type() == QEvent::KeyPress) {
        const QString text = static_cast<QKeyEvent *>(event)->text().toLower();
        if (text.size() == 1 && text.front().isLetter()) {
            const int index = box->findData(text, KeyRole);
            if (index >= 0)
                box->setCurrentIndex(index);
            return true; // a letter that is no item's key picks nothing
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CombatPanel::keyPressEvent(QKeyEvent *event)
{
    // Enter resolves from any field of the panel, the terrain list included.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        resolve();
        return;
    }
    QWidget::keyPressEvent(event);
}

void CombatPanel::resolve()
{
    if (m_die->text().isEmpty()) {
        // Only an automatic result needs no die: a referee never gets a generated roll by accident.
        umpire::Result<json> r = request(false);
        umpire::Result<umpire::crt::CombatOutcome> preview =
            r ? m_session->preview(*r) : umpire::Result<umpire::crt::CombatOutcome>(r.error());
        if (preview && !preview->automatic) {
            m_error->setText(
                tr("Type the die you rolled (1-%1), or press Ctrl+R to let Umpire roll.")
                    .arg(m_session->ruleset().dieFaces));
            m_error->show();
            m_die->setFocus();
            return;
        }
    }
    resolveWith(false);
}

void CombatPanel::rollAndResolve()
{
    resolveWith(true);
}

void CombatPanel::resolveWith(bool generated)
{
    m_error->hide();
    umpire::Result<json> r = request(!generated);
    if (!r) {
        m_error->setText(errorText(r.error()));
        m_error->show();
        return;
    }
    if (const QStringList contradicted = mapContradictions(*r); !contradicted.isEmpty()) {
        // The map is the rule; the referee may still say otherwise, journaled with why.
        const QString why =
            QInputDialog::getText(this, tr("Override the map?"),
                                  tr("%1.\n\nThe referee's reason for fighting it so:")
                                      .arg(contradicted.join(QStringLiteral(";\n"))));
        if (why.trimmed().isEmpty()) {
            m_error->setText(tr("Not fought: choose “from the map”, or give the reason for the "
                                "override."));
            m_error->show();
            return;
        }
        (*r)["override"] = why.trimmed().toStdString();
    }
    // Fought by the module, as on the map and at the command line; the panel shows it as journaled.
    umpire::Result<umpire::ActOutcome> done =
        m_session->act({{"action", "combat"}, {"request", *r}});
    umpire::Result<umpire::crt::CombatOutcome> outcome =
        done ? m_session->game().journaledCombat(done->event.seq)
             : umpire::Result<umpire::crt::CombatOutcome>(done.error());
    if (!outcome) {
        m_error->setText(errorText(outcome.error()));
        m_error->show();
        return;
    }
    showOutcome(*outcome, done->event.seq);
    QString spoken = tr("%1 against %2, %3.")
                         .arg(outcome->attackStrength)
                         .arg(outcome->defenceStrength)
                         .arg(qs(outcome->column));
    if (outcome->roll)
        spoken += QLatin1Char(' ') + tr("Die %1.").arg(outcome->roll->value);
    spoken += QLatin1Char(' ') + dataText(outcome->resultName) + QLatin1Char('.');
    emit resolved(spoken);
}

QString CombatPanel::resultText() const
{
    return m_resultCode->text();
}

void CombatPanel::showOutcome(const umpire::crt::CombatOutcome &outcome, std::uint64_t seq)
{
    m_resultCode->setText(
        qs(outcome.effectiveResult.empty() ? outcome.result : outcome.effectiveResult));
    m_resultName->setText(dataText(outcome.resultName));
    m_resultName->setStyleSheet(QString());
    QString detail = tr("%1 against %2, column %3")
                         .arg(outcome.attackStrength)
                         .arg(outcome.defenceStrength)
                         .arg(qs(outcome.column));
    if (outcome.roll)
        detail += QStringLiteral(", ") + (outcome.roll->source == umpire::Roll::Source::Physical
                                              ? tr("die %1 (yours)").arg(outcome.roll->value)
                                              : tr("die %1 (rolled by Umpire, draw %2)")
                                                    .arg(outcome.roll->value)
                                                    .arg(outcome.roll->draw));
    else if (outcome.automatic)
        detail += QStringLiteral(", ") + tr("automatic, no die");
    if (!outcome.effectiveResult.empty() && outcome.effectiveResult != outcome.result)
        detail += QStringLiteral(" · ") + tr("the chart gives %1").arg(qs(outcome.result));
    m_resultDetail->setText(detail);

    QStringList shares;
    for (const umpire::crt::ColumnChances &c : outcome.chances) {
        if (!c.chosen)
            continue;
        int total = 0;
        for (const auto &s : c.shares)
            total += s.faces;
        for (const auto &s : c.shares)
            shares << QStringLiteral("<b>%1</b> %2%")
                          .arg(qs(s.code).toHtmlEscaped())
                          .arg(total ? 100.0 * s.faces / total : 0.0, 0, 'f', 0);
    }
    m_chances->setText(shares.isEmpty()
                           ? QString()
                           : tr("On this column: %1").arg(shares.join(QStringLiteral(" · "))));

    if (outcome.explanation.unverified.empty()) {
        m_unverified->hide();
    } else {
        QStringList items;
        for (const umpire::UnverifiedUse &u : outcome.explanation.unverified)
            items << messageText(u.message) + QStringLiteral(" (") + qs(u.item) +
                         QStringLiteral(")");
        m_unverified->setText(tr("Unverified data decided this result: %1. Check it against your "
                                 "own copy of the game.")
                                  .arg(items.join(QStringLiteral("; "))));
        m_unverified->show();
    }

    m_steps->clear();
    for (const umpire::Step &s : outcome.explanation.steps) {
        // A total worked out has no number before it: no arrow from nothing.
        const QString numbers = s.before.empty() && s.after.empty() ? QString()
                                : s.before.empty()                  ? qs(s.after)
                                : s.after.empty()
                                    ? qs(s.before)
                                    : qs(s.before) + QStringLiteral(" → ") + qs(s.after);
        const QString text = stepText(s);
        auto *item = new QTreeWidgetItem({qs(s.rule), text, numbers});
        item->setToolTip(1, text);
        m_steps->addTopLevelItem(item);
    }
    m_combatSeq = seq;
    showApply();
}

QString CombatPanel::applicationText(const umpire::crt::Application &a) const
{
    QStringList names;
    for (const std::string &u : a.units)
        names << qs(u);
    const QString units = names.join(QStringLiteral(", "));
    if (a.kind == umpire::crt::ApplicationKind::Eliminate)
        return tr("Eliminate %1").arg(units);
    // What the button does, not what is done yet: "Retreat Pirch II to 0905".
    if (a.kind == umpire::crt::ApplicationKind::Retreat)
        return tr("Retreat %1").arg(units);
    if (a.kind == umpire::crt::ApplicationKind::CannotRetreat)
        return tr("%1 cannot retreat: eliminate").arg(units);
    if (a.kind == umpire::crt::ApplicationKind::Advance)
        return tr("Advance %1").arg(units);
    if (a.kind == umpire::crt::ApplicationKind::LoseUnit)
        return tr("Lose %1").arg(units);
    if (a.kind == umpire::crt::ApplicationKind::Exchange)
        return tr("Exchange: lose %1").arg(units);
    return messageText(a.meaning);
}

// What the result obliges, each obligation a row, with a button for each way the engine lists of
// carrying it out now (resultapplication.h): rebuilt from the journal's state after every event, so
// an undo, another program's append or an advance that becomes possible shows at once.
void CombatPanel::showApply()
{
    // A fresh set of rows: the previous buttons go with their container.
    auto *fresh = new QWidget;
    fresh->setObjectName(QStringLiteral("apply"));
    m_applyLayout = new QVBoxLayout(fresh);
    m_applyLayout->setContentsMargins(0, 0, 0, 0);
    layout()->replaceWidget(m_apply, fresh);
    // Later: this may run inside one of its buttons' clicks.
    m_apply->setObjectName(QString());
    m_apply->hide();
    m_apply->deleteLater();
    m_apply = fresh;
    bool any = false;
    const bool current =
        m_combatSeq != 0 && m_session->hasGame() &&
        std::any_of(m_session->state().dues.begin(), m_session->state().dues.end(),
                    [this](const umpire::crt::CombatDue &d) { return d.combat == m_combatSeq; });
    if (current) {
        const umpire::crt::CombatDue &due = *std::find_if(
            m_session->state().dues.begin(), m_session->state().dues.end(),
            [this](const umpire::crt::CombatDue &d) { return d.combat == m_combatSeq; });
        // On a map: a retreat or an advance lists the hexes it may end in.
        const umpire::crt::HexMap *map = m_session->game().map();
        const std::vector<umpire::crt::Application> pending =
            map ? umpire::crt::applicationsOnMap(m_session->state(), m_session->ruleset(), *map,
                                                 m_combatSeq)
                : umpire::crt::pendingApplications(m_session->state(), m_combatSeq);
        // The obligations' texts are the journaled combat's (the state keeps who and what only).
        nlohmann::json texts = nlohmann::json::array();
        if (umpire::Result<umpire::JournalEvent> combat =
                m_session->game().journal().readEvent(m_combatSeq))
            if (const auto outcome = combat->data.find("outcome");
                outcome != combat->data.end() && outcome->is_object())
                texts = outcome->value("obligations", nlohmann::json::array());
        const nlohmann::json obligations = umpire::crt::dueObligations(due);
        for (std::size_t i = 0; i < obligations.size(); ++i) {
            const nlohmann::json &o = obligations[i];
            const nlohmann::json said =
                i < texts.size() && texts[i].is_object() ? texts[i] : nlohmann::json::object();
            umpire::Message text(said.value("text", std::string()));
            if (said.contains("message"))
                from_json(said["message"], text);
            // An obligation carried out for some of its units names only those left ("Pirch II,
            // Zieten must retreat" once Pirch II has: "Zieten must retreat").
            if (i < due.applied.size() && !due.applied[i].empty() && !text.args.empty()) {
                std::string all, left;
                for (const nlohmann::json &u : o.value("units", nlohmann::json::array())) {
                    const std::string id = u.is_string() ? u.get<std::string>() : std::string();
                    all += (all.empty() ? "" : ", ") + id;
                    if (!due.applied[i].count(id))
                        left += (left.empty() ? "" : ", ") + id;
                }
                if (text.args.front().format == all && !left.empty())
                    text.args.front() = umpire::Message(left);
            }
            // The obligation on its own line, then a row of buttons per unit (a retreat or its
            // elimination) or per set (every unit a De removes, an exchange's set).
            auto *label = new QLabel(messageText(text) + QStringLiteral(" (") +
                                     qs(o.value("rule", std::string())) + QStringLiteral(")"));
            label->setWordWrap(true);
            m_applyLayout->addWidget(label);
            std::vector<std::pair<std::vector<std::string>, QHBoxLayout *>> rows;
            for (const umpire::crt::Application &a : pending) {
                if (a.obligation != i)
                    continue;
                const bool oneUnit =
                    a.units.size() == 1 && a.kind != umpire::crt::ApplicationKind::Exchange;
                auto row = std::find_if(rows.begin(), rows.end(), [&](const auto &r) {
                    return oneUnit && r.first == a.units;
                });
                if (row == rows.end()) {
                    rows.emplace_back(a.units, new QHBoxLayout);
                    row = rows.end() - 1;
                }
                // One button per hex it may end in (a retreat, an advance on a map), else one.
                const std::vector<std::string> hexes =
                    a.to.empty() ? std::vector<std::string>{std::string()} : a.to;
                for (const std::string &hex : hexes) {
                    auto *button = new QPushButton(
                        hex.empty() ? applicationText(a)
                                    : tr("%1 to %2").arg(applicationText(a), qs(hex)));
                    button->setToolTip(messageText(a.meaning) + QStringLiteral(" (") + qs(a.rule) +
                                       QStringLiteral(")"));
                    connect(button, &QPushButton::clicked, this, [this, a, hex] {
                        nlohmann::json carried = a.action();
                        if (!hex.empty())
                            carried["to"] = hex;
                        umpire::Result<umpire::ActOutcome> e = m_session->act(carried);
                        if (!e) {
                            m_error->setText(errorText(e.error()));
                            m_error->show();
                        }
                    });
                    row->second->addWidget(button);
                }
            }
            for (auto &[units, row] : rows) {
                row->addStretch(1);
                m_applyLayout->addLayout(row);
            }
            any = true;
        }
    }
    m_applyTitle->setVisible(any);
}
