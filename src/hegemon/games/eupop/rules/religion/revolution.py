"""Spread of the Revolution, a secondary event effect (eupop-aid Spread of the Revolution),
and the event effect ``place_revolutionary`` (a Revolutionary token on an area's slot;
Revolutionary Ideology). Interpretations EUPOP-L14, L15, L16.

Revolutionary tokens go on top of a religion slot's religion token (the religion stays);
the areas a slot governs carry it together (EUPOP-16), and a realm whose capital area
carries one is Revolutionary (``world/religion.revolutionary``). Clusters are bodies of
areas joined by land under Revolutionary tokens, found once when the effect starts: each
spreads to one adjacent area, at most 4 in all; a single cluster also sends one token to an
area not adjacent to it; with none on the map, two player realms' capital areas take one.
The supply holds ``TOKENS``; when it is empty the realm resolving may take one from the
board (EUPOP-L15). The realm that took the event chooses; an event left on display resolves
by the auto-resolution, and so does a Bot taking it (eupop-bots SECONDARY EFFECTS)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.empire.religion import after_religion_changed
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.events.standard_base import STANDARD, TOKEN_LIMITS, ignored
from hegemon.games.eupop.rules.peace_rebels.bots import is_bot
from hegemon.games.eupop.rules.religion.spread import (
    BOT_SECONDARY,
    adjacent_to,
    area_rank,
    clusters,
)
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

SPREAD = "eupop-aid:Spread of the Revolution"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
TOKENS = 12
"""Revolutionary tokens in the game (interpretation:EUPOP-L15)."""
MOST = 4
"""Clusters spreading in one Spread of the Revolution."""
CAPITALS = 2
"""Player realms' capital areas taking a token when none is on the map."""
PLACE_EFFECT = "place_revolutionary_effect"


def revolutionary_slots(state: State) -> list[str]:
    """Religion slots under a Revolutionary token, A→Z."""
    slots = world(state)["map"]["religion_slots"]
    return sorted(slot for slot, record in slots.items() if record["revolutionary"])


@implements(SPREAD, "interpretation:EUPOP-L15")
def tokens_left(state: State) -> int:
    """Revolutionary tokens in the supply: those not on the map."""
    return TOKENS - len(revolutionary_slots(state))


def capitals_under(state: State, geography: Geography, slot: str) -> list[str]:
    """Realms whose capital lies in an area the slot governs, A→Z."""
    governed = set(geography.religion_slots[slot])
    return [
        name
        for name, record in sorted(world(state)["realms"].items())
        if record["capital"] is not None and geography.provinces[record["capital"]].area in governed
    ]


@implements(REVOLUTIONARY, SPREAD, "interpretation:EUPOP-16")
def place_token(game: Game, slot: str, seat: str | None, rule: str) -> None:
    """A Revolutionary token on top of the slot's religion token (the religion stays);
    each realm whose capital it covers is now Revolutionary, and the Empire is told (an
    Emperor adopting the Revolutionary Ideology, EUPOP-I6)."""
    state, geography = game.state, content_of(game).geography
    world(state)["map"]["religion_slots"][slot]["revolutionary"] = True
    areas = list(geography.religion_slots[slot])
    game.log("revolutionary_placed", seat, rule=rule, slot=slot, areas=areas)
    for name in capitals_under(state, geography, slot):
        after_religion_changed(game, name)


@implements(SPREAD, TOKEN_LIMITS, "interpretation:EUPOP-L15")
def take_token(game: Game, slot: str, seat: str | None, rule: str) -> None:
    """Out of tokens: the Revolutionary token on the slot leaves the board for the supply
    (a realm whose capital it covered is no longer Revolutionary; its state religion
    stays, EUPOP-L2)."""
    world(game.state)["map"]["religion_slots"][slot]["revolutionary"] = False
    areas = list(content_of(game).geography.religion_slots[slot])
    game.log("revolutionary_taken", seat, rule=rule, slot=slot, areas=areas)


