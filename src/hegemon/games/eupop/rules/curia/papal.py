"""The Papal Actions (eupop-aid PAPAL ACTIONS (p. 46)): Excommunicate Ruler and Call
Crusade, for the Papal Controller, at most one a round, in Ages I and II; and the
Controller's extra monarch power of phase 4, step D.

Each costs 2 diplomatic power (interpretation:EUPOP-U6)."""

from __future__ import annotations

from itertools import combinations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.cardinals import remove_cardinal
from hegemon.games.eupop.rules.curia.crusade import commit_to_crusade
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.sequence.menu import PAPAL, MenuEntry
from hegemon.games.eupop.world.curia import MUSLIM, PAPAL_CURIA, is_catholic, papal_controller
from hegemon.games.eupop.world.layout import area_religion, faith, realm, world

EXCOMMUNICATE = "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )"
CALL_CRUSADE = "eupop-aid:Call Crusade (2👤)"
DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
MONARCH = "eupop-aid:D. Collect Monarch Power"
COST = 2
"""Diplomatic power each papal action costs (EUPOP-U6)."""
PAPAL_AGES = (1, 2)
EXCOMMUNICATION_STABILITY = 1
EXCOMMUNICATION_INFLUENCE = 4
LOSE_INFLUENCE = "lose_influence"
"""The procedure through which a realm loses influence cubes (rules/diplomacy/influence_loss.py)."""
CRUSADE_PROVINCES = 2
"""The fewest provinces Muslim realms must own in the target area."""
CRUSADE_PRESTIGE = 1
CRUSADE_MERCENARIES = {"mercenary_infantry": 2}
CONTROLLER_POWER = ("administrative", "diplomatic")
"""The types the Papal Controller's extra point may take (EUPOP-U7)."""


@implements(
    PAPAL,
    PAPAL_CURIA,
    "interpretation:EUPOP-U6",
    "eupop-bots:PAPAL CURIA ACTION",
    "interpretation:EUPOP-BOT-40",
)
def papal_action_allowed(state: State, name: str) -> bool:
    """The realm may take a papal action now: a player realm that is the Papal Controller,
    no papal action taken this round, Age I or II; a human holding 2 diplomatic power (a
    Bot's card has paid for it, its PAPAL CURIA chart)."""
    typed = world(state)
    if typed["round"]["papal_action"] or typed["round"]["age"] not in PAPAL_AGES:
        return False
    if name in typed["bots"]:
        return papal_controller(state) == name
    mat = typed["players"].get(name)
    if mat is None or realm(state, name)["player"] != "human":
        return False
    if mat["monarch_power"]["diplomatic"] < COST:
        return False
    return papal_controller(state) == name


def _pay(game: Game, name: str, rule: str) -> None:
    if not papal_action_allowed(game.state, name):
        raise ValueError(f"{name} may not take a papal action now")
    if name not in world(game.state)["bots"]:  # a Bot's card paid (EUPOP-BOT-40)
        gov.lose_power(game, name, "diplomatic", COST, rule)
    world(game.state)["round"]["papal_action"] = True


# Excommunicate Ruler


@implements(EXCOMMUNICATE, "interpretation:EUPOP-U8")
def excommunication_targets(state: State, name: str) -> list[str]:
    """Catholic realms owning a province, not excommunicated yet, other than the realm and
    the Papal States, by name (Bots too: interpretation:EUPOP-BOT-40)."""
    typed = world(state)
    found = []
    for other, provinces in typed["owned"].items():
        if other == name or not provinces or other not in typed["realms"]:
            continue
        record = typed["realms"][other]
        if record["papal_states"]:
            continue
        if record["excommunicated"] or not is_catholic(state, other):
            continue
        found.append(other)
    return sorted(found)


def excommunicate_offers(state: State, content: Content, name: str) -> list[Action]:
    if not papal_action_allowed(state, name):
        return []
    return [
        Action("excommunicate_ruler", target, f"Excommunicate the ruler of {target} (2 dip)")
        for target in excommunication_targets(state, name)
    ]


@implements(EXCOMMUNICATE, "interpretation:EUPOP-U8")
def catholic_areas(game: Game, target: str) -> list[str]:
    """The areas of Catholic religion holding the target's influence cubes, A→Z: where its
    4 cubes come from."""
    state = game.state
    geography = content_of(game).geography
    return [
        where
        for where, record in sorted(world(state)["map"]["areas"].items())
        if record["influence"].get(target, 0) > 0
        and faith(area_religion(state, geography, where)) == "catholic"
    ]


