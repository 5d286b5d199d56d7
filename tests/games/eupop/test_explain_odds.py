"""``?N`` on a move into a space where a battle is due shows the battle's odds (issue 11,
interpretation EUPOP-B18)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import clone
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import set_rebels
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war


def ask_move(france: dict[str, int], england: dict[str, int]) -> tuple[Game, Decision]:
    """France activates its army f003 (``france``) in Ile-de-France, at war with England,
    whose army f005 (``england``) stands next door in Guyenne."""
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f003"]["units"] = dict(france)
    state["forces"]["f005"]["units"] = dict(england)
    start_war(state, "france", ["england"], None)
    local = {"seat": "france", "argument": ["move", "f003", ""]}
    state["stack"] = [
        frame("situation", {"procedure": "land_activation", "local": local, "seat": "france"})
    ]
    game = RULES.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.step == "ask_move"
    return game, decision


ODDS = "interpretation:EUPOP-B18"


def move_to(decision: Decision, where: str) -> Action:
    return next(
        action
        for action in decision.actions
        if action.verb == "move_to"
        and isinstance(action.argument, tuple)
        and action.argument[0] == where
    )


@pytest.mark.rule("eupop-aid:Battle Sequence (p. 26-28)", "interpretation:EUPOP-B18")
def test_a_move_into_an_enemy_army_shows_the_odds_of_the_battle() -> None:
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    lines = RULES.explain_action(game.state, "france", move_to(decision, "Guyenne"))
    assert lines == [
        "Battle at Guyenne: your 1 unit (1 inf; 3 dice) against 1 of England (1 inf; 3 dice)",
        "  you win about 23%, lose 23%, draw (both wiped out) 54%; expected losses 0.8 "
        "yours / 0.8 theirs",
        "  odds assume no battle action cards, no retreat and no wounds (EUPOP-B18)",
    ]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-B18")
def test_a_move_where_no_battle_is_due_shows_no_odds() -> None:
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    assert RULES.explain_action(game.state, "france", move_to(decision, "Normandie")) == []


@pytest.mark.rule("eupop-aid:Battle Sequence (p. 26-28)", "interpretation:EUPOP-B18")
def test_a_move_into_rebels_shows_the_odds_against_them() -> None:
    # 1 infantry against 2 rebel infantry, no leaders (2 rebels draw none). Each side's
    # one hit comes with 19/27 a round. Round one: the rebels' hit ends the attacker
    # (513/665, rounds without hits fought again); the attacker's hit alone (152/665)
    # leaves 1 against 1 (152/665 won, 361/665 both gone). Won (152/665)^2 = 5%,
    # both gone 152*361/665^2 = 12%, lost 82%. The attacker loses its unit unless it
    # wins (0.95); the rebels lose 1 in the round both hit (361/665) and, after 1 against
    # 1 (152/665), 2 unless they win (152/665 * (2*513 + 152)/665): 0.95 in all.
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    set_rebels(game.state, "Normandie", 2)
    lines = RULES.explain_action(game.state, "france", move_to(decision, "Normandie"))
    assert lines[:2] == [
        "Battle at Normandie: your 1 unit (1 inf; 3 dice) against 2 of rebels (2 inf; 3 dice)",
        "  you win about 5%, lose 82%, draw (both wiped out) 12%; expected losses 0.9 "
        "yours / 0.9 theirs",
    ]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-W14", ODDS)
def test_the_choice_of_a_declarations_next_battle_shows_its_odds() -> None:
    # France (2 infantry) and England (1) stand in Guyenne when France declares. A round
    # in which France hits (any infantry face, 19/27) wins, England
    # hit or not; England's hit alone (152/665) makes 1 against 1. Won 513/665 +
    # (152/665)^2 = 82%, lost (152/665)^2 = 5%, both gone 152*361/665^2 = 12%.
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f003"].update(where="Guyenne", units={"infantry": 2})
    state["forces"]["f005"]["units"] = {"infantry": 1}
    war = start_war(state, "france", ["england"], None)
    local = {"seat": "france", "war": war, "free": False, "fought": []}
    state["stack"] = [frame("declaration_battles", local, "ask_next_battle")]
    lines = RULES.explain_action(state, "france", Action("fight_battle", "Guyenne"))
    assert lines[:2] == [
        "Battle at Guyenne: your 2 units (2 inf; 3 dice) against 1 of England (1 inf; 3 dice)",
        "  you win about 82%, lose 5%, draw (both wiped out) 12%; expected losses 0.9 "
        "yours / 0.9 theirs",
    ]


@pytest.mark.rule("eupop-aid:3. Roll Battle Dice", "interpretation:EUPOP-B4", ODDS)
def test_a_sail_into_a_heavy_ship_shows_a_sure_loss() -> None:
    # France's one light ship sails into England's heavy ship. The heavy ship scores a hit
    # of its own every round, so the light ship sinks in the first; its artillery face
    # (19/27) only turns the heavy ship over.
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f004"]["where"] = "Bay of Biscay"
    state["forces"]["f006"]["units"] = {"heavy_ship": 1}
    start_war(state, "france", ["england"], None)
    local = {"seat": "france", "argument": ["move", "f004"]}
    state["stack"] = [
        frame("situation", {"procedure": "naval_activation", "local": local, "seat": "france"})
    ]
    game = RULES.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.step == "ask_sail"
    sail = next(
        action
        for action in decision.actions
        if action.verb == "sail_to" and action.argument == ("English Channel", None)
    )
    assert RULES.explain_action(game.state, "france", sail) == [
        "Battle at English Channel: your 1 ship (1 light/galley; 3 dice) against 1 of England "
        "(1 heavy; 3 dice)",
        "  you win about 0%, lose 100%, draw (both wiped out) 0%; expected losses 1.0 yours "
        "/ 0.7 theirs",
        "  odds assume no battle action cards, no retreat and no wounds (EUPOP-B18)",
        "  (ships you add before the activation ends would fight too)",
    ]


@pytest.mark.rule("eupop-aid:Battle Sequence (p. 26-28)", ODDS, "eupop-bots:LAND BATTLES")
def test_a_battle_against_a_bot_counts_the_bots_five_dice() -> None:
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    game.state["realms"]["england"]["player"] = "bot"
    bots = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state["bots"]
    game.state["bots"]["england"] = clone(bots["poland"])  # a Bot mat, no military idea
    lines = RULES.explain_action(game.state, "france", move_to(decision, "Guyenne"))
    assert lines[0] == (
        "Battle at Guyenne: your 1 unit (1 inf; 3 dice) against 1 of England (1 inf; 5 dice)"
    )


@pytest.mark.rule("eupop-aid:4. Assign Casualties", "interpretation:EUPOP-M10", ODDS)
def test_a_second_ship_joining_the_sail_shows_the_odds_of_both() -> None:
    # France's light ship f004 has sailed into England's heavy ship; a second French light
    # ship from the Bay of Biscay may join. 2 light ships against 1 heavy: England hits 2
    # (19/27) or 1 (8/27) a round; France 0, 1, 2 (8/27, 12/27, 7/27), then 1 ship's 19/27.
    # Won only when England hits once and France twice: 56/729 = 8%. Both gone: both hit
    # twice (133/729) or England once and France once, then France again
    # (8*12*19/27^3): 28%. Lost: 65%. France loses 2 ships unless it wins (1.9); England's
    # hits taken: 1.1.
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f004"]["where"] = "Bay of Biscay"
    state["forces"]["f006"]["units"] = {"heavy_ship": 1}
    state["forces"]["f900"] = Force(
        realm="france",
        where="Bay of Biscay",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    start_war(state, "france", ["england"], None)
    local = {"seat": "france", "argument": ["move", "f004"]}
    state["stack"] = [
        frame("situation", {"procedure": "naval_activation", "local": local, "seat": "france"})
    ]
    game = RULES.resume(state)
    game.advance()
    game.apply("france", Action("sail_to", ("English Channel", None), ""))
    decision = game.decision()
    assert decision is not None and decision.step == "ask_sail"
    game.apply("france", Action("sail_stop", None, ""))
    decision = game.decision()
    assert decision is not None and decision.step == "ask_converge"
    join = next(action for action in decision.actions if action.verb == "sail_also")
    assert join.argument == "f900"
    assert RULES.explain_action(game.state, "france", join)[:2] == [
        "Battle at English Channel: your 2 ships (2 light/galley; 3 dice) against 1 of "
        "England (1 heavy; 3 dice)",
        "  you win about 8%, lose 65%, draw (both wiped out) 28%; expected losses 1.9 yours "
        "/ 1.1 theirs",
    ]
