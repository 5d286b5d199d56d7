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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
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


def _fair_line(axes: Axes, share: float) -> Line2D:
    """The dashed line of an even game, to name in the axes' legend."""
    return axes.axhline(
        share, color=FAIR, linestyle="--", linewidth=1, label=f"even game: {share:.0%} each"
    )


def _legend(axes: Axes, handles: list[Artist]) -> None:
    """The legend under the axes, clear of the bars."""
    axes.legend(
        handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=3, frameon=False
    )


NO_GAMES = "no games"
"""The mark of a rate counted over no game (a Bot never moves first): no bar, since there is
no rate to draw, and no interval, which would span the whole axis."""


@dataclass(frozen=True, slots=True)
class RateBar:
    """One win rate to draw: its place on the axis, the games it counts, the rate and its
    95% interval, and the name its bar or mark has in the SVG (``bar-NAME``,
    ``no-games-NAME``)."""

    place: float
    games: int
    rate: float
    low: float
    high: float
    name: str

    @staticmethod
    def of(
        place: float,
        games: int,
        rate: float | None,
        low: float | None,
        high: float | None,
        name: str,
    ) -> RateBar:
        """The bar of a rate as the report gives it; a rate of no game (None) is drawn as a
        mark, its numbers never read."""
        if rate is None or low is None or high is None:
            return RateBar(place, 0, 0.0, 0.0, 0.0, name)
        return RateBar(place, games, rate, low, high, name)


def _rate_bars(
    axes: Axes,
    bars: Sequence[RateBar],
    colour: str | list[str],
    width: float = 0.8,
    capsize: float = 4,
) -> None:
    """A bar with its 95% interval for each rate of some game, and :data:`NO_GAMES` written
    upwards from the axis where a rate counts none."""
    colours = colour if isinstance(colour, list) else [colour] * len(bars)
    counted = [(bar, tint) for bar, tint in zip(bars, colours, strict=True) if bar.games]
    drawn = axes.bar(
        [bar.place for bar, _ in counted],
        [bar.rate for bar, _ in counted],
        width,
        color=[tint for _, tint in counted],
        yerr=[
            [bar.rate - bar.low for bar, _ in counted],
            [bar.high - bar.rate for bar, _ in counted],
        ],
        capsize=capsize,
    )
    for patch, (bar, _) in zip(drawn.patches, counted, strict=True):
        patch.set_gid(f"bar-{bar.name}")
    for bar in bars:
        if not bar.games:
            axes.text(
                bar.place,
                0.01,
                NO_GAMES,
                rotation=90,
                ha="center",
                va="bottom",
                fontsize=9,
                color=FAIR,
                gid=f"no-games-{bar.name}",
            )


def _categories(axes: Axes, labels: list[str]) -> None:
    """One place on the x axis for each label, from 0, each half a place wide either side
    (so that a place with only a mark keeps its room)."""
    axes.set_xticks(list(range(len(labels))), labels)
    axes.set_xlim(-0.5, len(labels) - 0.5)


def _top(bars: Sequence[RateBar], share: float) -> float:
    """The height of a rate axis: a little above the highest interval of a rate of some
    game, in tenths."""
    highs = [bar.high for bar in bars if bar.games]
    return min(1.0, (int(max([*highs, share]) * 10) + 2) / 10)


def win_rates(report: Report, folder: Path) -> str:
    with _style():
        figure = Figure(figsize=(7, 4))
        axes = figure.subplots()
        rows = report.win_rates
        bars = [
            RateBar.of(place, row.games, row.win_rate, row.low_95, row.high_95, row.seat)
            for place, row in enumerate(rows)
        ]
        _rate_bars(axes, bars, LATER)
        for bar in bars:
            if bar.games:
                axes.annotate(
                    f"{bar.rate:.0%}",
                    (bar.place, bar.high),
                    xytext=(0, 3),
                    textcoords="offset points",
                    ha="center",
                )
        _categories(axes, [row.seat for row in rows])
        _percent(axes, _top(bars, report.fair_share))
        _legend(axes, [_fair_line(axes, report.fair_share)])
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
        overall_bars = [
            RateBar.of(0, *_first(overall), "any-seat-first"),
            RateBar.of(1, *_later(overall), "any-seat-later"),
        ]
        width = 0.38
        first_bars = [
            RateBar.of(place - width / 2, *_first(row), f"{row.seat}-first")
            for place, row in enumerate(seats)
        ]
        later_bars = [
            RateBar.of(place + width / 2, *_later(row), f"{row.seat}-later")
            for place, row in enumerate(seats)
        ]
        top = _top([*overall_bars, *first_bars], report.fair_share)
        _rate_bars(overall_axes, overall_bars, [FIRST, LATER])
        _categories(overall_axes, ["moved first", "the others"])
        _percent(overall_axes, top)
        _fair_line(overall_axes, report.fair_share)
        overall_axes.set_ylabel("win rate")
        overall_axes.set_title("Any seat")
        handles: list[Artist] = []
        for colour, label, bars in (
            (FIRST, "when it moved first", first_bars),
            (LATER, "when another seat did", later_bars),
        ):
            _rate_bars(seat_axes, bars, colour, width, capsize=3)
            handles.append(Patch(facecolor=colour, label=label))
        _categories(seat_axes, [row.seat for row in seats])
        _percent(seat_axes, top)
        _legend(seat_axes, [*handles, _fair_line(seat_axes, report.fair_share)])
        seat_axes.set_title("Each seat")
        figure.suptitle("Win rate of the seat that moved first, and of the others")
        return _save(figure, folder, "first_player.svg")


Counted = tuple[int, float | None, float | None, float | None]
"""Games, rate, and its interval's low and high end."""


def _first(row: FirstPlayer) -> Counted:
    return (row.first_games, row.first_win_rate, row.first_low_95, row.first_high_95)


def _later(row: FirstPlayer) -> Counted:
    return (row.later_games, row.later_win_rate, row.later_low_95, row.later_high_95)


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