class ExcommunicateRuler(Procedure):
    """``seat`` excommunicates the ruler of ``argument``."""

    name = "excommunicate_ruler"

    @step
    @implements(EXCOMMUNICATE, PAPAL, "interpretation:EUPOP-U8")
    def start(self, game: Game, local: Local) -> None:
        """The token, 1 stability, the right-most regular cardinal, then the 4 cubes from
        Catholic areas (the target's seat picks them, rules/diplomacy/influence_loss.py)."""
        state = game.state
        seat, target = local["seat"], str(local["argument"])
        if target not in excommunication_targets(state, seat):
            raise ValueError(f"{seat} may not excommunicate {target}")
        _pay(game, seat, EXCOMMUNICATE)
        realm(state, target)["excommunicated"] = True
        game.log("excommunicated", seat, rule=EXCOMMUNICATE, target=target)
        if target in world(state)["players"]:
            gov.change_stability(game, target, -EXCOMMUNICATION_STABILITY, EXCOMMUNICATE)
        elif world(state)["realms"][target]["player"] == "bot":
            # a Bot's stability lost is unrest (eupop-bots GENERAL EVENT RULES, EUPOP-BOT-14);
            # a non-player realm has no stability to lose
            from hegemon.games.eupop.rules.events.effects import apply_for, effect_table

            apply_for(effect_table(game), game, target, "lose_stability", EXCOMMUNICATION_STABILITY)
        slots = world(state)["curia"]["slots"]
        theirs = [index for index, held in enumerate(slots) if held == target]
        if theirs:
            remove_cardinal(game, theirs[-1], EXCOMMUNICATE, "excommunicated")
        game.call(
            LOSE_INFLUENCE,
            then="done",
            realm=target,
            areas=catholic_areas(game, target),
            count=EXCOMMUNICATION_INFLUENCE,
            rule=EXCOMMUNICATE,
            reason="excommunicated",
        )

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


# Call Crusade


@implements(CALL_CRUSADE)
def muslim_holdings(state: State, content: Content) -> dict[str, dict[str, int]]:
    """Area → Muslim realm → provinces it owns there (through the owners' index: Muslim
    realms only, never a scan of the map)."""
    typed = world(state)
    provinces = content.geography.provinces
    found: dict[str, dict[str, int]] = {}
    for name, owned in typed["owned"].items():
        if name not in typed["realms"] or typed["realms"][name]["religion"] not in MUSLIM:
            continue
        for province in owned:
            where = provinces[province].area
            found.setdefault(where, {})
            found[where][name] = found[where].get(name, 0) + 1
    return found


@implements(CALL_CRUSADE, "interpretation:EUPOP-U9")
def crusade_areas(state: State, content: Content) -> list[str]:
    """Areas with at least 2 provinces owned by Muslim realms and no Crusade token yet."""
    areas = world(state)["map"]["areas"]
    return sorted(
        where
        for where, owners in muslim_holdings(state, content).items()
        if sum(owners.values()) >= CRUSADE_PROVINCES and not areas[where]["crusade"]
    )


def crusade_offers(state: State, content: Content, name: str) -> list[Action]:
    if not papal_action_allowed(state, name):
        return []
    return [
        Action("call_crusade", where, f"Call a crusade on {where} (2 dip)")
        for where in crusade_areas(state, content)
    ]


@implements(CALL_CRUSADE, "interpretation:EUPOP-U9")
def crusade_war_targets(game: Game, name: str, where: str) -> list[str]:
    """The Muslim realms owning a province of the area that the realm may lawfully declare
    war on with its Holy War casus belli now, by name."""
    # The war rules import the economy's phase, which imports this package's scoring:
    # imported here, when a crusade is called, so that neither is half-loaded.
    from hegemon.games.eupop.rules.war.declare import legal_targets

    state = game.state
    content = content_of(game)
    owners = muslim_holdings(state, content).get(where, {})
    return sorted(
        {target for target, used, _ in legal_targets(state, content, name) if used == "holy_war"}
        & set(owners)
    )


