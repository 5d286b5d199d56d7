"""The numbers of a balance report (``hegemon report``): what the games of a simulation say
about a scenario, counted from their results (:class:`hegemon.sim.batch.GameResult`).

:class:`ReportTally` counts the results as they come; :meth:`ReportTally.report` gives the
tables (:class:`Report`), which :mod:`hegemon.sim.report_files` writes as CSV, JSON,
figures and a page. A seat wins a game when it is among the game's winners, so a shared
win counts for every seat sharing it. A seat the games score but name no agent for is played
by the game's own rules (:data:`BOT`) and has its row like any other. Rates carry a 95%
Wilson score interval (:func:`wilson_interval`): the range of true win rates that would give
the count seen at least 5% of the time.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from hegemon.sim.batch import GameResult

Z_95 = 1.959963984540054
"""The standard normal quantile of 97.5%: a two-sided 95% interval."""


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: ``successes`` of ``trials`` (0 to 1; the
    whole range for no trial). For 8 of 10 at 95%: about (0.4902, 0.9433)."""
    if trials <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes of {trials} trials")
    share = successes / trials
    spread = z * z / trials
    centre = (share + spread / 2) / (1 + spread)
    half = z * math.sqrt(share * (1 - share) / trials + spread / (4 * trials)) / (1 + spread)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


def _four(value: float) -> float:
    """A share or rate as the report gives it: four decimals."""
    return round(value, 4)


def _two(value: float) -> float:
    """A mean or quartile as the report gives it: two decimals."""
    return round(value, 2)


@dataclass(frozen=True, slots=True)
class Rate:
    """``wins`` of ``games``, with the rate and its 95% interval, four decimals each; of no
    game, no rate and no interval (None: null in report.json, empty in the CSV files)."""

    wins: int
    games: int
    rate: float | None
    low: float | None
    high: float | None

    @staticmethod
    def of(wins: int, games: int) -> Rate:
        if not games:
            return Rate(wins, games, None, None, None)
        low, high = wilson_interval(wins, games)
        return Rate(wins, games, _four(wins / games), _four(low), _four(high))


@dataclass(frozen=True, slots=True)
class SeatWins:
    """One seat's win rate: the games it played and won."""

    seat: str
    agent: str
    games: int
    wins: int
    win_rate: float | None
    low_95: float | None
    high_95: float | None


@dataclass(frozen=True, slots=True)
class ScoreSpread:
    """One seat's final scores: their mean and the five numbers a box plot draws (the
    quartiles by the inclusive method, as a spreadsheet's QUARTILE)."""

    seat: str
    mean: float
    lowest: int
    lower_quartile: float
    median: float
    upper_quartile: float
    highest: int


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """How a seat (or ``any seat``) did in the games it made the first decision of and in
    the games another seat did: the games, wins, win rate and its 95% interval of each."""

    seat: str
    first_games: int
    first_wins: int
    first_win_rate: float | None
    first_low_95: float | None
    first_high_95: float | None
    later_games: int
    later_wins: int
    later_win_rate: float | None
    later_low_95: float | None
    later_high_95: float | None

    @staticmethod
    def of(seat: str, first: Rate, later: Rate) -> FirstPlayer:
        return FirstPlayer(
            seat,
            first.games,
            first.wins,
            first.rate,
            first.low,
            first.high,
            later.games,
            later.wins,
            later.rate,
            later.low,
            later.high,
        )


ANY_SEAT = "any seat"
"""The first-player row that counts every game: the seat that moved first, whichever it
was, against every other seat of the game."""


@dataclass(frozen=True, slots=True)
class Ending:
    """How often a game ended for one reason (the reason as the game's outcome gives it)."""

    reason: str
    games: int
    share: float


@dataclass(frozen=True, slots=True)
class VerbCount:
    """How often an action verb was chosen: in all, per game on average, in how many games
    at least once, and its share of every decision."""

    verb: str
    count: int
    per_game: float
    games_with: int
    share: float


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game's length and final scores (in seat order)."""

    seed: int
    decisions: int
    rounds: int | None
    scores: tuple[int, ...]
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Spread:
    """Mean, extremes and median of a game length."""

    mean: float
    lowest: int
    median: float
    highest: int


