// Science Duel: each hero with life, mana and fatigue; the effect slots; the seven unit
// slots of each side with the units as cards (live attack and health, shield, stealth,
// frozen, not ready); the seat's hand with current costs (in the opening exchange, cards
// to choose and a button to confirm); the field card and graveyards.

import { el, t } from "./core.js";
import { cardTile, confirmChoice, pickable, seatArea, seatOrder, stat, subsetChoices, toggleable, zoneRow }
  from "./board_parts.js";

function unitTile(ctx, side, unit, slot, mine) {
  const flags = [
    unit.shield ? t("b_sd_shield") : null, unit.stealth ? t("b_sd_stealth") : null,
    unit.frozen ? t("b_sd_frozen") : null, unit.silenced ? t("b_sd_silenced") : null,
    unit.ready ? null : t("b_sd_not_ready"),
  ].filter(Boolean).map((flag) => el("span", { class: "chip" }, flag));
  const extra = [stat(t("b_attack"), unit.attack, "atk"),
    stat(t("b_health"), unit.health, unit.health < unit.printed_health ? "hurt" : "hp"), ...flags];
  // actions name a unit by its slot (1-7): an attacker as unit=, an attacked one as target=
  const target = mine ? { args: [["unit", slot, ["attack"]]] } : { args: [["target", slot]] };
  return cardTile(ctx, unit.card, { target, key: `sd-unit-${side}-${slot}`, extra, label: `${slot}`,
    cls: "unit" });
}

function slots(ctx, side, units, mine) {
  return el("div", { class: "slots", "aria-label": t("b_sd_units") }, units.map((unit, i) => (unit
    ? unitTile(ctx, side, unit, i + 1, mine)
    : el("div", { class: "slot-empty", title: t("b_sd_slot", { n: i + 1 }) }, String(i + 1)))));
}

function effectTile(ctx, side, effect, i) {
  if (!effect) return null;
  const label = effect.card ? "" : t(`b_sd_effect_${effect.kind}`);
  return cardTile(ctx, effect.card, { target: effect.kind === "ability" ? { args: [], kinds: ["use_ability"] } : null,
    key: `sd-eff-${side}-${i}`, cls: `small effect ${effect.ready ? "" : "used"}`, label,
    extra: effect.ready === false ? [el("span", { class: "chip" }, t("b_sd_used"))] : [] });
}

function sideArea(ctx, obs, s) {
  const side = obs.sides[s];
  const mine = ctx.frame.seat === s;
  const hero = el("div", { class: "hero stats", role: "group", "aria-label": t("b_sd_hero") },
    el("b", { class: "hero-class" }, t(`b_sd_class_${side.class}`) || t("b_sd_hero")),
    stat(t("b_sd_life"), side.life, "hp"),
    stat(t("b_mana"), `${side.mana}/${side.mana_slots}`, "mana"),
    stat(t("b_deck"), side.deck_size), stat(t("b_hand"), side.hand_size),
    side.fatigue ? stat(t("b_sd_fatigue"), side.fatigue, "hurt") : null,
    side.spell_damage ? stat(t("b_sd_spell_damage"), `+${side.spell_damage}`) : null);
  // the enemy hero is attacked as target 0; a spell or ability aims at it as 8
  const heroBox = mine ? hero : pickable(el("div", { class: "hero-target" }, hero), ctx,
    { args: [["target", 0, ["attack"]], ["target", 8, ["play", "use_ability"]]], name: null },
    `sd-hero-${s}`);
  const effects = (side.effects || []).map((e, i) => effectTile(ctx, s, e, i)).filter(Boolean);
  const parts = [heroBox];
  if (effects.length) parts.push(zoneRow(t("b_effects"), effects, "effects"));
  parts.push(slots(ctx, s, side.units || [], mine));
  // the opening exchange: any set of the hand's cards at once, chosen on the hand
  const exchange = mine && ctx.canAct ? subsetChoices(ctx.legal, "mulligan", "cards") : new Map();
  if (mine || (side.hand || []).some(Boolean)) {
    parts.push(zoneRow(mine ? t("b_your_hand") : t("b_known_hand"), (side.hand || []).map((id, i) => {
      const key = `sd-hand-${s}-${i}`;
      const tile = cardTile(ctx, id, { target: mine && !exchange.size ? { args: [["hand", i]] } : null, key,
        label: `${i + 1}.`, extra: side.costs?.[i] !== null && side.costs?.[i] !== undefined
          ? [stat(t("b_cost"), side.costs[i], "mana")] : [] });
      return exchange.size && id ? toggleable(tile, ctx, i, key) : tile;
    }), "hand"));
    if (exchange.size) parts.push(confirmChoice(ctx, exchange));
  }
  if (mine && obs.phase === "trim" && Array.isArray(side.deck)) {
    // before the game each player removes cards from the deck: each kind of card once,
    // named by its place among the deck's distinct cards (sorted)
    parts.push(zoneRow(t("b_deck"), [...new Set(side.deck)].map((id, i) =>
      cardTile(ctx, id, { target: { args: [["card", i]], kinds: ["trim"] }, key: `sd-deck-${i}`,
        cls: "small" })), "deck"));
  }
  if ((side.grave || []).length) {
    parts.push(zoneRow(t("b_graveyard"), side.grave.slice(-6).map((id, i) =>
      cardTile(ctx, id, { key: `sd-grave-${s}-${i}`, cls: "small" })), "grave"));
  }
  return seatArea(ctx, s, parts, mine ? "mine" : "");
}

export function drawScienceDuel(ctx, obs) {
  const parts = [el("div", { class: "stats" }, stat(t("b_turn"), obs.turn))];
  if (obs.field && obs.field.card) {
    parts.push(zoneRow(t("b_sd_field"), [cardTile(ctx, obs.field.card, { key: "sd-field", cls: "small" })]));
  }
  const flying = (obs.flight || []).filter((f) => f.card).map((f, i) =>
    cardTile(ctx, f.card, { key: `sd-flight-${i}`, cls: "small" }));
  if (flying.length) parts.push(zoneRow(t("b_sd_flight"), flying));
  parts.push(...seatOrder(ctx.frame, obs.sides.length).map((s) => sideArea(ctx, obs, s)));
  return el("div", { class: "drawn sd" }, parts);
}
