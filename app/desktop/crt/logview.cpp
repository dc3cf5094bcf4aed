#include "logview.h"
#include "crtevents.h"

#include "datatext.h"
#include "stateeditmenu.h"

#include "compensation.h"
#include "eventsummary.h"
#include "gamesession.h"
#include "journalexport.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace {

// Whose event it is: its side, its unit's side, or the side of a combat's first attacking unit.
QString sideOf(const umpire::JournalEvent &e, const umpire::crt::GameState &state)
{
    const nlohmann::json &d = e.data;
    auto unitSide = [&](const nlohmann::json &id) -> QString {
        if (!id.is_string())
            return {};
        auto it = state.units.find(id.get<std::string>());
        return it == state.units.end() ? QString() : qs(it->second.side);
    };
    if (!d.is_object())
        return {};
    // A result carried out names its side's role in the combat ("attacker"): the side is its
    // units'.
    if (d.contains("side") && d["side"].is_string() && d["side"] != "attacker" &&
        d["side"] != "defender")
        return qs(d["side"].get<std::string>());
    if (d.contains("units") && d["units"].is_array() && !d["units"].empty())
        return unitSide(d["units"][0]);
    if (d.contains("unit"))
        return unitSide(d["unit"]);
    if (e.kind == umpire::crt::kinds::CombatResolved && d.contains("request") &&
        d["request"].is_object()) {
        const nlohmann::json &attackers = d["request"].value("attackers", nlohmann::json::array());
        if (attackers.is_array() && !attackers.empty() && attackers[0].is_object() &&
            attackers[0].contains("id"))
            return unitSide(attackers[0]["id"]);
    }
    if ((e.kind == umpire::crt::kinds::TurnAdvanced ||
         e.kind == umpire::crt::kinds::PhaseAdvanced) &&
        d.contains("player") && d["player"].is_string())
        return qs(d["player"].get<std::string>());
    return {};
}

// The units of the order of battle an event names: its unit, its units, a combat's attackers and
// defenders, the units a result displaced.
QStringList unitsNamed(const umpire::JournalEvent &e, const umpire::crt::GameState &state)
{
    QStringList units;
    auto add = [&](const nlohmann::json &id) {
        if (id.is_string() && state.units.count(id.get<std::string>()) &&
            !units.contains(qs(id.get<std::string>())))
            units << qs(id.get<std::string>());
    };
    const nlohmann::json &d = e.data;
    if (!d.is_object())
        return units;
    if (d.contains("unit"))
        add(d["unit"]);
    for (const char *list : {"units", "displaced"})
        if (d.contains(list) && d[list].is_array())
            for (const nlohmann::json &u : d[list])
                add(u.is_object() ? u.value("unit", nlohmann::json()) : u);
    if (d.contains("request") && d["request"].is_object())
        for (const char *list : {"attackers", "defenders"}) {
            const nlohmann::json &side = d["request"].value(list, nlohmann::json::array());
            if (side.is_array())
                for (const nlohmann::json &u : side)
                    if (u.is_object())
                        add(u.value("id", nlohmann::json()));
        }
    return units;
}

} // namespace

LogModel::LogModel(GameSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(m_session, &GameSession::gameOpened, this, &LogModel::reload);
    connect(m_session, &GameSession::stateChanged, this, &LogModel::refresh);
    reload();
}

void LogModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_undone.clear();
    endResetModel();
    refresh();
}

