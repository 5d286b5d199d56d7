"""A board summary for the terminal: every empire with its leader, treasury, score and
areas, then the independent and magnates' areas that carry anyone's markers."""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.scoring import solitaire_band, victory_points
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import area, empire, magnates, owned_areas, seats


def area_line(state: State, content: Content, name: str, record: Area) -> str:
    """One area: population, social state, fortification, unrest, markers, ties, claims."""
    parts = [f"{name} (population {content.geography.land[name].population}"]
    parts.append(f"social state {record['social_state']:+d}")
    if record["fortification"]:
        parts.append(f"fortification {record['fortification']}")
    if record["unrest"]:
        parts.append("in unrest")
    text = ", ".join(parts) + ")"
    markers = record["partial_conquest"]
    if markers:
        order = content.geography.order
        held = [
            f"{markers[base]['seat']} {markers[base]['count']} from {base}"
            for base in sorted(markers, key=order.__getitem__)
        ]
        text += f"; C results: {', '.join(held)}"
    if record["ties"]:
        text += f"; ties: {', '.join(record['ties'])}"
    if record["claims"]:
        text += f"; claims: {', '.join(record['claims'])}"
    return text


def bands(state: State, content: Content) -> list[str]:
    """The solitaire score bands with the band the score stands in now (none when the game
    has other players or the scenario has no bands)."""
    name = state["meta"]["scenario"]
    scenario = content.scenarios[name]
    players = seats(state)
    if not scenario.score_bands or len(players) != 1:
        return []
    low = None
    parts = []
    for index, band in enumerate(scenario.score_bands):
        if low is None:
            span = f"below {band.below}"
        elif band.below is None:
            span = f"{low}+"
        else:
            span = f"{low}–{band.below - 1}"
        won = scenario.winning_band is not None and index == scenario.winning_band
        parts.append(f"{band.title} {span}" + (" (a win)" if won else ""))
        low = band.below
    score = victory_points(state, content, players[0])
    _, title = solitaire_band(content, name, score)
    return [f"Solitaire: {', '.join(parts)}; your {score} points stand at {title}"]


def describe(state: State, content: Content) -> list[str]:
    """The summary as lines."""
    scenario = content.scenarios[state["meta"]["scenario"]]
    lines = [f"AD {state['round']['year']}, round {state['round']['number']} of {scenario.rounds}"]
    lines += bands(state, content)
    geography = content.geography
    for seat in seats(state):
        ruler = empire(state, seat)
        leader = ruler["leader"]
        court = ruler["court"] or "none (fallen)"
        lines.append(
            f"{ruler['title']} ({seat}): {victory_points(state, content, seat)} points, "
            f"court {court}, {ruler['gold']} gold, {ruler['year_cards_left']} year cards; "
            f"leader {leader['name']} (combat {leader['combat']}, administrative "
            f"{leader['administrative']}, diplomatic {leader['diplomatic']})"
        )
        for name in owned_areas(state, geography, seat):
            lines.append("  " + area_line(state, content, name, area(state, name)))
    others = []
    for name in geography.land:
        record = area(state, name)
        if record["owner"] is None and (
            record["partial_conquest"] or record["ties"] or record["claims"]
        ):
            holder = (
                magnates(state)[record["magnate"]]["title"] if record["magnate"] else "independent"
            )
            others.append(f"  {area_line(state, content, name, record)} — {holder}")
    if others:
        lines.append("Independent and magnates' areas others reach for:")
        lines.extend(others)
    return lines
