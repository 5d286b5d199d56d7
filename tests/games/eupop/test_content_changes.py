"""A game runs on the pack of its rules module: ``Eupop.with_content`` makes a checked copy
of the pack with some of its data changed, and setup and queries go by that copy."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from typing import Any

import pytest

import hegemon.games.eupop
from hegemon.engine import rules as rules_registry
from hegemon.engine.content import ContentError
from hegemon.games.eupop.content.access import content_of, rules_content
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.module import RULES, Eupop

POLAND_DUCATS = "scenarios/scenarios/six_crowns/player_realms/poland/ducats"
TOLEDO_TAX = "map/areas/Castilla/provinces/Toledo/tax_value"


def test_no_module_of_the_game_reads_the_shipped_pack_but_the_default_of_build() -> None:
    """A module reaches the loader's ``shipped`` by importing it or through the loader
    module; the deck generator's own ``World.shipped()`` reads names to write the pack."""
    readers = []
    for info in pkgutil.walk_packages(hegemon.games.eupop.__path__, "hegemon.games.eupop."):
        module = importlib.import_module(info.name)
        imported = any(value is shipped for value in vars(module).values())
        if imported or "loader.shipped" in inspect.getsource(module):
            readers.append(info.name)
    assert readers == ["hegemon.games.eupop.content.loader", "hegemon.games.eupop.module"]
    assert inspect.getsource(hegemon.games.eupop.module).count("shipped()") == 1


def test_a_changed_pack_is_a_new_module_with_its_own_digest() -> None:
    changed = RULES.with_content({POLAND_DUCATS: 17, "components/rebels": 9})
    assert isinstance(changed, Eupop)
    assert changed.content.scenarios["six_crowns"].player_realms["poland"].ducats == 17
    assert changed.content.components.rebels == 9
    assert RULES.content.components.rebels != 9
    assert (
        "ducats"
        not in RULES.content.source["scenarios"]["scenarios"]["six_crowns"]["player_realms"][
            "poland"
        ]
    )
    assert changed.content_id() != RULES.content_id()
    assert (
        changed.content_id()
        == RULES.with_content({"components/rebels": 9, POLAND_DUCATS: 17}).content_id()
    )
    assert changed.procedures is RULES.procedures
    assert changed.with_content({"components/npr_units": 30}).content.components.rebels == 9
    assert RULES.with_content({}).content is RULES.content


def test_a_change_reaches_files_in_a_folder_and_keys_that_are_numbers() -> None:
    first = RULES.content.actions.cards[0]
    changed = RULES.with_content(
        {"bots/realms/france/removals/1": [1, 2], "cards/actions/cards/0/name": "Renamed"}
    )
    assert changed.content.bots.realms["france"].removals[1] == [1, 2]
    assert changed.content.bots.realms["france"].removals[2] == [3, 16, 23, 24]
    assert changed.content.actions.cards[0].name == "Renamed" != first.name
    game = changed.setup("six_crowns", 1, ["castile", "england"])
    assert len(game.state["bots"]["france"]["deck"]) == len(changed.content.bots.deck) - 2


def test_a_game_set_up_on_a_changed_pack_plays_by_it() -> None:
    changed = RULES.with_content({POLAND_DUCATS: 17, TOLEDO_TAX: 5})
    game = changed.setup("six_crowns", 1)
    shipped = RULES.setup("six_crowns", 1)
    assert game.state["meta"]["content"] == changed.content_id()
    assert content_of(game) is changed.content and content_of(shipped) is RULES.content
    assert game.state["players"]["poland"]["ducats"] == 17
    assert shipped.state["players"]["poland"]["ducats"] == 10
    tax = RULES.content.geography.provinces["Toledo"].tax_value
    assert changed.queries()["tax_income"](game.state, realm="castile")["base"] == (
        RULES.queries()["tax_income"](shipped.state, realm="castile")["base"] + 5 - tax
    )
    assert changed.invariants(game.state) == []


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"nowhere/rebels": 2}, "nowhere.yaml: rebels: no such file in the pack"),
        ({"cards/nowhere/0": 2}, "cards.yaml: nowhere/0: no such file in the pack"),
        ({"components/box/rebels": 2}, "components.yaml: box: no such key"),
        ({"cards/actions/cards/999/name": "x"}, "cards/actions.yaml: cards/999: no index 999"),
        ({"components/rebels/count": 2}, "components.yaml: rebels/count: a plain value holds"),
        ({"components/rebels": "many"}, "components.yaml: rebels: Input should be"),
        ({TOLEDO_TAX: 9}, "map.yaml: areas/Castilla/provinces/Toledo/tax_value: Input should"),
        (
            {"scenarios/scenarios/six_crowns/player_realms/poland/provinces": ["Toledo"]},
            "scenarios.yaml: scenarios/six_crowns/player_realms/poland/provinces/0: Toledo is "
            "also given to castile",
        ),
    ],
)
def test_a_change_the_loader_refuses_is_a_content_error(
    changes: dict[str, Any], problem: str
) -> None:
    with pytest.raises(ContentError) as refused:
        RULES.with_content(changes)
    assert any(str(found).startswith(problem) for found in refused.value.problems), refused.value


def test_the_content_of_another_game_is_not_an_eupop_pack() -> None:
    with pytest.raises(TypeError, match="tower does not play on an eupop pack"):
        rules_content(rules_registry.load("tower"))
