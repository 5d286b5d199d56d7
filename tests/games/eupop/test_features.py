"""eupop's observation features (hegemon.games.eupop.features): each entry where the layout
says, seats relative to the observing seat, every value within [-1, 1], and nothing read
from what a view hides."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
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


def test_features_that_saw_two_games_and_every_seat_write_what_new_features_write() -> None:
    """Two games played in turns, each step observed by every seat through one
    :class:`ViewFeatures`; every seventh step each vector is checked against a new one's."""
    kept = _features()
    games = [Match.new(RULES, SIX, seed, list(SIX_SEATS)) for seed in (3, 4)]
    choosers = [random.Random(3), random.Random(4)]
    checked = 0
    for step in range(420):
        match, chooser = games[step % 2], choosers[step % 2]
        decision = match.decision()
        assert decision is not None
        for seat in SIX_SEATS:
            seen = _vector(kept, match.state, seat)
            if step % 7 == 0:
                assert seen.tobytes() == _vector(_features(), match.state, seat).tobytes()
                checked += 1
        match.game.apply(decision.seat, chooser.choice(decision.actions))
    assert checked == 360


def test_features_of_a_game_with_bots_write_what_new_features_write() -> None:
    """Margrave with Bot seats (their decks hidden), observed by the player's seat and a
    Bot's seat in turns."""
    seats = ["brandenburg"]
    kept = _features("margrave")
    match = Match.new(RULES, "margrave", 6, seats)
    chooser = random.Random(6)
    checked = 0
    for step in range(200):
        decision = match.decision()
        assert decision is not None
        seat = ("brandenburg", "austria")[step % 2]
        seen = _vector(kept, match.state, seat)
        if step % 5 == 0:
            assert seen.tobytes() == _vector(_features("margrave"), match.state, seat).tobytes()
            checked += 1
        match.game.apply(decision.seat, chooser.choice(decision.actions))
    assert checked == 40


Mutation = Callable[[State], None]


def _nothing(state: State) -> None:
    pass


def _open_war_list(state: State) -> None:
    state["at_war_with"]["england"] = []


def _focus_next_round(state: State) -> None:
    state["players"]["france"]["national_focus"] = 2


def _religion_slot(state: State) -> dict[str, Any]:
    slots: dict[str, Any] = state["map"]["religion_slots"]
    return slots[RULES.content.geography.areas["Bourgogne"].religion_slot]


@dataclass(frozen=True)
class InPlace:
    """A change made in place to a state (after a preparation) and the entry of France's
    vector it shows in (a function of the features), before and after."""

    prepare: Mutation
    change: Mutation
    entry: Callable[[ViewFeatures], int]
    before: float
    after: float


IN_PLACE = {
    "a claim added to an area's list": InPlace(
        _nothing,
        lambda state: state["map"]["areas"]["Bourgogne"]["claims"].append("england"),
        lambda features: features.index("areas", "claim", "Bourgogne", 1),
        0.0,
        1.0,
    ),
    "imperial influence placed in an area": InPlace(
        _nothing,
        lambda state: state["hre"]["imperial_influence"].update(Bourgogne=1),
        lambda features: features.index("areas", "imperial_influence", "Bourgogne"),
        0.0,
        1 / 5,
    ),
    "an area's religion slot turned protestant": InPlace(
        _nothing,
        lambda state: _religion_slot(state).update(religion="protestant"),
        lambda features: features.index(
            "areas", "religion", "Bourgogne", features.religion_index["protestant"]
        ),
        0.0,
        1.0,
    ),
    "a province occupied": InPlace(
        _nothing,
        lambda state: state["map"]["provinces"]["Paris"].update(occupier="england"),
        lambda features: features.index("provinces", "occupier", "Paris", 1),
        0.0,
        1.0,
    ),
    "an enemy added to a realm's list": InPlace(
        _open_war_list,
        lambda state: state["at_war_with"]["england"].append("castile"),
        lambda features: features.index("realms", "at_war", "england", 5),
        0.0,
        1.0,
    ),
    "an active ally added to the seat's own list": InPlace(
        _nothing,
        lambda state: state["realms"]["france"]["active_allies"].append("scotland"),
        lambda features: features.index("realms", "active_ally", "scotland", 0),
        0.0,
        1.0,
    ),
    "a province added to a realm's": InPlace(
        _nothing,
        lambda state: state["owned"]["england"].append("Paris"),
        lambda features: features.index("realms", "provinces", "england"),
        5 / 40,
        6 / 40,
    ),
    "a vassal made": InPlace(
        _nothing,
        lambda state: state["vassals"].update(england=["scotland"]),
        lambda features: features.index("realms", "vassals", "england"),
        0.0,
        1 / COUNT_SCALE,
    ),
    "ducats gained": InPlace(
        _nothing,
        lambda state: state["players"]["france"].update(ducats=25),
        lambda features: features.index("seats", "ducats", 0),
        10 / DUCAT_SCALE,
        25 / DUCAT_SCALE,
    ),
    "the round the national focus changed in": InPlace(
        _focus_next_round,
        lambda state: state["round"].update(number=2),
        lambda features: features.index("seats", "focus_changed", 0),
        0.0,
        1.0,
    ),
    "a card drawn into the own hand": InPlace(
        _nothing,
        lambda state: state["players"]["france"]["hand"].append("a1_tax_reform"),
        lambda features: features.index("hand", "size"),
        0.0,
        1 / COUNT_SCALE,
    ),
    "an army marched": InPlace(
        _nothing,
        lambda state: state["forces"]["f003"].update(where="Bourgogne"),
        lambda features: features.index("forces", "where", 2, features.spaces["Bourgogne"]),
        0.0,
        1.0,
    ),
}


@pytest.mark.parametrize("name", list(IN_PLACE))
def test_a_change_made_in_place_shows_in_the_next_vector(name: str) -> None:
    """The features have written France's and England's vectors; a record of the state is
    then changed in place (a view shares it): France's next vector shows the change at its
    entry, and is the vector new features write."""
    case = IN_PLACE[name]
    features = _features()
    state = _setup()
    case.prepare(state)
    entry = case.entry(features)
    before = _vector(features, state, "france")
    _vector(features, state, "england")
    case.change(state)
    after = _vector(features, state, "france")
    assert (before[entry], after[entry]) == (np.float32(case.before), np.float32(case.after))
    assert after.tobytes() == _vector(_features(), state, "france").tobytes()


def test_another_seats_hand_changed_in_place_changes_nothing_but_its_own_hand() -> None:
    """England draws a card, hidden from France: France's next vector is the one before;
    England's shows the card."""
    features = _features()
    state = _setup()
    before = _vector(features, state, "france")
    _vector(features, state, "england")
    state["players"]["england"]["hand"].append("a1_tax_reform")
    assert _vector(features, state, "france").tobytes() == before.tobytes()
    assert _vector(features, state, "england")[features.index("hand", "size")] == np.float32(0.1)
