"""Phase 3, Peace & Rebels, steps A to H, run through the procedure (interpretations
EUPOP-P1 to P14)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.unrest import unrest_tasks
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.peace_rebels.harness import answer, ended, kinds, options, run, six_crowns


@pytest.fixture
def state() -> State:
    return six_crowns()


def rebels(state: State, where: str, count: int) -> None:
    state["forces"]["r1"] = {
        "realm": "rebels",
        "where": where,
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": count},
    }
    state["box"]["rebels"] -= count


def rebels_at(state: State) -> dict[str, int]:
    found: dict[str, int] = {}
    for force in state["forces"].values():
        if force["realm"] == "rebels":
            found[force["where"]] = found.get(force["where"], 0) + force["units"]["infantry"]
    return found


@pytest.mark.rule("eupop-aid:3. PEACE & REBELS")
def test_a_quiet_board_runs_through_the_phase_changing_nothing(state: State) -> None:
    before = {key: state[key] for key in ("map", "players", "realms", "forces")}
    game = run(state)
    assert ended(game)
    assert kinds(game) == []
    assert {key: state[key] for key in before} == before


@pytest.mark.rule("eupop-aid:A. Remove Casus Belli & Truces")
def test_a_casus_belli_without_war_and_every_truce_are_removed(state: State) -> None:
    state["realms"]["castile"]["casus_belli"] = ["france", "aragon"]
    state["realms"]["castile"]["truces"] = ["england"]
    game = run(state)
    assert ended(game)
    assert state["realms"]["castile"]["casus_belli"] == []
    assert state["realms"]["castile"]["truces"] == []
    assert [entry for entry in kinds(game) if entry[0] == "casus_belli_removed"] == [
        ("casus_belli_removed", {"realm": "castile", "target": "france"}),
        ("casus_belli_removed", {"realm": "castile", "target": "aragon"}),
    ]


@pytest.mark.rule("eupop-aid:A. Remove Casus Belli & Truces", "eupop-aid:D. Peace Resolutions")
def test_a_casus_belli_at_war_stays_and_one_not_at_war_goes(state: State) -> None:
    """Step A comes before the peace of step D (here an automatic white peace)."""
    state["realms"]["castile"]["casus_belli"] = ["france", "england"]
    start_war(state, "castile", ["france"])
    game = run(state)
    assert [values for kind, values in kinds(game) if kind == "casus_belli_removed"] == [
        {"realm": "castile", "target": "england"}
    ]
    assert state["realms"]["castile"]["casus_belli"] == ["france"]
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:B. NPR Invasions (advanced rules)", "eupop-aid:Invasion sequence")
def test_an_npr_at_war_with_a_player_realm_invades_and_fights_in_step_b(state: State) -> None:
    start_war(state, "castile", ["aragon"])
    # Round 1: 3 hits each (Castile picks 3 infantry); round 2: Aragon rolls blanks and
    # Castile's infantry and cavalry faces remove Aragon's last 2 units. The invasion's 2
    # unrest in Castilla then roll 2 blank rebel dice.
    game = run(state, dice=[1, 1, 1, 1, 1, 1, 6, 6, 6, 1, 3, 6, 6, 6])
    steps = []
    while not ended(game):
        decision = options(game)
        steps.append(decision.step)
        if decision.step == "ask_casualty":
            answer(game, "casualty", "infantry")
        elif decision.step == "ask_retreat":
            answer(game, "stay", None)
        else:
            answer(game, decision.actions[0].verb, None)
    assert steps == [
        "ask_leader",
        "ask_action",
        *["ask_casualty"] * 3,
        "ask_retreat",
        "ask_action",
    ]
    log = kinds(game)
    assert log[:4] == [
        ("invasion_unrest", {"area": "Castilla", "province": "Burgos"}),
        ("invasion_unrest", {"area": "Castilla", "province": "Toledo"}),
        ("npr_invasion", {"npr": "aragon", "area": "Castilla", "units": 5}),
        ("battle", {"where": "Castilla", "attacker": "aragon", "defenders": ["castile"]}),
    ]
    won = [values for kind, values in log if kind == "battle_won"]
    assert [(won[0]["winner"], won[0]["losses"], won[0]["rounds"])] == [
        ("defender", {"attacker": 5, "defender": 3}, 2)
    ]
    assert state["forces"]["f001"]["units"] == {"infantry": 1, "cavalry": 1}
    assert rebels_at(state) == {}
    assert state["map"]["areas"]["Castilla"]["unrest"] == {"castile": 2}


@pytest.mark.rule("eupop-aid:B. NPR Invasions (advanced rules)", "interpretation:EUPOP-BOT-50")
def test_an_npr_invading_a_bot_meets_the_bots_army_in_the_area() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    start_war(state, "poland", ["hungary"])
    game = run(state, [6, 6, 6])
    placed = [e.values for e in game.entries if e.kind == "bot_army"]
    assert placed[0]["change"] == "placed" and placed[0]["area"] == "Polska"
    assert state["round"]["bot_invaded"] == ["poland"]
    # step D: nothing occupied, a white peace; at peace the army leaves the map (EUPOP-BOT-51)
    assert state["wars"] == {}
    assert state["bots"]["poland"]["army"] == {"units": 6, "laid_down": 0, "area": None}


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "eupop-aid:Rebel Units (👤)")
def test_rebels_siege_the_large_province_first_within_their_strength(state: State) -> None:
    rebels(state, "Andalucia", 4)
    game = run(state)
    assert ended(game)
    assert state["map"]["provinces"]["Sevilla"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Cordoba"]["occupier"] is None
    assert rebels_at(state) == {"Andalucia": 4}
    assert ("rebels_siege", {"province": "Sevilla", "result": "occupied"}) in kinds(game)


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "eupop-aid:Siege (p. 28)")
def test_rebels_siege_several_provinces_up_to_their_strength(state: State) -> None:
    rebels(state, "Andalucia", 5)
    run(state)
    assert state["map"]["provinces"]["Sevilla"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Cordoba"]["occupier"] == "rebels"


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move")
def test_the_realm_with_lowest_tax_income_in_the_area_chooses_the_siege(state: State) -> None:
    set_owner(state, "Burgos", "france")
    state["map"]["areas"]["Castilla"]["cores"] = ["castile", "france"]
    rebels(state, "Castilla", 2)
    game = run(state)
    decision = options(game)
    assert (decision.seat, decision.step) == ("france", "ask_siege")
    assert [action.argument for action in decision.actions] == ["Burgos", "Valladolid"]
    answer(game, "siege", "Valladolid")
    assert ended(game)
    assert state["map"]["provinces"]["Valladolid"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Burgos"]["occupier"] is None


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "eupop-aid:Rebel Units (👤)")
def test_a_siege_liberates_a_province_not_a_core_of_its_owner(state: State) -> None:
    """France holds Sevilla, Castile's core: rebels liberate it, France's town goes back to
    its supply, Castile places a small town and France gains a casus belli on Castile."""
    set_owner(state, "Sevilla", "france")
    state["map"]["provinces"]["Sevilla"]["town"] = "small"
    towns = (state["supply"]["france"]["small_towns"], state["supply"]["castile"]["small_towns"])
    rebels(state, "Andalucia", 3)
    game = run(state)
    assert ended(game)
    sevilla = state["map"]["provinces"]["Sevilla"]
    assert (sevilla["owner"], sevilla["town"], sevilla["occupier"]) == ("castile", "small", None)
    assert state["supply"]["france"]["small_towns"] == towns[0] + 1
    assert state["supply"]["castile"]["small_towns"] == towns[1] - 1
    assert state["realms"]["france"]["casus_belli"] == ["castile"]
    assert ("rebels_siege", {"province": "Sevilla", "result": "liberated"}) in kinds(game)


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move")
def test_rebels_without_player_provinces_move_all_but_one_where_not_outnumbered(
    state: State,
) -> None:
    rebels(state, "Aragon", 3)
    game = run(state)
    assert ended(game)
    assert rebels_at(state) == {"Aragon": 1, "Languedoc": 2}
    assert state["box"]["rebels"] == 21
    assert ("rebels_move", {"source": "Aragon", "area": "Languedoc", "count": 2}) in kinds(game)


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P7")
def test_a_lone_rebel_unit_with_nowhere_to_siege_or_go_is_removed(state: State) -> None:
    """Aragon's neighbours with player provinces all hold 2+ player land units."""
    state["forces"]["f003"]["where"] = "Languedoc"
    state["forces"]["f003"]["units"] = {"infantry": 2}
    rebels(state, "Aragon", 1)
    game = run(state)
    assert ended(game)
    assert rebels_at(state) == {}
    assert state["box"]["rebels"] == 24
    assert ("rebels_removed", {"area": "Aragon", "count": 1}) in kinds(game)


