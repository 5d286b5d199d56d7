"""What a seat is sent holds nothing docs/hidden-information.md keeps from it: not in its
page state (decision, board summary, log), not in its map, not in the Bots' turns told
to it. The secrets are read from the
full state the server holds, at the game's declared hidden fields: every text there that
the seat's view does not also show (another seat's year cards, a deck's cards), every run
of numbers (a Bot's deck order), the seed, and any 64-hex digest (the generator's key)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fastapi.testclient import TestClient

from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import clone
from hegemon.web.service import Server
from tests.web.conftest import Seat, millennium, new_game, page, seats, wait_for_people

MOVES = 8
"""How many of the people's decisions a test plays, checking what each seat is sent."""
DIGEST = re.compile(r"[0-9a-fA-F]{64}")
WORD = re.compile(r"[\w#-]+")
"""A word of a text, as an id is written (``Y11``, ``quiet-years#2``, ``a1_tax_reform``)."""
ID_LIKE = re.compile(r"[\d_#]")
"""An id that no sentence uses as a word of its own (a plain word like ``plague`` is
only looked for as a JSON text)."""
ORDER_SHOWN = 6
"""How many numbers of a hidden run are enough to tell its order."""


@dataclass(frozen=True)
class Secrets:
    """What one seat may not learn from what it is sent."""

    names: frozenset[str]
    """Texts in the hidden fields the seat's view does not also show."""
    orders: tuple[tuple[int, ...], ...]
    """Runs of numbers in the hidden fields (a Bot's deck in order)."""
    seed: int


def hidden_values(
    node: Any, parts: list[str], owner_level: int | None, keys: list[str], seat: str | None
) -> Iterator[Any]:
    """The values at one hidden field's path that ``seat`` may not see (its owner may)."""
    if not parts:
        owner = keys[owner_level] if owner_level is not None and owner_level < len(keys) else None
        if owner is None or owner != seat:
            yield node
        return
    head, rest = parts[0], parts[1:]
    children: list[tuple[Any, Any]] = []
    if isinstance(node, dict):
        children = list(node.items()) if head == "*" else [(head, node.get(head))]
        children = [(key, child) for key, child in children if key in node]
    elif isinstance(node, list):
        indexes = range(len(node)) if head == "*" else [int(head)] if head.isdigit() else []
        children = [(index, node[index]) for index in indexes if index < len(node)]
    for key, child in children:
        seen_keys = [*keys, str(key)] if head == "*" else keys
        yield from hidden_values(child, rest, owner_level, seen_keys, seat)


def texts(value: Any) -> Iterator[str]:
    """Every text among the values of ``value`` (keys left out)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def number_runs(value: Any) -> Iterator[tuple[int, ...]]:
    """Every list of whole numbers long enough to tell an order, within ``value``."""
    if isinstance(value, list):
        if len(value) >= ORDER_SHOWN and all(type(item) is int for item in value):
            yield tuple(value)
        for item in value:
            yield from number_runs(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from number_runs(item)


def secrets_of(rules: RulesModule, state: dict[str, Any], seat: str | None) -> Secrets:
    hidden = [
        value
        for field in rules.hidden_fields()
        for value in hidden_values(state, field.path.split("/"), field.owner_level, [], seat)
    ]
    shown = set(texts(rules.view(state, seat)))
    names = frozenset(text for text in texts(hidden) if text not in shown)
    return Secrets(names, tuple(number_runs(hidden)), int(state["meta"]["seed"]))


def leaks(text: str, secrets: Secrets) -> list[str]:
    """The secrets found in ``text``: a name as a JSON text or as a word, an order as
    numbers in a row, the seed, a 64-hex digest."""
    words = set(WORD.findall(text))
    found = [
        name
        for name in sorted(secrets.names)
        if json.dumps(name) in text or (ID_LIKE.search(name) and name in words)
    ]
    for order in secrets.orders:
        shown = [str(number) for number in order[:ORDER_SHOWN]]
        if any(separator.join(shown) in text for separator in (",", ", ")):
            found.append(f"the order {order[:ORDER_SHOWN]}")
    if str(secrets.seed) in text:
        found.append("the seed")
    found.extend(f"the digest {digest}" for digest in DIGEST.findall(text))
    return found


def full_state(client: TestClient, match: int) -> tuple[RulesModule, dict[str, Any], int]:
    """The rules, the whole state and the version of a match, as the server holds them."""
    server: Server = client.app.state.server  # type: ignore[attr-defined]
    with server.locked():
        live = server.get(match)
        return live.match.rules, clone(live.match.state), live.version


def sent_to(client: TestClient, seat: Seat | None, match: int) -> dict[str, str]:
    """Everything a seat (None: a spectator) is sent: its page with the whole log, its map,
    the Bots' turns told node by node."""
    base = f"/api/watch/{match}" if seat is None else seat.api
    answers = {
        "page": client.get(f"{base}?since=0"),
        "map": client.get(f"{base}/map.svg"),
        "why": client.get(f"{base}/why"),
    }
    assert [answer.status_code for answer in answers.values()] == [200, 200, 200]
    return {what: answer.text for what, answer in answers.items()}