class CallCrusade(Procedure):
    """``seat`` calls a crusade on the area ``argument``; it may then declare war, free, on
    the Muslim realms there, and if it does it scores 1 prestige, gains 2 mercenary
    infantry and is *Committed to Crusade* (interpretation:EUPOP-U9)."""

    name = "call_crusade"

    @step
    @implements(CALL_CRUSADE, PAPAL)
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        seat, where = local["seat"], str(local["argument"])
        if where not in crusade_areas(state, content_of(game)):
            raise ValueError(f"{seat} may not call a crusade on {where}")
        _pay(game, seat, CALL_CRUSADE)
        world(state)["map"]["areas"][where]["crusade"] = True
        game.log("crusade_called", seat, rule=CALL_CRUSADE, area=where)
        local["targets"] = crusade_war_targets(game, seat, where)
        game.goto("ask_war")

    @step(optional=True)
    @implements(CALL_CRUSADE, "interpretation:EUPOP-U9")
    def ask_war(self, game: Game, local: Local) -> Decision | None:
        """Any set of the Muslim realms it may declare war on (the aid's "Muslim Realm(s)"),
        one at a time first, then the larger sets, each by name; or no war."""
        targets: list[str] = local["targets"]
        if not targets:
            game.end(None)
            return None
        options = [
            list(chosen)
            for size in range(1, len(targets) + 1)
            for chosen in combinations(targets, size)
        ]
        actions = [
            Action("crusade_war", tuple(chosen), f"Declare war, free, on {', '.join(chosen)}")
            for chosen in options
        ]
        actions.append(Action("crusade_no_war", None, "Declare no war"))
        return Decision(local["seat"], "Crusade: declare war on the infidel?", tuple(actions))

    def on_war(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "crusade_no_war":
            game.end(None)
            return
        argument = action.argument if isinstance(action.argument, tuple) else ()
        chosen = [str(target) for target in argument]
        if not chosen or not set(chosen) <= set(local["targets"]):
            raise ValueError(f"{local['seat']} may not declare a crusade war on {chosen}")
        seat = local["seat"]
        held = world(game.state)["players"][seat]["monarch_power"]
        held["military"] += 1
        game.log(
            "monarch_power",
            seat,
            rule=CALL_CRUSADE,
            power="military",
            change=1,
            now=held["military"],
            asked=1,
        )
        game.call(
            "declare_war",
            then="committed",
            seat=seat,
            argument=[[target, "holy_war"] for target in chosen],
        )

    @step
    @implements(CALL_CRUSADE, DECLARE_WAR, "interpretation:EUPOP-U9")
    def committed(self, game: Game, local: Local) -> None:
        seat, where = local["seat"], str(local["argument"])
        gov.change_prestige(game, seat, CRUSADE_PRESTIGE, CALL_CRUSADE, "crusade")
        # The declaration's Holy War casus belli has committed it already (EUPOP-U11).
        commit_to_crusade(game, seat, where, CALL_CRUSADE)
        game.call("gain_units_effect", then="done", seat=seat, argument=CRUSADE_MERCENARIES)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


class PapalPower(Procedure):
    """Phase 4, step D: the Papal Controller takes 1 extra administrative or diplomatic
    power, its choice (interpretation:EUPOP-U7)."""

    name = "papal_power"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_power")

    @step
    @implements(MONARCH, PAPAL_CURIA, "interpretation:EUPOP-U7")
    def ask_power(self, game: Game, local: Local) -> Decision:
        actions = tuple(
            Action("papal_power", power, f"Gain 1 {power} power") for power in CONTROLLER_POWER
        )
        return Decision(local["seat"], "Papal Controller: gain 1 power of which type?", actions)

    def on_power(self, game: Game, local: Local, action: Action) -> None:
        power = str(action.argument)
        if power not in CONTROLLER_POWER:
            raise ValueError(f"the Papal Controller may not take {power} power")
        seat = local["seat"]
        gov.gain_power(game, seat, gov.power_type(power), 1, PAPAL_CURIA)
        game.log("papal_power", seat, rule=PAPAL_CURIA, power=power)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ExcommunicateRuler(), CallCrusade(), PapalPower())
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("excommunicate_ruler", "excommunicate_ruler", excommunicate_offers, EXCOMMUNICATE),
    MenuEntry("call_crusade", "call_crusade", crusade_offers, CALL_CRUSADE),
)
