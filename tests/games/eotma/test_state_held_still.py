"""The turn menu finds each seat's areas once while the state is held still
(world/layout.py ``state_held_still``); outside it, or for another state, every question is
answered afresh."""

from __future__ import annotations

from hegemon.engine.serial import clone
from hegemon.games.eotma.world.layout import area, owned_areas, state_held_still, tied_areas
from tests.games.eotma.helpers import content, new_game


def _somebody_elses(state: dict[str, object], seat: str) -> str:
    return next(name for name in content().geography.land if area(state, name)["owner"] != seat)


def test_held_still_the_answer_is_found_once_and_afterwards_afresh() -> None:
    state = new_game().state
    geography = content().geography
    seat = state["meta"]["seats"][0]
    before = owned_areas(state, geography, seat)
    taken = _somebody_elses(state, seat)
    with state_held_still(state):
        assert owned_areas(state, geography, seat) == before
        area(state, taken)["owner"] = seat  # breaking the promise shows the memory
        assert owned_areas(state, geography, seat) == before
    assert owned_areas(state, geography, seat) == sorted(
        [*before, taken], key=geography.order.__getitem__
    )


def test_held_still_another_state_is_answered_from_itself() -> None:
    state = new_game().state
    geography = content().geography
    seat = state["meta"]["seats"][0]
    other = clone(state)
    tied = _somebody_elses(other, seat)
    area(other, tied)["ties"].append(seat)
    with state_held_still(state):
        assert tied_areas(state, geography, seat) == []
        assert tied_areas(other, geography, seat) == [tied]
