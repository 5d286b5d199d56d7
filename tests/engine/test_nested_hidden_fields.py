"""A hidden field inside another one that its owner may see (audit 15b F1): the owner sees
its own part but not the field hidden from every seat inside it, whichever order the two
are declared in; another seat sees neither."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Procedures
from hegemon.engine.rules import HiddenField, RulesModule
from tests.engine.bare_rules import bare_rules

OWN = HiddenField("players/*", owner_level=0)
SECRET = HiddenField("players/*/secret")


def _rules(hidden: tuple[HiddenField, ...]) -> RulesModule:
    return bare_rules(Procedures(), hidden)


STATE: dict[str, Any] = {
    "meta": {"seats": ["a", "b"]},
    "rng": {},
    "stack": [],
    "outcome": None,
    "players": {"a": {"gold": 3, "secret": 7}, "b": {"gold": 5, "secret": 9}},
}


@pytest.mark.parametrize("hidden", [(OWN, SECRET), (SECRET, OWN)])
def test_the_owner_sees_its_part_without_the_secret_inside(
    hidden: tuple[HiddenField, ...],
) -> None:
    rules = _rules(hidden)
    assert rules.view(STATE, "a")["players"] == {
        "a": {"gold": 3, "secret": "hidden"},
        "b": "hidden",
    }
    assert rules.shared_view(STATE, None)["players"] == {"a": "hidden", "b": "hidden"}
    assert STATE["players"]["a"] == {"gold": 3, "secret": 7}


def test_one_path_declared_for_two_owners_is_seen_by_a_seat_owning_it_under_both() -> None:
    rules = _rules((OWN, HiddenField("players/*", owner_level=0, pool="coins")))
    assert rules.view(STATE, "b")["players"]["b"] == {"gold": 5, "secret": 9}
    assert rules.view(STATE, "b")["players"]["a"] == "hidden"
