"""The fuzzer's secrets check reaches into the procedure stack: a choice sealed in a frame
(``ask_in_turn(sealed=True)``, a frame's ``local["sealed"]``) that a rule lets slip before
it is revealed — in another seat's prompt, or in a public log entry — is found, and a game
that keeps its sealed choices sealed passes (issue 8, "Secrets in stack frames").

Four seats: a bid is varied only against another bid hidden from the same seat (a lone
secret cannot be), and the last bid of a round is followed by the reveal, after which
differences are the game's to show; so the third bidder is the first whose slip shows."""

from __future__ import annotations

import re
from typing import Any

from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import SEALED, Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.fuzz import HIDDEN, fuzz
from hegemon.engine.rules import RulesModule, ScenarioInfo

ROUNDS = 4
BIDS = (0, 1, 2, 3, 4, 5)


class Auction(Procedure):
    """Each round every seat bids face down; the bids are then shown and the highest
    bidders score their bid."""

    name = "auction"

    @step
    def start(self, game: Game, local: Local) -> None:
        if game.state["round"] == ROUNDS:
            scores = dict(game.state["scores"])
            best = max(scores.values())
            winners = tuple(seat for seat, score in scores.items() if score == best)
            game.finish(Outcome(winners, scores, "the last round was bid"))
            return
        game.state["round"] += 1
        game.ask_in_turn(game.state["meta"]["seats"], "bid", then="reveal", sealed=True)

    @step
    def reveal(self, game: Game, local: Local) -> None:
        bids: dict[str, int] = local["result"][SEALED]
        game.reveal()
        game.log("bids", values=dict(sorted(bids.items())))
        best = max(bids.values())
        for seat, bid in bids.items():
            if bid == best:
                game.state["scores"][seat] += bid
        game.goto("start")


class Bid(Procedure):
    """One seat's sealed bid (called once per seat by the kernel's ``in_turn``)."""

    name = "bid"

    @staticmethod
    def sealed_so_far(game: Game) -> dict[str, Any]:
        """The bids sealed before this seat's, in the ``in_turn`` frame below."""
        sealed: dict[str, Any] = game.stack[-2]["local"].get(SEALED, {})
        return sealed

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_bid")

    @step
    def ask_bid(self, game: Game, local: Local) -> Decision:
        actions = tuple(Action("bid", value, f"Bid {value}") for value in BIDS)
        return Decision(local["seat"], f"Round {game.state['round']}: your bid?", actions)

    def on_bid(self, game: Game, local: Local, action: Action) -> None:
        game.end(action.argument)


class BidPromptTellsTheBidsBefore(Bid):
    @step
    def ask_bid(self, game: Game, local: Local) -> Decision:
        decision = super().ask_bid(game, local)
        told = ", ".join(f"{seat} {bid}" for seat, bid in self.sealed_so_far(game).items())
        return Decision(decision.seat, f"{decision.prompt} (so far: {told})", decision.actions)


class BidLogTellsTheBidBefore(Bid):
    def on_bid(self, game: Game, local: Local, action: Action) -> None:
        for seat, bid in self.sealed_so_far(game).items():
            game.log("rumour", seat, bid=bid)
        super().on_bid(game, local, action)


class SealedBids(RulesModule):
    name = "sealed_bids"
    title = "Sealed bids (kernel test game)"

    def scenarios(self) -> list[ScenarioInfo]:
        seats = ("north", "east", "south", "west")
        return [ScenarioInfo("four", "Four seats", seats, minimum_seats=3)]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        game.state["round"] = 0
        game.state["scores"] = dict.fromkeys(seats, 0)
        game.state["stack"].append(frame("auction"))


def _failures(bid: Bid) -> list[str]:
    rules = SealedBids(Procedures([Auction(), bid]))
    games = fuzz(rules, 6, secrets_rate=1.0)
    return [f"{game.failure.kind}: {game.failure.message}" for game in games if game.failure]


def test_a_game_that_keeps_its_sealed_bids_sealed_passes_the_secrets_check() -> None:
    rules = SealedBids(Procedures([Auction(), Bid()]))
    game = rules.setup(seed=1)
    game.apply("north", Action("bid", 4))
    game.apply("east", Action("bid", 2))
    in_turn = {"north": "hidden", "east": 2}
    assert rules.view(game.state, "east")["stack"][1]["local"][SEALED] == in_turn
    assert _failures(Bid()) == []


def test_a_prompt_that_tells_the_bids_sealed_in_a_frame_is_a_leak() -> None:
    failures = _failures(BidPromptTellsTheBidsBefore())
    assert failures
    assert re.match(f"{HIDDEN}: the decision offered to (south|west) changes", failures[0])


def test_a_public_log_entry_that_tells_a_bid_sealed_in_a_frame_is_a_leak() -> None:
    failures = _failures(BidLogTellsTheBidBefore())
    assert failures
    assert failures[0].startswith(f"{HIDDEN}: after Bid ")
    assert "the log" in failures[0] and "reads changes with its hidden secrets" in failures[0]
