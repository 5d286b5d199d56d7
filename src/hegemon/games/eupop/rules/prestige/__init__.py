"""Prestige from missions and milestones (eupop-aid PRESTIGE (🏰) (p. 42-43)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105). The Complete Mission action's entry reads the module's
effect table, so it is built by :func:`mission_entry` with the table, as the Event
action's entry is. Goals: :mod:`.goals`; missions: :mod:`.missions`; milestones:
:mod:`.milestones` (its ``check_milestones`` procedure is called after each turn of
phase 2 and at the end of each phase; interpretation:EUPOP-G5)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.prestige.goals import goal_met
from hegemon.games.eupop.rules.prestige.milestones import CheckMilestones, claim_milestones
from hegemon.games.eupop.rules.prestige.missions import CompleteMission, mission_entry
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (CompleteMission(), CheckMilestones())
MENU_ENTRIES: tuple[MenuEntry, ...] = ()
"""Empty: the one entry needs the effect table; use ``mission_entry(table)``."""
EFFECT_RULES: tuple[EffectRule, ...] = ()

__all__ = [
    "EFFECT_RULES",
    "MENU_ENTRIES",
    "PROCEDURES",
    "claim_milestones",
    "goal_met",
    "mission_entry",
]
