"""Battle actions (aid "2. Play Battle Actions ()"): each side's main realm picks one of its
eligible battle action cards, or none, face down; the battle reveals both at once.

``battle_action`` is asked through ``ask_in_turn(..., sealed=True)``: its local is the
``seat`` (the realm) and ``where``; it works out the seat's eligible cards itself, from its
own hand, so nothing secret travels in a call or in another seat's decision. It ends with
the card chosen or None, kept sealed by the kernel until the battle reveals it."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.sides import ACTIONS
from hegemon.games.eupop.rules.economy.governing import (
    can_pay_ducats,
    can_pay_power,
    lose_ducats,
    lose_power,
    power_type,
)
from hegemon.games.eupop.world.layout import world

NAME = "battle_action"


@implements(ACTIONS, "interpretation:EUPOP-B2")
def eligible(game: Game, content: Content, realm_name: str) -> list[str]:
    """The battle action cards in the realm's hand it can pay for, in hand order, one copy
    of each."""
    result: list[str] = []
    seen: set[str] = set()
    for card in world(game.state)["players"][realm_name]["hand"]:
        info = action_card(content, card)
        if info.kind != "battle" or info.id in seen:
            continue
        if can_pay_power(game, realm_name, power_type(info.deck), info.cost.power) and (
            can_pay_ducats(game, realm_name, info.cost.ducats)
        ):
            seen.add(info.id)
            result.append(card)
    return result


@implements(ACTIONS, "interpretation:EUPOP-B2")
def play(game: Game, realm_name: str, card: str) -> None:
    """Pay for a revealed battle action and put it on its deck's discard pile."""
    content = content_of(game)
    info = action_card(content, card)
    state = world(game.state)
    state["players"][realm_name]["hand"].remove(card)
    if info.cost.power:
        lose_power(game, realm_name, power_type(info.deck), info.cost.power, ACTIONS)
    if info.cost.ducats:
        lose_ducats(game, realm_name, info.cost.ducats, ACTIONS, "battle action")
    state["decks"]["action_discards"][info.deck].append(card)
    game.log("battle_action", realm_name, rule=ACTIONS, card=card, name=info.name)


class BattleAction(Procedure):
    name = NAME

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_action")

    @step
    def ask_action(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        content = content_of(game)
        actions = [
            Action("battle_action", card, f"Play {action_card(content, card).name}")
            for card in eligible(game, content, seat)
        ]
        actions.append(Action("no_battle_action", None, "Play no battle action"))
        return Decision(
            seat, f"Battle in {local['where']}: choose a battle action face down", tuple(actions)
        )

    def on_action(self, game: Game, local: Local, action: Action) -> None:
        game.end(action.argument if action.verb == "battle_action" else None)
