"""Reactions at a siege: Defensive Mentality, asked of the lawful human owner at the
siege's fourth step whatever it holds; Fortify and Naval Blockade have no moment
(interpretation:EUPOP-K6, EUPOP-K7)."""

from __future__ import annotations

import json

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.rules.cards.covert import REACTION_MOMENTS
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.cards.helpers import act, take_from_decks

DEFENSIVE = "a1_defensive_mentality"
"""Reaction, 2 ducats + 1 administrative power (effects made buildable below)."""
SEATS = ("france", "england")
BUILT: Eupop = RULES.with_content(
    {
        "cards/actions/cards/7/effects": [{"gain_stability": 1}, {"gain_prestige": 2}],
        "cards/actions/cards/64/effects": [{"gain_prestige": 1}],
        "cards/actions/cards/67/effects": [{"gain_prestige": 1}],
    }
)
"""The pack with every effect of a1_defensive_mentality, m1_naval_blockade and m1_fortify
built."""


def _siege(hand: list[str], rules: Eupop = BUILT, seats: tuple[str, ...] = SEATS) -> Game:
    """France, at war with England, sieges Bayonne (England's) with one unit in Guyenne."""
    state: State = rules.setup("six_crowns", seed=1, seats=list(seats)).state
    france = next(
        key
        for key, force in state["forces"].items()
        if force["realm"] == "france" and force.get("units", {}).get("infantry")
    )
    state["forces"][france]["where"] = "Guyenne"
    state["forces"][france]["units"] = {"infantry": 1}
    for realm in seats:
        mat = state["players"][realm]
        mat["ducats"] = 10
        mat["monarch_power"] = {"administrative": 5, "diplomatic": 5, "military": 5}
        mat["hand"] = []
    take_from_decks(state, "england", hand)
    start_war(state, "france", ["england"])
    state["stack"] = [
        frame(
            "situation",
            {
                "procedure": "siege",
                "local": {"realm": "france", "province": "Bayonne"},
                "seat": "france",
            },
        )
    ]
    game = rules.resume(state)
    game.advance()
    return game


def _seen_by(game: Game, seat: str) -> str:
    view = BUILT.view(game.state, seat)
    log = [str(entry) for entry in LogEntry.seen(game.entries, seat)]
    decision = game.decision()
    asked = repr(decision) if decision is not None and decision.seat == seat else ""
    return json.dumps(view, default=str) + json.dumps(log) + asked


def test_defensive_mentality_is_offered_at_the_siege_and_played() -> None:
    game = _siege([DEFENSIVE])
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("england", "ask_reaction")
    assert [(a.verb, a.argument, a.label) for a in decision.actions] == [
        ("play_reaction", DEFENSIVE, "Play Defensive Mentality: 2 ducats + 1 administrative power"),
        ("no_reaction", None, "Let the siege go on"),
    ]
    act(game, "england", "play_reaction", DEFENSIVE)
    england = game.state["players"]["england"]
    assert (england["ducats"], england["monarch_power"]["administrative"]) == (8, 4)
    assert england["hand"] == []
    assert game.state["decks"]["action_discards"]["administrative"][-1] == DEFENSIVE
    assert game.state["map"]["provinces"]["Bayonne"]["occupier"] == "france"
    kinds = [e.kind for e in game.entries]
    assert kinds.index("reaction_played") < kinds.index("siege")


def test_letting_the_siege_go_on_keeps_the_card() -> None:
    game = _siege([DEFENSIVE])
    act(game, "england", "no_reaction", None)
    england = game.state["players"]["england"]
    assert england["hand"] == [DEFENSIVE] and england["ducats"] == 10
    assert game.state["map"]["provinces"]["Bayonne"]["occupier"] == "france"
    assert not [e for e in game.entries if e.kind == "reaction_played"]


def test_the_owner_is_asked_the_same_whatever_it_holds() -> None:
    with_card = _siege([DEFENSIVE])
    without = _siege(["a1_centralization"])
    for game in (with_card, without):
        decision = game.decision()
        assert decision is not None and (decision.seat, decision.step) == (
            "england",
            "ask_reaction",
        )
    assert [a.verb for a in without.decision().actions] == ["no_reaction"]  # type: ignore[union-attr]
    assert _seen_by(with_card, "france") == _seen_by(without, "france")
    assert _seen_by(with_card, "england") != _seen_by(without, "england")


def test_a_defensive_mentality_with_an_unbuilt_effect_is_not_offered() -> None:
    unbuilt = RULES.with_content(  # a Bot's power: issue 13's, not built
        {"cards/actions/cards/7/effects": [{"gain_stability": 1}, {"gain_bot_power": 1}]}
    )
    game = _siege([DEFENSIVE], rules=unbuilt)
    assert [a.verb for a in game.decision().actions] == ["no_reaction"]  # type: ignore[union-attr]


def test_a_defensive_mentality_the_owner_cannot_pay_is_not_offered() -> None:
    game = _siege([DEFENSIVE])
    game.state["players"]["england"]["ducats"] = 1
    assert [a.verb for a in game.decision().actions] == ["no_reaction"]  # type: ignore[union-attr]


@pytest.mark.rule("eupop-aid:Reactions (🏰)", "interpretation:EUPOP-K7")
def test_naval_blockade_is_no_answer_to_a_siege_and_every_reaction_has_a_moment() -> None:
    assert BUILT.content.actions.cards[64].id == "m1_naval_blockade"
    game = _siege(["m1_naval_blockade"])
    assert [a.verb for a in game.decision().actions] == ["no_reaction"]  # type: ignore[union-attr]
    assert set(REACTION_MOMENTS) == {
        "Counterespionage",
        "Defensive Mentality",
        "Fortify",
        "Naval Blockade",
    }


def test_a_bot_owner_is_not_asked() -> None:
    """England is a Bot (no mat, no hand): the siege resolves at once."""
    game = _siege([], seats=("france", "castile"))
    assert game.state["realms"]["england"]["player"] == "bot"
    assert game.decision() is None or game.decision().step != "ask_reaction"  # type: ignore[union-attr]
    assert game.state["map"]["provinces"]["Bayonne"]["occupier"] == "france"
