"""The decks and displays at the start of a scenario, shuffled by the game's generator."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.deck import age_cards
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.content.schema_realms import Scenario
from hegemon.games.eupop.rules.events.effects import effect_table, resolvable
from hegemon.games.eupop.world.records import Decks, PowerStruggle

IDEAS_ON_DISPLAY = 3
"""Non-basic ideas of each type on display (interpretation:EUPOP-11)."""


def copies(card_id: str, count: int) -> list[str]:
    """Deck entries of a card: its id, then ``<id>#2``, ``<id>#3`` … for further copies."""
    return [card_id if copy == 1 else f"{card_id}#{copy}" for copy in range(1, count + 1)]


def event_deck(content: Content, age: int, realms_in_play: set[str]) -> list[str]:
    """An Age's A and B events and the realm events of featured realms in play."""
    return [
        event.id
        for event in content.events.events
        if event.age == age and (event.deck != "realm" or event.realm in realms_in_play)
    ]


@implements("interpretation:EUPOP-R5")
def playable_event_deck(
    game: Game, content: Content, age: int, featured: set[str], rule: str
) -> list[str]:
    """The events of an Age (setup's ``event_deck``) that the rules can resolve; those
    that need a rule not built yet are set aside, and the log says which (decision 0105)."""
    table = effect_table(game)
    events = event_deck(content, age, featured)
    kept = [event for event in events if resolvable(table, event_card(content, event))]
    aside = [event for event in events if event not in kept]
    if aside:
        game.log("events_not_built", None, rule=rule, age=age, events=aside)
    return kept


@implements("eupop-aid:1. DRAW CARDS", "eupop-aid:Distant Trade (p. 35)", "interpretation:EUPOP-11")
def build_decks(game: Game, content: Content, scenario: Scenario) -> Decks:
    """Event deck of the first Age, action decks, trade deck (distant cards set aside),
    ideas, milestones and the upcoming power struggle."""
    age = scenario.first_age
    featured = set(scenario.events_featured) & set(scenario.player_realms)
    events = playable_event_deck(game, content, age, featured, "eupop-aid:1. DRAW CARDS")
    game.shuffle(events, "event deck")
    actions: dict[str, list[str]] = {}
    for power in POWER_TYPES:
        deck = [
            entry
            for card in content.actions.cards
            if card.deck == power and card.age <= age
            for entry in copies(card.id, card.copies)
        ]
        game.shuffle(deck, f"{power} action deck")
        actions[power] = deck
    distant_nodes = {name for name, node in content.geography.trade_nodes.items() if node.distant}
    trade = [
        card.id for card in content.trade_cards.trade_cards if not set(card.nodes) & distant_nodes
    ]
    game.shuffle(trade, "trade deck")
    set_aside = [
        card.id for card in content.trade_cards.trade_cards if set(card.nodes) & distant_nodes
    ]
    ideas: dict[str, list[str]] = {}
    for power in POWER_TYPES:
        basic = [idea.id for idea in content.ideas.ideas if idea.type == power and idea.basic]
        others = [
            idea.id
            for idea in content.ideas.ideas
            if idea.type == power and not idea.basic and idea.age <= age
        ]
        game.shuffle(others, f"{power} ideas")
        ideas[power] = basic + sorted(others[:IDEAS_ON_DISPLAY])
    milestones = []
    for kind in ("economic", "expansion", "political", "warfare"):
        candidates = [
            item.id
            for item in content.milestones.milestones
            if item.age == age and item.type == kind
        ]
        milestones.append(game.choose_at_random(candidates, f"{kind} milestone"))
    struggles = [item.id for item in content.power_struggles.power_struggles if item.age == age]
    general_missions = [
        mission.id for mission in content.missions.missions if mission.realm is None
    ]
    game.shuffle(general_missions, "mission deck")
    return Decks(
        events=events,
        events_revealed=[],
        events_face_down=[],
        event_ducats={},
        actions=actions,
        action_discards={power: [] for power in POWER_TYPES},
        trade=trade,
        trade_set_aside=set_aside,
        trade_discard=[],
        ideas=ideas,
        milestones=milestones,
        power_struggle=PowerStruggle(
            active=None,
            upcoming=game.choose_at_random(struggles, "power struggle") if struggles else None,
        ),
        missions=general_missions,
        leaders_discard=[],
    )


@implements("eupop-bots:BOT CARDS", "eupop-bots:BOT REALMS", "eupop-bots:END OF AGE ROUTINE")
def bot_deck(game: Game, content: Content, realm: str, age: int) -> list[int]:
    """The 24 Bot cards without those the realm removes in this Age, shuffled."""
    deck = age_cards(content, realm, age)
    game.shuffle(deck, f"{realm} Bot deck")
    return deck
