"""The HRE's religion, an advanced rule (option ``advanced_rules``): the check of clean-up
B in Ages III and IV (eupop-aid HRE Religion (p. 45) in 5. CLEAN-UP), the Emperor's
Change State Religion barred while the HRE shares its religion, and the Empire dissolved
for good when the Emperor adopts the Revolutionary Ideology (HRE Religion (adv. rules)
(p. 45)). Interpretations EUPOP-I5, I6."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.sequence.options import ADVANCED_RULES, option
from hegemon.games.eupop.world.empire import elector_areas
from hegemon.games.eupop.world.layout import area_religion, faith, world
from hegemon.games.eupop.world.religion import revolutionary

CHECK = "eupop-aid:HRE Religion (p. 45)"
ADVANCED = "eupop-aid:HRE Religion (adv. rules) (p. 45)"
CHECK_AGES = (3, 4)
PROTESTANT_AUTHORITY = 1
"""Imperial Authority lost when the HRE becomes Protestant."""


@implements(CHECK, "interpretation:EUPOP-I5")
def check_religion(game: Game) -> None:
    """Clean-up B, Ages III and IV, with the advanced rules: every elector area Protestant
    makes the HRE Protestant (1 Imperial Authority lost when it was not); every one
    Catholic makes it Catholic; otherwise it has no official religion (diverse). Nothing
    happens with no elector area counted or a dissolved Empire."""
    state = game.state
    hre = world(state)["hre"]
    if not option(state, ADVANCED_RULES) or hre["dissolved"] or hre["emperor"] is None:
        return
    if world(state)["round"]["age"] not in CHECK_AGES:
        return
    geography = content_of(game).geography
    faiths = {
        faith(area_religion(state, geography, name)) for name in elector_areas(state, geography)
    }
    if not faiths:
        return
    now = hre["religion"]
    if faiths == {"protestant"}:
        becomes = "protestant"
    elif faiths == {"catholic"}:
        becomes = "catholic"
    else:
        becomes = "diverse"
    if becomes == now:
        return
    hre["religion"] = becomes
    game.log("hre_religion", hre["emperor"], rule=CHECK, religion=becomes)
    if becomes == "protestant" and hre["imperial_authority"] > 0:
        hre["imperial_authority"] -= PROTESTANT_AUTHORITY
        game.log(
            "imperial_authority_changed",
            hre["emperor"],
            rule=CHECK,
            change=-PROTESTANT_AUTHORITY,
            now=hre["imperial_authority"],
        )


@implements(ADVANCED, "interpretation:EUPOP-I6")
def may_change_religion(state: State, name: str) -> bool:
    """Whether the realm may take Change State Religion as far as the HRE goes: with the
    advanced rules, the Emperor may only while the HRE's religion differs from its own
    (a diverse HRE differs from every religion); anyone else always may."""
    hre = world(state)["hre"]
    if not option(state, ADVANCED_RULES) or hre["dissolved"] or hre["emperor"] != name:
        return True
    return faith(world(state)["realms"][name]["religion"]) != hre["religion"]


@implements(ADVANCED, "interpretation:EUPOP-I6")
def after_religion_changed(game: Game, name: str) -> None:
    """Called by the religion rules once a realm's religion (or its capital's Revolutionary
    token) changed: with the advanced rules, an Emperor whose capital area carries the
    Revolutionary token has adopted the Revolutionary Ideology and the HRE dissolves."""
    state = game.state
    hre = world(state)["hre"]
    if not option(state, ADVANCED_RULES) or hre["dissolved"] or hre["emperor"] != name:
        return
    if revolutionary(state, content_of(game).geography, name):
        dissolve(game, ADVANCED, "the Emperor adopted the Revolutionary Ideology")


@implements(ADVANCED, "eupop-aid:NPR Emperor (p. 45)", "interpretation:EUPOP-I6")
def dissolve(game: Game, rule: str, reason: str) -> None:
    """The HRE is dissolved for good: no area is in it any more, Imperial influence and
    Imperial units go, and the Emperor is no more (no Imperial Authority, no Emperor's
    income, actions or defence)."""
    state = game.state
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    for record in world(state)["map"]["areas"].values():
        record["hre"] = False
    hre["dissolved"] = True
    hre["emperor"] = None
    hre["imperial_authority"] = 0
    hre["imperial_influence"] = {}
    hre["imperial_units"] = 0
    hre["defending"] = False
    hre["intruded"] = []
    game.log("hre_dissolved", emperor, rule=rule, reason=reason)
