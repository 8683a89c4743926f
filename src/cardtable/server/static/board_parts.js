// The shared pieces of the drawn boards (board_<game>.js): card tiles, bars, counters,
// seat areas, SVG elements, which legal actions a click on a card or a place of the
// board stands for, and choices of several cards at once (chosen one by one on the board,
// then confirmed as the one legal action that names exactly those cards).

import { el, seatName, t } from "./core.js";

/** An action's text form as its kind and arguments: "play hand=2 row=top". */
export function parseAction(text) {
  const [kind, ...rest] = String(text).split(" ");
  const args = {};
  for (const part of rest) {
    const at = part.indexOf("=");
    if (at > 0) args[part.slice(0, at)] = part.slice(at + 1);
  }
  return { kind, args };
}

/** Whether `label` names `name` as a whole (not "Goblin" inside "Goblin Tagalong"). */
function names(label, name) {
  let at = label.indexOf(name);
  while (at >= 0) {
    const after = label.charAt(at + name.length);
    const before = at > 0 ? label.charAt(at - 1) : "";
    if (!/[\p{L}\p{N}]/u.test(after) && !/[\p{L}\p{N}]/u.test(before)) return true;
    at = label.indexOf(name, at + 1);
  }
  return false;
}

/** The legal entries a click on `target` stands for. A target names the action
 * arguments that point at it (`args`: [["hand", 2]], any of them; a third element
 * limits one to some action kinds) and the name the labels call it by (`name`); with
 * `all`, every argument must match. An entry matches by an argument and, when a name
 * is given, by the name too; without any such entry, by the name alone. */
export function actionsFor(legal, target) {
  if (!target || !legal) return [];
  const named = (entry) => !target.name || names(entry.label, target.name);
  const kinds = target.kinds || null;
  const byArgs = (target.args || []).length === 0 ? [] : legal.filter((entry) => {
    const { kind, args } = parseAction(entry.action);
    if (kinds && !kinds.includes(kind)) return false;
    const hit = ([key, value, only]) => (!only || only.includes(kind)) && args[key] === String(value);
    return (target.all ? target.args.every(hit) : target.args.some(hit)) && named(entry);
  });
  if (byArgs.length > 0 || !target.name) return byArgs;
  return legal.filter((entry) => (!kinds || kinds.includes(parseAction(entry.action).kind)) && named(entry));
}

/** The legal entries of `kind` whose argument `key` lists card indices ("mulligan
 * cards=[0,2]"), keyed by the indices in order ("0,2"; "" for none). Empty when the
 * seat has no such choice. */
export function subsetChoices(legal, kind, key) {
  const out = new Map();
  for (const entry of legal || []) {
    const { kind: found, args } = parseAction(entry.action);
    const listed = found === kind ? /^\[(\d+(?:,\d+)*)?\]$/.exec(args[key] || "") : null;
    if (!listed) continue;
    const indices = listed[1] ? listed[1].split(",").map(Number).sort((a, b) => a - b) : [];
    out.set(indices.join(","), entry);
  }
  return out;
}

/** Make the tile of card `index` one that is chosen and unchosen on click (or Enter,
 * Space) for a choice of several cards (`ctx.chosen`, `ctx.toggle`). */
export function toggleable(node, ctx, index, key) {
  const on = ctx.chosen.has(index);
  node.classList.add("toggle");
  if (on) {
    node.classList.add("chosen");
    node.append(el("span", { class: "chip chosen-mark" }, t("b_chosen")));
  }
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.setAttribute("aria-pressed", String(on));
  node.dataset.key = key;
  node.dataset.index = String(index);
  node.addEventListener("click", () => ctx.toggle(index));
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      ctx.toggle(index);
    }
  });
  return node;
}

/** The confirmation of a choice of several cards: a button labelled as the legal action
 * that names exactly the chosen cards (from `subsetChoices`), which takes it; disabled
 * when no listed action chooses just those. */
export function confirmChoice(ctx, choices) {
  const entry = choices.get([...ctx.chosen].sort((a, b) => a - b).join(","));
  return el("div", { class: "choice" }, el("p", { class: "muted" }, t("b_choose_cards")),
    el("button", { type: "button", class: "primary", id: "confirm-choice",
      dataset: { key: "confirm-choice", action: entry ? entry.action : "" }, disabled: !entry,
      onclick: () => entry && ctx.act(entry) }, entry ? entry.label : t("b_no_choice")));
}

