"""Forge Alliance (eupop-aid Forge Alliance (1-3👤) (p. 15), under DIPLOMATIC ACTIONS): an
alliance with a non-player realm, both at peace, bought with influence in it.

The realm needs 2 influence in the target (interpretation:EUPOP-D4) — in a distant one,
where no influence stands, its towns and colonists in the target's areas instead
(interpretation:EUPOP-D13); over another player realm's ally, more than that ally has, and
that alliance ends. It pays half the target's tax income in diplomatic power, rounded up,
1 to 3; its alliance token goes on the target's capital and one of its influence cubes in
the capital's area (interpretation:EUPOP-D14)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.cardinals import alliance_changed
from hegemon.games.eupop.rules.diplomacy.placing import AREA_LIMIT, FROM_MAP, place
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.rules.economy.treasury import half_up
from hegemon.games.eupop.rules.war.calls import end_alliance
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cube_sources, cubes_in, cubes_of, influence_allowed
from hegemon.games.eupop.world.layout import own_provinces, owner, realm, world
from hegemon.games.eupop.world.realms import is_distant_realm, realm_areas
from hegemon.games.eupop.world.relations import (
    alliance_bar,
    alliance_room,
    ally,
    influence_in_realm,
    is_player,
)

FORGE = "eupop-aid:Forge Alliance (1-3👤) (p. 15)"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
NEEDED = 2
MAX_PRICE = 3


@implements(FORGE, "interpretation:EUPOP-D13")
def distant_presence(state: State, geography: Geography, name: str, target: str) -> int:
    """The realm's towns (provinces it owns) and colonists in the target's areas: what
    stands for influence in a distant realm."""
    provinces = world(state)["map"]["provinces"]
    count = 0
    for where in realm_areas(state, geography, target):
        for key in geography.areas[where].provinces:
            if provinces[key]["owner"] == name or provinces[key]["colonist"] == name:
                count += 1
    return count


@implements(FORGE, "interpretation:EUPOP-D4", "interpretation:EUPOP-D13")
def standing(state: State, geography: Geography, name: str, target: str) -> int:
    """The realm's weight in the target for Forge Alliance: its influence there, or in a
    distant target its towns and colonists there."""
    if is_distant_realm(state, geography, target):
        return distant_presence(state, geography, name, target)
    return influence_in_realm(state, geography, name, target)


@implements(FORGE)
def price(state: State, geography: Geography, target: str) -> int:
    """Half the target's tax income in diplomatic power, rounded up, at least 1, at most 3."""
    return max(1, min(MAX_PRICE, half_up(tax_income(state, geography, target)["total"])))


def _candidates(state: State, geography: Geography, name: str) -> list[str]:
    """Non-player realms where the realm has influence, a marriage or alliance token, or a
    province or colonist in a distant area, A→Z (one pass over the areas)."""
    found: set[str] = set()
    provinces = world(state)["map"]["provinces"]
    for where in world(state)["map"]["areas"]:
        mine = cubes_of(state, where, name) > 0
        distant = geography.areas[where].distant
        if not mine and distant:
            mine = any(
                provinces[key]["owner"] == name or provinces[key]["colonist"] == name
                for key in geography.areas[where].provinces
            )
        if not mine:
            continue
        for key in geography.areas[where].provinces:
            holder = owner(state, key)
            if holder is not None and realm(state, holder)["kind"] != "player":
                found.add(holder)
    found.update(other for other in realm(state, name)["marriages"] if not is_player(state, other))
    return sorted(found)


@implements(FORGE, ALLIANCES, "interpretation:EUPOP-D13")
def refusal(state: State, geography: Geography, name: str, target: str) -> str | None:
    """Why the realm may not forge an alliance with the target now, or None."""
    record = realm(state, target)
    if record["kind"] == "player" or not own_provinces(state, target):
        return f"{target} is not a non-player realm on the map"
    reason = alliance_bar(state, name, target)
    if reason is not None:
        return reason
    if world(state)["at_war_with"].get(name):
        return f"{name} is at war"
    if alliance_room(state, name) == 0:
        return "no alliance token left"
    mine = standing(state, geography, name, target)
    if mine < NEEDED:
        return f"less than {NEEDED} influence in {target}"
    for other in record["allies"]:
        if is_player(state, other) and standing(state, geography, other, target) >= mine:
            return f"no more influence in {target} than its ally {other}"
    return None


@implements(FORGE, "eupop-aid:DIPLOMATIC ACTIONS")
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One action per non-player realm the realm may ally with now and can pay for."""
    if name not in world(state)["players"] or realm(state, name)["player"] != "human":
        return []
    if world(state)["at_war_with"].get(name) or alliance_room(state, name) == 0:
        return []
    geography = content.geography
    power = world(state)["players"][name]["monarch_power"]["diplomatic"]
    actions = []
    for target in _candidates(state, geography, name):
        cost = price(state, geography, target)
        if power < cost or refusal(state, geography, name, target) is not None:
            continue
        label = f"Forge an alliance with {target} ({cost} diplomatic power)"
        actions.append(Action("forge_alliance", target, label))
    return actions


class ForgeAlliance(Procedure):
    """Forge the alliance with ``argument``: pay, end its old alliance with a player realm,
    ally, then one influence cube in its capital's area."""

    name = "forge_alliance"

    @step
    @implements(FORGE, "interpretation:EUPOP-D14")
    def start(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        seat, target = local["seat"], str(local["argument"])
        reason = refusal(state, geography, seat, target)
        if reason is not None:
            raise ValueError(f"{seat} may not forge an alliance with {target}: {reason}")
        lose_power(game, seat, "diplomatic", price(state, geography, target), FORGE)
        for other in list(realm(state, target)["allies"]):
            if is_player(state, other):
                end_alliance(game, other, target, FORGE, f"{seat} forged an alliance")
        ally(state, seat, target)
        game.log("alliance_formed", seat, rule=FORGE, ally=target)
        alliance_changed(game, seat, target)  # the Roma cardinal (EUPOP-U3)
        capital = realm(state, target)["capital"]
        where = geography.provinces[capital].area if capital is not None else None
        if where is None or not influence_allowed(state, geography, where):
            game.end(None)
            return
        if cubes_in(state, where) >= AREA_LIMIT:
            game.end(None)
            return
        local["target_area"] = where
        game.goto("ask_source")

    @step(optional=True)
    @implements("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-Q21")
    def ask_source(self, game: Game, local: Local) -> Decision | None:
        seat, where = local["seat"], local["target_area"]
        if world(game.state)["supply"][seat]["cubes"] > 0:
            self._place(game, local, f"place:{where}")
            return None
        sources = [name for name in cube_sources(game.state, seat) if name != where]
        if len(sources) <= 1:
            if sources:
                self._place(game, local, f"place:{where}{FROM_MAP}{sources[0]}")
            else:
                game.end(None)
            return None
        actions = tuple(
            Action("forge_source", name, f"Your cube from {name} to {where}") for name in sources
        )
        return Decision(seat, "No influence cube in your supply: from where?", actions)

    def on_source(self, game: Game, local: Local, action: Action) -> None:
        self._place(game, local, f"place:{local['target_area']}{FROM_MAP}{action.argument}")

    @staticmethod
    def _place(game: Game, local: Local, option: str) -> None:
        place(game, local["seat"], option, FORGE)
        game.end(None)