def france_meets_moving_rebels(state: State, infantry: int, dice: list[int]) -> Game:
    """France's infantry in Languedoc, 3 rebels in Aragon: 2 of them move there and fight;
    France plays no battle action."""
    state["forces"]["f003"]["where"] = "Languedoc"
    state["forces"]["f003"]["units"] = {"infantry": infantry}
    rebels(state, "Aragon", 3)
    game = run(state, dice=dice)
    answer(game, "no_battle_leader", None)
    answer(game, "no_battle_action", None)
    return game


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "eupop-aid:7. Proclaim a Winner")
def test_rebels_moving_onto_player_units_fight_and_stay_when_they_win(state: State) -> None:
    # The 2 rebels moving roll one infantry face; France rolls blanks.
    game = france_meets_moving_rebels(state, 1, dice=[1, 6, 6, 6, 6, 6])
    assert ended(game)
    assert "f003" not in state["forces"]
    assert rebels_at(state) == {"Aragon": 1, "Languedoc": 2}
    won = [values for kind, values in kinds(game) if kind == "battle_won"]
    assert won == [
        {
            "where": "Languedoc",
            "winner": "attacker",
            "attacker": "rebels",
            "defender": "france",
            "losses": {"attacker": 0, "defender": 1},
            "rounds": 1,
            "reward": False,
        }
    ]


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move")
def test_rebels_moving_onto_player_units_that_win_go_back_to_the_box(state: State) -> None:
    # Rebels roll blanks; France's infantry faces hit both.
    game = france_meets_moving_rebels(state, 2, dice=[6, 6, 6, 1, 1, 6])
    assert ended(game)
    assert state["forces"]["f003"]["units"] == {"infantry": 2}
    assert rebels_at(state) == {"Aragon": 1}
    assert state["box"]["rebels"] == 23


