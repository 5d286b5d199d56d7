"use strict";
/* The lobby: the games in the store, a form to create one, and the seat links this
   browser created (kept in localStorage). Everything about games comes from the API. */
(function () {
  const H = window.Hegemon;
  const { element } = H;
  const STORAGE_KEY = "hegemon.seats";
  const PLAYER_LABELS = { person: "Person (gets a link)", ai: "AI", bot: "Bot" };
  const REFRESH_MILLISECONDS = 15000;

  const nodes = {
    form: document.getElementById("new-game"),
    game: document.getElementById("game"),
    scenario: document.getElementById("scenario"),
    description: document.getElementById("scenario-description"),
    seatRows: document.getElementById("seat-rows"),
    difficulty: document.getElementById("difficulty"),
    difficultyLabel: document.getElementById("difficulty-label"),
    create: document.getElementById("create"),
    createNote: document.getElementById("create-note"),
    created: document.getElementById("created"),
    createdLinks: document.getElementById("created-links"),
    yourSeats: document.getElementById("your-seats"),
    matches: document.getElementById("matches"),
    refresh: document.getElementById("refresh-matches"),
  };

  let catalogue = [];
  let matches = [];

  /* ---------- seats remembered in this browser ---------- */

  function storedSeats() {
    try {
      const value = JSON.parse(localStorage.getItem(STORAGE_KEY) || "[]");
      return Array.isArray(value) ? value.filter((item) => item && item.link) : [];
    } catch (error) {
      return [];
    }
  }

  function storeSeats(seats) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(seats));
    } catch (error) {
      H.showAlert("This browser would not keep the links (" + error.message + "); copy them now.");
    }
  }

  function forgetSeat(link) {
    storeSeats(storedSeats().filter((item) => item.link !== link));
    showYourSeats();
  }

  /* ---------- the new-game form ---------- */

  function chosenGame() {
    return catalogue.find((game) => game.name === nodes.game.value) || null;
  }

  function chosenScenario() {
    const game = chosenGame();
    return game ? game.scenarios.find((scenario) => scenario.name === nodes.scenario.value) || null : null;
  }

  function fillGames() {
    nodes.game.replaceChildren(...catalogue.map((game) => element("option", { value: game.name }, game.title || game.name)));
    fillScenarios();
  }

  function fillScenarios() {
    const game = chosenGame();
    const scenarios = game ? game.scenarios : [];
    nodes.scenario.replaceChildren(
      ...scenarios.map((scenario) => element("option", { value: scenario.name }, scenario.title || scenario.name)),
    );
    fillSeats();
  }

  function fillSeats() {
    const scenario = chosenScenario();
    nodes.description.textContent = scenario ? scenario.description || "" : "";
    if (!scenario) {
      nodes.seatRows.replaceChildren();
      updateForm();
      return;
    }
    const bots = new Set(scenario.bots || []);
    const kinds = scenario.automated ? ["person", "ai", "bot"] : ["person", "ai"];
    let personGiven = false;
    const rows = scenario.seats.map((seat) => {
      let chosen = "ai";
      if (scenario.automated && bots.has(seat)) {
        chosen = "bot";
      } else if (!personGiven) {
        chosen = "person";
        personGiven = true;
      }
      const id = "player-" + seat;
      const select = element(
        "select",
        { id, class: "player", name: id, dataset: { seat } },
        kinds.map((kind) => element("option", { value: kind, selected: kind === chosen }, PLAYER_LABELS[kind])),
      );
      select.addEventListener("change", updateForm);
      const note = element("span", { class: "seat-note" }, bots.has(seat) ? "the scenario gives this seat to a Bot" : "");
      return element("div", { class: "seat-row", dataset: { seat } }, element("label", { for: id }, H.seatName(seat)), select, note);
    });
    nodes.seatRows.replaceChildren(...rows);
    const difficulties = scenario.difficulties || [];
    const preset = difficulties.includes("normal") ? "normal" : difficulties[0];
    nodes.difficulty.replaceChildren(
      ...difficulties.map((level) => element("option", { value: level, selected: level === preset }, H.seatName(level))),
    );
    updateForm();
  }

  function chosenPlayers() {
    const players = {};
    for (const select of nodes.seatRows.querySelectorAll("select.player")) {
      players[select.dataset.seat] = select.value;
    }
    return players;
  }

  function updateForm() {
    const players = Object.values(chosenPlayers());
    const anyBot = players.includes("bot");
    const scenario = chosenScenario();
    const withDifficulty = anyBot && scenario && (scenario.difficulties || []).length > 0;
    nodes.difficulty.hidden = !withDifficulty;
    nodes.difficultyLabel.hidden = !withDifficulty;
    const people = players.filter((player) => player === "person").length;
    nodes.createNote.textContent =
      people === 0
        ? "No seat is a person's: the game plays itself, to watch."
        : people === 1
          ? "One link will be made."
          : people + " links will be made (one per person's seat).";
    nodes.create.disabled = !scenario;
  }

  async function createGame(event) {
    event.preventDefault();
    const game = chosenGame();
    const scenario = chosenScenario();
    if (!game || !scenario) {
      return;
    }
    const players = chosenPlayers();
    const body = { game: game.name, scenario: scenario.name, players };
    if (Object.values(players).includes("bot") && nodes.difficulty.value) {
      body.difficulty = nodes.difficulty.value;
    }
    H.clearAlert();
    nodes.create.disabled = true;
    try {
      const answer = await H.requestJson("/api/matches", { method: "POST", body });
      remember(answer, game, scenario);
      showCreated(answer, game, scenario);
      await loadMatches();
    } catch (error) {
      H.showAlert(error.message);
    } finally {
      nodes.create.disabled = false;
    }
  }

  function remember(answer, game, scenario) {
    const seats = storedSeats();
    const created = new Date().toISOString();
    for (const [seat, link] of Object.entries(answer.links || {})) {
      seats.push({
        match: answer.match,
        seat,
        link,
        game: game.name,
        title: game.title || game.name,
        scenario: scenario.title || scenario.name,
        created,
      });
    }
    storeSeats(seats);
    showYourSeats();
  }

  function fullUrl(path) {
    return new URL(path, location.origin).href;
  }

  async function copyText(input, note) {
    const text = input.value;
    let copied = false;
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        copied = true;
      } catch (error) {
        copied = false;
      }
    }
    if (!copied) {
      input.focus();
      input.select();
      try {
        copied = document.execCommand("copy");
      } catch (error) {
        copied = false;
      }
    }
    note.textContent = copied ? "Copied" : "Select and copy it";
  }

  function linkRow(label, path, kind, seat) {
    const url = fullUrl(path);
    const id = "link-" + (seat || kind);
    const input = element("input", { id, type: "text", readonly: true, value: url, "aria-label": "Link: " + label });
    const note = element("span", { class: "copied", "aria-live": "polite" });
    const copy = element("button", { type: "button", class: "copy", "aria-label": "Copy the link: " + label }, "Copy");
    copy.addEventListener("click", () => copyText(input, note));
    input.addEventListener("focus", () => input.select());
    return element(
      "div",
      { class: "link-row", dataset: { seat: seat || "", kind } },
      element("label", { for: id }, label),
      input,
      element("span", {}, copy, " ", note),
      element("a", { href: path, target: "_blank", rel: "noopener", class: "open" }, "Open"),
    );
  }

  function showCreated(answer, game, scenario) {
    const rows = Object.entries(answer.links || {}).map(([seat, link]) => linkRow(H.seatName(seat), link, "seat", seat));
    if (answer.watch) {
      rows.push(linkRow("Watch", answer.watch, "watch", null));
    }
    nodes.createdLinks.replaceChildren(
      element("p", {}, "Game #" + answer.match + ": " + (game.title || game.name) + ", " + (scenario.title || scenario.name) + "."),
      ...rows,
    );
    nodes.created.dataset.match = String(answer.match);
    nodes.created.hidden = false;
    nodes.created.scrollIntoView({ block: "start" });
    const first = nodes.createdLinks.querySelector("a.open");
    if (first) {
      first.focus();
    }
  }

  /* ---------- the lists ---------- */

  function stateOf(match, seat) {
    if (!match) {
      return element("span", { class: "empty" }, "not on this server");
    }
    if (match.finished) {
      return element("span", { class: "state-finished" }, "Finished");
    }
    if (match.waiting_for && seat && match.waiting_for === seat) {
      return element("span", { class: "state-yours" }, "Your turn");
    }
    if (match.waiting_for) {
      return element("span", { class: "state-waiting" }, "Waiting for " + H.seatName(match.waiting_for));
    }
    if (match.finished === null) {
      return element("span", { class: "state-waiting" }, "Not opened here yet");
    }
    return element("span", { class: "state-waiting" }, "In play");
  }

  function matchLinks(match) {
    const links = [element("a", { href: "/watch/" + match.match, class: "watch" }, "Watch")];
    if (match.finished) {
      links.push(element("a", { href: "/replay/" + match.match, class: "replay" }, "Replay"));
      links.push(
        element("a", { href: "/api/matches/" + match.match + "/replay.json", download: "match-" + match.match + ".replay.json", class: "download" }, "replay.json"),
      );
    }
    return links;
  }

  function showYourSeats() {
    const seats = storedSeats().slice().reverse();
    if (seats.length === 0) {
      nodes.yourSeats.replaceChildren(element("p", { class: "empty" }, "No seat links yet: create a game below."));
      return;
    }
    const byId = new Map(matches.map((match) => [match.match, match]));
    const rows = seats.map((item) => {
      const match = byId.get(item.match);
      const forget = element("button", { type: "button", class: "forget", "aria-label": "Forget the link of " + item.seat + " in game " + item.match }, "Forget");
      forget.addEventListener("click", () => forgetSeat(item.link));
      return element(
        "tr",
        { dataset: { match: String(item.match), seat: item.seat } },
        element("td", {}, "#" + item.match),
        element("td", {}, item.title, element("br"), element("span", { class: "empty" }, item.scenario)),
        element("td", {}, H.seatName(item.seat)),
        element("td", {}, stateOf(match, item.seat)),
        element(
          "td",
          {},
          element(
            "span",
            { class: "links" },
            element("a", { href: item.link, class: "play" }, "Play " + H.seatName(item.seat)),
            match && match.finished ? element("a", { href: "/replay/" + item.match }, "Replay") : null,
            forget,
          ),
        ),
      );
    });
    nodes.yourSeats.replaceChildren(table(["Game", "", "Seat", "State", ""], rows, "your-seats-table"));
  }

  function table(headings, rows, id) {
    return element(
      "table",
      { class: "list", id },
      element("thead", {}, element("tr", {}, headings.map((heading) => element("th", { scope: "col" }, heading)))),
      element("tbody", {}, rows),
    );
  }

  function seatList(match) {
    const bots = new Set(match.bots || []);
    const seats = Object.keys(match.players || {});
    for (const seat of bots) {
      if (!seats.includes(seat)) {
        seats.push(seat);
      }
    }
    return element(
      "ul",
      { class: "seats" },
      seats.map((seat) => {
        const player = bots.has(seat) ? "Bot" : match.players[seat] === "person" ? "person" : "AI";
        const waiting = match.waiting_for === seat && !match.finished;
        return element(
          "li",
          { dataset: { seat, player } },
          element("strong", {}, H.seatName(seat)),
          ": " + player,
          waiting ? element("span", { class: "to-play" }, " — to play") : null,
        );
      }),
    );
  }

  function when(value) {
    if (value === null || value === undefined || value === "") {
      return "";
    }
    const date = typeof value === "number" ? new Date(value > 1e12 ? value : value * 1000) : new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
  }

  function showMatches() {
    if (matches.length === 0) {
      nodes.matches.replaceChildren(element("p", { class: "empty" }, "No games yet."));
      return;
    }
    const rows = matches
      .slice()
      .sort((a, b) => b.match - a.match)
      .map((match) =>
        element(
          "tr",
          { dataset: { match: String(match.match), finished: match.finished ? "true" : "false" } },
          element("td", {}, "#" + match.match),
          element("td", {}, match.title || match.game, element("br"), element("span", { class: "empty" }, match.scenario)),
          element("td", {}, seatList(match)),
          element("td", {}, when(match.created), match.played !== undefined && match.played !== null ? element("div", { class: "empty" }, "last move: " + when(match.played)) : null),
          element("td", {}, stateOf(match, null)),
          element("td", {}, element("span", { class: "links" }, matchLinks(match))),
        ),
      );
    nodes.matches.replaceChildren(table(["Game", "", "Seats", "Created", "State", ""], rows, "matches-table"));
  }

  async function loadMatches() {
    try {
      const answer = await H.requestJson("/api/matches");
      matches = answer.matches || [];
    } catch (error) {
      H.showAlert(error.message);
      return;
    }
    showMatches();
    showYourSeats();
  }

  async function start() {
    nodes.game.addEventListener("change", fillScenarios);
    nodes.scenario.addEventListener("change", fillSeats);
    nodes.form.addEventListener("submit", createGame);
    nodes.refresh.addEventListener("click", loadMatches);
    showYourSeats();
    try {
      const answer = await H.requestJson("/api/games");
      catalogue = answer.games || [];
      fillGames();
    } catch (error) {
      H.showAlert(error.message);
    }
    await loadMatches();
    setInterval(() => {
      if (document.visibilityState === "visible") {
        loadMatches();
      }
    }, REFRESH_MILLISECONDS);
  }

  start();
})();
