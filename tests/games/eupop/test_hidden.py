"""No view shows a seat what the rules keep from it: the order of every shuffled deck
(events, the three action decks, trade, missions, each Bot's deck), the events drawn
face down (until they are flipped) and the other players' hands. The secrets are listed
here from the rules, not taken from the module's own declarations."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hegemon.engine.secrets import scramble, secrets_problems
from hegemon.engine.serial import clone
from hegemon.games.eupop.module import RULES


def _with_secrets_hidden_from(state: dict[str, Any], seat: str | None) -> dict[str, Any]:
    changed = clone(state)
    decks = changed["decks"]
    for name in ("events", "trade", "missions"):
        decks[name] = [*reversed(decks[name]), f"not a {name} card"]
    face_down = decks["events_face_down"]
    assert face_down  # drawn face down: kept from every seat until flipped
    decks["events_face_down"] = [f"not the event {number}" for number in range(len(face_down))]
    decks["actions"] = {power: ["not an action card"] for power in decks["actions"]}
    for bot in changed["bots"].values():
        bot["deck"] = [*reversed(bot["deck"]), "not a bot card"]
    for name, player in changed["players"].items():
        if name != seat:
            player["hand"] = [f"secret of {name}"]
    return changed


@pytest.mark.parametrize(
    ("scenario", "seats", "bots"),
    [
        ("margrave", ["brandenburg"], ["austria", "poland"]),
        ("margrave", None, []),
        ("crowns_of_the_west", None, []),
        ("six_crowns", None, []),
    ],
)
def test_no_view_changes_when_another_seats_secrets_change(
    scenario: str, seats: list[str] | None, bots: list[str]
) -> None:
    state = RULES.setup(scenario, seed=3, seats=seats).state
    assert sorted(state["bots"]) == bots
    for seat in [*state["meta"]["seats"], None]:
        seen = RULES.view(state, seat)
        assert RULES.view(_with_secrets_hidden_from(state, seat), seat) == seen, seat
        if seat is not None:
            assert seen["players"][seat]["hand"] == state["players"][seat]["hand"]


@pytest.mark.parametrize("scenario", ["crowns_of_the_west", "six_crowns"])
def test_the_kernels_secrets_check_exchanges_action_cards_between_decks_and_hands(
    scenario: str,
) -> None:
    state = RULES.setup(scenario, seed=4).state
    mine, other = state["meta"]["seats"][:2]
    state["players"][mine]["hand"] = state["decks"]["actions"]["military"][:1]
    state["players"][other]["hand"] = state["decks"]["actions"]["diplomatic"][:2]
    changed = scramble(RULES, state, mine, seed=1)
    assert changed["players"][mine]["hand"] == state["players"][mine]["hand"]
    assert len(changed["players"][other]["hand"]) == 2
    assert changed["players"][other]["hand"] != state["players"][other]["hand"]
    assert changed["decks"]["events"] != state["decks"]["events"]
    assert sorted(changed["decks"]["events"]) == sorted(state["decks"]["events"])
    assert secrets_problems(RULES, state, seed=1) == []


def test_the_cards_a_realm_draws_are_seen_by_it_alone_until_kept_or_discarded() -> None:
    """Phase 1 B–C: the drawn cards wait in the drawing procedure's frame; another seat's
    view of that frame does not name them (the log tells it only the decks)."""
    game = RULES.setup("crowns_of_the_west", seed=1, seats=None)
    state = game.state
    decision = game.decision()
    while decision is None or decision.step != "ask_keep":
        assert decision is not None and decision.procedure == "draw_action_cards"
        game.apply(decision.seat, decision.actions[0])
        decision = game.decision()
    card = str(decision.actions[0].argument)
    drawer = decision.seat
    assert str(RULES.view(state, drawer)["stack"]).count(card) >= 1
    for seat in state["meta"]["seats"]:
        if seat != drawer:
            assert card not in str(RULES.view(state, seat)["stack"]), seat
    assert card not in str(RULES.view(state, None)["stack"])


def test_a_view_counts_the_events_drawn_face_down_without_naming_them() -> None:
    state = RULES.setup("six_crowns", seed=3, seats=None).state
    face_down = state["decks"]["events_face_down"]
    assert len(face_down) == 4
    for seat in [*state["meta"]["seats"], None]:
        assert RULES.view(state, seat)["decks"]["events_face_down"] == ["hidden"] * 4


def test_the_cards_a_focus_change_discards_are_seen_by_their_realm_alone_until_discarded() -> None:
    """Change National Focus: the cards leave the hand one by one and reach the discard
    piles, face up, after the draws; until then no other seat's view names them."""
    game = RULES.setup("crowns_of_the_west", seed=1, seats=None)
    state = game.state
    chooser = random.Random(4)
    discarded: list[str] = []
    for _ in range(5000):
        decision = game.decision()
        assert decision is not None
        if decision.procedure == "change_national_focus" and decision.step == "ask_draw":
            break
        focus = [action for action in decision.actions if action.verb == "change_national_focus"]
        discard = [action for action in decision.actions if action.verb == "focus_discard"]
        action = chooser.choice(discard or focus or list(decision.actions))
        if action.verb == "change_national_focus":
            discarded = []
        elif action.verb == "focus_discard":
            discarded.append(str(action.argument))
        game.apply(decision.seat, action)
    else:
        raise AssertionError("no national focus changed with a card discarded")
    assert discarded
    for seat in [*state["meta"]["seats"], None]:
        shown = str(RULES.view(state, seat)["stack"])
        assert all((card in shown) == (seat == decision.seat) for card in discarded), seat
