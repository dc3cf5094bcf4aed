#include "n1815sheeteditor.h"

#include "datapath.h"
#include "datatext.h"
#include "editorsupport.h"
#include "gamesession.h"
#include "n1815data.h"
#include "unverifiedbanner.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

#include <filesystem>

using nlohmann::ordered_json;

namespace {

// What a value cell holds besides its text (the name cell holds the unit's id in Qt::UserRole).
enum Role {
    ValueRole = Qt::UserRole + 1, // the value as the sheet holds it now (the text may be mid-edit)
    VerifiedRole,                 // ticked verified
    PointerRole,                  // where it is in the file: "/armies/0/corps/4/cards"
    RatingRole                    // a rated value (with its tick), not the deck size
};

// The sources written for the user's values, in English in the file like every source, and shown
// translated (the "rulesdata" context, datatext.h).
const char *const confirmedSource = QT_TRANSLATE_NOOP(
    "rulesdata", "Entered by the user from their own copy (tracking sheet or deck) and confirmed "
                 "against it.");
const char *const changedSource =
    QT_TRANSLATE_NOOP("rulesdata", "Changed by the user, not yet confirmed against their copy.");

const QColor standInBackground(0xff, 0xf3, 0xc4); // the unverified banner's yellow
const QColor standInText(0x4a, 0x3b, 0x00);

} // namespace

// One value or tick changed: undone and redone on the editor's sheet.
class N1815SheetCellCommand : public QUndoCommand
{
  public:
    N1815SheetCellCommand(N1815SheetEditor *editor, QTableWidgetItem *item,
                          N1815SheetEditor::CellState before, N1815SheetEditor::CellState after)
        : m_editor(editor), m_item(item), m_before(std::move(before)), m_after(std::move(after))
    {
        QTableWidget *table = item->tableWidget();
        const QTableWidgetItem *name = table->item(item->row(), 0);
        const QTableWidgetItem *header = table->horizontalHeaderItem(item->column());
        const QString what = m_after.value != m_before.value ? m_after.value
                             : m_after.verified              ? N1815SheetEditor::tr("verified")
                                                             : N1815SheetEditor::tr("not verified");
        setText(
            N1815SheetEditor::tr("%1, %2: %3")
                .arg(name ? name->text() : QString(), header ? header->text() : QString(), what));
    }
    void undo() override { m_editor->setCell(m_item, m_before); }
    void redo() override { m_editor->setCell(m_item, m_after); }

  private:
    N1815SheetEditor *m_editor;
    QTableWidgetItem *m_item; // the sheets live as long as the stack's commands
    N1815SheetEditor::CellState m_before, m_after;
};

N1815SheetEditor::N1815SheetEditor(GameSession *session, QWidget *parent)
    : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("n1815SheetEditor"));
    setWindowTitle(tr("Napoleon 1815 Returns: tracking sheets and deck"));
    auto *layout = new QVBoxLayout(this);
    m_source = new QLabel;
    m_source->setObjectName(QStringLiteral("source"));
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_source);
    auto *help = new QLabel(
        tr("Type each value as your printed tracking sheet (or your counted deck) has it, then "
           "tick it once it matches your copy: a ticked value is verified. Typing a value does "
           "not verify it: a changed value stays unticked until you tick it (Space ticks the "
           "current cell). Ctrl+Z undoes an edit or a tick, Ctrl+Shift+Z redoes it. New games, "
           "and games opened again, read what you save; a game already open keeps the values it "
           "was opened with."));
    help->setWordWrap(true);
    layout->addWidget(help);
    m_summary = unverifiedBanner(QStringLiteral("standIns"));
    layout->addWidget(m_summary);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("sheets"));
    layout->addWidget(m_tabs, 1);
    m_deckTotal = new QLabel;
    m_deckTotal->setObjectName(QStringLiteral("deckTotal"));
    m_deckTotal->setWordWrap(true);
    layout->addWidget(m_deckTotal);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #a01010; font-weight: bold;"));
    layout->addWidget(m_message);
    QDialogButtonBox *buttons = saveAndCancel(this, &m_undo, [this] { return save(); });
    layout->addWidget(buttons);
    load();
    buttons->button(QDialogButtonBox::Save)->setEnabled(m_doc.is_object());
    resize(1060, 560);
}

