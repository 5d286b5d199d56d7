"""The trade deck: the cards a Trade action reveals, and the nodes they open
(eupop-aid Trade (1👤) (p. 15) step 1, Trade Income (p. 34-35): the expanded column)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.layout import world

ACTION = "eupop-aid:Trade (1👤) (p. 15)"
INCOME = "eupop-aid:Trade Income (p. 34-35)"
REVEALED = 3
"""Trade cards a Trade action reveals."""
EXPANDED_AT = 2
"""Revealed cards naming a node that make it expanded (interpretation:EUPOP-T2)."""


def card_nodes(content: Content) -> dict[str, tuple[str, ...]]:
    return {card.id: tuple(card.nodes) for card in content.trade_cards.trade_cards}


@implements(ACTION, "interpretation:EUPOP-T1")
def reveal(game: Game, content: Content, rule: str = ACTION) -> list[str]:
    """Turn the top three trade cards face up; an empty deck is refilled first by
    shuffling its discard pile."""
    decks = world(game.state)["decks"]
    cards: list[str] = []
    while len(cards) < REVEALED:
        if not decks["trade"]:
            if not decks["trade_discard"]:
                break
            decks["trade"].extend(decks["trade_discard"])
            decks["trade_discard"].clear()
            game.shuffle(decks["trade"], "trade deck", rule=rule)
        cards.append(decks["trade"].pop(0))
    game.reveal()
    game.log("trade_cards", None, rule=rule, cards=cards, expanded=sorted(expanded(content, cards)))
    return cards


@implements(ACTION, "interpretation:EUPOP-T1")
def discard(game: Game, cards: Iterable[str]) -> None:
    """The revealed cards go on top of the discard pile, first revealed on top."""
    pile = world(game.state)["decks"]["trade_discard"]
    pile[:0] = list(cards)


def named(content: Content, cards: Iterable[str]) -> set[str]:
    """The nodes the cards name."""
    table = card_nodes(content)
    return {node for card in cards for node in table[card.split("#")[0]]}


@implements(INCOME, "interpretation:EUPOP-T2")
def expanded(content: Content, cards: Iterable[str]) -> set[str]:
    """Nodes named on two or more of the cards: their income is read from the expanded
    column."""
    table = card_nodes(content)
    counts = Counter(node for card in cards for node in set(table[card.split("#")[0]]))
    return {node for node, count in counts.items() if count >= EXPANDED_AT}


@implements("eupop-aid:Pirates", "interpretation:EUPOP-T2")
def last_expanded(state: State, content: Content) -> set[str]:
    """The nodes the last Trade action's cards (the top of the discard pile) made expanded."""
    return expanded(content, world(state)["decks"]["trade_discard"][:REVEALED])


DISTANT = "eupop-aid:Distant Trade (p. 35)"


def node_continents(content: Content, node: str) -> set[str]:
    """The continents a node lies on: those of its key provinces, else its area's, else
    those of its sea zones' coasts (interpretation:EUPOP-T7)."""
    geography = content.geography
    info = geography.trade_nodes[node]
    if info.key_provinces:
        return {
            geography.areas[geography.provinces[name].area].continent for name in info.key_provinces
        }
    if info.area is not None:
        return {geography.areas[info.area].continent}
    return {
        geography.areas[area].continent
        for zone in info.sea_zones
        for area in geography.sea_zones[zone].coasts
    }


@implements(DISTANT, "interpretation:EUPOP-T7")
def open_distant_trade(game: Game, content: Content, continent: str) -> list[str]:
    """The first town or colonist on a distant continent: the set-aside trade cards naming a
    node of that continent join the deck, which is shuffled with its discard pile. Returns
    the cards added (none when they were added before)."""
    decks = world(game.state)["decks"]
    table = card_nodes(content)
    added = [
        card
        for card in decks["trade_set_aside"]
        if any(continent in node_continents(content, node) for node in table[card.split("#")[0]])
    ]
    if not added:
        return []
    decks["trade_set_aside"] = [card for card in decks["trade_set_aside"] if card not in added]
    decks["trade"].extend([*added, *decks["trade_discard"]])
    decks["trade_discard"].clear()
    game.shuffle(decks["trade"], "trade deck", rule=DISTANT)
    game.log("distant_trade_cards", None, rule=DISTANT, continent=continent, cards=added)
    return added
