"""Optional rule 2, Available Mercenaries (eupop-aid Land Movement): an army activated for
land movement in one of the realm's own areas may recruit up to 3 mercenary units there,
each at its usual price, and they march with it (interpretation:EUPOP-M14).

The land activation (:mod:`.land`) offers them before the army's first move, as
``recruit_unit`` actions carrying a :class:`.recruit.Recruitment`'s argument. What may be
recruited, and at what price, is read from the Recruit Units action's own list
(:func:`.recruit.recruitments`): the ducats, the Cannons idea for artillery and the turn's
limit of 3 mercenaries shared with every other recruitment (:mod:`..world.muster`)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_ducats
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.military.recruit import (
    COST,
    MERCENARIES,
    Recruitment,
    recruitments,
)
from hegemon.games.eupop.rules.sequence.options import AVAILABLE_MERCENARIES, option
from hegemon.games.eupop.world import muster
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.realms import realm_areas

PER_ACTIVATION = 3
"""Mercenary units one activated army may recruit."""
VERB = "recruit_unit"
RULE = "interpretation:EUPOP-M14"


@implements(c.LAND_MOVEMENT, c.MERCENARY, RULE)
def hiring_area(state: State, content: Content, realm: str, key: str) -> str | None:
    """The area where the army ``key``, just activated for land movement, may recruit
    mercenaries: its own, when the optional rule is played and the area holds one of the
    realm's own provinces; else None."""
    force = world(state)["forces"][key]
    if not option(state, AVAILABLE_MERCENARIES) or not force["army"]:
        return None
    where = str(force["where"])
    return where if where in realm_areas(state, content.geography, realm) else None


@implements(c.LAND_MOVEMENT, c.MERCENARY, c.COSTS, RULE)
def hire_offers(state: State, content: Content, realm: str, local: Local) -> list[Action]:
    """The mercenaries the moving army may still recruit before its first move."""
    where = local.get("hire_area")
    key = str(local["force"])
    force = world(state)["forces"].get(key)
    if where is None or force is None or local["moves"] or local["stopped"]:
        return []
    if force["where"] != where or sum(local["hired"].values()) >= PER_ACTIVATION:
        return []
    return [
        Action(VERB, r.argument, _label(r.kind, key))
        for r in recruitments(state, content, realm)
        if r.kind in MERCENARIES and r.where == where
    ]


def _label(kind: str, key: str) -> str:
    name = kind.replace("_", " ")
    return f"Recruit 1 {name} to march with army {key}: {COST[kind]} ducats (Available Mercenaries)"


@implements(c.LAND_MOVEMENT, c.MERCENARY, c.COSTS, RULE)
def hire(game: Game, realm: str, local: Local, action: Action) -> None:
    """Pay for one offered mercenary and put it in the moving army."""
    state = game.state
    offered = hire_offers(state, content_of(game), realm, local)
    if not any(a.verb == action.verb and a.argument == action.argument for a in offered):
        raise ValueError(f"{realm} cannot recruit {action.argument} for the moving army")
    kind = Recruitment.of(action.argument).kind
    key = str(local["force"])
    lose_ducats(game, realm, COST[kind], c.COSTS, reason=f"recruit {kind}")
    muster.use_mercenary(state, realm)
    c.add_units(state, key, kind)
    local["hired"][kind] = local["hired"].get(kind, 0) + 1
    game.log(
        "unit_recruited",
        realm,
        rule=c.LAND_MOVEMENT,
        unit=kind,
        where=world(state)["forces"][key]["where"],
        port=None,
        force=key,
        ducats=COST[kind],
    )


@implements(c.LAND_MOVEMENT, RULE)
def keeps_hired(state: State, local: Local, action: Action) -> bool:
    """Whether a reorganisation of the moving army keeps the mercenaries it recruited in
    this activation: it gives away or leaves behind none of them."""
    if action.verb not in ("give_unit", "split_off"):
        return True
    argument = action.argument
    kind = str(argument[1] if isinstance(argument, (tuple, list)) else argument)
    hired = int(local.get("hired", {}).get(kind, 0))
    units = world(state)["forces"][str(local["force"])]["units"]
    return hired == 0 or units.get(kind, 0) > hired
