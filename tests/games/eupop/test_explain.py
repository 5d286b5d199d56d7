"""What ``?N`` tells an eupop player about an action before choosing it."""

from __future__ import annotations

from pathlib import Path

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game
from hegemon.games.eupop.glossary import GLOSSARY, lines
from hegemon.games.eupop.module import RULES


def first_turn() -> tuple[Game, Decision]:
    """Seed 1's first action-phase decision (Castile's turn)."""
    game = RULES.setup("six_crowns", 1)
    agent = RandomAgent(1)
    while True:
        decision = game.decision()
        assert decision is not None
        if decision.step == "ask_action":
            return game, decision
        game.apply(decision.seat, agent.choose(Observation(RULES, game.state, decision)))


def offered(decision: Decision, verb: str) -> Action:
    return next(action for action in decision.actions if action.verb == verb)


def test_the_event_action_tells_each_option_its_price_and_the_ducats() -> None:
    game, decision = first_turn()
    assert decision.seat == "castile"
    lines = RULES.explain_action(game.state, "castile", Action("event", "e1_bandit_lords"))
    assert lines == [
        "Take the event Bandit Lords (no ducats on it)",
        "Option A \u201cEmbrace it\u201d: gain monarch power type any, amount 1, gain influence "
        "areas Ifriqiya, Scotland, count 2",
        "  price: lose ducats 4",
        "Option B \u201cHold back\u201d: gain claim Polska",
        "  price: free",
    ]
    game.state["decks"]["event_ducats"]["e1_bandit_lords"] = 3
    lines = RULES.explain_action(game.state, "castile", Action("event", "e1_bandit_lords"))
    assert lines[0] == "Take the event Bandit Lords and the 3 ducats on it"


def test_research_tells_the_cost_the_prestige_and_who_else_scores() -> None:
    game, decision = first_turn()
    action = offered(decision, "research_idea")
    assert action.argument == "centralized_treasury"
    lines = RULES.explain_action(game.state, "castile", action)
    assert lines == [
        "Research Centralized Treasury: pay 3 administrative power (you hold 3) for 3 prestige",
        "No other realm has tagged it: only you score",
    ]
    game.state["players"]["france"]["ideas"].append("centralized_treasury")
    lines = RULES.explain_action(game.state, "castile", action)
    assert lines[1] == "Tagged before by France: each scores 3 too"


def test_increase_stability_tells_its_cost_and_result() -> None:
    game, _ = first_turn()
    game.state["players"]["castile"]["stability"] = 2
    lines = RULES.explain_action(game.state, "castile", Action("increase_stability", None))
    assert lines[0] == (
        "Increase Stability: pay 7 administrative power (you hold 3); stability from +2 to +3"
    )


def test_trade_tells_its_cost_and_nodes() -> None:
    game, decision = first_turn()
    lines = RULES.explain_action(game.state, "castile", offered(decision, "trade"))
    assert lines[0] == (
        "Trade: pay 1 diplomatic power and reveal 3 trade cards; 2 merchants upright"
    )
    assert lines[2] == "Your merchants stand in: Seville"


def test_declare_war_tells_the_casus_belli_or_the_penalty() -> None:
    game, _ = first_turn()
    without = Action("declare_war", ("france", None))
    assert RULES.explain_action(game.state, "castile", without)[0] == (
        "Declare war on France without a casus belli: pay 1 military power and lose 2 stability"
    )
    claim = Action("declare_war", ("france", "claim"))
    assert RULES.explain_action(game.state, "castile", claim)[:2] == [
        "Declare war on France with the casus belli claim: pay 1 military power",
        "No stability lost",
    ]


def test_a_mission_tells_its_goal_and_prestige() -> None:
    game, _ = first_turn()
    lines = RULES.explain_action(
        game.state, "castile", Action("pick_mission", "m_castile_consolidate")
    )
    assert lines[0].startswith("Consolidate the Realm: ")
    assert lines[1] == "  scores 3 prestige"


def test_other_actions_have_nothing_more_than_their_label() -> None:
    game, _ = first_turn()
    assert RULES.explain_action(game.state, "castile", Action("end_turn", None)) == []


def test_the_glossary_explains_the_games_words() -> None:
    terms = dict(RULES.glossary())
    for term in ("monarch power", "prestige", "stability", "casus belli", "realm", "Age"):
        assert terms[term]
    assert "DNPR" in terms["realm"]


GUIDE = Path(__file__).parents[3] / "docs" / "playing-eupop.md"


def test_the_glossary_fits_a_terminal_and_the_guide_lists_every_term() -> None:
    shown = lines()
    assert shown[0].startswith("round: ")
    assert max(len(line) for line in shown) <= 80
    guide = GUIDE.read_text(encoding="utf-8")
    for term, text in GLOSSARY:
        assert f"- `{term}` — {text}" in guide


def test_a_peace_term_says_what_it_gives_and_takes() -> None:
    state = RULES.setup("six_crowns", 1).state
    lines = RULES.explain_action(state, "castile", Action("peace_term", "humiliation"))
    assert lines == [
        "Every occupied province goes back; the victor scores 2 prestige per tax value "
        "returned to the loser (at most 10) and the loser loses as much"
    ]
    agreed = RULES.explain_action(state, "castile", Action("peace_term", "france:white_peace"))
    assert agreed == [
        "Agreed: france is the victor",
        "Every occupied province goes back to its lawful owner",
        "  each player realm of the pair loses 1 prestige",
    ]
