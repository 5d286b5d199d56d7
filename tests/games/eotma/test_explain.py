"""What a menu option would do and cost, as the terminal's ``?N`` shows it."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.games.eotma.module import RULES


def test_a_defender_sees_the_attack_and_what_defending_costs() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    game.apply("france", Action("endeavour", ("conquest", "Normandy", "Wessex")))
    decision = game.decision()
    assert decision is not None
    assert decision.prompt == (
        "Kingdom of France undertakes conquest against your Wessex from Normandy: defend it?"
    )
    defend, let_go = decision.actions
    attack = [
        "their rating before their gold: stature 9, base social state +1, target social "
        "state -2, language -2; 1 sea area → 6 = 6",
        "results at that rating: C 50%, no result 50%",
    ]
    assert RULES.explain_action(game.state, "england", let_go) == attack
    assert RULES.explain_action(game.state, "england", defend) == [
        *attack,
        "defending costs a year card (you hold 5) and 1 gold (you hold 12); it takes your "
        "combat stature (6) and any further gold off their rating",
        "a rating below 0 cancels their result; defenses this round: 0 of 4",
    ]


def test_an_attack_names_the_defender_who_may_answer_it() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    action = Action("endeavour", ("conquest", "Normandy", "Wessex"))
    lines = RULES.explain_action(game.state, "france", action)
    assert lines[0] == (
        "Kingdom of England, population 3, social state +2 — at least 3 gold, rating 6: "
        "C 50%, no result 50%"
    )
    assert lines[-1] == (
        "Kingdom of England may defend: −6 (combat stature) and −1 per further gold (it holds 12); "
        "a rating below 0 cancels your result"
    )


def test_other_actions_have_nothing_more_to_say() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    assert RULES.explain_action(game.state, "france", Action("end_turn", None)) == []


def test_an_opponent_asked_to_waive_a_tie_sees_the_rebellion_value_both_ways() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    game.state["areas"]["Normandy"]["ties"] = ["england"]
    game.apply("france", Action("tax", None))
    game.apply("france", Action("tax_area", ("Normandy", 1)))
    decision = game.decision()
    assert decision is not None and decision.seat == "england"
    keep, waive = decision.actions
    assert RULES.explain_action(game.state, "england", keep) == [
        "rebellion value 3 (33% chance it rebels): gold attempted +1, opponents' ties +2 = 3",
        "otherwise 1 (17%)",
    ]
    assert RULES.explain_action(game.state, "england", waive) == [
        "rebellion value 1 (17% chance it rebels): gold attempted +1 = 1 — if every opponent "
        "with a tie waives it",
        "otherwise 3 (33%)",
    ]
