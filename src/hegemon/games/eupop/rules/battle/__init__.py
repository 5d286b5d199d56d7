"""Battles and sieges: battle triggers, the battle sequence, sieges, warfare against NPRs
and NPR invasions (eupop-aid Battle Sequence (p. 26-28), Siege (p. 28)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.battle.actions import BattleAction
from hegemon.games.eupop.rules.battle.invasion import NprInvasion
from hegemon.games.eupop.rules.battle.procedure import Battle
from hegemon.games.eupop.rules.battle.siege import Siege
from hegemon.games.eupop.rules.battle.triggers import battle_due
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (Battle(), BattleAction(), Siege(), NprInvasion())
MENU_ENTRIES: tuple[MenuEntry, ...] = ()
EFFECT_RULES: tuple[EffectRule, ...] = ()

__all__ = ["EFFECT_RULES", "MENU_ENTRIES", "PROCEDURES", "battle_due"]
