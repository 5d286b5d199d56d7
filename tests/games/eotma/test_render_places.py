"""The eotma map marks its places for the web page (docs/web.md): every area an action's
argument can name is one shape with ``data-place`` and a ``<title>`` in words, drawn from
the state it is given (a seat's view) alone."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from hegemon.engine.match import Match
from hegemon.engine.serial import State
from hegemon.games.eotma.module import RULES
from hegemon.games.eotma.render import render_svg
from tests.games.eotma.helpers import content, new_game
from tests.games.map_places import SVG, names_marked, places_of, title_of
from tests.games.map_places import played as played_in

SEED = 7_364_915_208_553
"""A seed long enough that no coordinate of the drawing spells it."""
NOT_PLACES = {
    "endeavour": "its first item is the kind of endeavour (conquest, diplomacy, ...)",
}
"""The verbs whose arguments hold text that is no place, and what that text is. Every
other text argument, and the other items of these, name land areas; numbers (gold, the
social state of a taxed area, a fortification's new strength) and yes/no answers are no
text. No action names a sea area; the seas are marked for their titles."""


def places(state: State) -> dict[str, list[ElementTree.Element]]:
    return places_of(render_svg(content(), state))


def title(state: State, name: str) -> str:
    return title_of(render_svg(content(), state), name)


def played(decisions: int) -> Match:
    return played_in(RULES, "millennium", SEED, decisions)


def test_every_area_an_action_names_is_one_titled_place_on_the_map() -> None:
    """Decisions 100 to 159 of a random game: each name an action gives is on the map once,
    with its title; the text that names no area is the kind of an endeavour."""
    match = played(100)
    land = set(content().geography.land)
    named = names_marked(RULES, match, 60, land, NOT_PLACES, places)
    assert len(named) >= 10


def test_every_land_and_sea_area_is_marked_once_as_a_filled_shape() -> None:
    marked = places(new_game("reconquista").state)
    geography = content().geography
    assert sorted(marked) == sorted([*geography.land, *geography.seas])
    assert {len(elements) for elements in marked.values()} == {1}
    assert {marked[name][0].tag for name in geography.land} == {f"{SVG}polygon"}
    assert {marked[name][0].tag for name in geography.seas} == {f"{SVG}ellipse"}


def test_an_areas_title_names_its_holder_and_its_court() -> None:
    """The Reconquista: Castile is Leon and Castile's court, Navarre independent."""
    state = new_game("reconquista").state
    holder = "Kingdom of Leon and Castile (castile)"
    assert title(state, "Castile").endswith(f" — held by {holder}; the court of {holder}")
    assert title(state, "Navarre").endswith(" — independent")
    assert title(state, "Morocco").endswith(
        " — held by Almoravid emirate (magnate); the court of Almoravid emirate (magnate)"
    )


def test_a_sea_areas_title_names_its_coasts_and_the_next_seas() -> None:
    state = new_game("reconquista").state
    assert title(state, "Black Sea") == (
        "Black Sea (sea area): coasts Bulgaria, Thrace; next to Aegean Sea"
    )


def test_the_map_of_each_seats_view_and_a_spectators_holds_no_seed() -> None:
    match = played(100)
    for seat in [*match.state["meta"]["seats"], None]:
        svg = render_svg(content(), RULES.view(match.state, seat))
        assert str(SEED) not in svg
        assert len(places(RULES.view(match.state, seat))) == len(content().geography.land) + len(
            content().geography.seas
        )
