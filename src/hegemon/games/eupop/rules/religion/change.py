"""Change State Religion, a generic action from Age II on (eupop-aid Change State Religion
(p. 13)): a Catholic (or Counter-Reformed) player realm converts to Protestantism, a
Protestant one to Catholicism (Convert between Catholic and Protestant), or a Catholic one
embraces the Counter-Reformation while its token is in play (Embrace the
Counter-Reformation). With the advanced rules the Emperor may change only while the HRE's
religion differs from its own (:func:`..empire.religion.may_change_religion`).

Converting costs 1 prestige, 1 stability and 1 diplomatic power; the realm takes up to 5
of its influence cubes out of areas of the religion it abandons (asked cube by cube when
it holds more there) and places each in an area of its new religion with room (cube by
cube); then each of its areas of the abandoned religion gains 1 of its unrest and it rolls
its rebel dice there, as after Convert Area. Embracing costs 3 administrative power: the
realm becomes Counter-Reformed and a Counter-Reformation token goes on its capital area's
religion slot (the non-player realms there follow it). Interpretations EUPOP-L4, L6, L7,
L8.

The Standard Event effects ``change_state_religion`` (any religion but Diverse Faiths),
``embrace_counter_reformation`` and ``place_counter_reformation`` are in
:mod:`.effects`; they reuse this procedure without its price (``free``)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.diplomacy.placing import AREA_LIMIT, place
from hegemon.games.eupop.rules.economy.governing import (
    change_prestige,
    change_stability,
    lose_power,
)
from hegemon.games.eupop.rules.empire.religion import may_change_religion
from hegemon.games.eupop.rules.peace_rebels import roll, unrest
from hegemon.games.eupop.rules.peace_rebels.bots import is_bot
from hegemon.games.eupop.rules.religion.state import (
    DIVERSE_FAITHS,
    follow_capital,
    set_state_religion,
)
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.influence import cubes_in, influence_allowed
from hegemon.games.eupop.world.layout import area_religion, faith, world
from hegemon.games.eupop.world.religion import (
    COUNTER_REFORMED,
    counter_reformation_in_play,
    set_slot_religion,
)

CHANGE = "eupop-aid:Change State Religion (p. 13)"
CONVERT = "eupop-aid:Convert between Catholic and Protestant"
EMBRACE = "eupop-aid:Embrace the Counter-Reformation"
ABILITIES = "eupop-aid:Religion abilities"
REBEL_DICE = "eupop-aid:Rebel Dice"
VERB = "change_state_religion"
EMBRACING = "counter_reformation"
"""The action's argument for Embrace the Counter-Reformation."""
FIRST_AGE = 2
CONVERT_PRESTIGE = 1
CONVERT_STABILITY = 1
CONVERT_POWER = 1
"""Diplomatic power (interpretation:EUPOP-L7)."""
CUBES_MOVED = 5
EMBRACE_POWER = 3
"""Administrative power (interpretation:EUPOP-L8)."""
MAY_CHANGE = ("catholic", "protestant")
"""The faiths whose realms may take Change State Religion (Religion abilities)."""


@implements(CHANGE, ABILITIES, "eupop-aid:HRE Religion (adv. rules) (p. 45)")
@implements("interpretation:EUPOP-L4")
def may_change(state: State, name: str) -> bool:
    """The realm may take Change State Religion at all: a human player realm, Age II or
    later, Catholic (Counter-Reformed counts) or Protestant, and — with the advanced rules,
    for the Emperor — the HRE's religion differs from its own."""
    typed = world(state)
    record = typed["realms"][name]
    if record["kind"] != "player" or record["player"] != "human" or name not in typed["players"]:
        return False
    if typed["round"]["age"] < FIRST_AGE or faith(record["religion"]) not in MAY_CHANGE:
        return False
    return may_change_religion(state, name)


def converted_to(religion: str) -> str | None:
    """The religion Convert between Catholic and Protestant leads to, or None."""
    return {"catholic": "protestant", "protestant": "catholic"}.get(faith(religion))


@implements(EMBRACE, "interpretation:EUPOP-L6")
def may_embrace(state: State, name: str) -> bool:
    """The realm is Catholic (not yet Counter-Reformed) and a Counter-Reformation token is
    in play; the price aside."""
    return world(state)["realms"][name]["religion"] == "catholic" and counter_reformation_in_play(
        state
    )


def options(state: State, name: str) -> list[str]:
    """The action's arguments the realm may take now, the price included: the religion it
    would convert to, and ``counter_reformation``."""
    if not may_change(state, name):
        return []
    power = world(state)["players"][name]["monarch_power"]
    found = []
    target = converted_to(world(state)["realms"][name]["religion"])
    if target is not None and power["diplomatic"] >= CONVERT_POWER:
        found.append(target)
    if power["administrative"] >= EMBRACE_POWER and may_embrace(state, name):
        found.append(EMBRACING)
    return found


