"""Reactions (eupop-aid Reactions (🏰)) and their moments. At a siege (Siege (p. 28) step
4): when a realm sieges a province whose lawful owner is a player realm hostile to it, and
the siege has reached its fourth step (strong enough, not cut off, paid), the owner may
play Defensive Mentality or Fortify before the siege resolves (interpretation:EUPOP-K6,
K7). Naval Blockade is offered to the main defender of a naval battle in its first
battle-action question (rules/battle/actions.py, interpretation:EUPOP-K7).

The owner is asked whenever it is a human realm, whatever its hand holds, with "no
reaction" among the answers, so the question tells the other seats nothing of the hand
(interpretation:EUPOP-K6). A Bot has no mat of player cards and draws no action cards
(eupop-bots SEQUENCE OF PLAY), so a Bot owner is never asked. The card is paid through the
economy's functions, discarded, and its effects apply to the owner through the effect
table (:class:`~.play.CardEffects`); the siege then resolves as before: our cards carry
no siege modifier, and the rules name none (interpretation:EUPOP-K6).
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.rules.cards.costs import (
    can_pay,
    cost_label,
    effects_built,
    play_from_hand,
)
from hegemon.games.eupop.rules.cards.covert import REACTIONS
from hegemon.games.eupop.rules.events.effects import effect_table
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import province, world

SIEGE = "eupop-aid:Siege (p. 28)"
NAME = "siege_reaction"
DEFENSIVE_MENTALITY = "Defensive Mentality"
FORTIFY = "Fortify"
NAVAL_BLOCKADE = "Naval Blockade"
SIEGE_REACTIONS = (DEFENSIVE_MENTALITY, FORTIFY)
"""The reactions a sieged province's owner may play (interpretation:EUPOP-K6, K7)."""


def defender(game: Game, sieger: str, name: str) -> str | None:
    """The human realm a siege of ``name`` by ``sieger`` is made against: the lawful owner,
    when it has a player mat (Bots have none) and is hostile to the sieger; else None.
    Public facts only."""
    state = game.state
    lawful = province(state, name)["owner"]
    if lawful is None or lawful == sieger or lawful not in world(state)["players"]:
        return None
    return lawful if outlook(state, sieger).hostile(lawful) else None


def playable(game: Game, seat: str, name: str) -> list[str]:
    """The seat's reaction cards of that name it can pay for, effects built, one per card."""
    content, state = content_of(game), game.state
    table = effect_table(game)
    found: list[str] = []
    seen: set[str] = set()
    for card_copy in world(state)["players"][seat]["hand"]:
        card = action_card(content, card_copy)
        if card.kind != "reaction" or card.name != name or card.id in seen:
            continue
        if can_pay(state, seat, card) and effects_built(table, card):
            seen.add(card.id)
            found.append(card_copy)
    return found


class SiegeReaction(Procedure):
    """The lawful owner's answer to a siege (local: ``sieger``, ``province``); ends with
    the reaction card played (Defensive Mentality or Fortify), or None."""

    name = NAME

    @step
    @implements(SIEGE, REACTIONS, "interpretation:EUPOP-K6")
    def start(self, game: Game, local: Local) -> None:
        owner = defender(game, local["sieger"], local["province"])
        if owner is None:
            game.end(None)
            return
        local["seat"] = owner
        game.goto("ask_reaction")

    @step
    @implements(SIEGE, REACTIONS, "interpretation:EUPOP-K6", "interpretation:EUPOP-K7")
    def ask_reaction(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        content = content_of(game)
        actions = [
            Action(
                "play_reaction",
                card_copy,
                f"Play {name}: {cost_label(game.state, seat, action_card(content, card_copy))}",
            )
            for name in SIEGE_REACTIONS
            for card_copy in playable(game, seat, name)
        ]
        actions.append(Action("no_reaction", None, "Let the siege go on"))
        prompt = f"{local['sieger']} sieges {local['province']}: react?"
        return Decision(seat, prompt, tuple(actions))

    def on_reaction(self, game: Game, local: Local, action: Action) -> None:
        if action.verb != "play_reaction":
            game.end(None)
            return
        seat = local["seat"]
        card_copy = str(action.argument)
        ducats, power = play_from_hand(game, seat, card_copy, REACTIONS)
        game.log(
            "reaction_played",
            seat,
            rule=SIEGE,
            card=card_copy,
            sieger=local["sieger"],
            province=local["province"],
            ducats=ducats,
            power=power,
        )
        local["played"] = card_copy
        game.call("card_effects", then="done", seat=seat, card=card_copy)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(local["played"])
