"""Generic and administrative actions: Research Idea, Change National Focus, Increase
Stability, Convert Area (eupop-aid GENERIC ACTIONS, ADMIN. ACTIONS), and the Standard
Event effect Research Idea.

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.actions import convert, focus, research, stability
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (
    research.PROCEDURES + focus.PROCEDURES + stability.PROCEDURES + convert.PROCEDURES
)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    research.MENU_ENTRIES + focus.MENU_ENTRIES + stability.MENU_ENTRIES + convert.MENU_ENTRIES
)
EFFECT_RULES: tuple[EffectRule, ...] = research.EFFECT_RULES