// The SVG namespace, read from an <svg> the HTML parser made (it puts one there).
const SVG_NS = (() => {
  const box = document.createElement("div");
  box.innerHTML = "<svg></svg>";
  return box.firstChild.namespaceURI;
})();

/** An SVG element (el() makes HTML ones). */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Make `node` act on click and on Enter/Space when `target` has legal actions. */
export function pickable(node, ctx, target, key) {
  const matching = ctx.canAct ? actionsFor(ctx.legal, target) : [];
  const count = matching.length;
  if (count === 0) return node;
  if (count === 1) node.dataset.action = matching[0].action;
  node.classList.add("playable");
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.dataset.key = key;
  node.dataset.actions = String(count);
  node.addEventListener("click", () => ctx.pick(target, key));
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      ctx.pick(target, key);
    }
  });
  return node;
}

/** A small labelled number: "Gold 13". */
export function stat(label, value, cls = "") {
  return el("span", { class: `stat ${cls}` }, el("span", { class: "stat-label" }, label), " ",
    el("b", {}, String(value)));
}

/** A vertical bar for a height (tower, wall), `max` the full height. */
export function bar(label, value, max, cls) {
  const share = Math.max(0, Math.min(1, Number(value) / Math.max(1, max)));
  return el("div", { class: `bar ${cls}`, role: "meter", "aria-label": label,
    "aria-valuenow": String(value), "aria-valuemin": "0", "aria-valuemax": String(max) },
  el("div", { class: "bar-track" }, el("div", { class: "bar-fill", style: `height:${(share * 100).toFixed(1)}%` })),
  el("div", { class: "bar-value" }, String(value)),
  el("div", { class: "bar-label" }, label));
}

/** A card as a tile: name, printed numbers, rules text and the live numbers in `extra`;
 * a card the seat cannot see (null id) is a face-down tile, one not yet named (its view
 * still on the way) a tile that says so. With legal actions for
 * `target` it can be clicked (or chosen with Enter) to act. */
export function cardTile(ctx, id, { target = null, key = "", extra = [], cls = "", label = "" } = {}) {
  const info = id ? ctx.catalog[id] : null;
  if (id && !info) {  // a card first seen in this frame: named once the view arrives
    return el("div", { class: `tile loading ${cls}` }, el("span", { class: "tile-name" }, label),
      el("span", { class: "muted" }, t("loading")));
  }
  if (!info) {
    return el("div", { class: `tile back ${cls}`, title: t("b_hidden_card") },
      el("span", { class: "tile-name" }, label || t("b_hidden_card")));
  }
  const node = el("div", { class: `tile ${cls}`, title: info.text || info.name },
    el("span", { class: "tile-name" }, label ? `${label} ${info.name}` : info.name),
    info.facts ? el("span", { class: "tile-facts" }, info.facts) : null,
    extra.length ? el("span", { class: "tile-stats" }, extra) : null,
    info.text ? el("span", { class: "tile-text" }, info.text) : null);
  return target ? pickable(node, ctx, { name: info.name, ...target }, key) : node;
}

/** A row of tiles under a heading. */
export function zoneRow(title, tiles, cls = "") {
  return el("div", { class: `zone-row ${cls}` }, el("h4", {}, title),
    tiles.length ? el("div", { class: "tiles" }, tiles) : el("p", { class: "muted" }, t("b_empty")));
}

/** One seat's area: its name (marked when it decides now) and its parts. */
export function seatArea(ctx, seat, parts, cls = "") {
  const current = ctx.frame.current_player === seat && !ctx.frame.terminal;
  const who = seatName(ctx.frame.seats[seat] || { seat, kind: "human" });
  const mine = ctx.frame.seat === seat ? ` (${t("b_you")})` : "";
  return el("section", { class: `seat-area ${current ? "current" : ""} ${cls}`, dataset: { seat } },
    el("h3", {}, current ? `▶ ${who}${mine}` : `${who}${mine}`), parts);
}

/** The seats in drawing order: the others first, this seat last (nearest the hand). */
export function seatOrder(frame, count) {
  const all = [...Array(count).keys()];
  if (frame.seat === null || frame.seat === undefined) return all;
  return [...all.filter((s) => s !== frame.seat), frame.seat];
}
