"""Wars as records: who fights on which side, how each realm came in, and peace pair by pair.

A war starts with a declaration (``start_war``), grows as realms answer Calls to Arms,
active allies come in and the Emperor defends the HRE (``join_war``), and ends pair by
pair, since peace is resolved with one enemy at a time (``make_peace``): the war is over
once no two of its members are at war, or at once (``end_war``). Each of them rewrites
the ``at_war_with`` index from the records, so the index cannot disagree with them
(docs/decisions/0103-eupop-wars-as-records.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import REBELS, overlord, world
from hegemon.games.eupop.world.records import (
    CasusBelli,
    JoinedBy,
    Side,
    War,
    WarMember,
    WarSide,
)

SIDES: tuple[Side, Side] = ("attackers", "defenders")
DECLARATION: tuple[JoinedBy, ...] = ("declared", "declared_on")
"""How the realms of a declaration join; every other realm joins a war already started."""


class WarError(ValueError):
    """A change the war records cannot take (a rule asked for something impossible)."""


def members(war: War, side: Side) -> list[str]:
    """The realms of one side, in the order they joined."""
    return [member["realm"] for member in war[side]["members"]]


def side_of(war: War, realm_name: str) -> Side | None:
    for side in SIDES:
        if realm_name in members(war, side):
            return side
    return None


def fighting(war: War) -> list[tuple[str, str]]:
    """(attacker, defender) pairs of the war still at war with each other."""
    peace = {(pair[0], pair[1]) for pair in war["peace"]}
    return [
        (attacker, defender)
        for attacker in members(war, "attackers")
        for defender in members(war, "defenders")
        if (min(attacker, defender), max(attacker, defender)) not in peace
    ]


def war_index(records: Mapping[str, War]) -> dict[str, list[str]]:
    """Realm → the realms it is at war with in any of the wars, sorted; realms at peace
    are left out. The ``at_war_with`` index is always equal to this."""
    found: dict[str, set[str]] = {}
    for war in records.values():
        for attacker, defender in fighting(war):
            found.setdefault(attacker, set()).add(defender)
            found.setdefault(defender, set()).add(attacker)
    return {name: sorted(others) for name, others in sorted(found.items())}


def _reindex(state: State) -> None:
    world(state)["at_war_with"] = war_index(world(state)["wars"])


def _check_realm(state: State, name: str) -> None:
    if name == REBELS or name not in world(state)["realms"]:
        raise WarError(f"{name!r} is not a realm that can go to war")


def _check_member(state: State, name: str) -> None:
    """A realm that may be a member of a war: a realm, and not a vassal (a vassal shares
    its overlord's wars without being a member of them)."""
    _check_realm(state, name)
    lord = overlord(state, name)
    if lord is not None:
        raise WarError(f"{name} is a vassal of {lord}: a vassal shares its overlord's wars")


def _war(state: State, war_id: str) -> War:
    if war_id not in world(state)["wars"]:
        raise WarError(f"there is no war {war_id!r}")
    return world(state)["wars"][war_id]


@implements(
    "eupop-aid:Declare War (1 $\\times$ ) (p. 16)",
    "eupop-aid:Casus Belli (p. 22)",
    "eupop-aid:Wars triggered by Events",
)
def start_war(
    state: State,
    attacker: str,
    targets: Sequence[str],
    casus_belli: Mapping[str, CasusBelli] | None = None,
) -> str:
    """``attacker`` declares war on ``targets``, the first of them leading the defenders,
    with the casus belli it holds against each (a target not in ``casus_belli`` is declared
    on without one). Returns the new war's id."""
    held = dict(casus_belli or {})
    if not targets:
        raise WarError(f"{attacker} declares war on no one")
    for name in (attacker, *targets):
        _check_member(state, name)
    if attacker in targets or len(set(targets)) != len(targets):
        raise WarError(f"{attacker} cannot declare war on {', '.join(targets)}")
    unknown = sorted(set(held) - set(targets))
    if unknown:
        raise WarError(f"a casus belli on {unknown[0]}, who is not declared on")
    number = world(state)["next_war"]
    world(state)["next_war"] = number + 1
    war_id = f"w{number}"
    world(state)["wars"][war_id] = War(
        id=war_id,
        attackers=WarSide(
            leader=attacker,
            members=[WarMember(realm=attacker, joined="declared", through=None)],
        ),
        defenders=WarSide(
            leader=targets[0],
            members=[WarMember(realm=name, joined="declared_on", through=None) for name in targets],
        ),
        casus_belli={name: held.get(name) for name in targets},
        peace=[],
    )
    _reindex(state)
    return war_id


@implements(
    "eupop-aid:Accepting a CtA",
    "eupop-aid:Refusing a CtA",
    "eupop-aid:Alliances (♠) (p. 32)",
    "eupop-aid:Defending the HRE (p. 44)",
)
def join_war(
    state: State, war_id: str, side: Side, realm_name: str, joined: JoinedBy, through: str
) -> None:
    """The realm joins a side of the war, brought in by ``through`` (the realm that called
    it, its player realm, or the Imperial Subject defended). It is at war with every member
    of the other side still at war in it; one that has made peace with every member of the
    joining side stays at peace with the newcomer too."""
    war = _war(state, war_id)
    _check_member(state, realm_name)
    _check_realm(state, through)
    if joined in DECLARATION:
        raise WarError(f"{realm_name} cannot join war {war_id} as {joined}: only a declaration")
    if side_of(war, realm_name) is not None:
        raise WarError(f"{realm_name} is already in war {war_id}")
    opposite: Side = "defenders" if side == "attackers" else "attackers"
    still_at_war = {name for pair in fighting(war) for name in pair}
    for other in members(war, opposite):
        if other not in still_at_war:
            war["peace"].append(sorted((realm_name, other)))
    war["peace"].sort()
    war[side]["members"].append(WarMember(realm=realm_name, joined=joined, through=through))
    _reindex(state)


@implements("eupop-aid:Peace Resolution (p. 29-30)", "eupop-aid:D. Peace Resolutions")
def make_peace(state: State, war_id: str, first: str, second: str) -> None:
    """Two members of opposite sides make peace (peace is resolved with one enemy at a
    time); the war is over, and its record gone, once no two of its members are at war."""
    war = _war(state, war_id)
    pairs = fighting(war)
    if (first, second) not in pairs and (second, first) not in pairs:
        raise WarError(f"{first} and {second} are not at war with each other in war {war_id}")
    war["peace"].append(sorted((first, second)))
    war["peace"].sort()
    if not fighting(war):
        del world(state)["wars"][war_id]
    _reindex(state)


@implements("eupop-aid:D. Peace Resolutions")
def end_war(state: State, war_id: str) -> None:
    """The whole war ends at once: every member makes peace with every enemy in it."""
    _war(state, war_id)
    del world(state)["wars"][war_id]
    _reindex(state)
