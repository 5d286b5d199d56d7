"""The SIEGE chart (bots/charts/siege.py; eupop-bots SIEGE ACTION, BOTS & IDEAS, TOWNS;
EUPOP-BOT-10, 11, 65): SIE-1 (may the army siege where it stands), SIE-1P (the action's
price when nothing can be sieged), SIE-2 (the provinces bought and sieged through the
``siege`` procedure's steps 4 to 7).

Poland's army stands in Ungarn (Hungary: Buda large 3, Pressburg small 2, Zagreb small 1)
or Preussen (the Teutonic Order: Danzig large 3, Konigsberg large 2), at war with them.
"""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import army
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import game_of, logged, margrave, run, ship, unbroken

UNGARN = ["Buda", "Pressburg", "Zagreb"]


def besieging(area: str, enemy: str, available: int = 9, military_ideas: int = 0) -> State:
    state = margrave(available)
    state["bots"]["poland"]["ideas"]["military"] = military_ideas
    start_war(state, "poland", [enemy])
    army.place_army(game_of(state), "poland", area)
    return state


def siege_chart(state: State, dice: list[int] | None = None) -> Game:
    """The SIEGE chart alone, as another chart links it (no action price)."""
    return run(state, "bot_chart", dice, realm="poland", chart="siege", turn=1)


def turn(state: State) -> Game:
    """A whole Bot turn: the Main Turn Structure sends the army to SIEGE (MTS-3)."""
    return run(state, "bot_turn", seat="poland", mode="normal")


def nodes(game: Game, chart: str = "siege") -> list[tuple[str, str]]:
    return [
        (entry["node"], entry["answer"])
        for entry in logged(game, "bot_step")
        if entry["chart"] == chart
    ]


def occupiers(state: State, names: list[str]) -> dict[str, Any]:
    return {name: state["map"]["provinces"][name]["occupier"] for name in names}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-65")
def test_from_the_main_turn_structure_the_bot_sieges_all_it_can_pay_for() -> None:
    state = besieging("Ungarn", "hungary")
    game = turn(state)
    assert nodes(game) == [("SIE-1", "yes"), ("SIE-2", "call"), ("SIE-2", "done")]
    assert occupiers(state, UNGARN) == {"Buda": "poland", "Pressburg": "poland", "Zagreb": "poland"}
    assert state["bots"]["poland"]["power"] == {"available": 3, "spent": 6}
    assert [entry["province"] for entry in logged(game, "siege")] == ["Pressburg", "Zagreb", "Buda"]
    unbroken(game)


@pytest.mark.rule(
    "eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-11", "interpretation:EUPOP-BOT-65"
)
@pytest.mark.parametrize(
    ("available", "ideas", "sieged", "spent"),
    [
        (2, 0, ["Pressburg"], 2),
        (1, 0, ["Zagreb"], 1),
        (4, 0, ["Pressburg", "Zagreb"], 3),
        (3, 3, ["Pressburg", "Zagreb", "Buda"], 3),
        (2, 3, ["Pressburg", "Zagreb"], 2),
    ],
)
def test_small_provinces_first_at_one_tax_value_a_bp_or_two_with_3_military_ideas(
    available: int, ideas: int, sieged: list[str], spent: int
) -> None:
    state = besieging("Ungarn", "hungary", available, ideas)
    game = siege_chart(state)
    step = next(entry for entry in logged(game, "bot_power") if entry["move"] == "spend")
    assert step["amount"] == spent
    assert [name for name in UNGARN if occupiers(state, [name])[name] == "poland"] == sorted(sieged)
    assert game.state["stack"][-1]["local"]["ended_with"] == "done"


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-11")
def test_with_a_single_bp_and_no_small_province_it_sieges_a_large_one() -> None:
    state = besieging("Preussen", "teutonic_order", available=1)
    siege_chart(state)
    assert occupiers(state, ["Danzig", "Konigsberg"]) == {"Danzig": "poland", "Konigsberg": None}
    assert state["bots"]["poland"]["power"] == {"available": 0, "spent": 1}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-11")
def test_two_bp_and_no_small_province_buy_what_their_tax_value_allows() -> None:
    state = besieging("Preussen", "teutonic_order", available=2)
    siege_chart(state)
    assert occupiers(state, ["Danzig", "Konigsberg"]) == {"Danzig": None, "Konigsberg": "poland"}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-11")
def test_an_island_province_needs_a_bot_ship_in_a_zone_it_faces() -> None:
    state = besieging("Ireland", "ireland")
    game = siege_chart(state)
    assert nodes(game) == [("SIE-1", "no"), ("SIE-1P", "done")]
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "SIE-1")
    assert step["facts"]["siege_targets"] == []
    assert state["bots"]["poland"]["power"] == {"available": 9, "spent": 0}  # linked: no price
    ship(state, "f700", "poland", "Irish Sea")
    again = siege_chart(state)
    assert occupiers(state, ["Cork", "Dublin"]) == {"Cork": "poland", "Dublin": "poland"}
    assert nodes(again)[0] == ("SIE-1", "yes")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
