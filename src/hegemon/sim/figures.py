"""The figures of a balance report, drawn with matplotlib (hegemon's sim extra) as SVG files:
text kept as text and no date inside, so the same report draws the same bytes.

Each function draws one figure of a :class:`hegemon.sim.report.Report` into a folder and
returns the file's name. Figures are made without pyplot, so nothing global changes and no
window opens: the Agg family of backends draws them on any machine.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator
from matplotlib.typing import RcKeyType

from hegemon.sim.report import ANY_SEAT, FirstPlayer, Report, VerbCount

FIRST = "#c8553d"
"""The colour of the seat that moved first."""
LATER = "#588b8b"
"""The colour of the seats that moved later, and of single-series bars."""
FAIR = "#444444"


@contextmanager
def _style() -> Iterator[None]:
    """Text kept as text, ids fixed, a light grid and no frame on top and right."""
    style: dict[RcKeyType, Any] = {
        "svg.fonttype": "none",
        "svg.hashsalt": "hegemon report",
        "font.size": 10,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "axes.grid": True,
        "axes.axisbelow": True,
        "grid.alpha": 0.3,
    }
    with matplotlib.rc_context(style):
        yield


def _save(figure: Figure, folder: Path, name: str) -> str:
    figure.savefig(folder / name, format="svg", metadata={"Date": None}, bbox_inches="tight")
    return name


def _percent(axes: Axes, top: float = 1.0) -> None:
    axes.set_ylim(0, top)
    ticks = [step / 10 for step in range(0, int(top * 10) + 1)]
    axes.set_yticks(ticks, [f"{round(tick * 100)}%" for tick in ticks])


def _fair_line(axes: Axes, share: float) -> None:
    """The dashed line of an even game, named in the axes' legend."""
    axes.axhline(
        share, color=FAIR, linestyle="--", linewidth=1, label=f"even game: {share:.0%} each"
    )


def _legend(axes: Axes) -> None:
    """The legend under the axes, clear of the bars."""
    axes.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=3, frameon=False)


def _error_bars(
    rates: Sequence[float], lows: Sequence[float], highs: Sequence[float]
) -> list[list[float]]:
    return [
        [rate - low for rate, low in zip(rates, lows, strict=True)],
        [high - rate for rate, high in zip(rates, highs, strict=True)],
    ]


def _top(highs: Sequence[float], share: float) -> float:
    """The height of a rate axis: a little above the highest bar, in tenths."""
    return min(1.0, (int(max([*highs, share]) * 10) + 2) / 10)


def win_rates(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(7, 4))
        axes = figure.subplots()
        rows = report.win_rates
        places = range(len(rows))
        rates = [row.win_rate for row in rows]
        lows = [row.low_95 for row in rows]
        highs = [row.high_95 for row in rows]
        axes.bar(places, rates, color=LATER, yerr=_error_bars(rates, lows, highs), capsize=4)
        for place, row in zip(places, rows, strict=True):
            axes.annotate(
                f"{row.win_rate:.0%}",
                (place, row.high_95),
                xytext=(0, 3),
                textcoords="offset points",
                ha="center",
            )
        axes.set_xticks(list(places), [row.seat for row in rows])
        _percent(axes, _top(highs, report.fair_share))
        _fair_line(axes, report.fair_share)
        _legend(axes)
        axes.set_ylabel("games won")
        axes.set_title(f"Win rate per seat ({report.games} game{'' if report.games == 1 else 's'})")
        return _save(figure, folder, "win_rates.svg")


def scores(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(7, 4))
        axes = figure.subplots()
        seats = list(report.seats)
        values = [[row.scores[index] for row in report.rows] for index in range(len(seats))]
        axes.boxplot(
            values,
            tick_labels=seats,
            showmeans=True,
            patch_artist=True,
            boxprops={"facecolor": "#dbe7e7", "edgecolor": LATER},
            medianprops={"color": FIRST, "linewidth": 2},
            meanprops={"marker": "D", "markerfacecolor": "white", "markeredgecolor": "black"},
            flierprops={"marker": ".", "markersize": 3, "alpha": 0.5},
        )
        axes.set_ylabel("final score")
        axes.set_title("Final scores per seat")
        return _save(figure, folder, "scores.svg")


def length(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(9, 3.6))
        decisions_axes, rounds_axes = figure.subplots(1, 2)
        decisions = [row.decisions for row in report.rows]
        decisions_axes.hist(decisions, bins=min(30, max(1, len(set(decisions)))), color=LATER)
        decisions_axes.axvline(report.decisions.median, color=FIRST, linewidth=2)
        decisions_axes.set_xlabel("decisions in the game (red line: median)")
        decisions_axes.set_ylabel("games")
        decisions_axes.yaxis.set_major_locator(MaxNLocator(integer=True))
        decisions_axes.set_title("Game length in decisions")
        if report.rounds is None:
            rounds_axes.set_axis_off()
            rounds_axes.text(0.5, 0.5, "this game is not played in rounds", ha="center")
        else:
            rounds = list(report.rounds_count)
            counts = [report.rounds_count[number] for number in rounds]
            rounds_axes.bar(rounds, counts, 0.6, color=LATER)
            rounds_axes.set_xticks(rounds)
            rounds_axes.set_xlim(min(rounds) - 1, max(rounds) + 1)
            rounds_axes.yaxis.set_major_locator(MaxNLocator(integer=True))
            rounds_axes.set_xlabel("rounds the game lasted")
            rounds_axes.set_ylabel("games")
            rounds_axes.set_title("Game length in rounds")
        return _save(figure, folder, "length.svg")