QTableWidget *N1815SheetEditor::sheet(const QString &armyId) const
{
    const auto found = m_sheets.find(armyId);
    return found == m_sheets.end() ? nullptr : found->second;
}

int N1815SheetEditor::rowOf(const QString &unitId) const
{
    for (const auto &[army, table] : m_sheets)
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, Name) && table->item(r, Name)->data(Qt::UserRole) == unitId)
                return r;
    return -1;
}

// The first n1815.json of the rule-data search path that the rules accept: the one new games read
// (n1815::Data::find), unless the user's own copy is broken, which saving then replaces.
void N1815SheetEditor::load()
{
    QStringList refused;
    for (const std::filesystem::path &dir : m_session->library().dirs()) {
        const std::filesystem::path file = dir / "n1815.json";
        std::error_code ec;
        if (!std::filesystem::is_regular_file(file, ec))
            continue;
        QFile in(QString::fromStdString(file.string()));
        if (!in.open(QIODevice::ReadOnly)) {
            refused << tr("%1 cannot be read: %2")
                           .arg(QDir::toNativeSeparators(in.fileName()), in.errorString());
            continue;
        }
        ordered_json doc = ordered_json::parse(in.readAll().toStdString(), nullptr, false);
        if (doc.is_discarded()) {
            refused << tr("%1 is not JSON").arg(QDir::toNativeSeparators(in.fileName()));
            continue;
        }
        if (umpire::Result<umpire::n1815::Data> checked =
                umpire::n1815::Data::fromJson(nlohmann::json::parse(doc.dump()), file.string());
            !checked) {
            refused << errorText(checked.error());
            continue;
        }
        m_doc = std::move(doc);
        m_loadedPath = in.fileName();
        break;
    }
    if (!m_doc.is_object()) {
        fail(tr("No n1815.json the rules accept in the rule-data folders. %1")
                 .arg(refused.join(QLatin1Char(' '))));
        m_source->setText(m_error);
        return;
    }
    QString from = tr("From %1").arg(QDir::toNativeSeparators(m_loadedPath));
    if (!refused.isEmpty())
        from += QLatin1Char('\n') +
                tr("Not used, and replaced when you save: %1").arg(refused.join(QLatin1Char(' ')));
    m_source->setText(from);

    m_filling = true;
    const ordered_json &armies = m_doc["armies"];
    for (std::size_t a = 0; a < armies.size(); ++a) {
        const ordered_json &army = armies[a];
        const std::string ap = "/armies/" + std::to_string(a);
        QTableWidget *table = newSheet();
        m_sheets[QString::fromStdString(army["id"].get<std::string>())] = table;
        m_tabs->addTab(table, tr("%1 army").arg(dataText(army["name"].get<std::string>())));
        // The commander heads his army's sheet, then its corps in the file's order.
        const ordered_json &commander = army["commander"];
        table->insertRow(0);
        auto *name = new QTableWidgetItem(
            tr("%1 (army commander)").arg(dataText(commander["name"].get<std::string>())));
        name->setData(Qt::UserRole, QString::fromStdString(commander["id"].get<std::string>()));
        name->setFlags(Qt::ItemIsEnabled);
        table->setItem(0, Name, name);
        for (int c : {Cohesion, Halfway, ReducedCards}) {
            auto *none = new QTableWidgetItem(QStringLiteral("—"));
            none->setFlags(Qt::NoItemFlags);
            none->setTextAlignment(Qt::AlignCenter);
            none->setToolTip(tr("An army commander has no cohesion track."));
            table->setItem(0, c, none);
        }
        table->setItem(0, Cards, valueItem(ap + "/commander/cards", true));
        table->setItem(0, Tactical, valueItem(ap + "/commander/tactical", true));
        const ordered_json &corps = army["corps"];
        for (std::size_t k = 0; k < corps.size(); ++k) {
            const ordered_json &u = corps[k];
            const std::string up = ap + "/corps/" + std::to_string(k);
            const int r = table->rowCount();
            table->insertRow(r);
            QString label = dataText(u["name"].get<std::string>());
            if (const std::string leader = u.value("leader", std::string()); !leader.empty())
                label = tr("%1 (%2)").arg(label, dataText(leader));
            if (u.value("type", std::string()) == "cavalry" &&
                !label.contains(dataText("Cavalry"), Qt::CaseInsensitive))
                label = tr("%1, cavalry").arg(label);
            auto *corpsName = new QTableWidgetItem(label);
            corpsName->setData(Qt::UserRole, QString::fromStdString(u["id"].get<std::string>()));
            corpsName->setFlags(Qt::ItemIsEnabled);
            table->setItem(r, Name, corpsName);
            table->setItem(r, Cohesion, valueItem(up + "/cohesion", true));
            table->setItem(r, Halfway, valueItem(up + "/halfway", true));
            table->setItem(r, Cards, valueItem(up + "/cards", true));
            table->setItem(r, ReducedCards, valueItem(up + "/reducedCards", true));
            table->setItem(r, Tactical, valueItem(up + "/tactical", true));
        }
        fitColumnsToTitles(table);
    }

    // The deck: the six card types as the file lists them, then the deck size they add up to.
    m_deck = new QTableWidget(0, 2);
    m_deck->setObjectName(QStringLiteral("deck"));
    m_deck->setHorizontalHeaderLabels({tr("Combat card"), tr("Cards in the deck")});
    m_deck->verticalHeader()->hide();
    m_deck->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_deck->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    const ordered_json &types = m_doc["cards"]["types"];
    for (std::size_t i = 0; i < types.size(); ++i) {
        m_deck->insertRow(int(i));
        auto *card = new QTableWidgetItem(dataText(types[i]["name"].get<std::string>()));
        card->setData(Qt::UserRole, QString::fromStdString(types[i]["id"].get<std::string>()));
        card->setFlags(Qt::ItemIsEnabled);
        m_deck->setItem(int(i), 0, card);
        m_deck->setItem(int(i), 1, valueItem("/cards/types/" + std::to_string(i) + "/count", true));
    }
    const int sizeRow = m_deck->rowCount();
    m_deck->insertRow(sizeRow);
    auto *size = new QTableWidgetItem(tr("Deck size (the six counts add up to it)"));
    size->setFlags(Qt::ItemIsEnabled);
    m_deck->setItem(sizeRow, 0, size);
    m_deck->setItem(sizeRow, 1, valueItem("/cards/deckSize", false));
    connect(m_deck, &QTableWidget::itemChanged, this, &N1815SheetEditor::itemEdited);
    m_tabs->addTab(m_deck, tr("Combat card deck"));
    m_filling = false;
    refreshSummary();
}

