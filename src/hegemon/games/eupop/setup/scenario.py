"""Build the initial state of a scenario (main rules' setup, Bot setup for Bot seats).

``build_initial_state`` is what the rules module's ``initial_state`` calls; it sets up the
pack of the game's rules module (``content_of``), so a module built on other content
(``module.build(content)``, ``Eupop.with_content``) sets up that pack the same way.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from hegemon.engine.flow import Game, frame
from hegemon.engine.refs import implements
from hegemon.engine.rules import SetupError
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.cardinals import setup_curia
from hegemon.games.eupop.rules.sequence.options import SWITCHES, check_switches
from hegemon.games.eupop.setup.board import build_board
from hegemon.games.eupop.setup.decks import bot_deck, build_decks
from hegemon.games.eupop.setup.mats import DIFFICULTIES, bot_mat, player_mat, supply
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Box, Muster, RoundTrack

OPTIONS = ("difficulty", *sorted(SWITCHES))
"""The options a eupop game takes: the Bots' difficulty and the optional rules."""
ROUND = "round"
"""The first procedure: the round (eupop-aid SEQUENCE, rules/sequence/round.py)."""


DEFAULT_DIFFICULTY = "normal"
"""The level of a Bot the ``difficulty`` option does not name (interpretation:EUPOP-BOT-6)."""


def check_options(options: dict[str, Any]) -> str:
    """The ``difficulty`` option as given (checked against the Bots by
    :func:`bot_difficulties`); unknown options or switch values are a SetupError."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise SetupError(f"eupop has no option {unknown[0]!r}; options: {', '.join(OPTIONS)}")
    check_switches(options)
    return str(options.get("difficulty", DEFAULT_DIFFICULTY))


def _level(level: str) -> str:
    if level not in DIFFICULTIES:
        raise SetupError(f"no difficulty {level!r}; difficulties: {', '.join(DIFFICULTIES)}")
    return level


@implements("eupop-bots:DIFFICULTY LEVEL", "interpretation:EUPOP-BOT-6")
def bot_difficulties(option: str, bots: Collection[str]) -> dict[str, str]:
    """Each Bot's difficulty level from the ``difficulty`` option: one level for every Bot,
    or ``realm:level`` pairs separated by commas, a Bot not named playing at the default
    level. A level that does not exist, a realm named twice or a realm that is no Bot in
    this game is a SetupError."""
    if ":" not in option:
        level = _level(option.strip())
        return {name: level for name in sorted(bots)}
    levels = dict.fromkeys(sorted(bots), DEFAULT_DIFFICULTY)
    named: list[str] = []
    for pair in option.split(","):
        name, _, level = (part.strip() for part in pair.partition(":"))
        if name not in bots:
            played = ", ".join(sorted(bots)) or "none"
            raise SetupError(f"{name!r} is not a Bot in this game (Bots: {played})")
        if name in named:
            raise SetupError(f"the difficulty names {name!r} twice")
        named.append(name)
        levels[name] = _level(level)
    return levels


@implements("eupop-bots:BOT SETUP", "eupop-bots:MULTIPLAYER GAMES", "interpretation:EUPOP-12")
def build_initial_state(
    game: Game,
    scenario_name: str,
    seats: tuple[str, ...],
    options: dict[str, Any],
) -> None:
    """Fill ``game.state`` for the scenario; player realms without a seat are Bots."""
    option = check_options(options)
    content = content_of(game)
    scenario = content.scenarios[scenario_name]
    state = game.state
    bots = {name for name in scenario.player_realms if name not in seats}
    unplayable = sorted(name for name in bots if name not in content.bots.realms)
    if unplayable:
        raise SetupError(
            f"{unplayable[0]} has no Bot data in this pack: seat it (a realm nobody is seated "
            "at is a Bot, interpretation:EUPOP-BOT-72)"
        )
    difficulty = bot_difficulties(option, bots)
    build_board(state, content, scenario, bots)
    typed = world(state)
    typed["players"] = {}
    typed["bots"] = {}
    typed["supply"] = {}
    for name, setup in scenario.player_realms.items():
        if name in bots:
            typed["bots"][name] = bot_mat(state, content, name, setup, difficulty[name])
        else:
            typed["players"][name] = player_mat(state, content, name, setup, scenario.first_age)
        typed["supply"][name] = supply(state, content, name, setup)
    setup_curia(state, content)
    typed["box"] = Box(rebels=content.components.rebels, npr_units=content.components.npr_units)
    typed["round"] = RoundTrack(
        age=scenario.first_age,
        first_age=scenario.first_age,
        last_age=scenario.last_age,
        number=1,
        rounds=scenario.rounds,
        phase=None,
        turn_order=list(scenario.player_realms),
        first_player=next(iter(scenario.player_realms)),
        passed=[],
        event_taken=[],
        muster=Muster(realm=None, given={}, placed={}, mercenaries={}, ports={}),
        papal_action=False,
        bot_turns=0,
        bot_invaded=[],
        replacements=[],
    )
    typed["decks"] = build_decks(game, content, scenario)
    for name in sorted(bots):
        typed["bots"][name]["deck"] = bot_deck(game, content, name, scenario.first_age)
    state["stack"].append(frame(ROUND, {}))
