// Shared helpers of the pages: language and texts, HTTP, DOM building, seat names.

const LANGS = ["en", "cs"];
let texts = {};
let current = "en";

export function lang() {
  return current;
}

/** The language from ?lang=, else the one chosen before, else the browser's. */
export function initialLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (LANGS.includes(asked)) return asked;
  const kept = localStorage.getItem("cardtable.lang");
  if (LANGS.includes(kept)) return kept;
  return (navigator.language || "").toLowerCase().startsWith("cs") ? "cs" : "en";
}

/** Load the client's texts in `wanted` and remember the choice. */
export async function setLang(wanted) {
  texts = await getJSON(`/api/ui?lang=${wanted}`);
  current = wanted;
  localStorage.setItem("cardtable.lang", wanted);
  document.documentElement.lang = wanted;
  const url = new URL(location.href);
  url.searchParams.set("lang", wanted);
  history.replaceState(history.state, "", url);
  const button = document.getElementById("lang");
  button.textContent = t("lang_switch");
  button.title = t("lang_switch_hint");
  button.setAttribute("aria-label", t("lang_switch_hint"));
  document.getElementById("home").textContent = t("nav_lobby");
}

export function otherLang() {
  return current === "en" ? "cs" : "en";
}

/** The catalogued text `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const template = texts[key];
  if (template === undefined) return "";
  return template.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

export class HttpError extends Error {
  constructor(status, reason) {
    super(reason);
    this.status = status;
  }
}

async function answer(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const reason = body && typeof body.reason === "string" ? body.reason : String(response.status);
    throw new HttpError(response.status, reason);
  }
  return body;
}

export async function getJSON(url) {
  return answer(await fetch(url, { headers: { Accept: "application/json" } }));
}

export async function postJSON(url, body) {
  return answer(await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  }));
}

/** A new element: el("button", {class: "x", onclick: f}, "text", child...). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A text the server sent HTML-escaped (names, chat), as plain text. */
export function unescaped(text) {
  if (typeof text !== "string") return "";
  return new DOMParser().parseFromString(text, "text/html").documentElement.textContent;
}

/** How a seat is called: its name, else "Seat 2"; a bot says what kind it is. */
export function seatName(seat) {
  if (!seat) return "";
  const base = seat.name ? unescaped(seat.name) : t("seat_n", { n: seat.seat });
  if (seat.kind !== "bot") return base;
  const kind = String(seat.bot || "").split(":")[0];
  const label = t(`kind_${kind}`) || t("seat_bot");
  return `${base} (${label})`;
}

/** The closing sentence for final returns. */
export function resultText(returns, seats) {
  if (!Array.isArray(returns) || returns.length === 0) return "";
  const best = Math.max(...returns);
  const top = returns.map((value, seat) => [value, seat]).filter(([v]) => v === best)
    .map(([, seat]) => seat);
  const name = (seat) => seatName(seats[seat] || { seat, kind: "human" });
  if (best < 0) return t("result_nobody");
  if (top.length === returns.length && (returns.length > 1 || best === 0)) return t("result_draw");
  if (top.length === 1) return t("result_winner", { seat: name(top[0]) });
  return t("result_shared", { seats: top.map(name).join(", ") });
}

/** The nodes and texts of `nodes` (nested lists flattened), without null or false. */
export function present(nodes) {
  return nodes.flat(Infinity).filter((node) => node !== null && node !== undefined && node !== false);
}

/** Put `nodes` in place of the children of `parent`, keeping the focused control focused
 * when an element with the same data-key comes back. */
export function replaceKeepingFocus(parent, ...nodes) {
  const focused = document.activeElement;
  const key = focused && parent.contains(focused) ? focused.dataset.key : undefined;
  parent.replaceChildren(...present(nodes));
  if (key !== undefined) {
    const again = [...parent.querySelectorAll("[data-key]")].find((n) => n.dataset.key === key);
    if (again) again.focus();
  }
}

export function setTitle(text) {
  document.getElementById("page-title").textContent = text;
  document.title = text ? `${text} · cardtable` : "cardtable";
}
