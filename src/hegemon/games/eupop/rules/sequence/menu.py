"""The action menu of a turn: what a realm may do, one entry per action (decision 0105).

An entry offers its actions for a realm (``offers``), each with the entry's verb; the
turn calls the entry's procedure with ``seat`` (the realm) and ``argument`` (the chosen
action's argument), which ends with ``None``. A major action ends the turn's action; a
minor action (``minor=True``) leaves the turn open. A new action of the game is one more
procedure and one more entry, never a change to the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content

Offers = Callable[[State, Content, str], list[Action]]
"""(state, content, realm) → the legal actions of this entry, each with its verb."""


@dataclass(frozen=True)
class MenuEntry:
    verb: str
    procedure: str
    offers: Offers
    rule: str
    """The section the action implements (its procedure cites it too)."""
    minor: bool = False


@dataclass(frozen=True)
class ActionMenu:
    """Every entry, in the order the menu lists them."""

    entries: tuple[MenuEntry, ...] = ()

    def entry(self, verb: str) -> MenuEntry:
        for entry in self.entries:
            if entry.verb == verb:
                return entry
        raise KeyError(verb)

    def offers(self, state: State, content: Content, realm: str, minor_only: bool) -> list[Action]:
        actions: list[Action] = []
        for entry in self.entries:
            if minor_only and not entry.minor:
                continue
            actions.extend(entry.offers(state, content, realm))
        return actions
