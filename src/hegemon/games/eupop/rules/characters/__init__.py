"""Characters: rulers, advisors, leaders, ill health and mortality (eupop-aid Characters
(p. 19), Appoint Advisor/Leader (p. 13)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105). The Event action's step 5 calls ``replace_ruler``
(:mod:`.ruler`)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.characters import appoint, ruler
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (appoint.AppointCharacter(), ruler.ReplaceRuler())
MENU_ENTRIES: tuple[MenuEntry, ...] = appoint.MENU_ENTRIES
EFFECT_RULES: tuple[EffectRule, ...] = ruler.EFFECT_RULES
REPLACE_RULER = ruler.ReplaceRuler.name
"""The procedure the Event action calls at step 5 (and step 6 for an event left)."""
names_ruler = ruler.names_ruler
