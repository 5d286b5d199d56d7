"""Royal marriages and alliances as relations between realms: who may enter one, how many a
player realm may hold, and making one (eupop-aid DIP. RELATIONS (p. 32-33): Marriages (♠)
(p. 32), Alliances (♠) (p. 32); Token Limits (p.2)). One reader for the diplomatic actions,
the event effects, the peace terms and player-to-player diplomacy (decision 0106).

A relation is kept in both realms' records (``allies`` / ``marriages``); a player realm in
one has placed one of its tokens for it (on the other realm's capital), taken from its
supply. Relations end through :func:`hegemon.games.eupop.rules.war.calls.end_alliance` /
``end_marriage``, which give the tokens back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import at_war, provinces_by_owner, realm, vassals, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.religion import revolutionary

MARRIAGES = "eupop-aid:Marriages (♠) (p. 32)"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
PLUS_ONE = "eupop-aid:+1 ♠ tokens (p. 36)"
RELATION_LIMIT = 3
CABINET = "cabinet"
"""The idea that allows one more alliance and one more marriage."""
CHRISTIAN = frozenset({"catholic", "protestant", "counter_reformed", "orthodox"})
MUSLIM = frozenset({"sunni", "shia"})
Kind = Literal["alliances", "marriages"]
_RECORD: dict[Kind, Literal["allies", "marriages"]] = {
    "alliances": "allies",
    "marriages": "marriages",
}


def is_player(state: State, name: str) -> bool:
    return realm(state, name)["kind"] == "player"


@implements("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D27")
def is_npr(state: State, name: str | None) -> bool:
    """The realm is an NPR where the aid names one: a non-player realm that is no vassal
    (vassals are a category of their own, neither part of their overlord nor NPRs)."""
    if name is None:
        return False
    record = realm(state, name)
    return record["kind"] != "player" and record["overlord"] is None


@implements(MARRIAGES, ALLIANCES, "interpretation:EUPOP-D1")
def relation_limit(state: State, name: str) -> int:
    """How many alliances (or marriages) a player realm may hold: 3, one more with the
    Cabinet idea."""
    mat = world(state)["players"].get(name)
    return RELATION_LIMIT + (1 if mat is not None and CABINET in mat["ideas"] else 0)


@implements(MARRIAGES, ALLIANCES, "interpretation:EUPOP-D1")
def room(state: State, name: str, kind: Kind) -> int:
    """How many more relations of the kind the realm may enter now. A non-player realm
    holds no tokens of its own: no limit on marriages, and an NPR may be allied to one
    player realm only."""
    held = realm(state, name)[_RECORD[kind]]
    if not is_player(state, name):
        if kind == "marriages":
            return RELATION_LIMIT
        return 0 if any(is_player(state, ally) for ally in held) else 1
    return max(0, relation_limit(state, name) - len(held))


def marriage_room(state: State, name: str) -> int:
    return room(state, name, "marriages")


def alliance_room(state: State, name: str) -> int:
    return room(state, name, "alliances")


def in_interregnum(state: State, name: str) -> bool:
    """A human player realm without a ruler (aid F. Interregnums)."""
    mat = world(state)["players"].get(name)
    return mat is not None and mat["ruler"] is None


@implements(MARRIAGES, "interpretation:EUPOP-D2")
def marriage_bar(state: State, geography: Geography, first: str, second: str) -> str | None:
    """Why the two realms may not marry, or None: already married, a Christian with a
    non-Christian, a Muslim with a non-Muslim, a Revolutionary player realm, a player realm
    with another player realm's vassal, either in an Interregnum. The limit of tokens is
    :func:`marriage_room`'s."""
    if first == second or second in realm(state, first)["marriages"]:
        return "already married"
    faiths = (realm(state, first)["religion"], realm(state, second)["religion"])
    if (faiths[0] in CHRISTIAN) != (faiths[1] in CHRISTIAN):
        return "a Christian and a non-Christian realm"
    if (faiths[0] in MUSLIM) != (faiths[1] in MUSLIM):
        return "a Muslim and a non-Muslim realm"
    for one, other in ((first, second), (second, first)):
        if is_player(state, one) and revolutionary(state, geography, one):
            return f"{one} is Revolutionary"
        lord = realm(state, other)["overlord"]
        if is_player(state, one) and lord is not None and lord != one and is_player(state, lord):
            return f"{other} is a vassal of {lord}"
        if in_interregnum(state, one):
            return f"{one} is in an Interregnum"
    return None


def may_marry(state: State, geography: Geography, first: str, second: str) -> bool:
    """The two realms may marry now: no bar, and each has room for one more marriage."""
    return (
        marriage_bar(state, geography, first, second) is None
        and marriage_room(state, first) > 0
        and marriage_room(state, second) > 0
    )


