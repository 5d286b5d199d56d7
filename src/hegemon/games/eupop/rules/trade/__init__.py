"""Trade: nodes, merchants, trade power, trade income, secondary nodes, pirates and the
Trade action (eupop-aid Trade (1👤) (p. 15), Trade Income (p. 34-35)).

``PROCEDURES``, ``MENU_ENTRIES`` and ``EFFECT_RULES`` are what the module builder
registers (docs/decisions/0105); ``SECONDARY_RULES`` (the Pirates secondary effect) is
for the module's effect table beside the events' own. Trade power and eligibility:
:mod:`.power`; the trade deck: :mod:`.cards`; income: :mod:`.income`; the action:
:mod:`.action`; pirates: :mod:`.pirates`."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.events.effects import EffectRule, SecondaryRule
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.rules.trade.action import MENU_ENTRY, TradeAction
from hegemon.games.eupop.rules.trade.pirates import SECONDARY_RULE, PlacePirate

PROCEDURES: tuple[Procedure, ...] = (TradeAction(), PlacePirate())
MENU_ENTRIES: tuple[MenuEntry, ...] = (MENU_ENTRY,)
EFFECT_RULES: tuple[EffectRule, ...] = ()
SECONDARY_RULES: tuple[SecondaryRule, ...] = (SECONDARY_RULE,)
