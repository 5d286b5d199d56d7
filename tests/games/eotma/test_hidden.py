"""No view shows a seat what the rules keep from it: the year-card deck, every year-card
hand (face down even to its holder, interpretation:EOTMA-3) and the event deck's order.

A view must not change when those secrets change, at any point of a game; the secrets
are listed here from the rules, not taken from the module's own declarations."""

from __future__ import annotations

import random
from typing import Any

from hegemon.engine.match import Match
from hegemon.engine.serial import clone
from hegemon.games.eotma.module import RULES


def _with_other_secrets(state: dict[str, Any]) -> dict[str, Any]:
    changed = clone(state)
    cards = changed["year_cards"]
    cards["deck"] = ["not", "the", "deck"]
    cards["hands"] = {seat: [f"secret of {seat}"] for seat in cards["hands"]}
    changed["events"]["deck"] = [*reversed(changed["events"]["deck"]), "not an event"]
    return changed


def test_no_view_changes_when_the_secrets_change_at_any_point_of_a_game() -> None:
    match = Match.new(RULES, "millennium", 7)
    chooser = random.Random(7)
    checked = 0
    for step in range(400):
        if step % 25 == 0:
            changed = _with_other_secrets(match.state)
            for seat in [*match.meta["seats"], None]:
                assert RULES.view(changed, seat) == RULES.view(match.state, seat), seat
            checked += 1
        decision = match.decision()
        if decision is None:
            break
        match.apply(decision.seat, chooser.choice(decision.actions))
    assert checked >= 2
