"""The action menu of a turn: what a realm may do, one entry per action (decision 0105).

An entry offers its actions for a realm (``offers``), each with the entry's verb; the
turn calls the entry's procedure with ``seat`` (the realm) and ``argument`` (the chosen
action's argument), which ends with ``None``. A major action ends the turn's action; a
minor action (``minor=True``) leaves the turn open. A new action of the game is one more
procedure and one more entry, never a change to the turn.

The aid lists actions under headings (GENERIC, MINOR, ADMIN., MILITARY ACTIONS, ...):
:data:`HEADINGS` places the menu's verbs under them, and a menu refuses an entry whose
``minor`` flag disagrees with its heading, since the heading is what makes an action minor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hegemon.engine.decision import Action
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content

GENERIC = "eupop-aid:GENERIC ACTIONS"
MINOR = "eupop-aid:MINOR ACTIONS"
ADMIN = "eupop-aid:ADMIN. ACTIONS"
MILITARY = "eupop-aid:MILITARY ACTIONS"
PAPAL = "eupop-aid:PAPAL ACTIONS (p. 46)"
DIPLOMATIC = "eupop-aid:DIPLOMATIC ACTIONS"
HRE = "eupop-aid:HRE ACTIONS"
HEADINGS: dict[str, tuple[str, ...]] = {
    GENERIC: (
        "event",
        "research_idea",
        "change_national_focus",
        "explore",
        "diplomacy",
        "change_state_religion",
    ),
    MINOR: ("appoint", "take_loan", "repay_loan", "replenish_manpower", "cut_ties"),
    ADMIN: ("increase_stability", "convert_area", "colonize"),
    MILITARY: ("declare_war", "recruit", "land_activation", "naval_activation", "suppress_unrest"),
    PAPAL: ("excommunicate_ruler", "call_crusade"),
    DIPLOMATIC: ("influence", "forge_alliance", "fabricate_claim"),
    HRE: ("increase_imperial_authority",),
}
"""Each heading → the verbs of the menu listed under it. The menu's other verbs sit under a
section of their own (Trade under DIPLOMATIC ACTIONS, action and display cards, missions
completed as a minor action by interpretation:EUPOP-G3); those of later issues (diplomatic,
papal, HRE actions, Cut Ties, Colonize) join their headings when they are built."""


@implements(GENERIC, MINOR, ADMIN, MILITARY, PAPAL, DIPLOMATIC, HRE)
def heading_of(verb: str) -> str | None:
    """The heading the aid lists the action under, or None for an action under none."""
    for heading, verbs in HEADINGS.items():
        if verb in verbs:
            return heading
    return None


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

    @implements(MINOR)
    def __post_init__(self) -> None:
        for entry in self.entries:
            heading = heading_of(entry.verb)
            if heading is not None and entry.minor != (heading == MINOR):
                kind = "minor" if entry.minor else "not minor"
                raise ValueError(
                    f"menu entry {entry.verb!r} is {kind}, but the aid lists it under {heading}"
                )

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