def _best(
    state: State, geography: Geography, areas: list[str], blocked: list[str]
) -> dict[str, str]:
    """Slot → its best ranking area among ``areas`` whose slot carries no Revolutionary
    token and is not ``blocked`` (given one, or had one taken, in this resolution)."""
    slots = world(state)["map"]["religion_slots"]
    best: dict[str, str] = {}
    for area in areas:
        slot = geography.areas[area].religion_slot
        if slot in blocked or slots[slot]["revolutionary"]:
            continue
        if slot not in best or area_rank(state, geography, area) < area_rank(
            state, geography, best[slot]
        ):
            best[slot] = area
    return best


@implements(SPREAD, "interpretation:EUPOP-L14")
def cluster_options(state: State, geography: Geography, local: Local) -> list[tuple[str, str, str]]:
    """``(cluster, slot, best area)``: a cluster not spread yet to a slot adjacent to it,
    while fewer than 4 have spread; A→Z by cluster then slot."""
    if sum(1 for body in local["clusters"] if body["spread"]) >= MOST:
        return []
    options = []
    for body in local["clusters"]:
        if body["spread"]:
            continue
        blocked = local["placed"] + local["taken"]
        best = _best(state, geography, adjacent_to(geography, body["areas"]), blocked)
        options += [(body["key"], slot, best[slot]) for slot in sorted(best)]
    return options


@implements(SPREAD, "interpretation:EUPOP-L14")
def apart_options(state: State, geography: Geography, local: Local) -> list[tuple[str, str]]:
    """The one cluster's further token: ``(slot, best area)`` for areas neither in the
    cluster nor adjacent to it; A→Z by slot."""
    body = local["clusters"][0]
    near = set(body["areas"]) | set(adjacent_to(geography, body["areas"]))
    areas = [name for name in sorted(geography.areas) if name not in near]
    best = _best(state, geography, areas, local["placed"] + local["taken"])
    return [(slot, best[slot]) for slot in sorted(best)]


@implements(SPREAD, "interpretation:EUPOP-L14")
def capital_options(state: State, geography: Geography, blocked: list[str]) -> list[str]:
    """Slots governing a player realm's capital area, without a token; A→Z."""
    slots = world(state)["map"]["religion_slots"]
    found = set()
    for record in world(state)["realms"].values():
        if record["kind"] != "player" or record["capital"] is None:
            continue
        slot = geography.areas[geography.provinces[record["capital"]].area].religion_slot
        if slot not in blocked and not slots[slot]["revolutionary"]:
            found.add(slot)
    return sorted(found)


@implements(SPREAD, "interpretation:EUPOP-L15")
def stability_of(state: State, geography: Geography, slot: str) -> int:
    """The lowest stability among the player realms whose capital the slot covers (a
    Bot, which has no stability, counts as 0)."""
    players = world(state)["players"]
    values = [
        players[name]["stability"] if name in players else 0
        for name in capitals_under(state, geography, slot)
        if world(state)["realms"][name]["kind"] == "player"
    ]
    return min(values)


def _label(geography: Geography, slot: str) -> str:
    return ", ".join(geography.religion_slots[slot])


