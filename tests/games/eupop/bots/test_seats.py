"""A Bot fills a seat (interpretation:EUPOP-BOT-72): the people a eupop game needs are the
scenario's ``minimum_seats`` less its realms a Bot can play, and a realm nobody sits at
must have Bot data."""

from __future__ import annotations

import pytest

from hegemon.engine.rules import SetupError
from hegemon.games.eupop.module import RULES

pytestmark = pytest.mark.rule("eupop-bots:MULTIPLAYER GAMES", "interpretation:EUPOP-BOT-72")


@pytest.mark.parametrize("scenario", ["margrave", "crowns_of_the_west", "six_crowns"])
def test_every_shipped_scenario_may_be_played_by_bots_alone(scenario: str) -> None:
    assert RULES.content.scenarios[scenario].player_realms
    assert RULES.scenario(scenario).minimum_seats == 0


def test_the_people_needed_are_those_no_bot_can_stand_for() -> None:
    """crowns_of_the_west is written for 3 seats of its 4 realms: with Bot data for two of
    them only, one person is needed."""
    bots = {name: data for name, data in RULES.content.source["bots"]["realms"].items()}
    kept = {name: data for name, data in bots.items() if name not in ("castile", "france")}
    rules = RULES.with_content({"bots/realms": kept})
    assert rules.scenario("crowns_of_the_west").minimum_seats == 1
    assert rules.scenario("six_crowns").minimum_seats == 0


def test_a_realm_without_bot_data_must_be_seated() -> None:
    bots = RULES.content.source["bots"]["realms"]
    rules = RULES.with_content(
        {"bots/realms": {name: data for name, data in bots.items() if name != "castile"}}
    )
    with pytest.raises(SetupError, match="castile has no Bot data in this pack: seat it"):
        rules.setup("crowns_of_the_west", 0, ["france", "england", "austria"])
