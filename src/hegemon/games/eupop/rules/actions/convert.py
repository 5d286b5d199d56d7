"""Convert Area (eupop-aid Convert Area (2👤 + 3👤) (p. 14)).

The realm names a religion slot: it must own a province in an area the slot governs
(interpretation:EUPOP-16), every owned province of those areas must belong to realms of
its state religion, and the slot must follow another religion. It pays 2 administrative
power (1 for a Protestant realm) and 3 ducats (interpretation:EUPOP-A6); the slot takes
its state religion; each of those areas where it owns a province gains 1 of its unrest,
and it rolls its rebel dice there, resolved as in phase 3 (eupop-aid Rebel Dice).
"""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_ducats, lose_power
from hegemon.games.eupop.rules.peace_rebels import roll, unrest
from hegemon.games.eupop.rules.religion.state import follow_capital
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import faith, owner, world
from hegemon.games.eupop.world.religion import set_slot_religion

CONVERT = "eupop-aid:Convert Area (2👤 + 3👤) (p. 14)"
RELIGION_ABILITIES = "eupop-aid:Religion abilities"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
REBEL_DICE = "eupop-aid:Rebel Dice"
ADMINISTRATIVE_COST = 2
DUCAT_COST = 3
PROTESTANT_DISCOUNT = 1


implements("eupop-aid:RELIGION, FAITH (p. 38)")(faith)


@implements(CONVERT, RELIGION_ABILITIES)
def convert_cost(state: State, realm: str) -> int:
    """Administrative power the conversion costs the realm (its ducats are always 3)."""
    protestant = world(state)["realms"][realm]["religion"] == "protestant"
    return ADMINISTRATIVE_COST - (PROTESTANT_DISCOUNT if protestant else 0)


def affected_areas(state: State, content: Content, realm: str, slot: str) -> list[str]:
    """The slot's areas where the realm owns a province, A→Z."""
    geography = content.geography
    return sorted(
        area
        for area in geography.religion_slots[slot]
        if any(owner(state, name) == realm for name in geography.areas[area].provinces)
    )


@implements(CONVERT, "interpretation:EUPOP-16", "interpretation:EUPOP-A6")
def may_convert(state: State, content: Content, realm: str, slot: str) -> bool:
    """Whatever the cost: the realm owns a province in the slot's areas, every owned
    province there belongs to a realm of its faith, and the slot follows another one."""
    typed = world(state)
    religion = faith(typed["realms"][realm]["religion"])
    if faith(typed["map"]["religion_slots"][slot]["religion"]) == religion:
        return False
    if not affected_areas(state, content, realm, slot):
        return False
    geography = content.geography
    for area in geography.religion_slots[slot]:
        for name in geography.areas[area].provinces:
            holder = owner(state, name)
            if holder is not None and faith(typed["realms"][holder]["religion"]) != religion:
                return False
    return True


def offers(state: State, content: Content, realm: str) -> list[Action]:
    typed = world(state)
    if realm not in typed["players"]:
        return []
    mat = typed["players"][realm]
    cost = convert_cost(state, realm)
    if mat["monarch_power"]["administrative"] < cost or mat["ducats"] < DUCAT_COST:
        return []
    religion = typed["realms"][realm]["religion"]
    actions = []
    for slot in sorted(content.geography.religion_slots):
        if not may_convert(state, content, realm, slot):
            continue
        areas = ", ".join(content.geography.religion_slots[slot])
        label = (
            f"Convert {areas} to {religion} ({cost} administrative power, "
            f"{DUCAT_COST} ducats; unrest and rebel dice follow)"
        )
        actions.append(Action("convert_area", slot, label))
    return actions


class ConvertArea(Procedure):
    """Pay (unless ``free``: an event's conversion), convert the slot, add unrest, then
    roll and resolve the realm's rebel dice in each affected area (``rebel_dice``) and
    fight the rebel battles (``rebel_battles``)."""

    name = "convert_area"

    @step
    @implements(CONVERT, "eupop-aid:RELIGION, FAITH (p. 38)", REVOLUTIONARY)
    @implements("interpretation:EUPOP-L5")
    def start(self, game: Game, local: Local) -> None:
        """A slot under the Revolutionary token converts like any other: the religion token
        beneath changes, the Revolutionary token stays (interpretation:EUPOP-L5)."""
        state, content = game.state, content_of(game)
        realm, slot = local["seat"], str(local["argument"])
        record = world(state)["map"]["religion_slots"][slot]
        cost = convert_cost(state, realm)
        if not may_convert(state, content, realm, slot):
            raise ValueError(f"{realm} may not convert {slot}")
        if not local.get("free"):
            # an event's Convert Area converts without the price (interpretation:EUPOP-F17),
            # and a Bot's, paid by its card (bots/charts/convert.py)
            mat = world(state)["players"][realm]
            if mat["monarch_power"]["administrative"] < cost or mat["ducats"] < DUCAT_COST:
                raise ValueError(f"{realm} cannot pay to convert {slot}")
            lose_power(game, realm, "administrative", cost, CONVERT)
            lose_ducats(game, realm, DUCAT_COST, CONVERT, "convert area")
        before = set_slot_religion(state, slot, world(state)["realms"][realm]["religion"])
        areas = affected_areas(state, content, realm, slot)
        game.log(
            "area_converted",
            realm,
            rule=CONVERT,
            slot=slot,
            before=before,
            religion=record["religion"],
            areas=list(content.geography.religion_slots[slot]),
        )
        follow_capital(game, slot, CONVERT)
        for area in areas:
            unrest.add_unrest(state, area, realm)
            game.log("unrest_added", realm, rule=CONVERT, area=area, count=1)
        game.call(roll.DICE_NAME, then="rebel_battles", seat=realm, areas=areas, active=realm)

    @step
    @implements(REBEL_DICE, "interpretation:EUPOP-P15", "interpretation:EUPOP-A6")
    def rebel_battles(self, game: Game, local: Local) -> None:
        """Rebels placed beside the realm's units fight once its dice are resolved; the
        converting realm is the active realm."""
        battles = local["result"]["battles"]
        game.call(roll.BATTLES_NAME, then="done", battles=battles, active=local["seat"])

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ConvertArea(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (MenuEntry("convert_area", "convert_area", offers, CONVERT),)
