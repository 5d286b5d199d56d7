"""``--option NAME=VALUE``: a game's options (optional rules, a Bot difficulty) from the
command line, the same for play, demo, simulate and fuzz; and, for a game whose rules play
the seats nobody takes (``RulesModule.automated_seats``: eupop's Bots), ``--bots`` (which
seats they play) and ``--difficulty`` (the game option ``difficulty``) on play, demo,
simulate, fuzz and bench.

A value reads as true/false, a whole number, or else as text; the game's setup then
refuses an option it does not have or a value of the wrong kind, before anything runs.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from hegemon.cli.errors import fail
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.rules import RulesModule, ScenarioInfo, SetupError

BotsOption = Annotated[
    str | None,
    typer.Option(
        "--bots",
        help="Seats the game's rules play as Bots: none (the default), all, or a comma list "
        "(e.g. austria,poland); every other seat is taken as without it.",
    ),
]

WrittenBotsOption = Annotated[
    str | None,
    typer.Option(
        "--bots",
        help="Seats the game's rules play as Bots: all, none, or a comma list (e.g. "
        "austria,poland); by default those the scenario gives to Bots (a solo scenario's "
        "opponents) but your --seat; every other seat is taken as without it.",
    ),
]

DifficultyOption = Annotated[
    str | None,
    typer.Option(
        "--difficulty",
        help="The Bots' difficulty: one level (e.g. hard) or REALM:LEVEL pairs "
        "(e.g. austria:hard,poland:easy); the same as --option difficulty=...",
    ),
]

OptionValues = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        help="A game option as NAME=VALUE, e.g. no_surrender=true; repeat for more.",
    ),
]


def _value(text: str) -> Any:
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text.strip()


def _scenario(rules: RulesModule, scenario: str | None) -> ScenarioInfo:
    try:
        return rules.scenario(scenario)
    except SetupError as error:
        fail(str(error))


def bot_seats(
    rules: RulesModule,
    scenario: str | None,
    bots: str | None,
    written: bool = False,
    seat: str | None = None,
) -> list[str] | None:
    """The seats taken when ``--bots`` names the Bots: None (every seat, as without the
    flag) for no flag or ``none``, no seat for ``all``, else the scenario's seats less
    those named. ``written`` (play and demo): with no flag the scenario is played as
    written, its Bot seats (``ScenarioInfo.bots``) but ``seat`` left to the Bots. A game
    whose rules play no seat, an unknown or repeated seat, or too few seats left is one
    line and exit 2."""
    if bots is None and written:
        info = _scenario(rules, scenario)
        given = [name for name in info.bots if name != seat]
        if not given or not rules.automated_seats(info, ()):
            return None
        return [name for name in info.seats if name not in given]
    if bots is None or bots.strip().lower() == "none":
        return None
    info = _scenario(rules, scenario)
    if not rules.automated_seats(info, ()):
        fail(
            f"{rules.name} has no Bots: --bots is for a game whose rules play the seats "
            "nobody takes (every seat here is played by a person or an agent)"
        )
    if bots.strip().lower() == "all":
        wanted = list(info.seats)
    else:
        wanted = [seat.strip() for seat in bots.split(",") if seat.strip()]
        if not wanted:
            fail("--bots: name the Bot seats (none, all, or e.g. austria,poland)")
        for seat in wanted:
            if seat not in info.seats:
                seats = ", ".join(info.seats)
                fail(f"--bots: scenario {info.name!r} has no seat {seat!r}; seats: {seats}")
            if wanted.count(seat) > 1:
                fail(f"--bots names {seat!r} twice")
    taken = [seat for seat in info.seats if seat not in wanted]
    if len(taken) < info.minimum_seats:
        needed = info.minimum_seats
        fail(
            f"--bots {bots}: scenario {info.name!r} needs at least {needed} "
            f"seat{'' if needed == 1 else 's'} not played by a Bot"
        )
    played = rules.automated_seats(info, tuple(taken))
    if sorted(played) != sorted(wanted):
        fail(f"--bots {bots}: {rules.name} plays {', '.join(played) or 'no seat'} as Bots here")
    return taken


def game_options(
    rules: RulesModule,
    scenario: str | None,
    given: list[str] | None,
    seats: list[str] | None = None,
    difficulty: str | None = None,
    first_turn: bool = True,
) -> dict[str, Any]:
    """The options named on the command line (``--difficulty`` among them), checked by
    setting up a game with them and the ``seats`` taken (:func:`bot_seats`; None: every
    seat); a malformed or refused option is one line and exit 2. A game with Bots whose
    rules are not built stops here with the RuleNotBuilt of the first Bot turn, unless
    ``first_turn`` is False (bench and fuzz count such games as stopped)."""
    options: dict[str, Any] = {}
    for item in given or ():
        name, equals, value = item.partition("=")
        if not equals or not name.strip():
            fail(f"--option {item!r}: write NAME=VALUE, e.g. --option no_surrender=true")
        if name.strip() in options:
            fail(f"--option {name.strip()!r} is given twice")
        options[name.strip()] = _value(value)
    if difficulty is not None:
        if not rules.automated_seats(_scenario(rules, scenario), ()):
            fail(f"{rules.name} has no Bots: --difficulty is for a game with Bots")
        if "difficulty" in options:
            fail("--difficulty and --option difficulty=... both set the difficulty: keep one")
        options["difficulty"] = difficulty.strip()
    if options or seats is not None:
        try:
            checked = rules.setup(scenario, 0, seats, options)
        except SetupError as error:
            fail(str(error))
        except RuleNotBuilt:  # met by a Bot turn inside the setup, once the options passed
            if first_turn:
                raise
            return options
        if seats is not None and first_turn:
            checked.decision()  # a Bot's turn first: its RuleNotBuilt, before any work
    return options
