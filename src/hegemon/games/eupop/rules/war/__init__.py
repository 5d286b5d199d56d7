"""War: restrictions on declaring war, casus belli, Declare War, calls to arms, active NPR
allies (eupop-aid MILITARY ACTIONS, Casus Belli (p. 22)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105): the Declare War action, the event effect that starts a
war and the General CB token an event gives."""

from __future__ import annotations

from hegemon.engine.flow import Game, Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.rules.war import battles, calls, declare, ports
from hegemon.games.eupop.world.layout import REBELS, realm, world

GENERAL_CB = "eupop-aid:Casus Belli (p. 22)"


def gain_casus_belli(game: Game, name: str, target: object) -> None:
    """An event gives ``name`` a General CB token on ``target``."""
    other = str(target)
    if other in (name, REBELS) or other not in world(game.state)["realms"]:
        raise ValueError(f"{name} cannot hold a casus belli on {other!r}")
    tokens = realm(game.state, name)["casus_belli"]
    if other not in tokens:
        tokens.append(other)
        tokens.sort()
    game.log("casus_belli_gained", name, rule=GENERAL_CB, target=other)


PROCEDURES: tuple[Procedure, ...] = (
    declare.PROCEDURES + calls.PROCEDURES + battles.PROCEDURES + ports.PROCEDURES
)
DECLARE_WAR_ENTRY = MenuEntry("declare_war", "declare_war", declare.offers, declare.DECLARE_WAR)
MENU_ENTRIES: tuple[MenuEntry, ...] = (DECLARE_WAR_ENTRY,)
EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("gain_casus_belli", GENERAL_CB, apply=gain_casus_belli),
    EffectRule("declare_war", declare.BY_EVENT, procedure="declare_war_by_event"),
)
