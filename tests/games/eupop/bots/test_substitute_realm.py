"""A Bot realm fully annexed is replaced by an NPR played by a Bot (eupop-bots REPLACING
BOT REALMS, S 542–552; interpretation:EUPOP-BOT-59): which realm, and how it is set up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hegemon.engine.match import Match
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.deck import age_cards
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import terms, victory
from hegemon.games.eupop.world.layout import owned_provinces
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.tokens import BOT_TOWN_GRANT
from hegemon.games.eupop.world.wars import start_war

pytestmark = pytest.mark.rule(
    "eupop-bots:REPLACING BOT REALMS",
    "eupop-bots:SUBSTITUTE BOTS",
    "eupop-aid:4. Aftermath",
    "interpretation:EUPOP-BOT-59",
)
OTHERS_WITH_DATA = ("castile", "england", "france", "ottomans")
"""margrave's non-player realms with Bot data in the shipped pack."""


def _annexed(
    rules: RulesModule = RULES, prepare: Callable[[State], None] | None = None
) -> tuple[Match, str]:
    """margrave, Brandenburg seated: Brandenburg occupies every province of Poland (a Bot,
    with 2 prestige, a military idea and a milestone) and fully annexes it (``prepare``
    sets the board up further first)."""
    match = Match.new(rules, "margrave", 3, ["brandenburg"])
    state = match.state
    if prepare is not None:
        prepare(state)
    poland = state["bots"]["poland"]
    poland["prestige"], poland["milestones"] = 2, ["ms1_great_army"]
    poland["ideas"]["military"], poland["researched"] = 1, ["levies"]
    state["decks"]["milestones"].remove("ms1_great_army")
    war = start_war(state, "brandenburg", ["poland"])
    for name in victory.de_jure(state, "poland"):
        state["map"]["provinces"][name]["occupier"] = "brandenburg"
    game = match.game
    terms.full_annexation(game, (war, "brandenburg", "poland"), "brandenburg", "poland")
    replaced = [entry for entry in game.entries if entry.kind == "bot_replaced"]
    assert len(replaced) == 1 and replaced[0].values["eliminated"] == "poland"
    told = rules.narrate(replaced[0])
    assert told.startswith(f"{told.split()[0]} takes the place of Poland, fully annexed by Bran")
    return match, str(replaced[0].seat)


def test_the_npr_of_highest_tax_income_with_bot_data_replaces_the_bot() -> None:
    """France and Castile own 7 provinces each; France's tax income is the highest."""
    match, new = _annexed()
    state = match.state
    assert new == "france"
    assert "poland" not in state["bots"] and "poland" not in state["supply"]
    assert (
        state["realms"]["poland"]["kind"] == "npr" and state["realms"]["poland"]["player"] is None
    )
    assert state["realms"]["france"]["kind"] == "player"
    assert state["realms"]["france"]["player"] == "bot"
    bot = state["bots"]["france"]
    assert bot["army"] == {"units": 3, "laid_down": 0, "area": None}
    assert (bot["prestige"], bot["milestones"], bot["researched"]) == (
        2,
        ["ms1_great_army"],
        ["levies"],
    )
    assert bot["ideas"]["military"] == 1 and bot["power"]["available"] == 9
    assert "charts_of" not in bot
    assert sorted(bot["deck"]) == sorted(age_cards(RULES.content, "france", 1))
    provinces = state["map"]["provinces"]
    geography = RULES.content.geography
    assert all(
        provinces[key]["town"] == geography.provinces[key].town
        for key in owned_provinces(state, "france")
    )
    assert "poland" not in state["round"]["turn_order"]
    assert state["round"]["turn_order"].index("france") == 2
    assert not any(force["realm"] == "poland" for force in state["forces"].values())
    assert not any("poland" in area["influence"] for area in state["map"]["areas"].values())
    assert RULES.invariants(state) == []


def _austria_in_normandie(state: State) -> None:
    state["map"]["areas"]["Normandie"]["influence"]["austria"] = 2
    state["supply"]["austria"]["cubes"] -= 2
    state["map"]["provinces"]["Paris"]["plus_one"] = True


def test_an_area_wholly_the_new_bots_loses_its_influence() -> None:
    """Normandie is all France's and holds 2 of Austria's cubes: France a player realm now,
    the area is wholly player realms' and the cubes go back to Austria (A 941–943, S 552).
    Paris keeps its +1 token: France's provinces were not annexed (EUPOP-D19)."""
    match, new = _annexed(prepare=_austria_in_normandie)
    state = match.state
    assert new == "france"
    assert state["map"]["areas"]["Normandie"]["influence"] == {}
    cleared = [entry for entry in match.game.entries if entry.kind == "influence_cleared"]
    assert [(entry.seat, entry.values["area"], entry.values["count"]) for entry in cleared] == [
        ("austria", "Normandie", 2)
    ]
    assert state["map"]["provinces"]["Paris"]["plus_one"] is True
    assert RULES.invariants(state) == []


def test_the_scenario_names_the_substitute_its_first_valid_one() -> None:
    """Lithuania owns nothing (its provinces are Poland's towns), so Hungary is chosen; it has
    no Bot data and plays with Poland's."""
    rules = RULES.with_content(
        {"scenarios/scenarios/margrave/bot_substitutes": ["lithuania", "hungary", "france"]}
    )
    match, new = _annexed(rules)
    assert new == "hungary"
    bot = match.state["bots"]["hungary"]
    assert bot["charts_of"] == "poland"
    assert sorted(bot["deck"]) == sorted(age_cards(RULES.content, "poland", 1))
    assert rules.invariants(match.state) == []


