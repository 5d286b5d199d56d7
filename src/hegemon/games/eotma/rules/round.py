"""The round (5 years), the game turn (5 rounds) and the end of the scenario
(eotma-overview "The game", "Sequence of a round")."""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.rules.events import collect_income, discard_expired
from hegemon.games.eotma.rules.scoring import final_outcome
from hegemon.games.eotma.rules.turn_order import turn_order
from hegemon.games.eotma.rules.year_cards import deal_year_cards
from hegemon.games.eotma.world.layout import empire, round_record, seats

YEARS_PER_ROUND = 5
ROUNDS_PER_GAME_TURN = 5
GAME = "eotma-overview:The game"
SEQUENCE = "eotma-overview:Sequence of a round"


class Round(Procedure):
    """The round in ``state["round"]``: deal, order, every player's turn, then the next.

    Pushed by setup with an empty frame; it hands over to itself for the next round and
    finishes the game after the scenario's last round.
    """

    name = "round"

    @step
    @implements(SEQUENCE)
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        state = game.state
        for seat in seats(state):
            empire(state, seat)["defenses"] = 0
        deal_year_cards(game, content)
        collect_income(game, content)
        record = round_record(state)
        record["order"] = turn_order(game, content)
        record["next"] = 0
        game.log(
            "round",
            rule=SEQUENCE,
            number=record["number"],
            year=record["year"],
            order=record["order"],
        )
        game.goto("next_turn")

    @step
    def next_turn(self, game: Game, local: Local) -> None:
        record = round_record(game.state)
        if record["next"] >= len(record["order"]):
            game.goto("end_round")
            return
        seat = record["order"][record["next"]]
        record["next"] += 1
        if empire(game.state, seat)["court"] is None:
            game.log("turn_skipped", seat, rule="interpretation:EOTMA-21", reason="fallen")
            game.goto("next_turn")
            return
        game.call("player_turn", then="next_turn", seat=seat)

    @step
    @implements(GAME)
    def end_round(self, game: Game, local: Local) -> None:
        content = content_of(game)
        state = game.state
        record = round_record(state)
        scenario = content.scenarios[state["meta"]["scenario"]]
        if record["number"] % ROUNDS_PER_GAME_TURN == 0:
            game.log("game_turn_ends", rule=GAME, game_turn=record["game_turn"])
            discard_expired(game, content)
            record["game_turn"] += 1
        if record["number"] >= scenario.rounds:
            game.finish(final_outcome(state, content))
            return
        record["number"] += 1
        record["year"] += YEARS_PER_ROUND
        game.hand_over("round")
