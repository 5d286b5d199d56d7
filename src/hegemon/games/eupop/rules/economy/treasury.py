"""Loans, mandatory costs, bankruptcy and manpower of a human player realm (eupop-aid
Take/Repay Loan, Bankruptcy, Manpower)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.governing import (
    POWERS,
    change_prestige,
    change_stability,
    lose_power,
    mat,
)
from hegemon.games.eupop.world.allied import ALLIED_FIGURES, figure_back
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force

LOAN = "eupop-aid:Take/Repay Loan (p. 14)"
BANKRUPTCY = "eupop-aid:Bankruptcy (p. 21)"
MANPOWER = "eupop-aid:Manpower (p. 23)"
ROUNDING = "eupop-aid:Rounding"
MOST_LOANS = 5
"""A loan may be taken only while the realm holds fewer than this."""
LOAN_DUCATS = 5
REPAY_DUCATS = 6
REGULAR_UNITS = ("infantry", "cavalry", "artillery")
MERCENARY_UNITS = ("mercenary_infantry", "mercenary_cavalry", "mercenary_artillery")
BANKRUPTCY_STABILITY = 3
BANKRUPTCY_PRESTIGE = 1
BANKRUPTCY_LOANS = 3
BANKRUPTCY_POWER_CAP = 3


def half_up(value: int) -> int:
    """Half of a value, rounded up: the general rounding rule."""
    return (value + 1) // 2


implements(ROUNDING)(half_up)


def can_take_loan(game: Game, realm: str) -> bool:
    return mat(game, realm)["loans"] < MOST_LOANS


def can_repay_loan(game: Game, realm: str) -> bool:
    held = mat(game, realm)
    return held["loans"] > 0 and held["ducats"] >= REPAY_DUCATS


@implements(LOAN)
def take_loan(game: Game, realm: str, rule: str = LOAN) -> None:
    """Gain 5 ducats and a loan (only while fewer than 5 loans are held)."""
    held = mat(game, realm)
    if held["loans"] >= MOST_LOANS:
        raise ValueError(f"{realm} already holds {held['loans']} loans")
    held["loans"] += 1
    held["ducats"] += LOAN_DUCATS
    game.log("loan", realm, rule=rule, change=1, loans=held["loans"], ducats=held["ducats"])


@implements(LOAN)
def repay_loan(game: Game, realm: str, rule: str = LOAN) -> None:
    """Pay 6 ducats to remove a loan."""
    if not can_repay_loan(game, realm):
        raise ValueError(f"{realm} cannot repay a loan")
    held = mat(game, realm)
    held["loans"] -= 1
    held["ducats"] -= REPAY_DUCATS
    game.log("loan", realm, rule=rule, change=-1, loans=held["loans"], ducats=held["ducats"])


@implements(BANKRUPTCY, LOAN, "eupop-aid:MINOR ACTIONS", "interpretation:EUPOP-E4")
def pay_mandatory(game: Game, realm: str, amount: int, rule: str, reason: str) -> bool:
    """Pay a cost the realm may not refuse. Loans are taken, one at a time (the out-of-turn
    minor action of a realm that must cover a cost), while the treasury falls short and a
    loan is allowed; if it still falls short, the realm pays what it has and goes bankrupt.
    Returns whether it went bankrupt."""
    held = mat(game, realm)
    while held["ducats"] < amount and can_take_loan(game, realm):
        take_loan(game, realm, rule=LOAN)
    paid = min(amount, held["ducats"])
    held["ducats"] -= paid
    game.log("ducats", realm, rule=rule, change=-paid, now=held["ducats"], reason=reason)
    if paid < amount:
        bankruptcy(game, realm, unpaid=amount - paid)
        return True
    return False


def realm_forces(game: Game, realm: str) -> list[tuple[str, Force]]:
    forces = world(game.state)["forces"]
    return [(key, forces[key]) for key in sorted(forces) if forces[key]["realm"] == realm]


def remove_units(game: Game, force_id: str, kind: str, count: int) -> None:
    """Take units off a force; a force left empty leaves the board, its figure going back
    to the supply and its leader back to the mat."""
    state = world(game.state)
    force = state["forces"][force_id]
    force["units"][kind] -= count
    if force["units"][kind] == 0:
        del force["units"][kind]
    if any(force["units"].values()):
        return
    del state["forces"][force_id]
    realm = force["realm"]
    if force["army"] and realm in state["supply"]:
        on_land = force["where"] in content_of(game).geography.areas and force["port"] is None
        state["supply"][realm]["armies" if on_land else "fleets"] += 1
    if force["leader"] is not None and realm in state["players"]:
        state["players"][realm]["leaders"].append(force["leader"])


@implements(MANPOWER)
def disband_units(game: Game, realm: str, force_id: str, kind: str, count: int, rule: str) -> None:
    """Disband land units: regular ones go back to available manpower and the supply,
    mercenaries back to the box."""
    remove_units(game, force_id, kind, count)
    if kind in REGULAR_UNITS:
        manpower = mat(game, realm)["manpower"]
        manpower["available"] += count
        supply = world(game.state)["supply"][realm]
        if kind == "infantry":
            supply["infantry"] += count
        elif kind == "cavalry":
            supply["cavalry"] += count
        else:
            supply["artillery"] += count
    elif kind in ALLIED_FIGURES:
        figure_back(game.state, realm, kind, count)
    game.log("disband", realm, rule=rule, force=force_id, unit=kind, count=count)


@implements(BANKRUPTCY, ROUNDING, "interpretation:EUPOP-E5")
def bankruptcy(game: Game, realm: str, unpaid: int = 0) -> None:
    """Everything bankruptcy costs, in the order of the aid: 3 stability, 1 prestige, the
    whole treasury and 3 loans, every mercenary, every advisor, and half the monarch power
    of each type (rounded up, at most 3 of a type)."""
    game.log("bankruptcy", realm, rule=BANKRUPTCY, unpaid=unpaid)
    change_stability(game, realm, -BANKRUPTCY_STABILITY, BANKRUPTCY)
    change_prestige(game, realm, -BANKRUPTCY_PRESTIGE, BANKRUPTCY, "bankruptcy")
    held = mat(game, realm)
    discarded = held["ducats"]
    held["ducats"] = 0
    game.log("ducats", realm, rule=BANKRUPTCY, change=-discarded, now=0, reason="bankruptcy")
    loans = min(BANKRUPTCY_LOANS, held["loans"])
    held["loans"] -= loans
    game.log("loan", realm, rule=BANKRUPTCY, change=-loans, loans=held["loans"], ducats=0)
    for force_id, force in realm_forces(game, realm):
        for kind in MERCENARY_UNITS:
            count = force["units"].get(kind, 0)
            if count:
                disband_units(game, realm, force_id, kind, count, BANKRUPTCY)
    for power in sorted(held["advisors"]):
        fire_advisor(game, realm, power, BANKRUPTCY)
    for power in POWERS:
        loss = min(BANKRUPTCY_POWER_CAP, half_up(held["monarch_power"][power]))
        if loss:
            lose_power(game, realm, power, loss, BANKRUPTCY)


def fire_advisor(game: Game, realm: str, power: str, rule: str) -> None:
    """Remove the advisor of one monarch power type from the mat."""
    advisor = mat(game, realm)["advisors"].pop(power)
    game.log("fire_advisor", realm, rule=rule, power=power, advisor=advisor)


implements("eupop-aid:Characters (p. 19)", "eupop-aid:A. Cut costs")(fire_advisor)


@implements(MANPOWER)
def gain_manpower(game: Game, realm: str, amount: int, rule: str) -> int:
    """Raise manpower (at most 20); the increase goes to available manpower."""
    limit = content_of(game).components.manpower_limit
    manpower = mat(game, realm)["manpower"]
    gained = max(0, min(amount, limit - manpower["total"]))
    manpower["total"] += gained
    manpower["available"] += gained
    game.log("manpower", realm, rule=rule, change=gained, **manpower)
    return gained


@implements(MANPOWER, "interpretation:EUPOP-E6")
def drop_manpower(state: State, realm: str, amount: int) -> int:
    """Lower manpower on the state: first from depleted manpower (what is neither
    available, exhausted nor in deployed regular units), then exhausted, then available.
    Returns the drop. The one order of every decrease (events, phase 4, clean-up)."""
    typed = world(state)
    manpower = typed["players"][realm]["manpower"]
    drop = max(0, min(amount, manpower["total"]))
    deployed = sum(
        force["units"].get(kind, 0)
        for force in typed["forces"].values()
        if force["realm"] == realm
        for kind in REGULAR_UNITS
    )
    depleted = max(0, manpower["total"] - manpower["available"] - manpower["exhausted"] - deployed)
    rest = drop - min(drop, depleted)
    from_exhausted = min(rest, manpower["exhausted"])
    manpower["exhausted"] -= from_exhausted
    rest -= from_exhausted
    manpower["available"] -= min(rest, manpower["available"])
    manpower["total"] -= drop
    return drop


@implements(MANPOWER, "interpretation:EUPOP-E6")
def lose_manpower(game: Game, realm: str, amount: int, rule: str) -> int:
    """Lower manpower in the order of ``drop_manpower`` and log it. Returns the drop."""
    drop = drop_manpower(game.state, realm, amount)
    game.log("manpower", realm, rule=rule, change=-drop, **mat(game, realm)["manpower"])
    return drop


@implements("eupop-aid:Replen. Manp. (1 $\\times$ per 3 $\\spadesuit$ ) (p. 14)")
def replenish(game: Game, realm: str, amount: int, rule: str) -> int:
    """Move up to ``amount`` manpower from exhausted to available; returns how many moved."""
    manpower = mat(game, realm)["manpower"]
    moved = min(amount, manpower["exhausted"])
    manpower["exhausted"] -= moved
    manpower["available"] += moved
    game.log("manpower", realm, rule=rule, change=0, replenished=moved, **manpower)
    return moved
