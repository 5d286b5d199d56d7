"""What a player may do on their turn: the plug-in points of the turn menu.

The player turn (:mod:`.turn`) offers, besides ending the turn, exactly the options
registered in a :class:`TurnMenu`, which ``module.py`` builds. A phase-2 rule adds itself
by registering an entry there; nothing unbuilt is ever offered (docs/eotma-state.md
"Adding an endeavour").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content

Targets = Callable[[State, Content, str], list[tuple[str, str]]]
"""(state, content, seat) → the (base, target) pairs this endeavour may use now, in map
order. Every function of the menu is given the content of the game being played."""


@dataclass(frozen=True, slots=True)
class EndeavourEntry:
    """An endeavour the turn may offer.

    Chosen, the turn calls ``procedure`` with the local frame
    ``{"seat": seat, "kind": kind, "base": base, "target": target}``; the procedure plays
    the seat's year card itself and ends with a plain-data summary of what happened.
    """

    kind: str
    procedure: str
    targets: Targets
    title: str

    def actions(self, state: State, content: Content, seat: str) -> list[Action]:
        built = _endeavour_actions(self.title, self.kind)
        actions = []
        for pair in self.targets(state, content, seat):
            action = built.get(pair)
            if action is None:
                action = built[pair] = endeavour_action(self.title, self.kind, *pair)
            actions.append(action)
        return actions


def endeavour_action(title: str, kind: str, base: str, target: str) -> Action:
    """The menu action of an endeavour from ``base`` at ``target``."""
    label = f"{title}: {target}" if base == target else f"{title}: {base} → {target}"
    return Action("endeavour", (kind, base, target), label)


@cache
def _endeavour_actions(title: str, kind: str) -> dict[tuple[str, str], Action]:
    """(base, target) → the (immutable, shared) menu action of an endeavour, each built once,
    as the menu is asked at every decision of a turn."""
    return {}


@dataclass(frozen=True, slots=True)
class TaxationEntry:
    """Taxation (16.1): offered once per turn while ``available`` says so. Chosen, the turn
    calls ``procedure`` with ``{"seat": seat}``; the turn then records that it taxed."""

    procedure: str
    available: Callable[[State, Content, str], bool]


@dataclass(frozen=True, slots=True)
class ExtraEntry:
    """Any other own-turn option (e.g. reducing a fortification, 14.43): ``actions`` lists
    the legal actions of ``verb``; chosen, the turn calls ``procedure`` with
    ``{"seat": seat, "argument": <the action's argument as a list or scalar>}``."""

    verb: str
    procedure: str
    actions: Callable[[State, Content, str], list[Action]]


@dataclass(frozen=True, slots=True)
class TurnMenu:
    endeavours: tuple[EndeavourEntry, ...] = ()
    taxation: TaxationEntry | None = None
    extras: tuple[ExtraEntry, ...] = ()

    def procedures(self) -> list[str]:
        """Every procedure the menu may call (module.py checks each is registered)."""
        names = [entry.procedure for entry in self.endeavours]
        names += [entry.procedure for entry in self.extras]
        if self.taxation is not None:
            names.append(self.taxation.procedure)
        return names
