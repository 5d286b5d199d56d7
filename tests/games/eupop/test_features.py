"""eupop's observation features (hegemon.games.eupop.features): each entry where the layout
says, seats relative to the observing seat, every value within [-1, 1], and nothing read
from what a view hides."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from hegemon.engine.match import Match
from hegemon.engine.secrets import scramble
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.content.synthetic import SCENARIO as FULL_SCALE
from hegemon.games.eupop.content.synthetic import synthetic_content
from hegemon.games.eupop.features import FORCE_SLOTS, ViewFeatures, force_order
from hegemon.games.eupop.features_blocks import COUNT_SCALE, DUCAT_SCALE, UNIT_SCALE
from hegemon.games.eupop.module import RULES

SIX = "six_crowns"
SIX_SEATS = RULES.scenario(SIX).seats
"""castile, france, england, austria, ottomans, poland."""


def _features(scenario: str = SIX) -> ViewFeatures:
    return ViewFeatures(RULES.content, scenario, RULES.scenario(scenario).seats)


def _vector(features: ViewFeatures, state: State, seat: str) -> np.ndarray[Any, Any]:
    out = np.zeros(features.size, dtype=np.float32)
    features.write(RULES.shared_view(state, seat), seat, out)
    return out


def _setup(scenario: str = SIX, seats: list[str] | None = None) -> State:
    return clone(RULES.setup(scenario, seed=1, seats=seats).state)


def _played(scenario: str, seats: list[str] | None, decisions: int, seed: int) -> Match:
    """A match after ``decisions`` random decisions (fewer if it ends first)."""
    match = Match.new(RULES, scenario, seed, seats or list(RULES.scenario(scenario).seats))
    chooser = random.Random(seed)
    for _ in range(decisions):
        decision = match.decision()
        if decision is None:
            break
        match.game.apply(decision.seat, chooser.choice(decision.actions))
    return match


def test_the_size_is_the_sum_of_the_blocks_laid_one_after_another() -> None:
    features = _features()
    assert features.size == sum(length for _, length in features.blocks)
    assert [name for name, _ in features.blocks][:3] == ["areas", "provinces", "sea_zones"]
    assert features.offset("provinces") == dict(features.blocks)["areas"]


def test_the_blocks_are_sized_from_the_content_not_the_shipped_map() -> None:
    content = synthetic_content(7)
    features = ViewFeatures(content, FULL_SCALE, tuple(content.scenarios[FULL_SCALE].player_realms))
    assert features.layout["provinces"].rows == len(content.geography.provinces)
    assert features.layout["realms"].rows == len(content.realms.realms)


def test_forces_are_ordered_by_their_number_and_cut_at_the_table_size() -> None:
    forces: dict[str, Any] = {f"f{number:03d}": {} for number in range(1, 61)} | {"f1000": {}}
    order = force_order({"forces": {"f1000": {}, "f999": {}, "f002": {}}})
    assert order == ["f002", "f999", "f1000"]
    assert force_order({"forces": forces}) == [f"f{number:03d}" for number in range(1, 49)]
    assert FORCE_SLOTS == 48


def test_a_province_of_the_observing_seat_sets_slot_0_of_its_owner() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("provinces", "owner", "Paris", 0)] == 1.0
    assert out[features.index("provinces", "owner", "Paris", 5)] == 0.0


def test_a_province_of_another_seat_sets_that_seats_relative_slot() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("provinces", "owner", "Toledo", 5)] == 1.0  # castile after poland


def test_a_province_of_a_realm_that_is_no_seat_sets_the_other_realm_entry() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("provinces", "owner", "Lisboa", len(SIX_SEATS))] == 1.0


def test_a_province_without_owner_is_vacant() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("provinces", "vacant", "Hispaniola")] == 1.0


def test_an_occupied_province_names_its_occupier() -> None:
    features = _features()
    state = _setup()
    state["map"]["provinces"]["Paris"]["occupier"] = "england"
    out = _vector(features, state, "france")
    assert out[features.index("provinces", "occupier", "Paris", 1)] == 1.0


def test_the_same_view_seen_by_two_seats_rotates_the_slots() -> None:
    features = _features()
    state = _setup()
    state["players"]["france"]["ducats"] = 25
    france = _vector(features, state, "france")
    england = _vector(features, state, "england")
    ducats = features.index("seats", "ducats", 0)
    assert france[ducats] == 25 / DUCAT_SCALE
    assert england[features.index("seats", "ducats", 5)] == 25 / DUCAT_SCALE
    block = features.layout["seats"]
    rows = france[block.start : block.start + block.length].reshape(block.rows, block.width)
    seen = england[block.start : block.start + block.length].reshape(block.rows, block.width)
    assert np.array_equal(rows, np.roll(seen, -5, axis=0))


def test_a_force_sits_at_its_force_order_row_with_its_owner_units_and_place() -> None:
    features = _features()
    state = _setup()
    out = _vector(features, state, "france")
    row = force_order(state).index("f003")  # france's army in Ile-de-France
    assert row == 2
    assert out[features.index("forces", "present", row)] == 1.0
    assert out[features.index("forces", "owner", row, 0)] == 1.0
    assert out[features.index("forces", "figure", row)] == 1.0
    infantry = features.unit_index["infantry"]
    assert out[features.index("forces", "units", row, infantry)] == np.float32(5 / UNIT_SCALE)
    place = features.spaces["Ile-de-France"]
    assert out[features.index("forces", "where", row, place)] == 1.0
    assert out[features.index("areas", "units", "Ile-de-France", 0)] == np.float32(7 / UNIT_SCALE)


def test_a_fleet_at_sea_counts_its_ships_in_the_sea_zone() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    row = 3  # f004: france's light ship in the English Channel
    assert out[features.index("forces", "naval", row)] == 1.0
    assert out[features.index("sea_zones", "ships", "English Channel", 0)] == 1 / UNIT_SCALE
    assert out[features.index("sea_zones", "ships", "English Channel", 1)] == 3 / UNIT_SCALE


def test_the_own_hand_counts_the_copies_of_a_card_together() -> None:
    features = _features()
    state = _setup()
    state["players"]["france"]["hand"] = ["a1_tax_reform", "a1_tax_reform#2", "a1_public_works"]
    out = _vector(features, state, "france")
    tax_reform = features.action_cards["a1_tax_reform"]
    public_works = features.action_cards["a1_public_works"]
    assert out[features.index("hand", "cards", 0, tax_reform)] == 1.0  # both of its 2 copies
    assert out[features.index("hand", "cards", 0, public_works)] == 1.0
    assert out[features.index("hand", "size")] == np.float32(3 / COUNT_SCALE)


def test_an_ally_that_is_no_seat_is_named_by_its_row_in_the_realms_block() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("realms", "allied", "scotland", 0)] == 1.0
    assert out[features.index("realms", "seat", "france", 0)] == 1.0
    assert out[features.index("realms", "seat", "castile", 5)] == 1.0


def test_a_war_marks_both_realms_at_war_with_each_others_slot() -> None:
    features = _features()
    state = _setup()
    state["at_war_with"] = {"england": ["france"], "france": ["england"]}
    out = _vector(features, state, "france")
    assert out[features.index("realms", "at_war", "england", 0)] == 1.0
    assert out[features.index("realms", "at_war", "france", 1)] == 1.0


def test_the_round_starts_in_the_draw_cards_phase() -> None:
    features = _features()
    out = _vector(features, _setup(), "france")
    assert out[features.index("round", "phase", 0, features.phase_index["draw_cards"])] == 1.0
    assert out[features.index("round", "first_player", 0, 5)] == 1.0  # castile


def test_a_bot_seat_shows_its_bot_mat_in_its_slot() -> None:
    features = _features("margrave")
    out = _vector(features, _setup("margrave", ["brandenburg"]), "brandenburg")
    assert out[features.index("seats", "present", 0)] == 1.0
    assert out[features.index("seats", "bot", 1)] == 1.0  # austria
    assert out[features.index("seats", "present", 1)] == 0.0


@pytest.mark.parametrize(
    ("scenario", "seats"),
    [("crowns_of_the_west", None), (SIX, None), ("margrave", ["brandenburg"])],
)
def test_every_value_stays_within_minus_one_and_one_in_play(
    scenario: str, seats: list[str] | None
) -> None:
    features = _features(scenario)
    match = Match.new(RULES, scenario, 5, seats or list(RULES.scenario(scenario).seats))
    chooser = random.Random(5)
    outside = []
    for number in range(300):
        decision = match.decision()
        if decision is None:
            break
        match.game.apply(decision.seat, chooser.choice(decision.actions))
        if number % 10 == 0:
            for seat in features.seats:
                out = _vector(features, match.state, seat)
                if not (np.all(out >= -1.0) and np.all(out <= 1.0)):
                    outside.append((number, seat))
    assert outside == []


def _hidden_changed(state: State, seat: str) -> State:
    """A copy of ``state`` with everything hidden from ``seat`` changed: the other seats'
    hands and the decks drawn from replaced by other cards, the Bots' decks reversed, and
    the events drawn face down replaced by other events."""
    changed = scramble(RULES, state, seat, seed=9)
    decks = changed["decks"]
    cards = [card.id for card in RULES.content.actions.cards]
    decks["actions"] = {power: list(reversed(cards)) for power in decks["actions"]}
    decks["events"] = list(reversed(decks["events"]))
    decks["trade"] = decks["trade"][1:]
    decks["missions"] = []
    events = [card.id for card in RULES.content.events.events]
    decks["events_face_down"] = events[::-1][: len(decks["events_face_down"])]
    for name, mat in changed["players"].items():
        if name != seat:
            mat["hand"] = cards[: len(mat["hand"]) + 2]
    for mat in changed["bots"].values():
        mat["deck"] = list(reversed(mat["deck"]))
    return changed


@pytest.mark.parametrize(
    ("scenario", "seats", "seat"),
    [(SIX, None, "france"), ("margrave", ["brandenburg"], "brandenburg")],
)
def test_the_vector_is_the_same_whatever_is_hidden(
    scenario: str, seats: list[str] | None, seat: str
) -> None:
    features = _features(scenario)
    match = _played(scenario, seats, 120, seed=2)
    state = match.state
    others = [mat["hand"] for name, mat in state["players"].items() if name != seat]
    assert any(others) or all(mat["deck"] for mat in state["bots"].values())
    changed = _hidden_changed(state, seat)
    assert changed["decks"] != state["decks"]
    assert np.array_equal(_vector(features, changed, seat), _vector(features, state, seat))
