// A table: the seat's (or the spectators') board, actions, log, seats and chat, kept up
// to date over the table's socket and reconnected after a drop or a reload.

import { boardView, cardsView, drawnBoard } from "./board.js";
import { actionsFor } from "./board_parts.js";
import { el, getJSON, lang, postJSON, replaceKeepingFocus, resultText, seatName, setTitle, t,
  unescaped } from "./core.js";

/** The seat token: from the address, else the one this browser kept for the table. */
function tokenFor(table) {
  const url = new URL(location.href);
  const key = `cardtable.token.${table}`;
  const given = url.searchParams.get("token");
  if (given) {
    localStorage.setItem(key, given);
    return given;
  }
  const kept = localStorage.getItem(key);
  if (kept) {
    url.searchParams.set("token", kept);
    history.replaceState(history.state, "", url);
  }
  return kept;
}

export async function showTable(main, table) {
  const token = tokenFor(table);
  // catalog: every card seen so far by id (a card's name and text never change), so a
  // frame drawn before its view arrives already names the cards seen before
  const s = { frame: null, log: [], view: null, viewKey: "", catalog: {}, catalogLang: "", conn: "connecting", refusal: "",
    notice: "", picked: null, chosen: new Set(), socket: null, retry: 0, closedForGood: false };
  const status = el("section", { class: "panel status", id: "status", "aria-live": "polite" });
  const seats = el("section", { class: "panel", id: "seats" });
  const actions = el("section", { class: "panel", id: "actions" });
  const board = el("section", { class: "panel", id: "board" });
  const text = el("details", { class: "panel", id: "text-board" });
  const cards = el("details", { class: "panel", id: "cards" });
  const log = el("section", { class: "panel", id: "log" });
  const chat = el("section", { class: "panel", id: "chat" });
  main.replaceChildren(el("div", { class: "table", id: "table" },
    el("div", { class: "col-main" }, status, actions, board, text, cards),
    el("div", { class: "col-side" }, seats, log, chat)));
  const root = document.getElementById("table");
  const query = (extra = "") => `lang=${lang()}${token ? `&token=${encodeURIComponent(token)}` : ""}${extra}`;

  function send(message) {
    if (s.socket && s.socket.readyState === WebSocket.OPEN) s.socket.send(JSON.stringify(message));
  }

  function act(entry) {
    const frame = s.frame;
    s.picked = null;
    s.notice = "";
    for (const button of actions.querySelectorAll("button.action")) button.disabled = true;
    send({ action: entry.action, step: frame.step });
  }

  /** A card or a place of the drawn board was chosen: act when exactly one legal action
   * stands for it, else show only its actions. */
  function pick(target, key) {
    const matching = actionsFor(s.frame ? s.frame.legal : [], target);
    if (matching.length === 1) {
      act(matching[0]);
      return;
    }
    s.picked = matching.length > 0 ? { title: target.name || t("b_place"), key,
      actions: new Set(matching.map((entry) => entry.action)) } : null;
    s.notice = matching.length > 0 ? "" : t("card_no_action");
    drawActions();
    drawStatus();
    drawBoard();
    actions.querySelector("button.action")?.focus();
  }

  /** A card of a choice of several cards was chosen or unchosen (the board's confirm
   * button then names the one legal action for the cards chosen). */
  function toggle(index) {
    if (s.chosen.has(index)) s.chosen.delete(index);
    else s.chosen.add(index);
    drawBoard();
  }

  function deciding(frame) {
    const groups = [...new Set(frame.legal.map((entry) => entry.group).filter(Boolean))];
    if (groups.length === 0) return null;
    const shown = groups.slice(0, 3).join(" · ") + (groups.length > 3 ? " …" : "");
    return el("p", { class: "deciding", id: "deciding" }, t("deciding", { what: shown }));
  }

  function turnText(frame) {
    if (frame.terminal) return `${t("game_over")} ${resultText(frame.returns, frame.seats)}`;
    if (frame.legal.length > 0) return t("turn_yours");
    if (frame.thinking !== null) return t("turn_thinking", { seat: seatName(frame.seats[frame.thinking]) });
    if (frame.current_player !== null) return t("turn_of", { seat: seatName(frame.seats[frame.current_player]) });
    return t("turn_none");
  }

  function drawStatus() {
    const frame = s.frame;
    const conn = { connecting: t("conn_connecting"), open: t("conn_open"), lost: t("conn_lost"),
      refused: t("conn_refused", { reason: s.refusal }) }[s.conn];
    const parts = [el("p", { class: `conn conn-${s.conn}`, id: "conn" }, conn)];
    if (frame) {
      parts.unshift(el("h2", {}, `${frame.game_name} · ${t("step_n", { n: frame.step })}`));
      parts.push(el("p", {}, frame.seat === null ? t("you_watch") : t("you_are", { n: frame.seat })));
      parts.push(el("p", { class: "turn", id: "turn" }, turnText(frame)));
      if (!frame.terminal) parts.push(deciding(frame));
      if (frame.terminal) parts.push(endControls(frame));
    }
    if (s.notice) parts.push(el("p", { class: "error", role: "alert", id: "notice" }, s.notice));
    replaceKeepingFocus(status, parts);
  }

  function endControls(frame) {
    const buttons = [];
    if (frame.rematch) {
      const link = `/tables/${encodeURIComponent(frame.rematch.table)}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
      buttons.push(el("a", { href: link, class: "button", id: "rematch-link" }, t("rematch_open")));
    } else if (frame.seat !== null) {
      buttons.push(el("button", { type: "button", id: "rematch", dataset: { key: "rematch" },
        onclick: async () => {
          try {
            const made = await postJSON(`/api/tables/${table}/rematch?${query()}`, {});
            location.href = new URL(made.join).pathname + new URL(made.join).search;
          } catch (error) {
            s.notice = t("error", { reason: error.message });
            drawStatus();
          }
        } }, t("rematch")));
    }
    if (frame.status === "finished") {
      buttons.push(el("a", { href: `/replay/${table}?${query()}`, class: "button", id: "replay-link" },
        t("watch_replay")));
    }
    return el("div", { class: "end" }, buttons);
  }

  function drawSeats() {
    const frame = s.frame;
    const rows = frame.seats.map((seat) => {
      const state = seat.kind === "bot" ? t("seat_bot") : seat.connected ? t("seat_online") : t("seat_offline");
      const marks = [seat.seat === frame.current_player && !frame.terminal ? "▶ " : "", seatName(seat)];
      return el("li", { class: `seat ${seat.connected ? "online" : "offline"}`, dataset: { seat: seat.seat } },
        el("span", {}, marks.join("")), el("span", { class: "muted" }, ` — ${state}`));
    });
    replaceKeepingFocus(seats, el("h2", {}, t("seats")), el("ul", { class: "plain" }, rows),
      el("p", { class: "muted" }, t("spectators", { n: frame.spectators })));
  }

  function drawActions() {
    const frame = s.frame;
    actions.hidden = frame.seat === null;
    const legal = frame.legal.filter((entry) => !s.picked || s.picked.actions.has(entry.action));
    const title = el("h2", {}, s.picked ? `${t("card_pick")}: ${s.picked.title}` : t("actions"));
    const all = s.picked ? el("button", { type: "button", id: "all-actions", dataset: { key: "all-actions" },
      onclick: () => {
        s.picked = null;
        drawActions();
        drawBoard();
        actions.querySelector("button.action")?.focus();
      } }, t("b_all_actions")) : null;
    if (legal.length === 0) {
      replaceKeepingFocus(actions, title, el("p", { class: "muted" }, t("no_actions")));
      return;
    }
    const groups = new Map();
    legal.forEach((entry) => {
      if (!groups.has(entry.group)) groups.set(entry.group, []);
      groups.get(entry.group).push(el("button", { type: "button", class: "action",
        dataset: { key: `a-${entry.action}`, action: entry.action, step: frame.step },
        onclick: () => act(entry) }, entry.label));
    });
    const blocks = [...groups.entries()].map(([group, buttons]) => (group
      ? el("fieldset", { class: "group" }, el("legend", {}, group), buttons)
      : el("div", { class: "group" }, buttons)));
    replaceKeepingFocus(actions, title, blocks, all);
  }

  function drawLog() {
    const list = el("ol", { class: "log", start: "1" }, s.log.map((line) => el("li", {}, line)));
    replaceKeepingFocus(log, el("h2", {}, t("log")), el("div", { class: "scroll", tabindex: "0" }, list));
    const box = log.querySelector(".scroll");
    box.scrollTop = box.scrollHeight;
  }

  function drawChat() {
    const frame = s.frame;
    const lines = frame.chat.map((line) => el("li", {},
      el("strong", {}, `${seatName(frame.seats[line.seat])}: `), unescaped(line.text)));
    const form = frame.seat === null ? el("p", { class: "muted" }, t("chat_spectator"))
      : el("form", { class: "chat-form", onsubmit: (event) => {
        event.preventDefault();
        const input = event.target.querySelector("input");
        if (input.value.trim()) send({ chat: input.value });
        input.value = "";
      } }, el("label", { for: "chat-input", class: "sr-only" }, t("chat_placeholder")),
      el("input", { id: "chat-input", maxlength: "300", placeholder: t("chat_placeholder"),
        dataset: { key: "chat-input" } }),
      el("button", { type: "submit", dataset: { key: "chat-send" } }, t("chat_send")));
    const typed = chat.querySelector("input")?.value || "";
    replaceKeepingFocus(chat, el("h2", {}, t("chat")), el("ul", { class: "plain chat-lines" }, lines), form);
    const input = chat.querySelector("input");
    if (input) input.value = typed;
  }

  function drawBoard() {
    const view = s.view;
    const frame = s.frame;
    if (!frame) return;
    const ctx = { frame, view, lang: lang(), catalog: s.catalog,
      words: view ? view.words || {} : {}, terms: view ? view.terms || {} : {}, legal: frame.legal, canAct: frame.legal.length > 0,
      pick, picked: s.picked, act, chosen: s.chosen, toggle };
    const drawn = view ? drawnBoard(ctx) : null;
    // which view (step, language) the cards were named from: tests wait for it
    board.dataset.viewStep = view ? String(view.step) : "";
    board.dataset.viewLang = view ? s.catalogLang : "";
    replaceKeepingFocus(board, el("h2", {}, t("board")),
      drawn || boardView(view ? view.board : t("loading")));
    if (s.picked) {
      const chosen = [...board.querySelectorAll(".playable")].find((n) => n.dataset.key === s.picked.key);
      if (chosen) chosen.classList.add("picked");
    }
    const open = text.open;
    replaceKeepingFocus(text, el("summary", {}, t("b_text_board")), boardView(view ? view.board : t("loading")));
    text.open = open;
    const cardsOpen = cards.open;
    replaceKeepingFocus(cards, el("summary", {}, t("cards")),
      view ? cardsView(view.cards, frame.seats) : []);
    cards.open = cardsOpen;
  }

  async function loadView(frame) {
    const key = `${frame.step}/${lang()}/${frame.legal.length > 0}`;
    if (key === s.viewKey) return;
    s.viewKey = key;
    try {
      const view = await getJSON(`/api/tables/${table}/view?${query()}`);
      if (s.viewKey === key) {
        s.view = view;
        if (s.catalogLang !== lang()) s.catalog = {};
        s.catalogLang = lang();
        Object.assign(s.catalog, view.catalog || {});
        drawBoard();
      }
    } catch (error) {
      s.notice = t("error", { reason: error.message });
      drawStatus();
    }
  }

  function onFrame(frame) {
    if (frame.events.from === 0) s.log = [];
    s.log.splice(frame.events.from, s.log.length, ...frame.events.texts);
    if (!s.frame || s.frame.step !== frame.step) {
      s.picked = null;
      s.chosen = new Set();
    }
    s.frame = frame;
    root.dataset.step = String(frame.step);
    root.dataset.terminal = String(frame.terminal);
    root.dataset.seat = frame.seat === null ? "" : String(frame.seat);
    setTitle(`${frame.game_name} · ${t("table_title")}`);
    drawStatus();
    drawSeats();
    drawActions();
    drawLog();
    drawChat();
    drawBoard();
    loadView(frame);
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${table}?${query()}`);
    s.socket = socket;
    s.conn = "connecting";
    root.dataset.conn = s.conn;
    drawStatus();
    socket.addEventListener("open", () => {
      s.conn = "open";
      s.retry = 0;
      root.dataset.conn = s.conn;
      drawStatus();
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === "frame") onFrame(message);
      else if (message.type === "refused") {
        s.refusal = String(message.reason || "");
        s.notice = t("refused", { reason: s.refusal });
        if (s.frame) drawActions();
        drawStatus();
      }
    });
    socket.addEventListener("close", (event) => {
      if (socket !== s.socket) return;
      if (event.code === 4403) {
        s.conn = "refused";
        s.notice = "";
      } else {
        s.conn = "lost";
        s.retry = Math.min(s.retry + 1, 5);
        setTimeout(connect, 500 * s.retry);
      }
      root.dataset.conn = s.conn;
      drawStatus();
    });
  }

  connect();
  return {
    relang: async () => {
      // the socket's texts are in its language: open it again in the new one
      const old = s.socket;
      s.socket = null;
      if (old) old.close();
      s.viewKey = "";
      connect();
    },
  };
}
