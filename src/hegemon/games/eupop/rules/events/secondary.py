"""The Secondary Event Effects built here (eupop-aid Secondary Event Effects (p. 41)):
``SECONDARY_RULES`` for the module's effect table, ``PROCEDURES`` for those with steps.

Each resolves for the realm that took the event (``realm``, the aid's "you") or, for an
event left on display, on its own (``realm`` None: nobody is "you").

Built: Character Mortality, Unrest/Rebellion, Attrition, Lost at Sea, Activate Power
Struggle, DNPR Expansion, Disloyal Vassals (Pirates: the trade package; Native Uprising:
rules/exploration; Cardinal Dies: rules/curia; Spread of Religious Ideas and Spread of the
Revolution: rules/religion).
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.rules.characters import cards
from hegemon.games.eupop.rules.economy.treasury import remove_units
from hegemon.games.eupop.rules.events import dnpr
from hegemon.games.eupop.rules.events.effects import SecondaryRule
from hegemon.games.eupop.rules.peace_rebels import bots, dice, rebels, roll, unrest
from hegemon.games.eupop.world.allied import ALLIED_FIGURES, figure_back
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    SHIPS,
    controller,
    enemies,
    port_active,
    world,
)

SECONDARY = "eupop-aid:Secondary Event Effects (p. 41)"
MORTALITY = "eupop-aid:Character Mortality"
UNREST = "eupop-aid:Unrest/Rebellion"
ATTRITION = "eupop-aid:Attrition"
LOST_AT_SEA = "eupop-aid:Lost at Sea"
POWER_STRUGGLE = "eupop-aid:Activate Power Struggle (adv. rules)"
DISLOYAL = "eupop-aid:Disloyal Vassals"
BOT_SECONDARY = "eupop-bots:SECONDARY EFFECTS"
CASUALTIES = "eupop-aid:4. Assign Casualties"
UNITS_PER_CASUALTY = 4
"""Deployed land units per casualty of attrition."""
YOUR_DICE = 1
"""The most rebel dice the realm that took the event rolls."""
CATEGORIES: tuple[tuple[str, ...], ...] = (
    tuple(kind for kind in LAND_UNITS if kind.startswith("mercenary_")),
    ("infantry", "cavalry", "artillery"),
    tuple(kind for kind in LAND_UNITS if kind.startswith("allied_")),
)
"""Casualties alternate between mercenary, regular and allied units, in that order."""
SHIP_SUPPLY = {
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "damaged_heavy_ship": "heavy_ships",
    "galley": "galleys",
}


def _order(game: Game, realm: str | None) -> list[str]:
    """The player realms (human and Bot) in turn order, starting from the one that took the
    event (General Event guidelines: the active player first)."""
    order = list(world(game.state)["round"]["turn_order"])
    if realm in order:
        at = order.index(realm)
        order = order[at:] + order[:at]
    return order


@implements(MORTALITY, cards.CHARACTERS, BOT_SECONDARY, "interpretation:EUPOP-H5")
def character_mortality(game: Game, realm: str | None, event: str) -> None:
    """Every human realm's ruler gains an ill health token; at the second it dies and the
    realm is left in an Interregnum. Bots have no characters: it touches none, whoever took
    the event (eupop-bots SECONDARY EFFECTS)."""
    players = world(game.state)["players"]
    for name in _order(game, realm):
        if name not in players or players[name]["ruler"] is None:
            continue
        ruler = players[name]["ruler"]
        assert ruler is not None
        ruler["ill_health"] += 1
        game.log(
            "ill_health", name, rule=MORTALITY, character=ruler["leader"], now=ruler["ill_health"]
        )
        if ruler["ill_health"] >= cards.DEATH_AT:
            cards.remove_ruler(game, name, MORTALITY, "died")


def _deployed_land(game: Game, name: str) -> list[tuple[str, dict[str, int]]]:
    areas = content_of(game).geography.areas
    forces = world(game.state)["forces"]
    return [
        (key, forces[key]["units"])
        for key in sorted(forces)
        if forces[key]["realm"] == name and forces[key]["where"] in areas
    ]


@implements(ATTRITION, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-H7")
def attrition_losses(game: Game, name: str) -> int:
    """1 land unit per full 4 the realm has deployed (in forces on land)."""
    deployed = sum(
        count
        for _, units in _deployed_land(game, name)
        for kind, count in units.items()
        if kind in LAND_UNITS
    )
    return deployed // UNITS_PER_CASUALTY


@implements(CASUALTIES, "interpretation:EUPOP-H7")
def casualty_options(game: Game, name: str, category: int) -> tuple[int, list[str]]:
    """The category whose turn it is (from ``category`` on, skipping those the realm
    lacks) and its units, as ``force/kind`` choices; ``(category, [])`` when none is left."""
    for turn in range(len(CATEGORIES)):
        at = (category + turn) % len(CATEGORIES)
        kinds = CATEGORIES[at]
        options = [
            f"{key}/{kind}"
            for key, units in _deployed_land(game, name)
            for kind in kinds
            if units.get(kind, 0) > 0
        ]
        if options:
            return at, options
    return category, []


@implements(CASUALTIES, "interpretation:EUPOP-H7")
def lose_casualty(game: Game, name: str, option: str) -> None:
    """One casualty of attrition: a regular unit goes back to the supply and its manpower
    becomes exhausted; a mercenary or allied unit is discarded (an allied unit's figure back
    to the supply, never the unit to the allied pool)."""
    state = world(game.state)
    key, kind = option.split("/")
    remove_units(game, key, kind, 1)
    if kind in CATEGORIES[1]:
        supply = state["supply"][name]
        if kind == "infantry":
            supply["infantry"] += 1
        elif kind == "cavalry":
            supply["cavalry"] += 1
        else:
            supply["artillery"] += 1
        if name in state["players"]:
            state["players"][name]["manpower"]["exhausted"] += 1
    elif kind in ALLIED_FIGURES:
        figure_back(game.state, name, kind)
    game.log("casualty", name, rule=ATTRITION, force=key, unit=kind, count=1)


@implements(BOT_SECONDARY, ATTRITION)
def _bot_attrition(game: Game, name: str, losses: int) -> None:
    """A Bot loses its casualties of attrition from its army's upright units (eupop-bots
    SECONDARY EFFECTS: as normal; its units are all alike, EUPOP-BOT-22)."""
    # imported here: the Bot package builds on the event rules
    from hegemon.games.eupop.bots.army import lose_units

    lose_units(game, name, losses, ATTRITION)


class Attrition(Procedure):
    """Every player realm at war, but the one that took the event (every one, for an event
    left), loses 1 land unit per 4 it has deployed, as casualties: mercenary, regular and
    allied units in turn, the realm choosing the unit within the kind whose turn it is
    (interpretation:EUPOP-H7)."""

    name = "attrition"

    @step
    @implements(ATTRITION, CASUALTIES, "interpretation:EUPOP-H7")
    def start(self, game: Game, local: Local) -> None:
        taker = local.get("seat")
        local["order"] = [
            name for name in _order(game, taker) if name != taker and enemies(game.state, name)
        ]
        game.goto("next_realm")

    @step
    def next_realm(self, game: Game, local: Local) -> None:
        while local["order"]:
            name = local["order"].pop(0)
            losses = attrition_losses(game, name)
            if not losses:
                continue
            if bots.is_bot(game.state, name):
                _bot_attrition(game, name, losses)
                continue
            local["loser"], local["left"], local["category"] = name, losses, 0
            game.goto("next_casualty")
            return
        game.end(None)

    @step
    @implements(CASUALTIES, "interpretation:EUPOP-H7")
    def next_casualty(self, game: Game, local: Local) -> None:
        name = local["loser"]
        while local["left"] > 0:
            category, options = casualty_options(game, name, local["category"])
            if not options:
                break
            local["category"] = category
            if len(options) > 1:
                local["options"] = options
                game.goto("ask_casualty")
                return
            self._lose(game, local, options[0])
        game.goto("next_realm")

    @step
    def ask_casualty(self, game: Game, local: Local) -> Decision:
        forces = world(game.state)["forces"]
        actions = []
        for option in local["options"]:
            key, kind = option.split("/")
            label = f"Lose a {kind} in {forces[key]['where']}"
            actions.append(Action("lose_unit", option, label))
        return Decision(local["loser"], "Attrition: which unit do you lose?", tuple(actions))

    def on_casualty(self, game: Game, local: Local, action: Action) -> None:
        self._lose(game, local, str(action.argument))
        game.goto("next_casualty")

    @staticmethod
    def _lose(game: Game, local: Local, option: str) -> None:
        lose_casualty(game, local["loser"], option)
        local["left"] -= 1
        local["category"] = (local["category"] + 1) % len(CATEGORIES)


class DnprExpansion(Procedure):
    """DNPR Expansion: one DNPR per colour the event shows (the realm that took it picks
    when a colour has several) places a token on an adjacent province the realm picks; left
    on display, every DNPR of those colours expands by the auto-resolution
    (interpretation:EUPOP-F14)."""

    name = "dnpr_expansion"

    @step
    @implements(dnpr.EXPANSION, "interpretation:EUPOP-F14")
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        card = event_card(content, local["event"])
        colours = {name: info.dnpr_color for name, info in content.realms.realms.items()}
        groups = dnpr.expanding_dnprs(game.state, list(card.dnpr_colors), colours)
        local["taker"] = local.get("seat")
        if local["taker"] is not None and bots.is_bot(game.state, local["taker"]):
            # a Bot resolves it by the auto-resolution, skipping the areas where it owns a
            # province (eupop-bots SECONDARY EFFECTS; interpretation:EUPOP-BOT-15)
            local["avoid"] = unrest.areas_with_provinces(
                game.state, content.geography, local["taker"]
            )
            local["taker"] = None
        if local["taker"] is None:
            local["queue"], local["groups"] = [name for group in groups for name in group], []
        else:
            local["queue"], local["groups"] = [], groups
        game.goto("pick_next")

    @step
    def pick_next(self, game: Game, local: Local) -> None:
        while local["groups"]:
            group = local["groups"].pop(0)
            if len(group) == 1:
                local["queue"].append(group[0])
                continue
            local["options"] = group
            game.goto("ask_dnpr")
            return
        game.goto("expand_next")

    @step
    def ask_dnpr(self, game: Game, local: Local) -> Decision:
        actions = tuple(Action("pick_dnpr", name, f"{name} expands") for name in local["options"])
        return Decision(local["taker"], "DNPR Expansion: which DNPR expands?", actions)

    def on_dnpr(self, game: Game, local: Local, action: Action) -> None:
        local["queue"].append(str(action.argument))
        game.goto("pick_next")

    @step
    @implements(dnpr.EXPANSION, "interpretation:EUPOP-F14")
    def expand_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        while local["queue"]:
            name = local["queue"].pop(0)
            if local["taker"] is None:
                target = dnpr.auto_target(state, geography, name, local.get("avoid", ()))
                if target is not None:
                    dnpr.place_token(game, name, target, dnpr.EXPANSION, expansion=True)
                continue
            targets = dnpr.expansion_targets(state, geography, name)
            if len(targets) == 1:
                dnpr.place_token(game, name, targets[0], dnpr.EXPANSION, expansion=True)
            elif targets:
                local["expanding"], local["options"] = name, targets
                game.goto("ask_province")
                return
        game.end(None)

    @step
    def ask_province(self, game: Game, local: Local) -> Decision:
        name = local["expanding"]
        actions = tuple(
            Action("place_dnpr_token", target, f"{name}'s token to {target}")
            for target in local["options"]
        )
        return Decision(local["taker"], f"DNPR Expansion: where does {name} expand?", actions)

    def on_province(self, game: Game, local: Local, action: Action) -> None:
        dnpr.place_token(game, local["expanding"], str(action.argument), dnpr.EXPANSION, True)
        game.goto("expand_next")


@implements(DISLOYAL, "interpretation:EUPOP-F15")
def vassal_provinces(game: Game, realm: str) -> dict[str, list[str]]:
    """Area → the provinces there of NPRs whose overlord is the realm (its vassal
    tokens), A→Z; one pass over the map."""
    state = world(game.state)
    geography = content_of(game).geography
    vassals = {name for name, record in state["realms"].items() if record["overlord"] == realm}
    found: dict[str, list[str]] = {}
    if not vassals:
        return found
    for name in sorted(state["map"]["provinces"]):
        if state["map"]["provinces"][name]["owner"] in vassals:
            found.setdefault(geography.provinces[name].area, []).append(name)
    return found


@implements(DISLOYAL, "interpretation:EUPOP-F15", "interpretation:EUPOP-D20")
def disloyal_areas(game: Game, realm: str) -> list[str]:
    """The areas Disloyal Vassals may strike for the realm: its vassals there, and either no
    town of its own there or fewer influence cubes there than some opponent; only those
    with most of its vassals, A→Z."""
    state = world(game.state)
    geography = content_of(game).geography
    found = vassal_provinces(game, realm)
    eligible = []
    for area_name in sorted(found):
        has_town = any(
            state["map"]["provinces"][name]["owner"] == realm
            and state["map"]["provinces"][name]["town"] is not None
            for name in geography.areas[area_name].provinces
        )
        holders = set(state["map"]["areas"][area_name]["influence"])
        if state["hre"]["emperor"] is not None:  # Imperial influence counts (EUPOP-D20)
            holders.add(state["hre"]["emperor"])
        mine = cubes_of(game.state, area_name, realm)
        outdone = any(
            cubes_of(game.state, area_name, other) > mine
            for other in sorted(holders)
            if other != realm and state["realms"][other]["kind"] == "player"
        )
        if not has_town or outdone:
            eligible.append(area_name)
    if not eligible:
        return []
    most = max(len(found[name]) for name in eligible)
    return sorted(name for name in eligible if len(found[name]) == most)


class DisloyalVassals(Procedure):
    """Disloyal Vassals: every player realm with such an area (``disloyal_areas``), from
    the one that took the event, picks the area with most of its vassals there; it gains an
    unrest token per vassal province there and, unless it took the event, rebels equal to
    their tax value rise there (battles with its units follow, as a rebellion's do)
    (interpretation:EUPOP-F15)."""

    name = "disloyal_vassals"

    @step
    @implements(DISLOYAL, "interpretation:EUPOP-F15")
    def start(self, game: Game, local: Local) -> None:
        local["taker"] = local.get("seat")
        local["order"] = _order(game, local["taker"])
        local["battles"] = []
        game.goto("next_realm")

    @step
    def next_realm(self, game: Game, local: Local) -> None:
        while local["order"]:
            name = local["order"].pop(0)
            areas = disloyal_areas(game, name)
            if not areas:
                continue
            # never a Bot: a Bot holds no vassal (world/invariants.py)
            if len(areas) > 1:
                local["realm"], local["options"] = name, areas
                game.goto("ask_area")
                return
            self._strike(game, local, name, areas[0])
        game.call(roll.BATTLES_NAME, then="done", battles=local["battles"], active=local["taker"])

    @step
    def ask_area(self, game: Game, local: Local) -> Decision:
        actions = tuple(
            Action("disloyal_area", name, f"Your vassals in {name} grow disloyal")
            for name in local["options"]
        )
        return Decision(local["realm"], "Disloyal Vassals: which area?", actions)

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        self._strike(game, local, local["realm"], str(action.argument))
        game.goto("next_realm")

    @staticmethod
    @implements(DISLOYAL, "eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-F15")
    def _strike(game: Game, local: Local, name: str, area_name: str) -> None:
        state = game.state
        geography = content_of(game).geography
        provinces = vassal_provinces(game, name)[area_name]
        unrest.add_unrest(state, area_name, name, len(provinces))
        game.log("unrest_added", name, rule=DISLOYAL, area=area_name, count=len(provinces))
        if name == local["taker"]:
            return
        wanted = sum(geography.provinces[province].tax_value for province in provinces)
        placed = min(wanted, world(state)["box"]["rebels"])
        if not placed:
            return
        rebels.set_rebels(state, area_name, rebels.rebels_in(state, area_name) + placed)
        game.log("rebellion", name, rule=DISLOYAL, area=area_name, rebels_placed=placed)
        if rebels.player_land_units(state, area_name):
            roll.add_battles(local, [[area_name, name]])

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


@implements(POWER_STRUGGLE, "interpretation:EUPOP-H9")
def activate_power_struggle(game: Game, realm: str | None, event: str) -> None:
    """The upcoming power struggle becomes the active one (the battleground areas are
    those its card names); nothing happens when none is upcoming."""
    struggle = world(game.state)["decks"]["power_struggle"]
    card = struggle["upcoming"]
    if card is None:
        return
    struggle["active"], struggle["upcoming"] = card, None
    game.log("power_struggle_activated", realm, rule=POWER_STRUGGLE, card=card)


class UnrestRebellion(Procedure):
    """Every player realm rolls its rebel dice as in phase 3 (one die per unrest token of
    its own, area by area, A→Z), starting from the realm that took the event, which rolls
    at most one die (interpretation:EUPOP-H6)."""

    name = "unrest_rebellion"

    @step
    @implements(UNREST, dice.REBEL_DICE, "interpretation:EUPOP-H6")
    def start(self, game: Game, local: Local) -> None:
        local["taker"] = local.get("seat")
        local["order"] = _order(game, local["taker"])
        game.goto("roll_next")

    @step
    def roll_next(self, game: Game, local: Local) -> None:
        state = game.state
        while local["order"]:
            name = local["order"].pop(0)
            if unrest.areas_with_unrest(state, name):
                limit = YOUR_DICE if name == local["taker"] else None
                game.call(
                    roll.DICE_NAME,
                    then="dice_rolled",
                    seat=name,
                    limit=limit,
                    active=local["taker"],
                )
                return
        battles = local.get("battles", [])
        game.call(roll.BATTLES_NAME, then="done", battles=battles, active=local["taker"])

    @step
    def dice_rolled(self, game: Game, local: Local) -> None:
        roll.add_battles(local, local["result"]["battles"])
        game.goto("roll_next")

    @step
    @implements(dice.REBEL_DICE, "interpretation:EUPOP-P15")
    def done(self, game: Game, local: Local) -> None:
        """The rebels placed beside a realm's units have fought (``rebel_battles``)."""
        game.end(None)


class LostAtSea(Procedure):
    """Each player realm other than the one that took the event (every one, for an event
    left) with ships at sea not adjacent to a friendly port loses one such ship, which it
    picks (interpretation:EUPOP-H8)."""

    name = "lost_at_sea"

    @step
    @implements(LOST_AT_SEA, "interpretation:EUPOP-H8")
    def start(self, game: Game, local: Local) -> None:
        taker = local.get("seat")
        local["order"] = [name for name in _order(game, taker) if name != taker]
        game.goto("next_realm")

    @step
    def next_realm(self, game: Game, local: Local) -> None:
        while local["order"]:
            name = local["order"].pop(0)
            options = stranded_ships(game, name)
            if not options:
                continue
            if bots.is_bot(game.state, name):
                game.log("lost_at_sea_spared", name, rule=BOT_SECONDARY)
                continue
            if len(options) == 1:
                lose_ship(game, name, options[0])
                continue
            local["loser"], local["options"] = name, options
            game.goto("ask_ship")
            return
        game.end(None)

    @step
    def ask_ship(self, game: Game, local: Local) -> Decision:
        forces = world(game.state)["forces"]
        actions = []
        for option in local["options"]:
            key, kind = option.split("/")
            label = f"Lose a {kind} in {forces[key]['where']}"
            actions.append(Action("lose_ship", option, label))
        return Decision(local["loser"], "Lost at sea: which ship do you lose?", tuple(actions))

    def on_ship(self, game: Game, local: Local, action: Action) -> None:
        lose_ship(game, local["loser"], str(action.argument))
        game.goto("next_realm")


@implements(LOST_AT_SEA, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-H8")
def stranded_ships(game: Game, name: str) -> list[str]:
    """The realm's ships at sea (not docked) in sea zones where no active port is
    controlled by the realm or a friend, as ``force/kind`` choices."""
    geography = content_of(game).geography
    seen = outlook(game.state, name)
    forces = world(game.state)["forces"]
    options = []
    for key in sorted(forces):
        force = forces[key]
        zone = force["where"]
        if force["realm"] != name or force["port"] is not None or zone not in geography.sea_zones:
            continue
        if any(
            port_active(game.state, geography, port) and seen.friendly(controller(game.state, port))
            for port in geography.sea_zones[zone].ports
        ):
            continue
        options += [f"{key}/{kind}" for kind in SHIPS if force["units"].get(kind, 0) > 0]
    return options


def lose_ship(game: Game, name: str, option: str) -> None:
    key, kind = option.split("/")
    where = world(game.state)["forces"][key]["where"]
    remove_units(game, key, kind, 1)
    supply = world(game.state)["supply"].get(name)
    if supply is not None:
        if SHIP_SUPPLY[kind] == "light_ships":
            supply["light_ships"] += 1
        elif SHIP_SUPPLY[kind] == "heavy_ships":
            supply["heavy_ships"] += 1
        else:
            supply["galleys"] += 1
    game.log("ship_lost", name, rule=LOST_AT_SEA, force=key, unit=kind, sea_zone=where)


SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    SecondaryRule("character_mortality", MORTALITY, apply=character_mortality),
    SecondaryRule("unrest_rebellion", UNREST, procedure=UnrestRebellion.name),
    SecondaryRule("attrition", ATTRITION, procedure=Attrition.name),
    SecondaryRule("lost_at_sea", LOST_AT_SEA, procedure=LostAtSea.name),
    SecondaryRule("activate_power_struggle", POWER_STRUGGLE, apply=activate_power_struggle),
    SecondaryRule("dnpr_expansion", dnpr.EXPANSION, procedure=DnprExpansion.name),
    SecondaryRule("disloyal_vassals", DISLOYAL, procedure=DisloyalVassals.name),
)
PROCEDURES: tuple[Procedure, ...] = (
    UnrestRebellion(),
    LostAtSea(),
    Attrition(),
    DnprExpansion(),
    DisloyalVassals(),
)
