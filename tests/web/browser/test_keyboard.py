"""The game page by keyboard alone: Tab reaches an action button and Enter takes it; Tab
reaches a clickable place of the map and Enter takes its action (or opens the choice of
its actions, where Enter takes the first)."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, expect

from tests.web.browser.conftest import GamePage, LiveServer, named_places, open_game, shown_action
from tests.web.conftest import SOLO

TABS = 400
"""At most this many presses of Tab to reach an element (a long menu, then the map)."""
DECISIONS = 40
"""At most this many decisions before one offers places of the map."""


def tab_to(game: GamePage, selector: str) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(TABS):
        game.page.keyboard.press("Tab")
        if game.page.evaluate("(selector) => document.activeElement.matches(selector)", selector):
            return
    raise AssertionError(f"{TABS} presses of Tab never reached {selector}")


def test_tab_and_enter_take_an_action_button_and_a_place_of_the_map(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(SOLO)
    match = created["match"]
    game = open_game(context, created["links"]["castile"])

    tab_to(game, "#actions button.action")
    chosen = shown_action(game.page.locator("#actions button.action:focus"))
    game.page.keyboard.press("Enter")
    game.wait_version_after(0)
    assert live.history(match) == [chosen.by("castile")]

    for _ in range(DECISIONS):
        game.wait_own_turn()
        if game.active_places():
            break
        game.take(game.first_action())
    else:
        raise AssertionError(f"no decision offered places of the map in {DECISIONS}")
    tab_to(game, "#map .place-active")
    place = game.page.evaluate("() => document.activeElement.getAttribute('data-place')")
    offered = [action for action in game.actions() if place in named_places(action.argument)]
    version = game.version
    game.page.keyboard.press("Enter")
    if len(offered) > 1:
        expect(game.page.locator("#choices")).to_have_attribute("data-place", place)
        expect(game.page.locator("#choices-list button.choice").first).to_be_focused()
        assert game.choices() == offered
        game.page.keyboard.press("Enter")
    game.wait_version_after(version)
    assert live.history(match)[-1] == offered[0].by("castile")


def test_after_enter_takes_an_action_the_focus_stays_in_the_next_decision(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(SOLO)
    game = open_game(context, created["links"]["castile"])
    tab_to(game, "#actions button.action")
    game.page.keyboard.press("Enter")
    game.wait_version_after(0)
    focused = game.page.evaluate("() => document.activeElement.closest('#decision')?.id ?? null")
    assert focused == "decision"
