// The lobby: open a table (game, player count, the game's setup questions, seats,
// visibility), show the join links, list open tables and finished games.

import { el, getJSON, lang, postJSON, present, setTitle, t } from "./core.js";

const KINDS = ["human", "random", "greedy", "ismcts"];
const VISIBILITIES = ["public", "unlisted", "closed"];

function select(attrs, options, chosen) {
  return el("select", attrs, options.map(([value, label], index) =>
    el("option", { value, selected: index === chosen }, label)));
}

export async function showLobby(main) {
  const state = { games: [], game: null, players: 0, answers: {}, questions: [],
    seats: [], visibility: "public", created: null, error: "" };
  const form = el("form", { class: "panel", id: "create" });
  const created = el("section", { class: "panel", id: "created", "aria-live": "polite" });
  const tables = el("section", { class: "panel", id: "tables" });
  const records = el("section", { class: "panel", id: "records" });
  main.replaceChildren(el("div", { class: "lobby" }, form, created, tables, records));

  async function loadQuestions() {
    const asked = await postJSON(`/api/games/${state.game.id}/setup?lang=${lang()}`,
      { players: state.players, answers: state.answers });
    state.questions = asked.questions;
    state.answers = Object.fromEntries(asked.questions.map((q) =>
      [q.option, q.choices[q.chosen].value]));
  }

  function seatRow(index) {
    const seat = state.seats[index];
    const id = `seat-${index}`;
    return el("div", { class: "seat-row" },
      el("label", { for: `${id}-kind` }, t("seat_kind", { n: index })),
      select({ id: `${id}-kind`, name: `${id}-kind`, onchange: (e) => {
        seat.kind = e.target.value;
      } }, KINDS.map((k) => [k, t(`kind_${k}`)]), KINDS.indexOf(seat.kind)),
      el("label", { for: `${id}-name` }, t("seat_name")),
      el("input", { id: `${id}-name`, name: `${id}-name`, maxlength: "24", value: seat.name,
        oninput: (e) => { seat.name = e.target.value; } }));
  }

  function drawForm() {
    const game = state.game;
    const counts = [];
    for (let n = game.min_players; n <= game.max_players; n++) counts.push([String(n), String(n)]);
    while (state.seats.length < state.players) {
      state.seats.push({ kind: state.seats.length === 0 ? "human" : "greedy", name: "" });
    }
    state.seats.length = state.players;
    const questions = state.questions.length === 0
      ? [el("p", { class: "muted" }, t("setup_none"))]
      : state.questions.map((q, qi) => el("div", { class: "field" },
        el("label", { for: `setup-${qi}` }, q.text),
        select({ id: `setup-${qi}`, dataset: { option: q.option }, onchange: async (e) => {
          state.answers[q.option] = q.choices[Number(e.target.value)].value;
          // later questions may depend on this answer: keep only the earlier ones
          const keep = state.questions.slice(0, qi + 1).map((x) => x.option);
          state.answers = Object.fromEntries(Object.entries(state.answers)
            .filter(([option]) => keep.includes(option)));
          await loadQuestions();
          drawForm();
          document.getElementById(`setup-${qi}`)?.focus();
        } }, q.choices.map((c, ci) => [String(ci), c.label]), q.chosen)));
    form.replaceChildren(...present([
      el("h2", {}, t("lobby_title")),
      el("div", { class: "field" }, el("label", { for: "game" }, t("game")),
        select({ id: "game", onchange: async (e) => {
          state.game = state.games.find((g) => g.id === e.target.value);
          state.players = state.game.default_players;
          state.answers = {};
          await loadQuestions();
          drawForm();
          document.getElementById("game").focus();
        } }, state.games.map((g) => [g.id, g.name]), state.games.indexOf(game))),
      el("div", { class: "field" }, el("label", { for: "players" }, t("players")),
        select({ id: "players", onchange: async (e) => {
          state.players = Number(e.target.value);
          await loadQuestions();
          drawForm();
          document.getElementById("players").focus();
        } }, counts, state.players - game.min_players)),
      el("fieldset", {}, el("legend", {}, t("setup")), questions),
      el("fieldset", {}, el("legend", {}, t("seats")),
        state.seats.map((_, index) => seatRow(index))),
      el("div", { class: "field" }, el("label", { for: "visibility" }, t("visibility")),
        select({ id: "visibility", onchange: (e) => { state.visibility = e.target.value; } },
          VISIBILITIES.map((v) => [v, t(`vis_${v}`)]), VISIBILITIES.indexOf(state.visibility))),
      el("button", { type: "submit", id: "create-button", class: "primary" }, t("create")),
      state.error ? el("p", { role: "alert", class: "error" }, state.error) : null]));
  }

  function drawCreated() {
    const c = state.created;
    if (!c) {
      created.replaceChildren();
      created.hidden = true;
      return;
    }
    created.hidden = false;
    const items = c.seats.filter((s) => s.join).map((s) => {
      const path = new URL(s.join).pathname + new URL(s.join).search;
      return el("li", {},
        el("span", {}, t("join_link", { n: s.seat }), ": "),
        el("a", { href: path, class: "join", dataset: { seat: s.seat } },
          new URL(s.join, location.href).href));
    });
    if (c.spectate) {
      items.push(el("li", {}, el("span", {}, t("spectate_link"), ": "),
        el("a", { href: new URL(c.spectate).pathname, class: "spectate" },
          new URL(c.spectate).href)));
    }
    created.replaceChildren(el("h2", {}, t("created")), el("ul", { class: "links" }, items));
  }

  async function drawLists() {
    const open = await getJSON(`/api/tables?lang=${lang()}`);
    tables.replaceChildren(el("h2", {}, t("open_tables")), open.length === 0
      ? el("p", { class: "muted" }, t("no_tables"))
      : el("ul", { class: "links" }, open.map((row) => el("li", {},
        el("a", { href: `/tables/${encodeURIComponent(row.table)}` },
          `${t("watch")}: ${row.game_name}`),
        ` (${t("step_n", { n: row.step })})`))));
    const done = await getJSON("/api/records?limit=20");
    const names = Object.fromEntries(state.games.map((g) => [g.id, g.name]));
    records.replaceChildren(el("h2", {}, t("finished_games")), done.length === 0
      ? el("p", { class: "muted" }, t("no_records"))
      : el("ul", { class: "links" }, done.map((row) => el("li", {},
        el("a", { href: `/replay/${encodeURIComponent(row.table)}` },
          `${t("replay")}: ${names[row.game] || ""}`)))));
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const seats = state.seats.map((s) => (s.name.trim() ? `${s.kind}:name=${s.name.trim()}`
      : s.kind));
    try {
      state.created = await postJSON(`/api/tables?lang=${lang()}`, {
        game: state.game.id, players: state.players, options: state.answers, seats,
        visibility: state.visibility });
      state.error = "";
    } catch (error) {
      state.error = error.message;
      state.created = null;
    }
    drawForm();
    drawCreated();
    (state.created ? created.querySelector("a") : form.querySelector("[role=alert]"))?.focus();
    await drawLists();
  });

  async function draw() {
    setTitle(t("app_title"));
    state.games = await getJSON(`/api/games?lang=${lang()}`);
    state.game = state.games.find((g) => g.id === state.game?.id) || state.games[0];
    if (!state.players || state.players < state.game.min_players
        || state.players > state.game.max_players) {
      state.players = state.game.default_players;
    }
    await loadQuestions();
    drawForm();
    drawCreated();
    await drawLists();
  }

  await draw();
  const timer = setInterval(() => drawLists().catch(() => {}), 5000);
  window.addEventListener("pagehide", () => clearInterval(timer));
  return { relang: draw };
}
