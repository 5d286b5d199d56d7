"""Standard Event effects that put tokens on the map: unrest, claims, cores, towns and +1
tokens (eupop-aid Standard Event effects (p. 40), Core Provinces, Token Limits).

A claim or core token comes from the realm's supply; with none left there, the realm
moves one of its own from elsewhere on the map (interpretation:EUPOP-F3)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.events import dnpr
from hegemon.games.eupop.rules.events.effects import EffectRule, Possible
from hegemon.games.eupop.rules.events.standard_base import (
    STANDARD,
    TOKEN_LIMITS,
    UNLIMITED,
    ignored,
)
from hegemon.games.eupop.rules.peace_rebels.bots import is_bot
from hegemon.games.eupop.rules.peace_rebels.unrest import (
    add_unrest,
    areas_with_provinces,
    areas_with_unrest,
    remove_unrest,
)
from hegemon.games.eupop.world.layout import area, is_own, province, world
from hegemon.games.eupop.world.realms import is_core

GAIN_CLAIM = "eupop-aid:Gain 1"
PLACE_PLUS_ONE = "eupop-aid:Gain/place 1 or 1"
DEVELOP = "eupop-aid:Develop a Small 1 into a Large 1"
CORES = "eupop-aid:Core Provinces (♠) (p. 21)"
PLUS_ONE = "eupop-aid:+1 ♠ tokens (p. 36)"


@implements(STANDARD, "interpretation:EUPOP-F2")
def _gain_unrest(game: Game, realm: str, argument: Any) -> None:
    name = str(argument["area"])
    count = int(argument["count"])
    if name not in areas_with_provinces(game.state, content_of(game).geography, realm):
        ignored(game, realm, "gain_unrest", f"owns no province in {name}")
        return
    add_unrest(game.state, name, realm, count)
    game.log("unrest_added", realm, rule=STANDARD, area=name, count=count)


class RemoveUnrestEffect(Procedure):
    """Remove unrest tokens of the realm, one at a time, from areas it chooses."""

    name = "remove_unrest_effect"

    @step
    @implements(STANDARD, "interpretation:EUPOP-F2")
    def start(self, game: Game, local: Local) -> None:
        local["left"] = int(local["argument"])
        game.goto("ask_area")

    @step(optional=True)
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        areas = areas_with_unrest(game.state, seat)
        if local["left"] <= 0 or not areas:
            game.end(None)
            return None
        if len(areas) == 1:
            self._remove(game, local, areas[0])
            return None
        actions = tuple(
            Action("remove_unrest_from", name, f"Remove 1 unrest from {name}") for name in areas
        )
        return Decision(seat, f"Remove 1 unrest ({local['left']} to remove): where?", actions)

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        self._remove(game, local, str(action.argument))

    @staticmethod
    def _remove(game: Game, local: Local, name: str) -> None:
        remove_unrest(game.state, name, local["seat"])
        local["left"] -= 1
        game.log("unrest_removed", local["seat"], rule=STANDARD, area=name, count=1)
        game.goto("ask_area")


def _token_areas(state: State, realm: str, key: str, but: str) -> list[str]:
    """Areas holding the realm's claim (``claims``) or core (``cores``) token, but one."""
    return sorted(
        name
        for name, record in world(state)["map"]["areas"].items()
        if name != but and realm in record[key]  # type: ignore[literal-required]
    )


