"""The Papal Curia on the board: its cardinals and who controls it (eupop-aid PAPAL CURIA
(p. 45-46), Uncontested Papal Controller).

Every rule that asks for the Papal Controller — the advisor discount, the cheaper
Increase Stability, the extra monarch power, the papal actions and the final score — asks
:func:`papal_controller`, which reads the ``curia`` record only (its regular slots and the
Roma cardinal): O(slots), never a scan of the map. The rules that change the record are
:mod:`hegemon.games.eupop.rules.curia`."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import faith, world

PAPAL_CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"
UNCONTESTED = "eupop-aid:• Uncontested Papal Controller"
MUSLIM = frozenset({"sunni", "shia"})
"""The religions of Muslim realms (crusades)."""
UNCONTESTED_MINIMUM = 2
"""The fewest cardinals of an Uncontested Papal Controller."""


def is_catholic(state: State, name: str) -> bool:
    """The realm's state religion counts as Catholic (Counter-Reformed realms do)."""
    return faith(world(state)["realms"][name]["religion"]) == "catholic"


@implements(PAPAL_CURIA)
def catholic_player_realms(state: State) -> list[str]:
    """The Catholic player realms (human and Bot), by name."""
    typed = world(state)
    return sorted(name for name in (*typed["players"], *typed["bots"]) if is_catholic(state, name))


@implements(PAPAL_CURIA, "interpretation:EUPOP-U1")
def regular_slot_count(state: State) -> int:
    """The regular cardinal slots the Curia has: one per Catholic player realm, plus 1."""
    return len(catholic_player_realms(state)) + 1


@implements(PAPAL_CURIA, "interpretation:EUPOP-U2")
def cardinals(state: State, name: str) -> int:
    """The realm's cardinals: its regular ones and the Roma cardinal when it holds it."""
    curia = world(state)["curia"]
    held = sum(1 for holder in curia["slots"] if holder == name)
    return held + (1 if curia["roma"] == name else 0)


@implements(PAPAL_CURIA, "interpretation:EUPOP-U2")
def ranking(state: State) -> list[tuple[str, int]]:
    """(realm, cardinals) for each realm holding a cardinal, most first; among realms with
    as many, the one whose cardinal sits left-most first (the Roma cardinal sits left of
    every regular slot)."""
    curia = world(state)["curia"]
    order: list[str] = []
    for holder in (curia["roma"], *curia["slots"]):
        if holder is not None and holder not in order:
            order.append(holder)
    counts = {name: cardinals(state, name) for name in order}
    return sorted(((name, counts[name]) for name in order), key=lambda pair: -pair[1])


@implements(PAPAL_CURIA, "interpretation:EUPOP-U2")
def papal_controller(state: State) -> str | None:
    """The player realm with the most cardinals, the left-most cardinal breaking ties;
    None while the Curia holds no cardinal."""
    ranked = ranking(state)
    return ranked[0][0] if ranked else None


@implements(UNCONTESTED, "interpretation:EUPOP-U2")
def uncontested_controller(state: State) -> str | None:
    """The Papal Controller when it holds at least 2 cardinals and no other realm holds as
    many; None otherwise."""
    ranked = ranking(state)
    if not ranked or ranked[0][1] < UNCONTESTED_MINIMUM:
        return None
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]
