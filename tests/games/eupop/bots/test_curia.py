"""The PAPAL CURIA chart's parts the situations do not show (eupop-bots PAPAL CURIA
ACTION; EUPOP-BOT-40): a Bot not Catholic, the crusade called and its war left to the
MILITARY chart, no Opponent to excommunicate, no free slot. Situations
tests/situations/eupop/bots/curia-*.yaml walk PAP-1, PAP-2, PAP-4 and PAP-5."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, step
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import curia
from hegemon.games.eupop.bots.facts import Cannot, context
from hegemon.games.eupop.module import RULES
from tests.games.eupop.bots.test_army import run
from tests.games.eupop.curia.support import new_game, seat_cardinals, start

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state


class Root(Procedure):
    """Walks one chart of Poland's and rests when it ends."""

    name = "test_root"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("bot_chart", "ended", realm="poland", chart=local["chart"], turn=1)

    @step
    def ended(self, game: Game, local: Local) -> None:
        game.finish(Outcome((), {}, str(local["result"])))


def walk(state: State, chart: str = "curia") -> Game:
    state["stack"] = [
        {"procedure": "test_root", "step": "start", "local": {"chart": chart}, "then": None}
    ]
    game = Game(state, Procedures([*bots.PROCEDURES, Root()]), RULES)
    game.advance()
    return game


def steps(game: Game) -> list[tuple[str, str]]:
    return [(e.values["node"], e.values["answer"]) for e in game.entries if e.kind == "bot_step"]


def controller() -> State:
    """Poland holds the Curia's one cardinal: the Papal Controller."""
    state: State = clone(BASE)
    state["curia"]["slots"][0] = "poland"
    state["supply"]["poland"]["cubes"] -= 1
    return state


@pytest.mark.rule("eupop-bots:PAPAL CURIA ACTION", "interpretation:EUPOP-BOT-40")
def test_a_bot_not_catholic_cannot_take_the_action() -> None:
    state: State = clone(BASE)
    state["realms"]["poland"]["religion"] = "orthodox"
    state["curia"]["slots"] = [None, None, None]
    game = walk(state)
    assert steps(game) == [("PAP-1", "no")]
    assert game.outcome is not None and game.outcome.reason == "cannot"


@pytest.mark.rule(
    "eupop-bots:PAPAL CURIA ACTION", "eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-BOT-40"
)
def test_the_controller_calls_a_crusade_and_goes_to_war_through_military() -> None:
    game = run(controller(), "bot_chart", [6] * 12, realm="poland", chart="curia", turn=1)
    # The crusade areas' highest tax value gets the crusade token; MILITARY declares the war.
    assert steps(game)[:8] == [
        ("PAP-1", "yes"),
        ("PAP-2", "yes"),
        ("PAP-3", "yes"),
        ("PAP-3C", "done"),
        ("PAP-3M", "link"),
        ("MIL-0", "yes"),
        ("MIL-0C", "done"),
        ("MIL-5", "call"),
    ]
    [called] = [e for e in game.entries if e.kind == "crusade_called"]
    where = called.values["area"]
    geography = RULES.content.geography
    areas = ["Anatolien", "Granada", "Ifriqiya", "Karaman", "Krim", "Maghreb", "Misr", "Rumelien"]
    assert where == min(areas, key=lambda name: (-geography.areas[name].tax_value, name))
    assert game.state["map"]["areas"][where]["crusade"] is True
    assert game.state["round"]["papal_action"] is True
    [declared] = [e.values for e in game.entries if e.kind == "war_declared"]
    assert (declared["target"], declared["casus_belli"]) == ("ottomans", "holy_war")


@pytest.mark.rule("eupop-bots:PAPAL CURIA ACTION", "interpretation:EUPOP-BOT-40")
def test_after_the_rounds_papal_action_the_controller_places_a_cardinal() -> None:
    state = controller()
    state["round"]["papal_action"] = True
    game = walk(state)
    assert steps(game) == [("PAP-1", "yes"), ("PAP-2", "no"), ("PAP-5", "done")]
    assert game.state["curia"]["slots"] == ["poland", "poland", None, None]


@pytest.mark.rule("eupop-bots:PAPAL CURIA ACTION", "interpretation:EUPOP-BOT-40")
def test_no_opponent_to_excommunicate_and_no_free_slot() -> None:
    state = controller()
    state["realms"]["brandenburg"]["excommunicated"] = True
    state["realms"]["austria"]["excommunicated"] = True
    state["curia"]["slots"] = ["poland", "austria", "austria", "brandenburg"]
    for name in ("austria", "austria", "brandenburg", "poland"):
        state["supply"][name]["cubes"] -= 1
    state["supply"]["poland"]["cubes"] += 1
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    bot = context(game, RULES.content, "poland", 1)
    assert curia.excommunicate(game, bot, {}) == Cannot("no Opponent to excommunicate")
    assert curia.place_bot_cardinal(game, bot, {}) == Cannot("no free regular slot for a cardinal")


@pytest.mark.rule("eupop-bots:PAPAL CURIA ACTION", "eupop-bots:CUBES")
def test_no_free_slot_takes_no_cube_from_the_map_first() -> None:
    # audit F12: with an empty supply a cube once left the map before the slot was asked
    state = controller()
    state["curia"]["slots"] = ["poland", "austria", "austria", "brandenburg"]
    state["supply"]["poland"]["cubes"] = 0
    state["bots"]["poland"]["power"]["spent"] = 0
    areas, power = clone(state["map"]["areas"]), clone(state["bots"]["poland"]["power"])
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    bot = context(game, RULES.content, "poland", 1)
    assert curia.place_bot_cardinal(game, bot, {}) == Cannot("no free regular slot for a cardinal")
    assert (state["map"]["areas"], state["bots"]["poland"]["power"]) == (areas, power)
    assert state["supply"]["poland"]["cubes"] == 0


@pytest.mark.rule(
    "eupop-bots:PAPAL CURIA ACTION",
    "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )",
    "eupop-bots:GENERAL EVENT RULES",
    "interpretation:EUPOP-BOT-40",
    "interpretation:EUPOP-BOT-14",
)
def test_a_human_excommunicates_a_bot_whose_stability_lost_is_unrest() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "england", None, None, None, None])
    state = game.state
    state["players"]["castile"]["monarch_power"]["diplomatic"] = 2
    state["map"]["areas"]["England"]["influence"] = {"england": 1}
    state["supply"]["england"]["cubes"] -= 1
    before = {
        where: record["unrest"].get("england", 0)
        for where, record in state["map"]["areas"].items()
        if record["unrest"].get("england", 0)
    }
    handle = start(game, "excommunicate_ruler", "castile", "england")
    after = handle.state
    assert after["realms"]["england"]["excommunicated"] is True
    assert after["curia"]["slots"][1] is None
    assert after["map"]["areas"]["England"]["influence"] == {}
    [added] = [entry for entry in handle.entries if entry.kind == "unrest_added"]
    where = added.values["area"]
    assert (added.seat, added.values["count"]) == ("england", 1)
    assert after["map"]["areas"][where]["unrest"]["england"] == before.get(where, 0) + 1
    geography = RULES.content.geography
    owned = {geography.provinces[key].area for key in after["owned"]["england"]}
    assert where == min(owned, key=lambda name: (geography.areas[name].tax_value, name))
