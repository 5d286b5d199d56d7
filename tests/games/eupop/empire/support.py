"""The empire's tests on the eupop rules module: a six crowns game with Austria (the
Emperor, Imperial Authority 2, four elector areas: maximum 5) and France human."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.world.layout import set_owner


def new_game() -> Game:
    return RULES.setup("six_crowns", seed=1, seats=["austria", "france"])


def give(game: Game, provinces: list[str], owner: str) -> Game:
    """Hand the provinces to ``owner`` and run the ownership reactions; a fresh handle
    holding the log of the reactions."""
    for name in provinces:
        set_owner(game.state, name, owner)
    handle = RULES.resume(game.state)
    handle.entries = []
    after_provinces_changed(handle, provinces)
    return handle


def start(game: Game, procedure: str, seat: str, argument: object) -> Game:
    """Start ``procedure`` for the seat under the kernel's case caller; a fresh handle
    advanced to its first decision."""
    state = game.state
    local = {"seat": seat, "argument": argument}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle


EMPIRE_KINDS = (
    "imperial_authority_changed",
    "imperial_authority_dropped",
    "area_left_hre",
    "area_rejoined_hre",
    "effect_ignored",
    "hre_religion",
    "hre_dissolved",
)


def kinds(game: Game) -> list[tuple[str, dict[str, object]]]:
    """The empire's log entries (other reactions to the same change left out)."""
    return [
        (entry.kind, dict(entry.values)) for entry in game.entries if entry.kind in EMPIRE_KINDS
    ]
