"""The Papal Curia: cardinals, the Roma cardinal, the Papal Controller, PAPAL ACTIONS
(Excommunicate Ruler, Call Crusade), crusade scoring and Cardinal Dies (eupop-aid PAPAL
CURIA (p. 45-46)). Interpretations: docs/interpretations/eupop-curia.md (EUPOP-Un).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.curia import cardinals, papal
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = cardinals.PROCEDURES + papal.PROCEDURES
MENU_ENTRIES: tuple[MenuEntry, ...] = papal.MENU_ENTRIES
EFFECT_RULES: tuple[EffectRule, ...] = ()
SECONDARY_RULES: tuple[SecondaryRule, ...] = cardinals.SECONDARY_RULES
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = (cardinals.roma_after_owners,)
