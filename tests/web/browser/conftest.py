"""The browser tests' setup (issue 14): a live server on a fresh store file, run by uvicorn
in a background thread; Debian's chromium driven by Playwright (never a downloaded
browser); and a page wrapper that waits on what the page says of itself (``data-version``,
``data-busy``), never on the network going quiet: the event stream stays open."""

from __future__ import annotations

import json
import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Locator,
    Page,
    ViewportSize,
    expect,
    sync_playwright,
)

from hegemon.web.api import create_app
from hegemon.web.service import Server

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT: ViewportSize = {"width": 1280, "height": 800}
WAIT_MS = 30_000
"""How long a page may take to show what a test waits for before the test fails (the two
shared cores may be busy with other tests)."""
expect.set_options(timeout=WAIT_MS)
START_LOOKS = 1000
"""How many times a test looks for the server to have started (10 ms apart)."""

MAP_VERSION_SCRIPT = """
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    const host = mutation.target;
    if (host instanceof Element && host.id === "map" && host.querySelector(":scope > svg")) {
      host.dataset.testMapVersion = document.body.dataset.version;
    }
  }
}).observe(document, { childList: true, subtree: true });
"""
"""Marks ``#map`` with the version the page showed when its drawing was last put in place.
The page asks for a new drawing each time its version changes and puts in only the answer
to its last request, so a mark equal to ``body[data-version]`` says the drawing and its
clickable places are those of the version shown."""

READY = """() => {
  const body = document.body;
  const map = document.getElementById("map");
  return body.dataset.busy === "false" && body.dataset.version !== undefined
    && map.dataset.testMapVersion === body.dataset.version;
}"""
"""The game page shows one version whole: not waiting for the server, map drawn for it."""

SETTLED_ON_OWN_TURN = (
    "() => ("
    + READY
    + """)() && (document.getElementById("decision").dataset.yours === "true"
      || !document.getElementById("outcome").hidden)"""
)
"""Ready, and the decision is the seat's own or the game is over."""

HIT_POINT = """([name, kind]) => {
  const host = document.getElementById("map");
  const area = host.getBoundingClientRect();
  const shapes = [...host.querySelectorAll(kind)]
    .filter((node) => node.getAttribute("data-place") === name);
  const cuts = 16;
  for (const shape of shapes) {
    const box = shape.getBoundingClientRect();
    const points = [[box.left + box.width / 2, box.top + box.height / 2]];
    for (let i = 1; i < cuts; i += 1) {
      for (let j = 1; j < cuts; j += 1) {
        points.push([box.left + (box.width * i) / cuts, box.top + (box.height * j) / cuts]);
      }
    }
    for (const [x, y] of points) {
      if (x <= area.left || x >= area.right || y <= area.top || y >= area.bottom) {
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const place = hit && hit.closest(kind);
      if (place && place.getAttribute("data-place") === name) {
        return { x, y };
      }
    }
  }
  return null;
}"""
"""A point of the viewport where the pointer is over the place ``name`` itself, one of the
map's elements matching ``kind`` (an eupop area's middle may hold one of its provinces,
drawn over it)."""


def named_places(argument: Any) -> list[str]:
    """The names an action's argument gives (docs/web.md): the argument or the texts of a
    list argument, and each one's parts between ``:`` and ``/``."""
    if isinstance(argument, str):
        items = [argument]
    elif isinstance(argument, list):
        items = [item for item in argument if isinstance(item, str)]
    else:
        items = []
    names: list[str] = []
    for item in items:
        for name in [item, *re.split(r"[:/]", item)]:
            if name and name not in names:
                names.append(name)
    return names


@dataclass(frozen=True)
class ShownAction:
    """An action button of the page: what it sends and what it says."""

    verb: str
    argument: Any
    label: str

    def by(self, seat: str) -> tuple[str, str, Any]:
        """The action as the server's history holds it when ``seat`` took it."""
        return seat, self.verb, self.argument

    @property
    def sent(self) -> tuple[str, str]:
        """The action as the server records it: its verb and its argument as JSON."""
        return self.verb, json.dumps(self.argument)


def shown_action(button: Locator) -> ShownAction:
    verb = button.get_attribute("data-verb")
    argument = button.get_attribute("data-argument")
    assert verb is not None and argument is not None
    return ShownAction(verb, json.loads(argument), (button.text_content() or "").strip())


