"""What two player realms may agree beyond a term (eupop-aid Negotiated Peace) and whether
a realm may surrender (eupop-aid 3. Partial Victory or Inconclusive, Optional Rule 3: No
Surrender). Interpretations: docs/interpretations/eupop-peace.md EUPOP-Q11, EUPOP-Q18.

A negotiated Keep Current Board State is a *bargain*: the proposer settles, province by
province, each non-capital province either side occupies of the other's, and the other
realm accepts or refuses the whole. Each province may be kept by its occupier, given back
to its owner for a sum of ducats the owner pays (any whole number up to what the owner's
treasury holds beyond its other payments in the bargain, none included), exchanged for a
province of equal tax value the other side occupies (both go back), or liberated to a
non-player realm whose core it is, scoring no prestige. The alternatives each province has
are those of the enforced term (:func:`terms.keep_options`), asked of both sides' provinces;
what the bargain leaves occupied, the capitals and the ducats of their ransoms are then
settled by :func:`terms.keep_board_state` as after any Keep Current Board State.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.economy.governing import gain_ducats, lose_ducats
from hegemon.games.eupop.rules.peace import terms
from hegemon.games.eupop.rules.peace.board import cede, return_provinces
from hegemon.games.eupop.rules.peace.empire import settle_areas
from hegemon.games.eupop.rules.peace.victory import PARTIAL_STEP, side
from hegemon.games.eupop.rules.sequence.options import NO_SURRENDER, option
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

NEGOTIATED = "eupop-aid:Negotiated Peace"
SURRENDER = PARTIAL_STEP
"""Surrender, and Optional Rule 3 (No Surrender), are lines of step 3 (EUPOP-Q18)."""


@implements(SURRENDER, "interpretation:EUPOP-Q18")
def may_surrender(state: State) -> bool:
    """Surrender is offered unless the game plays with Optional Rule 3 (No Surrender)."""
    return not option(state, NO_SURRENDER)


@implements(NEGOTIATED, terms.KEEP, "interpretation:EUPOP-Q11")
def bargain_options(
    state: State, geography: Geography, victor: str, loser: str
) -> dict[str, list[str]]:
    """Each non-capital province either realm (with its vassals) occupies of the other's,
    sorted, with what the bargain may make of it: ``keep``, ``return`` (for ducats, the
    sum asked with :func:`offers`), ``exchange:<province>``, ``liberate:<realm>``."""
    found: dict[str, list[str]] = {}
    for occupier, owner in ((victor, loser), (loser, victor)):
        found.update(terms.keep_options(state, geography, occupier, owner))
    return dict(sorted(found.items()))


def parties(state: State, name: str, victor: str, loser: str) -> tuple[str, str]:
    """(the occupying realm of the pair, the owning realm) of an occupied province: the
    realm a vassal's province or occupation counts for."""
    owner = world(state)["map"]["provinces"][name]["owner"]
    if owner in side(state, victor):
        return loser, victor
    return victor, loser


def _exchanged(choices: Mapping[str, str]) -> set[str]:
    """The provinces another province has already been exchanged for."""
    return {
        choice.partition(":")[2] for choice in choices.values() if choice.startswith("exchange:")
    }


def next_undecided(bargain: Mapping[str, Any]) -> str | None:
    """The next province (by name) the proposer has still to settle; a province another has
    been exchanged for is settled with it."""
    settled = set(bargain["choices"]) | _exchanged(bargain["choices"])
    return next((name for name in bargain["options"] if name not in settled), None)


@implements(NEGOTIATED, terms.KEEP, "interpretation:EUPOP-Q11")
def offers(state: State, bargain: Mapping[str, Any], name: str) -> list[str]:
    """The proposer's choices for the province: keep it, ``return:<ducats>`` for each sum
    from 0 to what its owner has left to pay, an exchange for a province not yet settled,
    or a liberation."""
    victor, loser = bargain["victor"], bargain["beaten"]
    choices: Mapping[str, str] = bargain["choices"]
    settled = set(choices) | _exchanged(choices)
    _, payer = parties(state, name, victor, loser)
    promised = sum(
        int(choice.partition(":")[2])
        for other, choice in choices.items()
        if choice.startswith("return:") and parties(state, other, victor, loser)[1] == payer
    )
    room = max(0, world(state)["players"][payer]["ducats"] - promised)
    found: list[str] = []
    for base in bargain["options"][name]:
        verb, _, other = base.partition(":")
        if verb == "return":
            found += [f"return:{amount}" for amount in range(room + 1)]
        elif verb != "exchange" or other not in settled:
            found.append(base)
    return found


@implements(NEGOTIATED, terms.KEEP, "interpretation:EUPOP-Q11")
def carry_out(game: Game, choices: Mapping[str, str], victor: str, loser: str) -> None:
    """The agreed bargain, before the rest of the term: provinces given back (their owners
    paying the agreed ducats, as far as their treasuries hold), exchanged (both back to
    their owners), or liberated (no prestige); then the HRE areas of liberated provinces
    are looked at (EUPOP-Q10)."""
    state = game.state
    ceded: list[str] = []
    for name, choice in sorted(choices.items()):
        verb, _, other = choice.partition(":")
        if verb == "return":
            payee, payer = parties(state, name, victor, loser)
            return_provinces(game, [name], NEGOTIATED)
            paid = lose_ducats(game, payer, int(other), NEGOTIATED, "province bought back")
            if paid:
                gain_ducats(game, payee, paid, NEGOTIATED, "province sold back")
        elif verb == "exchange":
            return_provinces(game, [name, other], NEGOTIATED)
        elif verb == "liberate":
            cede(game, name, other, NEGOTIATED)
            ceded.append(name)
    settle_areas(game, ceded)


def offer_label(state: State, option: str, name: str, bargain: Mapping[str, Any]) -> str:
    occupier, owner = parties(state, name, bargain["victor"], bargain["beaten"])
    verb, _, other = option.partition(":")
    return {
        "keep": f"{occupier} keeps {name}",
        "return": f"{occupier} gives {name} back to {owner} for {other} ducats",
        "exchange": f"Exchange {name} for {other} (both go back)",
        "liberate": f"Liberate {name} to {other} (no prestige)",
    }[verb]


def summary(state: State, choices: Mapping[str, str], victor: str, loser: str) -> str:
    """The bargain in a few words, for the answer (what is kept goes unsaid)."""
    parts: list[str] = []
    for name, choice in sorted(choices.items()):
        verb, _, other = choice.partition(":")
        if verb == "return":
            owner = parties(state, name, victor, loser)[1]
            parts.append(f"{name} back to {owner} for {other} ducats")
        elif verb == "exchange":
            parts.append(f"{name} and {other} exchanged")
        elif verb == "liberate":
            parts.append(f"{name} liberated to {other}")
    return "; ".join(parts) if parts else "every occupied province kept"
