"""The MILITARY chart (bots/charts/military.py; eupop-bots MILITARY ACTION, BOT DOWS;
EUPOP-BOT-16, EUPOP-BOT-70): MIL-0/MIL-0C (from a crusade), MIL-1 (at war?), MIL-2 (may
declare), MIL-3 (only the target rolled), MIL-4/MIL-4V (the target, a vacant territory),
MIL-5 (the declaration), MIL-W1..MIL-W6 (front, recruit, army placed, the march and its
battle, the siege).

Poland (a Bot of margrave) owns Polska and Litauen; its army of 6 units is on its mat, 2 in
its reserve, 9 Bot Power available. Its military chart: 1–2 the Teutonic Order (Preussen,
next to both its areas), 3–4 Lithuania, 5 Hungary, 6 the realm in Litauen."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.charts import military
from hegemon.games.eupop.bots.facts import context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import ended, logged, margrave, run, unbroken
from tests.games.eupop.bots.test_battles import BLANK


def walk(state: State, dice: list[int] | None = None) -> Game:
    return run(state, "bot_chart", dice, realm="poland", chart="military", turn=1)


def nodes(game: Game, chart: str = "military") -> list[tuple[str, str]]:
    return [
        (entry["node"], entry["answer"])
        for entry in logged(game, "bot_step")
        if entry["chart"] == chart
    ]


def facts_of(game: Game, node: str) -> dict[str, Any]:
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == node)
    facts: dict[str, Any] = step["facts"]
    return facts


@pytest.mark.rule(
    "eupop-bots:MILITARY ACTION",
    "eupop-bots:BOT DOWS",
    "eupop-bots:TARGETING CHARTS",
    "interpretation:EUPOP-BOT-16",
    "interpretation:EUPOP-BOT-70",
)
def test_at_peace_with_power_to_spare_the_bot_declares_marches_fights_and_sieges() -> None:
    game = walk(margrave(), [1, *[BLANK] * 6])
    assert nodes(game) == [
        ("MIL-0", "no"),
        ("MIL-1", "no"),
        ("MIL-2", "yes"),
        ("MIL-4", "done"),
        ("MIL-4V", "no"),
        ("MIL-5", "call"),
        ("MIL-5", "done"),
        ("MIL-W1", "done"),
        ("MIL-W2", "no"),
        ("MIL-W4", "done"),
        ("MIL-W4S", "done"),
        ("MIL-W5", "call"),
        ("MIL-W5", "done"),
        ("MIL-W6", "yes"),
        ("MIL-W6S", "link"),
        ("MIL-W6S", "done"),
    ]
    # the roll's claim in Preussen gives the claim casus belli: no unrest for the Bot
    [declared] = logged(game, "war_declared")
    assert (declared["target"], declared["casus_belli"]) == ("teutonic_order", "claim")
    assert logged(game, "unrest_added") == []
    assert facts_of(game, "MIL-W1") == {"front": "Preussen", "tax_value": 5, "near": 1}
    # Litauen and Polska are both next to Preussen, both land-linked to Krakow: A→Z
    assert facts_of(game, "MIL-W4") == {"area": "Litauen", "upright": 6}
    [won] = logged(game, "battle_won")
    assert (won["where"], won["winner"], won["defender"]) == (
        "Preussen",
        "attacker",
        "teutonic_order",
    )
    provinces = game.state["map"]["provinces"]
    assert [provinces[key]["occupier"] for key in ("Danzig", "Konigsberg")] == ["poland"] * 2
    assert game.state["bots"]["poland"]["army"] == {
        "units": 6,
        "laid_down": 0,
        "area": "Preussen",
    }
    assert game.state["bots"]["poland"]["power"] == {"available": 4, "spent": 5}
    assert ended(game) == "done"
    unbroken(game)


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "interpretation:EUPOP-BOT-16")
def test_with_no_more_available_than_spent_the_bot_only_rolls_and_claims() -> None:
    state = margrave(available=4)
    state["bots"]["poland"]["power"]["spent"] = 5
    state["supply"]["poland"]["cubes"] -= 5
    game = walk(state, [1])
    assert nodes(game) == [("MIL-0", "no"), ("MIL-1", "no"), ("MIL-2", "no"), ("MIL-3", "done")]
    assert "poland" in game.state["map"]["areas"]["Preussen"]["claims"]
    assert game.state["wars"] == {}
    assert ended(game) == "done"


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "eupop-bots:RECRUITING UNITS")
@pytest.mark.rule("interpretation:EUPOP-BOT-70")
def test_at_war_with_an_empty_army_the_bot_recruits_before_it_marches() -> None:
    state = margrave()
    mat = state["bots"]["poland"]
    mat["reserve"], mat["army"]["units"] = 8, 0
    start_war(state, "teutonic_order", ["poland"])
    game = walk(state, [BLANK] * 8)
    assert nodes(game)[:5] == [
        ("MIL-0", "no"),
        ("MIL-1", "yes"),
        ("MIL-W1", "done"),
        ("MIL-W2", "yes"),
        ("MIL-W3", "done"),
    ]
    # one recruit of 9 units (normal level) for 2 Bot Power, the reserve's 8 all it gives
    assert facts_of(game, "MIL-W3") == {"recruits": 1, "units": 8}
    assert facts_of(game, "MIL-W4") == {"area": "Litauen", "upright": 8}
    assert game.state["bots"]["poland"]["reserve"] == 0
    unbroken(game)


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "interpretation:EUPOP-BOT-70")
def test_at_war_with_no_unit_and_no_reserve_the_army_cannot_take_the_field() -> None:
    state = margrave()
    mat = state["bots"]["poland"]
    mat["reserve"], mat["army"]["units"] = 0, 0
    start_war(state, "teutonic_order", ["poland"])
    game = walk(state)
    assert nodes(game) == [
        ("MIL-0", "no"),
        ("MIL-1", "yes"),
        ("MIL-W1", "done"),
        ("MIL-W2", "no"),
        ("MIL-W4", "cannot"),
    ]
    assert game.state["bots"]["poland"]["army"]["area"] is None
    assert ended(game) == "done"


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "interpretation:EUPOP-BOT-45")
def test_a_vacant_territory_rolled_ends_the_action_there() -> None:
    state = margrave()
    state["stack"] = [frame("bot_chart", {"realm": "poland", "chart": "military"})]
    bot = context(RULES.resume(state), RULES.content, "poland", 1)
    assert military.territory_rolled(bot).value is False
    state["stack"][-1]["local"]["territory"] = "Labrador"
    answer = military.territory_rolled(bot)
    assert (answer.value, answer.facts) == (True, {"territory": "Labrador"})


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "eupop-bots:PAPAL CURIA ACTION")
@pytest.mark.rule("interpretation:EUPOP-BOT-70")
def test_from_a_crusade_the_target_is_the_realm_in_its_area() -> None:
    state = margrave()
    state["stack"] = [
        frame("bot_chart", {"realm": "poland", "chart": "curia", "crusade": "Anatolien"}),
        frame("bot_chart", {"realm": "poland", "chart": "military"}),
    ]
    game = RULES.resume(state)
    bot = context(game, RULES.content, "poland", 1)
    assert military.crusade_called(bot).value is True
    outcome = military.crusade_target(game, bot, {})
    assert outcome.facts == {"area": "Anatolien", "candidates": ["ottomans"], "target": "ottomans"}
    assert state["stack"][-1]["local"]["target"] == "ottomans"
    # linked from another chart than PAPAL CURIA: no crusade
    state["stack"][0]["local"]["chart"] = "spy"
    assert military.crusade_called(bot).value is False
