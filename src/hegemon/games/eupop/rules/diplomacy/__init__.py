"""Diplomatic relations and actions: influence, royal marriages, alliances and vassals
(eupop-aid DIP. RELATIONS (p. 32-33)), NPRs, the DIPLOMATIC ACTIONS (Forge Alliance,
Influence, Fabricate Claim), Cut ties, and the event effects that gain or end relations.
Interpretations: docs/interpretations/eupop-diplomacy.md (EUPOP-Dn).

``PROCEDURES``, ``MENU_ENTRIES``, ``EFFECT_RULES``, ``SECONDARY_RULES`` and
``OWNERSHIP_REACTIONS`` (:mod:`..ownership`) are what the module builder registers
(docs/decisions/0105); they fill as issue 12 builds the rules (decision 0106), and a rule
not yet built is no entry here: the coverage report lists its section as missing."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.diplomacy import (
    cut_ties,
    effects,
    fabricate,
    forge,
    influence,
    influence_loss,
    npr,
    peace_gains,
    vassals,
)
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.ownership import OwnershipReaction
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (
    *effects.PROCEDURES,
    influence.InfluenceAction(),
    forge.ForgeAlliance(),
    cut_ties.CutTies(),
    fabricate.FabricateClaim(),
    vassals.SettleFreedVassals(),
    peace_gains.LiberationAlliance(),
    peace_gains.PeaceMarriage(),
    *influence_loss.PROCEDURES,
)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("influence", "influence", influence.offers, influence.INFLUENCE_ACTION),
    MenuEntry("forge_alliance", "forge_alliance", forge.offers, forge.FORGE),
    MenuEntry("fabricate_claim", "fabricate_claim", fabricate.offers, fabricate.FABRICATE),
    MenuEntry("cut_ties", "cut_ties", cut_ties.offers, cut_ties.CUT_TIES, minor=True),
)
EFFECT_RULES: tuple[EffectRule, ...] = effects.EFFECTS
SECONDARY_RULES: tuple[SecondaryRule, ...] = ()
OWNERSHIP_REACTIONS: tuple[OwnershipReaction, ...] = (
    npr.npr_capitals,
    npr.npr_vassals_freed,
    npr.plus_ones_annexed,
)
