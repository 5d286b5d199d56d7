"""Token conservation: a player realm's supply and its placed tokens add up to the box, and
the leaks the invariant found stay settled (world/conservation.py; aid Token Limits (p.2);
interpretation:EUPOP-F20)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.cleanup.procedure import return_focus_cube
from hegemon.games.eupop.rules.diplomacy.cut_ties import release_vassal
from hegemon.games.eupop.rules.military.access import take_access
from hegemon.games.eupop.rules.war.calls import end_marriage, remove_influence
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.layout import REBELS
from hegemon.games.eupop.world.relations import marry
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.cleanup.helpers import answer, decision, set_up, start

TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
F20 = "interpretation:EUPOP-F20"


def new_game(scenario: str = "six_crowns", seats: list[str] | None = None) -> Game:
    return RULES.setup(scenario, seed=1, seats=seats)


def broken(game: Game) -> list[str]:
    return conservation(game.state, RULES.content)


@pytest.mark.rule(TOKEN_LIMITS, F20)
@pytest.mark.parametrize("scenario", sorted(RULES.content.scenarios))
def test_every_scenario_sets_up_with_each_token_in_one_place(scenario: str) -> None:
    assert broken(new_game(scenario)) == []


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_bot_realms_are_not_counted() -> None:
    """Six crowns with two human seats: the four Bots keep a Bot mat (issue 13)."""
    game = new_game(seats=["castile", "france"])
    game.state["supply"]["poland"]["infantry"] = 0
    assert broken(game) == []


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_a_token_gone_from_both_the_supply_and_the_board_is_named() -> None:
    game = new_game()
    game.state["supply"]["castile"]["infantry"] -= 1
    game.state["map"]["areas"]["Aragon"]["claims"].append("france")
    assert broken(game) == [
        "15 infantry in castile's supply and 4 placed, not 20 in all",
        "5 claims in france's supply and 2 placed, not 6 in all",
    ]


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_a_supply_below_zero_is_named_even_when_the_sum_holds() -> None:
    game = new_game()
    supply = game.state["supply"]["castile"]
    supply["merchants"] = -1
    game.state["players"]["castile"]["merchants"] += [
        {"node": None, "exhausted": False},
        {"node": None, "exhausted": False},
    ]
    assert broken(game) == ["-1 merchants in castile's supply and 4 placed, not 3 in all"]


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_a_light_ship_in_a_trade_protection_slot_is_placed() -> None:
    """Castile's fleet of 2 light ships gives one to the slot of the Eastern Atlantic."""
    game = new_game()
    state = game.state
    state["forces"]["f002"]["units"]["light_ship"] = 1
    state["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"].append("castile")
    assert broken(game) == []


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_cubes_count_the_box_less_the_monarch_power_the_scenario_set_up() -> None:
    """Castile starts with 9 monarch power: 21 cubes in the supply, 0 placed. Power gained
    later takes no cube; a cardinal and the focus slot hold one each."""
    game = new_game()
    state = game.state
    assert state["supply"]["castile"]["cubes"] == 21
    state["players"]["castile"]["monarch_power"]["military"] = 10
    assert broken(game) == []
    state["supply"]["castile"]["cubes"] -= 2
    state["curia"]["slots"][0] = "castile"
    state["players"]["castile"]["national_focus"] = state["round"]["number"]
    assert broken(game) == []


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_rebels_may_overdraw_their_box_but_not_vanish() -> None:
    """NPR units left as rebels after an invasion draw the box below zero (EUPOP-B10); the
    box and the board still make up the pack's 24."""
    game = new_game()
    state = game.state
    state["box"]["rebels"] = -2
    state["forces"]["f900"] = {
        "realm": "rebels",
        "where": "Aragon",
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": 26},
    }
    assert broken(game) == []
    state["forces"]["f900"]["units"]["infantry"] = 25
    assert broken(game) == ["-2 rebels in the box and 25 placed, not 24 in all"]


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_a_hand_written_board_is_held_to_the_counts_it_started_from() -> None:
    """A situation's board (reindexed by the runner) may be off the box; its play may not
    lose a token from there."""
    game = new_game()
    state = game.state
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 3}
    assert broken(game) == ["21 cubes in castile's supply and 3 placed, not 21 in all"]
    RULES.reindex(state)
    assert state["supply_offsets"] == {"castile": {"cubes": 3}}
    assert broken(game) == []
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 2}
    assert broken(game) == ["21 cubes in castile's supply and 2 placed, not 24 in all"]


@pytest.mark.rule(TOKEN_LIMITS, F20)
def test_reindexing_a_board_that_adds_up_records_nothing() -> None:
    game = new_game()
    RULES.reindex(game.state)
    assert "supply_offsets" not in game.state


@pytest.mark.rule("eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-D10", F20)
def test_influence_removed_by_a_rule_goes_back_to_the_supply() -> None:
    """Two of Castile's three cubes in Aragon are removed (a Call to Arms, a cut alliance
    ...): they go back to its supply (they used to vanish)."""
    game = new_game()
    state = game.state
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 3}
    state["supply"]["castile"]["cubes"] -= 3
    assert remove_influence(game, "castile", ["Aragon"], 2, "rule", "test") == 2
    assert state["map"]["areas"]["Aragon"]["influence"] == {"castile": 1}
    assert state["supply"]["castile"]["cubes"] == 20
    assert broken(game) == []


