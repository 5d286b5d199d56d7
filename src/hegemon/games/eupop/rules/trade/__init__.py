"""Trade: nodes, merchants, trade power, trade income, secondary nodes, pirates and the
Trade action (eupop-aid Trade (1👤) (p. 15), Trade Income (p. 34-35)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = ()
MENU_ENTRIES: tuple[MenuEntry, ...] = ()
EFFECT_RULES: tuple[EffectRule, ...] = ()
