// Clash of Decks: both sides' two rows with the bridge between them (position 1 next to
// the bridge), creatures as cards with their live attack and health; each hand in its
// order with the Bastion/Fort and the health it counts; in Solo the AI's deck and discard.

import { el, t } from "./core.js";
import { cardTile, stat, zoneRow } from "./board_parts.js";

function sideName(ctx, obs, side) {
  if (obs.mode === "solo" && side === 1) return t("b_cd_ai");
  const seat = ctx.frame.seats[side];
  const who = seat && seat.name ? seat.name : t("seat_n", { n: side });
  return `${side === 0 ? "A" : "B"} · ${who}${ctx.frame.seat === side ? ` (${t("b_you")})` : ""}`;
}

function creature(ctx, unit) {
  const health = unit.health - unit.damage;
  const extra = [
    stat(t("b_attack"), unit.sprint_bonus ? `${unit.attack}+${unit.sprint_bonus}` : unit.attack, "atk"),
    stat(t("b_health"), health, unit.damage ? "hurt" : "hp"),
    unit.entered_this_turn ? el("span", { class: "chip" }, t("b_cd_new")) : null,
    unit.attacked ? el("span", { class: "chip" }, t("b_cd_attacked")) : null,
  ];
  return cardTile(ctx, unit.card, {
    target: { args: [["side", unit.side], ["row", unit.row], ["position", unit.position]], all: true },
    key: `cd-${unit.side}-${unit.row}-${unit.position}`, extra, label: `${unit.position}`,
    cls: `unit side-${unit.side}` });
}

function rows(ctx, obs) {
  const grid = el("div", { class: "cd-board", role: "table", "aria-label": t("b_cd_board") },
    el("div", { class: "cd-head", role: "row" }, el("span", { role: "columnheader" }, sideName(ctx, obs, 0)),
      el("span", { role: "columnheader", class: "bridge" }, t("b_cd_bridge")),
      el("span", { role: "columnheader" }, sideName(ctx, obs, 1))));
  for (const row of ["top", "bottom"]) {
    const left = [...(obs.board[0]?.[row] || [])].reverse().map((u) => creature(ctx, u));
    const right = (obs.board[1]?.[row] || []).map((u) => creature(ctx, u));
    grid.append(el("div", { class: "cd-row", role: "row" },
      el("div", { class: "cd-cell left", role: "cell" }, left),
      el("div", { class: "cd-cell bridge", role: "cell" }, ctx.words[row] || row),
      el("div", { class: "cd-cell right", role: "cell" }, right)));
  }
  return grid;
}

function hand(ctx, obs, shown) {
  const mine = ctx.frame.seat === shown.seat;
  const fort = shown.bf_side === "fort" ? t("b_cd_fort") : t("b_cd_bastion");
  let number = 0;
  const tiles = shown.cards.map((id, i) => {
    if (id === "bf") {
      return el("div", { class: `tile bf ${shown.bf_side}` }, el("span", { class: "tile-name" }, fort),
        el("span", { class: "tile-stats" }, stat(t("b_health"), shown.health, "hp")));
    }
    if (id) number += 1;
    return cardTile(ctx, id, { target: mine ? { args: [] } : null, key: `cd-hand-${shown.seat}-${i}`,
      label: mine && id ? `${number}.` : "", cls: shown.revealed?.[i] ? "revealed" : "" });
  });
  const title = mine ? t("b_your_hand") : t("b_hand_of", { seat: sideName(ctx, obs, shown.seat) });
  const health = shown.cards.includes("bf") ? ` · ${fort}: ${shown.health}` : "";
  return zoneRow(`${title}${health}`, tiles, "hand");
}

export function drawClashOfDecks(ctx, obs) {
  const parts = [el("div", { class: "stats" },
    stat(t("b_turn"), obs.turn), stat(t("b_mana"), obs.mana))];
  const hands = [...(obs.hands || [])].sort((a, b) =>
    (a.seat === ctx.frame.seat) - (b.seat === ctx.frame.seat));
  const others = hands.filter((h) => h.seat !== ctx.frame.seat);
  const own = hands.filter((h) => h.seat === ctx.frame.seat);
  parts.push(...others.map((h) => hand(ctx, obs, h)));
  if (Array.isArray(obs.board) && obs.board.length) parts.push(rows(ctx, obs));
  parts.push(...own.map((h) => hand(ctx, obs, h)));
  const draft = obs.format_info && Array.isArray(obs.format_info.shown) ? obs.format_info.shown : [];
  if (obs.stage !== "play" && draft.length) {
    parts.push(zoneRow(t("b_cd_draft"), draft.map((id, i) =>
      cardTile(ctx, id, { target: { args: [["index", i]], kinds: ["draft_pick"] }, key: `cd-draft-${i}`, label: `${i + 1}.` }))));
  }
  if (obs.pending_return && Array.isArray(obs.pending_return.cards)) {
    parts.push(zoneRow(t("b_cd_returning"), obs.pending_return.cards.map((id, i) =>
      cardTile(ctx, id, { target: { args: [["index", i]], kinds: ["choose_return"] }, key: `cd-ret-${i}` }))));
  }
  if (obs.ai) {
    parts.push(el("div", { class: "stats" }, stat(t("b_cd_ai_deck"), obs.ai.deck_size),
      stat(t("b_cd_ai_mana"), obs.ai.mana)));
    parts.push(zoneRow(t("b_cd_ai_discard"), (obs.ai.discard || []).map((id, i) =>
      cardTile(ctx, id, { key: `cd-ai-${i}`, cls: "small" }))));
  }
  return el("div", { class: "drawn cd" }, parts);
}
