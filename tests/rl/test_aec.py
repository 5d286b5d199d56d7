"""The PettingZoo AEC environment: PettingZoo's own API test, rewards, illegal actions,
render."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from hegemon.engine.decision import IllegalAction
from hegemon.engine.flow import Procedures
from hegemon.engine.match import Match
from hegemon.engine.serial import clone
from hegemon.rl import NotEncoded, aec_env
from hegemon.rl.encoding import load_encoding
from hegemon.rl.table import SHAPING_SCALE
from tests.engine.bare_rules import bare_rules
from tests.rl.helpers import masked_choice, play_out


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("scenario", ["millennium", "reconquista"])
def test_pettingzoo_api_test_passes(scenario: str) -> None:
    """Enough cycles to play a whole game, so the end of a game is checked too."""
    api_test(aec_env("eotma", scenario=scenario, seed=3), num_cycles=200)


def test_the_agents_are_the_scenario_seats_and_the_first_to_decide_is_selected() -> None:
    env = aec_env("eotma", scenario="millennium", seed=3)
    env.reset()
    first = Match.new("eotma", "millennium", 3).decision()
    assert first is not None
    assert env.possible_agents == ["france", "england", "leon", "empire", "byzantium", "denmark"]
    assert env.agent_selection == first.seat


def test_the_only_winner_gets_one_and_every_other_seat_minus_one() -> None:
    env = aec_env("eotma", scenario="millennium", seed=5)
    env.reset()
    seen = play_out(env, policy_seed=1)
    outcome = env.table.current.outcome
    assert outcome is not None and len(outcome.winners) == 1
    totals = {agent: 0.0 for agent in env.possible_agents}
    for agent, _, reward in seen:
        totals[agent] += reward
    assert totals == {
        agent: 1.0 if agent in outcome.winners else -1.0 for agent in env.possible_agents
    }


def test_shaping_adds_the_change_of_the_score_margin() -> None:
    """Shaping telescopes: a seat's rewards add up to the outcome's reward plus its final
    margin (its score less the best other score) less its first, over the scale."""
    env = aec_env("eotma", scenario="millennium", seed=5, shaping=True)
    env.reset()
    rules = env.table.rules
    first = rules.scores(env.table.state)
    seen = play_out(env, policy_seed=1)
    outcome = env.table.current.outcome
    assert outcome is not None
    last = outcome.scores

    def margin(scores: dict[str, int], seat: str) -> int:
        return scores[seat] - max(score for other, score in scores.items() if other != seat)

    for agent in env.possible_agents:
        total = sum(reward for seen_agent, _, reward in seen if seen_agent == agent)
        final = 1.0 if agent in outcome.winners else -1.0
        expected = final + (margin(last, agent) - margin(first, agent)) / SHAPING_SCALE
        assert total == pytest.approx(expected)


def test_an_action_outside_the_mask_raises_and_changes_nothing() -> None:
    env = aec_env("eotma", scenario="millennium", seed=3)
    env.reset()
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.table.state_hash()
    with pytest.raises(IllegalAction, match=f"action {illegal} is not legal for {agent}"):
        env.step(illegal)
    assert env.table.state_hash() == before
    assert env.agent_selection == agent


def test_a_seat_not_asked_sees_an_empty_mask() -> None:
    env = aec_env("eotma", scenario="millennium", seed=3)
    env.reset()
    other = next(agent for agent in env.agents if agent != env.agent_selection)
    observation = env.observe(other)
    assert observation["action_mask"].sum() == 0
    assert observation["observation"][-1] == 0.0


def test_render_ansi_shows_the_board_and_who_decides() -> None:
    env = aec_env("eotma", scenario="millennium", seed=3, render_mode="ansi")
    env.reset()
    text = env.render()
    decision = env.table.decision()
    assert decision is not None and isinstance(text, str)
    point = f"{decision.procedure}.{decision.step}"
    assert text.splitlines()[-1] == f"{decision.seat} to decide ({point})"
    assert text.splitlines()[:-1] == env.table.rules.describe(env.table.state, None)


def test_an_unknown_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="render_mode is one of ansi, human, not 'rgb_array'"):
        aec_env("eotma", render_mode="rgb_array")


def test_a_game_without_an_encoding_says_what_is_missing() -> None:
    with pytest.raises(NotEncoded, match=r"bare has no research encoding: hegemon\.games\.bare"):
        load_encoding(bare_rules(Procedures()), "any", ())


def test_a_state_put_in_place_of_the_game_is_asked_again() -> None:
    """A tool or test may replace the match's state (then refresh the game): the table's
    pending decision, choice and mask are those of the new state, not kept from the old."""
    first, second = aec_env("eotma", seed=1), aec_env("eotma", seed=2)
    first.reset()
    second.reset()
    generator = np.random.default_rng(0)
    for _ in range(7):
        second.step(masked_choice(generator, second.observe(second.agent_selection)["action_mask"]))
    seat = first.agent_selection
    first.observe(seat)
    assert first.table.decision() != second.table.decision()
    game = first.table.current.game
    game.state = clone(second.table.state)
    game.refresh()
    assert first.table.decision() == second.table.decision()
    asked = second.agent_selection
    assert np.array_equal(first.table.mask(asked), second.table.mask(asked))
