"""The Declare War menu weighs the restrictions once per target (restrictions.Declarer,
refuse): it offers exactly what asking ``refusal`` for every target and casus belli held
would offer, along a played game, and a married ally stays offered for Disputed Succession
only."""

from __future__ import annotations

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.casus_belli import holdings
from hegemon.games.eupop.rules.war.declare import legal_targets, penalty
from hegemon.games.eupop.rules.war.restrictions import refusal
from hegemon.games.eupop.world.layout import REBELS, world
from hegemon.games.eupop.world.records import CasusBelli

RESTRICTIONS = "eupop-aid:Restrictions on DoW (p. 22)"


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


def asked_one_by_one(
    state: State, content: Content, name: str
) -> list[tuple[str, CasusBelli | None, int]]:
    """The menu as the aid reads: every realm owning a province, each casus belli held on it
    (or none), ``refusal`` asked for each."""
    owners = {record["owner"] for record in world(state)["map"]["provinces"].values()}
    targets = sorted(
        other
        for other, record in world(state)["realms"].items()
        if other not in (name, REBELS) and record["overlord"] is None and other in owners
    )
    found: list[tuple[str, CasusBelli | None, int]] = []
    for target, held in holdings(state, content, name, targets).items():
        options: list[CasusBelli | None] = [*held] if held else [None]
        for used in options:
            if refusal(state, content, name, target, used) is not None:
                continue
            found.append((target, used, penalty(state, name, target, used)))
    return found


@pytest.mark.rule(RESTRICTIONS)
def test_the_menu_offers_what_refusal_allows_along_a_played_game(content: Content) -> None:
    game = RULES.setup("six_crowns", 3)
    agent = RandomAgent(3)
    compared = 0
    for count in range(900):
        decision = game.decision()
        if decision is None:
            break
        if count % 30 == 0:
            for name in sorted(world(game.state)["players"]):
                expected = asked_one_by_one(game.state, content, name)
                assert legal_targets(game.state, content, name) == expected, (count, name)
                compared += bool(expected)
        game.apply(decision.seat, agent.choose(Observation(RULES, game.state, decision)))
    assert compared > 20


@pytest.mark.rule(RESTRICTIONS, "eupop-aid:Exceptions:")
def test_a_married_ally_is_offered_for_disputed_succession_only(content: Content) -> None:
    state = RULES.setup("six_crowns", seed=1).state
    castile, england = state["realms"]["castile"], state["realms"]["england"]
    castile["allies"], england["allies"] = ["england"], ["castile"]
    castile["marriages"] = ["england"]
    england["flipped_marriages"] = ["castile"]
    castile["casus_belli"] = ["england"]
    held = holdings(state, content, "castile", ["england"])["england"]
    assert held == ["disputed_succession", "general"]
    offered = [entry for entry in legal_targets(state, content, "castile") if entry[0] == "england"]
    assert offered == [("england", "disputed_succession", 0)]
    assert offered == [e for e in asked_one_by_one(state, content, "castile") if e[0] == "england"]
