"""Peace: automatic white peace, total and partial victory, the aftermath and every peace
term (eupop-aid Peace Resolution (p. 29-30), Peace Terms (p. 30-31)). Interpretations:
docs/interpretations/eupop-peace.md (EUPOP-Qn).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.peace.procedure import PeaceResolutions
from hegemon.games.eupop.rules.peace.succession import ReplaceRuler
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (PeaceResolutions(), ReplaceRuler())
MENU_ENTRIES: tuple[MenuEntry, ...] = ()
EFFECT_RULES: tuple[EffectRule, ...] = ()
