"""Action cards played from hand: actions, covert actions, display cards and reactions
(eupop-aid Action Cards X🏰 + Y👤 (p. 18-19), Covert Actions, Display cards, Reactions,
Card specific rules). Battle action cards are chosen in battle (rules/battle/actions.py).

``PROCEDURES`` and ``EFFECT_RULES`` are what the module builder registers (decision
0105); the menu entries need the module's effect table (a card whose effects are not all
built is not offered), so they are built by :func:`menu_entries` from it, as the Event
action's entry is. Costs: :mod:`.costs`; playing: :mod:`.play`; display cards:
:mod:`.display`; countering covert actions: :mod:`.covert`; Defensive Mentality at a
siege: :mod:`.reactions`."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.cards.covert import CounterCovert
from hegemon.games.eupop.rules.cards.display import UseDisplayCard, use_entry
from hegemon.games.eupop.rules.cards.play import CardEffects, PlayActionCard, play_entry
from hegemon.games.eupop.rules.cards.reactions import SiegeReaction
from hegemon.games.eupop.rules.events.effects import EffectRule, EffectTable
from hegemon.games.eupop.rules.sequence.menu import MenuEntry

PROCEDURES: tuple[Procedure, ...] = (
    PlayActionCard(),
    CardEffects(),
    UseDisplayCard(),
    CounterCovert(),
    SiegeReaction(),
)
EFFECT_RULES: tuple[EffectRule, ...] = ()


def menu_entries(table: EffectTable) -> tuple[MenuEntry, ...]:
    """Play a card from hand; use a displayed card."""
    return (play_entry(table), use_entry(table))