def first_player(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(10, 4))
        overall_axes, seat_axes = figure.subplots(1, 2, width_ratios=[1, 3])
        overall, *seats = report.first_player
        assert overall.seat == ANY_SEAT
        rates = [overall.first_win_rate, overall.later_win_rate]
        lows = [overall.first_low_95, overall.later_low_95]
        highs = [overall.first_high_95, overall.later_high_95]
        overall_axes.bar(
            [0, 1], rates, color=[FIRST, LATER], yerr=_error_bars(rates, lows, highs), capsize=4
        )
        overall_axes.set_xticks([0, 1], ["moved first", "the others"])
        top = _top([*highs, *(row.first_high_95 for row in seats)], report.fair_share)
        _percent(overall_axes, top)
        _fair_line(overall_axes, report.fair_share)
        overall_axes.set_ylabel("win rate")
        overall_axes.set_title("Any seat")
        width = 0.38
        places = range(len(seats))
        for offset, colour, label, rate_of in (
            (-width / 2, FIRST, "when it moved first", _first),
            (width / 2, LATER, "when another seat did", _later),
        ):
            rates, lows, highs = (list(column) for column in zip(*map(rate_of, seats), strict=True))
            seat_axes.bar(
                [place + offset for place in places],
                rates,
                width,
                color=colour,
                yerr=_error_bars(rates, lows, highs),
                capsize=3,
                label=label,
            )
        seat_axes.set_xticks(list(places), [row.seat for row in seats])
        _percent(seat_axes, top)
        _fair_line(seat_axes, report.fair_share)
        _legend(seat_axes)
        seat_axes.set_title("Each seat")
        figure.suptitle("Win rate of the seat that moved first, and of the others")
        return _save(figure, folder, "first_player.svg")


def _first(row: FirstPlayer) -> tuple[float, float, float]:
    return (row.first_win_rate, row.first_low_95, row.first_high_95)


def _later(row: FirstPlayer) -> tuple[float, float, float]:
    return (row.later_win_rate, row.later_low_95, row.later_high_95)


def _horizontal(
    axes: Axes,
    labels: list[str],
    values: list[float],
    notes: list[str],
    unit: str,
    limit: float | None = None,
) -> None:
    """Bars from the top down, each labelled on the left and noted on its right; the axis
    ends at ``limit`` when given, else a quarter past the longest bar."""
    places = list(range(len(labels)))[::-1]
    axes.barh(places, values, color=LATER)
    axes.set_yticks(places, [textwrap.fill(label, 40) for label in labels])
    for place, value, note in zip(places, values, notes, strict=True):
        axes.annotate(note, (value, place), xytext=(3, 0), textcoords="offset points", va="center")
    axes.set_xlabel(unit)
    axes.grid(axis="y", visible=False)
    axes.set_xlim(0, limit if limit is not None else max(values, default=1) * 1.25 or 1)


def _verb_note(row: VerbCount) -> str:
    """How often a verb was chosen, in words that stay true for a rare one."""
    often = f"{row.per_game:g} a game" if row.per_game >= 0.1 else f"{row.count} in all"
    share = f"{row.share:.1%}" if row.share >= 0.001 else "under 0.1%"
    return f"{often}, {share}"


def endings(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(8, 0.6 + 0.45 * max(2, len(report.endings))))
        axes = figure.subplots()
        rows = report.endings
        _horizontal(
            axes,
            [row.reason for row in rows],
            [row.share * 100 for row in rows],
            [f"{row.share:.1%} ({row.games})" for row in rows],
            "share of games (%)",
            limit=100,
        )
        axes.set_title("How the games ended")
        return _save(figure, folder, "endings.svg")


def actions(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(8, 0.6 + 0.32 * max(2, len(report.actions))))
        axes = figure.subplots()
        rows = report.actions
        _horizontal(
            axes,
            [row.verb for row in rows],
            [row.per_game for row in rows],
            [_verb_note(row) for row in rows],
            "times chosen per game (mean)",
        )
        axes.set_title("Actions chosen, by verb")
        return _save(figure, folder, "actions.svg")


FIGURES: dict[str, Callable[[Report, Path], str]] = {
    "win_rates": win_rates,
    "scores": scores,
    "length": length,
    "first_player": first_player,
    "endings": endings,
    "actions": actions,
}
"""Every figure of the report, by the section it belongs to."""