class _PlaceToken(Procedure):
    """Place a claim or core token from the supply, or move one of the realm's own from
    another area when the supply has none (interpretation:EUPOP-F3)."""

    key = "claims"
    verb = "gain_claim"
    rule = GAIN_CLAIM

    def refused(self, state: State, geography: Any, realm: str, name: str) -> str | None:
        raise NotImplementedError

    @step
    @implements(TOKEN_LIMITS, "interpretation:EUPOP-F3")
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        name = str(local["argument"])
        state = game.state
        reason = self.refused(state, content_of(game).geography, seat, name)
        if reason is not None:
            ignored(game, seat, self.verb, reason, self.rule)
            game.end(None)
            return
        supply = world(state)["supply"][seat]
        if supply[self.key] > 0:  # type: ignore[literal-required]
            supply[self.key] -= 1  # type: ignore[literal-required]
            self._place(game, local, None)
            return
        sources = _token_areas(state, seat, self.key, name)
        if not sources:
            ignored(game, seat, self.verb, "no token left in supply or on the map", TOKEN_LIMITS)
            game.end(None)
            return
        if is_bot(state, seat):
            self._bot_source(game, local, sources)
            return
        game.goto("ask_source")

    @implements(TOKEN_LIMITS, "eupop-bots:OTHER LIMITED TOKENS", "interpretation:EUPOP-BOT-29")
    def _bot_source(self, game: Game, local: Local, sources: list[str]) -> None:
        """A Bot asks nothing: the token it moves is the one its order of the other limited
        tokens names (bots/tokens.py; a claim never comes here, bots/claims.py)."""
        # imported here: the Bot package builds on the event rules
        from hegemon.games.eupop.bots.tokens import core_to_move

        geography = content_of(game).geography
        source = core_to_move(game.state, geography, local["seat"], sources)
        assert source is not None
        self.on_source(game, local, Action("move_token_from", source))

    @step
    def ask_source(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        target = str(local["argument"])
        sources = _token_areas(game.state, seat, self.key, target)
        word = self.key[:-1]
        actions = tuple(
            Action("move_token_from", name, f"Move your {word} from {name} to {target}")
            for name in sources
        )
        return Decision(seat, f"No {word} is left in your supply: which one moves?", actions)

    def on_source(self, game: Game, local: Local, action: Action) -> None:
        source = str(action.argument)
        area(game.state, source)[self.key].remove(local["seat"])  # type: ignore[literal-required]
        self._place(game, local, source)

    def _place(self, game: Game, local: Local, source: str | None) -> None:
        raise NotImplementedError


class GainClaim(_PlaceToken):
    """A claim in the named area (at most one a realm per area; a core counts as one)."""

    name = "gain_claim_effect"

    @implements(GAIN_CLAIM, CORES, "interpretation:EUPOP-F3")
    def refused(self, state: State, geography: Any, realm: str, name: str) -> str | None:
        record = area(state, name)
        if realm in record["claims"]:
            return f"already holds a claim in {name}"
        if realm in record["cores"]:
            return f"holds a core in {name}"
        return None

    def _place(self, game: Game, local: Local, source: str | None) -> None:
        seat = local["seat"]
        name = str(local["argument"])
        area(game.state, name)["claims"].append(seat)
        game.log("claim_gained", seat, rule=GAIN_CLAIM, area=name, moved_from=source)
        game.end(None)


class GainCore(_PlaceToken):
    """A core token in the named area: every province there must be the realm's own and not
    all of them its cores already; it displaces every claim and core token there."""

    name = "gain_core_effect"
    key = "cores"
    verb = "gain_core"
    rule = CORES

    @implements(CORES, "interpretation:EUPOP-F4")
    def refused(self, state: State, geography: Any, realm: str, name: str) -> str | None:
        provinces = geography.areas[name].provinces
        if not all(is_own(state, each, realm) for each in provinces):
            return f"does not own every province of {name}"
        if all(is_core(state, geography, each, realm) for each in provinces):
            return f"every province of {name} is already its core"
        return None

    @implements(CORES, "interpretation:EUPOP-F4")
    def _place(self, game: Game, local: Local, source: str | None) -> None:
        seat = local["seat"]
        name = str(local["argument"])
        record = area(game.state, name)
        supplies = world(game.state)["supply"]
        displaced = []
        for key in ("claims", "cores"):
            for holder in record[key]:
                displaced.append([key[:-1], holder])
                if holder in supplies:
                    supplies[holder][key] += 1
            record[key] = []
        record["cores"].append(seat)
        game.log("core_gained", seat, rule=CORES, area=name, moved_from=source, displaced=displaced)
        game.end(None)


_CLAIM = GainClaim()
_CORE = GainCore()


def _token_possible(procedure: _PlaceToken) -> Possible:
    """The requirement of a claim or core: the area takes it and a token can be had, from
    the supply or moved from another area (interpretation:EUPOP-R7)."""

    def possible(state: State, content: Content, realm: str, argument: Any) -> bool:
        name = str(argument)
        if procedure.refused(state, content.geography, realm, name) is not None:
            return False
        if world(state)["supply"][realm][procedure.key] > 0:  # type: ignore[literal-required]
            return True
        return bool(_token_areas(state, realm, procedure.key, name))

    return possible


def _develop_refused(state: State, realm: str, name: str) -> tuple[str, str] | None:
    """Why the realm cannot develop the town (the reason and its rule), or None."""
    record = province(state, name)
    if not is_own(state, name, realm) or record["town"] != "small":
        return f"{name} is not a small town of its own", DEVELOP
    supply = world(state)["supply"][realm]
    stand_in = record.get("town_token") == "large"
    if not stand_in and supply["large_towns"] < 1 and supply["small_towns"] < 1:
        return "no large or small town left", TOKEN_LIMITS
    return None


def _develop_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    """The requirement of Develop: a small town the realm owns, and a token to make it
    large (interpretation:EUPOP-R7)."""
    return _develop_refused(state, realm, str(argument)) is None


@implements(DEVELOP, TOKEN_LIMITS, "interpretation:EUPOP-F5")
def _develop_town(game: Game, realm: str, argument: Any) -> None:
    name = str(argument)
    record = province(game.state, name)
    refused = _develop_refused(game.state, realm, name)
    if refused is not None:
        ignored(game, realm, "develop_town", *refused)
        return
    supply = world(game.state)["supply"][realm]
    smalls = False
    if record.get("town_token") == "large":
        # A large token stood in for the small town (EUPOP-F16): its own face is the
        # developed town, and no token moves.
        del record["town_token"]
    elif supply["large_towns"] > 0:
        supply["large_towns"] -= 1
        supply["small_towns"] += 1
    else:
        supply["small_towns"] -= 1
        record["town_token"] = "two_small"
        smalls = True
    record["town"] = "large"
    game.log("town_developed", realm, rule=DEVELOP, province=name, two_small_towns=smalls)


def _plus_one_refused(state: State, realm: str, name: str) -> str | None:
    """Why the realm cannot put a +1 token on the province, or None."""
    record = province(state, name)
    holder = record["owner"]
    realms = world(state)["realms"]
    top = None if holder is None else realms[holder]["overlord"] or holder
    if record["plus_one"]:
        return f"{name} has a +1 token"
    if top is not None and top != realm and realms[top]["kind"] == "player":
        return f"{name} belongs to {top}"
    return None


def _plus_one_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    """The requirement of a +1 token: the province may take it (interpretation:EUPOP-R7)."""
    return _plus_one_refused(state, realm, str(argument)) is None


@implements(PLACE_PLUS_ONE, PLUS_ONE, UNLIMITED, "interpretation:EUPOP-F6")
def _gain_plus_one(game: Game, realm: str, argument: Any) -> None:
    name = str(argument)
    refused = _plus_one_refused(game.state, realm, name)
    if refused is not None:
        ignored(game, realm, "gain_plus_one", refused, PLACE_PLUS_ONE)
        return
    province(game.state, name)["plus_one"] = True
    game.log("plus_one_placed", realm, rule=PLACE_PLUS_ONE, province=name)


@implements(dnpr.PLACING, dnpr.DNPRS, "interpretation:EUPOP-F13")
def _place_dnpr(game: Game, realm_name: str, argument: Any) -> None:
    """Place the named DNPR's tokens on the listed provinces; the first listed is the
    capital token (the underlined one). A player realm's core province and an occupied
    province take no token; a province already the DNPR's, or holding a DNPR token, is
    left as it is. The capital token's province becomes the DNPR's capital when the DNPR
    has none (a capital lying under a player realm's town still counts as one): it is then
    the capital whether the DNPR took it or its token went under a town."""
    state = game.state
    geography = content_of(game).geography
    name = str(argument["realm"])
    provinces = [str(item) for item in argument["provinces"]]
    for target in provinces:
        reason = _dnpr_refused(state, geography, name, target)
        if reason is not None:
            ignored(game, realm_name, "place_dnpr", *reason)
            continue
        dnpr.place_token(game, name, target, dnpr.PLACING, expansion=False)
    record_of = world(state)["realms"][name]
    capital = record_of["capital"]
    if capital is not None and name in _dnpr_marks(state, capital):
        return
    if provinces and name in _dnpr_marks(state, provinces[0]):
        record_of["capital"] = provinces[0]
        under = province(state, provinces[0])["owner"] != name
        game.log(
            "dnpr_capital",
            None,
            rule=dnpr.PLACING,
            realm=name,
            province=provinces[0],
            under_a_town=under,
        )


def _dnpr_marks(state: State, name: str) -> tuple[str | None, str | None]:
    """The province's owner and the DNPR token kept underneath it."""
    record = province(state, name)
    return record["owner"], record["dnpr_token"]


def _dnpr_refused(
    state: State, geography: Any, dnpr_name: str, target: str
) -> tuple[str, str] | None:
    """Why the DNPR's token does not go on the province (the reason and its rule), or None."""
    record = province(state, target)
    if record["owner"] == dnpr_name:
        return f"{target} is {dnpr_name}'s already", dnpr.PLACING
    if record["dnpr_token"] is not None:
        return f"{target} holds {record['dnpr_token']}'s token already", dnpr.PLACING
    if dnpr.player_core(state, geography, target):
        return f"{target} is a player realm's core", dnpr.DNPRS
    if record["occupier"] is not None:
        return f"{target} is occupied", dnpr.PLACING
    return None


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("gain_unrest", STANDARD, _gain_unrest),
    EffectRule("remove_unrest", STANDARD, procedure=RemoveUnrestEffect.name),
    EffectRule(
        "gain_claim", GAIN_CLAIM, procedure=GainClaim.name, possible=_token_possible(_CLAIM)
    ),
    EffectRule("gain_core", CORES, procedure=GainCore.name, possible=_token_possible(_CORE)),
    EffectRule("develop_town", DEVELOP, _develop_town, possible=_develop_possible),
    EffectRule("gain_plus_one", PLACE_PLUS_ONE, _gain_plus_one, possible=_plus_one_possible),
    EffectRule("place_dnpr", dnpr.PLACING, _place_dnpr),
)
PROCEDURES: tuple[Procedure, ...] = (RemoveUnrestEffect(), _CLAIM, _CORE)
