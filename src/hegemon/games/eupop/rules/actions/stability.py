"""Increase Stability (eupop-aid Incr. Stab. (5👤 ± current 🏰) (p. 14)): pay 5
administrative power plus the current stability (less when it is negative) to raise
stability by 1; the Papal Controller pays 1 less, and so does an Orthodox realm raising
it from -1 or 0 (eupop-aid Religion abilities). At +3 the step becomes prestige, as any
gain of stability there does (interpretation:EUPOP-A5)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import change_stability, lose_power
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.layout import world

INCREASE_STABILITY = "eupop-aid:Incr. Stab. (5👤 ± current 🏰) (p. 14)"
RELIGION_ABILITIES = "eupop-aid:Religion abilities"
PAPAL_CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"
BASE_COST = 5
ORTHODOX_DISCOUNT_FROM = (-1, 0)
"""Stabilities from which an Orthodox realm pays 1 less."""


@implements(INCREASE_STABILITY, RELIGION_ABILITIES, PAPAL_CURIA, "interpretation:EUPOP-A5")
def stability_cost(state: State, realm: str) -> int:
    """Administrative power the realm pays to raise its stability by 1 now."""
    stability = world(state)["players"][realm]["stability"]
    cost = BASE_COST + stability
    if papal_controller(state) == realm:
        cost -= 1
    if world(state)["realms"][realm]["religion"] == "orthodox" and (
        stability in ORTHODOX_DISCOUNT_FROM
    ):
        cost -= 1
    return max(0, cost)


def offers(state: State, content: Content, realm: str) -> list[Action]:
    if realm not in world(state)["players"]:
        return []
    cost = stability_cost(state, realm)
    mat = world(state)["players"][realm]
    if mat["monarch_power"]["administrative"] < cost:
        return []
    limit = content.components.stability_limit
    gain = "+2 prestige" if mat["stability"] >= limit else f"to {mat['stability'] + 1}"
    label = f"Increase stability {gain} ({cost} administrative power)"
    return [Action("increase_stability", None, label)]


class IncreaseStability(Procedure):
    name = "increase_stability"

    @step
    @implements(INCREASE_STABILITY)
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        cost = stability_cost(game.state, realm)
        if world(game.state)["players"][realm]["monarch_power"]["administrative"] < cost:
            raise ValueError(f"{realm} cannot pay {cost} administrative power")
        lose_power(game, realm, "administrative", cost, INCREASE_STABILITY)
        change_stability(game, realm, 1, INCREASE_STABILITY)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (IncreaseStability(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("increase_stability", "increase_stability", offers, INCREASE_STABILITY),
)
