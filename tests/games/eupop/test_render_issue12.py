"""`map render` shows issue 12's board: the HRE's extent as the state has it (hatched areas),
the counted electors, the Emperor, each area's religion in letters (Revolutionary and
Counter-Reformation tokens too), Imperial influence and the Curia, each mark explained in
the legend and none told by colour alone. Six crowns: Austria (human) the Emperor,
Imperial Authority 2, electors Bohmen, Brandenburg, Rheinland and Sachsen."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.render import render_svg

SVG = "{http://www.w3.org/2000/svg}"


def board() -> State:
    return RULES.setup("six_crowns", seed=1, seats=["austria", "france"]).state


def drawn(state: State) -> ElementTree.Element:
    return ElementTree.fromstring(render_svg(RULES.content, state))


def texts(root: ElementTree.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def hatched(root: ElementTree.Element) -> set[str]:
    return {
        element.attrib["data-area"]
        for element in root.iter()
        if element.attrib.get("class") == "hre-area"
    }


def religions(root: ElementTree.Element) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for element in root.iter(f"{SVG}rect"):
        if element.attrib.get("class") == "religion":
            found.setdefault(element.attrib["data-area"], []).append(
                element.attrib["data-religion"]
            )
    return found


def test_the_hre_is_drawn_from_the_state_not_the_printed_map() -> None:
    """Rheinland has left the HRE: no longer hatched, no longer an elector (⚜); the other
    ten HRE areas hatched, the three other electors marked."""
    state = board()
    state["map"]["areas"]["Rheinland"]["hre"] = False
    root = drawn(state)
    assert hatched(root) == {
        "Bayern",
        "Bohmen",
        "Brandenburg",
        "Holstein",
        "Lombardia",
        "Osterreich",
        "Schwaben",
        "Toscana",
        "Westfalen",
        "Sachsen",
    }
    names = texts(root)
    assert {"BOHMEN ⚜", "BRANDENBURG ⚜", "SACHSEN ⚜", "RHEINLAND"} <= set(names)
    assert "url(#hre-hatch)" in render_svg(RULES.content, state)


def test_the_emperor_its_authority_and_the_hre_religion_are_shown() -> None:
    state = board()
    state["hre"]["imperial_influence"] = {"Bayern": 2}
    names = texts(drawn(state))
    assert "OSTERREICH ♛" in names
    assert "♛2" in names
    assert any(
        "♛ Emperor: Austria, Imperial Authority 2 (max 5); HRE religion: Catholic" in text
        for text in names
    )


def test_a_dissolved_hre_has_no_hatching_and_no_emperor_mark() -> None:
    state = board()
    state["hre"]["dissolved"] = True
    for record in state["map"]["areas"].values():
        record["hre"] = False
    root = drawn(state)
    assert hatched(root) == set()
    names = texts(root)
    assert "OSTERREICH" in names
    assert any(text.endswith("The HRE is dissolved") for text in names)


def test_each_area_shows_its_slots_religion_in_letters() -> None:
    """Normandie's slot turned Protestant under a Revolutionary token, Languedoc's under the
    Counter-Reformation token; Granada stays Sunni."""
    state = board()
    slots = state["map"]["religion_slots"]
    areas = RULES.content.geography.areas
    normandie = areas["Normandie"].religion_slot
    languedoc = areas["Languedoc"].religion_slot
    assert normandie is not None and languedoc is not None
    slots[normandie].update(religion="protestant", revolutionary=True)
    slots[languedoc].update(religion="counter_reformed", counter_reformation=True)
    root = drawn(state)
    seen = religions(root)
    assert seen["Normandie"] == ["protestant", "revolutionary"]
    assert seen["Languedoc"] == ["counter_reformed"]
    assert seen["Granada"] == ["sunni"]
    assert seen.keys() == set(areas)
    names = texts(root)
    assert {"Pr", "Rv", "CR", "Su", "Ca"} <= set(names)
    assert {"Protestant", "Revolutionary token", "Counter-Reformation token"} <= set(names)


def test_the_legend_names_the_curias_cardinals_and_controller() -> None:
    state = board()
    state["curia"]["slots"] = ["france", "austria", "france", None, None, None]
    state["curia"]["roma"] = None
    names = texts(drawn(state))
    assert (
        "Curia: Roma cardinal —; slots France, Austria, France, —, —, —; Papal Controller France"
        in names
    )


def relations(root: ElementTree.Element) -> list[tuple[str, str, str]]:
    return sorted(
        (element.attrib["data-realm"], element.attrib["data-mark"], element.attrib["data-with"])
        for element in root.iter(f"{SVG}rect")
        if element.attrib.get("class") == "relation"
    )


def test_marriages_alliances_vassals_and_excommunication_by_the_capitals() -> None:
    """Set up: Austria allied to Bavaria, France to Scotland. Add a marriage between
    Castile and Portugal, Provence a vassal of France, France excommunicated."""
    state = board()
    realms = state["realms"]
    realms["castile"]["marriages"] = ["portugal"]
    realms["portugal"]["marriages"] = ["castile"]
    realms["provence"]["overlord"] = "france"
    state["vassals"] = {"france": ["provence"]}
    realms["france"]["excommunicated"] = True
    state["map"]["areas"]["Granada"]["crusade"] = True
    root = drawn(state)
    assert relations(root) == [
        ("austria", "A", "bavaria"),
        ("bavaria", "A", "austria"),
        ("castile", "♥", "portugal"),
        ("france", "A", "scotland"),
        ("france", "✠", "france"),
        ("portugal", "♥", "castile"),
        ("provence", "V", "france"),
        ("scotland", "A", "france"),
    ]
    names = texts(root)
    assert "GRANADA ✚" in names
    assert {"♥", "A", "V", "✠"} <= set(names)
