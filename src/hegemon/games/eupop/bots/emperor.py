"""The Bot Emperor and the Bot HRE members (eupop-bots BOT EMPEROR, BOT HRE MEMBERS; decision
0108 §2.15; interpretation:EUPOP-BOT-61, EUPOP-BOT-62, EUPOP-BOT-64, EUPOP-BOT-68).

The main rules' procedures run for a Bot Emperor as for a human one; these are the Bot's
answers where a human Emperor decides:

- :func:`place_imperial_influence` — clean-up B: the Imperial influence cubes, as many as
  the Imperial Authority, placed by the priorities of S 238–244 (A 734–737, R64).

A Bot HRE member not at war loses 1 prestige on the Bot mat when Defending the HRE is
activated (rules/empire/defend.py ``contributions``, EUPOP-I11, R62). No Imperial Election is
held with a Bot Emperor (rules/empire/elections.py ``election_due``); a Bot may be elected
under a human Emperor and is then a Bot Emperor (EUPOP-BOT-68).
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.empire import elector_areas
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_in, cubes_of
from hegemon.games.eupop.world.layout import area, realm, world

BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
BOT_HRE_MEMBERS = "eupop-bots:BOT HRE MEMBERS"
CLEANUP = "eupop-bots:CLEANUP PHASE"
IMPERIAL = "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)"
ACTIVATING = "eupop-aid:Activating Def. the HRE (p. 44)"
ON_SUBJECT = "eupop-aid:External Realm's DoW on Imp. Subject"
ON_EMPEROR = "eupop-aid:External Realm's DoW on the Emperor"
INFLUENCE_PER_AREA = 5
"""The influence cubes an area holds at most, Imperial influence included."""


def is_bot_emperor(state: State, name: str | None) -> bool:
    """Whether ``name`` is the Emperor of an Empire not dissolved and a Bot."""
    hre = world(state)["hre"]
    if name is None or hre["emperor"] != name or hre["dissolved"]:
        return False
    return realm(state, name)["player"] == "bot"


def _room(state: State, where: str) -> int:
    return INFLUENCE_PER_AREA - cubes_in(state, where)


def _rivals_most(state: State, where: str, emperor: str) -> int:
    """The most influence any other player realm holds in the area."""
    realms = world(state)["realms"]
    held = [
        count
        for name, count in area(state, where)["influence"].items()
        if name != emperor and realms[name]["kind"] == "player"
    ]
    return max(held, default=0)


@implements(IMPERIAL, CLEANUP, "interpretation:EUPOP-BOT-64")
def lead_cost(state: State, where: str, emperor: str, left: int) -> int | None:
    """The cubes the Bot needs to hold more influence in the elector area than every other
    player realm (regular and Imperial influence both counting); None when it already does
    or when its cubes left or the area's room fall short."""
    need = _rivals_most(state, where, emperor) + 1 - cubes_of(state, where, emperor)
    if need <= 0 or need > min(left, _room(state, where)):
        return None
    return need


def _tie_order(state: State, emperor: str, areas: list[str]) -> list[str]:
    """Areas where the Bot has influence first, then A→Z."""
    return sorted(areas, key=lambda where: (cubes_of(state, where, emperor) == 0, where))


@implements(IMPERIAL, CLEANUP, "interpretation:EUPOP-BOT-64")
def next_area(
    state: State, geography: Geography, emperor: str, left: int
) -> tuple[int, str, int] | None:
    """Where the next Imperial influence goes: (priority, area, cubes placed there at once).
    1 — the elector area where the fewest cubes give the Bot the lead, as many as that
    takes; 2 — an elector area with room; 3 — any HRE area with room; each among the areas
    that may take Imperial influence (an NPR member's province and room), ties by the
    Bot's own influence there, then A→Z. None: no area takes one."""
    from hegemon.games.eupop.rules.cleanup.refresh import imperial_areas

    open_areas = imperial_areas(state, geography)
    if not open_areas:
        return None
    electors = [where for where in elector_areas(state, geography) if where in open_areas]
    costs = {where: lead_cost(state, where, emperor, left) for where in electors}
    leading = [where for where, cost in costs.items() if cost is not None]
    if leading:
        cheapest = min(cost for cost in costs.values() if cost is not None)
        tied = [where for where in leading if costs[where] == cheapest]
        return 1, _tie_order(state, emperor, tied)[0], cheapest
    if electors:
        return 2, _tie_order(state, emperor, electors)[0], 1
    return 3, _tie_order(state, emperor, open_areas)[0], 1


@implements(BOT_EMPEROR, IMPERIAL, CLEANUP, "interpretation:EUPOP-BOT-64")
def place_imperial_influence(game: Game, emperor: str) -> None:
    """Clean-up B for a Bot Emperor: Imperial influence (taken off the map before) as many
    cubes as the Imperial Authority, each placed where :func:`next_area` says; cubes no
    area takes stay off. Each cube is logged as a human Emperor's is, with its priority."""
    state = game.state
    geography = content_of(game).geography
    hre = world(state)["hre"]
    placed = hre["imperial_influence"]
    left = hre["imperial_authority"]
    while left > 0:
        found = next_area(state, geography, emperor, left)
        if found is None:
            break
        priority, where, count = found
        for _ in range(count):
            placed[where] = placed.get(where, 0) + 1
            left -= 1
            game.log("imperial_influence", emperor, rule=CLEANUP, area=where, priority=priority)
