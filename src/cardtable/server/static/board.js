// The board of one observation: the game's own rendering and the face-up cards by zone.

import { el, seatName, t } from "./core.js";

/** The heading of a zone: "Hand of Eva", or just "Hand" when nobody owns it. */
function zoneTitle(zone, owner, seats) {
  const name = t(`zone_${zone}`) || t("zone_other");
  if (owner === null || owner === undefined || !seats[owner]) return name;
  return t("owner_of", { zone: name, seat: seatName(seats[owner]) });
}

function cardTile(card, index, onPick) {
  const parts = [
    el("span", { class: "card-name" }, card.label ? `${card.label}. ${card.name}` : card.name),
    card.facts ? el("span", { class: "card-facts" }, card.facts) : null,
    card.text ? el("span", { class: "card-text" }, card.text) : null,
  ];
  if (!onPick) return el("li", { class: "card" }, el("div", { class: "card-body" }, ...parts));
  return el("li", { class: "card" },
    el("button", { type: "button", class: "card-body card-button", dataset: { key: `card-${index}` },
      onclick: () => onPick(card) }, ...parts));
}

/** The cards grouped by zone and owner, in the order they were first seen. */
export function cardsView(cards, seats, onPick) {
  if (!cards || cards.length === 0) return [el("p", { class: "muted" }, t("no_cards"))];
  const groups = new Map();
  cards.forEach((card, index) => {
    const key = `${card.zone}/${card.owner}`;
    if (!groups.has(key)) groups.set(key, { zone: card.zone, owner: card.owner, tiles: [] });
    groups.get(key).tiles.push(cardTile(card, index, onPick));
  });
  return [...groups.values()].map((group) => el("section", { class: "zone" },
    el("h3", {}, zoneTitle(group.zone, group.owner, seats)),
    el("ul", { class: "cards" }, group.tiles)));
}

/** The game's rendering of the board, as preformatted text. */
export function boardView(text) {
  return el("pre", { class: "board-text", tabindex: "0" }, text || "");
}