@dataclass(frozen=True)
class LiveServer:
    """A server running on a fresh store file, reached at ``url``."""

    url: str
    app: FastAPI
    db: Path

    @property
    def server(self) -> Server:
        server: Server = self.app.state.server
        return server

    def get(self, path: str) -> Any:
        response = httpx.get(self.url + path, timeout=30)
        assert response.status_code == 200, response.text
        return response.json()

    def create(self, body: dict[str, Any]) -> dict[str, Any]:
        """A new game through the API: its id, seat links and watch link."""
        response = httpx.post(self.url + "/api/matches", json=body, timeout=30)
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def history(self, match: int) -> list[tuple[str, str, Any]]:
        """The actions the server holds for a match, in order: seat, verb and argument (as
        JSON data, the way a page sends it)."""
        with self.server.locked():
            played = list(self.server.get(match).match.history)
        data = [(item.seat, item.action.to_data()) for item in played]
        return [(seat, action["verb"], action["argument"]) for seat, action in data]

    def wait_for_people(self, match: int, people: tuple[str, ...]) -> dict[str, Any]:
        """The spectator's page state once the AI seats have stopped at a decision of one
        of ``people``."""
        for _ in range(START_LOOKS * 6):
            state: dict[str, Any] = self.get(f"/api/watch/{match}")
            decision = state["decision"]
            if decision is not None and decision["seat"] in people:
                return state
            time.sleep(0.01)
        raise AssertionError(f"game {match} never came to a decision of {people}")

    def wait_until_over(self, match: int) -> dict[str, Any]:
        """The spectator's page state of a game played by AI seats alone, once it is over."""
        for _ in range(START_LOOKS * 6):
            state: dict[str, Any] = self.get(f"/api/watch/{match}")
            if state["outcome"] is not None:
                return state
            time.sleep(0.01)
        raise AssertionError(f"game {match} did not end; last decision {state['decision']}")


def start_server(db: Path) -> tuple[uvicorn.Server, threading.Thread, LiveServer]:
    app = create_app(db, 0.0)
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=0,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="hegemon-test-server", daemon=True)
    thread.start()
    for _ in range(START_LOOKS):
        if server.started:
            break
        assert thread.is_alive(), "the test server stopped while starting"
        time.sleep(0.01)
    else:
        raise AssertionError("the test server did not start")
    port = server.servers[0].sockets[0].getsockname()[1]
    return server, thread, LiveServer(f"http://127.0.0.1:{port}", app, db)


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    server, thread, running = start_server(tmp_path / "server.db")
    yield running
    server.should_exit = True
    thread.join(timeout=15)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip(
            f"no {CHROMIUM}: the browser tests drive Debian's chromium "
            "(`make test` installs it with apt-get when run as root)"
        )
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield launched
        launched.close()


@pytest.fixture
def new_context(browser: Browser, live: LiveServer) -> Iterator[Callable[[], BrowserContext]]:
    """Opens browser contexts (each a separate browser profile) on the live server; all are
    closed before the server stops."""
    opened: list[BrowserContext] = []

    def opening() -> BrowserContext:
        context = browser.new_context(base_url=live.url, viewport=VIEWPORT, reduced_motion="reduce")
        context.set_default_timeout(WAIT_MS)
        context.add_init_script(MAP_VERSION_SCRIPT)
        opened.append(context)
        return context

    yield opening
    for context in opened:
        context.close()


