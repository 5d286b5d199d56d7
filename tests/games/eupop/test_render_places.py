"""The eupop map marks its places for the web page (docs/web.md): every area, province,
sea zone and trade node an action's argument can name is one group with ``data-place``
and a ``<title>`` in words, drawn from the state it is given (a seat's view) alone."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from hegemon.engine.match import Match
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.render import render_svg
from tests.games.map_places import SVG, names_marked, places_of, title_of
from tests.games.map_places import played as played_in

SEED = 7_364_915_208_553
"""A seed long enough that no coordinate of the drawing spells it."""
REALM = "a realm"
FORCE = "an army or fleet by its id"
UNIT = "a kind of unit or ship"
CARD = "a card"
MISSION = "a mission"
POWER = "a monarch power"
STEP = "a step of an activation or recruitment (its kind, what it does, a force's id)"
NOT_PLACES = {
    "appoint": "a leader or advisor",
    "battle_dice": UNIT,
    "bridge_army": f"{FORCE}, and an empty text for no unit",
    "call_to_arms": REALM,
    "casualty": UNIT,
    "change_national_focus": POWER,
    "choose_power": POWER,
    "complete_mission": MISSION,
    "counter_covert": CARD,
    "cut_tie": "a diplomatic tie, 'kind:realm'",
    "deal_accept": "a term of a deal",
    "deal_draw": "a term of a deal",
    "deal_refuse": "a term of a deal",
    "deal_term": "a term of a deal",
    "declare_also": f"{REALM} and its casus belli",
    "declare_war": f"{REALM} and its casus belli",
    "diplomacy": REALM,
    "disband": f"{FORCE} and {UNIT}",
    "discard": CARD,
    "discard_card": CARD,
    "draw_from": POWER,
    "drop_off": FORCE,
    "emperor_power": POWER,
    "event": "an event card",
    "event_option": "an option of an event",
    "fire_advisor": POWER,
    "fleet_drop_off": FORCE,
    "fleet_pick_up": FORCE,
    "focus_discard": CARD,
    "focus_draw": POWER,
    "focus_pick": f"{POWER} and {CARD}",
    "forge_alliance": REALM,
    "free_action": STEP,
    "give_unit": f"{FORCE} and {UNIT}",
    "influence_area": "an area with a prefix, 'place:AREA': not the area's name",
    "influence_place": "an area with a prefix, 'place:AREA': not the area's name",
    "keep_card": CARD,
    "land_activation": STEP,
    "lose_ship": "a ship of a fleet, 'force/kind'",
    "lose_unit": "a unit of an army, 'force/kind'",
    "merge_army": FORCE,
    "move_to": "the way the move is paid for",
    "naval_activation": STEP,
    "pick_mission": MISSION,
    "pick_up": FORCE,
    "place_unit": f"{UNIT} and {REALM}",
    "play_action_card": CARD,
    "protect_trade": FORCE,
    "recall_ships": FORCE,
    "recruit_unit": f"{UNIT}, {REALM} and the word 'slot'",
    "replace_mission": MISSION,
    "research_idea": "an idea",
    "sail_also": FORCE,
    "split_off": UNIT,
    "spread_revolution": "a pair of areas, 'FROM/TO': not one area's name",
    "stability_power": POWER,
    "take_unit": f"{FORCE} and {UNIT}",
    "trade_ship": f"{STEP} and {REALM}",
    "undock_to": FORCE,
    "use_display_card": CARD,
}
"""The verbs whose arguments hold text that is no place's name, and what that text is.
Every other text of an argument names a place; numbers and yes/no answers are no text."""


def names() -> set[str]:
    geography = RULES.content.geography
    return {
        *geography.areas,
        *geography.provinces,
        *geography.sea_zones,
        *geography.trade_nodes,
    }


def drawn(state: State) -> ElementTree.Element:
    return ElementTree.fromstring(render_svg(RULES.content, state))


def places(state: State) -> dict[str, list[ElementTree.Element]]:
    return places_of(render_svg(RULES.content, state))


def title(state: State, name: str) -> str:
    return title_of(render_svg(RULES.content, state), name)


def played(decisions: int) -> Match:
    return played_in(RULES, "six_crowns", SEED, decisions)


def board() -> State:
    return RULES.setup("six_crowns", seed=1).state


def test_every_place_an_action_names_is_one_titled_place_on_the_map() -> None:
    """Decisions 100 to 249 of a random game: each name an action gives is on the map once,
    with its title; every other text is of a verb of NOT_PLACES. They name places of every
    kind."""
    match = played(100)
    named = names_marked(RULES, match, 150, names(), NOT_PLACES, places)
    geography = RULES.content.geography
    kinds = (geography.areas, geography.provinces, geography.sea_zones, geography.trade_nodes)
    assert all(named & set(kind) for kind in kinds)


def test_every_name_of_the_map_is_one_place() -> None:
    marked = places(board())
    assert sorted(marked) == sorted(names())
    assert {len(elements) for elements in marked.values()} == {1}


def test_a_provinces_title_names_its_owner_town_and_the_ties_drawn_by_its_capital() -> None:
    assert title(board(), "Paris") == (
        "Paris (province of Ile-de-France); owned by France (a large town); tax value 4;"
        " a capital; the capital of France; allied with Scotland"
    )


def test_an_areas_title_names_its_provinces_owners_and_the_armies_in_it() -> None:
    assert title(board(), "Castilla") == (
        "Castilla (area); religion Catholic; provinces Burgos (Castile), Toledo (Castile),"
        " Valladolid (Castile); Castile army: 4 infantry, 1 cavalry"
    )


def test_an_area_and_its_province_of_the_same_name_are_one_place() -> None:
    """Leon names an area and its province: the area is the place, titled with both; the
    province is drawn over it letting the pointer through."""
    state = board()
    assert title(state, "Leon") == (
        "Leon (area); religion Catholic; provinces Leon (Castile), Oviedo (Castile)\n"
        "Leon (province of Leon); owned by Castile (a small town); tax value 2"
    )
    (place,) = places(state)["Leon"]
    assert place.get("class") == "area"
    passing = [
        group for group in drawn(state).iter(f"{SVG}g") if group.get("pointer-events") == "none"
    ]
    assert any(text.text == "Leon" for group in passing for text in group.iter(f"{SVG}text"))


def test_a_province_and_a_trade_node_of_the_same_name_are_one_place() -> None:
    """Lubeck names a province and a trade node: one place holding both shapes."""
    state = board()
    assert title(state, "Lubeck") == (
        "Lubeck (province of Holstein); owned by Lubeck (its flag); tax value 3; a capital;"
        " a port; the capital of Lubeck\nLubeck (trade node); merchants of Poland"
    )
    (place,) = places(state)["Lubeck"]
    assert place.get("class") == "province"
    node = RULES.content.geography.trade_nodes["Lubeck"]
    diamonds = [shape.get("points", "") for shape in place.iter(f"{SVG}polygon")]
    assert diamonds == [
        f"{node.x},{node.y - 9} {node.x + 9},{node.y} {node.x},{node.y + 9} {node.x - 9},{node.y}"
    ]


def test_a_sea_zones_title_names_its_trade_protection_and_fleets() -> None:
    state = board()
    state["map"]["sea_zones"]["North Sea"]["trade_protection"] = ["england"]
    state["forces"]["f900"] = {
        "realm": "england",
        "where": "North Sea",
        "port": None,
        "army": True,
        "leader": None,
        "units": {"light_ship": 2},
    }
    assert title(state, "North Sea") == (
        "North Sea (sea zone); 2 trade protection slots, held by England;"
        " England fleet: 2 light ship"
    )


def test_the_map_of_each_seats_view_and_a_spectators_is_the_whole_states() -> None:
    """Nothing the map shows is hidden: each seat's view and a spectator's draw the map of
    the whole state, and none holds the seed."""
    match = played(100)
    whole = render_svg(RULES.content, match.state)
    for seat in [*match.state["meta"]["seats"], None]:
        svg = render_svg(RULES.content, RULES.view(match.state, seat))
        assert str(SEED) not in svg
        assert svg == whole
