"""The Bot deck (eupop-bots BOT CARDS, THE ANATOMY OF A BOT CARD; the reshuffle of the
CLEANUP PHASE and the END OF AGE ROUTINE): drawing and paying for a card, the action card
its icon discards, which of its actions the Bot takes, where the card goes once used, the
phase-5 reshuffle and the new Age's deck.

The cards of a Bot realm for an Age are always, apart from each other, in one of: its
``deck`` (top first, hidden), ``card`` (the one drawn this turn), ``used`` (this round),
``set_aside`` (used for a FOCUS action: out until the Age ends) and ``removed`` (left out
by a reshuffle for the rest of the Age) — an invariant of the state. Only this module
writes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.power import Paid, bot_mat, pay_card
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_bots import BotAction, BotCard
from hegemon.games.eupop.world.layout import world

BOT_CARDS = "eupop-bots:BOT CARDS"
ANATOMY = "eupop-bots:THE ANATOMY OF A BOT CARD"
CHOICE = "eupop-bots:CHOICE PROCESSES"
END_OF_AGE = "eupop-bots:END OF AGE ROUTINE"
RESHUFFLING = "eupop-aid:Reshuffling Bot Deck (p. 3)"
CLEAN_UP = "eupop-bots:CLEANUP PHASE"
"""Named by the log of :func:`reshuffle`; the phase for Bots is not whole, so no function
here claims it."""
ALWAYS_BACK: tuple[BotAction, ...] = ("event", "idea")
"""Cards of these actions always go back into the deck at the reshuffle."""
FOCUS_ACTIONS: tuple[BotAction, ...] = (
    "focus_economic",
    "focus_expansion",
    "focus_political",
    "focus_warfare",
)


@dataclass(frozen=True)
class Taken:
    """A Bot card taken this turn: the card, what paying for it cost and the action card
    its icon discarded (None: no icon, or that deck was empty)."""

    card: BotCard
    paid: Paid
    discarded: str | None


_CARDS: dict[str, dict[int, BotCard]] = {}
"""Pack digest → its Bot cards by id (a pack's digest names its data)."""


def bot_card(content: Content, number: int) -> BotCard:
    """The Bot card of that id."""
    cards = _CARDS.get(content.digest)
    if cards is None:
        cards = _CARDS[content.digest] = {}
        for card in content.bots.deck:
            cards.setdefault(card.id, card)
    return cards[number]


@implements(BOT_CARDS, END_OF_AGE, "interpretation:EUPOP-BOT-57")
def age_cards(content: Content, name: str, age: int) -> list[int]:
    """The realm's Bot cards for an Age: the whole deck less that Age's removals of the
    realm (removals do not add up across Ages), in the pack's order."""
    data = content.bots.realms.get(name)
    removed = {
        card
        for key, cards in (data.removals.items() if data else [])
        if key == age
        for card in cards
    }
    return [card.id for card in content.bots.deck if card.id not in removed]


@implements(BOT_CARDS)
def draw(game: Game, name: str) -> int | None:
    """The top card of the Bot's deck becomes its card of the turn; None when the deck is
    empty. A Bot still holding a card has not finished its turn: an error."""
    mat = bot_mat(game.state, name)
    if mat["card"] is not None:
        raise ValueError(f"{name} still holds Bot card {mat['card']}")
    if not mat["deck"]:
        return None
    mat["card"] = mat["deck"].pop(0)
    game.reveal()  # the deck's order is hidden; the card drawn is shown to every seat
    return mat["card"]


@implements(ANATOMY, "interpretation:EUPOP-BOT-1")
def discard_icon(game: Game, number: int) -> str | None:
    """The Bot card's discard icon: the top card of that action deck goes to the deck's
    discard pile; returns it, or None when the card has no icon or the deck is empty (no
    reshuffle for it)."""
    deck = bot_card(content_of(game), number).discard
    if deck is None:
        return None
    decks = world(game.state)["decks"]
    if not decks["actions"][deck]:
        return None
    discarded = decks["actions"][deck].pop(0)
    decks["action_discards"][deck].append(discarded)
    game.reveal()  # a hidden deck's top card goes face up to its discard pile
    return discarded


@implements(BOT_CARDS, ANATOMY, "interpretation:EUPOP-BOT-2")
def take_card(game: Game, name: str) -> Taken | None:
    """Draw the Bot's top card, pay its cost (short: what is left, and the card still runs)
    and discard for its icon; logs ``bot_card``. None when the deck is empty."""
    number = draw(game, name)
    if number is None:
        return None
    card = bot_card(content_of(game), number)
    paid = pay_card(game, name, card.cost, f"Bot card {number}")
    discarded = discard_icon(game, number)
    game.log(
        "bot_card",
        name,
        rule=BOT_CARDS,
        turn=world(game.state)["round"]["bot_turns"],
        card=number,
        first=card.first,
        second=card.second,
        war=card.war,
        cost=card.cost,
        paid=paid.paid,
        short=paid.short,
        discarded=discarded,
    )
    return Taken(card=card, paid=paid, discarded=discarded)


@implements(BOT_CARDS, "interpretation:EUPOP-BOT-56")
def finish_card(game: Game, name: str, used_for: BotAction | None) -> None:
    """The Bot's card of the turn is used: set aside for the Age when it was used for a
    FOCUS action, else onto its used cards (``used_for`` None: neither action could be
    taken, the card is used all the same, EUPOP-BOT-2)."""
    mat = bot_mat(game.state, name)
    number = mat["card"]
    if number is None:
        raise ValueError(f"{name} holds no Bot card")
    focus = used_for in FOCUS_ACTIONS
    (mat["set_aside"] if focus else mat["used"]).append(number)
    pile = "set_aside" if focus else "used"
    mat["card"] = None
    game.log("bot_card_used", name, rule=BOT_CARDS, card=number, action=used_for, pile=pile)


@implements(CHOICE, "eupop-aid:At War?")
def at_war(state: State, name: str) -> bool:
    """The choice process's "at war?": at war with at least one realm that still has a
    province not occupied (a war only against realms whose every province is occupied, or
    that own none, counts as peace for every choice but the peace resolution)."""
    typed = world(state)
    records = typed["map"]["provinces"]
    return any(
        any(records[key]["occupier"] is None for key in typed["owned"].get(enemy, []))
        for enemy in typed["at_war_with"].get(name, [])
    )


@implements(BOT_CARDS, "interpretation:EUPOP-BOT-2")
def card_action(
    state: State, content: Content, name: str, number: int, first_failed: bool = False
) -> BotAction | None:
    """The action the Bot takes with its card: the war action while at war (:func:`at_war`)
    when the card has one, which stands for the actions at the top; else the first action,
    or, once the first ended at its chart's ``cannot`` exit (``first_failed``), the second.
    None: no action left to try."""
    card = bot_card(content, number)
    if card.war is not None and at_war(state, name):
        return None if first_failed else card.war
    return card.second if first_failed else card.first


@implements(BOT_CARDS, RESHUFFLING, "interpretation:EUPOP-BOT-56")
def reshuffle(game: Game, name: str) -> None:
    """Phase 5's Reshuffle Bot Deck: the used EVENT and IDEA cards go back; of the other
    used cards half, rounded up, drawn at random, go back and the rest are removed for the
    Age; the cards set aside for FOCUS stay aside; the deck is shuffled."""
    content = content_of(game)
    mat = bot_mat(game.state, name)
    always = [number for number in mat["used"] if bot_card(content, number).first in ALWAYS_BACK]
    pool = sorted(number for number in mat["used"] if number not in always)
    game.shuffle(pool, f"{name} used Bot cards", rule=CLEAN_UP)
    kept = (len(pool) + 1) // 2
    mat["removed"] += sorted(pool[kept:])
    mat["deck"] += always + pool[:kept]
    mat["used"] = []
    game.shuffle(mat["deck"], f"{name} Bot deck", rule=CLEAN_UP)
    game.log(
        "bot_deck_reshuffled",
        name,
        rule=CLEAN_UP,
        back=len(always) + kept,
        removed=len(pool) - kept,
        set_aside=len(mat["set_aside"]),
        count=len(mat["deck"]),
    )


@implements(END_OF_AGE, BOT_CARDS, "interpretation:EUPOP-BOT-57")
def reset(game: Game, name: str, age: int) -> None:
    """The End of Age Routine: the Bot deck becomes the realm's cards for the new Age,
    shuffled; nothing stays used, set aside or removed."""
    mat = bot_mat(game.state, name)
    mat["deck"] = age_cards(content_of(game), mat.get("charts_of", name), age)
    mat["card"] = None
    mat["used"] = []
    mat["set_aside"] = []
    mat["removed"] = []
    game.shuffle(mat["deck"], f"{name} Bot deck", rule=END_OF_AGE)
    game.log("bot_deck_reset", name, rule=END_OF_AGE, age=age, count=len(mat["deck"]))