@pytest.fixture
def context(new_context: Callable[[], BrowserContext]) -> BrowserContext:
    return new_context()


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    """Where the tests put their screenshots: $HEGEMON_SCREENSHOTS, else the test's own
    temporary folder (so a test run never writes into the repository)."""
    folder = os.environ.get("HEGEMON_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path


class GamePage:
    """A game page (a seat's link or a spectator's), read and driven as a person would."""

    def __init__(self, page: Page) -> None:
        self.page = page

    @property
    def version(self) -> int:
        return int(self.page.get_attribute("body", "data-version") or "-1")

    def wait_ready(self) -> None:
        self.page.wait_for_function(READY)

    def wait_own_turn(self) -> None:
        """Wait until the decision is this seat's own or the game is over, shown whole."""
        self.page.wait_for_function(SETTLED_ON_OWN_TURN)

    def wait_version_after(self, version: int) -> None:
        """Wait until the page shows a version after ``version``, not waiting for the server."""
        self.page.wait_for_function(
            """(version) => document.body.dataset.busy === "false"
              && Number(document.body.dataset.version) > version""",
            arg=version,
        )

    def over(self) -> bool:
        return self.page.locator("#outcome").is_visible()

    def prompt(self) -> str:
        return self.page.inner_text("#prompt").strip()

    def buttons(self) -> Locator:
        return self.page.locator("#actions button.action")

    def actions(self) -> list[ShownAction]:
        """Every action button, in order (those in closed groups too)."""
        return self._shown("#actions button.action")

    def choices(self) -> list[ShownAction]:
        """The actions the choice panel of a map place lists, in order."""
        return self._shown("#choices-list button.choice")

    def _shown(self, selector: str) -> list[ShownAction]:
        """The buttons' actions in the decision's order (``data-index``: a long menu shows
        its groups after the actions of no group), else in the page's."""
        shown: list[list[Any]] = self.page.eval_on_selector_all(
            selector,
            """(buttons) => buttons.map((button, place) => [
                Number(button.dataset.index ?? place), button.dataset.verb,
                button.dataset.argument, button.textContent.trim()])""",
        )
        return [
            ShownAction(verb, json.loads(argument), label)
            for _, verb, argument, label in sorted(shown, key=lambda button: int(button[0]))
        ]

    def log(self) -> list[tuple[int, str, str]]:
        """The log as shown: number, seat and sentence of each entry."""
        return [
            (int(number), seat, text.strip())
            for number, seat, text in self.page.eval_on_selector_all(
                "#log li",
                """(items) => items.map((item) => [item.dataset.number, item.dataset.seat,
                    item.querySelector(".log-text").textContent])""",
            )
        ]

    def reveal(self, button: Locator) -> Locator:
        """The button, its group opened when a long menu keeps it folded."""
        if not button.is_visible():
            group = self.page.locator("#actions details.action-group").filter(has=button)
            group.locator("summary").click()
        return button

    def first_action(self) -> Locator:
        """The first action button a person sees (opening the first group if all are folded)."""
        visible = self.page.locator("#actions button.action:visible")
        if visible.count() == 0:
            self.page.locator("#actions details.action-group > summary").first.click()
        return visible.first

    def action_with_verb(self, verb: str) -> Locator:
        return self.reveal(self.page.locator(f'#actions button.action[data-verb="{verb}"]').first)

    def take(self, button: Locator) -> ShownAction:
        """Click an action button and wait for the page to show the state after it."""
        before = self.version
        taken = shown_action(button)
        button.click()
        self.wait_version_after(before)
        return taken

    def active_places(self) -> list[str]:
        """The names of the clickable places of the map, in drawing order, once each."""
        names: list[str] = self.page.eval_on_selector_all(
            "#map .place-active[tabindex='0']",
            "(nodes) => nodes.map((node) => node.getAttribute('data-place'))",
        )
        return names

    def point_of(self, name: str, kind: str = ".place-active") -> tuple[float, float]:
        """A point of the viewport where the place ``name`` (an element matching ``kind``:
        by default a clickable place) is under the pointer."""
        point = self.page.evaluate(HIT_POINT, [name, kind])
        assert point is not None, f"no point of the map reaches the place {name}"
        return point["x"], point["y"]

    def click_place(self, name: str) -> None:
        self.page.mouse.click(*self.point_of(name))

    def first_named_place(self) -> str | None:
        """The clickable place the first action naming one names (None: no place)."""
        places = set(self.active_places())
        for action in self.actions():
            for name in named_places(action.argument):
                if name in places:
                    return name
        return None

    def take_place(self, place: str) -> ShownAction:
        """Click a place of the map and wait for the state after the action taken: the one
        action naming it, or of several (which the choice panel lists, exactly those) the
        first. The action taken."""
        offered = [action for action in self.actions() if place in named_places(action.argument)]
        assert offered, f"no action names {place}"
        before = self.version
        self.click_place(place)
        if len(offered) > 1:
            expect(self.page.locator("#choices")).to_have_attribute("data-place", place)
            assert self.choices() == offered
            self.page.locator("#choices-list button.choice").first.click()
        self.wait_version_after(before)
        return offered[0]

    def places_drawn(self) -> set[str]:
        """The names of every place of the map drawing."""
        names: list[str] = self.page.eval_on_selector_all(
            "#map [data-place]", "(nodes) => nodes.map((node) => node.dataset.place)"
        )
        return set(names)

    def screenshot(self, path: Path, hovering: str, zooming: int = 0) -> None:
        """A picture of the page at 1280×800: the decision from its prompt, the map zoomed
        in by ``zooming`` notches of Ctrl + wheel (1.25 times each) and centred on the place
        ``hovering``, the pointer over that place (its details shown below the map)."""
        self.page.eval_on_selector("#decision", "(panel) => { panel.scrollTop = 0; }")
        if zooming:
            self.page.mouse.move(*self.point_of(hovering))
            self.page.keyboard.down("Control")
            for _ in range(zooming):
                self.page.mouse.wheel(0, -100)
            self.page.keyboard.up("Control")
        self.page.evaluate(
            """(name) => [...document.querySelectorAll("#map .place-active")]
                .find((node) => node.getAttribute("data-place") === name)
                .scrollIntoView({ block: "center", inline: "center" })""",
            hovering,
        )
        self.page.mouse.move(*self.point_of(hovering))
        expect(self.page.locator("#place-details .place-name")).to_have_text(hovering)
        self.page.screenshot(path=str(path))


def open_game(context: BrowserContext, link: str) -> GamePage:
    """A seat's (or a spectator's) page, opened from its link and shown whole."""
    page = context.new_page()
    page.goto(link)
    game = GamePage(page)
    game.wait_ready()
    return game
