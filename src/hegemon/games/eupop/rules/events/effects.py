"""The table of effects the rules can apply (docs/decisions/0105).

Each verb of the effects vocabulary (content/effects.py) that a subsystem has built is
one :class:`EffectRule`: the function that applies it to a realm and, for the verbs an
option's cost uses, whether the realm can pay it. A subsystem lists its rules in a
tuple; the module builds one :class:`EffectTable` from them. A verb missing from the
table is a rule not built yet: an event that needs it cannot be selected (decision
0105), so no game resolves half an event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventCard, EventOption
from hegemon.games.eupop.world.layout import world

Apply = Callable[[Game, str, Any], None]
"""(game, realm, argument): apply the effect to the realm."""
Affordable = Callable[[State, str, Any], bool]
"""(state, realm, argument): whether the realm can pay it as a cost."""
Possible = Callable[[State, Content, str, Any], bool]
"""(state, content, realm, argument): whether the effect's requirement is met for the
realm now (interpretation:EUPOP-R7)."""
Secondary = Callable[[Game, str | None, str], None]
"""(game, realm that took the event or None when auto-resolved, event id)."""


@dataclass(frozen=True)
class EffectRule:
    """How the rules apply one verb: ``apply`` at once, or — for an effect the realm
    decides (where to place influence, which type of power) — ``procedure``, called with
    ``seat`` (the realm) and ``argument`` and ending with None."""

    verb: str
    rule: str
    apply: Apply | None = None
    affordable: Affordable | None = None
    handles: Callable[[Any], bool] | None = None
    """Whether this argument is built (None: every argument is); an effect with an
    argument not built is treated as a verb not built."""
    procedure: str | None = None
    possible: Possible | None = None
    """The effect's requirement (None: it has none): an option with an effect whose
    requirement is not met may be picked only when the other option cannot be met or paid
    either (interpretation:EUPOP-R7)."""

    def __post_init__(self) -> None:
        if (self.apply is None) == (self.procedure is None):
            raise ValueError(f"effect {self.verb!r}: give apply or procedure, not both")

    def built_for(self, argument: Any) -> bool:
        return self.handles is None or self.handles(argument)


@dataclass(frozen=True)
class SecondaryRule:
    """A secondary effect: ``apply`` at once, or ``procedure`` (called with ``seat``, the
    realm that took the event or None when it resolves alone, and ``event``)."""

    name: str
    rule: str
    apply: Secondary | None = None
    procedure: str | None = None

    def __post_init__(self) -> None:
        if (self.apply is None) == (self.procedure is None):
            raise ValueError(f"secondary effect {self.name!r}: give apply or procedure")


@dataclass(frozen=True)
class EffectTable:
    effects: Mapping[str, EffectRule] = field(default_factory=dict)
    secondary: Mapping[str, SecondaryRule] = field(default_factory=dict)

    @staticmethod
    def of(effects: Iterable[EffectRule], secondary: Iterable[SecondaryRule] = ()) -> EffectTable:
        table: dict[str, EffectRule] = {}
        for rule in effects:
            if rule.verb in table:
                raise ValueError(f"effect {rule.verb!r} is built twice")
            table[rule.verb] = rule
        seconds: dict[str, SecondaryRule] = {}
        for second in secondary:
            if second.name in seconds:
                raise ValueError(f"secondary effect {second.name!r} is built twice")
            seconds[second.name] = second
        return EffectTable(table, seconds)


def effect_table(game: Game) -> EffectTable:
    """The effect table of the rules module the game runs under (``effect_table``)."""
    table = getattr(game.rules, "effect_table", None)
    if not isinstance(table, EffectTable):
        raise TypeError(f"{game.rules.name} has no eupop effect table")
    return table


@implements("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def apply_for(
    table: EffectTable, game: Game, realm: str, verb: str, argument: Any
) -> tuple[str, dict[str, Any]] | None:
    """Apply one effect to the realm — the one place an effect reaches a realm: a Bot's
    through its translation (bots/events.py ``bot_effect``). Returns the procedure the
    effect runs as (called with ``seat`` and these locals), or None once it is applied."""
    if world(game.state)["realms"][realm]["player"] == "bot":
        # imported here: the Bot rules build on this module
        from hegemon.games.eupop.bots.events import bot_effect

        return bot_effect(game, table, realm, verb, argument)
    rule = table.effects[verb]
    if rule.procedure is not None:
        return rule.procedure, {"argument": argument}
    assert rule.apply is not None
    rule.apply(game, realm, argument)
    return None


def is_built(table: EffectTable, effect: Mapping[str, Any]) -> bool:
    verb, argument = verb_of(effect)
    rule = table.effects.get(verb)
    return rule is not None and rule.built_for(argument)


def verb_of(effect: Mapping[str, Any]) -> tuple[str, Any]:
    """An effect's one verb and its argument."""
    ((verb, argument),) = effect.items()
    return verb, argument


def option_built(table: EffectTable, option: EventOption) -> bool:
    """Every price and effect of the option is built (whether it can be paid aside)."""
    for payment in option.cost:
        verb, argument = verb_of(payment)
        rule = table.effects.get(verb)
        if rule is None or not rule.built_for(argument) or rule.affordable is None:
            return False
    return all(is_built(table, effect) for effect in option.effects)


@implements("eupop-aid:General Event guidelines (p. 40)", "interpretation:EUPOP-R7")
def requirements_met(
    table: EffectTable, state: State, content: Content, realm: str, option: EventOption
) -> bool:
    """Every effect of the option that has a requirement can take effect for the realm now
    (an option's price is its own test: :func:`..event_action.payable`)."""
    for effect in option.effects:
        verb, argument = verb_of(effect)
        rule = table.effects.get(verb)
        possible = rule.possible if rule is not None else None
        if possible is not None and not possible(state, content, realm, argument):
            return False
    return True


@implements("interpretation:EUPOP-R5")
def resolvable(table: EffectTable, card: EventCard) -> bool:
    """An event the rules can resolve whoever takes it and when it is left on display:
    every secondary effect built and one option whose effects are all built."""
    if any(name not in table.secondary for name in card.secondary):
        return False
    return any(option is not None and option_built(table, option) for option in (card.a, card.b))
