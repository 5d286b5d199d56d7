"""Standard Event effects on the realm's mat and supply: loans, exhausted manpower,
merchants, colonists, Imperial Authority, monarch power of a type the realm picks and
action cards drawn (eupop-aid Standard Event effects (p. 40))."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.rules.economy.governing import POWERS, gain_power, lose_power, power_type
from hegemon.games.eupop.rules.economy.treasury import LOAN, MOST_LOANS, take_loan
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import STANDARD, TOKEN_LIMITS, ignored
from hegemon.games.eupop.rules.sequence.draw_cards import log_draw
from hegemon.games.eupop.world.empire import maximum_imperial_authority
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Merchant

MERCHANT = "eupop-aid:Gain Merchant"
MANPOWER = "eupop-aid:Manpower (p. 23)"
AUTHORITY = "eupop-aid:Imperial Authority (🏰) (p. 43)"
DRAW = "eupop-aid:B. Draw Action Cards"
MERCHANTS_BEFORE = 2
"""A realm gains a merchant only while it holds this many (aid Gain Merchant)."""
GAIN_POWER = "gain_monarch_power_effect"
LOSE_POWER = "lose_monarch_power_effect"


@implements(STANDARD, LOAN)
def _take_loan(game: Game, realm: str, amount: Any) -> None:
    for _ in range(int(amount)):
        if world(game.state)["players"][realm]["loans"] >= MOST_LOANS:
            ignored(game, realm, "take_loan", f"holds {MOST_LOANS} loans", LOAN)
            return
        take_loan(game, realm, STANDARD)


def _manpower_affordable(state: State, realm: str, amount: Any) -> bool:
    return world(state)["players"][realm]["manpower"]["available"] >= int(amount)


@implements(STANDARD, MANPOWER, "interpretation:EUPOP-E1")
def _exhaust_manpower(game: Game, realm: str, amount: Any) -> None:
    """Available manpower becomes exhausted; a loss takes what is available."""
    manpower = world(game.state)["players"][realm]["manpower"]
    moved = min(int(amount), manpower["available"])
    manpower["available"] -= moved
    manpower["exhausted"] += moved
    game.log("manpower", realm, rule=STANDARD, change=0, spent=moved, **manpower)


@implements(MERCHANT, TOKEN_LIMITS, "interpretation:EUPOP-F7")
def _gain_merchant(game: Game, realm: str, amount: Any) -> None:
    merchants = world(game.state)["players"][realm]["merchants"]
    supply = world(game.state)["supply"][realm]
    for _ in range(int(amount)):
        if len(merchants) != MERCHANTS_BEFORE:
            ignored(game, realm, "gain_merchant", f"holds {len(merchants)} merchants", MERCHANT)
            return
        if supply["merchants"] < 1:
            ignored(game, realm, "gain_merchant", "no merchant left in supply", TOKEN_LIMITS)
            return
        supply["merchants"] -= 1
        merchants.append(Merchant(node=None, exhausted=False))
        game.log("merchant_gained", realm, rule=MERCHANT, merchants=len(merchants))


@implements(STANDARD, TOKEN_LIMITS, "interpretation:EUPOP-F7")
def _gain_colonist(game: Game, realm: str, amount: Any) -> None:
    supply = world(game.state)["supply"][realm]
    gained = min(int(amount), supply["colonists"])
    if gained < int(amount):
        ignored(game, realm, "gain_colonist", "no colonist left in supply", TOKEN_LIMITS)
    if gained:
        supply["colonists"] -= gained
        world(game.state)["players"][realm]["colonists"] += gained
        game.log("colonists_gained", realm, rule=STANDARD, count=gained)


def _is_emperor(state: State, realm: str) -> bool:
    return world(state)["hre"]["emperor"] == realm


def _emperor_possible(state: State, content: Content, realm: str, amount: Any) -> bool:
    """The requirement of gaining Imperial Authority: being the Emperor (EUPOP-R7)."""
    return _is_emperor(state, realm)


def _merchant_possible(state: State, content: Content, realm: str, amount: Any) -> bool:
    """The requirement of Gain Merchant: holding two merchants, and a merchant left in the
    supply (EUPOP-R7)."""
    held = len(world(state)["players"][realm]["merchants"])
    return held == MERCHANTS_BEFORE and world(state)["supply"][realm]["merchants"] > 0


def _colonist_possible(state: State, content: Content, realm: str, amount: Any) -> bool:
    """A colonist is left in the supply (EUPOP-R7)."""
    return world(state)["supply"][realm]["colonists"] > 0


def _authority_affordable(state: State, realm: str, amount: Any) -> bool:
    return _is_emperor(state, realm) and world(state)["hre"]["imperial_authority"] >= int(amount)


@implements(AUTHORITY, "interpretation:EUPOP-F8")
def _change_authority(game: Game, realm: str, change: int, verb: str) -> None:
    state = game.state
    if not _is_emperor(state, realm):
        ignored(game, realm, verb, "is not the Emperor")
        return
    empire = world(state)["hre"]
    most = maximum_imperial_authority(state, content_of(game).geography)
    now = max(0, min(most, empire["imperial_authority"] + change))
    made = now - empire["imperial_authority"]
    empire["imperial_authority"] = now
    game.log("imperial_authority_changed", realm, rule=AUTHORITY, change=made, now=now)


def _gain_authority(game: Game, realm: str, amount: Any) -> None:
    _change_authority(game, realm, int(amount), "gain_imperial_authority")


def _lose_authority(game: Game, realm: str, amount: Any) -> None:
    _change_authority(game, realm, -int(amount), "lose_imperial_authority")


class _PowerEffect(Procedure):
    """Monarch power of a named type at once; of ``any`` type, point by point, each of the
    type the realm picks (interpretation:EUPOP-F9)."""

    name = GAIN_POWER
    sign = 1

    @step
    @implements(STANDARD, "interpretation:EUPOP-F9")
    def start(self, game: Game, local: Local) -> None:
        argument = local["argument"]
        amount = int(argument["amount"])
        if argument["type"] != "any":
            self._apply(game, local["seat"], str(argument["type"]), amount)
            game.end(None)
            return
        local["left"] = amount
        game.goto("ask_type")

    def _types(self, game: Game, realm: str) -> list[str]:
        held = world(game.state)["players"][realm]["monarch_power"]
        if self.sign < 0:
            return [power for power in POWERS if held[power] > 0]
        limit = content_of(game).components.monarch_power_limit
        return [power for power in POWERS if held[power] < limit]

    def _apply(self, game: Game, realm: str, power: str, amount: int) -> None:
        if self.sign > 0:
            gain_power(game, realm, power_type(power), amount, STANDARD)
        else:
            lose_power(game, realm, power_type(power), amount, STANDARD)

    @step(optional=True)
    def ask_type(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        types = self._types(game, seat)
        if local["left"] <= 0 or not types:
            game.end(None)
            return None
        if len(types) == 1:
            self._point(game, local, types[0])
            return None
        word = "Gain" if self.sign > 0 else "Lose"
        actions = tuple(Action("choose_power", power, f"{word} 1 {power}") for power in types)
        return Decision(
            seat, f"{word} 1 monarch power ({local['left']} left): which type?", actions
        )

    def on_type(self, game: Game, local: Local, action: Action) -> None:
        self._point(game, local, str(action.argument))

    def _point(self, game: Game, local: Local, power: str) -> None:
        self._apply(game, local["seat"], power, 1)
        local["left"] -= 1
        game.goto("ask_type")


class GainPowerEffect(_PowerEffect):
    name = GAIN_POWER
    sign = 1


class LosePowerEffect(_PowerEffect):
    name = LOSE_POWER
    sign = -1


class DrawCardsEffect(Procedure):
    """Action cards drawn into the hand for nothing: from the named deck, or each from a
    deck the realm picks (``any``); an empty deck is refilled from its discards
    (interpretation:EUPOP-F10)."""

    name = "draw_action_cards_effect"

    @step
    @implements(STANDARD, DRAW, "interpretation:EUPOP-F10")
    def start(self, game: Game, local: Local) -> None:
        local["left"] = int(local["argument"]["count"])
        local["deck"] = str(local["argument"]["deck"])
        game.goto("ask_deck")

    @step(optional=True)
    def ask_deck(self, game: Game, local: Local) -> Decision | None:
        decks = world(game.state)["decks"]
        named = [local["deck"]] if local["deck"] != "any" else list(POWER_TYPES)
        open_decks = [
            power for power in named if decks["actions"][power] or decks["action_discards"][power]
        ]
        if local["left"] <= 0 or not open_decks:
            game.end(None)
            return None
        if local["deck"] != "any":
            self._draw(game, local, open_decks[0])
            return None
        actions = tuple(
            Action("draw_from", power, f"Draw from the {power} deck") for power in open_decks
        )
        return Decision(local["seat"], f"Draw an action card ({local['left']} left)", actions)

    def on_deck(self, game: Game, local: Local, action: Action) -> None:
        self._draw(game, local, str(action.argument))

    @staticmethod
    def _draw(game: Game, local: Local, power: str) -> None:
        seat = local["seat"]
        decks = world(game.state)["decks"]
        if not decks["actions"][power]:
            decks["actions"][power] = decks["action_discards"][power]
            decks["action_discards"][power] = []
            game.shuffle(decks["actions"][power], f"{power} action deck", rule=DRAW)
        card = decks["actions"][power].pop(0)
        world(game.state)["players"][seat]["hand"].append(card)
        local["left"] -= 1
        log_draw(game, seat, power, card, STANDARD)
        game.goto("ask_deck")


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("take_loan", STANDARD, _take_loan),
    EffectRule("exhaust_manpower", STANDARD, _exhaust_manpower, _manpower_affordable),
    EffectRule("gain_merchant", MERCHANT, _gain_merchant, possible=_merchant_possible),
    EffectRule("gain_colonist", STANDARD, _gain_colonist, possible=_colonist_possible),
    EffectRule("gain_imperial_authority", AUTHORITY, _gain_authority, possible=_emperor_possible),
    EffectRule("lose_imperial_authority", AUTHORITY, _lose_authority, _authority_affordable),
    EffectRule("draw_action_cards", STANDARD, procedure=DrawCardsEffect.name),
)
"""The monarch power rules stay in rules/economy/effects.py; their procedures are here."""
PROCEDURES: tuple[Procedure, ...] = (GainPowerEffect(), LosePowerEffect(), DrawCardsEffect())
