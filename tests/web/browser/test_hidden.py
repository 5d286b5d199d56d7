"""What a seat's browser holds: its page (the HTML, with the map drawn into it) and every
JSON and drawing the page fetched hold none of another seat's hidden values and no seed.
The secrets are read from the full state the server holds, at the game's declared hidden
fields (docs/hidden-information.md), with the API tests' probe."""

from __future__ import annotations

import json

import httpx
from playwright.sync_api import BrowserContext, Response, expect

from hegemon.engine.serial import clone
from tests.web.browser.conftest import GamePage, LiveServer
from tests.web.conftest import millennium
from tests.web.test_api_hidden import leaks, secrets_of

PERSON, OTHER = "france", "england"
MOVES = 60
"""At most this many of the other person's moves before the seat's own decision comes."""


def test_a_seats_page_and_what_it_fetched_hold_no_other_seats_hand_and_no_seed(
    live: LiveServer, context: BrowserContext
) -> None:
    created = live.create(millennium(**{PERSON: "person", OTHER: "person"}))
    match, links = created["match"], created["links"]
    for _ in range(MOVES):
        state = live.wait_for_people(match, (PERSON, OTHER))
        if state["decision"]["seat"] == PERSON:
            break
        other = live.get(f"/api{links[OTHER]}")
        chosen = other["decision"]["actions"][0]
        action = {"verb": chosen["verb"], "argument": chosen["argument"]}
        answer = httpx.post(
            f"{live.url}/api{links[OTHER]}/act",
            json={"version": other["version"], "action": action},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text

    fetched: list[Response] = []
    page = context.new_page()
    page.on("response", lambda response: fetched.append(response))
    page.goto(links[PERSON])
    game = GamePage(page)
    game.wait_own_turn()
    page.locator("#actions .action-row:visible button.explain").first.click()
    explanation = page.locator("#actions .explanation:visible").first
    expect(explanation.locator("p").first).not_to_have_text("…")

    with live.server.locked():
        held = live.server.get(match)
        rules, full, version = held.match.rules, clone(held.match.state), held.version
    assert game.version == version
    secrets = secrets_of(rules, full, PERSON)
    assert set(full["year_cards"]["hands"][OTHER]) <= secrets.names
    assert "the seed" in leaks(json.dumps(full), secrets)

    sent = {
        response.url: response.text()
        for response in fetched
        if "/api/" in response.url and not response.url.endswith("/events")
    }
    api = f"{live.url}/api{links[PERSON]}"
    assert {api, f"{api}/map.svg"} <= set(sent)
    assert any(url.startswith(f"{api}/explain?") for url in sent)
    sent["the page"] = page.content()
    assert "<svg" in sent["the page"]
    found = {what: leaks(text, secrets) for what, text in sent.items()}
    assert {what: secret for what, secret in found.items() if secret} == {}
