"""Native Uprising, a secondary event effect (eupop-aid Native Uprising; interpretation
EUPOP-X6): each player realm loses one colonist and gains one unrest in one distant area
where it owns a province; the realm that took the event may first ignore one of the two for
itself (not when the effect resolves alone: nobody is the active realm then).

A colonist is lost from the realm's mat, else one of its colonists on the map (its choice),
and goes back to its supply. A Bot never takes the unrest, and the Bot that took the event
keeps its colonist too; another Bot loses one by the choice processes (eupop-bots SECONDARY
EFFECTS; interpretation:EUPOP-BOT-15)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.effects import SecondaryRule
from hegemon.games.eupop.rules.exploration.distant import distant_areas
from hegemon.games.eupop.rules.peace_rebels import unrest
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import own_provinces, realm, world

UPRISING = "eupop-aid:Native Uprising"
BOT_SECONDARY = "eupop-bots:SECONDARY EFFECTS"
COLONIST = "colonist"
UNREST = "unrest"


def colonists_on_map(state: State, geography: Geography, name: str) -> list[str]:
    provinces = world(state)["map"]["provinces"]
    return [
        province
        for here in distant_areas(geography)
        for province in geography.areas[here].provinces
        if provinces[province]["colonist"] == name
    ]


def uprising_areas(state: State, geography: Geography, name: str) -> list[str]:
    """Distant areas where the realm owns a province, A→Z."""
    return sorted(
        {
            geography.provinces[province].area
            for province in own_provinces(state, name)
            if geography.areas[geography.provinces[province].area].distant
        }
    )


@implements(UPRISING, "interpretation:EUPOP-X6")
def effects_on(state: State, geography: Geography, name: str) -> list[str]:
    """Which of the two effects can reach the realm."""
    found = []
    mat = world(state)["players"].get(name)
    if (mat is not None and mat["colonists"] > 0) or colonists_on_map(state, geography, name):
        found.append(COLONIST)
    if uprising_areas(state, geography, name):
        found.append(UNREST)
    return found


@implements(UPRISING, BOT_SECONDARY, "interpretation:EUPOP-BOT-15")
def bot_colonist_lost(game: Game, geography: Geography, name: str) -> None:
    """A Bot the uprising reaches, not the one that took the event, loses a colonist: from
    its mat, else the one on the territory of lowest tax value, then A→Z; a Bot never takes
    its unrest (eupop-bots SECONDARY EFFECTS)."""
    state = game.state
    mat = world(state)["bots"][name]
    supply = world(state)["supply"][name]
    if mat["colonists"] > 0:
        mat["colonists"] -= 1
        supply["colonists"] += 1
        game.log("uprising_colonist_lost", name, rule=BOT_SECONDARY, province=None)
        return
    on_map = colonists_on_map(state, geography, name)
    if not on_map:
        return
    lost = min(on_map, key=lambda key: (geography.provinces[key].tax_value, key))
    world(state)["map"]["provinces"][lost]["colonist"] = None
    supply["colonists"] += 1
    game.log("uprising_colonist_lost", name, rule=BOT_SECONDARY, province=lost)


class NativeUprising(Procedure):
    """``seat``: the realm that took the event, or None; the player realms in A→Z order."""

    name = "native_uprising"

    @step
    @implements(UPRISING, BOT_SECONDARY, "interpretation:EUPOP-X6")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        geography = content_of(game).geography
        realms = sorted(
            name for name, record in world(state)["realms"].items() if record["kind"] == "player"
        )
        for name in realms:
            if realm(state, name)["player"] == "bot" and name != local.get("seat"):
                bot_colonist_lost(game, geography, name)
        local["queue"] = [name for name in realms if realm(state, name)["player"] != "bot"]
        local["ignored"] = None
        game.log("native_uprising", local.get("seat"), rule=UPRISING)
        game.goto("ask_ignore")

    @step(optional=True)
    @implements(UPRISING, "interpretation:EUPOP-X6")
    def ask_ignore(self, game: Game, local: Local) -> Decision | None:
        seat = local.get("seat")
        geography = content_of(game).geography
        found = []
        if seat is not None and seat in local["queue"]:
            found = effects_on(game.state, geography, str(seat))
        if seat is None or not found:
            game.goto("next_realm")
            return None
        actions = [
            Action("uprising_ignore", kind, f"Ignore the {kind} you would lose or gain")
            for kind in found
        ]
        return Decision(seat, "Native Uprising: ignore one effect?", tuple(actions))

    def on_ignore(self, game: Game, local: Local, action: Action) -> None:
        local["ignored"] = str(action.argument)
        game.log("uprising_ignored", local["seat"], rule=UPRISING, effect=local["ignored"])
        game.goto("next_realm")

    @step
    def next_realm(self, game: Game, local: Local) -> None:
        if not local["queue"]:
            game.end(None)
            return
        local["realm"] = local["queue"].pop(0)
        game.goto("ask_colonist")

    def _skips(self, local: Local, kind: str) -> bool:
        return bool(local["realm"] == local.get("seat") and local["ignored"] == kind)

    @step(optional=True)
    @implements(UPRISING, "interpretation:EUPOP-X6")
    def ask_colonist(self, game: Game, local: Local) -> Decision | None:
        """One colonist of the mat, else one on the map the realm picks, back to supply."""
        state, name = game.state, local["realm"]
        if self._skips(local, COLONIST):
            game.goto("ask_area")
            return None
        mat = world(state)["players"][name]
        if mat["colonists"] > 0:
            mat["colonists"] -= 1
            world(state)["supply"][name]["colonists"] += 1
            game.log("uprising_colonist_lost", name, rule=UPRISING, province=None)
            game.goto("ask_area")
            return None
        on_map = colonists_on_map(state, content_of(game).geography, name)
        if not on_map:
            game.goto("ask_area")
            return None
        actions = tuple(
            Action("uprising_colonist", province, f"Lose your colonist on {province}")
            for province in on_map
        )
        return Decision(name, "Native Uprising: which colonist is lost?", actions)

    def on_colonist(self, game: Game, local: Local, action: Action) -> None:
        state, name, province = game.state, local["realm"], str(action.argument)
        record = world(state)["map"]["provinces"][province]
        if record["colonist"] != name:
            raise ValueError(f"{name} has no colonist on {province}")
        record["colonist"] = None
        world(state)["supply"][name]["colonists"] += 1
        game.log("uprising_colonist_lost", name, rule=UPRISING, province=province)
        game.goto("ask_area")

    @step(optional=True)
    @implements(UPRISING, "interpretation:EUPOP-X6")
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        """One unrest of the realm in a distant area where it owns a province."""
        name = local["realm"]
        areas = uprising_areas(game.state, content_of(game).geography, name)
        if self._skips(local, UNREST) or not areas:
            game.goto("next_realm")
            return None
        if len(areas) == 1:
            self._unrest(game, name, areas[0])
            return None
        actions = tuple(Action("uprising_area", here, f"Take 1 unrest in {here}") for here in areas)
        return Decision(name, "Native Uprising: where does the unrest go?", actions)

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        name, here = local["realm"], str(action.argument)
        if here not in uprising_areas(game.state, content_of(game).geography, name):
            raise ValueError(f"{name} owns no province in {here}")
        self._unrest(game, name, here)

    @staticmethod
    def _unrest(game: Game, name: str, here: str) -> None:
        unrest.add_unrest(game.state, here, name)
        game.log("unrest_added", name, rule=UPRISING, area=here, count=1)
        game.goto("next_realm")


PROCEDURES: tuple[Procedure, ...] = (NativeUprising(),)
SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    SecondaryRule("native_uprising", UPRISING, procedure=NativeUprising.name),
)
