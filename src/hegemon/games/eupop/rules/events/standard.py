"""The Standard Event effects built here (eupop-aid Standard Event effects (p. 40)):
``EFFECT_RULES`` for the module's effect table, ``PROCEDURES`` for those a realm decides.

Each family lives in a module of its own: tokens on the map (:mod:`.standard_tokens`),
the mat and supply (:mod:`.standard_mat`, which also holds the procedures of the monarch
power rules listed in rules/economy/effects.py), units and actions
(:mod:`.standard_units`), faith and ties (:mod:`.standard_realms`). Readings:
docs/interpretations/eupop-effects.md (EUPOP-Fn)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events import (
    standard_mat,
    standard_realms,
    standard_tokens,
    standard_units,
)
from hegemon.games.eupop.rules.events.effects import EffectRule

EFFECT_RULES: tuple[EffectRule, ...] = (
    *standard_tokens.EFFECT_RULES,
    *standard_mat.EFFECT_RULES,
    *standard_units.EFFECT_RULES,
    *standard_realms.EFFECT_RULES,
)
PROCEDURES: tuple[Procedure, ...] = (
    *standard_tokens.PROCEDURES,
    *standard_mat.PROCEDURES,
    *standard_units.PROCEDURES,
    *standard_realms.PROCEDURES,
)
