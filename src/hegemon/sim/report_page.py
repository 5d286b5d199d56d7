"""report.html: a balance report a designer reads without the docs. One section a question
(who wins, by what scores, how long, does moving first help, how games end, what players
do), each with its figure, a sentence on how to read it, and a short table; the page holds
its own style and nothing from the network, the figures and CSV files sit beside it.
"""

from __future__ import annotations

from html import escape

from hegemon import __version__
from hegemon.sim.report import ANY_SEAT, BOT, Report
from hegemon.sim.report_files import TABLES

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 62rem; margin: 2rem auto;
  padding: 0 1rem; color: #222; line-height: 1.45; }
h1 { margin-bottom: 0.2rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; }
img { max-width: 100%; height: auto; display: block; margin: 1rem 0 0.5rem; }
p.read { background: #f4f7f7; border-left: 4px solid #588b8b; padding: 0.5rem 0.8rem; }
table { border-collapse: collapse; margin: 0.8rem 0; font-size: 0.92rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25rem 0.7rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
code { background: #f1f1f1; padding: 0 0.2rem; }
.small { color: #555; font-size: 0.9rem; }
"""


def _percent(value: float | None) -> str:
    """A share as the page shows it; a rate of no game as a dash."""
    return "–" if value is None else f"{value * 100:.1f}%"


def _interval(low: float | None, high: float | None) -> str:
    return "–" if low is None or high is None else f"{low * 100:.1f}–{high * 100:.1f}%"


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(cell)}</th>" for cell in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _section(title: str, figure: str, reading: str, table: str, csv: str) -> str:
    return (
        f"<h2>{escape(title)}</h2>\n"
        f'<img src="{escape(figure)}" alt="{escape(title)}">\n'
        f'<p class="read">{reading}</p>\n{table}\n'
        f'<p class="small">The numbers: <a href="{csv}.csv">{csv}.csv</a>.</p>\n'
    )


def _wins(report: Report, figure: str) -> str:
    reading = (
        "Each bar is the share of the games a seat won; the thin black line on it is the 95% "
        "interval: after this many games, the seat's true win rate lies in that range 19 "
        "times in 20. Two seats whose lines do not overlap differ beyond chance; the dashed "
        f"line is what every seat would win if the game were even (1 in {len(report.seats)})."
    )
    rows = [
        [
            row.seat,
            row.agent,
            str(row.wins),
            _percent(row.win_rate),
            _interval(row.low_95, row.high_95),
        ]
        for row in report.win_rates
    ]
    table = _table(["seat", "played by", "wins", "win rate", "95% interval"], rows)
    return _section("Who wins", figure, reading, table, "win_rates")


def _scores(report: Report, figure: str) -> str:
    reading = (
        "Each box holds the middle half of a seat's final scores: its lower edge is the "
        "lower quartile, its upper edge the upper quartile, the red line inside the median "
        "and the diamond the mean. The whiskers reach the lowest and highest scores within "
        "one and a half box heights of the box; dots beyond them are unusual games."
    )
    rows = [
        [
            row.seat,
            f"{row.mean:g}",
            f"{row.median:g}",
            f"{row.lower_quartile:g} to {row.upper_quartile:g}",
            f"{row.lowest} to {row.highest}",
        ]
        for row in report.scores
    ]
    table = _table(["seat", "mean", "median", "middle half", "lowest to highest"], rows)
    return _section("Final scores", figure, reading, table, "scores")


NO_DECISIONS = (
    " In these games no seat made a decision (the game's Bots played every seat), so there "
    "is no decision to count: every game took none."
)


def _length(report: Report, figure: str) -> str:
    reading = (
        "Left: how many games took each number of decisions (every choice any seat made "
        "counts once; the red line is the median). Right: how many games lasted each number "
        "of rounds; games that stop before the scenario's last round stand left of the "
        "tallest bar."
    )
    if report.decisions.highest == 0:
        reading += NO_DECISIONS
    spread = [("decisions", report.decisions)]
    if report.rounds is not None:
        spread.append(("rounds", report.rounds))
    rows = [
        [name, f"{value.mean:g}", f"{value.median:g}", str(value.lowest), str(value.highest)]
        for name, value in spread
    ]
    table = _table(["length in", "mean", "median", "shortest", "longest"], rows)
    return _section("How long a game lasts", figure, reading, table, "games")


def _first_player(report: Report, figure: str) -> str:
    reading = (
        "The first player is the seat that made the game's first decision. Left: the win "
        "rate of the first player, whichever seat it was, beside that of every other seat in "
        "the same games. Right: the same split for each seat, so that a seat strong anyway "
        "is not taken for an edge of moving first. Read the first player's bar against the "
        f"fair share, one seat in {len(report.seats)} ({100 * report.fair_share:.1f}%): when "
        "its black line (the 95% interval) lies wholly above it, moving first helped in these "
        "games; wholly below, it hurt; across it, these games cannot tell. The other seats' "
        "bars are not independent of it (with one winner a game, the others win what the "
        "first player does not), so do not test the two bars against each other. Where the "
        "rules choose who moves first by strength (eotma: the strongest leader), an edge may "
        "be the strength that put the seat first."
    )
    if BOT in report.seats.values():
        reading += (
            f" Here {BOT}s play some seats: a {BOT} never decides, so the first player is "
            f"always a seat an agent plays, and its bar set against the others' compares the "
            f"agents with the {BOT}s more than it measures an edge of moving first."
        )
    rows = [
        [
            "any seat" if row.seat == ANY_SEAT else row.seat,
            f"{row.first_wins} of {row.first_games}",
            _percent(row.first_win_rate),
            _interval(row.first_low_95, row.first_high_95),
            f"{row.later_wins} of {row.later_games}",
            _percent(row.later_win_rate),
            _interval(row.later_low_95, row.later_high_95),
        ]
        for row in report.first_player
    ]
    header = ["seat", "won moving first", "rate", "95%", "won moving later", "rate", "95%"]
    table = _table(header, rows)
    return _section("Does moving first help?", figure, reading, table, "first_player")


def _endings(report: Report, figure: str) -> str:
    reading = (
        "Each bar is the share of the games that ended for one reason, in the words of the "
        "rules; the number of games is in brackets."
    )
    rows = [[row.reason, str(row.games), _percent(row.share)] for row in report.endings]
    table = _table(["how the game ended", "games", "share"], rows)
    return _section("How games end", figure, reading, table, "endings")


def _actions(report: Report, figure: str) -> str:
    reading = (
        "Each bar is how many times per game, on average, the seats together chose an action "
        "of one kind (its verb, the rules' name for it); the percentage is its share of all "
        "decisions. A verb that is rare or missing here is an option players hardly take."
    )
    if not report.actions:
        reading += NO_DECISIONS
    rows = [
        [row.verb, str(row.count), f"{row.per_game:g}", str(row.games_with), _percent(row.share)]
        for row in report.actions
    ]
    table = _table(["verb", "in all", "per game", "games with it", "share of decisions"], rows)
    return _section("What players do", figure, reading, table, "actions")


def _options(report: Report) -> str:
    """The game options as the command line gives them (``difficulty=hard``)."""
    if report.options is None:
        return "not recorded (simulate --json does not write them)"
    if not report.options:
        return "none (the game's defaults)"
    return ", ".join(
        f"{name}={str(value).lower() if isinstance(value, bool) else value}"
        for name, value in sorted(report.options.items())
    )


def page(
    report: Report, figures: dict[str, str], title: str, command: str, stopped: str = ""
) -> str:
    """The page of ``report``; ``figures``: section → its figure's file name; ``stopped``,
    when not empty, says first why it counts fewer games than ``command`` asked for."""
    first, last = report.seeds
    scenario = report.scenario or "not recorded"
    seats = ", ".join(f"{seat} ({agent})" for seat, agent in report.seats.items())
    bots = (
        f"<p>A seat played by a {BOT} is played by the game's own rules: it makes no "
        "decision, so it never moves first.</p>"
        if BOT in report.seats.values()
        else ""
    )
    introduction = (
        (f"<p><b>{escape(stopped)}</b></p>" if stopped else "")
        + f"<p>{report.games} game{'' if report.games == 1 else 's'} of {escape(title)}, "
        f"scenario <b>{escape(scenario)}</b>, "
        f"seeds {first} to {last}. The seats and who played them: {escape(seats)}. "
        f"Game options: {escape(_options(report))}.</p>{bots}"
        f"<p>A seat wins a game when it is among the winners, so a shared win counts for each "
        f"seat that shares it ({report.shared_wins} shared, {report.no_winner} without a "
        "winner). Every number on this page is in a CSV file beside it, and all of them in "
        '<a href="report.json">report.json</a>.</p>'
    )
    sections = [
        _wins(report, figures["win_rates"]),
        _scores(report, figures["scores"]),
        _length(report, figures["length"]),
        _first_player(report, figures["first_player"]),
        _endings(report, figures["endings"]),
        _actions(report, figures["actions"]),
    ]
    files = "".join(
        f'<li><a href="{name}.csv">{name}.csv</a>: {escape(what)}</li>'
        for name, what in TABLES.items()
    )
    footer = (
        f"<h2>The files</h2><ul>{files}</ul>"
        f'<p class="small">Made by hegemon {escape(__version__)}: <code>{escape(command)}</code>'
        "</p>"
    )
    heading = f"Balance report: {title}, {scenario}"
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(heading)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        f"<h1>{escape(heading)}</h1>\n{introduction}\n{''.join(sections)}{footer}\n"
        "</body>\n</html>\n"
    )
