"""The terms of a player-to-player offer (eupop-aid Player-to-player Diplomacy (p. 12)):
which terms the active realm may add to its offer to one partner, what they cost, and
carrying out an accepted offer.

An offer is plain data, ``{"partner": realm, "terms": [term, ...]}``, each term one of
``{"kind": "marriage", "deck": power}``, ``{"kind": "alliance"}``, ``{"kind": "money",
"giver": realm, "amount": n}`` and ``{"kind": "province", "province": name, "seller": realm,
"price": n}`` (interpretation:EUPOP-N1). Term options are text: ``marriage:<deck>``,
``alliance``, ``money:give`` / ``money:ask``, ``buy:<province>`` / ``sell:<province>``."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.economy.governing import POWERS, change_prestige, lose_power
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.peace.board import cede
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import own_provinces, realm, world
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.relations import (
    alliance_bar,
    alliance_room,
    ally,
    married_in,
    marry,
    may_marry,
)

P2P = "eupop-aid:Player-to-player Diplomacy (p. 12)"
MARRIAGE = "eupop-aid:Marriage"
ALLIANCE = "eupop-aid:Alliance"
MONEY = "eupop-aid:Monetary Support"
BUY_SELL = "eupop-aid:Buy/sell Provinces"
BOTS_ALLIANCES = "eupop-bots:BOTS & ALLIANCES"
RELATION_COST = 1
"""Diplomatic power the active realm pays for a marriage, and for an alliance."""
SALE_COST = 1
"""Diplomatic power each side pays for an offer that buys or sells provinces."""
MONEY_PER_POWER = 10
"""Ducats of monetary support per diplomatic power the active realm pays (rounded up)."""
LOWEST_PRICE = 3
HIGHEST_PRICE = 15
CORE_PRESTIGE = 2
"""Prestige per tax value a realm loses for each core province it sells."""

Offer = dict[str, Any]
Term = dict[str, Any]


def at_war(state: State, name: str) -> bool:
    return bool(world(state)["at_war_with"].get(name))


def is_human(state: State, name: str) -> bool:
    return name in world(state)["players"] and realm(state, name)["player"] == "human"


@implements(P2P, BOTS_ALLIANCES, "eupop-aid:BOTS & ALLIANCES (p. 4)", "interpretation:EUPOP-BOT-33")
def partner_refusal(state: State, seat: str, partner: str) -> str | None:
    """Why the realm may not negotiate with ``partner``: a Bot never allies or deals with
    an Opponent (interpretation:EUPOP-BOT-33)."""
    if partner == seat or realm(state, partner)["kind"] != "player":
        return f"{partner} is not another player realm"
    if realm(state, partner)["player"] != "human":
        return f"{partner} is a Bot: a Bot never allies or deals with an Opponent"
    return None


def _kinds(offer: Offer) -> list[str]:
    return [str(term["kind"]) for term in offer["terms"]]


@implements(MONEY, "interpretation:EUPOP-N2")
def money_cost(amount: int) -> int:
    """Diplomatic power for monetary support of ``amount`` ducats: one per 10, rounded up."""
    return -(-amount // MONEY_PER_POWER)


@implements(MARRIAGE, ALLIANCE, MONEY, BUY_SELL, "interpretation:EUPOP-N2")
def power_cost(offer: Offer, seat: str) -> int:
    """Diplomatic power ``seat`` pays for the offer: the active realm 1 for a marriage, 1 for
    an alliance and 1 per 10 ducats of monetary support; each side 1 once for provinces."""
    cost = 0
    for term in offer["terms"]:
        if term["kind"] in ("marriage", "alliance") and seat != offer["partner"]:
            cost += RELATION_COST
        elif term["kind"] == "money" and seat != offer["partner"]:
            cost += money_cost(int(term["amount"]))
    if "province" in _kinds(offer):
        cost += SALE_COST
    return cost


def ducats_owed(offer: Offer, seat: str) -> int:
    """Ducats ``seat`` hands over under the offer: support it gives, provinces it buys."""
    owed = 0
    for term in offer["terms"]:
        if term["kind"] == "money" and term["giver"] == seat:
            owed += int(term["amount"])
        elif term["kind"] == "province" and term["seller"] != seat:
            owed += int(term["price"])
    return owed


def _power(state: State, name: str) -> int:
    return int(world(state)["players"][name]["monarch_power"]["diplomatic"])


def _ducats(state: State, name: str) -> int:
    return int(world(state)["players"][name]["ducats"])


@implements(BUY_SELL, "interpretation:EUPOP-N3")
def saleable(state: State, geography: Geography, seller: str, buyer: str) -> list[str]:
    """The seller's provinces the buyer may buy now: its own (not occupied), not its
    capital, in an area where the buyer has influence — a cube, or its marriage token on a
    partner's capital there, which counts as influence (interpretation:EUPOP-D4) — A→Z."""
    capital = realm(state, seller)["capital"]
    found = []
    for name in own_provinces(state, seller):
        where = geography.provinces[name].area
        if name == capital:
            continue
        if cubes_of(state, where, buyer) > 0 or married_in(state, geography, buyer, [where]):
            found.append(name)
    return sorted(found)


