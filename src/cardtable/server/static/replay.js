// The replay of a finished game: its public frames, one per step, with step back and
// forward (buttons, and the keys ← → Home End). Each frame carries the spectators'
// observation, so the game's board is drawn by the same board_<game>.js as at a table,
// read-only (nobody decides in a replay). The frames come in pages, fetched when a
// step of theirs is shown; the first answer brings the log of every step.

import { boardView, cardsView, drawnBoard } from "./board.js";
import { el, getJSON, lang, replaceKeepingFocus, resultText, setTitle, t } from "./core.js";

const PAGE = 16;

export async function showReplay(main, table) {
  const token = new URL(location.href).searchParams.get("token")
    || localStorage.getItem(`cardtable.token.${table}`);
  // meta: the answer's game, seats, total and board extras; pages: start -> frames (or
  // the promise of them); catalog: the cards by id of every page loaded so far
  const s = { meta: null, log: [], pages: new Map(), catalog: {}, at: 0, generation: 0 };
  const controls = el("section", { class: "panel", id: "replay-controls" });
  const events = el("section", { class: "panel", id: "replay-events", "aria-live": "polite" });
  const board = el("section", { class: "panel", id: "board" });
  const text = el("details", { class: "panel", id: "text-board" });
  const cards = el("details", { class: "panel", id: "cards" });
  const root = el("div", { class: "table", id: "replay" },
    el("div", { class: "col-main" }, controls, board, text, cards), el("div", { class: "col-side" }, events));
  main.replaceChildren(root);

  const pageOf = (at) => Math.floor(at / PAGE) * PAGE;
  const address = (start, withLog) => `/api/records/${table}/frames?lang=${lang()}&start=${start}`
    + `&count=${PAGE}${withLog ? "&log=true" : ""}${token ? `&token=${encodeURIComponent(token)}` : ""}`;

  function keep(answer) {
    Object.assign(s.catalog, answer.catalog || {});
    s.pages.set(answer.start, answer.frames);
  }

  /** The frames of the page holding step `at`, fetched once; null while on the way. */
  function framesAt(at) {
    const start = pageOf(at);
    const known = s.pages.get(start);
    if (Array.isArray(known)) return known;
    if (!known) {
      const generation = s.generation;
      s.pages.set(start, getJSON(address(start, false)).then((answer) => {
        if (generation !== s.generation) return;
        keep(answer);
        if (pageOf(s.at) === start) draw();
      }).catch((error) => {
        if (generation !== s.generation) return;
        s.pages.delete(start);
        replaceKeepingFocus(board, el("p", { role: "alert", class: "error" }, t("error", { reason: error.message })));
      }));
    }
    return null;
  }

  function go(at) {
    s.at = Math.max(0, Math.min(s.meta.total - 1, at));
    draw();
    // the next page is fetched ahead when the last steps of this one are shown
    if (s.at % PAGE >= PAGE - 3 && s.at + 3 < s.meta.total) framesAt(s.at + 3);
  }

  function button(id, label, symbol, target) {
    return el("button", { type: "button", id, dataset: { key: id }, title: label,
      "aria-label": label, onclick: () => go(target()) }, `${symbol} ${label}`);
  }

  function drawControls(frame) {
    const meta = s.meta;
    const last = meta.total - 1;
    const where = s.at === 0 ? t("replay_start") : t("replay_step", { n: s.at, total: last });
    replaceKeepingFocus(controls,
      el("h2", { id: "replay-where" }, `${meta.game_name} · ${where}`),
      el("div", { class: "end" },
        button("first", t("replay_first"), "«", () => 0),
        button("back", t("replay_back"), "◀", () => s.at - 1),
        button("forward", t("replay_forward"), "▶", () => s.at + 1),
        button("last", t("replay_last"), "»", () => last)),
      el("p", { class: "muted" }, t("replay_keys")),
      frame && frame.terminal
        ? el("p", { class: "turn", id: "result" }, `${t("game_over")} ${resultText(frame.returns, meta.seats)}`) : null);
  }

  function drawEvents() {
    const now = s.log[s.at] || [];
    const earlier = s.log.slice(0, s.at).flat();
    replaceKeepingFocus(events, el("h2", {}, t("replay_events")),
      now.length === 0 ? el("p", { class: "muted" }, t("replay_nothing"))
        // one action may set off many events (automatic phases): they scroll too
        : el("div", { class: "scroll", tabindex: "0" },
          el("ul", { class: "plain now", id: "now" }, now.map((line) => el("li", {}, line)))),
      el("h2", {}, t("log")),
      el("div", { class: "scroll", id: "replay-log", tabindex: "0" },
        el("ol", { class: "log" }, earlier.map((line) => el("li", {}, line)))));
    const box = events.querySelector("#replay-log");
    box.scrollTop = box.scrollHeight;  // the latest of the earlier events in sight
  }

  function drawBoard(frame) {
    const meta = s.meta;
    // the board modules read a table's frame: here a spectator's, with nothing to decide
    const shown = { ...frame, game: meta.game, seat: null, seats: meta.seats, legal: [] };
    const ctx = { frame: shown, view: { map: meta.map }, lang: lang(), catalog: s.catalog,
      words: meta.words || {}, terms: meta.terms || {}, legal: [], canAct: false,
      pick: () => {}, picked: null };
    replaceKeepingFocus(board, el("h2", {}, t("board")), drawnBoard(ctx) || boardView(frame.board));
    const open = text.open;
    replaceKeepingFocus(text, el("summary", {}, t("b_text_board")), boardView(frame.board));
    text.open = open;
    const cardsOpen = cards.open;
    const named = (frame.cards || []).map((card) => ({ ...card, ...(s.catalog[card.card] || {}) }));
    replaceKeepingFocus(cards, el("summary", {}, t("cards")), cardsView(named, meta.seats));
    cards.open = cardsOpen;
  }

  function draw() {
    const frames = framesAt(s.at);
    const frame = frames ? frames[s.at - pageOf(s.at)] : null;
    setTitle(`${s.meta.game_name} · ${t("replay_title")}`);
    drawControls(frame);
    drawEvents();
    if (!frame) {
      root.dataset.loading = "true";
      replaceKeepingFocus(board, el("h2", {}, t("board")), el("p", { class: "muted" }, t("loading")));
      return;
    }
    drawBoard(frame);
    // which step (and language) the board shows: tests wait for it
    root.dataset.loading = "false";
    root.dataset.step = String(s.at);
    root.dataset.lang = lang();
  }

  async function load() {
    s.generation += 1;
    s.pages = new Map();
    s.catalog = {};
    let answer;
    try {
      answer = await getJSON(address(pageOf(s.at), true));
    } catch (error) {
      main.replaceChildren(el("p", { role: "alert", class: "error" }, t("error", { reason: error.message })));
      return;
    }
    s.meta = answer;
    s.log = answer.log || [];
    keep(answer);
    go(s.at);
  }

  document.addEventListener("keydown", (event) => {
    if (!s.meta || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const moves = { ArrowLeft: s.at - 1, ArrowRight: s.at + 1, Home: 0, End: s.meta.total - 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  });

  await load();
  return { relang: load };
}
