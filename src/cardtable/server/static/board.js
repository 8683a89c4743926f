// The board of one observation: each game's drawn board (board_<game>.js, built from
// the pieces in board_parts.js), the game's own text rendering, and the face-up cards
// by zone.

import { el, seatName, t } from "./core.js";
import { drawClashOfDecks } from "./board_clash_of_decks.js";
import { drawHecatomb } from "./board_hecatomb.js";
import { drawHexy } from "./board_hexy.js";
import { drawMagicTower } from "./board_magic_tower.js";
import { drawScienceDuel } from "./board_science_duel.js";

const BOARDS = {
  magic_tower: drawMagicTower,
  clash_of_decks: drawClashOfDecks,
  science_duel: drawScienceDuel,
  hecatomb: drawHecatomb,
  hexy: drawHexy,
};

/** The drawn board of the frame's game, or null when the game has none. */
export function drawnBoard(ctx) {
  const draw = BOARDS[ctx.frame.game];
  if (!draw || !ctx.frame.observation) return null;
  return draw(ctx, ctx.frame.observation);
}

/** The heading of a zone: "Hand of Eva", or just "Hand" when nobody owns it. */
function zoneTitle(zone, owner, seats) {
  const name = t(`zone_${zone}`) || t("zone_other");
  if (owner === null || owner === undefined || !seats[owner]) return name;
  return t("owner_of", { zone: name, seat: seatName(seats[owner]) });
}

function cardItem(card) {
  return el("li", { class: "card" }, el("div", { class: "card-body" },
    el("span", { class: "card-name" }, card.label ? `${card.label}. ${card.name}` : card.name),
    card.facts ? el("span", { class: "card-facts" }, card.facts) : null,
    card.text ? el("span", { class: "card-text" }, card.text) : null));
}

/** The cards grouped by zone and owner, in the order they were first seen. */
export function cardsView(cards, seats) {
  if (!cards || cards.length === 0) return [el("p", { class: "muted" }, t("no_cards"))];
  const groups = new Map();
  for (const card of cards) {
    const key = `${card.zone}/${card.owner}`;
    if (!groups.has(key)) groups.set(key, { zone: card.zone, owner: card.owner, tiles: [] });
    groups.get(key).tiles.push(cardItem(card));
  }
  return [...groups.values()].map((group) => el("section", { class: "zone" },
    el("h3", {}, zoneTitle(group.zone, group.owner, seats)),
    el("ul", { class: "cards" }, group.tiles)));
}

/** The game's rendering of the board, as preformatted text. */
export function boardView(text) {
  return el("pre", { class: "board-text", tabindex: "0" }, text || "");
}
