"""eotma's research encoding: the catalogue holds every action random play meets, and every
observation stays within its bounds."""

from __future__ import annotations

import numpy as np
import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Observation, RandomAgent
from hegemon.games.eotma.encoding import GOLD_AMOUNTS, EotmaEncoding
from hegemon.games.eotma.rules.bases import near
from hegemon.rl.encoding import load_encoding


def test_the_catalogue_enumerates_the_content() -> None:
    """Conquest and pillage per neighbouring pair, diplomacy per (court, other area), the
    domestic endeavours, claims, reductions to 0 and 2, ties, the answers with their gold."""
    rules = rules_registry.load("eotma")
    geography = rules.content.geography  # type: ignore[attr-defined]
    lands = len(geography.land)
    neighbours = sum(len(near(geography, name)) for name in geography.land)
    encoding = load_encoding(rules, "millennium", ["france", "england"])
    endeavours = 2 * neighbours + lands * (lands - 1) + 2 * lands
    menu = 1 + lands + 2 * lands + lands + 1
    answers = 2 + 2 * GOLD_AMOUNTS + 2 + 2 + 3 * lands + lands + lands + 1
    assert encoding.action_count == endeavours + menu + answers
    assert encoding.game.actions[0] == ("endeavour", ("conquest", "Wessex", "Mercia"))
    assert encoding.game.actions[-1] == ("stop_taxing", None)


@pytest.mark.parametrize(("scenario", "games"), [("millennium", 20), ("reconquista", 20)])
def test_random_play_never_meets_an_action_outside_the_catalogue(scenario: str, games: int) -> None:
    rules = rules_registry.load("eotma")
    for seed in range(games):
        game = rules.setup(scenario, seed)
        seats = game.state["meta"]["seats"]
        encoding = load_encoding(rules, scenario, seats)
        agent = RandomAgent(seed)
        decision = game.decision()
        while decision is not None:
            assert encoding.outside(decision) == []
            legal = encoding.legal(decision)
            assert len(legal) == len(decision.actions)
            game.apply(decision.seat, agent.choose(Observation(rules, game.state, decision)))
            decision = game.decision()


def test_every_observation_of_a_game_lies_in_minus_one_to_one() -> None:
    rules = rules_registry.load("eotma")
    game = rules.setup("millennium", 7)
    seats = game.state["meta"]["seats"]
    encoding = load_encoding(rules, "millennium", seats)
    agent = RandomAgent(7)
    decision = game.decision()
    lowest, highest = 0.0, 0.0
    while decision is not None:
        observation = encoding.observation(
            rules.view(game.state, decision.seat), decision.seat, decision
        )
        lowest, highest = min(lowest, observation.min()), max(highest, observation.max())
        game.apply(decision.seat, agent.choose(Observation(rules, game.state, decision)))
        decision = game.decision()
    assert lowest >= -1.0 and highest == 1.0


def test_the_layout_adds_up_to_the_observation() -> None:
    rules = rules_registry.load("eotma")
    encoding = load_encoding(rules, "millennium", ["france", "england", "leon"])
    game = encoding.game
    assert isinstance(game, EotmaEncoding)
    assert [block.name for block in game.blocks] == [
        "areas", "empires", "round", "turn", "played", "discard", "decision",
    ]  # fmt: skip
    assert sum(block.length for block in game.blocks) == game.size
    assert encoding.observation_size == game.size + len(encoding.points) + 1
    assert game.area_width == 5 * 3 + 2 + 7


def _features(state: dict[str, object], seat: str) -> tuple[EotmaEncoding, np.ndarray]:
    rules = rules_registry.load("eotma")
    encoding = load_encoding(rules, "millennium", ["france", "england"])
    game = encoding.game
    assert isinstance(game, EotmaEncoding)
    out = np.zeros(game.size, dtype=np.float32)
    game.features(rules.view(state, seat), seat, None, out)
    return game, out


def test_conquest_markers_of_one_seat_from_two_bases_add_up() -> None:
    """England holds markers on Champagne from two of its bases, 1 and 2: France sees 3 / 10
    in England's slot (slot 1) of Champagne's markers."""
    state = rules_registry.load("eotma").setup("millennium", 1, ["france", "england"]).state
    state["areas"]["Champagne"]["partial_conquest"] = {
        "Flanders": {"seat": "england", "count": 1},
        "Lorraine": {"seat": "england", "count": 2},
    }
    game, out = _features(state, "france")
    partial = 2 + 1 + 2 + 5  # holder slots, independent, magnates; then social .. unrest
    index = game.land["Champagne"] * game.area_width + partial + 1
    assert out[index] == pytest.approx(0.3)


def test_discarded_copies_of_an_event_count_against_its_copies() -> None:
    """Two of plague's three copies discarded: 2 / 3 in plague's discard entry."""
    state = rules_registry.load("eotma").setup("millennium", 1, ["france", "england"]).state
    state["events"]["discard"] = ["plague", "plague#2"]
    game, out = _features(state, "france")
    assert out[game.starts["discard"] + game.event_ids["plague"]] == pytest.approx(2 / 3)