def offers(state: State, content: Content, name: str) -> list[Action]:
    actions = []
    for option in options(state, name):
        if option == EMBRACING:
            label = (
                f"Change State Religion: embrace the Counter-Reformation ({EMBRACE_POWER} "
                "administrative power; its token goes on your capital area)"
            )
        else:
            label = (
                f"Change State Religion: convert to {option} ({CONVERT_PRESTIGE} prestige, "
                f"{CONVERT_STABILITY} stability, {CONVERT_POWER} diplomatic power; up to "
                f"{CUBES_MOVED} influence moves; unrest and rebel dice follow)"
            )
        actions.append(Action("change_state_religion", option, label))
    return actions


def own_areas(state: State, content: Content, name: str) -> list[str]:
    """The areas where the realm owns a province, A→Z."""
    provinces = content.geography.provinces
    return sorted({provinces[town].area for town in world(state)["owned"].get(name, [])})


def _of_faith(state: State, content: Content, where: str, belief: str) -> bool:
    return faith(area_religion(state, content.geography, where)) == belief


def abandoned_sources(state: State, content: Content, name: str, belief: str) -> list[str]:
    """The areas of the faith ``belief`` holding one of the realm's influence cubes, A→Z
    (Imperial influence is not the realm's cubes)."""
    return sorted(
        where
        for where, record in world(state)["map"]["areas"].items()
        if record["influence"].get(name, 0) > 0 and _of_faith(state, content, where, belief)
    )


@implements(CONVERT, "eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-L7")
def new_homes(state: State, content: Content, belief: str) -> list[str]:
    """The areas of the faith ``belief`` where an influence cube may go: influence may
    stand there and the area holds fewer than 5 cubes, A→Z."""
    geography = content.geography
    return [
        where
        for where in sorted(geography.areas)
        if _of_faith(state, content, where, belief)
        and influence_allowed(state, geography, where)
        and cubes_in(state, where) < AREA_LIMIT
    ]


def _take_out(game: Game, name: str, where: str, rule: str) -> None:
    """One of the realm's cubes leaves the area for its supply (to be placed again)."""
    influence = world(game.state)["map"]["areas"][where]["influence"]
    influence[name] -= 1
    if influence[name] <= 0:
        del influence[name]
    world(game.state)["supply"][name]["cubes"] += 1
    game.log("influence_abandoned", name, rule=rule, area=where)


@implements(EMBRACE, "interpretation:EUPOP-L6", "interpretation:EUPOP-L8")
def embrace(game: Game, name: str, rule: str) -> None:
    """The realm becomes Counter-Reformed and a Counter-Reformation token goes on its
    capital area's religion slot (replacing the religion token there, a Revolutionary token
    staying on top); the non-player realms whose capital areas that slot governs follow."""
    state, content = game.state, content_of(game)
    set_state_religion(game, name, COUNTER_REFORMED, rule)
    capital = world(state)["realms"][name]["capital"]
    if capital is None:
        return
    slot = content.geography.areas[content.geography.provinces[capital].area].religion_slot
    if world(state)["map"]["religion_slots"][slot]["religion"] == COUNTER_REFORMED:
        return
    before = set_slot_religion(state, slot, COUNTER_REFORMED)
    game.log(
        "counter_reformation_placed",
        name,
        rule=rule,
        slot=slot,
        before=before,
        areas=list(content.geography.religion_slots[slot]),
    )
    follow_capital(game, slot, rule)


