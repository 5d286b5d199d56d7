"""Who holds an area, and everything that follows a change of holder.

Every change of an area's holder — conquest (10.3), diplomatic conquest (12.3), an
area rebelling into independence (16.1, 16.23.1) — goes through
:func:`change_possession`, so the markers tied to the area and the loss of connection
to a court are handled in one place.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.world.communication import communication
from hegemon.games.eotma.world.layout import area, empire, magnates, owned_areas

COURT_FALLS = "interpretation:EOTMA-21"
LOST_CONNECTION = "interpretation:EOTMA-22"


def _connected(game: Game, content: Content, seat: str) -> frozenset[str]:
    if empire(game.state, seat)["court"] is None:
        return frozenset()
    limit = content.endeavours.connection_sea_limit
    return communication(game.state, content.geography, seat, limit).connected


@implements("eotma:10.37", "eotma:10.38", COURT_FALLS, LOST_CONNECTION)
def change_possession(
    game: Game,
    content: Content,
    name: str,
    owner: str | None,
    cause: str,
    rule: str,
) -> None:
    """Give area ``name`` to seat ``owner`` (None: it becomes independent).

    The social-state level stays; only the marker changes hands. Every partial-conquest
    marker against the area goes (10.38: the first to finish takes it; the others' markers
    are removed), and so do the C results inflicted from it as a base (10.37). A court
    that falls moves (interpretation:EOTMA-21), and the former holder's areas that lose
    their connection to the court enter unrest (interpretation:EOTMA-22).
    """
    state = game.state
    record = area(state, name)
    previous: str | None = record["owner"]
    magnate: str | None = record["magnate"]
    before = _connected(game, content, previous) if previous is not None else frozenset()
    record["owner"] = owner
    record["magnate"] = None
    record["partial_conquest"] = {}
    for other in content.geography.land:
        markers = area(state, other)["partial_conquest"]
        if name in markers:
            del markers[name]
            game.log("partial_conquest_removed", rule="eotma:10.37", area=other, base=name)
    game.log("possession", owner, rule=rule, area=name, previous=previous, cause=cause)
    if magnate is not None and magnates(state)[magnate]["court"] == name:
        _move_magnate_court(game, content, magnate)
    if previous is None:
        return
    if empire(state, previous)["court"] == name:
        _move_court(game, content, previous)
    after = _connected(game, content, previous)
    for lost in owned_areas(state, content.geography, previous):
        if lost in before and lost not in after and not area(state, lost)["unrest"]:
            area(state, lost)["unrest"] = True
            game.log("unrest", previous, rule=LOST_CONNECTION, area=lost, cause="cut off")


@implements(COURT_FALLS)
def _move_court(game: Game, content: Content, seat: str) -> None:
    """The court moves to the empire's most populous remaining area (map order breaks a
    tie); an empire with no area left has fallen and plays no more turns."""
    state = game.state
    record = empire(state, seat)
    remaining = owned_areas(state, content.geography, seat)
    if not remaining:
        record["court"] = None
        game.log("empire_falls", seat, rule=COURT_FALLS)
        return
    court = _most_populous(content, remaining)
    record["court"] = court
    game.log("court_moves", seat, rule=COURT_FALLS, court=court)


@implements(COURT_FALLS)
def _move_magnate_court(game: Game, content: Content, magnate: str) -> None:
    """A magnate's court moves the same way; a magnate left with no area holds no court."""
    state = game.state
    remaining = [name for name in content.geography.land if area(state, name)["magnate"] == magnate]
    court = _most_populous(content, remaining) if remaining else None
    magnates(state)[magnate]["court"] = court
    game.log("magnate_court_moves", rule=COURT_FALLS, magnate=magnate, court=court)


def _most_populous(content: Content, names: list[str]) -> str:
    """The most populous of some areas given in map order (the first among equals)."""
    land = content.geography.land
    return max(names, key=lambda name: (land[name].population, -names.index(name)))
