// Hecatomb: each player's souls, hand, deck, the mana cards in one area per doom with the
// mana in pool, the abominations as stacks of minion cards (strength, size, tapped, role
// in the combat), relics, god and graveyard.

import { el, t } from "./core.js";
import { cardTile, pickable, seatArea, seatOrder, stat, zoneRow } from "./board_parts.js";

const DOOMS = ["corruption", "deceit", "destruction", "greed"];

/** An abomination's keywords by the game's glossary term (with its explanation). */
function keywordChips(ctx, keywords) {
  return Object.entries(keywords || {}).map(([word, value]) => {
    const entry = ctx.terms[word];
    if (!entry) return null;
    return el("span", { class: "chip", title: entry.text }, value === true ? entry.term : `${entry.term} ${value}`);
  });
}

function abomination(ctx, obs, seat, abom, index) {
  const mine = ctx.frame.seat === seat;
  const minions = abom.minions.map((m, i) => cardTile(ctx, m.card, {
    key: `hc-min-${seat}-${index}-${i}`, cls: "small",
    extra: [stat(t("b_strength"), m.strength, "atk")] }));
  const role = abom.role ? el("span", { class: "chip role" }, t(`b_hc_role_${abom.role}`) || "") : null;
  const head = el("div", { class: "abom-head stats" },
    stat(t("b_strength"), abom.strength, "atk"), stat(t("b_hc_size"), abom.size),
    abom.tapped ? el("span", { class: "chip" }, t("b_hc_tapped")) : null,
    abom.changed ? el("span", { class: "chip" }, t("b_hc_new")) : null, role, keywordChips(ctx, abom.keywords));
  const box = el("div", { class: `abom ${abom.tapped ? "tapped" : ""}`, "aria-label": t("b_hc_abomination") },
    head, el("div", { class: "tiles" }, minions));
  const args = mine ? [["abom", index], ["blocker", index]] : [["attacker", index]];
  return pickable(box, ctx, { args, name: null }, `hc-abom-${seat}-${index}`);
}

function doomAreas(ctx, player, seat) {
  const areas = DOOMS.map((doom, d) => {
    const cards = (player.mana || []).filter((m) => m.doom === doom);
    const pool = (player.pool || [])[d] || 0;
    if (cards.length === 0 && pool === 0) return null;
    return el("div", { class: `doom doom-${doom}` },
      el("h4", {}, `${t(`b_hc_doom_${doom}`)} · ${t("b_hc_pool")} ${pool}`),
      el("div", { class: "tiles" }, cards.map((m, i) => cardTile(ctx, m.card, {
        key: `hc-mana-${seat}-${doom}-${i}`, cls: `small ${m.tapped ? "tapped" : ""}`,
        extra: m.tapped ? [el("span", { class: "chip" }, t("b_hc_tapped"))] : [] }))));
  }).filter(Boolean);
  return el("div", { class: "dooms" }, areas.length ? areas : el("p", { class: "muted" }, t("b_empty")));
}

function playerArea(ctx, obs, seat) {
  const player = obs.players_state[seat];
  const mine = ctx.frame.seat === seat;
  const parts = [el("div", { class: "stats" }, stat(t("b_hc_souls"), player.souls, "hp"),
    stat(t("b_hand"), player.hand_size), stat(t("b_deck"), player.deck_size))];
  parts.push(el("div", { class: "zone-row" }, el("h4", {}, t("b_hc_mana")), doomAreas(ctx, player, seat)));
  const aboms = (player.abominations || []).map((a, i) => abomination(ctx, obs, seat, a, i));
  parts.push(el("div", { class: "zone-row" }, el("h4", {}, t("b_hc_abominations")),
    aboms.length ? el("div", { class: "aboms" }, aboms) : el("p", { class: "muted" }, t("b_empty"))));
  const lasting = [...(player.relics || []).map((id, i) => cardTile(ctx, id, { key: `hc-relic-${seat}-${i}`, cls: "small" })),
    player.god ? cardTile(ctx, player.god, { key: `hc-god-${seat}`, cls: "small god" }) : null].filter(Boolean);
  if (lasting.length) parts.push(zoneRow(t("b_hc_relics"), lasting));
  if (mine || (player.hand || []).some(Boolean)) {
    parts.push(zoneRow(mine ? t("b_your_hand") : t("b_known_hand"), (player.hand || []).map((id, i) =>
      cardTile(ctx, id, { target: mine ? { args: [["hand", i]] } : null, key: `hc-hand-${seat}-${i}`,
        label: `${i + 1}.` })), "hand"));
  }
  if ((player.graveyard || []).length) {
    parts.push(zoneRow(t("b_graveyard"), player.graveyard.slice(-6).map((id, i) =>
      cardTile(ctx, id, { key: `hc-grave-${seat}-${i}`, cls: "small" }))));
  }
  return seatArea(ctx, seat, parts, mine ? "mine" : "");
}

export function drawHecatomb(ctx, obs) {
  const parts = [el("div", { class: "stats" }, stat(t("b_turn"), obs.game_turn))];
  if (obs.combat) {
    parts.push(el("p", { class: "combat" }, t("b_hc_combat", {
      attacker: t("b_seat_short", { n: obs.combat.attacker }), defender: t("b_seat_short", { n: obs.combat.defender }) })));
  }
  parts.push(...seatOrder(ctx.frame, obs.players_state.length).map((seat) => playerArea(ctx, obs, seat)));
  return el("div", { class: "drawn hc" }, parts);
}