def test_without_bot_data_the_npr_of_highest_income_plays_with_the_eliminated_bots() -> None:
    realms: dict[str, Any] = dict(RULES.content.source["bots"]["realms"])
    for name in OTHERS_WITH_DATA:
        del realms[name]
    rules = RULES.with_content({"bots/realms": realms})
    match, new = _annexed(rules)
    state = match.state
    geography = RULES.content.geography
    incomes = {
        name: sum(geography.provinces[key].tax_value for key in owned)
        for name, owned in state["owned"].items()
        if owned
        and (state["realms"][name]["kind"] in ("npr", "dnpr") or name == new)
        and state["realms"][name]["overlord"] is None
    }
    best = max(incomes.values())
    assert new == min(name for name, income in incomes.items() if income == best)
    assert state["bots"][new]["charts_of"] == "poland"
    assert rules.invariants(state) == []


def test_a_bot_keeping_a_province_is_not_replaced() -> None:
    match = Match.new(RULES, "margrave", 3, ["brandenburg"])
    state = match.state
    war = start_war(state, "brandenburg", ["poland"])
    held = victory.de_jure(state, "poland")
    for name in held[1:]:
        state["map"]["provinces"][name]["occupier"] = "brandenburg"
    terms.full_annexation(match.game, (war, "brandenburg", "poland"), "brandenburg", "poland")
    assert state["realms"]["poland"]["player"] == "bot" and "poland" in state["bots"]
    assert not [entry for entry in match.game.entries if entry.kind == "bot_replaced"]


def _polish_ship_and_colonist(state: State) -> None:
    """Poland has one ship in the Baltic Sea and a colonist on Acapulco (both from its
    supply)."""
    state["forces"]["fP"] = Force(
        realm="poland",
        where="Baltic Sea",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    state["supply"]["poland"]["light_ships"] -= 1
    assert state["map"]["provinces"]["Acapulco"]["colonist"] is None
    state["map"]["provinces"]["Acapulco"]["colonist"] = "poland"
    state["supply"]["poland"]["colonists"] -= 1


def test_the_eliminated_bots_ship_and_colonist_go_back_to_the_supply_the_new_bot_inherits() -> None:
    """S 544: Poland's ship at sea and its colonist leave play, back to its supply, which
    France inherits — every token is counted (conservation)."""
    counts: dict[str, int] = {}

    def prepare(state: State) -> None:
        counts.update(
            ships=state["supply"]["poland"]["light_ships"],
            colonists=state["supply"]["poland"]["colonists"] + state["bots"]["poland"]["colonists"],
        )
        _polish_ship_and_colonist(state)

    match, new = _annexed(prepare=prepare)
    state = match.state
    assert new == "france"
    assert not any(force["realm"] in ("poland", "france") for force in state["forces"].values())
    assert state["map"]["provinces"]["Acapulco"]["colonist"] is None
    supply = state["supply"]["france"]
    assert (supply["light_ships"], supply["colonists"]) == (counts["ships"], counts["colonists"])
    assert RULES.invariants(state) == []


def _poland_granted_its_twenty_towns(state: State) -> None:
    state["bots"]["poland"]["twenty_towns_given"] = True
    state["supply"]["poland"]["small_towns"] += BOT_TOWN_GRANT


def test_the_new_bot_keeps_the_twenty_more_towns_the_eliminated_bot_was_granted() -> None:
    """Poland had been granted the +20 tile's 20 more small towns (S 318, EUPOP-BOT-27): they
    come to France with the supply, France's mat says they were given (conservation counts
    them) and France is not granted 20 more."""
    match, new = _annexed(prepare=_poland_granted_its_twenty_towns)
    state = match.state
    assert new == "france"
    assert state["bots"]["france"].get("twenty_towns_given") is True
    granted = [
        entry.values["granted"]
        for entry in match.game.entries
        if entry.kind == "bot_town_tile" and entry.seat == "france"
    ]
    assert not any(granted)
    assert RULES.invariants(state) == []


def _france_allied_and_married(state: State) -> None:
    """France (an NPR) is allied with Brandenburg (a player realm: its token placed) and
    with four NPRs, and married to Aragon (ties made by events)."""
    france = state["realms"]["france"]
    for other in ("brandenburg", "burgundy", "castile", "england", "genoa"):
        france["allies"].append(other)
        state["realms"][other]["allies"].append("france")
    state["supply"]["brandenburg"]["alliances"] -= 1
    france["marriages"].append("aragon")
    state["realms"]["aragon"]["marriages"].append("france")


def test_the_new_bots_ties_with_nprs_take_tokens_of_its_supply_and_end_when_none_is_left() -> None:
    """S 552, EUPOP-BOT-59: France's alliance with Brandenburg ends (Brandenburg's token back,
    none to France); its NPR alliances stay A→Z while the inherited supply has a token (3:
    Burgundy, Castile, England), Genoa's ends; its marriage to Aragon takes a token."""
    match, new = _annexed(prepare=_france_allied_and_married)
    state = match.state
    assert new == "france"
    france = state["realms"]["france"]
    assert france["allies"] == ["burgundy", "castile", "england"]
    assert "france" not in state["realms"]["genoa"]["allies"]
    assert "france" not in state["realms"]["brandenburg"]["allies"]
    assert france["marriages"] == ["aragon"]
    supply = state["supply"]
    assert (supply["france"]["alliances"], supply["france"]["marriages"]) == (0, 2)
    assert supply["brandenburg"]["alliances"] == 3
    assert RULES.invariants(state) == []
