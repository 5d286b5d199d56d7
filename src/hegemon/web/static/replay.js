"use strict";
/* The replay viewer (/replay/{match}): steps through a finished game, showing at each
   step the map, the board summary, the log so far and the action taken. */
(function () {
  const H = window.Hegemon;
  const { element } = H;
  const CACHE_SIZE = 64;

  const nodes = {
    title: document.getElementById("replay-title"),
    watch: document.getElementById("watch-link"),
    download: document.getElementById("replay-download"),
    map: document.getElementById("map"),
    details: document.getElementById("place-details"),
    stepNumber: document.getElementById("step-number"),
    steps: document.getElementById("steps"),
    slider: document.getElementById("step"),
    first: document.getElementById("first"),
    back: document.getElementById("back"),
    forward: document.getElementById("forward"),
    last: document.getElementById("last"),
    action: document.getElementById("action"),
    outcome: document.getElementById("outcome"),
    status: document.getElementById("status"),
    log: document.getElementById("log"),
  };

  const parts = location.pathname.split("/").filter(Boolean);
  const viewer = {
    match: parts[0] === "replay" && parts.length >= 2 ? parts[1] : null,
    step: null,
    last: null,
    sequence: 0,
    cache: new Map(),
    titles: new Map(),
    mapView: new H.MapView(nodes.map),
  };

  function stepUrl(step) {
    return "/api/matches/" + viewer.match + "/replay/" + step;
  }

  async function fetchStep(step) {
    if (viewer.cache.has(step)) {
      return viewer.cache.get(step);
    }
    const answer = await H.requestJson(stepUrl(step));
    viewer.cache.set(step, answer);
    if (viewer.cache.size > CACHE_SIZE) {
      viewer.cache.delete(viewer.cache.keys().next().value);
    }
    return answer;
  }

  function clamp(step) {
    const last = viewer.last === null ? step : viewer.last;
    return Math.min(Math.max(step, 0), last);
  }

  /** Show a step (clamped to the game's steps); later requests win over earlier ones. */
  async function go(step) {
    const wanted = clamp(Math.round(step));
    if (wanted === viewer.step) {
      return;
    }
    const sequence = ++viewer.sequence;
    nodes.slider.value = String(wanted);
    nodes.stepNumber.textContent = String(wanted);
    let answer;
    try {
      answer = await fetchStep(wanted);
    } catch (error) {
      if (sequence === viewer.sequence) {
        if (viewer.step === null && wanted !== 0 && error.status !== 409) {
          go(0);
          return;
        }
        H.showAlert(error.message);
        if (viewer.step !== null) {
          nodes.slider.value = String(viewer.step);
          nodes.stepNumber.textContent = String(viewer.step);
        }
      }
      return;
    }
    if (sequence !== viewer.sequence) {
      return;
    }
    H.clearAlert();
    show(answer);
  }

  function show(answer) {
    viewer.step = answer.step;
    viewer.last = answer.steps;
    document.body.dataset.step = String(answer.step);
    nodes.slider.max = String(answer.steps);
    nodes.slider.value = String(answer.step);
    nodes.slider.setAttribute("aria-valuetext", "Step " + answer.step + " of " + answer.steps);
    nodes.stepNumber.textContent = String(answer.step);
    nodes.steps.textContent = String(answer.steps);
    nodes.first.disabled = nodes.back.disabled = answer.step <= 0;
    nodes.forward.disabled = nodes.last.disabled = answer.step >= answer.steps;
    nodes.action.textContent = answer.action ? "Action: " + answer.action : "The game as it was set up.";
    nodes.status.textContent = (answer.status || []).join("\n");
    H.fillScrolledList(nodes.log, H.logNodes(answer.log || []), true);
    if (answer.outcome && answer.step >= answer.steps) {
      nodes.outcome.replaceChildren(...H.outcomeNodes(answer.outcome));
      nodes.outcome.hidden = false;
    } else {
      nodes.outcome.hidden = true;
      nodes.outcome.replaceChildren();
    }
    if (answer.svg) {
      try {
        const svg = viewer.mapView.show(answer.svg);
        viewer.titles = H.placeTitles(svg);
      } catch (error) {
        H.showAlert(error.message);
      }
    }
    history.replaceState(null, "", "#" + answer.step);
  }

  function bind() {
    nodes.first.addEventListener("click", () => go(0));
    nodes.back.addEventListener("click", () => go((viewer.step || 0) - 1));
    nodes.forward.addEventListener("click", () => go((viewer.step || 0) + 1));
    nodes.last.addEventListener("click", () => go(viewer.last === null ? 0 : viewer.last));
    nodes.slider.addEventListener("input", () => go(Number(nodes.slider.value)));
    nodes.slider.addEventListener("change", () => go(Number(nodes.slider.value)));
    document.addEventListener("keydown", (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      const step = viewer.step === null ? 0 : viewer.step;
      const moves = {
        ArrowLeft: step - 1,
        ArrowRight: step + 1,
        PageUp: step - 10,
        PageDown: step + 10,
        Home: 0,
        End: viewer.last === null ? step : viewer.last,
      };
      if (event.key in moves) {
        event.preventDefault();
        go(moves[event.key]);
      }
    });
    viewer.mapView.bindButtons(document.getElementById("zoom-in"), document.getElementById("zoom-out"), document.getElementById("zoom-fit"));
    H.bindPlaceDetails(nodes.map, nodes.details, () => viewer.titles, null);
  }

  /** The game's title and scenario, from the list of matches. */
  async function showTitle() {
    try {
      const answer = await H.requestJson("/api/matches");
      const match = (answer.matches || []).find((item) => String(item.match) === viewer.match);
      if (match) {
        nodes.title.textContent = "Replay of game #" + viewer.match + ": " + (match.title || match.game) + " — " + match.scenario;
      }
    } catch (error) {
      /* the title stays the plain one */
    }
  }

  function start() {
    if (viewer.match === null) {
      H.showAlert("This page's address names no game.");
      return;
    }
    nodes.title.textContent = "Replay of game #" + viewer.match;
    document.title = "hegemon: replay of game #" + viewer.match;
    nodes.watch.href = "/watch/" + viewer.match;
    nodes.download.href = "/api/matches/" + viewer.match + "/replay.json";
    nodes.download.setAttribute("download", "match-" + viewer.match + ".replay.json");
    bind();
    showTitle();
    const fromHash = Number.parseInt(location.hash.slice(1), 10);
    go(Number.isNaN(fromHash) ? 0 : Math.max(fromHash, 0));
  }

  start();
})();
