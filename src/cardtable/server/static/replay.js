// The replay of a finished game: its public frames, one per step, with step back and
// forward (buttons, and the keys ← → Home End).

import { boardView, cardsView } from "./board.js";
import { el, getJSON, lang, replaceKeepingFocus, resultText, setTitle, t } from "./core.js";

export async function showReplay(main, table) {
  const token = new URL(location.href).searchParams.get("token")
    || localStorage.getItem(`cardtable.token.${table}`);
  const s = { data: null, at: 0 };
  const controls = el("section", { class: "panel", id: "replay-controls" });
  const events = el("section", { class: "panel", id: "replay-events", "aria-live": "polite" });
  const board = el("section", { class: "panel", id: "board" });
  const cards = el("section", { class: "panel", id: "cards" });
  const root = el("div", { class: "table", id: "replay" },
    el("div", { class: "col-main" }, controls, board, cards), el("div", { class: "col-side" }, events));
  main.replaceChildren(root);

  function go(at) {
    const last = s.data.frames.length - 1;
    s.at = Math.max(0, Math.min(last, at));
    draw();
  }

  function button(id, label, symbol, target) {
    return el("button", { type: "button", id, dataset: { key: id }, title: label,
      "aria-label": label, onclick: () => go(target()) }, `${symbol} ${label}`);
  }

  function draw() {
    const data = s.data;
    const frames = data.frames;
    const frame = frames[s.at];
    const last = frames.length - 1;
    root.dataset.step = String(s.at);
    setTitle(`${data.game_name} · ${t("replay_title")}`);
    const where = s.at === 0 ? t("replay_start") : t("replay_step", { n: s.at, total: last });
    replaceKeepingFocus(controls,
      el("h2", { id: "replay-where" }, `${data.game_name} · ${where}`),
      el("div", { class: "end" },
        button("first", t("replay_first"), "«", () => 0),
        button("back", t("replay_back"), "◀", () => s.at - 1),
        button("forward", t("replay_forward"), "▶", () => s.at + 1),
        button("last", t("replay_last"), "»", () => last)),
      el("p", { class: "muted" }, t("replay_keys")),
      frame.terminal ? el("p", { class: "turn", id: "result" }, `${t("game_over")} ${resultText(frame.returns, data.seats)}`) : null);
    const earlier = frames.slice(0, s.at).flatMap((f) => f.events);
    replaceKeepingFocus(events, el("h2", {}, t("replay_events")),
      frame.events.length === 0 ? el("p", { class: "muted" }, t("replay_nothing"))
        : el("ul", { class: "plain now", id: "now" }, frame.events.map((line) => el("li", {}, line))),
      el("h2", {}, t("log")),
      el("div", { class: "scroll", tabindex: "0" },
        el("ol", { class: "log" }, earlier.map((line) => el("li", {}, line)))));
    replaceKeepingFocus(board, el("h2", {}, t("board")), boardView(frame.board));
    replaceKeepingFocus(cards, el("h2", {}, t("cards")), cardsView(frame.cards, data.seats, null));
  }

  async function load() {
    const extra = token ? `&token=${encodeURIComponent(token)}` : "";
    try {
      s.data = await getJSON(`/api/records/${table}/frames?lang=${lang()}${extra}`);
    } catch (error) {
      main.replaceChildren(el("p", { role: "alert", class: "error" }, t("error", { reason: error.message })));
      return;
    }
    go(s.at);
  }

  document.addEventListener("keydown", (event) => {
    if (!s.data || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const moves = { ArrowLeft: s.at - 1, ArrowRight: s.at + 1, Home: 0, End: s.data.frames.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  });

  await load();
  return { relang: load };
}
