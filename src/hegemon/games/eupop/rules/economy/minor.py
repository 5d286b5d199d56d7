"""The treasury's minor actions of the action menu: take a loan, repay a loan, replenish
manpower (eupop-aid MINOR ACTIONS). Each procedure is called with ``seat`` (the realm) and
``argument`` (the chosen action's) and ends with None."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.economy import treasury
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

LOAN = treasury.LOAN
REPLENISH = "eupop-aid:Replen. Manp. (1 $\\times$ per 3 $\\spadesuit$ ) (p. 14)"
MANPOWER_PER_POWER = 3
"""Exhausted manpower made available for each military power paid (interpretation:EUPOP-E16)."""


def _human(state: State, realm: str) -> bool:
    return realm in world(state)["players"]


@implements(LOAN)
def take_loan_offers(state: State, content: Content, realm: str) -> list[Action]:
    if not _human(state, realm) or world(state)["players"][realm]["loans"] >= treasury.MOST_LOANS:
        return []
    loans = world(state)["players"][realm]["loans"]
    label = f"Take a loan: gain {treasury.LOAN_DUCATS} ducats (loans {loans} → {loans + 1})"
    return [Action("take_loan", None, label)]


@implements(LOAN)
def repay_loan_offers(state: State, content: Content, realm: str) -> list[Action]:
    if not _human(state, realm):
        return []
    mat = world(state)["players"][realm]
    if mat["loans"] == 0 or mat["ducats"] < treasury.REPAY_DUCATS:
        return []
    loans = mat["loans"]
    label = f"Repay a loan: pay {treasury.REPAY_DUCATS} ducats (loans {loans} → {loans - 1})"
    return [Action("repay_loan", None, label)]


@implements(REPLENISH, "interpretation:EUPOP-E16")
def replenish_offers(state: State, content: Content, realm: str) -> list[Action]:
    """One option per amount of military power worth paying: each power moves up to 3
    exhausted manpower to available, and no option pays for more than there is to move."""
    if not _human(state, realm):
        return []
    mat = world(state)["players"][realm]
    exhausted = mat["manpower"]["exhausted"]
    useful = -(-exhausted // MANPOWER_PER_POWER)
    most = min(mat["monarch_power"]["military"], useful)
    return [
        Action(
            "replenish_manpower",
            paid,
            f"Replenish {min(exhausted, paid * MANPOWER_PER_POWER)} manpower"
            f" for {paid} military power",
        )
        for paid in range(1, most + 1)
    ]


class TakeLoan(Procedure):
    name = "take_loan"

    @step
    @implements(LOAN)
    def start(self, game: Game, local: Local) -> None:
        treasury.take_loan(game, local["seat"])
        game.end(None)


class RepayLoan(Procedure):
    name = "repay_loan"

    @step
    @implements(LOAN)
    def start(self, game: Game, local: Local) -> None:
        treasury.repay_loan(game, local["seat"])
        game.end(None)


class ReplenishManpower(Procedure):
    name = "replenish_manpower"

    @step
    @implements(REPLENISH, "interpretation:EUPOP-E16")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        paid = int(local["argument"])
        if paid < 1 or not gov.can_pay_power(game, realm, "military", paid):
            raise ValueError(f"{realm} cannot pay {paid} military power")
        gov.lose_power(game, realm, "military", paid, REPLENISH)
        treasury.replenish(game, realm, paid * MANPOWER_PER_POWER, REPLENISH)
        game.end(None)


MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("take_loan", "take_loan", take_loan_offers, LOAN, minor=True),
    MenuEntry("repay_loan", "repay_loan", repay_loan_offers, LOAN, minor=True),
    MenuEntry("replenish_manpower", "replenish_manpower", replenish_offers, REPLENISH, minor=True),
)
"""The treasury's entries of the action menu, all minor actions."""
