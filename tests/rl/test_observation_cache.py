"""eotma's encoding keeps what it last encoded and encodes again only what changed: an
encoding that has seen other views (other games, other seats, records changed in place)
writes exactly what a new encoding writes."""

from __future__ import annotations

import numpy as np

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Observation, RandomAgent
from hegemon.games.eotma.encoding import EotmaEncoding
from hegemon.rl.encoding import Encoding, load_encoding

SEATS = ["france", "england", "leon", "empire", "byzantium", "denmark"]


def _fresh(seats: list[str]) -> Encoding:
    return load_encoding(rules_registry.load("eotma"), "millennium", seats)


def test_an_encoding_that_saw_two_games_and_every_seat_writes_what_a_new_one_writes() -> None:
    """Two games played in turns, each step observed by every seat through one encoding;
    every fifth step each observation is checked against a new encoding's."""
    rules = rules_registry.load("eotma")
    games = [rules.setup("millennium", seed) for seed in (3, 4)]
    agents = [RandomAgent(3), RandomAgent(4)]
    kept = _fresh(SEATS)
    checked = 0
    for step in range(300):
        game, agent = games[step % 2], agents[step % 2]
        decision = game.decision()
        if decision is None:
            continue
        for seat in SEATS:
            view = rules.shared_view(game.state, seat)
            seen = kept.observation(view, seat, decision)
            if step % 5 == 0:
                assert seen.tobytes() == _fresh(SEATS).observation(view, seat, decision).tobytes()
                checked += 1
        game.apply(decision.seat, agent.choose(Observation(rules, game.state, decision)))
    assert checked == 360


def test_a_tie_added_in_place_to_an_area_record_is_seen() -> None:
    """France has observed Champagne without ties; England's tie is appended to the same
    list: France's next observation marks it in England's slot (1) of Champagne's ties."""
    rules = rules_registry.load("eotma")
    state = rules.setup("millennium", 1, SEATS).state
    kept = _fresh(SEATS)
    game = kept.game
    assert isinstance(game, EotmaEncoding)
    index = game.land["Champagne"] * game.area_width + game.columns.ties + 1
    before = kept.observation(rules.shared_view(state, "france"), "france", None)
    state["areas"]["Champagne"]["ties"].append("england")
    after = kept.observation(rules.shared_view(state, "france"), "france", None)
    assert (before[index], after[index]) == (0.0, 1.0)
    expected = _fresh(SEATS).observation(rules.shared_view(state, "france"), "france", None)
    assert after.tobytes() == expected.tobytes()


def test_a_court_moved_in_place_is_seen() -> None:
    """England's court moves from its place to Mercia in its own record: England's next
    observation marks Mercia's court entry of slot 0 and no longer the old one."""
    rules = rules_registry.load("eotma")
    state = rules.setup("millennium", 1, SEATS).state
    kept = _fresh(SEATS)
    game = kept.game
    assert isinstance(game, EotmaEncoding)
    old_court = state["empires"]["england"]["court"]
    assert old_court != "Mercia"
    entry = {
        name: game.land[name] * game.area_width + game.columns.courts
        for name in (old_court, "Mercia")
    }
    before = kept.observation(rules.shared_view(state, "england"), "england", None)
    state["empires"]["england"]["court"] = "Mercia"
    after = kept.observation(rules.shared_view(state, "england"), "england", None)
    assert (before[entry[old_court]], before[entry["Mercia"]]) == (1.0, 0.0)
    assert (after[entry[old_court]], after[entry["Mercia"]]) == (0.0, 1.0)
    expected = _fresh(SEATS).observation(rules.shared_view(state, "england"), "england", None)
    assert after.tobytes() == expected.tobytes()


def test_the_mask_marks_exactly_the_legal_actions() -> None:
    rules = rules_registry.load("eotma")
    game = rules.setup("millennium", 2, SEATS)
    decision = game.decision()
    assert decision is not None
    encoding = _fresh(SEATS)
    legal = encoding.legal(decision)
    mask = encoding.mask(legal)
    assert mask.dtype == np.int8 and mask.shape == (encoding.action_count,)
    assert sorted(np.flatnonzero(mask).tolist()) == sorted(legal)
