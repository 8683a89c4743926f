// The client's entry point: picks the page from the address and handles the cs/en switch.

import { el, initialLang, otherLang, setLang, t } from "./core.js";
import { showLobby } from "./lobby.js";
import { showReplay } from "./replay.js";
import { showTable } from "./table.js";

function pageFor(path) {
  const table = path.match(/^\/tables\/([A-Za-z0-9_-]{1,32})$/);
  if (table) return (main) => showTable(main, table[1]);
  const replay = path.match(/^\/replay\/([A-Za-z0-9_-]{1,32})$/);
  if (replay) return (main) => showReplay(main, replay[1]);
  return (main) => showLobby(main);
}

async function start() {
  const main = document.getElementById("main");
  const page = pageFor(location.pathname);
  try {
    await setLang(initialLang());
  } catch (error) {
    main.replaceChildren(el("p", { role: "alert" }, String(error.message)));
    return;
  }
  // listen to the switch at once: a click while the page still loads its lists is kept,
  // and the page is drawn again in the new language once it is ready
  const ready = page(main);
  document.getElementById("lang").addEventListener("click", async () => {
    await setLang(otherLang());
    const view = await ready;
    if (view && view.relang) await view.relang();
  });
  await ready;
}

start().catch((error) => {
  document.getElementById("main").append(
    el("p", { role: "alert", class: "error" }, t("error", { reason: error.message })));
});