@implements(ALLIANCES, "eupop-aid:Gain Alliance", "interpretation:EUPOP-D3")
def alliance_bar(state: State, first: str, second: str) -> str | None:
    """Why ``first`` may not ally with ``second`` (the realm joining it), the limits
    aside: already allied, ``second`` a vassal, or either at war with the other or
    ``second`` at war at all (an alliance is made at peace)."""
    if first == second or second in realm(state, first)["allies"]:
        return "already allied"
    if realm(state, second)["overlord"] is not None or realm(state, first)["overlord"]:
        return "a vassal is not independent"
    if at_war(state, first, second):
        return "at war with each other"
    if world(state)["at_war_with"].get(second):
        return f"{second} is at war"
    return None


def _take_token(state: State, name: str, kind: Kind) -> None:
    """A player realm places a token of the kind: from its supply; the Cabinet idea's one
    more token is its own when the supply is out (interpretation:EUPOP-D1)."""
    supply = world(state)["supply"].get(name)
    if supply is not None and supply[kind] > 0:
        supply[kind] -= 1


@implements(ALLIANCES, TOKEN_LIMITS, "interpretation:EUPOP-D1")
def ally(state: State, first: str, second: str) -> None:
    """The two realms become allies: each lists the other, and each player realm places an
    alliance token. The caller has checked :func:`alliance_bar` and the rooms."""
    for one, other in ((first, second), (second, first)):
        realm(state, one)["allies"].append(other)
        realm(state, one)["allies"].sort()
        _take_token(state, one, "alliances")


@implements(MARRIAGES, TOKEN_LIMITS, "interpretation:EUPOP-D1")
def marry(state: State, first: str, second: str) -> None:
    """The two realms marry: each lists the other, and each player realm places a marriage
    token. The caller has checked :func:`may_marry`."""
    for one, other in ((first, second), (second, first)):
        realm(state, one)["marriages"].append(other)
        realm(state, one)["marriages"].sort()
        _take_token(state, one, "marriages")


@implements("eupop-aid:Influence (♠) (p. 32)", MARRIAGES, "interpretation:EUPOP-D4")
def influence_in_realm(state: State, geography: Geography, name: str, target: str) -> int:
    """``name``'s influence in the realm ``target``: its cubes (Imperial ones too for the
    Emperor, :func:`~hegemon.games.eupop.world.influence.cubes_of`) in the areas holding
    the target's own provinces, and its marriage token on the target's capital, which
    counts as one influence there."""
    count = sum(cubes_of(state, where, name) for where in realm_areas(state, geography, target))
    if target in realm(state, name)["marriages"] and realm(state, target)["capital"] is not None:
        count += 1
    return count


@implements(MARRIAGES, "interpretation:EUPOP-D10")
def married_in(state: State, geography: Geography, name: str, areas: Sequence[str]) -> bool:
    """The realm has a marriage token in one of the areas: one of its partners' capital
    lies there."""
    wanted = set(areas)
    for partner in realm(state, name)["marriages"]:
        capital = realm(state, partner)["capital"]
        if capital is not None and geography.provinces[capital].area in wanted:
            return True
    return False


@implements("eupop-aid:+1 ♠ tokens (p. 36)", "interpretation:EUPOP-D19")
def remove_plus_ones(state: State, provinces: Sequence[str]) -> list[str]:
    """The +1 tokens on the provinces go (they were annexed or vassalized). Returns the
    provinces that had one, in the order given."""
    records = world(state)["map"]["provinces"]
    removed = [name for name in provinces if records[name]["plus_one"]]
    for name in removed:
        records[name]["plus_one"] = False
    return removed


@implements(PLUS_ONE, "interpretation:EUPOP-D26")
def counted_tax_value(state: State, geography: Geography, province: str) -> int:
    """The province's tax value where the +1 lines count its +1 token as one more
    (resolving peace, the contribution of allied units, subjugation)."""
    bonus = 1 if world(state)["map"]["provinces"][province]["plus_one"] else 0
    return geography.provinces[province].tax_value + bonus


@implements(PLUS_ONE, "interpretation:EUPOP-D26", "interpretation:EUPOP-8")
def counted_tax_income(state: State, geography: Geography, name: str) -> int:
    """The realm's tax income as the +1 lines count it: its own provinces (not occupied)
    and half its vassals' (rounded up), each +1 token one more tax value."""
    held = vassals(state, name)
    own = provinces_by_owner(state, [name, *held], occupied=False)
    base = sum(counted_tax_value(state, geography, key) for key in own[name])
    vassal = sum(counted_tax_value(state, geography, key) for lord in held for key in own[lord])
    return base + -(-vassal // 2)