class ChangeStateReligion(Procedure):
    """``seat``, ``argument`` (the new religion, or ``counter_reformation``), ``free`` (an
    event's change: no price, no condition but its own). Converting: pay, change, take the
    cubes out (``ask_remove`` when more than 5 could go), place them (``ask_place``), then
    unrest and rebel dice in the realm's areas of the abandoned faith."""

    name = VERB

    @step
    @implements(CHANGE, CONVERT, EMBRACE, "interpretation:EUPOP-L4", "interpretation:EUPOP-L7")
    def start(self, game: Game, local: Local) -> None:
        state, content = game.state, content_of(game)
        name, target = local["seat"], str(local["argument"])
        free = bool(local.get("free"))
        if not free and target not in options(state, name):
            raise ValueError(f"{name} may not change its state religion to {target}")
        rule = CHANGE if free else (EMBRACE if target == EMBRACING else CONVERT)
        local["rule"] = rule
        if target == EMBRACING:
            if not free:
                lose_power(game, name, "administrative", EMBRACE_POWER, EMBRACE)
            embrace(game, name, rule)
            game.end(None)
            return
        if target == DIVERSE_FAITHS:
            raise ValueError(f"{name}: Diverse Faiths cannot be a state religion")
        if not free:
            change_prestige(game, name, -CONVERT_PRESTIGE, CONVERT, "change of state religion")
            change_stability(game, name, -CONVERT_STABILITY, CONVERT)
            lose_power(game, name, "diplomatic", CONVERT_POWER, CONVERT)
        old = faith(world(state)["realms"][name]["religion"])
        new = faith(target)
        set_state_religion(game, name, target, rule)
        local["old"], local["new"] = old, new
        local["removed"] = 0
        if old == new:
            game.end(None)
            return
        sources = abandoned_sources(state, content, name, old)
        held = sum(world(state)["map"]["areas"][where]["influence"][name] for where in sources)
        if held <= CUBES_MOVED:
            for where in sources:
                for _ in range(world(state)["map"]["areas"][where]["influence"][name]):
                    _take_out(game, name, where, rule)
            local["removed"] = held
            game.goto("ask_place")
            return
        game.goto("ask_remove")

    @step(optional=True)
    @implements(CONVERT, "interpretation:EUPOP-L7")
    def ask_remove(self, game: Game, local: Local) -> Decision | None:
        """The realm picks, cube by cube, which of its cubes in areas of the abandoned
        faith go (5 in all)."""
        state, name = game.state, local["seat"]
        sources = abandoned_sources(state, content_of(game), name, local["old"])
        if local["removed"] >= CUBES_MOVED or not sources:
            game.goto("ask_place")
            return None
        if is_bot(state, name):
            # a Bot takes them by the choice processes: the area of lowest tax value first
            # (interpretation:EUPOP-BOT-37)
            geography = content_of(game).geography
            where = min(sources, key=lambda key: (geography.areas[key].tax_value, key))
            self.on_remove(game, local, Action("rel_remove", where))
            return None
        actions = tuple(
            Action("rel_remove", where, f"Take 1 influence out of {where}") for where in sources
        )
        left = CUBES_MOVED - local["removed"]
        prompt = f"Change State Religion: take influence out of areas of {local['old']} ({left})"
        return Decision(name, prompt, actions)

    def on_remove(self, game: Game, local: Local, action: Action) -> None:
        _take_out(game, local["seat"], str(action.argument), local["rule"])
        local["removed"] += 1
        game.goto("ask_remove")

    @step(optional=True)
    @implements(CONVERT, "eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-L7")
    def ask_place(self, game: Game, local: Local) -> Decision | None:
        """Each cube taken out goes, one at a time, to an area of the new faith with room
        the realm picks; with none, the rest stay in its supply."""
        state, name = game.state, local["seat"]
        if local["removed"] <= 0:
            game.goto("dissent")
            return None
        homes = new_homes(state, content_of(game), local["new"])
        if not homes:
            game.log("influence_unplaced", name, rule=local["rule"], count=local["removed"])
            local["removed"] = 0
            game.goto("dissent")
            return None
        if is_bot(state, name):
            # a Bot places them by the choice processes: the area of highest tax value first
            # (interpretation:EUPOP-BOT-37)
            geography = content_of(game).geography
            where = min(homes, key=lambda key: (-geography.areas[key].tax_value, key))
            self.on_place(game, local, Action("rel_place", where))
            return None
        actions = tuple(
            Action("rel_place", where, f"Place 1 influence in {where}") for where in homes
        )
        prompt = (
            f"Change State Religion: place influence in areas of {local['new']} "
            f"({local['removed']} left)"
        )
        return Decision(name, prompt, actions)

    def on_place(self, game: Game, local: Local, action: Action) -> None:
        place(game, local["seat"], f"place:{action.argument}", local["rule"])
        local["removed"] -= 1
        game.goto("ask_place")

    @step
    @implements(CONVERT, REBEL_DICE, "interpretation:EUPOP-L7")
    def dissent(self, game: Game, local: Local) -> None:
        """Each of the realm's areas of the abandoned faith gains 1 of its unrest; then it
        rolls its rebel dice there."""
        state, name = game.state, local["seat"]
        content = content_of(game)
        areas = [
            where
            for where in own_areas(state, content, name)
            if _of_faith(state, content, where, local["old"])
        ]
        for where in areas:
            unrest.add_unrest(state, where, name)
            game.log("unrest_added", name, rule=local["rule"], area=where, count=1)
        if not areas:
            game.end(None)
            return
        game.call(roll.DICE_NAME, then="rebel_battles", seat=name, areas=areas, active=name)

    @step
    def rebel_battles(self, game: Game, local: Local) -> None:
        battles = local["result"]["battles"]
        game.call(roll.BATTLES_NAME, then="done", battles=battles, active=local["seat"])

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


def refusal(state: State, name: str, target: Any) -> str | None:
    """Why an event's change of state religion to ``target`` does nothing (None: it
    changes): Diverse Faiths are never one; a realm already of that religion."""
    if str(target) == DIVERSE_FAITHS:
        return "Diverse Faiths are never a state religion"
    if world(state)["realms"][name]["religion"] == str(target):
        return f"{name} already follows {target}"
    if name not in world(state)["players"]:
        return f"{name} is not a player realm"
    return None


PROCEDURES: tuple[Procedure, ...] = (ChangeStateReligion(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (MenuEntry("change_state_religion", VERB, offers, CHANGE),)
