"""The papal actions: who may take them, Excommunicate Ruler and Call Crusade (aid PAPAL
ACTIONS (p. 46), Excommunicate Ruler, Call Crusade, Casus Belli (p. 22); EUPOP-U6, U8,
U9)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.papal import (
    crusade_areas,
    crusade_offers,
    excommunicate_offers,
    excommunication_targets,
)
from hegemon.games.eupop.rules.war.casus_belli import holdings
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.curia.support import new_game, seat_cardinals, start
from tests.games.eupop.economy.support import answer, verbs

PAPAL = "eupop-aid:PAPAL ACTIONS (p. 46)"


def controlled() -> Game:
    """Castile controls the Curia with 2 diplomatic power."""
    game = new_game()
    seat_cardinals(game, ["castile", None, None, None, None, None])
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 2
    return game


def offered(game: Game) -> list[Any]:
    state, content = game.state, content_of(game)
    return [
        action.verb
        for action in excommunicate_offers(state, content, "castile")[:1]
        + crusade_offers(state, content, "castile")[:1]
    ]


@pytest.mark.rule("eupop-aid:PAPAL ACTIONS (p. 46)", "interpretation:EUPOP-U6")
def test_the_controller_is_offered_both_papal_actions() -> None:
    assert offered(controlled()) == ["excommunicate_ruler", "call_crusade"]


@pytest.mark.rule("eupop-aid:PAPAL ACTIONS (p. 46)", "interpretation:EUPOP-U6")
def test_no_papal_action_for_others_after_one_this_round_in_age_three_or_without_power() -> None:
    game = controlled()
    seat_cardinals(game, ["france", None, None, None, None, None])
    assert offered(game) == []
    game = controlled()
    game.state["round"]["papal_action"] = True
    assert offered(game) == []
    game = controlled()
    game.state["round"]["age"] = 3
    assert offered(game) == []
    game = controlled()
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 1
    assert offered(game) == []


@pytest.mark.rule("eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )", "interpretation:EUPOP-U8")
def test_only_catholic_realms_but_the_papal_states_are_targets() -> None:
    targets = excommunication_targets(controlled().state, "castile")
    assert {"france", "england"} <= set(targets)  # England a Bot (EUPOP-BOT-40)
    assert not {"castile", "papal_states", "ottomans", "granada"} & set(targets)


@pytest.mark.rule(
    "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )",
    "eupop-aid:PAPAL ACTIONS (p. 46)",
    "interpretation:EUPOP-U8",
)
def test_excommunicating_france() -> None:
    """France: stability 1, cardinals in slots 1 and 3, influence 3 in Catholic Normandie
    and 2 in Catholic Languedoc and 1 in Sunni Granada: it loses 1 stability, the cardinal
    in slot 3 and 4 Catholic cubes, its seat picking them while both Catholic areas hold
    more than it still loses (Normandie three times; the last goes from Languedoc, the only
    area left)."""
    game = controlled()
    state = game.state
    seat_cardinals(game, ["castile", "france", "castile", "france", None, None])
    state["players"]["france"]["stability"] = 1
    areas = state["map"]["areas"]
    areas["Normandie"]["influence"] = {"france": 3}
    areas["Languedoc"]["influence"] = {"france": 2}
    areas["Granada"]["influence"] = {"france": 1}
    cubes = state["supply"]["france"]["cubes"]
    handle = start(game, "excommunicate_ruler", "castile", "france")
    for _ in range(3):
        assert verbs(handle) == [
            ("lose_influence_cube", "Languedoc"),
            ("lose_influence_cube", "Normandie"),
        ]
        answer(handle, "france", "lose_influence_cube", "Normandie")
    state = handle.state
    assert state["realms"]["france"]["excommunicated"] is True
    assert state["players"]["france"]["stability"] == 0
    assert state["curia"]["slots"] == ["castile", "france", "castile", None, None, None]
    assert [
        state["map"]["areas"][a]["influence"] for a in ("Normandie", "Languedoc", "Granada")
    ] == [
        {},
        {"france": 1},
        {"france": 1},
    ]
    assert state["supply"]["france"]["cubes"] == cubes + 1 + 4
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 0
    assert state["round"]["papal_action"] is True


@pytest.mark.rule(
    "eupop-aid:Casus Belli (p. 22)",
    "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )",
    "interpretation:EUPOP-W4",
)
def test_catholic_realms_hold_the_excommunication_casus_belli() -> None:
    game = controlled()
    content = content_of(game)
    assert "excommunication" not in holdings(game.state, content, "castile", ["france"])["france"]
    game.state["realms"]["france"]["excommunicated"] = True
    assert "excommunication" in holdings(game.state, content, "castile", ["france"])["france"]
    game.state["realms"]["castile"]["religion"] = "protestant"
    assert "excommunication" not in holdings(game.state, content, "castile", ["france"])["france"]


@pytest.mark.rule("eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-U9")
def test_crusade_areas_need_two_muslim_provinces_and_no_token() -> None:
    game = controlled()
    areas = crusade_areas(game.state, content_of(game))
    assert "Granada" in areas and "Castilla" not in areas
    game.state["map"]["areas"]["Granada"]["crusade"] = True
    assert "Granada" not in crusade_areas(game.state, content_of(game))


@pytest.mark.rule("eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-U9")
def test_calling_a_crusade_without_a_war() -> None:
    game = controlled()
    handle = start(game, "call_crusade", "castile", "Granada")
    assert handle.state["map"]["areas"]["Granada"]["crusade"] is True
    assert ("crusade_war", ("granada",)) in verbs(handle)
    prestige = handle.state["players"]["castile"]["prestige"]
    answer(handle, "castile", "crusade_no_war")
    assert handle.state["players"]["castile"]["crusade"] == []
    assert handle.state["players"]["castile"]["prestige"] == prestige
    assert handle.state["players"]["castile"]["monarch_power"]["diplomatic"] == 0


@pytest.mark.rule(
    "eupop-aid:Call Crusade (2👤)",
    "eupop-aid:Declare War (1 $\\times$ ) (p. 16)",
    "interpretation:EUPOP-U9",
)
def test_the_crusades_free_war_scores_gives_mercenaries_and_commits() -> None:
    game = controlled()
    game.state["players"]["castile"]["monarch_power"]["military"] = 0
    prestige = game.state["players"]["castile"]["prestige"]
    handle = start(game, "call_crusade", "castile", "Granada")
    answer(handle, "castile", "crusade_war", ("granada",))
    state = handle.state
    war = state["wars"]["w1"]
    assert (war["attackers"]["leader"], war["defenders"]["leader"]) == ("castile", "granada")
    assert war["casus_belli"] == {"granada": "holy_war"}
    answer(handle, "castile", "no_free_action")
    while (decision := handle.decision()) is not None and decision.step == "ask_area":
        handle.apply("castile", decision.actions[0])
    assert state["players"]["castile"]["prestige"] == prestige + 1
    assert state["players"]["castile"]["crusade"] == ["Granada"]
    mercenaries = sum(
        force["units"].get("mercenary_infantry", 0)
        for force in state["forces"].values()
        if force["realm"] == "castile"
    )
    assert mercenaries == 2
    assert state["players"]["castile"]["monarch_power"]["military"] == 0


@pytest.mark.rule("eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-U9")
def test_the_crusades_free_war_may_name_any_set_of_the_muslim_realms() -> None:
    """Granada, Morocco and Tunis each own a province of Aragon: the free war may be
    declared on each alone, on any two of them or on all three (audit 2026-11-29,
    finding 3)."""
    game = controlled()
    provinces = content_of(game).geography.areas["Aragon"].provinces
    for province, holder in zip(provinces, ["granada", "morocco", "tunis"], strict=True):
        set_owner(game.state, province, holder)
    handle = start(game, "call_crusade", "castile", "Aragon")
    wars = [argument for verb, argument in verbs(handle) if verb == "crusade_war"]
    assert wars == [
        ("granada",),
        ("morocco",),
        ("tunis",),
        ("granada", "morocco"),
        ("granada", "tunis"),
        ("morocco", "tunis"),
        ("granada", "morocco", "tunis"),
    ]
    answer(handle, "castile", "crusade_war", ("morocco", "tunis"))
    war = handle.state["wars"]["w1"]
    assert war["casus_belli"] == {"morocco": "holy_war", "tunis": "holy_war"}


@pytest.mark.rule(
    "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )",
    "eupop-aid:PAPAL ACTIONS (p. 46)",
    "interpretation:EUPOP-U8",
)
def test_excommunicating_a_non_player_realm_takes_no_stability() -> None:
    """Saxony, an NPR, has no stability to lose (found by fuzz: a KeyError once Bots became
    targets and the non-human branch took every other realm for a Bot)."""
    game = controlled()
    handle = start(game, "excommunicate_ruler", "castile", "saxony")
    state = handle.state
    assert state["realms"]["saxony"]["excommunicated"] is True
    assert "saxony" not in state["players"] and "saxony" not in state["bots"]