void LogModel::refresh()
{
    if (!m_session->hasGame())
        return;
    const umpire::Journal &journal = m_session->game().journal();
    const umpire::crt::GameState &state = m_session->state();
    bool compensation = false; // an undo or a redo came in: which events count has changed
    if (m_rows.size() < journal.size()) {
        umpire::Result<std::vector<umpire::JournalEvent>> events =
            journal.readEvents(m_rows.size() + 1);
        if (!events) {
            emit m_session->failed(errorText(events.error()));
            return;
        }
        int turn = m_rows.empty() ? 0 : m_rows.back().turn;
        beginInsertRows({}, static_cast<int>(m_rows.size()),
                        static_cast<int>(m_rows.size() + events->size() - 1));
        for (const umpire::JournalEvent &e : *events) {
            if (e.kind == umpire::crt::kinds::TurnAdvanced && e.data.contains("turn") &&
                e.data["turn"].is_number_integer())
                turn = e.data["turn"].get<int>();
            Row r;
            r.seq = e.seq;
            r.time = QDateTime::fromString(qs(e.time), Qt::ISODateWithMs)
                         .toLocalTime()
                         .toString(QStringLiteral("HH:mm:ss"));
            r.turn = turn;
            r.side = sideOf(e, state);
            // NLB: the Allied player's phases are the Anglo-Allied and Prussian armies' too.
            for (const umpire::crt::Ruleset::Player &p : m_session->ruleset().players)
                if (qs(p.name) == r.side)
                    for (const std::string &army : p.armies)
                        r.armies << qs(army);
            r.units = unitsNamed(e, state);
            r.kind = e.kind;
            r.what = messageText(umpire::crt::eventSummary(e)).simplified();
            m_rows.push_back(r);
            compensation = compensation || umpire::isCompensation(e.kind);
        }
        endInsertRows();
    }
    // An undo or a redo changes which earlier events count: the rows of the events it changed
    // (not every row at every action). Row i is event i + 1 (journals number their
    // events from 1, without gaps).
    if ((!compensation && state.undone.size() == m_undone.size()) || state.undone == m_undone)
        return;
    std::vector<std::uint64_t> changed;
    std::set_symmetric_difference(m_undone.begin(), m_undone.end(), state.undone.begin(),
                                  state.undone.end(), std::back_inserter(changed));
    m_undone = state.undone;
    for (const std::uint64_t seq : changed) {
        if (seq == 0 || seq > m_rows.size() || m_rows[seq - 1].seq != seq)
            continue;
        const std::size_t i = seq - 1;
        const bool counts = !m_undone.count(seq);
        if (counts != m_rows[i].counts) {
            m_rows[i].counts = counts;
            emit dataChanged(index(static_cast<int>(i), 0),
                             index(static_cast<int>(i), ColumnCount - 1));
        }
    }
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}
int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Row &r = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Seq:
            return QVariant::fromValue(r.seq);
        case Time:
            return r.time;
        case Turn:
            return r.turn;
        case Side:
            return dataText(r.side.toStdString());
        case Kind:
            return QString::fromUtf8(umpire::eventKindName(r.kind));
        case What:
            return r.counts ? r.what : tr("%1 (undone)").arg(r.what);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && !r.counts)
        return QColor(Qt::gray);
    if (role == Qt::FontRole && !r.counts) {
        QFont f;
        f.setStrikeOut(true);
        return f;
    }
    if (role == Qt::ToolTipRole && index.column() == What)
        return r.what;
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seq:
        return tr("#");
    case Time:
        return tr("Time");
    case Turn:
        return tr("Turn");
    case Side:
        return tr("Side");
    case Kind:
        return tr("Kind");
    case What:
        return tr("What happened");
    default:
        return {};
    }
}

void LogFilter::setTurn(int turn)
{
    m_turn = turn;
    invalidateFilter();
}
void LogFilter::setSide(const QString &side)
{
    m_side = side;
    invalidateFilter();
}
void LogFilter::setKind(std::optional<umpire::EventKind> kind)
{
    m_kind = kind;
    invalidateFilter();
}

bool LogFilter::filterAcceptsRow(int row, const QModelIndex &) const
{
    const auto *model = static_cast<const LogModel *>(sourceModel());
    const LogModel::Row &r = model->row(row);
    return (m_turn < 0 || r.turn == m_turn) &&
           (m_side.isEmpty() || r.side == m_side || r.armies.contains(m_side)) &&
           (!m_kind || r.kind == *m_kind);
}

LogView::LogView(GameSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("logView"));
    auto *layout = new QVBoxLayout(this);
    auto *filters = new QHBoxLayout;
    m_turn = new QComboBox;
    m_turn->setObjectName(QStringLiteral("turnFilter"));
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("sideFilter"));
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    auto *turnLabel = new QLabel(tr("T&urn"));
    turnLabel->setBuddy(m_turn);
    auto *sideLabel = new QLabel(tr("Si&de"));
    sideLabel->setBuddy(m_side);
    auto *kindLabel = new QLabel(tr("&Kind"));
    kindLabel->setBuddy(m_kind);
    filters->addWidget(turnLabel);
    filters->addWidget(m_turn);
    filters->addWidget(sideLabel);
    filters->addWidget(m_side);
    filters->addWidget(kindLabel);
    filters->addWidget(m_kind);
    filters->addStretch(1);
    auto *note = new QPushButton(tr("Note…"));
    note->setObjectName(QStringLiteral("noteButton"));
    auto *override_ = new QPushButton(tr("Override…"));
    override_->setObjectName(QStringLiteral("overrideButton"));
    filters->addWidget(note);
    filters->addWidget(override_);
    layout->addLayout(filters);

    m_model = new LogModel(session, this);
    m_filter = new LogFilter(this);
    m_filter->setSourceModel(m_model);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("logTable"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(LogModel::What, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    m_table->setColumnWidth(LogModel::Seq, digit * 6);
    m_table->setColumnWidth(LogModel::Time, digit * 10);
    m_table->setColumnWidth(LogModel::Turn, digit * 6);
    m_table->setColumnWidth(LogModel::Side, digit * 13);
    m_table->setColumnWidth(LogModel::Kind, digit * 17);
    layout->addWidget(m_table);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &LogView::rowMenu);

    connect(m_turn, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setTurn(m_turn->currentData().toInt()); });
    connect(m_side, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setSide(m_side->currentData().toString()); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant kind = m_kind->currentData();
        m_filter->setKind(kind.isValid()
                              ? std::optional(static_cast<umpire::EventKind>(kind.toInt()))
                              : std::nullopt);
    });
    connect(note, &QPushButton::clicked, this, &LogView::addNote);
    connect(override_, &QPushButton::clicked, this, &LogView::addOverride);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) {
                refreshFilters(first);
                m_table->scrollToBottom();
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { refreshFilters(); });
    refreshFilters();
}

