"""The Bot Emperor and the Bot HRE members (eupop-bots BOT EMPEROR, BOT HRE MEMBERS; decision
0108 §2.15; interpretation:EUPOP-BOT-61, EUPOP-BOT-62, EUPOP-BOT-64, EUPOP-BOT-67,
EUPOP-BOT-68, EUPOP-BOT-69).

The main rules' procedures run for a Bot Emperor as for a human one; these are the Bot's
answers where a human Emperor decides:

- :func:`defence_due` — whether a declaration of war brings a Bot Emperor into Defending
  the HRE: a Defensive Call to Arms from an attacked Imperial Subject (the aggressor from
  outside the HRE, or a member declaring on it without a casus belli, S 644–646), or the
  Emperor attacked itself from outside, its capital in the HRE;
- :func:`accepts` — the Bot's answer: attacked itself, it always activates; called by a
  subject, it accepts unless already at war with an Opponent (S 644, 415);
- :func:`joined` and :func:`activated` — what accepting brings a Bot: its gains on a war
  when the caller is an NPR, as any Bot joining by an NPR's call (S 420–422), and Bot Power
  equal to the Imperial Authority when it activates through a call (S 644); it raises no
  Imperial units (:func:`raises_imperial_units`, S 648);
- :func:`place_imperial_influence` — clean-up B: the Imperial influence cubes, as many as
  the Imperial Authority, placed by the priorities of S 238–244 (A 734–737, R64).

A Bot Emperor's own war on a subject without a casus belli is the main rules' (1 Imperial
Authority and 3 cubes from HRE areas, taken most first as any Bot's: war/declare.py
``_hre_penalty``, diplomacy/influence_loss.py).

A Bot HRE member not at war, the declaration counting, loses 1 prestige on the Bot mat when
Defending the HRE is activated (rules/empire/defend.py ``contributions``, EUPOP-I11, R62).
No Imperial Election is held with a Bot Emperor (rules/empire/elections.py
``election_due``); a Bot may be elected under a human Emperor and is then a Bot Emperor
(EUPOP-BOT-68).
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.empire import elector_areas, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_in, cubes_of
from hegemon.games.eupop.world.layout import area, realm, world
from hegemon.games.eupop.world.wars import side_of

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


@implements(BOT_EMPEROR, ON_SUBJECT, ON_EMPEROR, "interpretation:EUPOP-BOT-67")
def defence_due(
    state: State, geography: Geography, aggressor: str, targets: list[str], war_id: str
) -> tuple[str, str] | None:
    """What a declaration asks of the Bot Emperor (the aggressor is not the Emperor):
    ("activate", emperor) — it is attacked from outside the HRE, its capital inside;
    ("call", subject) — the first target that is an Imperial Subject at peace with it,
    attacked from outside the HRE or by a member without a casus belli on it, while the
    Emperor is not in the war yet and holds Imperial Authority; None otherwise."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    assert emperor is not None
    inside = members(state, geography)
    external = aggressor not in inside
    if emperor in targets:
        return ("activate", emperor) if external and emperor in inside else None
    war = world(state)["wars"][war_id]
    if side_of(war, emperor) is not None or hre["imperial_authority"] < 1:
        return None
    at_war_with = world(state)["at_war_with"].get(emperor, [])
    for subject in targets:
        if subject not in inside or subject in at_war_with:
            continue
        if external or war["casus_belli"].get(subject) is None:
            return ("call", subject)
    return None


@implements(BOT_EMPEROR, "eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-69")
def accepts(state: State, emperor: str, kind: str) -> bool:
    """The Bot Emperor's answer: attacked itself, it always activates Defending the HRE;
    called by a subject, it accepts unless already at war with an Opponent (the answer of
    any Bot to a Defensive Call, bots/warfare.py ``answer_call``)."""
    from hegemon.games.eupop.bots.warfare import answer_call

    return kind == "activate" or answer_call(state, emperor, "defensive")


@implements(BOT_EMPEROR, "eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-69")
def joined(game: Game, emperor: str, caller: str, at_war_before: bool) -> None:
    """The Bot Emperor joined the war by a subject's call: an NPR caller it was not at war
    for yet brings it a Bot's gains on a war (in place of a human's 1 military power)."""
    from hegemon.games.eupop.bots.warfare import gains_on_war

    if realm(game.state, caller)["kind"] != "player" and not at_war_before:
        gains_on_war(game, emperor)


@implements(BOT_EMPEROR, ACTIVATING, "interpretation:EUPOP-BOT-69")
def activated(game: Game, emperor: str, kind: str) -> None:
    """Defending the HRE activated by accepting a call: Bot Power equal to the Imperial
    Authority (none when the Emperor itself was attacked)."""
    from hegemon.games.eupop.bots.power import gain_bp

    authority = world(game.state)["hre"]["imperial_authority"]
    if kind == "call" and authority > 0:
        gain_bp(game, emperor, authority, BOT_EMPEROR, "defending the HRE")


@implements(BOT_EMPEROR, ACTIVATING, "interpretation:EUPOP-BOT-69")
def raises_imperial_units(state: State, emperor: str) -> bool:
    """Imperial units are not in use with a Bot Emperor (S 648, read as units)."""
    return not is_bot_emperor(state, emperor)


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
