"""Display cards (eupop-aid Display cards): played from hand as an action, charged in full
with monarch power of the card's deck type and placed on the mat (``players/<r>/display``,
its charges in ``display_charges``); at most two, of different names, so a third (or a
second of one name) takes the place of one of them, which is discarded. Using a displayed
card is an action: the realm pays the card's price, exhausts one charge and applies the
card's effects; a card whose last charge is exhausted is discarded
(interpretation:EUPOP-K4).
"""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import ActionCard
from hegemon.games.eupop.rules.cards.costs import can_pay, cost_label, discard, effects_built, pay
from hegemon.games.eupop.rules.economy.governing import lose_power, power_type
from hegemon.games.eupop.rules.events.effects import EffectTable
from hegemon.games.eupop.rules.sequence.menu import MenuEntry, Offers
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import PlayerMat

DISPLAY = "eupop-aid:Display cards (🏰)"
USE = "use_display_card"
MOST_DISPLAYED = 2
CHARGES_PER_USE = 1
"""Charges a use exhausts: the aid allows more than one, but our cards name no such number,
so every card of the pack exhausts one (interpretation:EUPOP-K4)."""


def charges(mat: PlayerMat) -> dict[str, int]:
    return mat.setdefault("display_charges", {})


def can_charge(state: State, realm: str, card: ActionCard) -> bool:
    held = world(state)["players"][realm]["monarch_power"][power_type(card.deck)]
    return held >= (card.charges or 0)


def _remove(game: Game, realm: str, shown: str) -> None:
    mat = world(game.state)["players"][realm]
    card = action_card(content_of(game), shown)
    mat["display"].remove(shown)
    charges(mat).pop(shown, None)
    discard(game, shown, card)
    game.log("display_discarded", realm, rule=DISPLAY, card=shown)


@implements(DISPLAY, "interpretation:EUPOP-K4")
def place_or_ask(game: Game, local: Local) -> None:
    """Place ``local["card"]`` (in hand) on the realm's display, first discarding the card
    of the same name or, with two displayed, the one the realm picks
    (``local["replace"]``, asked at ``ask_discard``)."""
    seat = local["seat"]
    content = content_of(game)
    card_copy = local["card"]
    card = action_card(content, card_copy)
    mat = world(game.state)["players"][seat]
    same = [shown for shown in mat["display"] if action_card(content, shown).name == card.name]
    replace = same[0] if same else local.get("replace")
    if replace is None and len(mat["display"]) >= MOST_DISPLAYED:
        game.goto("ask_discard")
        return
    if replace is not None:
        _remove(game, seat, replace)
    mat["hand"].remove(card_copy)
    amount = card.charges or 0
    lose_power(game, seat, power_type(card.deck), amount, DISPLAY)
    mat["display"].append(card_copy)
    charges(mat)[card_copy] = amount
    game.log("display_placed", seat, rule=DISPLAY, card=card_copy, charges=amount)
    game.goto("done")


def use_offers(table: EffectTable) -> Offers:
    def offers(state: State, content: Content, realm: str) -> list[Action]:
        mat = world(state)["players"][realm]
        left = mat.get("display_charges", {})
        actions = []
        for shown in mat["display"]:
            card = action_card(content, shown)
            if left.get(shown, 0) < CHARGES_PER_USE or not effects_built(table, card):
                continue
            if not can_pay(state, realm, card):
                continue
            label = (
                f"Use {card.name} on display ({left[shown]} charges): "
                f"{cost_label(state, realm, card)} + {CHARGES_PER_USE} charge"
            )
            actions.append(Action("use_display_card", shown, label))
        return actions

    return offers


def use_entry(table: EffectTable) -> MenuEntry:
    return MenuEntry(USE, USE, use_offers(table), DISPLAY)


class UseDisplayCard(Procedure):
    name = USE

    @step
    @implements(DISPLAY, "interpretation:EUPOP-K4")
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        shown = str(local["argument"])
        card = action_card(content_of(game), shown)
        mat = world(game.state)["players"][seat]
        ducats, power = pay(game, seat, card, DISPLAY)
        left = charges(mat)
        left[shown] -= CHARGES_PER_USE
        game.log(
            "display_used",
            seat,
            rule=DISPLAY,
            card=shown,
            ducats=ducats,
            power=power,
            charges_left=left[shown],
        )
        if left[shown] <= 0:
            _remove(game, seat, shown)
        game.call("card_effects", then="done", seat=seat, card=shown)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)
