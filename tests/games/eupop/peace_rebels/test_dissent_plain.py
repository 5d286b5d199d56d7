"""A religious-dissent question waits in its frame as plain data (a fuzz found its
choices kept as tuples, which a state may not hold)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import check_plain
from tests.games.eupop.peace_rebels.harness import options, run, six_crowns


@pytest.mark.rule("eupop-aid:G. Religious Dissent")
def test_the_dissent_question_leaves_the_state_plain_data() -> None:
    state = six_crowns()
    state["map"]["religion_slots"]["Bohmen"]["religion"] = "protestant"
    game = run(state)
    assert options(game).step == "ask_dissent"
    check_plain(game.state)
