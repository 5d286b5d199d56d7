"""The token supply of the player realms (aid Token Limits (p.2)): town tokens taken from
it and given back (interpretation:EUPOP-F5, EUPOP-F16), how many vassal tokens a vassal's
provinces hold (interpretation:EUPOP-D29), and the alliance and marriage tokens an ended
relation gives back (interpretation:EUPOP-W18).

Towns serve peace, events and rebels alike; alliances and marriages end through
:func:`hegemon.games.eupop.rules.war.calls.end_alliance` and
:func:`hegemon.games.eupop.rules.war.calls.end_marriage`, which give the tokens back
here."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm, world
from hegemon.games.eupop.world.records import Province
from hegemon.games.eupop.world.relations import CABINET

TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
Relation = Literal["alliances", "marriages"]
RELATION_TOKENS = 3
"""Alliance tokens, and marriage tokens, of a player realm in the box (aid Token Limits,
Marriages, Alliances: at most 3 of each; the Cabinet idea's one more is the realm's own,
interpretation:EUPOP-D1)."""
BOT_TOWN_GRANT = 20
"""The small towns a Bot's supply gains, once a game, when it has placed every small town of
its mat and takes the +20 Income tile (eupop-bots TOWNS; interpretation:EUPOP-BOT-27)."""


@implements("eupop-aid:GENERAL NOTES (p. 2-4)", TOKEN_LIMITS, "interpretation:EUPOP-F16")
def take_small_town(state: State, realm_name: str) -> bool:
    """Take a small town token from the realm's supply to place; out of small towns, a
    large town token stands in for it (placed as a small town). False, taking nothing,
    when the supply holds neither."""
    supply = world(state)["supply"][realm_name]
    if supply["small_towns"] > 0:
        supply["small_towns"] -= 1
        return True
    if supply["large_towns"] > 0:
        supply["large_towns"] -= 1
        return True
    return False


@implements(TOKEN_LIMITS, "interpretation:EUPOP-F5", "interpretation:EUPOP-F16")
def place_small_town(state: State, realm_name: str, record: Province) -> bool:
    """Put a small town of the realm on the province (:func:`take_small_town`), noting a
    large token standing in for it so that the same token goes back. False, changing
    nothing, when the supply holds neither size."""
    small = world(state)["supply"][realm_name]["small_towns"] > 0
    if not take_small_town(state, realm_name):
        return False
    record["town"] = "small"
    if small:
        record.pop("town_token", None)
    else:
        record["town_token"] = "large"
    return True


@implements(TOKEN_LIMITS, "interpretation:EUPOP-F5", "interpretation:EUPOP-F16")
def return_town(state: State, realm_name: str | None, record: Province) -> None:
    """The town leaves the province: the tokens that stand for it go back to the realm's
    supply (a large token standing in for a small town comes back large, the two small
    tokens of a large town come back as two small ones)."""
    town = record["town"]
    token = record.pop("town_token", None)
    record["town"] = None
    supplies = world(state)["supply"]
    if town is None or realm_name is None or realm_name not in supplies:
        return
    supply = supplies[realm_name]
    if token == "two_small":
        supply["small_towns"] += 2
    elif token == "large" or town == "large":
        supply["large_towns"] += 1
    else:
        supply["small_towns"] += 1


@implements(TOKEN_LIMITS, "eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D29")
def vassal_tokens(geography: Geography, provinces: Iterable[str]) -> int:
    """The vassal tokens that stand (or go, or come back) on the provinces: two on a large
    province (one whose printed town is large), one on any other. Every rule that counts,
    takes or gives back vassal tokens counts them here."""
    return sum(2 if geography.provinces[name].town == "large" else 1 for name in provinces)


def _cabinet(state: State, name: str) -> bool:
    mat = world(state)["players"].get(name)
    return mat is not None and CABINET in mat["ideas"]


@implements(
    TOKEN_LIMITS,
    "eupop-aid:Alliances (♠) (p. 32)",
    "eupop-aid:Marriages (♠) (p. 32)",
    "interpretation:EUPOP-W18",
    "interpretation:EUPOP-D1",
    "interpretation:EUPOP-F20",
)
def return_relation_tokens(state: State, kind: Relation, first: str, second: str) -> list[str]:
    """An alliance or marriage of ``first`` and ``second`` has ended: each of them that is
    a player realm placed one token of its own for it, and that token goes back to its
    supply (an NPR places none) — unless the realm has the Cabinet idea and its supply and
    the relations left already make up the 3 of the box: the token was then the Cabinet's
    one more, which is the realm's own and never joins the supply (interpretation:EUPOP-D1,
    EUPOP-F20). Call it once the records have dropped the relation. Returns the realms
    given a token back, in the order named."""
    supplies = world(state)["supply"]
    given = []
    for name in (first, second):
        if name not in supplies:
            continue
        held = len(realm(state, name)["allies" if kind == "alliances" else "marriages"])
        if not _cabinet(state, name) or supplies[name][kind] + held < RELATION_TOKENS:
            supplies[name][kind] += 1
            given.append(name)
    return given
