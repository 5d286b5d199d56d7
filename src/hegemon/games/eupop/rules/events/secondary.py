"""The Secondary Event Effects built here (eupop-aid Secondary Event Effects (p. 41)):
``SECONDARY_RULES`` for the module's effect table, ``PROCEDURES`` for those with steps."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import SecondaryRule

SECONDARY_RULES: tuple[SecondaryRule, ...] = ()
PROCEDURES: tuple[Procedure, ...] = ()
