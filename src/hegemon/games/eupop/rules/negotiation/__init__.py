"""Player-to-player diplomacy (eupop-aid Player-to-player Diplomacy (p. 12): marriage,
alliance, monetary support, buying and selling provinces) and Optional Rule 1 (Secret
Negotiations). Interpretations: docs/interpretations/eupop-negotiation.md (EUPOP-Nn).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105); they fill as issue 12 builds the rules (decision 0106), and a rule
not yet built is no entry here: the coverage report lists its section as missing."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.negotiation import diplomacy, peace
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (diplomacy.PlayerDiplomacy(), peace.PeaceAgreements())
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("diplomacy", "diplomacy", diplomacy.offers, diplomacy.P2P),
)
EFFECT_RULES: tuple[EffectRule, ...] = ()
SECONDARY_RULES: tuple[SecondaryRule, ...] = ()
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = ()
