"""Claiming milestones (interpretation:EUPOP-G5, EUPOP-G6), through a module of our own
until the package is wired (tests/games/eupop/prestige/helpers.py)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.games.eupop.rules.prestige.milestones import claim_order, claims
from hegemon.games.eupop.world.layout import world
from tests.games.eupop.prestige.helpers import prestige_rules, run, set_up

ARMY = "ms1_great_army"
"""Age I warfare milestone: 9 or more land units on the map."""


def _armies(castile: int, france: int) -> Game:
    game = set_up()
    typed = world(game.state)
    typed["decks"]["milestones"] = [ARMY]
    for force in typed["forces"].values():
        if force["realm"] == "castile" and "infantry" in force["units"]:
            force["units"] = {"infantry": castile}
        if force["realm"] == "france" and "infantry" in force["units"]:
            force["units"] = {"infantry": france}
    return game


def test_the_claim_order_starts_with_the_active_realm_else_the_first_player() -> None:
    game = set_up()
    assert claim_order(game.state, None)[0] == "castile"
    assert claim_order(game.state, "france")[0] == "france"


def test_an_unmet_milestone_stays_on_display() -> None:
    game = _armies(castile=8, france=8)
    assert claims(game.state, prestige_rules().content, None) == []
    game = run(game, "check_milestones", None)
    assert world(game.state)["decks"]["milestones"] == [ARMY]


def test_a_tie_goes_to_the_realm_first_in_claim_order() -> None:
    game = _armies(castile=9, france=9)
    content = prestige_rules().content
    assert claims(game.state, content, None) == [(ARMY, "castile")]
    assert claims(game.state, content, "france") == [(ARMY, "france")]


def test_the_claimant_scores_the_milestone_and_it_leaves_the_display() -> None:
    game = _armies(castile=3, france=10)
    before = world(game.state)["players"]["france"]["prestige"]
    game = run(game, "check_milestones", None)
    typed = world(game.state)
    assert typed["decks"]["milestones"] == []
    assert typed["players"]["france"]["milestones"] == [ARMY]
    assert typed["players"]["castile"]["milestones"] == []
    worth = next(m.prestige for m in prestige_rules().content.milestones.milestones if m.id == ARMY)
    assert typed["players"]["france"]["prestige"] == before + worth
    claimed = [entry for entry in game.entries if entry.kind == "milestone_claimed"]
    assert [entry.seat for entry in claimed] == ["france"]
