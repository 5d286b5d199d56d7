"""Exploration and colonies: the Explore and Colonize actions, distant continents and sea
zones, and Native Uprising (eupop-aid Explore (p. 12), Colonize (p. 14)). Interpretations:
docs/interpretations/eupop-exploration.md (EUPOP-Xn).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105); they fill as issue 12 builds the rules (decision 0106), and a rule
not yet built is no entry here: the coverage report lists its section as missing."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.exploration import colonize, explore, towns, uprising
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = explore.PROCEDURES + colonize.PROCEDURES + uprising.PROCEDURES
MENU_ENTRIES: tuple[MenuEntry, ...] = explore.MENU_ENTRIES + colonize.MENU_ENTRIES
EFFECT_RULES: tuple[EffectRule, ...] = ()
SECONDARY_RULES: tuple[SecondaryRule, ...] = uprising.SECONDARY_RULES
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = (towns.distant_towns,)
