"""eupop's research encoding (docs/rl.md "eupop"): its actions spelled as tokens, every
option of random games reachable and none outside the vocabulary, the environments' API
checks, determinism, and observations built from the seat's view alone."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision
from hegemon.games.eupop.content.synthetic import SCENARIO as FULL_SCALE
from hegemon.games.eupop.content.synthetic import synthetic_content
from hegemon.games.eupop.encoding import VERBS, encoding
from hegemon.games.eupop.features import force_order
from hegemon.games.eupop.module import build
from hegemon.rl import aec_env, gym_env
from hegemon.rl.encoding import Choice
from hegemon.rl.table import Table
from hegemon.rl.tokens import TokenEncoding
from tests.rl.helpers import masked_choice

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ("margrave", "crowns_of_the_west", "six_crowns")


def test_the_verbs_are_every_documented_verb() -> None:
    text = (ROOT / "docs" / "verbs-and-log-eupop.md").read_text("utf-8")
    body = text.split("\n## Verbs\n", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", body, re.MULTILINE))
    assert sorted(VERBS) == sorted(documented)


def test_actions_are_spelled_from_the_seat_view() -> None:
    rules = rules_registry.load("eupop")
    table = Table(rules, "six_crowns")
    table.new_game(1)
    view = table.view("france")
    rows = force_order(view)
    game = encoding(rules, "six_crowns", table.players)
    spelled = game.spell(
        view,
        [
            Action("move_to", ("Bohmen", "pay_ducats", False)),
            Action("focus_discard", "a1_integrate_area#2"),
            Action("land_activation", ("move", rows[2], "")),
            Action("lose_ship", f"{rows[3]}/light_ship"),
            Action("spread_religion", "Languedoc/Aragon"),
            Action("influence_place", "cardinal:0"),
            Action("deal_amount", 7),
            Action("declare_war", ("austria", None)),
            Action("pass"),
        ],
    )
    assert spelled == [
        ("move_to", "Bohmen", "pay_ducats", "<no>"),
        ("focus_discard", "a1_integrate_area#2"),
        ("land_activation", "move", "<force 2>", "<empty>"),
        ("lose_ship", "<force 3>", "light_ship"),
        ("spread_religion", "Languedoc", "Aragon"),
        ("influence_place", "cardinal", "0"),
        ("deal_amount", "7"),
        ("declare_war", "austria", "<none>"),
        ("pass",),
    ]


def _reachable(encoding: TokenEncoding, choice: Choice, decision: Decision) -> list[Action]:
    found: list[Action] = []
    for index in choice.options:
        outcome = encoding.take(choice, index, decision)
        if isinstance(outcome, Action):
            found.append(outcome)
        else:
            found.extend(_reachable(encoding, outcome, decision))
    return found


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_random_games_offer_every_option_once_and_no_word_outside_the_vocabulary(
    scenario: str,
) -> None:
    """Every legal action is reachable by exactly one path of choices (no two are spelled
    alike: copies of a card are tokens of their own), and no step offers an ``<other k>``
    slot."""
    env = aec_env("eupop", scenario=scenario, seed=0)
    table = env.table
    encoding = table.encoding
    assert isinstance(encoding, TokenEncoding)
    others = {index for index, token in enumerate(encoding.tokens) if token.startswith("<other")}
    decisions = 0
    for seed in (5, 6):
        env.reset(seed=seed)
        generator = np.random.default_rng(seed)
        answered = -1
        while not table.over:
            decision = table.decision()
            assert decision is not None
            choice = table.choice()
            assert choice is not None
            if len(table.current.history) != answered:  # the first step of a decision
                answered = len(table.current.history)
                decisions += 1
                reachable = _reachable(encoding, choice, decision)
                assert sorted(reachable, key=repr) == sorted(decision.actions, key=repr)
            mask = table.mask(decision.seat)
            assert not others & set(np.flatnonzero(mask).tolist())
            table.play(decision.seat, masked_choice(generator, mask))
    assert decisions > 300
    assert encoding.merged == 0


@pytest.mark.parametrize("scenario", ["margrave", "six_crowns"])
def test_pettingzoo_api_test_passes(scenario: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(aec_env("eupop", scenario=scenario, seed=3), num_cycles=200)


def test_gymnasium_check_env_passes() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(gym_env("eupop", scenario="crowns_of_the_west", seed=1), skip_render_check=True)


def test_a_partial_choice_keeps_the_seat_asked_and_changes_nothing_in_the_game() -> None:
    env = aec_env("eupop", scenario="six_crowns", seed=2)
    env.reset()
    table = env.table
    generator = np.random.default_rng(1)
    while True:  # to a step of a decision that is not its last
        decision = table.decision()
        choice = table.choice()
        assert decision is not None and choice is not None
        index = masked_choice(generator, table.mask(decision.seat))
        if isinstance(table.encoding.take(choice, index, decision), Choice):
            break
        env.step(index)
    before = table.state_hash()
    env.step(index)
    after = table.choice()
    assert after is not None and after.chosen[-1] == index
    assert env.agent_selection == decision.seat and table.decision() == decision
    assert table.state_hash() == before and env.rewards[decision.seat] == 0.0
    chosen = env.observe(decision.seat)["observation"][-table.encoding.action_count :]
    assert np.flatnonzero(chosen).tolist() == sorted(after.chosen)


def test_the_encoding_scales_to_the_official_map() -> None:
    """On the synthetic pack of 418 provinces the vocabulary holds every name and a random
    game's first decisions are offered whole."""
    rules = build(synthetic_content(1))
    env = aec_env(rules, scenario=FULL_SCALE, seed=1)
    env.reset()
    encoding = env.table.encoding
    assert isinstance(encoding, TokenEncoding)
    assert len(rules.content.geography.provinces) == 418
    assert set(rules.content.geography.provinces) <= set(encoding.tokens)
    generator = np.random.default_rng(3)
    for _ in range(300):
        observation = env.observe(env.agent_selection)
        assert observation["observation"].shape == (encoding.observation_size,)
        env.step(masked_choice(generator, observation["action_mask"]))


def test_the_context_marks_the_names_the_asking_procedure_holds() -> None:
    rules = rules_registry.load("eupop")
    table = Table(rules, "six_crowns")
    table.new_game(1)
    game = encoding(rules, "six_crowns", table.players)
    view = dict(table.view("france"))
    first_force = force_order(view)[0]
    view["stack"] = [
        {"procedure": "round", "step": "after_phase", "local": {"phase": 2}, "then": None},
        {
            "procedure": "battle",
            "step": "ask_retreat",
            "local": {
                "area": "Bohmen",
                "sides": {"austria": [first_force], "poland": []},
                "siege": True,
                "odds": [3, "a1_development#2"],
            },
            "then": None,
        },
    ]
    decision = Decision(
        "france", "retreat?", (Action("retreat", "Bayern"),), "battle", "ask_retreat"
    )
    out = np.zeros(game.size, dtype=np.float32)
    game.features(view, "france", decision, out)
    context = out[game.view_features.size :]
    marked = {game.vocabulary[number] for number in np.flatnonzero(context)}
    assert marked == {"Bohmen", "austria", "poland", "<force 0>", "a1_development#2"}
    unasked = np.zeros(game.size, dtype=np.float32)
    game.features(view, "france", None, unasked)
    assert not unasked[game.view_features.size :].any()
