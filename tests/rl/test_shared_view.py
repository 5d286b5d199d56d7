"""The view the research environments read (``RulesModule.shared_view``) equals the view a
player is given (``RulesModule.view``), for every seat and the spectator, at every decision
of random games of both shipped games, and reading it leaves the state as it was."""

from __future__ import annotations

import random

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.flow import SEALED
from hegemon.engine.serial import clone, state_hash

GAMES = ("eotma", "eupop")


@pytest.mark.parametrize("game", GAMES)
def test_the_shared_view_equals_the_view_at_every_decision_of_random_games(game: str) -> None:
    rules = rules_registry.load(game)
    chooser = random.Random(3)
    compared = 0
    for seed in range(3):
        played = rules.setup(seed=seed)
        seats: list[str | None] = [*played.state["meta"]["seats"], None]
        for _ in range(150):
            decision = played.decision()
            if decision is None:
                break
            before = state_hash(played.state)
            for seat in seats:
                assert rules.shared_view(played.state, seat) == rules.view(played.state, seat)
                compared += 1
            assert state_hash(played.state) == before
            played.apply(decision.seat, chooser.choice(decision.actions))
        state = played.state
        for seat in seats:
            assert rules.shared_view(state, seat) == rules.view(state, seat)
    assert compared > 1000


def test_the_shared_view_hides_sealed_data_and_copies_only_what_it_changes() -> None:
    """Sealed frame data and a sealed result, each seen by its own seat only; the parts of
    the state with nothing hidden are the state's own, the changed ones copies."""
    rules = rules_registry.load("eotma")
    state = rules.setup(seed=1).state
    sealed = {"england": 3, "france": 4}
    state["stack"].append(
        {"procedure": "p", "step": "s", "local": {SEALED: dict(sealed), "result": {SEALED: {}}}}
    )
    state["stack"][-1]["local"]["result"][SEALED] = dict(sealed)
    original = clone(state)
    for seat in ("england", "france", "leon", None):
        shared = rules.shared_view(state, seat)
        assert shared == rules.view(state, seat)
        assert shared["stack"][-1]["local"][SEALED] == {
            name: value if name == seat else "hidden" for name, value in sealed.items()
        }
        assert shared["areas"] is state["areas"]
        assert shared["year_cards"] is not state["year_cards"]
        assert shared["year_cards"]["deck"] == "hidden"
        assert "rng" not in shared and "seed" not in shared["meta"]
    assert state == original