@pytest.mark.rule("eupop-aid:Military Access (p. 25)", F20)
def test_a_cube_paid_for_military_access_goes_back_to_the_supply() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 1}
    state["supply"]["castile"]["cubes"] -= 1
    take_access(game, "castile", "Aragon", "remove_influence")
    assert state["map"]["areas"]["Aragon"]["influence"] == {}
    assert state["supply"]["castile"]["cubes"] == 21
    assert broken(game) == []


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15", F20)
def test_a_released_vassal_gives_back_a_token_for_each_province_occupied_or_not() -> None:
    """Lithuania, Poland's vassal, owns Kiev, Minsk and Vilnius; the Teutonic Order occupies
    Vilnius. All four vassal tokens go back, two of them Vilnius's, a large province (only
    two did once, and three until EUPOP-D29)."""
    game = new_game()
    state = game.state
    assert state["supply"]["poland"]["vassal_tokens"] == 6
    state["map"]["provinces"]["Vilnius"]["occupier"] = "teutonic_order"
    release_vassal(game, "poland", "lithuania")
    assert state["realms"]["lithuania"]["overlord"] is None
    assert state["supply"]["poland"]["vassal_tokens"] == 10
    assert broken(game) == []


@pytest.mark.rule("eupop-aid:A. Update and Refresh", "interpretation:EUPOP-A7", F20)
def test_the_focus_cube_given_back_in_clean_up_leaves_the_slot_empty() -> None:
    game = new_game()
    state = game.state
    state["supply"]["castile"]["cubes"] -= 1
    state["players"]["castile"]["national_focus"] = state["round"]["number"]
    assert broken(game) == []
    assert return_focus_cube(state, "castile") == 1
    assert state["players"]["castile"]["national_focus"] == 0
    assert state["supply"]["castile"]["cubes"] == 21
    assert broken(game) == []
    assert return_focus_cube(state, "castile") == 0


@pytest.mark.rule("eupop-aid:D. End of Age Routine", "interpretation:EUPOP-S8", F20)
def test_keeping_marriages_at_the_end_of_age_pays_power_and_gives_no_cube() -> None:
    """France keeps its marriage to Castile for 2 diplomatic power: the power leaves the mat,
    and no cube comes to the supply (2 did, which power never took)."""
    state = set_up()
    state["hre"]["emperor"] = None

    def married(prepared: State) -> None:
        prepared["decks"]["events"] = prepared["decks"]["events"][:6]
        for one, other in (("castile", "france"), ("france", "castile")):
            prepared["realms"][one]["marriages"] = [other]
            prepared["supply"][one]["marriages"] -= 1

    cubes = state["supply"]["france"]["cubes"]
    game = start(state, arrange=married)
    answer(game, "pay_power", 2)
    assert decision(game).seat == "france"
    answer(game, "pay_power", 2)
    assert state["players"]["france"]["monarch_power"]["diplomatic"] == 1
    assert state["supply"]["france"]["cubes"] == cubes
    assert broken(game) == []


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6", F20)
def test_vassalization_puts_a_token_on_a_province_rebels_hold() -> None:
    """Castile vassalizes Aragon (5 provinces, Barcelona and Zaragoza large: 7 tokens,
    EUPOP-D29) while rebels hold Messina: rebels are no third realm, so all 7 tokens leave
    its supply (Messina's did not once, and a token later came back from it that never
    went)."""
    state = new_game().state
    start_war(state, "castile", ["aragon"])
    state["forces"]["f001"]["units"] = {"infantry": 9}
    for name, occupier in (("Palermo", "castile"), ("Zaragoza", "castile"), ("Messina", REBELS)):
        state["map"]["provinces"][name]["occupier"] = occupier
    RULES.reindex(state)
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    game.apply("castile", Action("peace_term", "vassalization", ""))
    assert state["realms"]["aragon"]["overlord"] == "castile"
    assert state["supply"]["castile"]["vassal_tokens"] == 3
    assert broken(game) == []


@pytest.mark.rule("eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D1", F20)
def test_the_cabinet_token_is_the_realms_own_and_never_joins_the_supply() -> None:
    """Castile, with the Cabinet idea, marries four NPRs: the fourth token is its own. When
    a marriage ends, that token does not go to the supply (the supply would have held 1
    with 3 still placed, 4 of a box of 3); the next one does."""
    game = new_game()
    state = game.state
    state["players"]["castile"]["ideas"].append("cabinet")
    for partner in ("aragon", "portugal", "scotland", "burgundy"):
        marry(state, "castile", partner)
    assert state["supply"]["castile"]["marriages"] == 0
    assert broken(game) == []
    assert end_marriage(state, "castile", "burgundy") == []
    assert state["supply"]["castile"]["marriages"] == 0
    assert broken(game) == []
    assert end_marriage(state, "castile", "scotland") == ["castile"]
    assert state["supply"]["castile"]["marriages"] == 1
    assert broken(game) == []