def _town_left(state: State, name: str) -> int:
    supply = world(state)["supply"][name]
    return int(supply["small_towns"]) + int(supply["large_towns"])


@implements(P2P, MARRIAGE, ALLIANCE, MONEY, BUY_SELL, "interpretation:EUPOP-N1")
def term_options(
    state: State, geography: Geography, seat: str, offer: Offer, at_war_ok: bool = False
) -> list[str]:
    """The terms the active realm may add to its offer now: each kind once (provinces one
    at a time), monetary support never with provinces, and only monetary support when
    either realm is at war (unless a negotiated peace set that aside, ``at_war_ok``,
    interpretation:EUPOP-N6); the costs so far and the new term's least cost affordable."""
    partner = offer["partner"]
    kinds = _kinds(offer)
    power = _power(state, seat) - power_cost(offer, seat)
    found: list[str] = []
    war = not at_war_ok and (at_war(state, seat) or at_war(state, partner))
    if not war and power >= RELATION_COST:
        if "marriage" not in kinds and may_marry(state, geography, seat, partner):
            found.extend(f"marriage:{deck}" for deck in POWERS)
        if (
            "alliance" not in kinds
            and alliance_bar(state, seat, partner) is None
            and alliance_bar(state, partner, seat) is None
            and alliance_room(state, seat) > 0
            and alliance_room(state, partner) > 0
        ):
            found.append("alliance")
    if "money" not in kinds and "province" not in kinds and power >= 1:
        if _ducats(state, seat) > ducats_owed(offer, seat):
            found.append("money:give")
        if _ducats(state, partner) > ducats_owed(offer, partner):
            found.append("money:ask")
    if not war and "money" not in kinds:
        sale_power = 0 if "province" in kinds else SALE_COST
        if power >= sale_power and _power(state, partner) >= sale_power:
            found.extend(_sale_options(state, geography, seat, partner, offer))
    return found


def _sale_options(
    state: State, geography: Geography, seat: str, partner: str, offer: Offer
) -> list[str]:
    chosen = {term["province"] for term in offer["terms"] if term["kind"] == "province"}
    found: list[str] = []
    for verb, seller, buyer in (("buy", partner, seat), ("sell", seat, partner)):
        bought = sum(1 for term in offer["terms"] if term.get("seller") == seller)
        if _town_left(state, buyer) <= bought:
            continue
        if _ducats(state, buyer) - ducats_owed(offer, buyer) < LOWEST_PRICE:
            continue
        found.extend(
            f"{verb}:{name}"
            for name in saleable(state, geography, seller, buyer)
            if name not in chosen
        )
    return found


