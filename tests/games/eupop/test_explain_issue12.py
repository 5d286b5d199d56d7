"""``?N`` on issue 12's actions says what each would do and cost, from the rules' prices:
six crowns, Austria (the Emperor, Imperial Authority 2, maximum 5) and France human;
France allied to Scotland."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES


def board() -> State:
    return RULES.setup("six_crowns", seed=1, seats=["austria", "france"]).state


def explained(state: State, seat: str, verb: str, argument: object = None) -> list[str]:
    return RULES.explain_action(state, seat, Action(verb, argument))


@pytest.mark.rule("eupop-aid:Increase 🏰 (👤 = 1+current 🏰) (p. 43)", "interpretation:EUPOP-I4")
def test_increase_imperial_authority_names_the_price_and_the_maximum() -> None:
    assert explained(board(), "austria", "increase_imperial_authority") == [
        "Raise Imperial Authority from 2 to 3 (at most 5: the counted electors plus 1): pay 3 "
        "diplomatic power (1 plus the current Imperial Authority)"
    ]


@pytest.mark.rule("eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )", "interpretation:EUPOP-U8")
def test_excommunicate_ruler_names_the_targets_losses() -> None:
    state = board()
    state["curia"]["slots"] = ["austria", "france", "france", None, None, None]
    assert explained(state, "austria", "excommunicate_ruler", "france") == [
        "Excommunicate the ruler of France: pay 2 diplomatic power (one papal action a round, "
        "Ages I and II); the Excommunicated token stays on its capital until phase 4",
        "  every Catholic realm holds the Excommunication casus belli on it meanwhile",
        "  it loses 1 stability, its right-most regular cardinal (it has 2) and up to 4 "
        "influence cubes from Catholic areas",
    ]


@pytest.mark.rule("eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-U9")
def test_call_crusade_names_the_muslim_realms_and_the_scoring() -> None:
    lines = explained(board(), "austria", "call_crusade", "Granada")
    assert lines[0] == (
        "Call a crusade on Granada: pay 2 diplomatic power (one papal action a round); Muslim "
        "realms there: Granada"
    )
    assert len(lines) == 4


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)", "interpretation:EUPOP-D4")
def test_forge_alliance_names_the_price_and_the_influence_held() -> None:
    state = board()
    state["map"]["areas"]["Scotland"]["influence"] = {"austria": 3}
    lines = explained(state, "austria", "forge_alliance", "scotland")
    assert lines[:2] == [
        "Forge an alliance with Scotland: pay 2 diplomatic power (half its tax income, "
        "rounded up, 1 to 3)",
        "  you have 3 influence in it (2 needed, more than any other player ally of it, whose "
        "alliance then ends)",
    ]


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_cut_ties_lists_the_ties_and_their_price() -> None:
    assert explained(board(), "france", "cut_ties") == [
        "End ties one at a time, as many as you like (a minor action):",
        "  End the alliance with scotland (at peace: 5 of your influence in scotland, a truce)",
    ]


@pytest.mark.rule("eupop-aid:Convert between Catholic and Protestant", "interpretation:EUPOP-L7")
def test_converting_counts_the_cubes_and_areas_of_the_abandoned_faith() -> None:
    """France holds 2 cubes in Catholic Normandie and owns provinces in three Catholic
    areas."""
    state = board()
    state["map"]["areas"]["Normandie"]["influence"] = {"france": 2}
    assert explained(state, "france", "change_state_religion", "protestant") == [
        "Convert to Protestant: lose 1 prestige, 1 stability and 1 diplomatic power",
        "  up to 5 of your influence cubes in Catholic areas (you have 2 there) move to "
        "Protestant areas with room",
        "  each of your 3 Catholic area(s) gains 1 unrest and rolls its rebel dice",
    ]


@pytest.mark.rule("eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X1")
def test_explore_names_its_price_rerolls_and_the_colonists_left() -> None:
    lines = explained(board(), "france", "explore")
    assert lines[0] == (
        "Explore: pay 1 diplomatic and 1 military power and roll the exploration die (up to 2 "
        "rerolls at 1 diplomatic power each; the last roll counts)"
    )
    assert lines[-1] == "  you have 2 colonists in your supply; discovered: nothing yet"


@pytest.mark.rule("eupop-aid:Colonize (4👤/🏰) (p. 14)", "interpretation:EUPOP-X5")
def test_colonize_names_the_territorys_tax_value() -> None:
    assert explained(board(), "france", "colonize", "Cuba")[0] == (
        "Colonize Cuba: pay 4 administrative power (you hold 3); a small town of your supply "
        "replaces your colonist and Cuba becomes your province (tax value 1)"
    )


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)",
    "eupop-aid:Optional Rule 1: Secret Negotiations",
)
def test_diplomacy_mentions_the_private_conference_only_with_the_optional_rule() -> None:
    state = board()
    assert len(explained(state, "france", "diplomacy", "austria")) == 2
    state["meta"]["options"] = {"secret_negotiations": True}
    assert explained(state, "france", "diplomacy", "austria")[-1] == (
        "  you may first confer in private for 1 diplomatic power: the other seats see only "
        "that you conferred"
    )
