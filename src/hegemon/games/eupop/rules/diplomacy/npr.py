"""What follows a change of owners for the non-player realms (eupop-aid NPRS (p. 35-36)):
an NPR whose natural capital another realm owns picks a new capital (a large province
first, then A→Z) and takes its natural capital back once it owns it again; the vassals of
an NPR that no longer exists become independent (interpretation:EUPOP-D17). Both are
ownership reactions (:mod:`..ownership`), run once for every set of provinces changed."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.empire.lands import settle_areas
from hegemon.games.eupop.setup.board import npr_capital
from hegemon.games.eupop.world.layout import own_provinces, owned_provinces, set_overlord, world
from hegemon.games.eupop.world.relations import remove_plus_ones

NPRS = "eupop-aid:NPRS (p. 35-36)"
PLUS_ONE = "eupop-aid:+1 ♠ tokens (p. 36)"


@implements(NPRS, "interpretation:EUPOP-D17")
def npr_capitals(game: Game, provinces: list[str]) -> None:
    """Each NPR — a DNPR too — whose capital or natural capital is among the provinces takes
    the capital the NPRS section gives it now (none when it owns no province; a DNPR owning
    none keeps the capital its token marks under a town)."""
    state = game.state
    geography = content_of(game).geography
    changed = set(provinces)
    for name, record in sorted(world(state)["realms"].items()):
        if record["kind"] == "player":
            continue
        if record["capital"] not in changed and record["natural_capital"] not in changed:
            continue
        owned = sorted(own_provinces(state, name))
        if record["kind"] == "dnpr" and not owned:
            continue  # its capital token under a town still counts (EUPOP-F13)
        capital = npr_capital(state, geography, name, record["natural_capital"], owned)
        if capital != record["capital"]:
            game.log(
                "npr_capital_moved", name, rule=NPRS, capital=capital, before=record["capital"]
            )
            record["capital"] = capital


@implements(NPRS, "interpretation:EUPOP-D17", "interpretation:EUPOP-D28")
def npr_vassals_freed(game: Game, provinces: list[str]) -> None:
    """The vassals of an NPR left with no province become independent."""
    state = game.state
    realms = world(state)["realms"]
    for lord, held in sorted(world(state)["vassals"].items()):
        if realms[lord]["kind"] == "player" or own_provinces(state, lord):
            continue
        for vassal in sorted(held):
            set_overlord(state, vassal, None)
            game.log("vassal_independent", vassal, rule=NPRS, realm=lord)
            settle_areas(game, owned_provinces(state, vassal))  # EUPOP-D28


@implements(PLUS_ONE, "interpretation:EUPOP-D19")
def plus_ones_annexed(game: Game, provinces: list[str]) -> None:
    """A province that changed hands loses its +1 token."""
    for name in remove_plus_ones(game.state, provinces):
        game.log("plus_one_removed", None, rule=PLUS_ONE, province=name)
