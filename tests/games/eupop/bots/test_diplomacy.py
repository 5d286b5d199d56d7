"""The DIPLOMACY chart's parts the situations do not show (EUPOP-BOT-42, 25, 45): the
ideas bonus, the order of the target's areas, and a roll on a vacant territory, which
ends the turn with the colonist placed. Situations tests/situations/eupop/bots/
diplomacy-*.yaml walk DIP-1 to DIP-4."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, Procedures
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import diplomacy
from hegemon.games.eupop.bots.facts import Done, context
from hegemon.games.eupop.bots.targeting import Target
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state


def poland() -> Game:
    state: State = clone(BASE)
    state["stack"] = [
        {
            "procedure": "bot_chart",
            "step": "walk",
            "local": {"realm": "poland", "chart": "diplomacy"},
            "then": None,
        }
    ]
    return Game(state, Procedures([*bots.PROCEDURES]), RULES)


@pytest.mark.rule("eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-25")
@pytest.mark.parametrize(("ideas", "bonus"), [(0, 0), (1, 1), (2, 1), (3, 2)])
def test_diplomatic_ideas_add_cubes(ideas: int, bonus: int) -> None:
    game = poland()
    game.state["bots"]["poland"]["ideas"]["diplomatic"] = ideas
    assert diplomacy.ideas_bonus(context(game, RULES.content, "poland", 1)) == bonus


@pytest.mark.rule("eupop-bots:BOT ACTIONS", "interpretation:EUPOP-BOT-42")
def test_the_capital_area_first_then_by_tax_value() -> None:
    game = poland()
    state = game.state
    # Hungary (capital Buda, Ungarn) also owns Praha (Bohmen, 5) and Krakow (Polska, 7).
    set_owner(state, "Praha", "hungary")
    set_owner(state, "Krakow", "hungary")
    bot = context(game, RULES.content, "poland", 1)
    assert diplomacy._areas(game, bot, "hungary") == ["Ungarn", "Polska", "Bohmen"]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS", "interpretation:EUPOP-BOT-45", "interpretation:EUPOP-BOT-42"
)
def test_a_vacant_territory_rolled_ends_the_action_done(monkeypatch: pytest.MonkeyPatch) -> None:
    game = poland()

    def rolled(game: Game, bot: str, kind: str, **_: Any) -> Target:
        return Target(None, "Cuba")

    monkeypatch.setattr(diplomacy, "roll_target", rolled)
    bot = context(game, RULES.content, "poland", 1)
    assert diplomacy.colonist_placed(bot).value is False
    went = diplomacy.roll_diplomatic_target(game, bot, {})
    assert went == Done({"territory": "Cuba"}, "a colonist placed on Cuba")
    answer = diplomacy.colonist_placed(bot)
    assert (answer.value, answer.facts) == (True, {"territory": "Cuba"})


@pytest.mark.rule(
    "eupop-bots:BOT ACTIONS",
    "eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)",
    "interpretation:EUPOP-BOT-42",
)
def test_at_most_two_new_cubes_in_one_area_then_the_next() -> None:
    """4 cubes (3 diplomatic ideas) for Hungary: 2 in Ungarn, its capital's area, then 2 in
    Polska, its next area by tax value — the human limit of 2 an area a turn (audit2 F12:
    all 4 went to Ungarn)."""
    game = poland()
    state = game.state
    set_owner(state, "Praha", "hungary")
    set_owner(state, "Krakow", "hungary")
    state["bots"]["poland"]["ideas"]["diplomatic"] = 3
    state["stack"][-1]["local"]["target"] = "hungary"
    before = {where: dict(state["map"]["areas"][where]["influence"]) for where in AREAS}
    went = diplomacy.place_influence(game, context(game, RULES.content, "poland", 1), {})
    assert went == Done(
        {"target": "hungary", "wanted": 4, "placed": 4, "areas": ["Polska", "Ungarn"]},
        "4 influence placed in hungary's areas",
    )
    after = {where: state["map"]["areas"][where]["influence"] for where in AREAS}
    assert {
        where: after[where].get("poland", 0) - before[where].get("poland", 0) for where in AREAS
    } == {"Ungarn": 2, "Polska": 2, "Bohmen": 0}


AREAS = ("Ungarn", "Polska", "Bohmen")