void LogView::refreshFilters(int first)
{
    if (first == 0) {
        m_turns.clear();
        m_kinds.clear();
    }
    bool changed = first == 0;
    for (int i = first; i < m_model->rowCount(); ++i) {
        changed = m_turns.insert(m_model->row(i).turn).second || changed;
        const umpire::EventKind kind = m_model->row(i).kind;
        changed =
            m_kinds.emplace(QString::fromUtf8(umpire::eventKindName(kind)), kind).second || changed;
    }
    QStringList sides;
    if (m_session->hasGame())
        for (const umpire::crt::SideState &s : m_session->state().sides)
            sides << qs(s.name);
    changed = changed || sides != m_sides;
    m_sides = sides;
    if (!changed)
        return;
    // Keep the choices in step with the game, without losing the one made.
    auto fill = [](QComboBox *box, const QString &every,
                   const std::vector<std::pair<QString, QVariant>> &items) {
        const QVariant chosen = box->currentData();
        QSignalBlocker block(box);
        box->clear();
        box->addItem(every, QVariant());
        for (const auto &[text, value] : items)
            box->addItem(text, value);
        const int at = chosen.isValid() ? box->findData(chosen) : 0;
        box->setCurrentIndex(at < 0 ? 0 : at);
    };
    std::vector<std::pair<QString, QVariant>> turnItems, sideItems, kindItems;
    for (int t : m_turns)
        turnItems.emplace_back(t == 0 ? tr("set-up") : tr("turn %1").arg(t), t);
    for (const QString &side : m_sides)
        sideItems.emplace_back(dataText(side.toStdString()), side);
    for (const auto &[name, kind] : m_kinds)
        kindItems.emplace_back(name, static_cast<int>(kind));
    fill(m_turn, tr("every turn"), turnItems);
    m_turn->setItemData(0, -1);
    fill(m_side, tr("every side"), sideItems);
    fill(m_kind, tr("every kind"), kindItems);
}

void LogView::addNote()
{
    if (!m_session->hasGame())
        return;
    // Tab leaves the text for the buttons and Ctrl+Enter writes the note, so the
    // keyboard alone does it; the note is kept without the spaces around it.
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Note"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLabel(tr("A &note for the log (Ctrl+Enter to write it):"));
    auto *edit = new QPlainTextEdit;
    edit->setObjectName(QStringLiteral("noteText"));
    edit->setTabChangesFocus(true);
    label->setBuddy(edit);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(label);
    layout->addWidget(edit);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    for (const QKeySequence &keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)})
        connect(new QShortcut(keys, &dialog), &QShortcut::activated, &dialog, &QDialog::accept);
    edit->setFocus();
    const QString text =
        dialog.exec() == QDialog::Accepted ? edit->toPlainText().trimmed() : QString();
    if (text.isEmpty())
        return;
    if (umpire::Result<umpire::ActOutcome> e = m_session->act(
            {{"action", "event"}, {"kind", "note"}, {"data", {{"text", text.toStdString()}}}});
        !e)
        QMessageBox::warning(this, tr("Note"), errorText(e.error()));
}

void LogView::addOverride()
{
    if (!m_session->hasGame())
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Referee's override"));
    auto *form = new QFormLayout(&dialog);
    auto *what = new QLineEdit;
    auto *computed = new QLineEdit;
    auto *imposed = new QLineEdit;
    auto *why = new QLineEdit;
    form->addRow(new QLabel(tr(
        "The referee imposes a value other than the one Umpire computed. Both stay in the log.")));
    form->addRow(tr("&What"), what);
    form->addRow(tr("&Computed"), computed);
    form->addRow(tr("&Imposed"), imposed);
    form->addRow(tr("W&hy"), why);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (what->text().trimmed().isEmpty() || why->text().trimmed().isEmpty()) {
        QMessageBox::warning(this, tr("Override"), tr("Say what is overridden and why."));
        return;
    }
    const nlohmann::json overridden = {{"what", what->text().toStdString()},
                                       {"computed", computed->text().toStdString()},
                                       {"imposed", imposed->text().toStdString()},
                                       {"why", why->text().toStdString()}};
    if (umpire::Result<umpire::ActOutcome> e =
            m_session->act({{"action", "event"}, {"kind", "override"}, {"data", overridden}});
        !e)
        QMessageBox::warning(this, tr("Override"), errorText(e.error()));
}

// The edits of the units the row's event names, from the row (right-click, or the Menu
// key on the current row).
void LogView::rowMenu(const QPoint &at)
{
    QModelIndex index = m_table->indexAt(at);
    if (!index.isValid())
        index = m_table->currentIndex();
    if (!index.isValid())
        return;
    const QStringList units = m_model->row(m_filter->mapToSource(index).row()).units;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("logMenu"));
    if (!StateEditMenu::addUnitsEdits(&menu, m_session, units, this))
        return;
    const QRect cell = m_table->visualRect(index);
    menu.exec(
        m_table->viewport()->mapToGlobal(m_table->indexAt(at).isValid() ? at : cell.center()));
}
