"""Religion: state religions, diverse faiths, revolutionary ideology, Change State
Religion (between Catholic and Protestant, the Counter-Reformation), Optional rule 5
(Religious Rebels), and the spread of religious ideas and of the revolution (eupop-aid
RELIGION, FAITH (p. 38)). Interpretations: docs/interpretations/eupop-religion.md (EUPOP-Ln).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105); they fill as issue 12 builds the rules (decision 0106), and a rule
not yet built is no entry here: the coverage report lists its section as missing."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.religion import change, effects, force, rebels, revolution, spread
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (
    *change.PROCEDURES,
    *effects.PROCEDURES,
    *force.PROCEDURES,
    *spread.PROCEDURES,
    *revolution.PROCEDURES,
    *rebels.PROCEDURES,
)
MENU_ENTRIES: tuple[MenuEntry, ...] = change.MENU_ENTRIES
EFFECT_RULES: tuple[EffectRule, ...] = (*effects.EFFECT_RULES, *revolution.EFFECT_RULES)
SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    *spread.SECONDARY_RULES,
    *revolution.SECONDARY_RULES,
)
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = ()