def test_the_main_turn_structure_sends_no_army_to_siege_what_sie_1_refuses() -> None:
    # audit F2: MTS-3 once counted the island without a ship, and SIE-1P charged 1 BP
    # for nothing every turn
    state = besieging("Ireland", "ireland")
    game = turn(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "MTS-3")
    assert (step["answer"], step["facts"]["siege_targets"]) == ("no", [])
    assert nodes(game) == []


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-11")
def test_a_bot_out_of_towns_does_not_siege_a_new_province() -> None:
    state = besieging("Ungarn", "hungary")
    state["supply"]["poland"]["small_towns"] = 0
    state["supply"]["poland"]["large_towns"] = 0
    state["bots"]["poland"]["twenty_towns_given"] = True  # its 20 more placed too (EUPOP-BOT-27)
    game = siege_chart(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "SIE-1")
    assert (step["answer"], step["because"]) == (
        "no",
        "out of towns: no province of its own to take back in Ungarn",
    )
    assert nodes(game)[1] == ("SIE-1P", "done")
    assert state["bots"]["poland"]["power"] == {"available": 9, "spent": 0}  # linked: no price
    assert occupiers(state, UNGARN) == {"Buda": None, "Pressburg": None, "Zagreb": None}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-11")
def test_a_bot_out_of_towns_takes_back_its_own_occupied_province() -> None:
    # audit F5: TOWNS forbids new provinces only; its own needs no town token
    state = besieging("Ungarn", "hungary")
    state["supply"]["poland"]["small_towns"] = 0
    state["supply"]["poland"]["large_towns"] = 0
    state["bots"]["poland"]["twenty_towns_given"] = True  # its 20 more placed too (EUPOP-BOT-27)
    set_owner(state, "Zagreb", "poland")
    state["map"]["provinces"]["Zagreb"]["occupier"] = "hungary"
    game = siege_chart(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "SIE-1")
    assert (step["answer"], step["facts"]["siege_targets"]) == ("yes", ["Zagreb"])
    assert [entry["province"] for entry in logged(game, "siege")] == ["Zagreb"]
    assert occupiers(state, UNGARN) == {"Buda": None, "Pressburg": None, "Zagreb": None}


@pytest.mark.rule(
    "eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-10", "interpretation:EUPOP-BOT-65"
)
def test_bot_power_short_of_every_province_sieges_the_first_with_all_it_has() -> None:
    # audit F3: 1 BP against Pressburg (small, 2) and Buda (large, 3) once sieged nothing
    # and paid the action's 1 BP; footnote 3's single BP for a large province is this case
    state = besieging("Ungarn", "hungary", available=1)
    state["map"]["provinces"]["Zagreb"]["occupier"] = "poland"
    game = turn(state)
    assert nodes(game) == [("SIE-1", "yes"), ("SIE-2", "call"), ("SIE-2", "done")]
    assert state["bots"]["poland"]["power"] == {"available": 0, "spent": 1}
    assert occupiers(state, ["Buda", "Pressburg"]) == {"Buda": None, "Pressburg": "poland"}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-65")
def test_two_bp_short_of_a_large_province_siege_it_for_both() -> None:
    state = besieging("Preussen", "teutonic_order", available=2)
    state["map"]["provinces"]["Konigsberg"]["occupier"] = "poland"
    siege_chart(state)
    assert occupiers(state, ["Danzig"]) == {"Danzig": "poland"}
    assert state["bots"]["poland"]["power"] == {"available": 0, "spent": 2}


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-11")
def test_without_its_army_on_the_map_there_is_nothing_to_siege() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary"])
    game = siege_chart(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "SIE-1")
    assert (step["answer"], step["facts"]["army"]) == ("no", "off map")


@pytest.mark.rule("eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-22")
def test_an_army_of_laid_down_units_only_does_not_siege() -> None:
    # audit2 F4: laid-down units never fight, so they siege nothing either
    state = besieging("Ungarn", "hungary")
    state["bots"]["poland"]["army"]["laid_down"] = state["bots"]["poland"]["army"]["units"]
    game = siege_chart(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "SIE-1")
    assert (step["answer"], step["because"]) == ("no", "no upright unit in the army in Ungarn")
    assert occupiers(state, UNGARN) == {"Buda": None, "Pressburg": None, "Zagreb": None}


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
def test_the_main_turn_structure_sends_no_army_of_laid_down_units_to_siege() -> None:
    # audit3 N5: SIE-1 refused an army with no upright unit while MTS-3 said yes, and SIE-1P
    # charged 1 BP a turn for nothing
    state = besieging("Ungarn", "hungary")
    state["bots"]["poland"]["army"]["laid_down"] = state["bots"]["poland"]["army"]["units"]
    game = turn(state)
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == "MTS-3")
    assert (step["answer"], step["facts"]["upright"]) == ("no", 0)
    assert nodes(game) == []