def check_every_seat(
    client: TestClient, match: int, people: dict[str, Seat]
) -> dict[str | None, Secrets]:
    """Check what each person and a spectator are sent now (a person's decision, so
    nothing moves meanwhile); the secrets each was checked against, by seat."""
    rules, state, version = full_state(client, match)
    checked: dict[str | None, Secrets] = {}
    for name in [*people, None]:
        secrets = secrets_of(rules, state, name)
        sent = sent_to(client, None if name is None else people[name], match)
        for what, text in sent.items():
            assert leaks(text, secrets) == [], (name, what)
        assert json.loads(sent["page"])["version"] == version
        checked[name] = secrets
    return checked


def play_a_person(client: TestClient, people: dict[str, Seat], chooser: random.Random) -> bool:
    """Let the AI seats play to a person's decision and take one of its options at random;
    whether the game went on (False: it is over)."""
    any_seat = next(iter(people.values()))
    watched = wait_for_people(client, f"/api/watch/{any_seat.match}")
    if watched["decision"] is None:
        return False
    seat = people[watched["decision"]["seat"]]
    shown = page(client, seat.api)
    option = chooser.choice(shown["decision"]["actions"])
    action = {"verb": option["verb"], "argument": option["argument"]}
    response = client.post(f"{seat.api}/act", json={"version": shown["version"], "action": action})
    assert response.status_code == 200, response.text
    return True


def test_the_probe_finds_the_secrets_in_the_full_state(client: TestClient) -> None:
    people = seats(new_game(client, millennium(france="person", england="person")))
    match = people["france"].match
    wait_for_people(client, f"/api/watch/{match}")
    rules, state, _ = full_state(client, match)
    secrets = secrets_of(rules, state, "france")
    whole = json.dumps(state, separators=(",", ":"))
    found = leaks(whole, secrets)
    assert set(secrets.names) | {"the seed"} <= set(found)
    assert [item for item in found if item.startswith("the digest")] == [
        f"the digest {state['rng']['key']}"
    ]
    assert set(state["year_cards"]["hands"]["england"]) <= secrets.names


def test_hot_seat_people_are_sent_none_of_each_others_secrets(client: TestClient) -> None:
    people = seats(new_game(client, millennium(france="person", england="person")))
    match = people["france"].match
    chooser = random.Random(14)
    wait_for_people(client, f"/api/watch/{match}")
    first = check_every_seat(client, match, people)
    assert len(first["france"].names) > 50
    for _ in range(MOVES):
        if not play_a_person(client, people, chooser):
            break
        wait_for_people(client, f"/api/watch/{match}")
        check_every_seat(client, match, people)


def test_a_seat_waiting_sees_only_whose_decision_it_is(client: TestClient) -> None:
    people = seats(new_game(client, millennium(france="person", england="person")))
    watched = wait_for_people(client, f"/api/watch/{people['france'].match}")
    deciding = watched["decision"]["seat"]
    (waiting,) = (seat for name, seat in people.items() if name != deciding)
    own = page(client, people[deciding].api)["decision"]
    assert own["yours"] is True and own["actions"]
    assert page(client, waiting.api)["decision"] == {
        "seat": deciding,
        "prompt": f"waiting for {deciding}",
        "yours": False,
        "actions": [],
    }


def test_the_list_of_games_holds_no_seed_or_digest(client: TestClient) -> None:
    people = seats(new_game(client, millennium(france="person")))
    match = people["france"].match
    wait_for_people(client, f"/api/watch/{match}")
    rules, state, _ = full_state(client, match)
    listed = client.get("/api/matches").text
    assert leaks(listed, secrets_of(rules, state, None)) == []


MARGRAVE = {
    "game": "eupop",
    "scenario": "margrave",
    "players": {"brandenburg": "person", "austria": "bot", "poland": "bot"},
    "difficulty": "normal",
}


def test_a_person_against_bots_is_sent_no_bot_deck_order(client: TestClient) -> None:
    people = seats(new_game(client, MARGRAVE))
    match = people["brandenburg"].match
    chooser = random.Random(13)
    first = check_every_seat(client, match, people)
    assert len(first["brandenburg"].orders) == 2
    for _ in range(MOVES):
        if not play_a_person(client, people, chooser):
            break
        check_every_seat(client, match, people)
