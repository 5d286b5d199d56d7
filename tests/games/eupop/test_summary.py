"""The eupop board a player reads in the terminal: 80 columns, the seat's own realm last
and in full, no other realm's hand."""

from __future__ import annotations

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.serial import State
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world


def test_a_set_up_six_crowns_game() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    assert RULES.describe(state, "poland") == [
        "Age 1, round 1 of 14, phase 1 Draw Cards; first player Castile",
        "Events: Poland Ambitions (1) (0 ducats), Letters of Marque (0 ducats),",
        "  Border Raids (0 ducats); 4 face down",
        "Emperor Austria (IA 2); Papal Controller none; cardinals: none",
        "Realm        Duc Pres Stab ADM/DIP/MIL Loan  Manp Tax Idea War with",
        "Castile       10    0   +0     3/ 3/ 3    0  4/9   15    0 -",
        "France        10    0   +0     3/ 3/ 3    0  3/10  16    0 -",
        "England       10    0   +0     3/ 3/ 3    0  3/7   12    0 -",
        "Austria       10    0   +0     3/ 3/ 3    0  2/6    7    0 -",
        "Ottomans      10    0   +0     3/ 3/ 3    0  1/9   15    0 -",
        "Poland (you): 10 ducats, 0 prestige, stability +0, corruption 0",
        "  Monarch power ADM 3, DIP 3, MIL 3; loans 0; manpower 0 of 6 (0 exhausted)",
        "  Tax income 10; ideas: none",
        "  Ruler: Christian of Poland (3/3/3); advisors: none",
        "  Missions: none",
        "  Hand: none",
        "  Religion catholic; allies: none; marriages: none; vassals: Lithuania;",
        "    cardinals 0",
    ]


def test_a_spectator_sees_every_realm_in_the_table_and_no_hand() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    lines = RULES.describe(state, None)
    assert lines[5].startswith("Castile ") and lines[-1].startswith("Poland ")
    assert not any("Hand" in line or "(you)" in line for line in lines)


@pytest.mark.rule("eupop-bots:BOT MAT")
def test_bot_realms_show_their_prestige_tax_income_and_mat() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    lines = RULES.describe(state, "brandenburg")
    assert lines[5:11] == [
        "Austria      Bot    0                               7    0 -",
        "Poland       Bot    0                              12    0 -",
        "Austria (Bot, normal): Bot Power 9 available, 0 spent; deck 21 cards; focus:",
        "    none; ideas ADM/DIP/MIL 0/0/0; army 4 on the mat; reserve 2; colonists 0",
        "Poland (Bot, normal): Bot Power 9 available, 0 spent; deck 21 cards; focus:",
        "    none; ideas ADM/DIP/MIL 0/0/0; army 6 on the mat; reserve 2; colonists 0",
    ]
    assert lines[11].startswith("Brandenburg (you): 12 ducats")


@pytest.mark.rule("eupop-bots:BOT MAT")
def test_a_bot_mat_under_way_shows_its_cubes_army_and_card() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    mat = world(state)["bots"]["poland"]
    mat["power"] = {"available": 3, "spent": 4}
    mat["focus"]["warfare"] = 2
    mat["ideas"]["military"] = 1
    mat["army"] = {"units": 6, "laid_down": 2, "area": "Polska"}
    mat["prestige"] = 11
    mat["card"] = mat["deck"].pop(0)
    mat["difficulty"] = "hard"
    world(state)["at_war_with"]["poland"] = ["brandenburg"]
    lines = RULES.describe(state, None)
    assert lines[7] == "Poland       Bot   11                              12    1 Brandenburg"
    assert lines[-3:] == [
        "Poland (Bot, hard): Bot Power 3 available, 4 spent; deck 20 cards, playing",
        f"    card {mat['card']}; focus: warfare 2; ideas ADM/DIP/MIL 0/0/1; army 6 in Polska, 2",
        "    laid down; reserve 2; colonists 0",
    ]


def test_the_board_names_the_emperor_the_papal_controller_and_a_realms_relations() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    state["curia"]["slots"][:2] = ["austria", "austria"]
    state["realms"]["austria"]["excommunicated"] = True
    state["players"]["austria"]["crusade"] = ["Egypt"]
    lines = RULES.describe(state, "austria")
    assert lines[3] == "Emperor Austria (IA 2); Papal Controller Austria; cardinals: Austria 2"
    assert lines[-2:] == [
        "  Religion catholic; allies: Bavaria; marriages: none; vassals: none;",
        "    cardinals 2; excommunicated; committed to the crusade in Egypt",
    ]


def played(seed: int, decisions: int) -> State:
    game = RULES.setup("six_crowns", seed)
    agent = RandomAgent(seed)
    for _ in range(decisions):
        decision = game.decision()
        if decision is None:
            break
        game.apply(decision.seat, agent.choose(Observation(RULES, game.state, decision)))
    return game.state


def test_a_game_under_way_fits_the_terminal_panel_and_shows_only_the_seats_own_hand() -> None:
    state = played(2, 150)
    players = world(state)["players"]
    assert sum(len(mat["hand"]) for mat in players.values()) > 6
    for seat, mat in players.items():
        lines = RULES.describe(state, seat)
        assert all(len(line) <= 76 for line in lines), lines  # 80 with the panel border
        assert len(lines) <= 24
        text = "\n".join(lines)
        hand = "\n".join(line for line in lines if line.lstrip().startswith("Hand:"))
        mine = {action_card(RULES.content, card).name for card in mat["hand"]}
        assert all(name in text for name in mine)
        for other, their in players.items():
            for card in their["hand"]:
                name = action_card(RULES.content, card).name
                if other != seat and name not in mine:
                    assert name not in hand
                    assert name not in text
