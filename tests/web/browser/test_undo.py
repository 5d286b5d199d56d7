"""Undo in the browser: the seat's last action taken back by the page's Undo button."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, expect

from tests.web.browser.conftest import LiveServer, open_game
from tests.web.conftest import SOLO, stored_rows


def test_undo_shows_the_decision_before_the_action_again_and_the_store_loses_it(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(SOLO)
    match = created["match"]
    game = open_game(context, created["links"]["castile"])
    assert game.version == 0
    prompt, actions, log = game.prompt(), game.actions(), game.log()
    expect(game.page.locator("#undo")).to_be_disabled()

    taxed = game.take(game.action_with_verb("tax"))
    assert (taxed.verb, taxed.argument) == ("tax", None)
    assert game.version == 1
    assert live.history(match) == [taxed.by("castile")]
    assert game.prompt() != prompt
    expect(game.page.locator("#undo")).to_be_enabled()

    game.page.click("#undo")
    game.wait_version_after(1)
    assert game.version == 2
    assert (game.prompt(), game.actions(), game.log()) == (prompt, actions, log)
    expect(game.page.locator("#undo")).to_be_disabled()
    assert live.history(match) == []
    assert stored_rows(live.db, match) == [
        (1, "action", "castile", "tax", "null", None),
        (2, "undo", "castile", None, None, 1),
    ]
