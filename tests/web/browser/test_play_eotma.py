"""A whole eotma game in the browser: created in the lobby by clicking, its person's seat
opened from the link the lobby shows and played to the end by clicking action buttons and,
now and then, a place of the map; the lobby then lists the game as finished."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from tests.web.browser.conftest import GamePage, LiveServer
from tests.web.conftest import MILLENNIUM_SEATS

PERSON = "france"
DECISIONS = 400
"""At most this many of the person's decisions (playing as below, France has a few dozen
in a game of Millennium)."""
ROUND_OF_CHOICES = 4
"""The person's decisions go in fours: the first clicks the map where a place can be
clicked, the second the first action button, the others "End your turn" where offered,
else the first action button (France ends many turns early: the game goes faster)."""
SCREENSHOT_AT = 12
PLACES_IN_THE_PICTURE = 10
"""The game page is photographed at the first decision from SCREENSHOT_AT on that offers
at least this many places of the map (a turn's menu)."""


def create_in_lobby(lobby: Page) -> int:
    """Fill the new-game form (Millennium: France a person, the rest AI) and create it."""
    lobby.goto("/")
    lobby.select_option("#game", "eotma")
    lobby.select_option("#scenario", "millennium")
    expect(lobby.locator("select.player")).to_have_count(len(MILLENNIUM_SEATS))
    for seat in MILLENNIUM_SEATS:
        lobby.select_option(f"#player-{seat}", "person" if seat == PERSON else "ai")
    lobby.click("#create")
    created = lobby.locator("#created[data-match]")
    expect(created).to_be_visible()
    expect(lobby.locator("#created .link-row[data-kind='seat']")).to_have_count(1)
    return int(created.get_attribute("data-match") or "")


def test_a_person_plays_an_eotma_game_against_ai_seats_to_the_end_by_clicking(
    live: LiveServer, context: BrowserContext, screenshots: Path
) -> None:
    lobby = context.new_page()
    match = create_in_lobby(lobby)
    with context.expect_page() as opened:
        lobby.click(f"#created .link-row[data-seat='{PERSON}'] a.open")
    game = GamePage(opened.value)
    game.wait_ready()
    expect(game.page.locator("#seat-name")).to_have_text("You play france")

    map_clicks = 0
    photographed = False
    for decisions in range(DECISIONS):
        game.wait_own_turn()
        if game.over():
            break
        place = game.first_named_place()
        crowded = len(game.active_places()) >= PLACES_IN_THE_PICTURE
        if crowded and place is not None and decisions >= SCREENSHOT_AT and not photographed:
            game.screenshot(screenshots / "eotma-game.png", hovering=place)
            photographed = True
        turn = decisions % ROUND_OF_CHOICES
        ending = game.buttons().and_(game.page.locator("[data-verb='end_turn']"))
        if turn == 0 and place is not None:
            game.take_place(place)
            map_clicks += 1
        elif turn > 1 and ending.count() == 1:
            game.take(game.reveal(ending))
        else:
            game.take(game.first_action())
    assert game.over(), f"the game did not end in {DECISIONS} of the person's decisions"
    assert photographed and map_clicks > 0

    outcome = live.get(f"/api/watch/{match}")["outcome"]
    rows = game.page.locator("#outcome table.scores tr[data-seat]")
    shown = {
        rows.nth(index).get_attribute("data-seat"): rows.nth(index).locator("td.score").inner_text()
        for index in range(rows.count())
    }
    assert shown == {seat: str(score) for seat, score in outcome["scores"].items()}
    assert set(shown) == set(MILLENNIUM_SEATS)
    expect(game.page.locator("#decision")).to_have_attribute("data-yours", "false")
    expect(game.page.locator("#outcome-replay")).to_have_attribute("href", f"/replay/{match}")

    lobby.bring_to_front()
    lobby.click("#refresh-matches")
    row = lobby.locator(f"#matches-table tr[data-match='{match}']")
    expect(row).to_have_attribute("data-finished", "true")
    expect(row).to_contain_text("Finished")
    expect(lobby.locator(f"#your-seats-table tr[data-match='{match}']")).to_contain_text("Finished")
    lobby.evaluate("window.scrollTo(0, 0)")
    lobby.screenshot(path=str(screenshots / "lobby.png"))