@implements(MONEY, "interpretation:EUPOP-N2")
def money_amounts(state: State, seat: str, offer: Offer, giver: str) -> list[int]:
    """The amounts of support the active realm may name: 1 up to what the giver holds and
    what the active realm's diplomatic power pays for."""
    power = _power(state, seat) - power_cost(offer, seat)
    most = min(_ducats(state, giver) - ducats_owed(offer, giver), power * MONEY_PER_POWER)
    return list(range(1, most + 1))


@implements(BUY_SELL, "interpretation:EUPOP-N3")
def prices(state: State, offer: Offer, buyer: str) -> list[int]:
    """The prices the active realm may name for one province: 3 to 15 ducats, at most what
    the buyer has left."""
    most = min(HIGHEST_PRICE, _ducats(state, buyer) - ducats_owed(offer, buyer))
    return list(range(LOWEST_PRICE, most + 1))


@implements(P2P, "interpretation:EUPOP-N1")
def describe(offer: Offer, seat: str) -> str:
    """The offer in words, from the active realm's side."""
    partner = offer["partner"]
    parts = []
    for term in offer["terms"]:
        kind = term["kind"]
        if kind == "marriage":
            parts.append(f"a royal marriage (each may draw a {term['deck']} card)")
        elif kind == "alliance":
            parts.append("an alliance")
        elif kind == "money":
            taker = partner if term["giver"] == seat else seat
            parts.append(f"{term['amount']} ducats from {term['giver']} to {taker}")
        else:
            buyer = partner if term["seller"] == seat else seat
            parts.append(
                f"{term['province']} sold by {term['seller']} to {buyer} for {term['price']}"
            )
    return "; ".join(parts) if parts else "nothing yet"


@implements(P2P, MARRIAGE, ALLIANCE, MONEY, BUY_SELL, "interpretation:EUPOP-N2")
def carry_out(game: Game, geography: Geography, seat: str, offer: Offer) -> list[str]:
    """The accepted offer takes effect: both pay their diplomatic power, then each term.
    Returns the decks of a marriage's card draws (empty without a marriage)."""
    state = game.state
    partner = offer["partner"]
    for name in (seat, partner):
        cost = power_cost(offer, name)
        if cost:
            lose_power(game, name, "diplomatic", cost, P2P)
    decks: list[str] = []
    sold: list[str] = []
    for term in offer["terms"]:
        kind = term["kind"]
        if kind == "marriage":
            marry(state, seat, partner)
            game.log("marriage_formed", seat, rule=MARRIAGE, partner=partner)
            decks.append(str(term["deck"]))
        elif kind == "alliance":
            ally(state, seat, partner)
            game.log("alliance_formed", seat, rule=ALLIANCE, ally=partner)
        elif kind == "money":
            giver = str(term["giver"])
            _hand_over(game, giver, partner if giver == seat else seat, int(term["amount"]), MONEY)
        else:
            sold.extend(_sell(game, geography, seat, partner, term))
    if sold:
        after_provinces_changed(game, sold)
    return decks


def _hand_over(game: Game, giver: str, taker: str, amount: int, rule: str) -> None:
    players = world(game.state)["players"]
    players[giver]["ducats"] -= amount
    players[taker]["ducats"] += amount
    game.log(
        "ducats_handed_over", giver, rule=rule, to=taker, amount=amount,
        now=players[giver]["ducats"],
    )  # fmt: skip


@implements(BUY_SELL, "interpretation:EUPOP-N3")
def _sell(game: Game, geography: Geography, seat: str, partner: str, term: Term) -> list[str]:
    """One province changes hands for its price: the seller's town back to its supply, a
    small town of the buyer's on it (as a province ceded in a peace); a core province
    costs its seller prestige, twice its tax value."""
    state = game.state
    name, seller = str(term["province"]), str(term["seller"])
    buyer = partner if seller == seat else seat
    _hand_over(game, buyer, seller, int(term["price"]), BUY_SELL)
    core = is_core(state, geography, name, seller)
    if not cede(game, name, buyer, BUY_SELL):
        return []
    if core:
        loss = CORE_PRESTIGE * geography.provinces[name].tax_value
        change_prestige(game, seller, -loss, BUY_SELL, f"sold the core province {name}")
    return [name]