BOT = "Bot"
"""Who plays a seat the game's rules play by themselves (``RulesModule.automated_seats``:
eupop's Bots), in the report's seat → agent map."""


@dataclass(frozen=True, slots=True)
class Report:
    """Every table of a balance report."""

    game: str
    scenario: str | None
    seats: dict[str, str]
    """Every seat → who played it: its agent, or :data:`BOT`."""
    options: dict[str, Any] | None
    """The game options the games were played with (``difficulty`` among them; empty: the
    game's defaults); None when not known (games read from a file)."""
    games: int
    seeds: tuple[int, int]
    shared_wins: int
    no_winner: int
    win_rates: list[SeatWins]
    scores: list[ScoreSpread]
    decisions: Spread
    rounds: Spread | None
    """None when no game was played in rounds."""
    rounds_count: dict[int, int]
    """Rounds → games that lasted that many."""
    first_player: list[FirstPlayer]
    """``any seat`` first, then each seat in seat order."""
    fair_share: float
    """The win rate of every seat if none had an edge and no win were shared: 1 / seats."""
    endings: list[Ending]
    actions: list[VerbCount]
    rows: list[GameRow] = field(repr=False)

    def to_data(self) -> dict[str, Any]:
        """The tables as JSON data (without the per-game rows, which the CSV files hold)."""
        return {
            "game": self.game,
            "scenario": self.scenario,
            "seats": self.seats,
            "options": self.options,
            "games": self.games,
            "seeds": list(self.seeds),
            "shared_wins": self.shared_wins,
            "no_winner": self.no_winner,
            "fair_share": self.fair_share,
            "win_rates": [asdict(row) for row in self.win_rates],
            "scores": [asdict(row) for row in self.scores],
            "length": {
                "decisions": asdict(self.decisions),
                "rounds": None if self.rounds is None else asdict(self.rounds),
                "rounds_count": {str(rounds): count for rounds, count in self.rounds_count.items()},
            },
            "first_player": [asdict(row) for row in self.first_player],
            "endings": [asdict(row) for row in self.endings],
            "actions": [asdict(row) for row in self.actions],
        }


def _spread(values: list[int]) -> Spread:
    return Spread(
        _two(statistics.fmean(values)), min(values), _two(statistics.median(values)), max(values)
    )


def _quartiles(values: list[int]) -> tuple[float, float]:
    if len(values) < 2:
        return (float(values[0]), float(values[0]))
    lower, _, upper = statistics.quantiles(values, n=4, method="inclusive")
    return (lower, upper)


def _most_first(item: tuple[str, int]) -> tuple[int, str]:
    """The order of counted names: the most counted first, then by name."""
    return (-item[1], item[0])


