"""Small changes to a player mat that phase 3 makes: prestige, stability, ducats, monarch
power and manpower.

Each is a candidate to share with the economy package (rules/economy), which is built
in parallel; until then they live here, limited to what phase 3 needs.
"""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import realm, world

BOTS = "eupop-bots:PEACE & REBELS PHASE"
BANKRUPTCY = "eupop-aid:Bankruptcy (p. 21)"
STABILITY_FLOOR = -3
POWERS = ("administrative", "diplomatic", "military")


def is_bot(state: State, realm_name: str) -> bool:
    return realm(state, realm_name)["player"] == "bot"


def refuse_bot(state: State, realm_name: str, what: str) -> None:
    """The Bot variants of phase 3 belong to the Bot rules, not built yet: stop when a Bot
    realm is actually affected."""
    if is_bot(state, realm_name):
        raise RuleNotBuilt(BOTS, f"{realm_name} is a Bot: {what}")


@implements("interpretation:EUPOP-P9")
def lose_prestige(state: State, realm_name: str, amount: int) -> int:
    """Candidate to share (economy): lower a player realm's prestige by ``amount``, never
    below 0. Returns what was lost."""
    mat = world(state)["players"][realm_name]
    lost = min(amount, mat["prestige"])
    mat["prestige"] -= lost
    return lost


@implements("interpretation:EUPOP-P9")
def lose_stability(state: State, realm_name: str, amount: int = 1) -> int:
    """Candidate to share (economy): lower stability, not below -3. Returns what was lost."""
    mat = world(state)["players"][realm_name]
    lost = max(0, min(amount, mat["stability"] - STABILITY_FLOOR))
    mat["stability"] -= lost
    return lost


def ducats(state: State, realm_name: str) -> int:
    return world(state)["players"][realm_name]["ducats"]


def pay_ducats(state: State, realm_name: str, amount: int) -> None:
    """Candidate to share (economy): a mandatory payment. A realm that cannot pay would take
    a loan or go bankrupt, which the economy rules decide: not built here."""
    mat = world(state)["players"][realm_name]
    if mat["ducats"] < amount:
        raise RuleNotBuilt(
            BANKRUPTCY, f"{realm_name} must pay {amount} ducats and holds {mat['ducats']}"
        )
    mat["ducats"] -= amount


@implements("interpretation:EUPOP-P8")
def lose_ducats(state: State, realm_name: str, amount: int) -> int:
    """Candidate to share (economy): ducats lost (not a payment) go down to 0 at most."""
    mat = world(state)["players"][realm_name]
    lost = min(amount, mat["ducats"])
    mat["ducats"] -= lost
    return lost


def powers_held(state: State, realm_name: str) -> list[str]:
    """The monarch power types of which the realm holds at least 1."""
    held = world(state)["players"][realm_name]["monarch_power"]
    return [power for power in POWERS if held[power] > 0]  # type: ignore[literal-required]


def lose_power(state: State, realm_name: str, power: str) -> None:
    """Candidate to share (economy): 1 monarch power of the type is lost."""
    held = world(state)["players"][realm_name]["monarch_power"]
    held[power] -= 1  # type: ignore[literal-required]


def exhaust_manpower(state: State, realm_name: str) -> bool:
    """Candidate to share (economy): 1 available manpower becomes exhausted; False when
    none is available."""
    manpower = world(state)["players"][realm_name]["manpower"]
    if manpower["available"] < 1:
        return False
    manpower["available"] -= 1
    manpower["exhausted"] += 1
    return True