@pytest.mark.rule("eupop-aid:E. Prestige Penalties")
def test_occupied_provinces_cost_their_tax_value_in_prestige_at_most_5(state: State) -> None:
    state["players"]["castile"]["prestige"] = 10
    state["players"]["france"]["prestige"] = 10
    state["map"]["provinces"]["Toledo"]["occupier"] = "rebels"
    state["map"]["provinces"]["Sevilla"]["occupier"] = "rebels"
    state["map"]["provinces"]["Caen"]["occupier"] = "rebels"
    game = run(state)
    assert ended(game)
    assert state["players"]["castile"]["prestige"] == 5
    assert state["players"]["france"]["prestige"] == 9


@pytest.mark.rule("eupop-aid:F. Interregnums", "eupop-aid:Stability (♠) (p. 20)")
def test_an_interregnum_costs_one_stability(state: State) -> None:
    """At -3 the step lost is 2 prestige instead, a monarch power for each one missing
    (EUPOP-P9, E3)."""
    state["players"]["castile"]["ruler"] = None
    state["players"]["france"]["ruler"] = None
    state["players"]["france"]["stability"] = -3
    state["players"]["france"]["prestige"] = 1
    game = run(state, dice=[6])
    assert (options(game).seat, options(game).step) == ("france", "ask_unrest")
    answer(game, "unrest_gain", "Normandie")
    assert ended(game)
    assert state["players"]["castile"]["stability"] == -1
    assert state["players"]["france"]["stability"] == -3
    assert state["players"]["france"]["prestige"] == 0
    assert state["players"]["france"]["monarch_power"] == {
        "administrative": 2,
        "diplomatic": 3,
        "military": 3,
    }
    assert kinds(game)[:5] == [
        ("interregnum", {"flipped": []}),
        ("stability", {"change": -1, "now": -1}),
        ("interregnum", {"flipped": []}),
        ("prestige", {"change": -1, "now": 0, "reason": "stability at -3"}),
        ("monarch_power", {"power": "administrative", "change": -1, "now": 2, "asked": 1}),
    ]


