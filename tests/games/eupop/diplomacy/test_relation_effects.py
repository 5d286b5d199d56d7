"""The Standard Event effects of relations: Gain/place Influence, Gain Alliance, Gain Royal
Marriage, Terminate/remove Alliance (rules/diplomacy/effects.py)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.games.eupop.rules.diplomacy.effects import terminate_alliance
from hegemon.games.eupop.world import allied
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import kinds, new_game, start


@pytest.mark.rule(
    "eupop-aid:Gain/place Influence", "eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-D6"
)
def test_influence_goes_one_cube_at_a_time_where_the_realm_chooses() -> None:
    game = start(new_game(), "gain_influence_effect", "castile",
                 {"areas": ["Aragon", "Portugal"], "count": 2})  # fmt: skip
    decision = game.decision()
    assert decision is not None
    assert [a.argument for a in decision.actions] == ["place:Aragon", "place:Portugal"]
    game.apply("castile", Action("influence_area", "place:Aragon", ""))
    game.apply("castile", Action("influence_area", "place:Aragon", ""))
    assert game.state["map"]["areas"]["Aragon"]["influence"] == {"castile": 2}
    assert game.state["supply"]["castile"]["cubes"] == 19
    decision = game.decision()
    assert decision is not None and decision.procedure == "situation"  # the effect is over


@pytest.mark.rule("eupop-aid:Gain/place Influence", "interpretation:EUPOP-D6")
def test_a_full_area_lets_one_cube_be_replaced_once() -> None:
    game = new_game()
    game.state["map"]["areas"]["Portugal"]["influence"] = {"france": 5}
    game = start(game, "gain_influence_effect", "castile", {"areas": ["Portugal"], "count": 2})
    assert game.state["map"]["areas"]["Portugal"]["influence"] == {"france": 4, "castile": 1}
    assert game.state["supply"]["france"]["cubes"] == 22
    assert kinds(game)[-1] == "effect_ignored"


@pytest.mark.rule("eupop-aid:Gain/place Influence", "interpretation:EUPOP-D6")
def test_no_influence_where_player_realms_own_every_province() -> None:
    game = start(
        new_game(), "gain_influence_effect", "castile", {"areas": ["Castilla"], "count": 1}
    )
    assert game.state["map"]["areas"]["Castilla"]["influence"] == {}
    assert kinds(game) == ["effect_ignored"]


@pytest.mark.rule(
    "eupop-aid:Gain Alliance", "eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-D5"
)
def test_a_non_player_realm_says_yes() -> None:
    game = start(new_game(), "gain_alliance_effect", "castile", "portugal")
    state = game.state
    assert state["realms"]["castile"]["allies"] == ["portugal"]
    assert state["realms"]["portugal"]["allies"] == ["castile"]
    assert state["supply"]["castile"]["alliances"] == 2


@pytest.mark.rule("eupop-aid:Gain Alliance", "interpretation:EUPOP-D3")
def test_an_opponents_ally_needs_as_much_influence() -> None:
    game = new_game()
    game.state["map"]["areas"]["Scotland"]["influence"] = {"france": 2, "england": 1}
    game = start(game, "gain_alliance_effect", "england", "scotland")
    assert game.state["realms"]["scotland"]["allies"] == ["france"]
    assert kinds(game) == ["effect_ignored"]
    game.state["map"]["areas"]["Scotland"]["influence"] = {"france": 2, "england": 2}
    game = start(game, "gain_alliance_effect", "england", "scotland")
    assert game.state["realms"]["scotland"]["allies"] == ["england"]
    assert game.state["realms"]["france"]["allies"] == []
    assert game.state["supply"]["france"]["alliances"] == 3


@pytest.mark.rule("eupop-aid:Gain Alliance", "interpretation:EUPOP-D3")
def test_no_alliance_with_a_realm_at_war() -> None:
    game = new_game()
    start_war(game.state, "england", ["portugal"])
    game = start(game, "gain_alliance_effect", "castile", "portugal")
    assert game.state["realms"]["castile"]["allies"] == []
    assert game.entries[-1].values["reason"] == "portugal is at war"


@pytest.mark.rule("eupop-aid:Gain Alliance", "interpretation:EUPOP-D7")
def test_out_of_tokens_an_alliance_but_an_active_one_may_go() -> None:
    game = new_game()
    state = game.state
    for npr in ("aragon", "genoa", "morocco"):
        state["realms"]["castile"]["allies"].append(npr)
        state["realms"][npr]["allies"].append("castile")
    state["realms"]["castile"]["active_allies"] = ["aragon"]
    state["supply"]["castile"]["alliances"] = 0
    game = start(game, "gain_alliance_effect", "castile", "portugal")
    decision = game.decision()
    assert decision is not None
    assert [a.argument for a in decision.actions] == ["genoa", "morocco", ""]
    game.apply("castile", Action("remove_relation", "genoa", ""))
    assert game.state["realms"]["castile"]["allies"] == ["aragon", "morocco", "portugal"]
    assert game.state["realms"]["genoa"]["allies"] == []
    assert game.state["supply"]["castile"]["alliances"] == 0


@pytest.mark.rule("eupop-aid:Gain Royal Marriage", "interpretation:EUPOP-D2")
def test_an_ineligible_marriage_is_ignored() -> None:
    game = start(new_game(), "gain_royal_marriage_effect", "castile", "granada")
    assert game.state["realms"]["castile"]["marriages"] == []
    assert game.entries[-1].values["reason"] == "a Christian and a non-Christian realm"


@pytest.mark.rule(
    "eupop-aid:Gain Royal Marriage", "eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D5"
)
def test_a_player_realm_is_asked() -> None:
    game = start(new_game(), "gain_royal_marriage_effect", "castile", "france")
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    game.apply("france", Action("relation_answer", "accept", ""))
    state = game.state
    assert state["realms"]["castile"]["marriages"] == ["france"]
    assert state["realms"]["france"]["marriages"] == ["castile"]
    assert state["supply"]["castile"]["marriages"] == 2
    assert state["supply"]["france"]["marriages"] == 2


@pytest.mark.rule("eupop-aid:Gain Royal Marriage", "interpretation:EUPOP-D5")
def test_a_player_realm_may_decline() -> None:
    game = start(new_game(), "gain_royal_marriage_effect", "castile", "france")
    game.apply("france", Action("relation_answer", "decline", ""))
    assert game.state["realms"]["castile"]["marriages"] == []
    assert game.state["supply"]["france"]["marriages"] == 3


@pytest.mark.rule("eupop-aid:Gain Royal Marriage", "interpretation:EUPOP-D7")
def test_out_of_marriages_one_with_a_non_player_realm_may_go() -> None:
    game = new_game()
    state = game.state
    for other in ("aragon", "france", "scotland"):
        state["realms"]["castile"]["marriages"].append(other)
        state["realms"][other]["marriages"].append("castile")
    state["realms"]["castile"]["marriages"].sort()
    state["supply"]["castile"]["marriages"] = 0
    game = start(game, "gain_royal_marriage_effect", "castile", "portugal")
    decision = game.decision()
    assert decision is not None
    assert [a.argument for a in decision.actions] == ["aragon", "scotland", ""]
    game.apply("castile", Action("remove_relation", "scotland", ""))
    assert game.state["realms"]["castile"]["marriages"] == ["aragon", "france", "portugal"]
    assert game.state["realms"]["scotland"]["marriages"] == []


@pytest.mark.rule("eupop-aid:Terminate/remove Alliance", "interpretation:EUPOP-D9")
def test_ending_an_active_alliance_leaves_the_ally_alone_in_its_war() -> None:
    game = new_game()
    state = game.state
    war = start_war(state, "france", ["england"])
    from hegemon.games.eupop.world.wars import join_war

    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    state["realms"]["france"]["active_allies"] = ["scotland"]
    allied.grant(state, "france", "scotland", 2)
    terminate_alliance(game, "france", "scotland")
    assert state["realms"]["france"]["allies"] == []
    assert state["players"]["france"]["allied_units"]["available"] == 0
    members = state["wars"][war]["attackers"]["members"]
    assert [m["joined"] for m in members if m["realm"] == "scotland"] == ["abandoned_ally"]


def _three_alliances(game_state: dict[str, object]) -> None:
    realms = game_state["realms"]
    assert isinstance(realms, dict)
    for npr in ("aragon", "genoa", "morocco"):
        realms["castile"]["allies"].append(npr)
        realms[npr]["allies"].append("castile")
    supply = game_state["supply"]
    assert isinstance(supply, dict)
    supply["castile"]["alliances"] = 0


@pytest.mark.rule("eupop-aid:Gain Alliance", "interpretation:EUPOP-D5", "interpretation:EUPOP-D7")
def test_a_player_target_answers_before_a_relation_is_given_up() -> None:
    game = new_game()
    _three_alliances(game.state)
    game = start(game, "gain_alliance_effect", "castile", "france")
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    game.apply("france", Action("relation_answer", "decline", ""))
    assert game.state["realms"]["castile"]["allies"] == ["aragon", "genoa", "morocco"]
    assert game.state["realms"]["genoa"]["allies"] == ["castile"]
    assert game.entries[-1].values["reason"] == "france declined"


@pytest.mark.rule("eupop-aid:Gain Alliance", "interpretation:EUPOP-D7")
def test_an_accepted_alliance_then_asks_which_one_goes() -> None:
    game = new_game()
    _three_alliances(game.state)
    game = start(game, "gain_alliance_effect", "castile", "france")
    game.apply("france", Action("relation_answer", "accept", ""))
    decision = game.decision()
    assert decision is not None and decision.seat == "castile"
    game.apply("castile", Action("remove_relation", "genoa", ""))
    assert game.state["realms"]["castile"]["allies"] == ["aragon", "france", "morocco"]
    assert "castile" in game.state["realms"]["france"]["allies"]
    assert game.state["realms"]["genoa"]["allies"] == []
    assert game.state["supply"]["castile"]["alliances"] == 0
