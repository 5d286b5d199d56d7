"""The Bot records at setup: every field of the Bot mat, a difficulty per Bot, Brandenburg
all-Bot, and the invariants and token count that hold a Bot's mat to the rules (decision
0108 §1; eupop-bots BOT SETUP, BOT MAT, DIFFICULTY LEVEL, CUBES; EUPOP-BOT-6)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.rules import SetupError
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.module import RULES


@pytest.mark.rule("eupop-bots:BOT SETUP", "eupop-bots:BOT MAT", "eupop-bots:MULTIPLAYER GAMES")
class _Seen(Exception):
    """Stops an all-Bot game at the checkpoint a test looks at."""


def _second_bot_turn() -> State:
    """An all-Bot margrave game (which plays itself inside its setup) as Austria's turn, the
    game's second Bot turn, starts."""
    seen: list[State] = []

    def watcher(game: Game, label: str, seat: str | None) -> None:
        if label == "bot_turn" and game.state["round"]["bot_turns"] == 2:
            seen.append(clone(game.state))
            raise _Seen

    with pytest.raises(_Seen):
        RULES.setup("margrave", seed=1, seats=[], watchers=(watcher,))
    return seen[0]


def test_margrave_sets_up_with_every_realm_a_bot_brandenburg_too() -> None:
    state = _second_bot_turn()
    assert sorted(state["bots"]) == ["austria", "brandenburg", "poland"]
    assert state["players"] == {}
    mat = state["bots"]["brandenburg"]
    # brandenburg, first to play, took its first Bot turn: card 22 drawn for 1 Bot Power,
    # no unrest to suppress, so its second action parked that Bot Power on the political
    # focus and set the card aside; then Austria's turn starts
    assert mat["power"] == {"available": 8, "spent": 0}
    assert mat["focus"] == {"economic": 0, "expansion": 0, "political": 1, "warfare": 0}
    assert (mat["army"], mat["army_force"], mat["reserve"]) == (
        {"units": 3, "laid_down": 0, "area": None},
        None,
        0,
    )
    assert (mat["card"], mat["used"], mat["set_aside"], mat["removed"]) == (None, [], [22], [])
    assert (mat["colonists"], mat["discovered"], mat["crusade"], mat["milestones"]) == (
        0,
        [],
        [],
        [],
    )
    assert mat["won_battle_turn"] == 0
    # Brandenburg's Age I removals (bots.yaml) leave 21 of the 24 cards
    assert sorted([*mat["deck"], 22]) == sorted(set(range(1, 25)) - {10, 14, 24})
    assert (state["round"]["bot_turns"], state["round"]["bot_invaded"]) == (2, [])
    assert state["round"]["replacements"] == []
    assert RULES.invariants(state) == []


@pytest.mark.rule("eupop-bots:DIFFICULTY LEVEL", "interpretation:EUPOP-BOT-6")
def test_the_difficulty_option_names_a_level_per_bot_the_others_normal() -> None:
    state = RULES.setup(
        "six_crowns",
        seed=1,
        seats=["france", "austria"],
        options={"difficulty": "castile:hard, poland:easy"},
    ).state
    levels = {name: mat["difficulty"] for name, mat in sorted(state["bots"].items())}
    assert levels == {
        "castile": "hard",
        "england": "normal",
        "ottomans": "normal",
        "poland": "easy",
    }
    every = RULES.setup(
        "six_crowns", seed=1, seats=["france", "austria"], options={"difficulty": "very_hard"}
    )
    assert {mat["difficulty"] for mat in every.state["bots"].values()} == {"very_hard"}


@pytest.mark.rule("eupop-bots:DIFFICULTY LEVEL", "interpretation:EUPOP-BOT-6")
@pytest.mark.parametrize(
    ("option", "error"),
    [
        ("france:hard", "'france' is not a Bot in this game"),
        ("castile:hard,castile:easy", "names 'castile' twice"),
        ("castile:nightmare", "no difficulty 'nightmare'"),
        ("nightmare", "no difficulty 'nightmare'"),
    ],
)
def test_a_difficulty_naming_no_bot_or_no_level_is_refused(option: str, error: str) -> None:
    with pytest.raises(SetupError, match=error):
        RULES.setup(
            "six_crowns", seed=1, seats=["france", "austria"], options={"difficulty": option}
        )


@pytest.mark.rule("eupop-bots:BOT MAT", "eupop-bots:BOT CARDS")
@pytest.mark.parametrize(
    ("path", "value", "broken"),
    [
        (("power", "spent"), -1, "the Bot poland has -1 spent Bot Power"),
        (("focus", "warfare"), -2, "the Bot poland has -2 Bot Power on its warfare focus"),
        (("ideas", "military"), 4, "the Bot poland counts 4 military ideas"),
        (("army", "area"), "Polska", "the Bot poland's army is on the map without a force"),
        (("card",), 4, "the Bot poland holds a Bot card twice"),
        (("difficulty",), "nightmare", "the Bot poland plays at the unknown difficulty"),
    ],
)
def test_a_bot_mat_breaking_the_rules_breaks_an_invariant(
    path: tuple[str, ...], value: object, broken: str
) -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    assert 4 in state["bots"]["poland"]["deck"]
    record = state["bots"]["poland"]
    for key in path[:-1]:
        record = record[key]
    record[path[-1]] = value
    assert any(sentence.startswith(broken) for sentence in RULES.invariants(state))


@pytest.mark.rule("eupop-bots:BOT CARDS", "eupop-bots:END OF AGE ROUTINE")
def test_a_lost_bot_card_breaks_an_invariant() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["bots"]["poland"]["deck"].pop()
    assert "the Bot poland's cards are not its Bot deck of an Age" in RULES.invariants(state)


@pytest.mark.rule("eupop-bots:BOT MAT", "eupop-bots:PEACE & REBELS PHASE")
def test_a_bot_with_a_casus_belli_token_breaks_an_invariant() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["realms"]["poland"]["casus_belli"] = ["hungary"]
    assert "the Bot poland holds casus belli tokens" in RULES.invariants(state)


@pytest.mark.rule("eupop-bots:CUBES", "eupop-bots:BOT POWER (C)", "interpretation:EUPOP-F20")
def test_a_bots_cubes_are_counted_with_its_bot_power() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    bot = state["bots"]["poland"]
    assert (state["supply"]["poland"]["cubes"], bot["power"]["available"]) == (21, 9)
    bot["power"]["available"] -= 2
    bot["power"]["spent"] += 1
    bot["focus"]["economic"] += 1
    assert RULES.invariants(state) == []
    bot["focus"]["economic"] += 1
    assert RULES.invariants(state) == ["21 cubes in poland's supply and 10 placed, not 30 in all"]
