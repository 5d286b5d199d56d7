"""The aid's action headings on the menu: every listed verb is an entry of the game, the
MINOR ACTIONS are exactly the minor entries among them, and a menu whose entry disagrees
with its heading is refused."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.economy.minor import take_loan_offers
from hegemon.games.eupop.rules.economy.treasury import LOAN
from hegemon.games.eupop.rules.sequence.menu import HEADINGS, ActionMenu, MenuEntry, heading_of


@pytest.mark.rule(
    "eupop-aid:GENERIC ACTIONS",
    "eupop-aid:MINOR ACTIONS",
    "eupop-aid:ADMIN. ACTIONS",
    "eupop-aid:MILITARY ACTIONS",
)
def test_each_heading_lists_entries_of_the_game_minor_exactly_under_minor_actions() -> None:
    menu = RULES.menu
    minor = {entry.verb for entry in menu.entries if entry.minor}
    for heading, verbs in HEADINGS.items():
        for verb in verbs:
            assert menu.entry(verb).minor == (heading == "eupop-aid:MINOR ACTIONS"), verb
    assert {verb for verb in minor if heading_of(verb) is not None} == {
        "appoint",
        "take_loan",
        "repay_loan",
        "replenish_manpower",
        "cut_ties",
    }
    assert heading_of("increase_stability") == "eupop-aid:ADMIN. ACTIONS"
    assert heading_of("research_idea") == "eupop-aid:GENERIC ACTIONS"
    assert heading_of("declare_war") == "eupop-aid:MILITARY ACTIONS"
    assert heading_of("trade") is None


@pytest.mark.rule("eupop-aid:MINOR ACTIONS")
def test_a_menu_taking_a_minor_action_for_a_main_one_is_refused() -> None:
    with pytest.raises(ValueError, match="'take_loan' is not minor, but the aid lists it under"):
        ActionMenu((MenuEntry("take_loan", "take_loan", take_loan_offers, LOAN),))
