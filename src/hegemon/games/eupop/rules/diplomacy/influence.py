"""The Influence action (eupop-aid Influence (1👤/3👤 per 🏰) (p. 15), under DIPLOMATIC
ACTIONS): influence cubes, 1 diplomatic power each, and cardinals, 3 each, placed one at a
time until the realm stops (at least one).

A cube goes in an area holding or next to one of the realm's tokens that stood there at
the start of the realm's turn (interpretation:EUPOP-D11): the turn keeps those areas
(:func:`keep_turn_tokens`) the first time something in it may move a token, and the
action, its menu offer and an Influence action gained in the turn read them
(:func:`turn_token_areas`). At most 2 cubes go in an area this action, within the
area's 5 and never in a distant area nor one player realms own wholly (Influence (♠)
(p. 32)). A cardinal goes in the Curia's slot :func:`..curia.cardinals.cardinal_offers`
gives (interpretation:EUPOP-D12).

The menu offers one Influence action when any placement exists; the places are asked one
at a time in the procedure (decision 0106 §5)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Frame, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.cardinals import cardinal_offers, place_cardinal
from hegemon.games.eupop.rules.diplomacy.placing import AREA_LIMIT, FROM_MAP, place
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cube_sources, cubes_in, cubes_of, influence_allowed
from hegemon.games.eupop.world.layout import own_provinces, realm, vassals, world

INFLUENCE_ACTION = "eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)"
DIPLOMATIC_ACTIONS = "eupop-aid:DIPLOMATIC ACTIONS"
CUBE_PRICE = 1
CARDINAL_PRICE = 3
PER_AREA = 2
TURN = "realm_turn"
"""The procedure of a realm's turn (:class:`..sequence.action_phase.RealmTurn`), whose frame
keeps the turn's token areas."""
KEPT = "token_areas"
"""The key of the turn frame's local that holds the areas of the realm's tokens at the
start of its turn, A→Z (interpretation:EUPOP-D11)."""


@implements(INFLUENCE_ACTION, "interpretation:EUPOP-D11")
def token_areas(state: State, geography: Geography, name: str) -> set[str]:
    """The areas holding one of the realm's tokens: its provinces and its vassals', its
    influence cubes (Imperial ones too for the Emperor), and the marriage and alliance
    tokens it has on other realms' capitals."""
    found: set[str] = set()
    provinces = geography.provinces
    for holder in (name, *vassals(state, name)):
        found.update(provinces[key].area for key in own_provinces(state, holder))
    found.update(
        where for where in world(state)["map"]["areas"] if cubes_of(state, where, name) > 0
    )
    relations = realm(state, name)
    for other in (*relations["marriages"], *relations["allies"]):
        capital = realm(state, other)["capital"]
        if capital is not None:
            found.add(provinces[capital].area)
    return found


def _turn_frame(stack: list[Frame], name: str) -> Local | None:
    """The local of the realm's own turn, if the realm is taking one (the innermost)."""
    for frame in reversed(stack):
        if frame["procedure"] == TURN and frame["local"].get("seat") == name:
            return frame["local"]
    return None


@implements(INFLUENCE_ACTION, "interpretation:EUPOP-D11")
def keep_turn_tokens(game: Game, local: Local) -> None:
    """The realm's turn (``local``, its frame) is about to run something that may move the
    realm's tokens: keep the areas they hold now, the turn's start, unless already kept."""
    if KEPT not in local:
        found = token_areas(game.state, content_of(game).geography, local["seat"])
        local[KEPT] = sorted(found)


@implements(INFLUENCE_ACTION, "interpretation:EUPOP-D11")
def turn_token_areas(state: State, geography: Geography, name: str) -> set[str]:
    """The areas that held the realm's tokens at the start of its turn: those its turn kept,
    else (nothing in the turn has moved a token yet, or the realm is outside its own turn)
    those of the board as it stands."""
    local = _turn_frame(state["stack"], name)
    if local is not None and KEPT in local:
        return set(local[KEPT])
    return token_areas(state, geography, name)


@implements(INFLUENCE_ACTION, "interpretation:EUPOP-D11")
def reachable_areas(state: State, geography: Geography, name: str) -> list[str]:
    """The areas holding or adjacent to the realm's tokens of the start of its turn, A→Z
    (adjacency as the board stands: a distant port counts only when active)."""
    sources = turn_token_areas(state, geography, name)
    found = set(sources)
    for where in sources:
        found.update(
            other
            for other in geography.areas[where].adjacent
            if other in geography.areas and areas_adjacent(state, geography, where, other)
        )
    return sorted(found)


def _has_room(state: State, geography: Geography, where: str) -> bool:
    if not influence_allowed(state, geography, where):
        return False
    return cubes_in(state, where) < AREA_LIMIT


