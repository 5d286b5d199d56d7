"""*Committed to Crusade* by a declaration: a Catholic realm declaring war with the Holy War
casus belli a crusade gives is tagged *Committed to Crusade* (eupop-aid Casus Belli
(p. 22), Call Crusade (2👤); interpretation:EUPOP-U11).

Called by the Declare War action (rules/war/declare.py) once its war is declared; reads
only the world records, so the war rules may import it without loading the Curia's
procedures."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.curia import MUSLIM, is_catholic
from hegemon.games.eupop.world.layout import world

CASUS_BELLI = "eupop-aid:Casus Belli (p. 22)"
CALL_CRUSADE = "eupop-aid:Call Crusade (2👤)"


@implements(CASUS_BELLI, CALL_CRUSADE, "interpretation:EUPOP-U11")
def crusades_against(game: Game, target: str) -> list[str]:
    """The areas holding a Crusade token where the target, a Muslim realm, owns a province,
    by name (through the owners' index, never a scan of the map)."""
    typed = world(game.state)
    if typed["realms"][target]["religion"] not in MUSLIM:
        return []
    provinces = content_of(game).geography.provinces
    areas = typed["map"]["areas"]
    return sorted(
        {
            provinces[province].area
            for province in typed["owned"].get(target, [])
            if areas[provinces[province].area]["crusade"]
        }
    )


@implements(CASUS_BELLI, CALL_CRUSADE, "interpretation:EUPOP-U11")
def commit_to_crusade(game: Game, name: str, area: str, rule: str) -> bool:
    """Tag the player realm *Committed to Crusade* for the crusade in ``area``; False when
    it was already (nothing logged)."""
    tags = world(game.state)["players"][name]["crusade"]
    if area in tags:
        return False
    tags.append(area)
    tags.sort()
    game.log("crusade_committed", name, rule=rule, area=area)
    return True


@implements(CASUS_BELLI, CALL_CRUSADE, "interpretation:EUPOP-U11")
def holy_war_declared(game: Game, name: str, target: str) -> None:
    """``name`` declared war on ``target`` with the Holy War casus belli: a Catholic player
    realm is committed to every crusade whose area holds a province of the target (a realm
    declaring with the Holy War casus belli of the Deus Vult idea only, on a realm no
    crusade targets, is committed to none)."""
    if name not in world(game.state)["players"] or not is_catholic(game.state, name):
        return
    for area in crusades_against(game, target):
        commit_to_crusade(game, name, area, CASUS_BELLI)
