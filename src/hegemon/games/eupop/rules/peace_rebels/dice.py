"""The results of a rebel die (aid "Rebel Dice", p. 37), one at a time.

Each function that finishes a result moves the phase on to its ``resolve_die`` step; a
result that needs the realm's choice stores the options and goes to ``ask_rebel_die``.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.governing import POWERS, lose_ducats, mat, power_type
from hegemon.games.eupop.rules.economy.governing import lose_power as lose_monarch_power
from hegemon.games.eupop.rules.economy.treasury import MANPOWER, pay_mandatory
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.peace_rebels import rebels, unrest
from hegemon.games.eupop.world.layout import REBELS, province, provinces_by_owner, vassals, world

REBEL_DICE = "eupop-aid:Rebel Dice"
REBELS_HEADING = "eupop-aid:REBELS (👤) (p. 37)"
"""The heading over Rebel Dice and Rebel Units: a die's results are where rebels come from."""
PAYMENT = 2
"""Ducats paid instead of the monarch power or manpower a realm cannot give, and ducats
lost on the ducats face."""
REASON = "rebel die"
"""The ``reason`` of the ``ducats`` entries the rebel die writes."""


@implements(REBELS_HEADING, REBEL_DICE, "interpretation:EUPOP-P8")
def resolve(game: Game, local: Local, name: str, where: str, face: str) -> None:
    state = game.state
    if face == "remove_unrest":
        if unrest.remove_unrest(state, where, name):
            game.log("unrest_removed", name, rule=REBEL_DICE, area=where, count=1)
    elif face == "lose_ducats":
        lose_ducats(game, name, PAYMENT, REBEL_DICE, REASON)
    elif face == "exhaust_manpower":
        if not exhaust_manpower(game, name):
            _pay(game, name)
    elif face == "lose_monarch_power":
        held = [power for power in POWERS if mat(game, name)["monarch_power"][power] > 0]
        if not held:
            _pay(game, name)
        elif len(held) == 1:
            lose_power(game, name, held[0])
        else:
            local["choice"] = {"verb": "lose_power", "options": held}
            game.goto("ask_rebel_die")
            return
    elif face == "rebellion":
        rebellion(game, local, name, where)
        return
    game.goto("resolve_die")


@implements(REBEL_DICE, "interpretation:EUPOP-P8", "interpretation:EUPOP-E4")
def _pay(game: Game, name: str) -> None:
    """2 ducats instead of what the realm lacks: a mandatory cost (loans, then bankruptcy)."""
    pay_mandatory(game, name, PAYMENT, REBEL_DICE, REASON)


def lose_power(game: Game, name: str, power: str) -> None:
    lose_monarch_power(game, name, power_type(power), 1, REBEL_DICE)


@implements(REBEL_DICE, MANPOWER)
def exhaust_manpower(game: Game, name: str) -> bool:
    """1 available manpower becomes exhausted (the economy's ``manpower`` entry, ``spent``
    1); False, changing nothing, when none is available."""
    manpower = mat(game, name)["manpower"]
    if manpower["available"] < 1:
        return False
    manpower["available"] -= 1
    manpower["exhausted"] += 1
    game.log("manpower", name, rule=REBEL_DICE, change=0, spent=1, **manpower)
    return True


@implements(
    REBEL_DICE,
    "eupop-aid:Rebel Units (👤)",
    "interpretation:EUPOP-P15",
    "interpretation:EUPOP-P6",
    "interpretation:EUPOP-P18",
)
def rebellion(game: Game, local: Local, name: str, where: str) -> None:
    """With its land units in the area, a rebel unit joins the area (the battle comes after
    every die: the area and the realm are kept in ``local["battles"]``); without, the die
    strikes one of its or its vassals' provinces there not struck yet (a core one is
    occupied, another liberated, EUPOP-P6, EUPOP-P18)."""
    state, geography = game.state, content_of(game).geography
    if rebels.player_land_units(state, where, name):
        placed = 1 if world(state)["box"]["rebels"] > 0 else 0
        rebels.set_rebels(state, where, rebels.rebels_in(state, where) + placed)
        battles: list[list[str]] = local.setdefault("battles", [])
        if [where, name] not in battles:
            battles.append([where, name])
        game.log("rebellion", name, rule=REBEL_DICE, area=where, rebels_placed=placed)
        game.goto("resolve_die")
        return
    struck = local.setdefault("struck", [])
    held = provinces_by_owner(state, [name, *vassals(state, name)])
    candidates = [
        target
        for target in sorted(target for found in held.values() for target in found)
        if geography.provinces[target].area == where
        and target not in struck
        and province(state, target)["occupier"] != REBELS
    ]
    if len(candidates) > 1:
        local["choice"] = {"verb": "rebellion", "options": candidates}
        game.goto("ask_rebel_die")
        return
    if candidates:
        strike(game, local, candidates[0])
        return
    game.log("rebellion", name, rule=REBEL_DICE, area=where, rebels_placed=0)
    game.goto("resolve_die")


@implements(
    REBEL_DICE,
    "eupop-aid:Rebel Units (👤)",
    "interpretation:EUPOP-P6",
    "eupop-bots:REBEL DICE ROLLS",
    "interpretation:EUPOP-BOT-82",
)
def strike(game: Game, local: Local, target: str, dnpr: str | None = None) -> None:
    """A rebellion die assigned to one of the realm's provinces. When rebels free it as a
    territory to a DNPR and the dice have an Active Player (``active``: the realm that took
    the event or converts the area), that realm picks the DNPR among several; a Bot never
    picks: the territory goes as with no Active Player (interpretation:EUPOP-BOT-82)."""
    geography = content_of(game).geography
    active = local.get("active")
    if active is not None and world(game.state)["realms"][active]["player"] == "bot":
        active = None
    if dnpr is None and active is not None:
        choices = rebels.territory_choices(game.state, geography, target)
        if len(choices) > 1:
            local["choice"] = {
                "verb": "territory_dnpr",
                "options": choices,
                "target": target,
                "seat": active,
            }
            game.goto("ask_rebel_die")
            return
    owner = province(game.state, target)["owner"]
    result = rebels.rebels_take(game.state, geography, target, dnpr)
    if province(game.state, target)["owner"] != owner:
        after_provinces_changed(game, [target])
    local.setdefault("struck", []).append(target)
    game.log("rebels_siege", local["seat"], rule=REBEL_DICE, province=target, result=result)
    game.goto("resolve_die")


def ask(local: Local) -> Decision:
    choice = local["choice"]
    if choice["verb"] == "lose_power":
        actions = tuple(
            Action("lose_power", power, f"Lose 1 {power} power") for power in choice["options"]
        )
        return Decision(local["seat"], "Rebel die: which monarch power do you lose?", actions)
    if choice["verb"] == "territory_dnpr":
        target = choice["target"]
        actions = tuple(
            Action("territory_dnpr", name, f"{target} goes to {name}") for name in choice["options"]
        )
        return Decision(
            choice["seat"], f"Rebels free {target}: which DNPR takes the territory?", actions
        )
    actions = tuple(
        Action("rebellion", target, f"Rebels strike {target}") for target in choice["options"]
    )
    return Decision(local["seat"], "Rebellion: which province do rebels strike?", actions)