QTableWidget *N1815SheetEditor::newSheet()
{
    auto *table = new QTableWidget(0, ColumnCount);
    table->setHorizontalHeaderLabels({tr("Corps (leader)"), tr("Cohesion (highest level)"),
                                      tr("Half-way mark"), tr("Cards"), tr("Reduced cards"),
                                      tr("Tactical rating")});
    table->verticalHeader()->hide();
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(table, &QTableWidget::itemChanged, this, &N1815SheetEditor::itemEdited);
    return table;
}

QTableWidgetItem *N1815SheetEditor::valueItem(const std::string &pointer, bool rating)
{
    const ordered_json &held = m_doc[ordered_json::json_pointer(pointer)];
    const QString value = QString::number(rating ? held["value"].get<int>() : held.get<int>());
    auto *item = new QTableWidgetItem(value);
    item->setTextAlignment(Qt::AlignCenter);
    item->setData(PointerRole, QString::fromStdString(pointer));
    item->setData(RatingRole, rating);
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
    if (rating)
        flags |= Qt::ItemIsUserCheckable;
    item->setFlags(flags);
    const bool verified = rating && held["verified"].get<bool>();
    const bool was = m_filling;
    m_filling = true;
    item->setData(ValueRole, value);
    item->setData(VerifiedRole, verified);
    if (rating)
        item->setCheckState(verified ? Qt::Checked : Qt::Unchecked);
    restyle(item);
    m_filling = was;
    return item;
}