class SpreadOfTheRevolution(Procedure):
    """``seat``: the realm that took the event, or None (auto-resolution). ``mode``:
    ``clusters`` (then ``apart`` for a single cluster) or ``capitals`` (none on the map)."""

    name = "spread_of_the_revolution"

    @step
    @implements(SPREAD, BOT_SECONDARY, "interpretation:EUPOP-L14")
    def start(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        seat = local.get("seat")
        if seat is not None and is_bot(state, seat):
            # a Bot resolves it by the auto-resolution: a Revolutionary token leaves the
            # religion, so its preferences never weigh (interpretation:EUPOP-BOT-15)
            local["bot"] = seat
        local["seat"] = seat
        slots = world(state)["map"]["religion_slots"]
        found = clusters(
            geography,
            lambda area: (
                "revolutionary"
                if slots[geography.areas[area].religion_slot]["revolutionary"]
                else None
            ),
        )
        local["clusters"] = [
            {"key": areas[0], "areas": areas, "spread": False} for _, areas in found
        ]
        local["placed"], local["taken"], local["apart"] = [], [], len(found) == 1
        local["mode"] = "clusters" if found else "capitals"
        game.goto("place_next")

    @step
    @implements(SPREAD, "interpretation:EUPOP-L14", "interpretation:EUPOP-L15")
    def place_next(self, game: Game, local: Local) -> None:
        """The next placement: its options; out of tokens, first a token from the board
        (the realm may decline, which ends the effect; left on display, none is taken)."""
        options = self._options(game, local)
        if not options:
            game.end(None)
            return
        if tokens_left(game.state) <= 0:
            sources = [
                slot for slot in revolutionary_slots(game.state) if slot not in local["placed"]
            ]
            if local["seat"] is None or local.get("bot") or not sources:
                game.end(None)
                return
            local["sources"] = sources
            game.goto("ask_take")
            return
        if local["seat"] is None or local.get("bot"):
            self._place(game, local, self._auto(game, local, options))
            game.goto("place_next")
            return
        if len(options) == 1:
            self._place(game, local, options[0])
            game.goto("place_next")
            return
        local["options"] = options
        game.goto("ask_place")

    def _options(self, game: Game, local: Local) -> list[str]:
        """The placements allowed now, as action arguments: ``cluster/slot`` for a
        cluster's, a slot for the others; the mode moves on when one runs dry."""
        state, geography = game.state, content_of(game).geography
        if local["mode"] == "clusters":
            options = [f"{key}/{slot}" for key, slot, _ in cluster_options(state, geography, local)]
            if options:
                return options
            if not local["apart"]:
                return []
            local["mode"] = "apart"
        if local["mode"] == "apart":
            if not local["apart"]:
                return []
            return [slot for slot, _ in apart_options(state, geography, local)]
        if len(local["placed"]) >= CAPITALS:
            return []
        return capital_options(state, geography, local["placed"] + local["taken"])

    @step
    def ask_take(self, game: Game, local: Local) -> Decision:
        geography = content_of(game).geography
        actions = [
            Action(
                "take_revolutionary",
                slot,
                f"Take the Revolutionary token of {_label(geography, slot)}",
            )
            for slot in local["sources"]
        ]
        actions.append(
            Action("keep_revolutionary", None, "Take none: the revolution spreads no further")
        )
        return Decision(
            local["seat"],
            "Spread of the Revolution: no token left; take one from the board?",
            tuple(actions),
        )

    def on_take(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "keep_revolutionary":
            game.end(None)
            return
        slot = str(action.argument)
        if slot not in local["sources"]:
            raise ValueError(f"{slot} carries no Revolutionary token to take")
        take_token(game, slot, local["seat"], SPREAD)
        local["taken"].append(slot)
        game.goto("place_next")

    @step
    def ask_place(self, game: Game, local: Local) -> Decision:
        geography = content_of(game).geography
        actions = []
        for option in local["options"]:
            key, _, slot = option.rpartition("/")
            where = _label(geography, slot)
            if key:
                label = f"The revolution spreads from the cluster of {key} to {where}"
            elif local["mode"] == "apart":
                label = f"The revolution breaks out in {where}, away from the cluster"
            else:
                label = f"The revolution breaks out in {where}, a player realm's capital area"
            actions.append(Action("spread_revolution", option, label))
        return Decision(local["seat"], "Spread of the Revolution: where next?", tuple(actions))

    def on_place(self, game: Game, local: Local, action: Action) -> None:
        option = str(action.argument)
        if option not in local["options"]:
            raise ValueError(f"{option} is not a placement offered")
        self._place(game, local, option)
        game.goto("place_next")

    @staticmethod
    @implements(SPREAD, "interpretation:EUPOP-L15")
    def _auto(game: Game, local: Local, options: list[str]) -> str:
        """Clusters and the further area: the area ranking first (Spread of Religious
        Ideas' priority, EUPOP-L13; a tie between clusters A→Z). Capital areas: the lowest
        stability, a tie broken at random."""
        state, geography = game.state, content_of(game).geography
        if local["mode"] == "clusters":
            ranked = {
                f"{key}/{slot}": (area_rank(state, geography, area), key)
                for key, slot, area in cluster_options(state, geography, local)
            }
            return min(options, key=lambda option: ranked[option])
        if local["mode"] == "apart":
            areas = dict(apart_options(state, geography, local))
            return min(options, key=lambda slot: area_rank(state, geography, areas[slot]))
        lowest = min(stability_of(state, geography, slot) for slot in options)
        tied = [slot for slot in options if stability_of(state, geography, slot) == lowest]
        if len(tied) == 1:
            return tied[0]
        return str(game.choose_at_random(tied, "capital area the revolution reaches", SPREAD))

    @staticmethod
    def _place(game: Game, local: Local, option: str) -> None:
        key, _, slot = option.rpartition("/")
        if key:
            next(body for body in local["clusters"] if body["key"] == key)["spread"] = True
        elif local["mode"] == "apart":
            local["apart"] = False
        local["placed"].append(slot)
        place_token(game, slot, local["seat"], SPREAD)


@implements(STANDARD, REVOLUTIONARY, "interpretation:EUPOP-L16")
def revolutionary_refused(state: State, content: Content, realm: str, area: str) -> str | None:
    """Why no Revolutionary token can go on the area's slot now (None: it can)."""
    slot = content.geography.areas[area].religion_slot
    if world(state)["map"]["religion_slots"][slot]["revolutionary"]:
        return f"{area} carries a Revolutionary token already"
    return None


def _possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    return revolutionary_refused(state, content, realm, str(argument)) is None


class PlaceRevolutionary(Procedure):
    """The event effect: a Revolutionary token on the named area's slot; with none left
    in the supply, the realm takes one from the board first (its choice; Token Limits:
    a limited token comes from anywhere when the supply is out)."""

    name = PLACE_EFFECT

    @step
    @implements(STANDARD, REVOLUTIONARY, TOKEN_LIMITS, "interpretation:EUPOP-L16")
    @implements("eupop-bots:OTHER LIMITED TOKENS", "interpretation:EUPOP-BOT-79")
    def start(self, game: Game, local: Local) -> None:
        """A Bot takes the first token A→Z: none hurts or helps it directly (EUPOP-BOT-79)."""
        state, content = game.state, content_of(game)
        seat, area = local["seat"], str(local["argument"])
        reason = revolutionary_refused(state, content, seat, area)
        if reason is not None:
            ignored(game, seat, "place_revolutionary", reason)
            game.end(None)
            return
        local["slot"] = content.geography.areas[area].religion_slot
        if tokens_left(state) > 0:
            self._finish(game, local)
            return
        sources = revolutionary_slots(state)
        if is_bot(state, seat):
            from hegemon.games.eupop.bots.tokens import remove_token

            slot = remove_token(sources, lambda _: "neutral", str)  # A→Z (EUPOP-BOT-79)
            assert slot is not None
            take_token(game, slot, seat, TOKEN_LIMITS)
            self._finish(game, local)
            return
        if len(sources) == 1:
            take_token(game, sources[0], seat, TOKEN_LIMITS)
            self._finish(game, local)
            return
        local["sources"] = sources
        game.goto("ask_source")

    @step
    def ask_source(self, game: Game, local: Local) -> Decision:
        geography = content_of(game).geography
        actions = tuple(
            Action(
                "take_revolutionary",
                slot,
                f"Take the Revolutionary token of {_label(geography, slot)}",
            )
            for slot in local["sources"]
        )
        return Decision(local["seat"], "No Revolutionary token left: take which one?", actions)

    def on_source(self, game: Game, local: Local, action: Action) -> None:
        slot = str(action.argument)
        if slot not in local["sources"]:
            raise ValueError(f"{slot} carries no Revolutionary token to take")
        take_token(game, slot, local["seat"], TOKEN_LIMITS)
        self._finish(game, local)

    @staticmethod
    def _finish(game: Game, local: Local) -> None:
        place_token(game, local["slot"], local["seat"], REVOLUTIONARY)
        game.end(None)


SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    SecondaryRule("spread_of_the_revolution", SPREAD, procedure=SpreadOfTheRevolution.name),
)
EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("place_revolutionary", REVOLUTIONARY, procedure=PLACE_EFFECT, possible=_possible),
)
PROCEDURES: tuple[Procedure, ...] = (SpreadOfTheRevolution(), PlaceRevolutionary())
