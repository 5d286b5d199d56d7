"""Reading the output of ``hegemon simulate --json`` back: one game a line, then (for a
simulation that ran to its end or was interrupted) the summary line.

Every game line is checked for the fields a report reads, with their kinds, and every game
must have the seats of the first: a file that breaks one of these is refused with
:class:`ResultsFileError`, whose message names the file and line. Fields the reader does
not know are left alone, so a newer simulate's output still reads.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hegemon.sim.batch import GameResult


class ResultsFileError(ValueError):
    """A file that is no ``simulate --json`` output; the message is one line."""


@dataclass(frozen=True, slots=True)
class Summary:
    """What the summary line says of the simulation: its game and scenario (None in the
    output of a simulate older than the fields)."""

    game: str | None
    scenario: str | None


def _whole(value: object) -> bool:
    return type(value) is int


def _text_map(value: object, kind: str) -> bool:
    """Whether ``value`` is an object of text keys whose values are of ``kind``."""
    if type(value) is not dict:
        return False
    check = _whole if kind == "int" else (lambda item: type(item) is str)
    return all(type(key) is str and check(item) for key, item in value.items())


def game_result(data: dict[str, Any]) -> GameResult:
    """A game line's result; ValueError naming the first field that is missing or wrong."""
    required = (
        "seed",
        "seats",
        "winners",
        "scores",
        "decisions",
        "state_hash",
        "reason",
        "first_seat",
        "rounds",
        "verbs",
    )
    missing = [name for name in required if name not in data]
    if missing:
        older = " (the output of an older hegemon simulate? run it again)"
        newer_fields = {"first_seat", "rounds", "verbs"}
        hint = older if set(missing) <= newer_fields else ""
        raise ValueError(f"no {', '.join(repr(name) for name in missing)}{hint}")
    seats, scores, winners = data["seats"], data["scores"], data["winners"]
    checks: list[tuple[str, bool, str]] = [
        ("seed", _whole(data["seed"]), "a whole number"),
        ("seats", _text_map(seats, "str"), "an object of seat → agent"),
        ("scores", _text_map(scores, "int"), "an object of seat → whole number"),
        (
            "winners",
            type(winners) is list and all(type(seat) is str for seat in winners),
            "a list of seats",
        ),
        ("decisions", _whole(data["decisions"]) and data["decisions"] >= 0, "a count"),
        ("state_hash", type(data["state_hash"]) is str, "text"),
        ("reason", type(data["reason"]) is str, "text"),
        ("first_seat", data["first_seat"] is None or type(data["first_seat"]) is str, "a seat"),
        (
            "rounds",
            data["rounds"] is None or (_whole(data["rounds"]) and data["rounds"] >= 0),
            "a count or null",
        ),
        ("verbs", _text_map(data["verbs"], "int"), "an object of verb → count"),
    ]
    for name, good, kind in checks:
        if not good:
            raise ValueError(f"{name!r} should be {kind}, not {json.dumps(data[name])[:60]}")
    if not scores or not set(seats) <= set(scores):
        raise ValueError("'scores' should name every seat of 'seats' (and the Bots' seats)")
    strangers = [seat for seat in [*winners, data["first_seat"]] if seat and seat not in scores]
    if strangers:
        raise ValueError(f"{strangers[0]!r} is no seat of 'scores'")
    if any(count < 0 for count in data["verbs"].values()):
        raise ValueError("'verbs' should count each verb from 0")
    return GameResult(
        seed=data["seed"],
        seats=dict(seats),
        winners=list(winners),
        scores=dict(scores),
        decisions=data["decisions"],
        state_hash=data["state_hash"],
        reason=data["reason"],
        first_seat=data["first_seat"],
        rounds=data["rounds"],
        verbs=dict(data["verbs"]),
    )


class ResultsFile:
    """The games of a ``simulate --json`` file, read as they are asked for
    (:meth:`games`); :attr:`summary` once they have all been read."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.summary: Summary | None = None

    def _refuse(self, number: int | None, reason: str) -> ResultsFileError:
        where = f"{self.path}:{number}" if number is not None else str(self.path)
        return ResultsFileError(f"{where}: {reason}")

    def games(self) -> Iterator[GameResult]:
        """Every game of the file in its order; ResultsFileError at the first bad line."""
        seats: dict[str, str] | None = None
        seeds: dict[int, int] = {}
        """Each game's seed → its line: a simulation plays each seed once."""
        count = 0
        with self.path.open("rb") as lines:
            for number, raw in enumerate(lines, start=1):
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise self._refuse(number, "not UTF-8 text") from None
                if not text.strip():
                    continue
                if self.summary is not None:
                    raise self._refuse(number, "a line after the summary line")
                try:
                    data = json.loads(text)
                except json.JSONDecodeError as error:
                    raise self._refuse(number, f"not JSON ({error.msg})") from None
                if type(data) is not dict:
                    raise self._refuse(number, "not a JSON object (a game or the summary)")
                if data.get("summary") is True:
                    game, scenario = data.get("game"), data.get("scenario")
                    said = data.get("games")
                    if type(said) is int and said != count:
                        raise self._refuse(
                            number,
                            f"the summary counts {said} games, the lines before it {count}",
                        )
                    self.summary = Summary(
                        game if type(game) is str else None,
                        scenario if type(scenario) is str else None,
                    )
                    continue
                try:
                    result = game_result(data)
                except ValueError as error:
                    raise self._refuse(number, str(error)) from None
                if result.seed in seeds:
                    raise self._refuse(
                        number, f"seed {result.seed} again (line {seeds[result.seed]} played it)"
                    )
                seeds[result.seed] = number
                if seats is None:
                    seats = result.seats
                elif result.seats != seats:
                    raise self._refuse(
                        number,
                        "its seats differ from the first game's: a report reads one simulation",
                    )
                count += 1
                yield result
        if count == 0:
            raise self._refuse(None, "no games in it (simulate --json writes one line a game)")
