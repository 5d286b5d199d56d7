"""The Bot turn (eupop-bots MAIN TURN STRUCTURE, ACTION PHASE; decision 0108 §2.4).

:class:`BotTurn` (procedure ``bot_turn``, locals ``seat`` and ``mode`` as the Action phase
calls it) numbers the turn, walks the ``main`` chart of the pack and ends ``passed`` when
the Bot passed (the phase then treats the pass as a human's). :class:`BotCardAction`
(``bot_card_action``) carries out the card drawn at MTS-7: the chart of its war action or
first action, the second when the first ends at its "cannot" exit, then the card is used
(interpretation:EUPOP-BOT-2).

The trace: ``bot_turn`` and ``bot_turn_end`` around the turn, ``bot_action`` for each
action chart a card tries (docs/verbs-and-log-eupop.md).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.deck import card_action, finish_card
from hegemon.games.eupop.bots.facts import CANNOT
from hegemon.games.eupop.bots.power import bot_mat
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.schema_bots import BotAction
from hegemon.games.eupop.world.layout import world

MAIN = "eupop-bots:MAIN TURN STRUCTURE"
ACTION_PHASE = "eupop-bots:ACTION PHASE"
BOT_CARDS = "eupop-bots:BOT CARDS"

CHARTS: dict[BotAction, tuple[str, dict[str, Any]]] = {
    "event": ("event", {}),
    "military": ("military", {}),
    "diplomacy": ("diplomacy", {}),
    "naval": ("naval", {}),
    "explore": ("explore", {}),
    "colonize": ("colonize", {}),
    "unrest": ("unrest", {}),
    "spy": ("spy", {}),
    "papal_curia": ("curia", {}),
    "convert": ("convert", {}),
    "focus_economic": ("focus", {"focus": "economic"}),
    "focus_expansion": ("focus", {"focus": "expansion"}),
    "focus_political": ("focus", {"focus": "political"}),
    "focus_warfare": ("focus", {"focus": "warfare"}),
    "idea": ("idea", {}),
}
"""Each action a Bot card names → the chart that carries it out, with the locals the
chart is called with (FOCUS: the focus area of the card)."""


@implements(
    MAIN,
    ACTION_PHASE,
    "eupop-bots:BOT BASICS",
    "eupop-aid:BOT RULES",
    "interpretation:EUPOP-BOT-8",
    "interpretation:EUPOP-BOT-4",
)
class BotTurn(Procedure):
    """A Bot realm's turn: the Main Turn Structure from MTS-1 to an end. A Bot is a player
    realm played by its charts and Bot deck alone: no decision is ever asked of it."""

    name = "bot_turn"

    @step
    def start(self, game: Game, local: Local) -> None:
        track = world(game.state)["round"]
        track["bot_turns"] += 1
        seat = local["seat"]
        local["turn"] = track["bot_turns"]
        local["passed_before"] = seat in track["passed"]
        local["event_before"] = seat in track["event_taken"]
        local["deck_before"] = len(bot_mat(game.state, seat)["deck"])
        power = bot_mat(game.state, seat)["power"]
        game.log(
            "bot_turn",
            seat,
            rule=MAIN,
            turn=local["turn"],
            round=track["number"],
            mode=local["mode"],
            available=power["available"],
            spent=power["spent"],
        )
        game.checkpoint("bot_turn", seat)
        game.call(
            "bot_chart",
            "finish",
            realm=seat,
            chart="main",
            turn=local["turn"],
            mode=local["mode"],
        )

    @step
    def finish(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        track = world(game.state)["round"]
        if seat in track["passed"] and not local["passed_before"]:
            result = "passed"
        elif seat in track["event_taken"] and not local["event_before"]:
            result = "event"
        elif len(bot_mat(game.state, seat)["deck"]) < local["deck_before"]:
            result = "card"
        else:
            result = "nothing"
        game.log("bot_turn_end", seat, rule=MAIN, turn=local["turn"], result=result)
        game.checkpoint("bot_turn_end", seat)
        game.end("passed" if result == "passed" else None)


@implements(BOT_CARDS, "interpretation:EUPOP-BOT-2")
class BotCardAction(Procedure):
    """The action of the Bot card of the turn (MTS-8): the war action while at war when
    the card has one, else the first; the second once the first chart ends at ``cannot``;
    neither possible: the card is used all the same and the turn ends."""

    name = "bot_card_action"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["first_failed"] = False
        self._try(game, local)

    @step
    def after(self, game: Game, local: Local) -> None:
        result = local["result"]
        self._log(game, local, str(result))
        if result == CANNOT and not local["first_failed"]:
            local["first_failed"] = True
            self._try(game, local)
            return
        if result == CANNOT:
            finish_card(game, local["realm"], None)
            game.end(CANNOT)
            return
        finish_card(game, local["realm"], local["action"])
        game.end("done")

    def _try(self, game: Game, local: Local) -> None:
        realm = local["realm"]
        number = bot_mat(game.state, realm)["card"]
        if number is None:
            raise ValueError(f"{realm} holds no Bot card")
        action = card_action(game.state, content_of(game), realm, number, local["first_failed"])
        if action is None:
            finish_card(game, realm, None)
            game.end(CANNOT)
            return
        chart, extra = CHARTS[action]
        local["action"] = action
        local["chart"] = chart
        local["card"] = number
        game.call(
            "bot_chart",
            "after",
            realm=realm,
            chart=chart,
            turn=local["turn"],
            mode=local["mode"],
            **extra,
        )

    @staticmethod
    def _log(game: Game, local: Local, result: str) -> None:
        game.log(
            "bot_action",
            local["realm"],
            rule=BOT_CARDS,
            turn=local["turn"],
            card=local["card"],
            action=local["action"],
            chart=local["chart"],
            second=local["first_failed"],
            result=result,
        )
