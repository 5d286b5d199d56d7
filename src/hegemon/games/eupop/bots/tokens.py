"""A Bot's limited tokens (eupop-bots TOKEN LIMITATIONS): towns and the +20 Income tile,
and the other tokens a Bot must give back.

Cubes are :func:`hegemon.games.eupop.bots.power.take_cube`'s, claims and cores
``bots/claims.py``'s. Here:

- :func:`town_for` — the one way a Bot rule (SIEGE, COLONIZE, a term of peace, an event)
  takes a town token for a new town of a Bot: False when the Bot is out of towns, which
  then neither sieges nor colonizes (eupop-bots TOWNS; interpretation:EUPOP-BOT-27);
- :func:`out_of_towns` — the question the charts ask before they try;
- :func:`update_town_tile` — the +20 Income tile follows the small towns on the map, and
  its first taking gives the Bot 20 more small towns (once a game);
- :func:`small_towns_in_play` — 20 or more of its small towns on the map (the phase-4
  bonus's "20+");
- :func:`remove_token` — which of several tokens a Bot removes (eupop-bots OTHER LIMITED
  TOKENS; interpretation:EUPOP-BOT-29), and :func:`core_to_move`, the core token a Bot
  with none left in its supply moves (rules/events/standard_tokens.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, TypeVar

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import BotMat, Province
from hegemon.games.eupop.world.tokens import BOT_TOWN_GRANT

TOWNS = "eupop-bots:TOWNS"
AID_TOWNS = "eupop-aid:Towns"
OTHER_TOKENS = "eupop-bots:OTHER LIMITED TOKENS"
AID_OTHER_TOKENS = "eupop-aid:Other Limited Tokens"
TOKEN_LIMITATIONS = "eupop-bots:TOKEN LIMITATIONS"
AID_TOKEN_LIMITS = "eupop-aid:TOKEN LIMITS (p. 4)"

TownSize = Literal["small", "large"]
Effect = Literal["harmful", "neutral", "beneficial"]
"""How a token on the map touches the Bot that must remove one (OTHER LIMITED TOKENS)."""
EFFECT_ORDER: dict[Effect, int] = {"harmful": 0, "neutral": 1, "beneficial": 2}
T = TypeVar("T")


def _given(mat: BotMat) -> bool:
    return mat.get("twenty_towns_given", False)


@implements(TOWNS, AID_TOWNS, "interpretation:EUPOP-BOT-27")
def out_of_towns(state: State, name: str) -> bool:
    """True when the Bot has had its 20 more small towns (the +20 Income tile's grant) and
    its supply holds no town token of either size: it then sieges no new province and
    colonizes no territory, and clean-up ends the game. A supply emptied before the grant
    is not out of towns: the grant comes first (:func:`update_town_tile`)."""
    supply = world(state)["supply"][name]
    empty = supply["small_towns"] <= 0 and supply["large_towns"] <= 0
    return empty and _given(world(state)["bots"][name])


@implements(TOWNS, "eupop-bots:INCOME & UPKEEP PHASE", "interpretation:EUPOP-BOT-27")
def small_towns_in_play(state: State, name: str) -> bool:
    """20 or more of the Bot's small town tokens on the map: before the grant, every one
    of its mat (none left in its supply); after it, at most 20 of its 40 left in the
    supply."""
    left = world(state)["supply"][name]["small_towns"]
    return left <= (BOT_TOWN_GRANT if _given(world(state)["bots"][name]) else 0)


def _take(state: State, name: str, size: TownSize) -> Literal["large", "two_small", "none"] | None:
    """Take the tokens of a new town of ``size`` from the supply; the token note of the
    province (``None``: the town's own token; ``"large"``: a large token standing in for
    a small town, EUPOP-F16; ``"two_small"``: two small ones for a large town, EUPOP-F5),
    or ``"none"`` when the supply cannot make the town."""
    supply = world(state)["supply"][name]
    if size == "small":
        if supply["small_towns"] > 0:
            supply["small_towns"] -= 1
            return None
        if supply["large_towns"] > 0:
            supply["large_towns"] -= 1
            return "large"
        return "none"
    if supply["large_towns"] > 0:
        supply["large_towns"] -= 1
        return None
    if supply["small_towns"] >= 2:
        supply["small_towns"] -= 2
        return "two_small"
    return "none"


@implements(
    TOWNS,
    AID_TOWNS,
    TOKEN_LIMITATIONS,
    AID_TOKEN_LIMITS,
    "eupop-aid:Token Limits (p.2)",
    "interpretation:EUPOP-BOT-27",
    "interpretation:EUPOP-F5",
    "interpretation:EUPOP-F16",
)
def town_for(
    game: Game,
    name: str,
    size: TownSize = "small",
    province: str | None = None,
    rule: str = TOWNS,
) -> bool:
    """Take a town of ``size`` from the Bot's supply for a new town (the main rules'
    stand-ins apply: a large token for a small town, two small ones for a large town) and,
    when ``province`` is named, put it there (the province's ``town`` and ``town_token``
    set, so that :func:`hegemon.games.eupop.world.tokens.return_town` gives back the same
    tokens). The +20 Income tile follows the small towns (:func:`update_town_tile`) before
    (a supply emptied by another rule gets its grant first) and after.

    False, changing nothing, when the supply cannot make the town: the Bot is out of
    towns and the rule that wanted it (SIEGE, COLONIZE) does not happen. The caller sets
    the owner (``world/layout.py set_owner``) and logs its own rule."""
    state = game.state
    update_town_tile(game, name, rule)
    note = _take(state, name, size)
    if note == "none":
        return False
    if province is not None:
        record: Province = world(state)["map"]["provinces"][province]
        record["town"] = size
        if note is None:
            record.pop("town_token", None)
        else:
            record["town_token"] = note
    update_town_tile(game, name, rule)
    return True


@implements(TOWNS, AID_TOWNS, "interpretation:EUPOP-BOT-27")
def update_town_tile(game: Game, name: str, rule: str = TOWNS) -> bool:
    """The Bot holds the +20 Income tile while 20 or more of its small towns are on the map
    (:func:`small_towns_in_play`) and gives it back when it falls below; the first time
    every small town of its mat is on the map (its supply has none left) its supply also
    gains 20 more small towns, once a game. Returns whether it holds the tile now. A
    change is logged (``bot_town_tile``, ``granted``: the small towns given with it)."""
    state = game.state
    mat = world(state)["bots"][name]
    supply = world(state)["supply"][name]
    granted = 0
    if supply["small_towns"] <= 0 and not _given(mat):
        mat["twenty_towns_given"] = True
        supply["small_towns"] += BOT_TOWN_GRANT
        granted = BOT_TOWN_GRANT
    holds = small_towns_in_play(state, name)
    if holds != mat["twenty_towns_tile"] or granted:
        mat["twenty_towns_tile"] = holds
        game.log("bot_town_tile", name, rule=rule, held=holds, granted=granted)
    return holds


@implements(
    OTHER_TOKENS,
    AID_OTHER_TOKENS,
    TOKEN_LIMITATIONS,
    AID_TOKEN_LIMITS,
    "interpretation:EUPOP-BOT-29",
)
def remove_token(
    candidates: Iterable[T],
    effect: Callable[[T], Effect],
    key: Callable[[T], str],
) -> T | None:
    """Which of ``candidates`` a Bot removes when it must take one back: one that hurts it
    directly first, one that helps it directly last, ties A→Z by ``key`` (the area's or
    province's name); None when there is none."""
    chosen = sorted(candidates, key=lambda token: (EFFECT_ORDER[effect(token)], key(token)))
    return chosen[0] if chosen else None


@implements(OTHER_TOKENS, AID_OTHER_TOKENS, "interpretation:EUPOP-BOT-29")
@implements("eupop-bots:CLAIMS & CORE TOKENS", "interpretation:EUPOP-F3")
def core_to_move(
    state: State, geography: Geography, name: str, sources: Iterable[str]
) -> str | None:
    """The core token a Bot with none left in its supply moves to the area a rule gives it
    a core in, among the areas ``sources`` holding one: a core where the Bot owns no
    province any more marks nothing of its own (neutral) and goes before one over its own
    provinces (beneficial); ties A→Z by area (interpretation:EUPOP-BOT-29)."""

    def effect(where: str) -> Effect:
        provinces = world(state)["map"]["provinces"]
        owned = any(provinces[key]["owner"] == name for key in geography.areas[where].provinces)
        return "beneficial" if owned else "neutral"

    return remove_token(sources, effect, lambda where: where)
