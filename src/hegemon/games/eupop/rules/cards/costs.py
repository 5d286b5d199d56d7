"""What an action card costs a realm, whether it can pay, paying it and discarding the card
(eupop-aid Action Cards X🏰 + Y👤 (p. 18-19), Card specific rules).

A card's price is ducats and monarch power of its deck's type (interpretation:EUPOP-K1).
The Papal Controller, and an Orthodox realm at stability -1 or 0, pay 1 power less for a
card that raises stability; a Protestant realm pays 1 power less for Development; a
price never goes below 0. Payment goes through the economy's functions, which log it.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.schema_cards import ActionCard
from hegemon.games.eupop.rules.economy.governing import lose_ducats, lose_power, power_type
from hegemon.games.eupop.rules.events.effects import EffectTable, is_built, verb_of
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.layout import world

ACTION_CARDS = "eupop-aid:Action Cards X🏰 + Y👤 (p. 18-19)"
CARD_SPECIFIC = "eupop-aid:Card specific rules"
ORTHODOX_DISCOUNT_FROM = (-1, 0)
"""Stabilities at which an Orthodox realm pays 1 power less for a card raising stability."""
DEVELOPMENT = "Development"


def raises_stability(card: ActionCard) -> bool:
    return any(verb_of(effect)[0] == "gain_stability" for effect in card.effects)


@implements(ACTION_CARDS, CARD_SPECIFIC, "interpretation:EUPOP-K1")
def card_cost(state: State, realm: str, card: ActionCard) -> tuple[int, int]:
    """(ducats, monarch power of the card's deck type) the realm pays to play it now."""
    power = card.cost.power
    if raises_stability(card):
        if papal_controller(state) == realm:
            power -= 1
        religion = world(state)["realms"][realm]["religion"]
        stability = world(state)["players"][realm]["stability"]
        if religion == "orthodox" and stability in ORTHODOX_DISCOUNT_FROM:
            power -= 1
    if card.name == DEVELOPMENT and world(state)["realms"][realm]["religion"] == "protestant":
        power -= 1
    return card.cost.ducats, max(0, power)


def cost_label(state: State, realm: str, card: ActionCard) -> str:
    ducats, power = card_cost(state, realm, card)
    return f"{ducats} ducats + {power} {card.deck} power"


def can_pay(state: State, realm: str, card: ActionCard) -> bool:
    ducats, power = card_cost(state, realm, card)
    mat = world(state)["players"][realm]
    return mat["ducats"] >= ducats and mat["monarch_power"][power_type(card.deck)] >= power


@implements(ACTION_CARDS)
def pay(game: Game, realm: str, card: ActionCard, rule: str) -> tuple[int, int]:
    """Pay the card's price (checked by the offer); returns (ducats, power) paid."""
    ducats, power = card_cost(game.state, realm, card)
    if power:
        lose_power(game, realm, power_type(card.deck), power, rule)
    if ducats:
        lose_ducats(game, realm, ducats, rule, card.name)
    return ducats, power


def effects_built(table: EffectTable, card: ActionCard) -> bool:
    """Every effect of the card is in the module's effect table (decision 0105)."""
    return all(is_built(table, effect) for effect in card.effects)


@implements(ACTION_CARDS, "interpretation:EUPOP-K1")
def discard(game: Game, card_copy: str, card: ActionCard) -> None:
    """Put a played card on the discard pile of its own deck (public)."""
    world(game.state)["decks"]["action_discards"][card.deck].append(card_copy)


@implements(ACTION_CARDS, "interpretation:EUPOP-K1")
def play_from_hand(game: Game, realm: str, card_copy: str, rule: str) -> tuple[int, int]:
    """A reaction played at once: out of the hand, paid, discarded; returns (ducats,
    power) paid. Its effects follow through the ``card_effects`` procedure."""
    card = action_card(content_of(game), card_copy)
    world(game.state)["players"][realm]["hand"].remove(card_copy)
    paid = pay(game, realm, card, rule)
    discard(game, card_copy, card)
    return paid
