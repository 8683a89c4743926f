// HexyGame: the hex map as SVG hexes (Flags, Center, the cards standing on them with
// points and Action Die, coloured by owner), the board cards as cards, the stack, and
// each seat's Energy Pool, Winning Die, hand, library and graveyard. The map is turned
// so that the seat's own Flag is at the bottom.

import { el, t } from "./core.js";
import { cardTile, pickable, seatArea, seatOrder, stat, svg, zoneRow } from "./board_parts.js";

const SIZE = 30;
const POOLS = ["red", "green", "blue", "white", "colourless"];

function corners(x, y) {
  const points = [];
  for (let k = 0; k < 6; k += 1) {
    const angle = (Math.PI / 180) * (60 * k - 30);
    points.push(`${(x + SIZE * Math.cos(angle)).toFixed(1)},${(y + SIZE * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(" ");
}

function short(name) {
  return name.length > 8 ? `${name.slice(0, 7)}…` : name;
}

function hexMap(ctx, obs) {
  const map = ctx.view.map;
  if (!map) return el("p", { class: "muted" }, t("loading"));
  const flip = ctx.frame.seat === 1 ? -1 : 1;
  const spots = map.cells.map((c) => ({ x: flip * SIZE * Math.sqrt(3) * (c.q + c.r / 2), y: flip * SIZE * 1.5 * c.r }));
  const xs = spots.map((p) => p.x);
  const ys = spots.map((p) => p.y);
  const pad = SIZE + 4;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const byCell = new Map((obs.board || []).map((unit) => [unit.cell, unit]));
  const cells = map.cells.map((cell, i) => {
    const { x, y } = spots[i];
    const unit = byCell.get(i);
    const info = unit ? ctx.catalog[unit.card] : null;
    const where = `(${cell.q}, ${cell.r})`;
    const mark = cell.flag !== null ? t("b_hx_flag_of", { seat: t("b_seat_short", { n: cell.flag }) })
      : cell.center ? t("b_hx_center") : "";
    const die = unit && unit.die >= 0 ? ` · ${t("b_hx_die")} ${unit.die}` : "";
    const label = [where, mark, info ? `${info.name} · ${t("b_hx_points")} ${unit.points}${die}` : ""]
      .filter(Boolean).join(" — ");
    const cls = ["hex", unit ? `owner-${unit.owner}` : "", cell.flag !== null ? `flag flag-${cell.flag}` : "",
      cell.center ? "center" : ""].filter(Boolean).join(" ");
    const parts = [svg("title", {}, label), svg("polygon", { points: corners(x, y) })];
    if (cell.flag !== null) parts.push(svg("text", { x, y: y - 12, class: "mark" }, `⚑${cell.flag}`));
    else if (cell.center) parts.push(svg("text", { x, y: y - 12, class: "mark" }, "✶"));
    if (unit && info) {
      parts.push(svg("text", { x, y: y + 3, class: "unit-name" }, short(info.name)));
      parts.push(svg("text", { x, y: y + 16, class: "unit-nums" },
        unit.die >= 0 ? `${unit.points}/${unit.cap} · ${unit.die}` : `${unit.points}/${unit.cap}`));
    }
    const g = svg("g", { class: cls, "data-cell": i, "aria-label": label }, parts);
    return pickable(g, ctx, { args: [["hex", i], ["target", i]], name: null }, `hx-cell-${i}`);
  });
  return svg("svg", { class: "hexmap", viewBox: box.map((v) => v.toFixed(0)).join(" "), role: "img",
    "aria-label": `${t("b_hx_map")}: ${map.name[ctx.lang] || map.name.en}` }, cells);
}

function boardCard(ctx, unit) {
  const extra = [
    stat(t("b_attack"), unit.attack, "atk"), stat(t("b_hx_defence"), unit.defence, "hp"),
    stat(t("b_hx_points"), `${unit.points}/${unit.cap}`),
    unit.die >= 0 ? stat(t("b_hx_die"), unit.counter_die ? `${unit.die} (${t("b_hx_counter")})` : unit.die) : null,
    unit.reach ? stat(t("b_hx_reach"), unit.reach) : null,
  ];
  return cardTile(ctx, unit.card, { target: { args: [["hex", unit.cell], ["target", unit.cell]] },
    key: `hx-unit-${unit.uid}`, extra, cls: `unit owner-${unit.owner} small` });
}

function seatPart(ctx, obs, s) {
  const mine = ctx.frame.seat === s;
  const colour = (i) => (POOLS[i] === "colourless" ? t("b_hx_colourless") : ctx.words[POOLS[i]] || t("b_unknown"));
  const pool = (obs.pools?.[s] || []).map((n, i) => (n ? stat(colour(i), n, `pool-${POOLS[i]}`) : null));
  const parts = [el("div", { class: "stats" },
    stat(t("b_hx_winning_die"), obs.winning_dice?.[s] ?? "—"),
    stat(t("b_hx_library"), obs.library?.[s] ?? 0),
    stat(t("b_hand"), (obs.hands?.[s] || []).length),
    el("span", { class: "stat" }, el("span", { class: "stat-label" }, `${t("b_hx_pool")}:`)),
    pool.some(Boolean) ? pool : el("span", { class: "stat" }, el("b", {}, "0")))];
  const own = (obs.board || []).filter((u) => u.owner === s).map((u) => boardCard(ctx, u));
  parts.push(zoneRow(t("b_hx_on_board"), own));
  const hand = obs.hands?.[s] || [];
  if (mine || hand.some(Boolean)) {
    parts.push(zoneRow(mine ? t("b_your_hand") : t("b_known_hand"), hand.map((id, i) =>
      cardTile(ctx, id, { target: mine ? { args: [["hand", i]] } : null, key: `hx-hand-${s}-${i}`, label: `${i + 1}.` })), "hand"));
  }
  const grave = obs.graveyards?.[s] || [];
  if (grave.length) {
    parts.push(zoneRow(t("b_graveyard"), grave.slice(-6).map((id, i) =>
      cardTile(ctx, id, { key: `hx-grave-${s}-${i}`, cls: "small" }))));
  }
  return seatArea(ctx, s, parts, mine ? "mine" : "");
}

export function drawHexy(ctx, obs) {
  const parts = [el("div", { class: "stats" }, stat(t("b_turn"), obs.turn))];
  const order = seatOrder(ctx.frame, 2);
  const stack = (obs.stack || []).filter((item) => item.card).map((item, i) =>
    cardTile(ctx, item.card, { key: `hx-stack-${i}`, cls: "small" }));
  parts.push(el("div", { class: "hx-layout" },
    el("div", { class: "hx-map" }, hexMap(ctx, obs)),
    el("div", { class: "hx-side" }, stack.length ? zoneRow(t("zone_stack"), stack) : null,
      order.map((s) => seatPart(ctx, obs, s)))));
  return el("div", { class: "drawn hx" }, parts);
}
