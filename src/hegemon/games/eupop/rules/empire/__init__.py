"""The Holy Roman Empire: Imperial Authority, imperial influence, HRE lands, members and
subjects, leaving and rejoining, HRE religion, the NPR Emperor, imperial elections, the
Increase Imperial Authority action and Defending the HRE (eupop-aid HRE (p. 43-45)).
Interpretations: docs/interpretations/eupop-empire.md (EUPOP-In).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105); they fill as issue 12 builds the rules (decision 0106), and a rule
not yet built is no entry here: the coverage report lists its section as missing."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.empire import authority, defend, elections, lands, religion
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = authority.PROCEDURES + defend.PROCEDURES + elections.PROCEDURES
MENU_ENTRIES: tuple[MenuEntry, ...] = authority.MENU_ENTRIES
EFFECT_RULES: tuple[EffectRule, ...] = lands.EFFECT_RULES
SECONDARY_RULES: tuple[SecondaryRule, ...] = ()
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = (lands.settle_after_owners,)

__all__ = [
    "EFFECT_RULES",
    "MENU_ENTRIES",
    "OWNERSHIP_REACTIONS",
    "PROCEDURES",
    "SECONDARY_RULES",
    "elections",
    "religion",
]
