"""A board summary for the terminal. For a player: the other empires as a table, the
independent and magnates' areas that carry anyone's markers, then the player's own empire
in full, last, so it stays on an 80×24 screen. Without a seat: every empire in full."""

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


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """A count with its noun in the right number: "1 year card", "3 year cards"."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def empire_lines(state: State, content: Content, seat: str) -> list[str]:
    """One empire in full, each line under 80 columns: points, treasury and year cards;
    its leader; its court."""
    ruler = empire(state, seat)
    leader = ruler["leader"]
    return [
        f"{ruler['title']} ({seat}): {victory_points(state, content, seat)} points, "
        f"{ruler['gold']} gold, {counted(ruler['year_cards_left'], 'year card')}",
        f"  leader {leader['name']}: combat {leader['combat']}, administrative "
        f"{leader['administrative']}, diplomatic {leader['diplomatic']}",
        f"  court {ruler['court'] or 'none (fallen)'}",
    ]


COLUMNS = ("points", "gold", "areas", "unrest", "year cards", "combat", "diplomatic")
"""The columns of the other empires' table: the leader's combat stature weighs on a
conquest against them, the diplomatic one on diplomacy."""


def empire_table(state: State, content: Content, players: list[str]) -> list[str]:
    """Other empires, one row each under a header: points, gold, areas held and in unrest,
    year cards left and the leader's combat and diplomatic stature."""
    names = {seat: empire(state, seat)["title"].removeprefix("Kingdom of ") for seat in players}
    width = max(len(name) for name in names.values())
    rows = [f"  {'Other empires':<{width}} " + " ".join(COLUMNS)]
    for seat in players:
        ruler = empire(state, seat)
        held = owned_areas(state, content.geography, seat)
        values = (
            victory_points(state, content, seat),
            ruler["gold"],
            len(held),
            sum(1 for name in held if area(state, name)["unrest"]),
            ruler["year_cards_left"],
            ruler["leader"]["combat"],
            ruler["leader"]["diplomatic"],
        )
        cells = " ".join(
            f"{value:>{len(column)}}" for column, value in zip(COLUMNS, values, strict=True)
        )
        rows.append(f"  {names[seat]:<{width}} {cells}")
    return rows


def describe(state: State, content: Content, seat: str | None = None) -> list[str]:
    """The summary as lines. For a player (``seat``) the other empires come first, one line
    each, and the player's own empire comes last in full, so it stays on a small screen;
    without a seat every empire is shown in full."""
    scenario = content.scenarios[state["meta"]["scenario"]]
    lines = [f"AD {state['round']['year']}, round {state['round']['number']} of {scenario.rounds}"]
    lines += bands(state, content)
    geography = content.geography
    players = seats(state)
    full = [seat] if seat in players else players
    others = [name for name in players if name not in full]
    if others:
        lines += empire_table(state, content, others)
    reached = []
    for name in geography.land:
        record = area(state, name)
        if record["owner"] is None and (
            record["partial_conquest"] or record["ties"] or record["claims"]
        ):
            holder = (
                magnates(state)[record["magnate"]]["title"] if record["magnate"] else "independent"
            )
            reached.append(f"  {area_line(state, content, name, record)} — {holder}")
    if reached:
        lines.append("Independent and magnates' areas someone reaches for:")
        lines.extend(reached)
    for name in full:
        first, *rest = empire_lines(state, content, name)
        lines += [("Your empire: " if name == seat else "") + first, *rest]
        lines += [
            "  " + area_line(state, content, held, area(state, held))
            for held in owned_areas(state, geography, name)
        ]
    return lines
