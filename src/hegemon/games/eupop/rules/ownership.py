"""What follows any change of province owners, whichever rule made it (decision 0106).

A peace term, rebels liberating a province, a DNPR expanding, a province bought or sold,
a colony founded: each changes owners through ``world.layout.set_owner`` and then calls
:func:`after_provinces_changed` once with every province it changed. The reactions run in
a fixed order: each package that must react (an area left wholly to player realms loses
its influence, an HRE area leaves or rejoins the Empire, an NPR moves its capital, the
Roma cardinal changes hands, ...) exports ``OWNERSHIP_REACTIONS`` and the module builder
lists them on the rules module (``Eupop.ownership_reactions``), so a rule never needs to
know who reacts to it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.influence import (
    INFLUENCE,
    clear_imperial_areas,
    clear_player_areas,
)
from hegemon.games.eupop.world.layout import world

OwnershipReaction = Callable[[Game, list[str]], None]
"""(game, provinces whose owner changed, sorted) → None; logs what it does."""


@implements(INFLUENCE, "interpretation:EUPOP-Q22")
def influence_cleared(game: Game, provinces: list[str]) -> None:
    """Each area of the provinces that player realms now own wholly loses its influence:
    every realm's cubes go back to its supply, the Emperor's Imperial cubes leave too (one
    log entry per realm and area)."""
    geography = content_of(game).geography
    areas = sorted({geography.provinces[name].area for name in provinces})
    for where, name, count in clear_player_areas(game.state, geography, areas):
        game.log("influence_cleared", name, rule=INFLUENCE, area=where, count=count)
    emperor = world(game.state)["hre"]["emperor"]
    for where, count in clear_imperial_areas(game.state, geography, areas):
        game.log("imperial_influence_cleared", emperor, rule=INFLUENCE, area=where, count=count)


BASE_REACTIONS: tuple[OwnershipReaction, ...] = (influence_cleared,)
"""The reactions of the world itself, before any package's."""


def after_provinces_changed(game: Game, provinces: Iterable[str]) -> None:
    """Run every reaction of the game's rules module to the change of these provinces'
    owners (nothing when none changed)."""
    changed = sorted(set(provinces))
    if not changed:
        return
    reactions: tuple[OwnershipReaction, ...] = getattr(game.rules, "ownership_reactions", ())
    for reaction in reactions:
        reaction(game, changed)
