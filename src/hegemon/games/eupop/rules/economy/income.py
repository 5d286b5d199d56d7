"""What phase 4 counts for a human player realm: the income lines of step B, the costs
that may be cut in step A, the corruption band of step C and the monarch power of step D.
Pure reads of the state; the procedure (:mod:`.phase`) applies them."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.treasury import (
    LOAN_DUCATS,
    MERCENARY_UNITS,
    MOST_LOANS,
    REGULAR_UNITS,
)
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import is_own, port_active, world

CUT_COSTS = "eupop-aid:A. Cut costs"
COLLECT = "eupop-aid:B. Collect Income minus Costs"
MONARCH = "eupop-aid:D. Collect Monarch Power"
SHIP_KINDS = ("light_ship", "heavy_ship", "damaged_heavy_ship", "galley")
CORRUPTION_FREE_BELOW = 50
CORRUPTION_BAND = 10
GOVERNMENT_FORM_POWER = 1
"""Monarch power of its type a researched government-form idea gives each round."""


def ships_at_sea(state: State, content: Content, realm: str) -> int:
    return sum(
        force["units"].get(kind, 0)
        for force in world(state)["forces"].values()
        if force["realm"] == realm and force["where"] in content.geography.sea_zones
        for kind in SHIP_KINDS
    )


def units_of(state: State, realm: str, kinds: tuple[str, ...]) -> int:
    return sum(
        force["units"].get(kind, 0)
        for force in world(state)["forces"].values()
        if force["realm"] == realm
        for kind in kinds
    )


@implements("interpretation:EUPOP-E7")
def advisor_upkeep(state: State, content: Content, realm: str) -> int:
    """Each advisor costs its skill in ducats a round; the Papal Controller 1 less each."""
    leaders = {leader.id: leader for leader in content.leaders.leaders}
    discount = 1 if papal_controller(state) == realm else 0
    return sum(
        max(0, (leaders[card].skill or 0) - discount)
        for card in world(state)["players"][realm]["advisors"].values()
    )


@implements(
    COLLECT,
    "eupop-aid:Rounding",
    "interpretation:EUPOP-8",
    "interpretation:EUPOP-E7",
    "interpretation:EUPOP-E10",
    "interpretation:EUPOP-E11",
)
def income_lines(state: State, content: Content, realm: str) -> dict[str, int]:
    """Each line of step B, as a signed amount of ducats, and their ``net`` sum: base and
    vassal tax income, advisor upkeep, military maintenance (1 per regular unit, 2 per
    mercenary, half a ducat per ship at sea, the total rounded up), plague (no plague
    tokens are kept in the state: 0), interest (1 per loan), the stability modifier,
    the Emperor's Imperial Authority and income from ideas (our ideas print none)."""
    tax = tax_income(state, content.geography, realm)
    mat = world(state)["players"][realm]
    ships = ships_at_sea(state, content, realm)
    maintenance = (
        units_of(state, realm, REGULAR_UNITS)
        + 2 * units_of(state, realm, MERCENARY_UNITS)
        + (ships + 1) // 2
    )
    empire = world(state)["hre"]
    lines = {
        "base_tax": tax["base"],
        "vassal_tax": tax["vassal"],
        "advisors": -advisor_upkeep(state, content, realm),
        "maintenance": -maintenance,
        "plague": 0,
        "interest": -mat["loans"],
        "stability": mat["stability"],
        "emperor": empire["imperial_authority"] if empire["emperor"] == realm else 0,
        "ideas": 0,
    }
    lines["net"] = sum(lines.values())
    return lines


@implements(CUT_COSTS, "eupop-aid:Bankruptcy (p. 21)", "interpretation:EUPOP-E4")
def cuts_required(state: State, content: Content, realm: str) -> bool:
    """Costs must be cut when the treasury, with every loan still allowed, cannot cover
    what step B leaves to pay (the realm would go bankrupt)."""
    mat = world(state)["players"][realm]
    room = LOAN_DUCATS * max(0, MOST_LOANS - mat["loans"])
    return mat["ducats"] + income_lines(state, content, realm)["net"] + room < 0


@implements(CUT_COSTS, "interpretation:EUPOP-E8")
def recall_ports(state: State, content: Content, realm: str, force_id: str) -> list[str]:
    """Ports a fleet at sea may be recalled to: active ports of the realm's own provinces
    facing its sea zone or a neighbouring sea zone that is not Hostile to the realm."""
    force = world(state)["forces"][force_id]
    zone = force["where"]
    geography = content.geography
    seen = outlook(state, realm)
    zones = [zone] + [
        other
        for other in geography.sea_zones[zone].neighbours
        if sea_zone_status(state, geography, seen, other) != "hostile"
    ]
    ports = {
        port
        for other in zones
        for port in geography.sea_zones[other].ports
        if is_own(state, port, realm) and port_active(state, geography, port)
    }
    return sorted(ports)


@implements("eupop-aid:C. Corruption", "interpretation:EUPOP-E12")
def corruption_cost(ducats: int) -> int:
    """Monarch power owed for holding ``ducats``: none below 50, then 1 more for every full
    10 ducats (50-59: 1, 60-69: 2, ...)."""
    if ducats < CORRUPTION_FREE_BELOW:
        return 0
    return (ducats - CORRUPTION_FREE_BELOW) // CORRUPTION_BAND + 1


@implements(MONARCH, "eupop-aid:Characters (p. 19)", "interpretation:EUPOP-E17")
def monarch_power_income(state: State, content: Content, realm: str) -> dict[str, int]:
    """Per type: the ruler's skill plus the skill of that type's advisor, plus 1 for each
    government-form idea of that type the realm has researched."""
    leaders = {leader.id: leader for leader in content.leaders.leaders}
    mat = world(state)["players"][realm]
    gained = {"administrative": 0, "diplomatic": 0, "military": 0}
    ruler = mat["ruler"]
    if ruler is not None:
        skills = leaders[ruler["leader"]].skills
        if skills is not None:
            gained["administrative"] += skills.administrative
            gained["diplomatic"] += skills.diplomatic
            gained["military"] += skills.military
    for power, card in mat["advisors"].items():
        gained[power] += leaders[card].skill or 0
    for idea in content.ideas.ideas:
        if idea.government_form and idea.id in mat["ideas"]:
            gained[idea.type] += GOVERNMENT_FORM_POWER
    return gained


@implements("eupop-aid:Imperial Authority (🏰) (p. 43)", MONARCH, "interpretation:EUPOP-E13")
def emperor_extra(authority: int) -> tuple[int, int]:
    """The Emperor's extra monarch power by Imperial Authority: (administrative or
    diplomatic, at the Emperor's choice; military)."""
    if authority >= 6:
        return (2, 1)
    if authority >= 4:
        return (1, 1)
    if authority >= 2:
        return (1, 0)
    return (0, 0)
