#include "n1815objectivespanel.h"

#include "datatext.h"
#include "n1815objectives.h"
#include "n1815panel.h"
#include "n1815secrets.h"
#include "roll.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

using namespace umpire;
using namespace n1815ui;

N1815ObjectivesPanel::N1815ObjectivesPanel(N1815Context &context, QWidget *parent)
    : QWidget(parent), m_context(context)
{
    m_confirm = [this](const QString &text) {
        return QMessageBox::question(this, tr("Secret objectives"), text) == QMessageBox::Yes;
    };
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(
        tr("N1815 5: the French player has two secret objectives. Umpire draws them, or records "
           "the two he drew from his own cards; they stay hidden until the end of the game."));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *draw = button(tr("&Draw two at random"), "n1815DrawObjectives");
    layout->addLayout(row({draw}));
    m_objective1 = new QComboBox;
    m_objective1->setObjectName(QStringLiteral("n1815Objective1"));
    m_objective2 = new QComboBox;
    m_objective2->setObjectName(QStringLiteral("n1815Objective2"));
    for (const n1815::ObjectiveCard &card : m_context.data().objectives) {
        m_objective1->addItem(dataText(card.name), qs(card.id));
        m_objective2->addItem(dataText(card.name), qs(card.id));
    }
    auto *record = button(tr("&Record the cards he drew"), "n1815RecordObjectives");
    layout->addLayout(row({m_objective1, m_objective2, record}));
    auto *show = button(tr("S&how the objectives…"), "n1815ShowObjectives");
    auto *hide = button(tr("H&ide them"), "n1815HideObjectives");
    layout->addLayout(row({show, hide}));
    m_objectives = new QLabel;
    m_objectives->setObjectName(QStringLiteral("n1815Objectives"));
    m_objectives->setWordWrap(true);
    m_objectives->setTextFormat(Qt::RichText);
    QFont big = m_objectives->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_objectives->setFont(big);
    layout->addWidget(m_objectives);
    layout->addStretch(1);
    connect(draw, &QPushButton::clicked, this, [this] {
        if (m_context.act({{"action", "drawObjectives"}, {"seed", DiceGenerator::freshSeed()}}))
            m_context.say(tr("Two objectives drawn; only the French player may look"));
    });
    connect(record, &QPushButton::clicked, this, [this] {
        m_context.act({{"action", "recordObjectives"},
                       {"objectives",
                        {m_objective1->currentData().toString().toStdString(),
                         m_objective2->currentData().toString().toStdString()}}});
    });
    connect(show, &QPushButton::clicked, this, [this] { showObjectives(); });
    connect(hide, &QPushButton::clicked, this, [this] { hideObjectives(); });
}

bool N1815ObjectivesPanel::objectivesShown() const
{
    return m_context.secrets().showsObjectives(m_context.data(), m_context.game().state);
}

void N1815ObjectivesPanel::showObjectives()
{
    const n1815::State &st = m_context.game().state;
    if (st.objectives.empty())
        return m_context.fail(
            tr("No objectives yet: draw them or record the French player's cards"));
    if (objectivesShown())
        return;
    if (!m_confirm(tr("Only the French player should look. Show the secret objectives?")))
        return;
    N1815Secrets secrets = m_context.secrets();
    secrets.showObjectives(m_context.data().penaltyOccupier); // N1815 5: the French player
    m_context.setSecrets(secrets);
}

void N1815ObjectivesPanel::hideObjectives()
{
    N1815Secrets secrets = m_context.secrets();
    if (!secrets.objectivesAsked())
        return refresh();
    secrets.hideObjectives();
    m_context.setSecrets(secrets);
}

void N1815ObjectivesPanel::refresh()
{
    const n1815::State &st = m_context.game().state;
    if (st.objectives.empty()) {
        m_objectives->setText(tr("No objectives yet."));
        return;
    }
    if (!objectivesShown()) {
        m_objectives->setText(tr("Hidden: %n objective card(s) held by the French player.", nullptr,
                                 int(st.objectives.size())));
        return;
    }
    QString text = st.objectivesRevealed ? tr("<b>Revealed:</b><br>") : QString();
    for (const n1815::ObjectiveStatus &s : n1815::objectiveStatus(m_context.data(), st))
        text += QStringLiteral("%1 <b>%2</b> — %3<br>")
                    .arg(s.achieved ? QStringLiteral("✔") : QStringLiteral("✘"),
                         dataText(s.name).toHtmlEscaped(), qs(s.why).toHtmlEscaped());
    m_objectives->setText(text);
}
