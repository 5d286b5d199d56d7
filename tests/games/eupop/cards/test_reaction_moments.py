"""Fortify is answered to a siege like Defensive Mentality; Naval Blockade is offered to a
naval battle's main defender in its first battle-action question (aid "Reactions (🏰)",
interpretation EUPOP-K7)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.cards import reactions
from hegemon.games.eupop.world.wars import start_war

REACTIONS = "eupop-aid:Reactions (🏰)"
FORTIFY, BLOCKADE = "m1_fortify", "m1_naval_blockade"


def at_war(hands: dict[str, list[str]]) -> State:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"], None)
    for seat, cards in hands.items():
        for card in cards:
            state["decks"]["actions"]["military"].remove(card)
        state["players"][seat]["hand"] = list(cards)
    return state


def started(state: State, procedure: str, local: dict[str, object]) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": procedure, "local": local, "seat": "france"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def offered(game: Game) -> tuple[str, list[tuple[str, object]]]:
    decision = game.decision()
    assert decision is not None
    return decision.seat, [(a.verb, a.argument) for a in decision.actions]


@pytest.mark.rule(REACTIONS, "eupop-aid:Siege (p. 28)", "interpretation:EUPOP-K7")
def test_the_owner_of_a_sieged_province_may_answer_with_fortify(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(reactions, "effects_built", lambda table, card: True)
    state = at_war({"england": [FORTIFY]})
    game = started(state, "siege_reaction", {"sieger": "france", "province": "Bayonne"})
    assert offered(game) == ("england", [("play_reaction", FORTIFY), ("no_reaction", None)])


@pytest.mark.rule(REACTIONS, "interpretation:EUPOP-K7")
def test_the_main_defender_of_a_naval_battle_may_play_naval_blockade_once() -> None:
    state = at_war({"england": [BLOCKADE], "france": []})
    game = started(
        state,
        "battle",
        {"where": "English Channel", "attacker": "france", "defender": "england"},
    )
    game.apply("france", Action("no_battle_leader", None, ""))
    game.apply("france", Action("no_battle_action", None, ""))
    assert offered(game) == ("england", [("play_reaction", BLOCKADE), ("no_battle_action", None)])
    game.apply("england", Action("play_reaction", BLOCKADE, ""))
    played = [e.values for e in game.entries if e.kind == "battle_reaction"]
    assert [(v["card"], v["where"]) for v in played] == [(BLOCKADE, "English Channel")]
    while (decision := game.decision()) is not None and decision.procedure != "battle_action":
        game.apply(decision.seat, decision.actions[0])  # where the blockade's units go
    assert offered(game) == ("england", [("no_battle_action", None)])
    assert BLOCKADE not in state["players"]["england"]["hand"]
