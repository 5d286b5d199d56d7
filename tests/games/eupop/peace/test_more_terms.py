"""Peace terms beyond the first five: Force Conversion, surrender, a negotiated peace with a
victor, Full Annexation of an active ally, and the terms that stop as not built
(interpretations EUPOP-Q6, EUPOP-Q11, EUPOP-Q17, EUPOP-Q18)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import join_war, start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def occupy(state: State, occupier: str, *names: str) -> None:
    for name in names:
        state["map"]["provinces"][name]["occupier"] = occupier


def offered(game: Game) -> list[str]:
    decision = game.decision()
    assert decision is not None
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule(
    "eupop-aid:Force Conversion", "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q17"
)
def test_force_conversion_turns_the_npr_and_its_capital_area_to_the_victors_faith(
    state: State,
) -> None:
    start_war(state, "castile", ["granada"])
    occupy(state, "castile", "Granada", "Malaga")
    game = run(state)
    assert "force_conversion" in offered(game)
    game.apply("castile", Action("peace_term", "force_conversion", ""))
    assert state["realms"]["granada"]["religion"] == "catholic"
    assert state["map"]["religion_slots"]["Granada"]["religion"] == "catholic"
    assert state["map"]["provinces"]["Granada"]["occupier"] is None
    assert state["players"]["castile"]["prestige"] == 3
    for _ in range(2):
        game.apply("castile", Action("peace_influence", "place:Granada", ""))
    assert state["map"]["areas"]["Granada"]["influence"] == {"castile": 2}
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:Force Conversion", "interpretation:EUPOP-Q6")
def test_force_conversion_needs_the_whole_capital_area(state: State) -> None:
    start_war(state, "castile", ["granada"])
    occupy(state, "castile", "Granada")
    state["forces"]["f001"]["units"] = {"infantry": 9}
    game = run(state)
    assert "force_conversion" not in offered(game)


@pytest.mark.rule("eupop-aid:Force Conversion", "interpretation:EUPOP-Q6")
def test_force_conversion_of_a_player_realm_changes_its_state_religion(state: State) -> None:
    start_war(state, "ottomans", ["austria"])
    occupy(state, "ottomans", "Wien", "Graz", "Linz")  # Ottomans 8 land units, Austria 4
    game = run(state)
    assert "force_conversion" in offered(game)
    game.apply("ottomans", Action("peace_term", "force_conversion", ""))
    assert state["realms"]["austria"]["religion"] == "sunni"
    assert state["map"]["provinces"]["Wien"]["occupier"] is None


def _succession(state: State) -> Game:
    """Castile, with a partial victory over Granada, occupies its capital; Castile's marriage
    token on Granada is turned over; Granada is also married to France and allied to
    England."""
    start_war(state, "castile", ["granada"])
    occupy(state, "castile", "Granada")
    state["forces"]["f001"]["units"] = {"infantry": 9}
    state["realms"]["granada"]["marriages"] = ["castile", "france"]
    state["realms"]["castile"]["marriages"] = ["granada"]
    state["realms"]["france"]["marriages"] = ["granada"]
    state["realms"]["granada"]["flipped_marriages"] = ["castile"]
    state["realms"]["granada"]["allies"] = ["england"]
    state["realms"]["england"]["allies"] = ["granada"]
    for name in ("france", "england"):
        state["players"][name]["prestige"] = 5
    game = run(state)
    assert "secure_succession" in offered(game)
    return game


@pytest.mark.rule("eupop-aid:Secure Desired Succession", "interpretation:EUPOP-Q6")
def test_securing_the_succession_removes_the_other_realms_ties_for_prestige(
    state: State,
) -> None:
    game = _succession(state)
    game.apply("castile", Action("peace_term", "secure_succession", ""))
    assert state["realms"]["granada"]["marriages"] == ["castile"]
    assert state["realms"]["granada"]["flipped_marriages"] == []
    assert state["realms"]["granada"]["allies"] == []
    assert state["players"]["castile"]["prestige"] == 2 * 3 + 3  # two tokens, tax income 3
    assert state["players"]["france"]["prestige"] == 2
    assert state["players"]["england"]["prestige"] == 2
    for _ in range(4):
        game.apply("castile", Action("peace_influence", "place:Granada", ""))
    assert state["map"]["areas"]["Granada"]["influence"] == {"castile": 4}
    assert state["map"]["provinces"]["Granada"]["occupier"] is None


@pytest.mark.rule("eupop-aid:Secure Desired Succession", "interpretation:EUPOP-Q6")
def test_securing_an_npr_succession_ends_its_other_wars_in_white_peace(state: State) -> None:
    start_war(state, "aragon", ["granada"])
    state["map"]["provinces"]["Malaga"]["occupier"] = "aragon"
    game = _succession(state)
    game.apply("castile", Action("peace_term", "secure_succession", ""))
    assert state["wars"] == {}
    assert state["map"]["provinces"]["Malaga"]["occupier"] is None


def _stalemate(state: State) -> Game:
    """France and England at war, neither with a victory, England occupying Rouen; France,
    earlier in turn order, speaks first."""
    start_war(state, "france", ["england"])
    occupy(state, "england", "Rouen")
    state["players"]["france"]["prestige"] = 5
    state["players"]["england"]["prestige"] = 5
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    return game


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q18")
def test_a_surrender_costs_prestige_and_lets_the_enemy_enforce_humiliation(
    state: State,
) -> None:
    game = _stalemate(state)
    game.apply("france", Action("peace_term", "surrender", ""))
    assert state["players"]["france"]["prestige"] == 4
    assert state["players"]["england"]["prestige"] == 6
    decision = game.decision()
    assert decision is not None and decision.seat == "england"
    assert offered(game) == ["keep_board_state", "humiliation"]  # no fighting on
    game.apply("england", Action("peace_term", "humiliation", ""))
    assert state["players"]["england"]["prestige"] == 12  # Rouen returned: 2 x 3
    assert state["players"]["france"]["prestige"] == 0


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q18")
def test_the_other_realm_may_surrender_when_the_first_fights_on(state: State) -> None:
    game = _stalemate(state)
    game.apply("france", Action("peace_term", "none", ""))
    decision = game.decision()
    assert decision is not None and decision.seat == "england"
    assert offered(game) == ["surrender", "none"]
    game.apply("england", Action("peace_term", "none", ""))
    assert "w1" in state["wars"]


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-Q11")
def test_a_negotiated_peace_may_name_a_victor_and_a_term(state: State) -> None:
    game = _stalemate(state)
    assert "england:keep_board_state" in offered(game)
    game.apply("france", Action("peace_term", "england:keep_board_state", ""))
    game.apply("france", Action("peace_bargain", "keep", ""))  # Rouen (EUPOP-Q11's bargain)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_answer"
    game.apply("england", Action("peace_answer", "accept", ""))
    assert state["map"]["provinces"]["Rouen"]["owner"] == "england"
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:Full Annexation", "interpretation:EUPOP-Q17")
def test_annexing_an_active_ally_costs_its_player_realm_two_prestige(state: State) -> None:
    war = start_war(state, "france", ["england"])
    state["realms"]["france"]["active_allies"] = ["scotland"]
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    occupy(state, "england", "Edinburgh", "Glasgow")
    state["players"]["france"]["prestige"] = 5
    game = run(state)
    game.apply("england", Action("peace_term", "full_annexation", ""))
    assert state["players"]["france"]["prestige"] == 3
    assert state["map"]["provinces"]["Edinburgh"]["owner"] == "england"


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q12")
def test_vassalization_after_beating_a_player_realm_takes_only_its_qualifying_ally(
    state: State,
) -> None:
    war = start_war(state, "france", ["england"])
    state["realms"]["france"]["active_allies"] = ["scotland"]
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    state["forces"]["f003"]["units"] = {"infantry": 1}  # England's 4 are twice France's
    occupy(state, "england", "Edinburgh")
    state["players"]["france"]["prestige"] = 5
    game = run(state)
    assert offered(game) == ["keep_board_state", "vassalization", "none"]
    game.apply("england", Action("peace_term", "vassalization", ""))
    assert state["realms"]["scotland"]["overlord"] == "england"
    assert state["realms"]["france"]["overlord"] is None
    assert state["players"]["france"]["prestige"] == 5  # a white peace without prestige
    assert state["wars"] == {}
