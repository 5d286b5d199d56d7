"""The Standard Event effects built here (eupop-aid Standard Event effects (p. 40)):
``EFFECT_RULES`` for the module's effect table, ``PROCEDURES`` for those a realm decides."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule

EFFECT_RULES: tuple[EffectRule, ...] = ()
PROCEDURES: tuple[Procedure, ...] = ()
