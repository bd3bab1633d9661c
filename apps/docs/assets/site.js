// @ts-check
// The guides' only script (type-checked with tsconfig.samples.json): folds the menu on phones, wires the copy
// buttons, and runs the search over the index the build wrote. It loads right after the navigation, so the
// menu is folded before the content is first painted; the rest waits for the page.
(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const root = script.dataset.root ?? "./";

  // The menu is a sidebar from 50rem up and a folded `<details>` below (the same breakpoint as site.css).
  const wide = window.matchMedia("(min-width: 50rem)");
  const menu = /** @type {HTMLDetailsElement | null} */ (document.querySelector(".nav-menu"));
  const fitMenu = () => {
    if (menu) menu.open = wide.matches;
  };
  fitMenu();
  wide.addEventListener("change", fitMenu);

  document.addEventListener("DOMContentLoaded", () => {
    wireCopyButtons();
    wireSearch();
  });

  /** Shows every block's copy button; a click copies the block's text as shown (samples run as shown). */
  function wireCopyButtons() {
    for (const button of document.querySelectorAll("button.copy-code")) {
      const code = button.parentElement?.querySelector("pre");
      if (!(button instanceof HTMLButtonElement) || !code) continue;
      button.hidden = false;
      button.addEventListener("click", async () => {
        const ok = await copyText(code.textContent ?? "");
        button.textContent = ok ? "Copied" : "Press Ctrl+C";
        if (!ok) window.getSelection()?.selectAllChildren(code);
        setTimeout(() => {
          button.textContent = "Copy";
        }, 2000);
      });
    }
  }

  /** @param {string} text */
  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false; // no clipboard access (e.g. plain http on another host): the text is selected instead
    }
  }

  /**
   * @typedef {{ title: string; page: string; url: string }} Hit the stored fields of a result
   * @typedef {import("minisearch").default<Hit>} Index
   */

  function wireSearch() {
    const box = document.querySelector(".site-search");
    const input = box?.querySelector("input");
    const list = box?.querySelector("ul");
    if (!(box instanceof HTMLElement) || !input || !list) return;
    box.hidden = false;
    /** @type {Promise<Index> | undefined} */
    let index;
    const load = () => {
      index ??= loadIndex();
      return index;
    };
    input.addEventListener("focus", () => void load(), { once: true });
    input.addEventListener("input", async () => {
      const query = input.value.trim();
      const found = query.length < 2 ? [] : (await load()).search(query).slice(0, 8);
      /** @type {Hit[]} */
      const hits = found.map((hit) => ({ title: hit.title, page: hit.page, url: hit.url }));
      if (input.value.trim() !== query) return; // a later keystroke already answered
      showHits(list, query, hits);
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        input.value = "";
        showHits(list, "", []);
      } else if (event.key === "ArrowDown") {
        event.preventDefault();
        list.querySelector("a")?.focus();
      } else if (event.key === "Enter") {
        const first = list.querySelector("a");
        if (first) window.location.href = first.href;
      }
    });
    list.addEventListener("keydown", (event) => {
      const item = document.activeElement?.closest("li");
      const next =
        event.key === "ArrowDown"
          ? item?.nextElementSibling
          : event.key === "ArrowUp"
            ? item?.previousElementSibling
            : undefined;
      if (event.key === "Escape") input.focus();
      if (next === undefined) return;
      event.preventDefault();
      const target = next?.querySelector("a");
      if (target) target.focus();
      else input.focus();
    });
    document.addEventListener("click", (event) => {
      if (!(event.target instanceof Node) || !box.contains(event.target)) list.hidden = true;
    });
  }

  /**
   * @param {HTMLUListElement} list
   * @param {string} query
   * @param {Hit[]} hits
   */
  function showHits(list, query, hits) {
    list.replaceChildren(
      ...hits.map((hit) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = root + hit.url;
        const title = document.createElement("span");
        title.className = "hit-title";
        title.textContent = hit.title;
        const page = document.createElement("span");
        page.className = "hit-page";
        page.textContent = hit.page;
        link.append(title, page);
        item.append(link);
        return item;
      }),
    );
    if (query.length >= 2 && hits.length === 0) {
      const empty = document.createElement("li");
      empty.className = "no-hits";
      empty.textContent = `Nothing matches “${query}”.`;
      list.append(empty);
    }
    list.hidden = query.length < 2;
  }

  /** @returns {Promise<Index>} */
  async function loadIndex() {
    const [data] = await Promise.all([
      fetch(`${root}search-index.json`).then((response) => response.json()),
      new Promise((resolve, reject) => {
        const library = document.createElement("script");
        library.src = `${root}assets/minisearch.js`;
        library.onload = resolve;
        library.onerror = reject;
        document.head.append(library);
      }),
    ]);
    /** @type {typeof import("minisearch").default} */
    const MiniSearch = Reflect.get(window, "MiniSearch");
    return MiniSearch.loadJS(data.index, data.options);
  }
})();
