// Magic Tower: each player's tower and wall as bars, resources with their sources,
// soldiers, trump set and spells; the seat's hand as cards; the discard pile and the
// effects in force.

import { el, t } from "./core.js";
import { bar, cardTile, seatArea, seatOrder, stat, zoneRow } from "./board_parts.js";

const PILE_SHOWN = 8;

function word(ctx, id) {
  return ctx.words[id] || ctx.catalog[id]?.name || t("b_unknown");
}

function playerArea(ctx, obs, seat, scale) {
  const b = obs.boards[seat];
  const bars = el("div", { class: "bars" },
    bar(t("b_mt_tower"), b.tower, scale, "tower"),
    bar(t("b_mt_wall"), b.wall, scale, "wall"),
    b.fire_wall > 0 ? bar(t("b_mt_fire_wall"), b.fire_wall, scale, "fire") : null);
  const resources = el("div", { class: "stats" },
    stat(t("b_mt_gold"), `${b.gold} (+${b.mines})`, "gold"),
    stat(t("b_mt_food"), `${b.food} (+${b.farms})`, "food"),
    stat(t("b_mt_mana"), `${b.mana} (+${b.monuments})`, "mana"),
    stat(t("b_mt_soldiers"), `${b.soldiers} (+${b.barracks})`, "soldiers"),
    stat(t("b_hand"), b.hand_count),
    b.archmage ? stat(t("b_mt_archmage"), "✓") : null,
    b.fountain ? stat(t("b_mt_fountain"), "✓") : null);
  const spells = Object.entries(b.spells || {}).map(([spell, n]) =>
    el("span", { class: "chip" }, `${word(ctx, spell)} ×${n}`));
  if (b.borrowed) spells.push(el("span", { class: "chip" }, `${t("b_mt_borrowed")}: ${word(ctx, b.borrowed)}`));
  const facts = el("div", { class: "side-facts" },
    el("p", {}, `${t("b_mt_trump")}: `, el("b", {}, b.trump ? word(ctx, b.trump) : "—")),
    resources,
    spells.length ? el("p", { class: "chips" }, `${t("b_mt_spells")}: `, spells) : null,
    b.alive ? null : el("p", { class: "error" }, t("b_mt_out")));
  return seatArea(ctx, seat, el("div", { class: "mt-player" }, bars, facts), b.alive ? "" : "out");
}

export function drawMagicTower(ctx, obs) {
  const count = obs.boards.length;
  const scale = Math.max(50, ...obs.boards.flatMap((b) => [b.tower, b.wall + b.fire_wall])) * 1.1;
  const players = el("div", { class: "mt-players" },
    seatOrder(ctx.frame, count).map((seat) => playerArea(ctx, obs, seat, scale)));
  const parts = [players];
  if (Array.isArray(obs.hand)) {
    parts.push(zoneRow(t("b_your_hand"), obs.hand.map((id, i) =>
      cardTile(ctx, id, { target: { args: [] }, key: `mt-hand-${i}`, label: `${i + 1}.` })), "hand"));
  }
  const pile = (obs.pile || []).slice(0, PILE_SHOWN).map(([id], i) =>
    cardTile(ctx, id, { key: `mt-pile-${i}`, cls: "small" }));
  parts.push(zoneRow(`${t("b_mt_pile")} (${t("b_deck_left", { n: obs.deck_size })})`, pile, "pile"));
  const effects = (obs.effects || []).map((e) => el("span", { class: "chip" },
    `${word(ctx, e.name)} → ${t("b_seat_short", { n: e.holder })}`));
  if (effects.length) parts.push(el("div", { class: "zone-row" }, el("h4", {}, t("b_effects")), el("p", { class: "chips" }, effects)));
  return el("div", { class: "drawn mt" }, parts);
}
