"""The eotma rules module: ``RULES`` is what the kernel registry loads.

The turn menu (:class:`TurnMenu`) lists the endeavours, taxation and other own-turn
options that exist; phase-2 rules add their entry and their procedures here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Procedure, Procedures
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import HiddenField, RulesModule, ScenarioInfo, SetupError
from hegemon.engine.serial import State
from hegemon.games.eotma import explain, glossary, narration, queries, summary
from hegemon.games.eotma.agents.heuristic import HeuristicAgent
from hegemon.games.eotma.content.loader import Content, changed, shipped
from hegemon.games.eotma.rules.claims import PressClaim, claim_actions
from hegemon.games.eotma.rules.conquest import CONQUEST_ENTRY, Conquest
from hegemon.games.eotma.rules.diplomacy import (
    DIPLOMACY_ENTRY,
    REMOVE_TIE,
    Diplomacy,
    RemoveTie,
)
from hegemon.games.eotma.rules.events import DrawEvent
from hegemon.games.eotma.rules.fortification import (
    FORTIFICATION,
    REDUCTION,
    Fortification,
    ReduceFortification,
)
from hegemon.games.eotma.rules.leaders import StatureCheck
from hegemon.games.eotma.rules.menu import ExtraEntry, TaxationEntry, TurnMenu
from hegemon.games.eotma.rules.pillage import PILLAGE_ENTRY, Pillage
from hegemon.games.eotma.rules.rebellion import HeirlessRebellions, RebellionCheck
from hegemon.games.eotma.rules.round import Round
from hegemon.games.eotma.rules.ruling import RULING, Ruling
from hegemon.games.eotma.rules.scoring import scores
from hegemon.games.eotma.rules.setup import build_initial_state
from hegemon.games.eotma.rules.taxation import Taxation, taxation_available
from hegemon.games.eotma.rules.turn import PlayerTurn
from hegemon.games.eotma.world.layout import current_turn, round_record


class Eotma(RulesModule):
    name = "eotma"
    title = "Empires of the Middle Ages"
    hidden = (
        HiddenField("year_cards/deck", pool="year cards"),
        HiddenField("year_cards/hands/*", pool="year cards"),
        HiddenField("events/deck"),
    )
    """Year-card hands are face down even to their holder (interpretation:EOTMA-3)."""

    def __init__(self, procedures: Procedures, menu: TurnMenu, content: Content) -> None:
        super().__init__(procedures, {"heuristic": HeuristicAgent})
        self.menu = menu
        self.content = content
        self.names = narration.seat_names(content)
        """Seat → the name the log's sentences use."""
        missing = [name for name in menu.procedures() if name not in procedures]
        if missing:
            raise ValueError(f"the turn menu calls unregistered procedures: {', '.join(missing)}")

    def scenarios(self) -> list[ScenarioInfo]:
        return [
            ScenarioInfo(
                name,
                scenario.title,
                tuple(scenario.empires),
                minimum_seats=scenario.minimum_seats,
                description=scenario.description,
            )
            for name, scenario in self.content.scenarios.items()
        ]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        if options:
            raise SetupError(f"eotma has no setup options; got {', '.join(sorted(options))}")
        build_initial_state(game, self.content, scenario.name, seats)

    def with_content(self, changes: dict[str, Any]) -> Eotma:
        """The same rules on a copy of this module's pack with ``changes`` made (slash paths
        into the pack's data: file stem, then keys and list indices, e.g.
        ``victory/per_population`` or ``year_cards/bands/0/up_to``). The copy is checked by
        the pack loader (a ContentError lists what is wrong) and has its own digest."""
        return Eotma(self.procedures, self.menu, changed(self.content, changes))

    def put_first(self, state: State, seat: str) -> None:
        """Move ``seat`` to the head of the seats still to take their turn this round.

        Refused while a turn is in progress (setup begins the first seat's turn): the seat
        would only come after it. A situation pauses before it, at ``round.next_turn``."""
        turn = current_turn(state)
        if turn is not None:
            raise SetupError(
                f"{turn['seat']}'s turn has already begun, so {seat} could only follow it; "
                "pause setup before the turn with setup_until: round.next_turn"
            )
        record = round_record(state)
        waiting = record["order"][record["next"] :]
        if seat not in waiting:
            raise SetupError(f"{seat} has no turn still to come this round (order: {waiting})")
        waiting.remove(seat)
        record["order"][record["next"] :] = [seat, *waiting]

    def content_id(self) -> str:
        return self.content.digest

    def scores(self, state: State) -> dict[str, int]:
        return scores(state, self.content)

    def invariants(self, state: State) -> list[str]:
        return queries.invariants(state, self.content)

    def round_number(self, state: State) -> int | None:
        return round_record(state)["number"]

    def describe(self, state: State, seat: str | None) -> list[str]:
        return summary.describe(state, self.content, seat)

    def queries(self) -> dict[str, Callable[..., Any]]:
        return queries.named(self.content)

    def narrate(self, entry: LogEntry) -> str:
        return narration.narrate(entry, self.names)

    def explain_action(self, state: State, seat: str, action: Action) -> list[str]:
        return explain.explain_action(state, self.content, seat, action)

    def glossary(self) -> list[tuple[str, str]]:
        """The words and notations of menus, explanations and the log, each explained
        (:mod:`.glossary`)."""
        return glossary.glossary()


MENU = TurnMenu(
    endeavours=(CONQUEST_ENTRY, PILLAGE_ENTRY, DIPLOMACY_ENTRY, FORTIFICATION, RULING),
    taxation=TaxationEntry("taxation", taxation_available),
    extras=(ExtraEntry("claim", "press_claim", claim_actions), REDUCTION, REMOVE_TIE),
)
"""What a player may do on a turn: one entry per endeavour, taxation, other options."""

PROCEDURES: tuple[Procedure, ...] = (
    Round(),
    DrawEvent(),
    StatureCheck(),
    Conquest(),
    Pillage(),
    Diplomacy(),
    RemoveTie(),
    Fortification(),
    Ruling(),
    ReduceFortification(),
    RebellionCheck(),
    HeirlessRebellions(),
    Taxation(),
    PressClaim(),
)
"""Every procedure besides the player turn: the round, events, leaders, the endeavours and
the checks they call."""


def build(
    menu: TurnMenu | None = None,
    extra: tuple[Procedure, ...] = (),
    content: Content | None = None,
) -> Eotma:
    """The rules module with a turn menu and the procedures it calls (default: the whole
    game, :data:`MENU` and :data:`PROCEDURES`), on a content pack (default: the shipped
    pack). Every step reaches the pack through the game handle, so a game built on another
    pack plays by that pack everywhere."""
    chosen = MENU if menu is None else menu
    procedures = Procedures([PlayerTurn(chosen), *PROCEDURES, *extra])
    return Eotma(procedures, chosen, shipped() if content is None else content)


RULES = build()
