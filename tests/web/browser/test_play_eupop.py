"""An eupop game in the browser, played on the map: Brandenburg a person, Austria and
Poland Bots (scenario margrave), created in the lobby; the person reaches a decision whose
actions name places of the map and takes one by clicking its place."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from tests.web.browser.conftest import GamePage, LiveServer, named_places

PERSON = "brandenburg"
BOTS = ("austria", "poland")
DECISIONS = 60
"""At most this many decisions before one offers places of the map."""
TOWARDS_THE_MAP = ("influence",)
"""The verbs the person prefers on the way (placing influence names areas of the map)."""


def create_margrave(lobby: Page) -> str:
    """Create the game in the lobby; the person's link it shows."""
    lobby.goto("/")
    lobby.select_option("#game", "eupop")
    lobby.select_option("#scenario", "margrave")
    lobby.select_option(f"#player-{PERSON}", "person")
    for seat in BOTS:
        lobby.select_option(f"#player-{seat}", "bot")
    expect(lobby.locator("#difficulty")).to_be_visible()
    lobby.select_option("#difficulty", "normal")
    lobby.click("#create")
    expect(lobby.locator("#created[data-match]")).to_be_visible()
    link = lobby.locator(f"#created .link-row[data-seat='{PERSON}'] a.open").get_attribute("href")
    assert link is not None
    return link


def play_to_the_map(game: GamePage) -> None:
    """Take actions (a preferred verb's, else the first) until places can be clicked."""
    for _ in range(DECISIONS):
        game.wait_own_turn()
        if int(game.page.get_attribute("#map", "data-active-places") or "0") > 0:
            return
        verbs = {action.verb for action in game.actions()}
        preferred = [verb for verb in TOWARDS_THE_MAP if verb in verbs]
        button = game.action_with_verb(preferred[0]) if preferred else game.first_action()
        game.take(button)
    raise AssertionError(f"no decision named a place of the map in {DECISIONS} decisions")


def test_a_person_takes_an_eupop_action_by_clicking_its_place_on_the_map(
    live: LiveServer, context: BrowserContext, screenshots: Path
) -> None:
    lobby = context.new_page()
    link = create_margrave(lobby)
    game = GamePage(context.new_page())
    game.page.goto(link)
    play_to_the_map(game)

    named = {name for action in game.actions() for name in named_places(action.argument)}
    active = game.active_places()
    assert set(active) == named & game.places_drawn()
    assert game.page.get_attribute("#map", "data-active-places") == str(len(active))
    place = game.first_named_place()
    assert place is not None
    game.screenshot(screenshots / "eupop-game.png", hovering=place, zooming=1)

    match = int(link.split("/")[2])
    version, log = game.version, game.log()
    taken = game.take_place(place)

    assert game.version == version + 1
    assert live.history(match)[-1] == taken.by(PERSON)
    told = [text for number, _, text in game.log() if number > log[-1][0]]
    assert told and any(place in text for text in told), told
