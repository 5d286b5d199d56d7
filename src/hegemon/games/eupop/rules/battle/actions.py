"""Battle actions (aid "2. Play Battle Actions ()"): in each round the attacker's main realm
plays its battle action cards first, one at a time and in the open, until it says it is
done; then the defender's main realm does the same, knowing them. A side may play several
different cards in a round, never a second card of the same name (interpretation:EUPOP-B2).

``battle_action`` is called by the battle for one side: its local is the ``seat`` (the
realm) and ``where``; it works out the seat's eligible cards itself, from its own hand, so
nothing secret travels in a call or in another seat's decision. The seat is asked even
when it holds no eligible card, so the question tells nothing of its hand. Each card is
paid and shown when played; the procedure ends with the list of cards played."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.sides import ACTIONS, CAVALRY, INFANTRY
from hegemon.games.eupop.rules.cards.costs import cost_label, play_from_hand
from hegemon.games.eupop.rules.cards.covert import REACTIONS
from hegemon.games.eupop.rules.cards.reactions import playable
from hegemon.games.eupop.rules.economy.governing import (
    can_pay_ducats,
    can_pay_power,
    lose_ducats,
    lose_power,
    power_type,
)
from hegemon.games.eupop.world.layout import world

NAME = "battle_action"
CARD_RULES = "eupop-aid:Card specific rules"
ONE_STEP_AHEAD = "One Step Ahead"


@implements(CARD_RULES, "interpretation:EUPOP-B17")
def barred(units: dict[str, int], naval: bool) -> list[str]:
    """Battle cards a side may not play with these units: One Step Ahead for an army with
    more cavalry than infantry (mercenary and allied units counted as their type)."""
    if naval:
        return []
    cavalry = sum(units.get(kind, 0) for kind in CAVALRY)
    infantry = sum(units.get(kind, 0) for kind in INFANTRY)
    return [ONE_STEP_AHEAD] if cavalry > infantry else []


@implements(ACTIONS, "interpretation:EUPOP-B2")
def eligible(
    game: Game,
    content: Content,
    realm_name: str,
    played: Collection[str] = (),
    names_barred: Collection[str] = (),
) -> list[str]:
    """The battle action cards in the realm's hand it can pay for, in hand order, one copy
    of each, leaving out the cards (by id) the side played already this round and the
    cards (by name) its army may not use."""
    result: list[str] = []
    seen: set[str] = set(played)
    for card in world(game.state)["players"][realm_name]["hand"]:
        info = action_card(content, card)
        if info.kind != "battle" or info.id in seen or info.name in names_barred:
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
    game.reveal()


class BattleAction(Procedure):
    name = NAME

    @step
    def start(self, game: Game, local: Local) -> None:
        local["played"] = []
        local["ids"] = []
        game.goto("ask_action")

    @step
    @implements(ACTIONS, "interpretation:EUPOP-B2")
    def ask_action(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        content = content_of(game)
        actions = [
            Action("battle_action", card, f"Play {action_card(content, card).name}")
            for card in eligible(game, content, seat, local["ids"], local.get("barred", ()))
        ]
        for name in local.get("reactions", ()):
            actions += [
                Action(
                    "play_reaction",
                    card,
                    f"Play {name}: {cost_label(game.state, seat, action_card(content, card))}",
                )
                for card in playable(game, seat, name)
            ]
        done = "Play no more battle actions" if local["played"] else "Play no battle action"
        actions.append(Action("no_battle_action", None, done))
        return Decision(seat, f"Battle in {local['where']}: play a battle action?", tuple(actions))

    def on_action(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "play_reaction":
            self._react(game, local, str(action.argument))
            return
        if action.verb != "battle_action":
            game.end(list(local["played"]))
            return
        card = str(action.argument)
        local["ids"].append(action_card(content_of(game), card).id)
        play(game, local["seat"], card)
        local["played"].append(card)
        game.goto("ask_action")

    @implements(REACTIONS, "interpretation:EUPOP-K7")
    def _react(self, game: Game, local: Local, card: str) -> None:
        """A reaction played at this moment (Naval Blockade): paid, discarded, shown, its
        effects applied to the realm; the question then comes back, without reactions."""
        seat = local["seat"]
        ducats, power = play_from_hand(game, seat, card, REACTIONS)
        game.log(
            "battle_reaction",
            seat,
            rule=REACTIONS,
            card=card,
            where=local["where"],
            ducats=ducats,
            power=power,
        )
        game.reveal()
        local["reactions"] = []
        game.call("card_effects", then="reacted", seat=seat, card=card)

    @step
    def reacted(self, game: Game, local: Local) -> None:
        game.goto("ask_action")
