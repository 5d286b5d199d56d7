"""The CONVERT chart (eupop-bots CONVERT ACTION; decision 0108 §2.6): the Bot converts a
religion slot of one of its areas to its state religion, the card's Bot Power being the
price; with nothing to convert, from Age II on, it may change its state religion to the
faith of most of its tax value. The chart itself is data, ``convert`` in the pack's
``bot_charts.yaml`` (nodes CNV-1..CNV-4; interpretation:EUPOP-BOT-37).

The conversion is the main rules' Convert Area without its price (rules/actions/convert.py
``convert_area`` with ``free``): unrest and rebel dice follow as for a human, the rebel dice
through the Bot rules of phase 3. A Bot changing its state religion (footnote 2) goes through
the main rules' Change State Religion without its price, with S 750's capital area and one
more area (bots/events.py ``adopt_religion``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.events import adopt_religion, bot_areas
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.economy import area_tax_value
from hegemon.games.eupop.world.layout import area_religion, faith, world

CONVERT = "eupop-bots:CONVERT ACTION"
GENERAL = "eupop-bots:GENERAL EVENT RULES"
CHANGE = "eupop-aid:Change State Religion (p. 13)"
FIRST_AGE = 2
"""The first Age of Change State Religion (rules/religion/change.py FIRST_AGE)."""
MAY_CHANGE = ("catholic", "protestant")
"""The faiths Change State Religion allows (rules/religion/change.py MAY_CHANGE)."""
DIVERSE_FAITHS = "diverse"


def slot_to_convert(state: State, content: Content, name: str) -> tuple[str, str] | None:
    """(area, slot): of the Bot's areas by highest tax value, then A→Z, the first whose
    religion slot it may convert (another faith, every owner there of its own)."""
    # imported here: the main rules import the Bot package (through trade)
    from hegemon.games.eupop.rules.actions.convert import may_convert

    geography = content.geography
    areas = sorted(
        bot_areas(state, geography, name),
        key=lambda key: (-area_tax_value(geography, key), key),
    )
    for key in areas:
        slot = geography.areas[key].religion_slot
        if may_convert(state, content, name, slot):
            return key, slot
    return None


@implements(CONVERT, "interpretation:EUPOP-BOT-37")
def dissent_area(bot: BotContext) -> Answer:
    """CNV-1: a Bot area of another faith whose religion slot the Bot may convert."""
    found = slot_to_convert(bot.state, bot.content, bot.realm)
    if found is None:
        return Answer(False, {}, "no area of another faith to convert")
    return Answer(True, {"area": found[0], "slot": found[1]}, f"{found[0]} to convert")


@implements(CONVERT, "interpretation:EUPOP-BOT-37")
def convert_area(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """CNV-2: Convert Area on that slot, without the human price."""
    found = slot_to_convert(bot.state, bot.content, bot.realm)
    if found is None:
        return Cannot("no area of another faith to convert")
    where, slot = found
    return Call(
        "convert_area",
        {"seat": bot.realm, "argument": slot, "free": True},
        f"converts {slot} ({where}) to its state religion",
    )


def faith_shares(state: State, content: Content, name: str) -> dict[str, int]:
    """The tax value of the Bot's provinces by the faith of their area."""
    geography = content.geography
    shares: dict[str, int] = {}
    for key in world(state)["owned"].get(name, []):
        religion = faith(area_religion(state, geography, geography.provinces[key].area))
        shares[religion] = shares.get(religion, 0) + geography.provinces[key].tax_value
    return shares


@implements(CONVERT, GENERAL, "interpretation:EUPOP-BOT-37")
def religion_due(state: State, content: Content, name: str) -> str | None:
    """The faith the Bot's state religion should turn to: from Age II on, for a realm whose
    faith may change (Catholic, Protestant), the faith holding alone the largest share of
    its tax value when that is another eligible one (never Diverse Faiths)."""
    typed = world(state)
    own = faith(typed["realms"][name]["religion"])
    if typed["round"]["age"] < FIRST_AGE or own not in MAY_CHANGE:
        return None
    shares = faith_shares(state, content, name)
    if not shares:
        return None
    best = max(shares.values())
    leaders = sorted(key for key, value in shares.items() if value == best)
    if len(leaders) != 1 or leaders[0] == own:
        return None
    due = leaders[0]
    return due if due in MAY_CHANGE and due != DIVERSE_FAITHS else None


@implements(CONVERT, "interpretation:EUPOP-BOT-37")
def state_religion_change_due(bot: BotContext) -> Answer:
    """CNV-3: most of the Bot's tax value lies in areas of another faith it may turn to."""
    due = religion_due(bot.state, bot.content, bot.realm)
    shares = faith_shares(bot.state, bot.content, bot.realm)
    facts: dict[str, int | str | list[str]] = {
        "age": world(bot.state)["round"]["age"],
        "shares": [f"{key} {value}" for key, value in sorted(shares.items())],
    }
    if due is None:
        return Answer(False, facts, "its state religion stays")
    facts["religion"] = due
    return Answer(True, facts, f"most of its tax value is {due}")


@implements(CONVERT, CHANGE, "interpretation:EUPOP-BOT-37")
def change_state_religion(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """CNV-4: the Bot adopts the faith due (footnote 2: the main rules' Change State
    Religion, the card's Bot Power its price; S 750's capital area and one more area;
    bots/events.py adopt_religion)."""
    due = religion_due(bot.state, bot.content, bot.realm)
    if due is None:
        return Cannot("its state religion stays")
    called = adopt_religion(game, bot.realm, due)
    assert called is not None
    procedure, local = called
    return Call(procedure, {"seat": bot.realm, **local}, f"adopts {due} as its state religion")


FACTS: dict[str, Fact] = {
    "dissent_area": dissent_area,
    "state_religion_change_due": state_religion_change_due,
}
STEPS: dict[str, Step] = {
    "convert_area": convert_area,
    "change_state_religion": change_state_religion,
}
