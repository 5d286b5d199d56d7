"""Every eupop situation starts from a state the rules could have reached: what a file
sets (war records with their at-war-with index, forces, occupiers) keeps every invariant."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.situations import load, write_path
from hegemon.games.eupop.module import RULES

FOLDER = Path(__file__).resolve().parents[2] / "situations" / "eupop"


def _set_up(file: Path) -> Game:
    """The case's game on the case's content, with what the case sets."""
    situation = load(file)
    rules = RULES.with_content(dict(situation.content))
    game = rules.setup(situation.scenario, situation.seed, situation.seats, situation.options)
    for path, value in situation.set.items():
        write_path(game.state, path, value)
    rules.reindex(game.state)
    return game


@pytest.mark.parametrize("file", sorted(FOLDER.glob("*.yaml")), ids=lambda file: file.stem)
def test_a_situation_sets_a_state_that_keeps_every_invariant(file: Path) -> None:
    game = _set_up(file)
    assert game.rules.invariants(game.state) == []


def test_a_situation_with_a_war_but_no_index_breaks_an_invariant(tmp_path: Path) -> None:
    text = (FOLDER / "naval-capacity.yaml").read_text("utf-8")
    assert "at_war_with:" in text
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        "\n".join(line for line in text.splitlines() if "at_war_with" not in line), "utf-8"
    )
    game = _set_up(broken)
    assert game.rules.invariants(game.state) == ["the at-war-with index disagrees with the wars"]
