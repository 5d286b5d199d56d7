"""Towns that reach a distant continent by a change of owner (eupop-aid Distant Trade (p.
35); interpretation EUPOP-X10): a peace, a rebels' peace or a sale that puts a player
realm's town on a distant continent is a town placed there, and the first one adds the
continent's trade cards as Explore's colonist and Colonize's town do."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.world.layout import world

DISTANT_TRADE = "eupop-aid:Distant Trade (p. 35)"


@implements(DISTANT_TRADE, "interpretation:EUPOP-T7", "interpretation:EUPOP-X10")
def distant_towns(game: Game, provinces: list[str]) -> None:
    """The ownership reaction: each distant continent where one of the changed provinces now
    holds a player realm's town has its trade cards added (nothing once they were)."""
    content = content_of(game)
    geography = content.geography
    typed = world(game.state)
    continents: set[str] = set()
    for name in provinces:
        info = geography.areas[geography.provinces[name].area]
        record = typed["map"]["provinces"][name]
        holder = record["owner"]
        if not info.distant or record["town"] is None or holder is None:
            continue
        if typed["realms"][holder]["kind"] == "player":
            continents.add(info.continent)
    for continent in sorted(continents):
        open_distant_trade(game, content, continent)
