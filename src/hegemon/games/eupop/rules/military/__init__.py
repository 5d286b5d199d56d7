"""Getting units on the board and moving them: Recruit Units, Land Activation (movement and
siege), Naval Activation (movement and undocking) and Suppress Unrest (eupop-aid Recruit
Units (p. 17), Activate Units (p. 16), Suppress Unrest (p. 17)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105). Recruiting: :mod:`.recruit`; where land units may go:
:mod:`.routes`; military access through other realms' areas: :mod:`.access`; land
activation: :mod:`.land`; naval activation: :mod:`.naval`; suppressing unrest:
:mod:`.unrest`; what they share: :mod:`.common`."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.military import land, naval, recruit, unrest
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (
    recruit.Recruit(),
    land.LandActivation(),
    naval.NavalActivation(),
    unrest.SuppressUnrest(),
)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    recruit.MENU_ENTRY,
    land.MENU_ENTRY,
    naval.MENU_ENTRY,
    unrest.MENU_ENTRY,
)
EFFECT_RULES: tuple[EffectRule, ...] = ()