void N1815SheetEditor::setCell(QTableWidgetItem *item, const CellState &state)
{
    const bool was = m_filling;
    m_filling = true;
    item->setText(state.value);
    item->setData(ValueRole, state.value);
    if (item->data(RatingRole).toBool()) {
        item->setData(VerifiedRole, state.verified);
        item->setCheckState(state.verified ? Qt::Checked : Qt::Unchecked);
    }
    restyle(item);
    m_filling = was;
    if (!m_filling)
        refreshSummary();
}

void N1815SheetEditor::itemEdited(QTableWidgetItem *item)
{
    if (m_filling || item->data(PointerRole).isNull())
        return;
    const bool rating = item->data(RatingRole).toBool();
    const CellState before{item->data(ValueRole).toString(), item->data(VerifiedRole).toBool()};
    const QString typed = item->text().trimmed();
    const bool ticked = rating && item->checkState() == Qt::Checked;
    setCell(item, before); // the command sets the new state, so that it can be undone
    CellState after = before;
    if (typed != before.value) {
        bool number = false;
        const int value = typed.toInt(&number);
        // The schema's range for a rated value; a deck of at least one card.
        const int low = rating ? 0 : 1, high = rating ? 100 : 1000;
        if (!number || value < low || value > high) {
            fail(tr("\"%1\" is not a value of the sheet: a whole number from %2 to %3.")
                     .arg(typed)
                     .arg(low)
                     .arg(high),
                 false);
            return;
        }
        after.value = QString::number(value);
        // Typing is not confirming: a changed value is verified only once ticked.
        if (after.value != before.value)
            after.verified = false;
    } else if (ticked != before.verified) {
        after.verified = ticked;
    }
    m_error.clear();
    m_message->clear();
    if (after != before)
        m_undo.push(new N1815SheetCellCommand(this, item, before, after));
}

// A stand-in in italics on the banner's yellow, with its source; a verified value plain.
void N1815SheetEditor::restyle(QTableWidgetItem *item)
{
    const bool rating = item->data(RatingRole).toBool();
    const ordered_json &held =
        m_doc[ordered_json::json_pointer(item->data(PointerRole).toString().toStdString())];
    const QString value = item->data(ValueRole).toString();
    const bool verified = item->data(VerifiedRole).toBool();
    QFont font = item->font();
    if (!rating) {
        item->setToolTip(value == QString::number(held.get<int>())
                             ? tr("The number of cards in the deck.")
                             : tr("Changed from %1.").arg(held.get<int>()));
        return;
    }
    const bool sameValue = value == QString::number(held["value"].get<int>());
    const bool sameTick = verified == held["verified"].get<bool>();
    const QString source = dataText(held["source"].get<std::string>());
    QString tip;
    if (verified)
        tip = sameValue && sameTick
                  ? tr("Verified: %1").arg(source)
                  : tr("Confirmed by you against your copy: saved as verified, entered by you.");
    else if (!sameValue)
        tip = tr("Changed by you from %1 (%2), not yet confirmed: tick it once it matches your "
                 "copy.")
                  .arg(held["value"].get<int>())
                  .arg(source);
    else
        tip = tr("STAND-IN, not verified: %1. Tick it once it matches your copy.").arg(source);
    item->setToolTip(tip);
    font.setItalic(!verified);
    item->setFont(font);
    item->setBackground(verified ? QBrush() : QBrush(standInBackground));
    item->setForeground(verified ? QBrush() : QBrush(standInText));
}

