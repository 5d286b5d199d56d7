"use strict";
/* The game page, for a seat (/play/{match}/{token}) or a spectator (/watch/{match}).
   Everything shown comes from the JSON API (docs/web.md): the page knows no rule. */
(function () {
  const H = window.Hegemon;
  const { element } = H;
  const GROUP_ABOVE = 24;

  /** The API base of this page, from its path. */
  function apiBase(pathname) {
    const parts = pathname.split("/").filter(Boolean);
    if (parts[0] === "play" && parts.length >= 3) {
      return "/api/play/" + parts[1] + "/" + parts[2];
    }
    if (parts[0] === "watch" && parts.length >= 2) {
      return "/api/watch/" + parts[1];
    }
    return null;
  }

  const nodes = {
    title: document.getElementById("game-title"),
    seat: document.getElementById("seat-name"),
    live: document.getElementById("live"),
    replayLink: document.getElementById("replay-link"),
    replayDownload: document.getElementById("replay-download"),
    map: document.getElementById("map"),
    mapHint: document.getElementById("map-hint"),
    choices: document.getElementById("choices"),
    choicesTitle: document.getElementById("choices-title"),
    choicesList: document.getElementById("choices-list"),
    choicesClose: document.getElementById("choices-close"),
    details: document.getElementById("place-details"),
    outcome: document.getElementById("outcome"),
    decision: document.getElementById("decision"),
    prompt: document.getElementById("prompt"),
    waiting: document.getElementById("waiting"),
    filterBox: document.getElementById("filter-box"),
    filter: document.getElementById("filter"),
    filterCount: document.getElementById("filter-count"),
    actions: document.getElementById("actions"),
    controls: document.getElementById("controls"),
    undo: document.getElementById("undo"),
    commands: document.getElementById("commands"),
    status: document.getElementById("status"),
    log: document.getElementById("log"),
    logEarlier: document.getElementById("log-earlier"),
    whyBox: document.getElementById("why-box"),
    whyForm: document.getElementById("why-form"),
    whyTurn: document.getElementById("why-turn"),
    why: document.getElementById("why"),
  };

  const page = {
    base: apiBase(location.pathname),
    state: null,
    version: null,
    busy: false,
    refreshWanted: false,
    sequence: 0,
    mapSequence: 0,
    mapVersion: null,
    fullLog: false,
    logShown: false,
    openGroups: new Set(),
    explanations: new Map(),
    placeActions: new Map(),
    titles: new Map(),
    mapView: new H.MapView(nodes.map),
  };

  /* ---------- reading the state ---------- */

  function stateUrl() {
    return page.base + (page.fullLog ? "?since=0" : "");
  }

  function actionsOf(state) {
    return state && state.decision && state.decision.yours ? state.decision.actions || [] : [];
  }

  /** The strings an argument names: itself, or the string items of a list; and of each
   * string, its parts between ":" and "/" (an argument "place:Bayern" or "Sachsen/Bayern"
   * names Bayern: docs/web.md). */
  function namedStrings(argument) {
    let items = [];
    if (typeof argument === "string") {
      items = [argument];
    } else if (Array.isArray(argument)) {
      items = argument.filter((item) => typeof item === "string");
    }
    const names = [];
    for (const item of items) {
      for (const name of [item, ...item.split(/[:/]/)]) {
        if (name && !names.includes(name)) {
          names.push(name);
        }
      }
    }
    return names;
  }

  /** The group of an action's label: its text before the first ": " (none without). */
  function groupOf(label) {
    const cut = label.indexOf(": ");
    return cut > 0 ? label.slice(0, cut) : null;
  }

  /* ---------- showing the state ---------- */

  function show(state) {
    const previousVersion = page.version;
    page.state = state;
    page.version = state.version;
    document.body.dataset.version = String(state.version);
    if (previousVersion !== state.version) {
      page.explanations.clear();
    }
    showHeader(state);
    showOutcome(state);
    showDecision(state);
    showControls(state);
    nodes.whyBox.hidden = (state.bots || []).length === 0;
    if (!nodes.whyBox.hidden && nodes.whyBox.open && previousVersion !== state.version && !nodes.whyTurn.value) {
      tellWhy();
    }
    nodes.status.textContent = (state.status || []).join("\n");
    showLog(state);
    // the places answer this decision's actions at once, even on the map still shown
    markPlaces();
    if (page.mapVersion !== state.version) {
      loadMap(state.version);
    }
    if (previousVersion !== state.version && state.decision && state.decision.yours) {
      nodes.prompt.scrollIntoView({ block: "nearest" });
    }
  }

  function showHeader(state) {
    const scenario = state.scenario ? " — " + state.scenario : "";
    nodes.title.textContent = (state.title || state.game) + scenario;
    document.title = "hegemon: " + (state.title || state.game) + " #" + state.match;
    nodes.seat.textContent = state.seat ? "You play " + H.seatName(state.seat) : "Spectator";
    nodes.seat.dataset.seat = state.seat || "";
    const finished = Boolean(state.outcome);
    nodes.replayLink.hidden = !finished;
    nodes.replayDownload.hidden = !finished;
    nodes.replayLink.href = "/replay/" + state.match;
    nodes.replayDownload.href = "/api/matches/" + state.match + "/replay.json";
    nodes.replayDownload.setAttribute("download", "match-" + state.match + ".replay.json");
  }

  function showOutcome(state) {
    if (!state.outcome) {
      nodes.outcome.hidden = true;
      nodes.outcome.replaceChildren();
      return;
    }
    nodes.outcome.replaceChildren(
      ...H.outcomeNodes(state.outcome),
      element(
        "p",
        { class: "outcome-links" },
        element("a", { href: "/replay/" + state.match, id: "outcome-replay" }, "Replay this game"),
        element(
          "a",
          { href: "/api/matches/" + state.match + "/replay.json", download: "match-" + state.match + ".replay.json" },
          "Download replay.json",
        ),
      ),
    );
    nodes.outcome.hidden = false;
  }

  function showDecision(state) {
    const decision = state.decision;
    const focusWasHere = nodes.decision.contains(document.activeElement) || nodes.choices.contains(document.activeElement);
    closeChoices();
    if (!decision) {
      nodes.prompt.textContent = "The game is over.";
      nodes.waiting.textContent = "";
    } else if (decision.yours) {
      nodes.prompt.textContent = decision.prompt;
      nodes.waiting.textContent = "";
    } else {
      nodes.prompt.textContent = "Waiting for " + H.seatName(decision.seat) + ".";
      nodes.waiting.textContent = playedBy(state, decision.seat);
    }
    nodes.decision.dataset.seat = decision ? decision.seat : "";
    nodes.decision.dataset.yours = decision && decision.yours ? "true" : "false";
    const actions = actionsOf(state);
    const grouped = actions.length > GROUP_ABOVE;
    nodes.filterBox.hidden = !grouped;
    if (!grouped) {
      nodes.filter.value = "";
    }
    nodes.actions.replaceChildren(
      ...(grouped ? groupedRows(actions) : [element("ul", {}, actions.map((action, index) => actionRow(action, index, false)))]),
    );
    nodes.actions.dataset.count = String(actions.length);
    if (grouped) {
      applyFilter();
    }
    setBusy(page.busy);
    if (focusWasHere) {
      const first = nodes.actions.querySelector("button.action:not(:disabled)");
      (first && first.offsetParent ? first : nodes.prompt).focus();
    }
  }

  /** Who plays a seat, said in words for the waiting line. */
  function playedBy(state, seat) {
    if ((state.bots || []).includes(seat)) {
      return "A Bot plays " + H.seatName(seat) + ".";
    }
    const player = (state.players || {})[seat];
    if (player === "ai") {
      return "The AI plays " + H.seatName(seat) + ".";
    }
    return player === "person" ? "A person plays " + H.seatName(seat) + "." : "";
  }

  /** One action: its button (data-verb, data-argument as JSON) and its "?" button. */
  function actionRow(action, index, grouped) {
    const label = String(action.label);
    const group = groupOf(label);
    const text = grouped && group
      ? [element("span", { class: "label-prefix" }, group + ": "), label.slice(group.length + 2)]
      : [label];
    const button = element(
      "button",
      {
        type: "button",
        class: "action",
        dataset: { verb: action.verb, argument: JSON.stringify(action.argument ?? null), index: String(index) },
      },
      text,
    );
    button.addEventListener("click", () => act(action));
    const places = namedStrings(action.argument);
    if (places.length > 0) {
      const hint = (on) => () => hintPlaces(places, on);
      button.addEventListener("mouseenter", hint(true));
      button.addEventListener("mouseleave", hint(false));
      button.addEventListener("focus", hint(true));
      button.addEventListener("blur", hint(false));
    }
    const explanation = element("div", { class: "explanation", hidden: true, "aria-live": "polite" });
    const explain = element(
      "button",
      { type: "button", class: "explain", "aria-expanded": "false", "aria-label": "Explain: " + label, title: "Explain this action" },
      "?",
    );
    explain.addEventListener("click", () => toggleExplanation(action, explain, explanation));
    return element("li", { class: "action-row", dataset: { label } }, button, explain, explanation);
  }

  /** Long menus: actions grouped by their label's text before ": ", each group collapsible. */
  function groupedRows(actions) {
    const loose = [];
    const groups = new Map();
    actions.forEach((action, index) => {
      const group = groupOf(String(action.label));
      if (group === null) {
        loose.push([action, index]);
      } else {
        if (!groups.has(group)) {
          groups.set(group, []);
        }
        groups.get(group).push([action, index]);
      }
    });
    const single = [];
    const blocks = [];
    for (const [group, members] of groups) {
      if (members.length === 1) {
        single.push(members[0]);
        continue;
      }
      const details = element(
        "details",
        { class: "action-group", dataset: { group }, open: page.openGroups.has(group) },
        element("summary", {}, group + " ", element("span", { class: "count" }, "(" + members.length + ")")),
        element("ul", {}, members.map(([action, index]) => actionRow(action, index, true))),
      );
      details.addEventListener("toggle", () => {
        if (nodes.filter.value.trim()) {
          return;
        }
        if (details.open) {
          page.openGroups.add(group);
        } else {
          page.openGroups.delete(group);
        }
      });
      blocks.push(details);
    }
    const plain = loose.concat(single).sort((a, b) => a[1] - b[1]);
    const top = plain.length > 0 ? [element("ul", {}, plain.map(([action, index]) => actionRow(action, index, false)))] : [];
    return top.concat(blocks);
  }

  function applyFilter() {
    const query = nodes.filter.value.trim().toLowerCase();
    let shown = 0;
    let total = 0;
    for (const row of nodes.actions.querySelectorAll(".action-row")) {
      const match = !query || row.dataset.label.toLowerCase().includes(query);
      row.hidden = !match;
      total += 1;
      shown += match ? 1 : 0;
    }
    for (const group of nodes.actions.querySelectorAll(".action-group")) {
      const visible = group.querySelector(".action-row:not([hidden])") !== null;
      group.hidden = !visible;
      group.open = query ? visible : page.openGroups.has(group.dataset.group);
    }
    for (const list of nodes.actions.querySelectorAll(":scope > ul")) {
      list.hidden = list.querySelector(".action-row:not([hidden])") === null;
    }
    nodes.filterCount.textContent = query ? shown + " of " + total : total + " actions";
  }

  async function toggleExplanation(action, button, box) {
    if (!box.hidden) {
      box.hidden = true;
      button.setAttribute("aria-expanded", "false");
      return;
    }
    box.hidden = false;
    button.setAttribute("aria-expanded", "true");
    const argument = JSON.stringify(action.argument ?? null);
    const key = action.verb + "\u0000" + argument;
    let lines = page.explanations.get(key);
    if (!lines) {
      box.replaceChildren(element("p", {}, "…"));
      try {
        const query = "?verb=" + encodeURIComponent(action.verb) + "&argument=" + encodeURIComponent(argument);
        const answer = await H.requestJson(page.base + "/explain" + query);
        lines = answer.lines || [];
        page.explanations.set(key, lines);
      } catch (error) {
        box.replaceChildren(element("p", { class: "explain-error" }, "No explanation: " + error.message));
        return;
      }
    }
    box.replaceChildren(...(lines.length ? lines.map((line) => element("p", {}, line)) : [element("p", {}, "No explanation for this action.")]));
  }

  function showControls(state) {
    const seated = Boolean(state.seat);
    nodes.controls.hidden = !seated;
    nodes.undo.dataset.canUndo = state.can_undo ? "true" : "false";
    nodes.commands.replaceChildren(
      ...(state.commands || []).map((command) => {
        const button = element(
          "button",
          { type: "button", class: "command", dataset: { verb: command.verb, argument: JSON.stringify(command.argument ?? null) } },
          command.label,
        );
        button.addEventListener("click", () => post("/command", { version: page.version, action: { verb: command.verb, argument: command.argument ?? null } }));
        return button;
      }),
    );
  }

  function showLog(state) {
    const entries = state.log || [];
    H.fillScrolledList(nodes.log, H.logNodes(entries), !page.logShown);
    page.logShown = true;
    const total = state.log_total ?? entries.length;
    const hidden = total - entries.length;
    nodes.logEarlier.hidden = page.fullLog || hidden <= 0;
    nodes.logEarlier.textContent = "Show " + hidden + " earlier " + (hidden === 1 ? "entry" : "entries");
  }

  function setBusy(busy) {
    page.busy = busy;
    nodes.decision.setAttribute("aria-busy", busy ? "true" : "false");
    document.body.dataset.busy = busy ? "true" : "false";
    for (const button of document.querySelectorAll("#actions button.action, #choices-list button, #commands button")) {
      button.disabled = busy;
    }
    nodes.undo.disabled = busy || !(page.state && page.state.can_undo);
  }

  /** The Bots' turns told node by node: the latest since this seat acted, or turn N. */
  async function tellWhy() {
    const turn = nodes.whyTurn.value.trim();
    const query = turn ? "?turn=" + encodeURIComponent(turn) : "";
    nodes.why.textContent = "…";
    try {
      const answer = await H.requestJson(page.base + "/why" + query);
      nodes.why.textContent = (answer.lines || []).join("\n");
    } catch (error) {
      nodes.why.textContent = "";
      H.showAlert(error.message);
    }
  }

  /* ---------- the map ---------- */

  async function loadMap(version) {
    const sequence = ++page.mapSequence;
    let text;
    try {
      text = await H.requestText(page.base + "/map.svg");
    } catch (error) {
      if (sequence === page.mapSequence) {
        H.showAlert("The map: " + error.message);
      }
      return;
    }
    if (sequence !== page.mapSequence) {
      return;
    }
    try {
      const svg = page.mapView.show(text);
      addRingFilters(svg);
      page.titles = H.placeTitles(svg);
      page.mapVersion = version;
    } catch (error) {
      H.showAlert(error.message);
      return;
    }
    markPlaces();
  }

  /** The filters drawing a ring around a clickable place that is a group or a line (a
     stroke would not outline it): black outside white, so no colour carries it alone. */
  function addRingFilters(svg) {
    const namespace = "http://www.w3.org/2000/svg";
    const defs = document.createElementNS(namespace, "defs");
    const ring = (id, outer, width) =>
      '<filter id="' + id + '" x="-25%" y="-25%" width="150%" height="150%">' +
      '<feMorphology in="SourceAlpha" operator="dilate" radius="' + (width + 3) + '" result="outer"/>' +
      '<feMorphology in="SourceAlpha" operator="dilate" radius="3" result="inner"/>' +
      '<feComposite in="outer" in2="inner" operator="out" result="outerRing"/>' +
      '<feComposite in="inner" in2="SourceAlpha" operator="out" result="innerRing"/>' +
      '<feFlood flood-color="' + outer + '"/><feComposite in2="outerRing" operator="in" result="dark"/>' +
      '<feFlood flood-color="#ffffff"/><feComposite in2="innerRing" operator="in" result="light"/>' +
      '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="light"/><feMergeNode in="dark"/></feMerge>' +
      "</filter>";
    const parsed = new DOMParser().parseFromString(
      '<svg xmlns="' + namespace + '">' + ring("hegemon-place-ring", "#101010", 3) + ring("hegemon-place-ring-bright", "#0b57d0", 5) + "</svg>",
      "image/svg+xml",
    );
    for (const filter of [...parsed.documentElement.children]) {
      defs.append(document.importNode(filter, true));
    }
    svg.prepend(defs);
  }

  /** Make every map element whose data-place an action's argument names clickable. */
  function markPlaces() {
    const svg = page.mapView.svg;
    page.placeActions = new Map();
    for (const action of actionsOf(page.state)) {
      for (const name of namedStrings(action.argument)) {
        if (!page.placeActions.has(name)) {
          page.placeActions.set(name, []);
        }
        const list = page.placeActions.get(name);
        if (!list.includes(action)) {
          list.push(action);
        }
      }
    }
    if (!svg) {
      return;
    }
    const focused = new Set();
    let active = 0;
    for (const node of svg.querySelectorAll("[data-place]")) {
      const name = node.getAttribute("data-place");
      const actions = page.placeActions.get(name);
      if (!actions) {
        node.classList.remove("place-active", "place-hint");
        node.removeAttribute("tabindex");
        node.removeAttribute("role");
        node.removeAttribute("aria-label");
        continue;
      }
      node.classList.add("place-active");
      if (!focused.has(name)) {
        focused.add(name);
        active += 1;
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
        node.setAttribute("aria-label", name + (actions.length === 1 ? ": " + actions[0].label : ": " + actions.length + " actions"));
      } else {
        node.removeAttribute("tabindex");
      }
    }
    nodes.map.dataset.activePlaces = String(active);
    nodes.mapHint.textContent = active > 0 ? active + (active === 1 ? " place" : " places") + " to click (dashed outline)" : "";
  }

  function hintPlaces(names, on) {
    const svg = page.mapView.svg;
    if (!svg) {
      return;
    }
    const wanted = new Set(names);
    for (const node of svg.querySelectorAll(".place-active")) {
      if (wanted.has(node.getAttribute("data-place"))) {
        node.classList.toggle("place-hint", on);
      }
    }
  }

  function placeClicked(name, event) {
    if (page.busy) {
      return;
    }
    const actions = page.placeActions.get(name) || [];
    if (actions.length === 1) {
      act(actions[0]);
    } else if (actions.length > 1) {
      openChoices(name, actions, event);
    }
  }

  function openChoices(name, actions, event) {
    nodes.choicesTitle.textContent = name;
    nodes.choicesList.replaceChildren(
      ...actions.map((action) => {
        const button = element(
          "button",
          { type: "button", class: "choice", dataset: { verb: action.verb, argument: JSON.stringify(action.argument ?? null) } },
          action.label,
        );
        button.addEventListener("click", () => act(action));
        return element("li", {}, button);
      }),
    );
    const area = nodes.choices.parentElement.getBoundingClientRect();
    const source = event && event.target instanceof Element ? event.target.closest("[data-place]") : null;
    let point = null;
    if (event && event.detail > 0 && event.clientX !== undefined) {
      point = { x: event.clientX, y: event.clientY };
    } else if (source) {
      const box = source.getBoundingClientRect();
      point = { x: box.right, y: box.top + box.height / 2 };
    }
    if (point) {
      const left = Math.min(Math.max(point.x - area.left + 12, 8), Math.max(area.width - 400, 8));
      const top = Math.min(Math.max(point.y - area.top + 12, 40), Math.max(area.height - 260, 40));
      nodes.choices.style.left = left + "px";
      nodes.choices.style.top = top + "px";
    } else {
      nodes.choices.style.left = "";
      nodes.choices.style.top = "";
    }
    nodes.choices.hidden = false;
    nodes.choices.dataset.place = name;
    page.choicesReturn = source;
    const first = nodes.choicesList.querySelector("button");
    if (first) {
      first.focus();
    }
    setBusy(page.busy);
  }

  function closeChoices() {
    if (nodes.choices.hidden) {
      return;
    }
    const giveBack = nodes.choices.contains(document.activeElement) ? page.choicesReturn : null;
    nodes.choices.hidden = true;
    nodes.choicesList.replaceChildren();
    delete nodes.choices.dataset.place;
    if (giveBack && giveBack.isConnected) {
      giveBack.focus();
    }
  }

  function placeDetailsExtra(name) {
    const actions = page.placeActions.get(name);
    if (!actions || actions.length === 0) {
      return null;
    }
    const labels = actions.map((action) => action.label);
    return element("p", { class: "place-actions" }, (actions.length === 1 ? "Click: " : "Click to choose: ") + labels.join(" · "));
  }

  /* ---------- talking to the server ---------- */

  async function refresh() {
    if (page.busy) {
      page.refreshWanted = true;
      return;
    }
    page.refreshWanted = false;
    const sequence = ++page.sequence;
    try {
      const state = await H.requestJson(stateUrl());
      if (sequence === page.sequence && !page.busy) {
        show(state);
      }
    } catch (error) {
      if (sequence === page.sequence) {
        H.showAlert(error.message);
      }
    }
  }

  /** POST an act, undo or command naming the page's version; show the state it answers. */
  async function post(path, body) {
    if (page.busy || !page.state) {
      return;
    }
    H.clearAlert();
    // disabling the buttons drops the focus: where it was is noted to give it back
    const focusWasHere = nodes.decision.contains(document.activeElement) || nodes.choices.contains(document.activeElement);
    setBusy(true);
    page.sequence += 1;
    let stale = false;
    try {
      const state = await H.requestJson(page.base + path, { method: "POST", body });
      show(state);
      if (page.fullLog) {
        page.refreshWanted = true;
      }
    } catch (error) {
      if (error.status === 409) {
        H.showAlert(error.message + " (The page now shows the game as it stands.)");
        stale = true;
      } else {
        H.showAlert(error.message);
      }
    } finally {
      setBusy(false);
    }
    if (focusWasHere) {
      const first = nodes.actions.querySelector("button.action:not(:disabled)");
      (first && first.offsetParent ? first : nodes.prompt).focus();
    }
    if (stale || page.refreshWanted) {
      refresh();
    }
  }

  function act(action) {
    return post("/act", { version: page.version, action: { verb: action.verb, argument: action.argument ?? null } });
  }

  function listen() {
    if (!window.EventSource) {
      nodes.live.textContent = "no live updates";
      return;
    }
    const source = new EventSource(page.base + "/events");
    let lost = false;
    source.addEventListener("version", (event) => {
      const version = Number(event.data);
      if (version !== page.version) {
        refresh();
      }
    });
    source.addEventListener("open", () => {
      nodes.live.dataset.live = "true";
      nodes.live.textContent = "live";
      if (lost) {
        lost = false;
        refresh();
      }
    });
    source.addEventListener("error", () => {
      lost = true;
      nodes.live.dataset.live = "false";
      nodes.live.textContent = source.readyState === EventSource.CLOSED ? "offline" : "reconnecting";
    });
    window.addEventListener("beforeunload", () => source.close());
  }

  /* ---------- wiring ---------- */

  function bind() {
    page.mapView.bindButtons(document.getElementById("zoom-in"), document.getElementById("zoom-out"), document.getElementById("zoom-fit"));
    nodes.map.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest(".place-active") : null;
      if (target) {
        placeClicked(target.getAttribute("data-place"), event);
      } else {
        closeChoices();
      }
    });
    nodes.map.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") {
        return;
      }
      const target = event.target instanceof Element ? event.target.closest(".place-active") : null;
      if (target) {
        event.preventDefault();
        placeClicked(target.getAttribute("data-place"), event);
      }
    });
    H.bindPlaceDetails(nodes.map, nodes.details, () => page.titles, placeDetailsExtra);
    nodes.choicesClose.addEventListener("click", closeChoices);
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        closeChoices();
      }
    });
    nodes.filter.addEventListener("input", applyFilter);
    nodes.whyForm.addEventListener("submit", (event) => {
      event.preventDefault();
      tellWhy();
    });
    nodes.whyBox.addEventListener("toggle", () => {
      if (nodes.whyBox.open) {
        tellWhy();
      }
    });
    nodes.undo.addEventListener("click", () => post("/undo", { version: page.version }));
    nodes.logEarlier.addEventListener("click", () => {
      page.fullLog = true;
      refresh();
    });
  }

  function start() {
    if (!page.base) {
      H.showAlert("This page's address names no game.");
      return;
    }
    bind();
    refresh();
    listen();
  }

  start();
})();