def _has_cube(state: State, name: str) -> bool:
    return world(state)["supply"][name]["cubes"] > 0 or bool(cube_sources(state, name))


def _power(state: State, name: str) -> int:
    return world(state)["players"][name]["monarch_power"]["diplomatic"]


@implements(INFLUENCE_ACTION, DIPLOMATIC_ACTIONS)
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One Influence action when the realm can pay for a cube with a place for it, or for a
    cardinal with a slot for it."""
    if name not in world(state)["players"] or realm(state, name)["player"] != "human":
        return []
    power = _power(state, name)
    geography = content.geography
    cube = (
        power >= CUBE_PRICE
        and _has_cube(state, name)
        and any(_has_room(state, geography, a) for a in reachable_areas(state, geography, name))
    )
    cardinal = power >= CARDINAL_PRICE and bool(cardinal_offers(state, content, name))
    if not (cube or cardinal):
        return []
    label = f"Influence: place influence ({CUBE_PRICE} diplomatic power each) or cardinals"
    return [Action("influence", None, f"{label} ({CARDINAL_PRICE} each)")]


class InfluenceAction(Procedure):
    """Place cubes and cardinals one at a time (``reachable``: from the tokens of the start
    of the turn, ``placed`` per area, ``count`` placed in all), paying as each goes."""

    name = "influence"

    @step
    @implements(INFLUENCE_ACTION, "interpretation:EUPOP-D11")
    def start(self, game: Game, local: Local) -> None:
        geography = content_of(game).geography
        local["reachable"] = reachable_areas(game.state, geography, local["seat"])
        local["placed"] = {}
        local["count"] = 0
        game.goto("ask_place")

    def options(self, game: Game, local: Local) -> list[Action]:
        state, content = game.state, content_of(game)
        seat = local["seat"]
        power = _power(state, seat)
        actions = []
        supplied = world(state)["supply"][seat]["cubes"] > 0
        sources = [] if supplied else cube_sources(state, seat)
        if power >= CUBE_PRICE:
            for where in local["reachable"]:
                if local["placed"].get(where, 0) >= PER_AREA:
                    continue
                if not supplied and not any(source != where for source in sources):
                    continue
                if _has_room(state, content.geography, where):
                    actions.append(
                        Action("influence_place", f"place:{where}", f"1 influence in {where}")
                    )
        if power >= CARDINAL_PRICE:
            actions += [
                Action("influence_place", f"cardinal:{slot}", f"A cardinal in slot {slot}")
                for slot in cardinal_offers(state, content, seat)
            ]
        return actions

    @step(optional=True)
    @implements(INFLUENCE_ACTION, "interpretation:EUPOP-D12")
    def ask_place(self, game: Game, local: Local) -> Decision | None:
        actions = self.options(game, local)
        if not actions:
            game.end(None)
            return None
        if local["count"] > 0:
            actions.append(Action("influence_place", "done", "Place no more"))
        return Decision(local["seat"], "Influence: where next?", tuple(actions))

    def on_place(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        chosen = str(action.argument)
        if chosen == "done":
            game.end(None)
            return
        if chosen.startswith("cardinal:"):
            lose_power(game, seat, "diplomatic", CARDINAL_PRICE, INFLUENCE_ACTION)
            place_cardinal(game, seat, int(chosen.split(":")[1]), INFLUENCE_ACTION)
            local["count"] += 1
            game.goto("ask_place")
            return
        where = chosen.split(":")[1]
        local["target"] = where
        if world(game.state)["supply"][seat]["cubes"] > 0:
            self._place(game, local, chosen)
            return
        game.goto("ask_source")

    @step(optional=True)
    @implements("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-Q21")
    def ask_source(self, game: Game, local: Local) -> Decision | None:
        """No cube in the supply: one of the realm's own comes from another area."""
        target = local["target"]
        sources = [a for a in cube_sources(game.state, local["seat"]) if a != target]
        if len(sources) == 1:
            self._place(game, local, f"place:{target}{FROM_MAP}{sources[0]}")
            return None
        actions = tuple(
            Action("influence_source", name, f"Your cube from {name} to {target}")
            for name in sources
        )
        return Decision(local["seat"], "No influence cube in your supply: from where?", actions)

    def on_source(self, game: Game, local: Local, action: Action) -> None:
        self._place(game, local, f"place:{local['target']}{FROM_MAP}{action.argument}")

    @staticmethod
    @implements(INFLUENCE_ACTION)
    def _place(game: Game, local: Local, option: str) -> None:
        seat = local["seat"]
        where = local["target"]
        lose_power(game, seat, "diplomatic", CUBE_PRICE, INFLUENCE_ACTION)
        place(game, seat, option, INFLUENCE_ACTION)
        local["placed"][where] = local["placed"].get(where, 0) + 1
        local["count"] += 1
        game.goto("ask_place")