int N1815SheetEditor::standIns() const
{
    int count = 0;
    std::vector<QTableWidget *> tables{m_deck};
    for (const auto &[army, table] : m_sheets)
        tables.push_back(table);
    for (QTableWidget *table : tables)
        for (int r = 0; table && r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (const QTableWidgetItem *item = table->item(r, c);
                    item && item->data(RatingRole).toBool() && !item->data(VerifiedRole).toBool())
                    ++count;
    return count;
}

void N1815SheetEditor::refreshSummary()
{
    const int left = standIns();
    m_summary->setText(tr("%n value(s) not verified (in italics on yellow): stand-ins, or values "
                          "changed and not yet ticked. Each one is reported whenever a game "
                          "uses it.",
                          nullptr, left));
    m_summary->setVisible(left > 0);
    if (!m_deck)
        return;
    int total = 0;
    for (int r = 0; r < deckSizeRow && r < m_deck->rowCount(); ++r)
        total += m_deck->item(r, 1)->data(ValueRole).toInt();
    const int size = m_deck->item(m_deck->rowCount() - 1, 1)->data(ValueRole).toInt();
    m_deckTotal->setText(
        total == size
            ? tr("The six card counts add up to the deck size, %1.").arg(size)
            : tr("The six card counts add up to %1, not the deck size %2: they must agree to be "
                 "saved.")
                  .arg(total)
                  .arg(size));
    m_deckTotal->setStyleSheet(
        total == size ? QString() : QStringLiteral("color: #a01010; font-weight: bold;"));
}

bool N1815SheetEditor::save()
{
    m_error.clear();
    m_message->clear();
    if (!m_doc.is_object()) {
        fail(tr("There is no Napoleon 1815 Returns rule data to save."));
        return false;
    }
    ordered_json doc = m_doc;
    std::vector<QTableWidget *> tables{m_deck};
    for (const auto &[army, table] : m_sheets)
        tables.push_back(table);
    for (QTableWidget *table : tables)
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c) {
                const QTableWidgetItem *item = table->item(r, c);
                if (!item || item->data(PointerRole).isNull())
                    continue;
                ordered_json &held = doc[ordered_json::json_pointer(
                    item->data(PointerRole).toString().toStdString())];
                const int value = item->data(ValueRole).toString().toInt();
                if (!item->data(RatingRole).toBool()) {
                    held = value;
                    continue;
                }
                const bool verified = item->data(VerifiedRole).toBool();
                const bool changed = value != held["value"].get<int>();
                if (!changed && verified == held["verified"].get<bool>())
                    continue; // as the file has it, source and all
                held["value"] = value;
                held["verified"] = verified;
                if (verified)
                    held["source"] = confirmedSource;
                else if (changed)
                    held["source"] = changedSource;
                // Unticked but unchanged: a stand-in again, its source kept.
            }
    const std::filesystem::path dir = umpire::userRuleDataDir();
    if (dir.empty()) {
        fail(tr("There is no user data folder to save into (HOME is not set)."));
        return false;
    }
    const std::filesystem::path target = dir / "n1815.json";
    // Checked as the engine loads it (schema, half-way below the top of the track, reduced cards
    // no more than cards, the counts adding up to the deck), before anything is written.
    if (umpire::Result<umpire::n1815::Data> checked =
            umpire::n1815::Data::fromJson(nlohmann::json::parse(doc.dump()), target.string());
        !checked) {
        fail(tr("Not saved: %1").arg(errorText(checked.error())));
        return false;
    }
    if (const std::optional<QString> failed = writeWhole(target, doc.dump(2) + "\n")) {
        fail(*failed);
        return false;
    }
    m_savedPath = QString::fromStdString(target.string());
    m_loadedPath = m_savedPath;
    // The saved file is what the sheets now hold: its stand-ins and sources are marked from it.
    m_doc = std::move(doc);
    m_undo.setClean();
    m_filling = true;
    for (QTableWidget *table : tables)
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (QTableWidgetItem *item = table->item(r, c);
                    item && !item->data(PointerRole).isNull())
                    restyle(item);
    m_filling = false;
    refreshSummary();
    // New games read the first n1815.json of the search path (n1815::Data::find): say so when an
    // explicit folder (--rulesdata, UMPIRE_RULESDATA) comes before the user's.
    QString where = tr("Saved to %1.").arg(QDir::toNativeSeparators(m_savedPath));
    if (umpire::Result<umpire::n1815::Data> used =
            umpire::n1815::Data::find(m_session->library().dirs());
        used && std::filesystem::path(used->path) != target)
        where += QLatin1Char(' ') +
                 tr("New games read %1, which comes first in the rule-data "
                    "folders (--rulesdata or UMPIRE_RULESDATA).")
                     .arg(QDir::toNativeSeparators(QString::fromStdString(used->path)));
    m_source->setText(where);
    return true;
}

void N1815SheetEditor::fail(const QString &message, bool modal)
{
    // Said under the sheets too, so that the reason stays in view while the user corrects it; a
    // typed value refused leaves the cursor where it was, without a box to dismiss.
    m_error = message;
    m_message->setText(message);
    if (modal && isVisible())
        QMessageBox::warning(this, windowTitle(), message);
}
