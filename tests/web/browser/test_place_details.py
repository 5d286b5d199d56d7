"""Pointing at a place of the map shows its details below the map: the place's name and
what its drawing's <title> says of it, and nothing else when no action names it."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, expect

from tests.web.browser.conftest import LiveServer, open_game
from tests.web.conftest import SOLO


def test_pointing_at_a_place_no_action_names_shows_its_name_and_title_only(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(SOLO)
    game = open_game(context, created["links"]["castile"])
    active = set(game.active_places())
    quiet = sorted(game.places_drawn() - active)
    assert quiet
    name = quiet[0]
    title = game.page.eval_on_selector(
        f"#map [data-place='{name}']",
        "(shape) => shape.querySelector(':scope > title').textContent.trim()",
    )
    game.page.mouse.move(*game.point_of(name, "[data-place]"))
    details = game.page.locator("#place-details")
    expect(details.locator(".place-name")).to_have_text(name)
    assert details.text_content() == name + title
