"""NAV-3 keeps the action's trade ship out of a Hostile sea zone (bots/charts/naval.py
place_trade_ship; eupop-bots NAVAL ACTION, SHIP PLACEMENT; aid Concepts & Terms;
EUPOP-BOT-32): a zone facing an active port of an enemy NPR is Hostile though no ship is
there (world/hostility.py sea_zone_status).

margrave: Poland (a Bot) with a light ship in the Baltic Sea, the North Sea the one zone
open to its next ship; Denmark's port Aarhus faces the North Sea."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.bots.charts import naval
from hegemon.games.eupop.bots.facts import Cannot, context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import game_of, margrave, ship


@pytest.mark.rule("eupop-bots:NAVAL ACTION", "eupop-aid:Concepts & Terms")
@pytest.mark.rule("interpretation:EUPOP-BOT-32")
@pytest.mark.parametrize(("war", "placed"), [(False, ["North Sea"]), (True, [])])
def test_no_trade_ship_in_a_zone_facing_an_enemy_npr_s_port(war: bool, placed: list[str]) -> None:
    # audit1 F9: at war with Denmark the North Sea is Hostile (Aarhus), no enemy ship there
    state = margrave()
    ship(state, "f950", "poland", "Baltic Sea")
    if war:
        start_war(state, "poland", ["denmark"])
    game = game_of(state)
    went = naval.place_trade_ship(game, context(game, RULES.content, "poland", 1), {})
    zones = sorted(
        force["where"]
        for key, force in state["forces"].items()
        if force["realm"] == "poland" and key != "f950" and not force["army"]
    )
    assert zones == placed
    assert isinstance(went, Cannot) == war
