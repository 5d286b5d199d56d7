"""Several pages on one game: two people's seats in two browser profiles see each other's
moves appear without reloading, and two tabs of one seat never double an action (the
stale one is told the game moved on and shows it as it stands)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, expect

from tests.web.browser.conftest import GamePage, LiveServer, open_game
from tests.web.conftest import SOLO, millennium, stored_rows

PEOPLE = ("france", "england")
MOVES = 60
"""At most this many moves of one person before the other's decision comes."""
KEPT = "this page was never loaded again"


def shows_version(game: GamePage, version: int) -> None:
    expect(game.page.locator("body")).to_have_attribute("data-version", str(version))
    game.wait_ready()


def test_a_seat_sees_the_other_seats_move_and_then_its_own_decision_without_reloading(
    live: LiveServer, new_context: Callable[[], BrowserContext]
) -> None:
    created = live.create(millennium(france="person", england="person"))
    match = created["match"]
    pages = {seat: open_game(new_context(), created["links"][seat]) for seat in PEOPLE}
    state = live.wait_for_people(match, PEOPLE)
    mover = state["decision"]["seat"]
    (watcher,) = (seat for seat in PEOPLE if seat != mover)
    for seat in PEOPLE:
        shows_version(pages[seat], state["version"])
    pages[watcher].page.evaluate("(kept) => { window.kept = kept; }", KEPT)
    before = pages[watcher].log()

    pages[mover].take(pages[mover].first_action())
    state = live.wait_for_people(match, PEOPLE)
    shows_version(pages[watcher], state["version"])
    told = pages[watcher].log()
    api = live.get(f"/api{created['links'][watcher]}")
    assert told == [(entry["number"], entry["seat"] or "", entry["text"]) for entry in api["log"]]
    new = [entry for entry in told if entry[0] > before[-1][0]]
    assert any(seat == mover for _, seat, _ in new), new

    for _ in range(MOVES):
        if state["decision"]["seat"] == watcher:
            break
        pages[mover].wait_own_turn()
        pages[mover].take(pages[mover].first_action())
        state = live.wait_for_people(match, PEOPLE)
    assert state["decision"]["seat"] == watcher
    watching = pages[watcher]
    shows_version(watching, state["version"])
    expect(watching.page.locator("#decision")).to_have_attribute("data-yours", "true")
    own = live.get(f"/api{created['links'][watcher]}")["decision"]
    assert watching.prompt() == own["prompt"]
    assert [(action.verb, action.argument) for action in watching.actions()] == [
        (action["verb"], action["argument"]) for action in own["actions"]
    ]
    assert watching.page.evaluate("() => window.kept") == KEPT


def test_a_stale_tab_of_the_same_seat_is_told_the_game_moved_on_and_shows_it(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(SOLO)
    link = created["links"]["castile"]
    first = open_game(context, link)
    stale_page = context.new_page()
    stale_page.route("**/events", lambda route: route.abort())
    stale_page.goto(link)
    stale = GamePage(stale_page)
    stale.wait_ready()
    assert (first.version, stale.version) == (0, 0)

    taken = first.take(first.first_action())
    assert first.version == 1
    assert stale.version == 0
    stale.first_action().click()
    expect(stale_page.locator("#alert")).to_contain_text(
        "the game moved on (version 1, your page showed 0): nothing was done"
    )
    shows_version(stale, 1)
    assert (stale.prompt(), stale.actions()) == (first.prompt(), first.actions())
    assert [row[1:5] for row in stored_rows(live.db, created["match"])] == [
        ("action", "castile", *taken.sent)
    ]
