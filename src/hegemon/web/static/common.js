"use strict";
/* Helpers shared by the lobby, the game page and the replay viewer: JSON requests that
   turn the server's {"error": ...} answers into errors, the alert region, building DOM
   nodes without markup strings, and the inlined, zoomable SVG map. No page knows a rule
   of any game. */
(function () {
  /** A request the server refused (status 4xx/5xx) or could not answer (status 0). */
  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.name = "ApiError";
      this.status = status;
    }
  }

  async function send(url, options) {
    const init = { method: (options && options.method) || "GET", headers: {} };
    if (options && options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    try {
      return await fetch(url, init);
    } catch (error) {
      throw new ApiError(0, "The server did not answer (" + error.message + ").");
    }
  }

  function errorMessage(response, text) {
    try {
      const data = JSON.parse(text);
      if (data && typeof data.error === "string") {
        return data.error;
      }
    } catch (ignored) {
      /* not JSON: fall back on the status line */
    }
    return "The server answered " + response.status + " " + response.statusText + ".";
  }

  /** GET or POST (options.method, options.body as JSON) and return the parsed answer. */
  async function requestJson(url, options) {
    const response = await send(url, options);
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, errorMessage(response, text));
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ApiError(response.status, "The server's answer was not JSON.");
    }
  }

  /** GET a text resource (the SVG map). */
  async function requestText(url) {
    const response = await send(url);
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, errorMessage(response, text));
    }
    return text;
  }

  /** Escape text for use inside HTML markup. */
  function escapeHtml(text) {
    return String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
  }

  /** A DOM element: attributes (class, dataset, on* handlers, booleans) and children
     (nodes, or strings added as text, never as markup). */
  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) {
        continue;
      }
      if (name === "class") {
        node.className = value;
      } else if (name === "dataset") {
        Object.assign(node.dataset, value);
      } else if (name.startsWith("on") && typeof value === "function") {
        node.addEventListener(name.slice(2), value);
      } else if (value === true) {
        node.setAttribute(name, "");
      } else {
        node.setAttribute(name, String(value));
      }
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) {
        continue;
      }
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  /** Show a message in the page's alert region (#alert, role="alert"). */
  function showAlert(message) {
    const region = document.getElementById("alert");
    if (!region) {
      return;
    }
    const close = element(
      "button",
      { type: "button", class: "alert-close", "aria-label": "Dismiss the message" },
    );
    close.addEventListener("click", clearAlert);
    region.replaceChildren(element("span", { class: "alert-text" }, message), close);
  }

  function clearAlert() {
    const region = document.getElementById("alert");
    if (region) {
      region.replaceChildren();
    }
  }

  /** A seat name as people read it: "north_march" → "north march". */
  function seatName(seat) {
    return String(seat).replace(/_/g, " ");
  }

  /** The outcome of a game (winners, scores, reason) as DOM nodes. */
  function outcomeNodes(outcome) {
    const winners = new Set(outcome.winners || []);
    const names = [...winners].map(seatName);
    const heading = element("h2", {}, "Game over");
    const summary = element(
      "p",
      { class: "outcome-winners" },
      names.length === 0 ? "No winner." : (names.length === 1 ? "Winner: " : "Winners: ") + names.join(", ") + ".",
    );
    const nodes = [heading, summary];
    if (outcome.reason) {
      nodes.push(element("p", { class: "outcome-reason" }, outcome.reason));
    }
    const scores = Object.entries(outcome.scores || {}).sort((a, b) => b[1] - a[1]);
    if (scores.length > 0) {
      const rows = scores.map(([seat, score]) =>
        element(
          "tr",
          { class: winners.has(seat) ? "winner" : null, dataset: { seat } },
          element("th", { scope: "row" }, seatName(seat)),
          element("td", { class: "score" }, String(score)),
          element("td", {}, winners.has(seat) ? "winner" : ""),
        ),
      );
      nodes.push(
        element(
          "table",
          { class: "scores" },
          element("thead", {}, element("tr", {}, element("th", { scope: "col" }, "Seat"), element("th", { scope: "col" }, "Score"), element("th", { scope: "col" }, ""))),
          element("tbody", {}, rows),
        ),
      );
    }
    return nodes;
  }

  /** The narrated log entries as <li> nodes (text, seat and rule reference). */
  function logNodes(entries) {
    return entries.map((entry) => {
      const data = typeof entry === "string" ? { text: entry } : entry;
      return element(
        "li",
        { dataset: { number: data.number === undefined ? "" : String(data.number), seat: data.seat || "" } },
        element("span", { class: "log-text" }, data.text),
        data.rule ? element("small", { class: "log-rule" }, data.rule) : null,
      );
    });
  }

  /** Replace a scrolling list's entries, staying at the bottom when it was there. */
  function fillScrolledList(list, nodes, forceBottom) {
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
    list.replaceChildren(...nodes);
    if (forceBottom || atBottom) {
      list.scrollTop = list.scrollHeight;
    }
  }

  /** The SVG map inlined into a host element (so its elements are in the page's DOM),
     sized to fit the host and zoomable. */
  class MapView {
    constructor(host) {
      this.host = host;
      this.svg = null;
      this.zoom = 1;
      this.size = null;
      this.dragged = false;
      window.addEventListener("resize", () => this.fit());
      this.enablePanning();
    }

    /** Drag to pan a zoomed map (a drag is no click); Ctrl + wheel zooms. */
    enablePanning() {
      const host = this.host;
      let start = null;
      host.addEventListener("pointerdown", (event) => {
        this.dragged = false;
        if (event.button !== 0 || this.zoom <= 1) {
          start = null;
          return;
        }
        start = { x: event.clientX, y: event.clientY, left: host.scrollLeft, top: host.scrollTop };
      });
      host.addEventListener("pointermove", (event) => {
        if (!start) {
          return;
        }
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        if (!this.dragged && Math.hypot(dx, dy) < 6) {
          return;
        }
        this.dragged = true;
        host.classList.add("panning");
        host.scrollLeft = start.left - dx;
        host.scrollTop = start.top - dy;
      });
      window.addEventListener("pointerup", () => {
        start = null;
        host.classList.remove("panning");
      });
      host.addEventListener(
        "click",
        (event) => {
          if (this.dragged) {
            this.dragged = false;
            event.stopPropagation();
            event.preventDefault();
          }
        },
        true,
      );
      host.addEventListener(
        "wheel",
        (event) => {
          if (event.ctrlKey) {
            event.preventDefault();
            this.zoomBy(event.deltaY < 0 ? 1.25 : 1 / 1.25);
          }
        },
        { passive: false },
      );
    }

    /** Parse SVG text and put it in place of the current drawing; returns the element. */
    show(text) {
      const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
      const root = parsed.documentElement;
      if (root.nodeName !== "svg" || parsed.getElementsByTagName("parsererror").length > 0) {
        throw new ApiError(0, "The map drawing could not be read.");
      }
      const svg = document.importNode(root, true);
      const box = svg.viewBox && svg.viewBox.baseVal;
      let width = box && box.width ? box.width : parseFloat(svg.getAttribute("width"));
      let height = box && box.height ? box.height : parseFloat(svg.getAttribute("height"));
      if (!(width > 0 && height > 0)) {
        width = 1000;
        height = 700;
      }
      if (!svg.getAttribute("viewBox")) {
        svg.setAttribute("viewBox", "0 0 " + width + " " + height);
      }
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", "Map");
      svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
      this.size = { width, height };
      const scrollLeft = this.host.scrollLeft;
      const scrollTop = this.host.scrollTop;
      if (this.svg && this.svg.parentNode === this.host) {
        this.host.replaceChild(svg, this.svg);
      } else {
        this.host.replaceChildren(svg);
      }
      this.svg = svg;
      this.fit();
      this.host.scrollLeft = scrollLeft;
      this.host.scrollTop = scrollTop;
      return svg;
    }

    /** Size the drawing: the whole map in the host at zoom 1, larger beyond. */
    fit() {
      if (!this.svg || !this.size) {
        return;
      }
      const availableWidth = Math.max(this.host.clientWidth - 4, 100);
      const availableHeight = Math.max(this.host.clientHeight - 4, 100);
      const scale = Math.min(availableWidth / this.size.width, availableHeight / this.size.height);
      this.svg.style.width = Math.floor(this.size.width * scale * this.zoom) + "px";
      this.svg.style.height = Math.floor(this.size.height * scale * this.zoom) + "px";
    }

    /** Multiply the zoom by a factor (1 / factor to zoom out), keeping the centre. */
    zoomBy(factor) {
      const next = Math.min(Math.max(this.zoom * factor, 1), 6);
      if (next === this.zoom) {
        return;
      }
      const host = this.host;
      const centreX = (host.scrollLeft + host.clientWidth / 2) / Math.max(host.scrollWidth, 1);
      const centreY = (host.scrollTop + host.clientHeight / 2) / Math.max(host.scrollHeight, 1);
      this.zoom = next;
      this.fit();
      host.scrollLeft = centreX * host.scrollWidth - host.clientWidth / 2;
      host.scrollTop = centreY * host.scrollHeight - host.clientHeight / 2;
    }

    reset() {
      this.zoom = 1;
      this.fit();
    }

    /** Wire zoom buttons (any may be missing). */
    bindButtons(zoomIn, zoomOut, zoomFit) {
      if (zoomIn) {
        zoomIn.addEventListener("click", () => this.zoomBy(1.5));
      }
      if (zoomOut) {
        zoomOut.addEventListener("click", () => this.zoomBy(1 / 1.5));
      }
      if (zoomFit) {
        zoomFit.addEventListener("click", () => this.reset());
      }
    }
  }

  /** The text of a place's <title> in an SVG: its own, else another element's with the same
     data-place. */
  function placeTitles(svg) {
    const titles = new Map();
    for (const node of svg.querySelectorAll("[data-place]")) {
      const name = node.getAttribute("data-place");
      if (titles.has(name) && titles.get(name)) {
        continue;
      }
      const title = [...node.children].find((child) => child.nodeName === "title");
      titles.set(name, title ? title.textContent.trim() : "");
    }
    return titles;
  }

  /** Show a place's name and details in a details panel. */
  function showPlaceDetails(panel, name, text, extra) {
    const parts = [
      element("strong", { class: "place-name" }, name),
      text && text !== name ? element("div", { class: "place-text" }, text) : null,
      extra || null,
    ];
    panel.replaceChildren(...parts.filter(Boolean));
  }

  /** Hover and keyboard focus on any [data-place] in a host show the place's details. */
  function bindPlaceDetails(host, panel, titlesOf, extraOf) {
    const show = (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-place]") : null;
      if (!target || !host.contains(target)) {
        return;
      }
      const name = target.getAttribute("data-place");
      const titles = titlesOf();
      showPlaceDetails(panel, name, titles ? titles.get(name) : "", extraOf ? extraOf(name) : null);
    };
    host.addEventListener("mouseover", show);
    host.addEventListener("focusin", show);
  }

  window.Hegemon = {
    ApiError,
    requestJson,
    requestText,
    escapeHtml,
    element,
    showAlert,
    clearAlert,
    seatName,
    outcomeNodes,
    logNodes,
    fillScrolledList,
    MapView,
    placeTitles,
    bindPlaceDetails,
  };
})();