@pytest.mark.rule("eupop-aid:G. Religious Dissent")
def test_an_area_of_another_religion_gains_unrest(state: State) -> None:
    state["map"]["religion_slots"]["Andalucia"]["religion"] = "protestant"
    game = run(state, dice=[6])
    assert ended(game)
    assert state["map"]["areas"]["Andalucia"]["unrest"] == {"castile": 1}
    assert ("unrest_added", {"area": "Andalucia", "count": 1}) in kinds(game)


@pytest.mark.rule("eupop-aid:G. Religious Dissent")
def test_influence_in_another_religion_costs_influence_or_unrest(state: State) -> None:
    state["map"]["religion_slots"]["Bohmen"]["religion"] = "protestant"
    game = run(state)
    decision = options(game)
    assert (decision.seat, decision.step) == ("austria", "ask_dissent")
    assert [(action.verb, action.argument) for action in decision.actions] == [
        ("dissent_influence", "Bohmen"),
        ("dissent_unrest", "Osterreich"),
    ]
    answer(game, "dissent_influence", "Bohmen")
    assert ended(game)
    assert state["map"]["areas"]["Bohmen"]["influence"] == {"austria": 1}
    assert state["supply"]["austria"]["cubes"] == 18


@pytest.mark.rule("eupop-aid:H. Gain/Remove Unrest")
def test_a_realm_at_war_gains_two_unrest_and_at_minus_2_stability_one(state: State) -> None:
    start_war(state, "castile", ["france"])
    state["players"]["castile"]["stability"] = -2
    state["players"]["france"]["stability"] = 2
    assert unrest_tasks(state, "castile") == ["gain", "gain", "gain"]
    assert unrest_tasks(state, "france") == ["gain", "gain", "remove"]
    assert unrest_tasks(state, "england") == []


@pytest.mark.rule("eupop-aid:H. Gain/Remove Unrest")
def test_at_minus_2_stability_the_realm_places_one_unrest(state: State) -> None:
    state["players"]["castile"]["stability"] = -2
    game = run(state, dice=[6])
    decision = options(game)
    assert (decision.seat, decision.step) == ("castile", "ask_unrest")
    assert [action.argument for action in decision.actions] == ["Andalucia", "Castilla", "Leon"]
    answer(game, "unrest_gain", "Leon")
    assert ended(game)
    assert state["map"]["areas"]["Leon"]["unrest"] == {"castile": 1}


@pytest.mark.rule("eupop-aid:H. Gain/Remove Unrest")
def test_at_plus_2_stability_one_unrest_is_removed(state: State) -> None:
    state["players"]["castile"]["stability"] = 2
    state["map"]["areas"]["Leon"]["unrest"] = {"castile": 2}
    game = run(state, dice=[6])
    assert ended(game)
    assert state["map"]["areas"]["Leon"]["unrest"] == {"castile": 1}
    assert ("unrest_removed", {"area": "Leon", "count": 1}) in kinds(game)


@pytest.mark.rule("eupop-aid:F. Interregnums")
def test_an_interregnum_turns_over_the_marriage_tokens_on_the_realm(state: State) -> None:
    state["players"]["castile"]["ruler"] = None
    state["realms"]["castile"]["marriages"] = ["france"]
    state["realms"]["france"]["marriages"] = ["castile"]
    run(state)
    assert state["realms"]["castile"]["flipped_marriages"] == ["france"]
    assert state["realms"]["france"]["flipped_marriages"] == []