class ReportTally:
    """The results of one simulation counted as they come: every game with the same agents
    (``agents``, those of the first game when None) and the same seats scored, those the
    agents do not play being the game's Bots. ``options``: the game options the games were
    played with, None when not known."""

    def __init__(
        self,
        game: str,
        scenario: str | None,
        agents: dict[str, str] | None = None,
        options: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self.scenario = scenario
        self.options = None if options is None else dict(options)
        self.agents: dict[str, str] | None = None if agents is None else dict(agents)
        self.seats: dict[str, str] = {}
        """Every seat the games score → its agent, or :data:`BOT`; set by the first game."""
        self.played: list[GameResult] = []
        """Each game's result, its verbs left out (they are counted), in the order they came."""
        self.wins: Counter[str] = Counter()
        self.shared_wins = 0
        self.no_winner = 0
        self.first_games: Counter[str] = Counter()
        self.first_wins: Counter[str] = Counter()
        self.later_games: Counter[str] = Counter()
        self.later_wins: Counter[str] = Counter()
        self.endings: Counter[str] = Counter()
        self.verbs: Counter[str] = Counter()
        self.verb_games: Counter[str] = Counter()

    @property
    def games(self) -> int:
        return len(self.played)

    def add(self, result: GameResult) -> None:
        if self.agents is None:
            self.agents = dict(result.seats)
        if not self.played:
            bots = {seat: BOT for seat in result.scores if seat not in self.agents}
            self.seats = {**self.agents, **bots}
        if result.seats != self.agents:
            raise ValueError(f"seed {result.seed}: its seats differ from the first game's")
        if set(result.scores) != set(self.seats):
            raise ValueError(f"seed {result.seed}: it scores other seats than the first game")
        self.played.append(replace(result, verbs={}))
        self.wins.update(result.winners)
        if len(result.winners) > 1:
            self.shared_wins += 1
        if not result.winners:
            self.no_winner += 1
        if result.first_seat is not None:
            for seat in self.seats:
                won = seat in result.winners
                if seat == result.first_seat:
                    self.first_games[seat] += 1
                    self.first_wins[seat] += won
                else:
                    self.later_games[seat] += 1
                    self.later_wins[seat] += won
        self.endings[result.reason] += 1
        self.verbs.update(result.verbs)
        self.verb_games.update(verb for verb, count in result.verbs.items() if count)

    def report(self, order: list[str] | None = None) -> Report:
        """The tables of the games counted so far (at least one), the seats in ``order``
        when it names them all (a scenario's seat order), else as the first game gave them."""
        if not self.played:
            raise ValueError("a report needs at least one game")
        if order is not None and set(self.seats) <= set(order):
            self.seats = {seat: self.seats[seat] for seat in order if seat in self.seats}
        count = self.games
        rows = [
            GameRow(
                result.seed,
                result.decisions,
                result.rounds,
                tuple(result.scores[seat] for seat in self.seats),
                tuple(result.winners),
            )
            for result in self.played
        ]
        seeds = [row.seed for row in rows]
        win_rates = []
        for seat, agent in self.seats.items():
            rate = Rate.of(self.wins[seat], count)
            win_rates.append(
                SeatWins(seat, agent, count, rate.wins, rate.rate, rate.low, rate.high)
            )
        scores = []
        for index, seat in enumerate(self.seats):
            values = [row.scores[index] for row in rows]
            lower, upper = _quartiles(values)
            scores.append(
                ScoreSpread(
                    seat,
                    _two(statistics.fmean(values)),
                    min(values),
                    _two(lower),
                    _two(statistics.median(values)),
                    _two(upper),
                    max(values),
                )
            )
        rounds = [row.rounds for row in rows if row.rounds is not None]
        first_player = [
            FirstPlayer.of(
                ANY_SEAT,
                Rate.of(self.first_wins.total(), self.first_games.total()),
                Rate.of(self.later_wins.total(), self.later_games.total()),
            )
        ]
        first_player += [
            FirstPlayer.of(
                seat,
                Rate.of(self.first_wins[seat], self.first_games[seat]),
                Rate.of(self.later_wins[seat], self.later_games[seat]),
            )
            for seat in self.seats
        ]
        decisions = sum(self.verbs.values())
        return Report(
            game=self.game,
            scenario=self.scenario,
            seats=dict(self.seats),
            options=None if self.options is None else dict(self.options),
            games=count,
            seeds=(min(seeds), max(seeds)),
            shared_wins=self.shared_wins,
            no_winner=self.no_winner,
            win_rates=win_rates,
            scores=scores,
            decisions=_spread([row.decisions for row in rows]),
            rounds=_spread(rounds) if rounds else None,
            rounds_count=dict(sorted(Counter(rounds).items())),
            first_player=first_player,
            fair_share=_four(1 / len(self.seats)) if self.seats else 0.0,
            endings=[
                Ending(reason, games, _four(games / count))
                for reason, games in sorted(
                    self.endings.items(), key=lambda item: (-item[1], item[0])
                )
            ],
            actions=[
                VerbCount(
                    verb,
                    total,
                    _two(total / count),
                    self.verb_games[verb],
                    _four(total / decisions) if decisions else 0.0,
                )
                for verb, total in sorted(self.verbs.items(), key=_most_first)
            ],
            rows=rows,
        )
