"""Events for a Bot (eupop-bots GENERAL EVENT RULES, SECONDARY EFFECTS; decision 0108 §2.5).

A Bot resolves an event's effects by the booklet's translation: :data:`BOT_EFFECTS` holds,
for every verb of the effects vocabulary (content/effects.py ``VERBS``), how it reaches a
Bot — ``normal`` (the human rule runs with the Bot as the realm), ``translated`` (a Bot
rule stands for it: ducats and monarch power become Bot Power, stability becomes unrest),
``ignored`` (what a Bot has not: rulers, generals, loans, action cards; eupop-bots BOT
MAT) or ``unbuilt`` (a Bot rule another part of issue 13 builds: raises RuleNotBuilt
naming it). ``events/effects.py apply_for`` is the one place an effect reaches a realm
and consults :func:`bot_effect` when the realm is a Bot.

The trace: one ``bot_effect`` entry per effect a Bot resolves (``how`` and ``note``:
"12 ducats → 2 Bot Power"), written here (interpretation:EUPOP-BOT-14).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import add_units, give_back
from hegemon.games.eupop.bots.charts.idea import bot_research, may_research
from hegemon.games.eupop.bots.claims import place_claim
from hegemon.games.eupop.bots.deck import at_war
from hegemon.games.eupop.bots.power import bot_mat, gain_bp, lose_bp, spend_bp
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventOption
from hegemon.games.eupop.rules.events.effects import EffectTable, verb_of
from hegemon.games.eupop.rules.peace_rebels.unrest import (
    add_unrest,
    areas_with_provinces,
    remove_unrest,
)
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.economy import area_tax_value
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, world
from hegemon.games.eupop.world.religion import COUNTER_REFORMED, set_slot_religion

GENERAL = "eupop-bots:GENERAL EVENT RULES"
SECONDARY = "eupop-bots:SECONDARY EFFECTS"
BOT_MAT = "eupop-bots:BOT MAT"
MILITARY = "eupop-bots:MILITARY ACTION"
BOT_DOWS = "eupop-bots:BOT DOWS"
DIPLOMACY = "eupop-bots:DIPLOMACY ACTION"
CLAIMS = "eupop-bots:CLAIMS & CORE TOKENS"
RECRUITING = "eupop-bots:RECRUITING UNITS"
DUCATS_PER_BP = 10
MOST_BP_FOR_DUCATS = 3
BP_PER_STABILITY = 2
TRADE_BP = 2
RECRUIT_BP = 1
NOTHING_APPLIES_BP = 1

How = Literal["normal", "translated", "ignored", "unbuilt"]
BotCall = tuple[str, dict[str, Any]]
"""A procedure an effect runs as (its name and the locals besides ``seat``)."""
BotApply = Callable[[Game, str, Any], "BotCall | None"]
Missing = Callable[[State, str, Any], "tuple[str, str] | None"]
"""(state, Bot, argument): the section and the words of the RuleNotBuilt this effect
would raise for the Bot now, or None when it is built."""
Applies = Callable[[State, Content, str, Any], bool]


def is_bot(state: State, name: str) -> bool:
    """Whether the realm plays as a Bot."""
    return realm(state, name)["player"] == "bot"


def bp_for_ducats(ducats: int) -> int:
    """Bot Power for a gain or loss of ducats: 1 per 10, rounded up, at most 3 (S 737)."""
    return min(MOST_BP_FOR_DUCATS, -(-max(0, ducats) // DUCATS_PER_BP))


def bot_areas(state: State, geography: Geography, name: str) -> list[str]:
    """The Bot's areas (where it owns a province), A→Z."""
    return areas_with_provinces(state, geography, name)


def unrest_in(state: State, area_name: str, name: str) -> int:
    return area(state, area_name)["unrest"].get(name, 0)


@implements("eupop-bots:UNREST ACTION", "interpretation:EUPOP-BOT-36")
def unrest_order(state: State, geography: Geography, name: str) -> list[str]:
    """The Bot's areas holding its unrest, the one to clear first first: most of its
    unrest, then highest tax value, then A→Z (interpretation:EUPOP-BOT-36)."""
    held = [key for key in bot_areas(state, geography, name) if unrest_in(state, key, name) > 0]
    return sorted(
        held, key=lambda key: (-unrest_in(state, key, name), -area_tax_value(geography, key), key)
    )


def _note(game: Game, name: str, verb: str, how: How, note: str, rule: str = GENERAL) -> None:
    game.log("bot_effect", name, rule=rule, verb=verb, how=how, note=note)


# -- translated effects ---------------------------------------------------------------------
@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _gain_ducats(game: Game, name: str, argument: Any) -> BotCall | None:
    gained = gain_bp(game, name, bp_for_ducats(int(argument)), GENERAL, "ducats")
    _note(game, name, "gain_ducats", "translated", f"{argument} ducats → {gained} Bot Power")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _lose_ducats(game: Game, name: str, argument: Any) -> BotCall | None:
    lost = lose_bp(game, name, bp_for_ducats(int(argument)), GENERAL, "ducats")
    _note(game, name, "lose_ducats", "translated", f"{argument} ducats → {lost} Bot Power lost")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _gain_power(game: Game, name: str, argument: Any) -> BotCall | None:
    amount = int(argument["amount"])
    gained = gain_bp(game, name, amount, GENERAL, "monarch power")
    _note(game, name, "gain_monarch_power", "translated", f"{amount} monarch power → {gained} BP")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _lose_power(game: Game, name: str, argument: Any) -> BotCall | None:
    amount = int(argument["amount"])
    lost = lose_bp(game, name, amount, GENERAL, "monarch power")
    _note(game, name, "lose_monarch_power", "translated", f"{amount} monarch power → {lost} BP")
    return None


PRICES: dict[str, Callable[[Any], tuple[int, str]]] = {
    "lose_ducats": lambda argument: (bp_for_ducats(int(argument)), f"{argument} ducats"),
    "lose_monarch_power": lambda argument: (
        int(argument["amount"]),
        f"{argument['amount']} monarch power",
    ),
}
"""An option's prices a Bot pays in Bot Power, verb → (the Bot Power, the price in words)
(S 736–737)."""


@implements(GENERAL, "eupop-bots:BOT POWER (C)", "interpretation:EUPOP-BOT-81")
def pay_price(game: Game, name: str, price: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The Bot pays an event option's price ("Pay X to do Y", S 749): ducats and monarch
    power are Bot Power spent, Available → Spent (S 52), where the same words among the
    option's effects are Bot Power lost (:func:`_lose_ducats`). Returns the rest of the
    price (no other kind in the pack), left to resolve as effects."""
    rest = []
    for payment in price:
        verb, argument = verb_of(payment)
        if verb not in PRICES:
            rest.append(dict(payment))
            continue
        amount, words = PRICES[verb](argument)
        paid = spend_bp(game, name, amount, GENERAL, "the option's price")
        _note(game, name, verb, "translated", f"{words} → {paid} Bot Power spent, the price")
    return rest


@implements(GENERAL)
def _gain_bot_power(game: Game, name: str, argument: Any) -> BotCall | None:
    gained = gain_bp(game, name, int(argument), GENERAL, "event")
    _note(game, name, "gain_bot_power", "translated", f"{gained} Bot Power")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _gain_stability(game: Game, name: str, argument: Any) -> BotCall | None:
    """Per step: 1 of the Bot's unrest off (the area :func:`unrest_order` puts first), or
    2 Bot Power when it has none (S 738)."""
    geography = content_of(game).geography
    removed: list[str] = []
    gained = 0
    for _ in range(int(argument)):
        order = unrest_order(game.state, geography, name)
        if order:
            remove_unrest(game.state, order[0], name)
            game.log("unrest_removed", name, rule=GENERAL, area=order[0], count=1)
            removed.append(order[0])
        else:
            gained += gain_bp(game, name, BP_PER_STABILITY, GENERAL, "stability")
    note = ", ".join([*(f"1 unrest off {key}" for key in removed), f"{gained} Bot Power"])
    _note(game, name, "gain_stability", "translated", f"{argument} stability → {note}")
    return None


def lowest_area(state: State, geography: Geography, name: str) -> str | None:
    """The Bot's area of lowest tax value, A→Z on a tie (None: it owns no province)."""
    areas = bot_areas(state, geography, name)
    if not areas:
        return None
    return min(areas, key=lambda key: (area_tax_value(geography, key), key))


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _lose_stability(game: Game, name: str, argument: Any) -> BotCall | None:
    """Per step 1 unrest in the Bot's area of lowest tax value (S 739)."""
    where = lowest_area(game.state, content_of(game).geography, name)
    if where is None:
        _note(game, name, "lose_stability", "ignored", "owns no province")
        return None
    add_unrest(game.state, where, name, int(argument))
    game.log("unrest_added", name, rule=GENERAL, area=where, count=int(argument))
    _note(game, name, "lose_stability", "translated", f"{argument} stability → unrest in {where}")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _remove_unrest(game: Game, name: str, argument: Any) -> BotCall | None:
    geography = content_of(game).geography
    taken: list[str] = []
    for _ in range(int(argument)):
        order = unrest_order(game.state, geography, name)
        if not order:
            break
        remove_unrest(game.state, order[0], name)
        game.log("unrest_removed", name, rule=GENERAL, area=order[0], count=1)
        taken.append(order[0])
    _note(game, name, "remove_unrest", "translated", f"unrest off {', '.join(taken) or 'nowhere'}")
    return None


@implements(GENERAL, BOT_MAT)
def _prestige(sign: int) -> BotApply:
    def apply(game: Game, name: str, argument: Any) -> BotCall | None:
        verb = "gain_prestige" if sign > 0 else "lose_prestige"
        made = score_prestige(game, name, sign * int(argument), GENERAL, "event")
        _note(game, name, verb, "translated", f"{made:+d} prestige on the Bot mat")
        return None

    return apply


@implements(GENERAL, "interpretation:EUPOP-BOT-7")
def _gain_manpower(game: Game, name: str, argument: Any) -> BotCall | None:
    """Manpower is the Bot's reserve (interpretation:EUPOP-BOT-7)."""
    bot_mat(game.state, name)["reserve"] += int(argument)
    _note(game, name, "gain_manpower", "translated", f"{argument} manpower → the reserve")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _exhaust_manpower(game: Game, name: str, argument: Any) -> BotCall | None:
    """Units leave the Bot's army, on its mat or on the map (bots/army.py give_back), then
    its reserve (S 748)."""
    mat = bot_mat(game.state, name)
    left = int(argument)
    from_army = give_back(game, name, min(left, mat["army"]["units"]), GENERAL)
    from_reserve = min(left - from_army, mat["reserve"])
    mat["reserve"] -= from_reserve
    note = f"{from_army} units off the army, {from_reserve} off the reserve"
    _note(game, name, "exhaust_manpower", "translated", note)
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _gain_units(game: Game, name: str, argument: Any) -> BotCall | None:
    """Land units join the army on the Bot's mat (every unit a Bot has counts as
    infantry); ships are ignored (interpretation:EUPOP-BOT-14)."""
    land = sum(count for kind, count in argument.items() if not kind.endswith("_ship"))
    add_units(game, name, land, GENERAL)
    _note(game, name, "gain_units", "translated", f"{land} units → the army")
    return None


@implements(GENERAL)
def _gain_colonist(game: Game, name: str, argument: Any) -> BotCall | None:
    supply = world(game.state)["supply"][name]
    gained = min(int(argument), supply["colonists"])
    supply["colonists"] -= gained
    bot_mat(game.state, name)["colonists"] += gained
    _note(game, name, "gain_colonist", "translated", f"{gained} colonists → the Bot mat")
    return None


@implements(GENERAL, "eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-25")
def _research_idea(game: Game, name: str, argument: Any) -> BotCall | None:
    """The idea at no cost, as a Bot researches (bots/charts/idea.py); one the Bot has or
    may not take is ignored."""
    idea = str(argument)
    if not may_research(game.state, content_of(game), name, idea):
        _note(game, name, "research_idea", "ignored", f"{idea} tagged already or barred")
        return None
    bot_research(game, name, idea, GENERAL)
    _note(game, name, "research_idea", "translated", f"{idea} researched as a Bot")
    return None


def _research_applies(state: State, content: Content, name: str, argument: Any) -> bool:
    return may_research(state, content, name, str(argument))


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def one_more_area(game: Game, name: str, religion: str) -> str | None:
    """S 750: a Bot adopting a new state religion also turns one more of its areas to it —
    of highest tax value, then A→Z, among those of another religion (its capital area's is
    the main rules' part). Returns that area."""
    # imported here: the religion rules import the Bot package (through trade)
    from hegemon.games.eupop.rules.religion.state import follow_capital

    state = game.state
    geography = content_of(game).geography
    slots = world(state)["map"]["religion_slots"]
    others = sorted(
        (
            key
            for key in bot_areas(state, geography, name)
            if slots[geography.areas[key].religion_slot]["religion"] != religion
        ),
        key=lambda key: (-area_tax_value(geography, key), key),
    )
    if not others:
        return None
    slot = geography.areas[others[0]].religion_slot
    before = set_slot_religion(state, slot, religion)
    areas = list(geography.religion_slots[slot])
    if religion == COUNTER_REFORMED:
        game.log(
            "counter_reformation_placed", name, rule=GENERAL, slot=slot, before=before, areas=areas
        )
    else:
        game.log(
            "religion_spread",
            name,
            rule=GENERAL,
            slot=slot,
            before=before,
            religion=religion,
            areas=areas,
        )
    follow_capital(game, slot, GENERAL)
    return others[0]


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _embrace(game: Game, name: str, argument: Any) -> BotCall | None:
    """Embracing the Counter-Reformation: the Bot becomes Counter-Reformed and the token goes
    on its capital area's slot, as for a human; a new state religion also takes one more
    area (:func:`one_more_area`, S 750)."""
    # imported here: the religion rules import the Bot package (through trade)
    from hegemon.games.eupop.rules.religion.change import embrace, may_embrace

    if not may_embrace(game.state, name):
        note = "not Catholic, or no Counter-Reformation token in play"
        _note(game, name, "embrace_counter_reformation", "ignored", note)
        return None
    embrace(game, name, GENERAL)
    more = one_more_area(game, name, COUNTER_REFORMED)
    extra = f", and {more}" if more else ""
    _note(game, name, "embrace_counter_reformation", "translated", f"Counter-Reformed{extra}")
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-14", "interpretation:EUPOP-BOT-37")
def adopt_religion(game: Game, name: str, religion: str) -> BotCall | None:
    """A Bot's new state religion (an event, or CONVERT's CNV-4): its capital area's slot and
    one more of its areas take it (S 750), then the main rules' Change State Religion
    without a price — the influence it moves and places chosen by the choice processes —
    with its unrest and rebel dice. The capital's area first, so that it does not dissent."""
    state = game.state
    geography = content_of(game).geography
    record = realm(state, name)
    capital = record["capital"] or record["natural_capital"]
    slot = geography.areas[geography.provinces[capital].area].religion_slot
    if world(state)["map"]["religion_slots"][slot]["religion"] != religion:
        # imported here: the religion rules import the Bot package (through trade)
        from hegemon.games.eupop.rules.religion.state import follow_capital

        before = set_slot_religion(state, slot, religion)
        game.log(
            "religion_spread",
            name,
            rule=GENERAL,
            slot=slot,
            before=before,
            religion=religion,
            areas=list(geography.religion_slots[slot]),
        )
        follow_capital(game, slot, GENERAL)
    one_more_area(game, name, religion)
    return "change_state_religion", {"argument": religion, "free": True}


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def _change_state_religion(game: Game, name: str, argument: Any) -> BotCall | None:
    religion = str(argument)
    if religion == "diverse" or realm(game.state, name)["religion"] == religion:
        _note(game, name, "change_state_religion", "ignored", f"{religion}: no change")
        return None
    _note(game, name, "change_state_religion", "translated", f"a new state religion: {religion}")
    return adopt_religion(game, name, religion)


def _embrace_applies(state: State, content: Content, name: str, argument: Any) -> bool:
    from hegemon.games.eupop.rules.religion.change import may_embrace

    return may_embrace(state, name)


ACTION_CHARTS: dict[str, str] = {
    "activate_units": "military",
    "declare_war": "military",
    "influence": "diplomacy",
    "forge_alliance": "diplomacy",
    "explore": "explore",
    "colonize": "colonize",
    "convert_area": "convert",
}
"""A gained action the Bot carries out by following its chart of that action (the
booklet: Activation → MILITARY; the others interpretation:EUPOP-BOT-14)."""


@implements(GENERAL, "interpretation:EUPOP-BOT-14", "interpretation:EUPOP-BOT-81")
def _gain_action(game: Game, name: str, argument: Any) -> BotCall | None:
    action = str(argument)
    if action == "trade":
        gained = gain_bp(game, name, TRADE_BP, GENERAL, "trade action")
        _note(game, name, "gain_action", "translated", f"a trade action → {gained} Bot Power")
        return None
    if action == "recruit":
        mat = bot_mat(game.state, name)
        paid = spend_bp(game, name, RECRUIT_BP, GENERAL, "recruit action")
        moved = mat["reserve"] if paid else 0
        mat["reserve"] -= moved
        add_units(game, name, moved, GENERAL)
        note = f"a recruit action → {paid} Bot Power paid, {moved} units from the reserve"
        _note(game, name, "gain_action", "translated", note)
        return None
    if action == "increase_stability":
        _note(game, name, "gain_action", "translated", "increase stability → 1 stability")
        return _gain_stability(game, name, 1)
    if action == "fabricate_claim":
        return _fabricate_claim(game, name)
    chart = ACTION_CHARTS[action]
    turn = world(game.state)["round"]["bot_turns"]
    local: dict[str, Any] = {"realm": name, "chart": chart, "turn": turn, "mode": "normal"}
    if action == "declare_war":
        local["entry"] = DECLARE_WAR_NODE
        note = f"a declare war action → the military chart at {DECLARE_WAR_NODE}"
    else:
        note = f"a {action} action → the {chart} chart"
    _note(game, name, "gain_action", "translated", note)
    return "bot_chart", local


DECLARE_WAR_NODE = "MIL-4"
"""The MILITARY chart's Declare War step: the military target rolled (MIL-4), then the
declaration (MIL-5) and the war fought (MIL-W1..W6), where a gained Declare War action
enters the chart (S 744, interpretation:EUPOP-BOT-76)."""


@implements(GENERAL, MILITARY, CLAIMS, "eupop-bots:TARGETING CHARTS")
@implements("interpretation:EUPOP-BOT-76", "interpretation:EUPOP-BOT-28")
def _fabricate_claim(game: Game, name: str) -> BotCall | None:
    """A gained Fabricate Claim action: the Bot rolls its military targeting chart as its
    MILITARY action does when it prepares a war (MIL-3): a claim where the roll places one
    on an NPR target, a colonist on a vacant territory rolled; an Opponent rolled takes the
    claim in its capital area, as a casus belli's translation does
    (interpretation:EUPOP-BOT-76)."""
    from hegemon.games.eupop.bots.targeting import roll_target

    turn = world(game.state)["round"]["bot_turns"]
    found = roll_target(game, name, "military", turn=turn)
    if found is None:
        note = "no valid military target: no claim"
    elif found.territory is not None:
        note = f"a colonist to {found.territory}, no claim"
    elif found.claim is not None:
        note = f"a claim in {found.claim} on {found.realm}"
    else:
        assert found.realm is not None
        placed = place_claim(game, name, capital_area(game, found.realm), GENERAL)
        where = f"a claim in {placed.where}" if placed.where else f"no claim: {placed.because}"
        note = f"{where} on {found.realm}"
    _note(game, name, "gain_action", "translated", f"a fabricate claim action → {note}")
    return None


@implements(GENERAL, BOT_DOWS, "interpretation:EUPOP-BOT-14", "interpretation:EUPOP-BOT-76")
def _declare_war(game: Game, name: str, argument: Any) -> BotCall | None:
    """A war the event lets the Bot declare on the realm it names: only at peace with more
    Available than Spent Bot Power (S 742); then declared as the main rules' war by an event
    (no price, no penalty; its restrictions may still bar it), the Bot fighting it by its
    MILITARY chart from its next action (interpretation:EUPOP-BOT-76)."""
    if not _may_declare(game.state, content_of(game), name, argument):
        note = "at war, or no more Available than Spent BP"
        _note(game, name, "declare_war", "ignored", note)
        return None
    _note(game, name, "declare_war", "translated", f"a war on {argument}, as by an event")
    return "declare_war_by_event", {"argument": str(argument)}


def _may_declare(state: State, content: Content, name: str, argument: Any) -> bool:
    power = bot_mat(state, name)["power"]
    return not at_war(state, name) and power["available"] > power["spent"]


@implements(GENERAL, CLAIMS, "interpretation:EUPOP-BOT-28")
def _gain_claim(game: Game, name: str, argument: Any) -> BotCall | None:
    """A claim placed as a Bot places one: from its supply, or the claim its shortage rule
    takes back (bots/claims.py)."""
    placed = place_claim(game, name, str(argument), GENERAL)
    note = f"a claim in {placed.where}" if placed.where else f"no claim: {placed.because}"
    _note(game, name, "gain_claim", "translated", note)
    return None


def _claim_applies(state: State, content: Content, name: str, argument: Any) -> bool:
    record = area(state, str(argument))
    return name not in record["claims"] and name not in record["cores"]


def capital_area(game: Game, name: str) -> str:
    """The area of the realm's capital (its natural capital while it has none)."""
    record = realm(game.state, name)
    capital = record["capital"] or record["natural_capital"]
    return content_of(game).geography.provinces[capital].area


@implements(GENERAL, CLAIMS, "interpretation:EUPOP-BOT-14")
def _gain_casus_belli(game: Game, name: str, argument: Any) -> BotCall | None:
    """A Bot holds no casus belli: a claim in the capital area of the realm it would have
    been on instead (S 741, interpretation:EUPOP-BOT-14)."""
    placed = place_claim(game, name, capital_area(game, str(argument)), GENERAL)
    note = f"a claim in {placed.where}" if placed.where else f"no claim: {placed.because}"
    _note(game, name, "gain_casus_belli", "translated", f"a casus belli on {argument} → {note}")
    return None


# -- the table ------------------------------------------------------------------------------
@dataclass(frozen=True)
class BotEffect:
    """How one verb reaches a Bot (see the module's doc)."""

    verb: str
    how: How
    rule: str
    note: str = ""
    """``ignored``: why; ``unbuilt``: what is missing."""
    apply: BotApply | None = None
    affordable: Callable[[State, str, Any], bool] | None = None
    """As an option's price: whether the Bot can pay it (S 749)."""
    missing: Missing | None = None
    """For ``normal``/``translated``: a RuleNotBuilt for some arguments or states."""
    applies: Applies | None = None
    """Whether it does anything for the Bot now (None: it does)."""


def _power(state: State, name: str) -> int:
    return bot_mat(state, name)["power"]["available"]


def _ducats_affordable(state: State, name: str, argument: Any) -> bool:
    return _power(state, name) >= bp_for_ducats(int(argument))


def _power_affordable(state: State, name: str, argument: Any) -> bool:
    return _power(state, name) >= int(argument["amount"])


def _prestige_affordable(state: State, name: str, argument: Any) -> bool:
    return bot_mat(state, name)["prestige"] >= int(argument)


def _units_affordable(state: State, name: str, argument: Any) -> bool:
    mat = bot_mat(state, name)
    return mat["army"]["units"] + mat["reserve"] >= int(argument)


def _always(state: State, name: str, argument: Any) -> bool:
    return True


def _has_unrest(state: State, content: Content, name: str, argument: Any) -> bool:
    return bool(unrest_order(state, content.geography, name))


def _ignored(verb: str, reason: str, rule: str = BOT_MAT) -> BotEffect:
    return BotEffect(verb, "ignored", rule, reason)


def _unbuilt(verb: str, rule: str, what: str) -> BotEffect:
    return BotEffect(verb, "unbuilt", rule, what)


def _normal(verb: str, missing: Missing | None = None) -> BotEffect:
    return BotEffect(verb, "normal", GENERAL, missing=missing)


def _translated(
    verb: str,
    apply: BotApply,
    affordable: Callable[[State, str, Any], bool] | None = None,
    missing: Missing | None = None,
    applies: Applies | None = None,
) -> BotEffect:
    return BotEffect(verb, "translated", GENERAL, "", apply, affordable, missing, applies)


BOT_EFFECTS: dict[str, BotEffect] = {
    entry.verb: entry
    for entry in (
        _translated("gain_ducats", _gain_ducats),
        _translated("lose_ducats", _lose_ducats, _ducats_affordable),
        _translated("gain_monarch_power", _gain_power),
        _translated("lose_monarch_power", _lose_power, _power_affordable),
        _translated("gain_bot_power", _gain_bot_power),
        _translated("gain_stability", _gain_stability),
        _translated("lose_stability", _lose_stability, _always),
        _translated("remove_unrest", _remove_unrest, applies=_has_unrest),
        _translated("gain_prestige", _prestige(1)),
        _translated("lose_prestige", _prestige(-1), _prestige_affordable),
        _translated("gain_manpower", _gain_manpower),
        _translated("exhaust_manpower", _exhaust_manpower, _units_affordable),
        _translated("gain_units", _gain_units),
        _translated("gain_colonist", _gain_colonist),
        _translated("gain_action", _gain_action),
        _translated("declare_war", _declare_war, applies=_may_declare),
        _normal("gain_unrest"),
        _normal("develop_town"),
        _normal("gain_plus_one"),
        _normal("place_dnpr"),
        _normal("area_leaves_hre"),
        _normal("place_counter_reformation"),
        _normal("gain_imperial_authority"),
        _normal("lose_imperial_authority"),
        _translated("gain_claim", _gain_claim, applies=_claim_applies),
        _normal("gain_core"),
        _ignored("take_loan", "a Bot has no treasury: no loans"),
        _ignored("gain_corruption", "a Bot has no corruption"),
        _ignored("appoint_ruler", "a Bot has no ruler"),
        _ignored("reject_ruler", "a Bot has no ruler"),
        _ignored("gain_leader", "a Bot has no generals or admirals"),
        _ignored("draw_action_cards", "a Bot holds no action cards"),
        _ignored("gain_merchant", "a Bot holds one merchant, never two", "eupop-bots:BOT TRADE"),
        _normal("gain_influence"),
        _normal("gain_alliance"),
        _normal("gain_royal_marriage"),
        _normal("terminate_alliance"),
        _translated("gain_casus_belli", _gain_casus_belli),
        _ignored("gain_vassal", "a Bot has no vassal tokens (EUPOP-BOT-51)"),
        _normal("convert_area"),
        _translated("change_state_religion", _change_state_religion),
        _translated("embrace_counter_reformation", _embrace, applies=_embrace_applies),
        _normal("place_revolutionary"),
        _translated("research_idea", _research_idea, applies=_research_applies),
    )
}
"""Every verb of content/effects.py ``VERBS`` → how it reaches a Bot (a test checks the
two agree)."""


def missing_for(state: State, name: str, verb: str, argument: Any) -> tuple[str, str] | None:
    """The RuleNotBuilt the effect would raise for the Bot now, as (section, words)."""
    entry = BOT_EFFECTS[verb]
    if entry.how == "unbuilt":
        return entry.rule, f"{name} is a Bot: {entry.note}"
    if entry.missing is not None:
        return entry.missing(state, name, argument)
    return None


def refuse_unbuilt(state: State, name: str, effects: list[Mapping[str, Any]]) -> None:
    """Raise RuleNotBuilt for the first of these effects not built for the Bot (before
    anything of the event is resolved)."""
    for effect in effects:
        verb, argument = verb_of(effect)
        missing = missing_for(state, name, verb, argument)
        if missing is not None:
            raise RuleNotBuilt(*missing)


SECONDARY_UNBUILT: dict[str, str] = {}
"""Secondary effects whose Bot resolution is not built, refused before the event is taken
(none now: the Spread effects resolve for a Bot, rules/religion/spread.py and
revolution.py)."""


@implements(SECONDARY)
def refuse_secondary(name: str, secondary: list[str]) -> None:
    """Raise RuleNotBuilt for the first secondary effect the Bot cannot resolve yet (before
    anything of the event is resolved)."""
    for effect in secondary:
        if effect in SECONDARY_UNBUILT:
            raise RuleNotBuilt(SECONDARY, f"{name} is a Bot: {SECONDARY_UNBUILT[effect]}")


@implements(GENERAL, "interpretation:EUPOP-BOT-14")
def bot_effect(
    game: Game, table: EffectTable, name: str, verb: str, argument: Any
) -> BotCall | None:
    """Apply one effect to a Bot: what :data:`BOT_EFFECTS` says. Returns the procedure to
    call (with ``seat``) when the effect runs as one."""
    missing = missing_for(game.state, name, verb, argument)
    if missing is not None:
        raise RuleNotBuilt(*missing)
    entry = BOT_EFFECTS[verb]
    if entry.how == "ignored":
        _note(game, name, verb, "ignored", entry.note, entry.rule)
        return None
    if entry.how == "translated":
        assert entry.apply is not None
        return entry.apply(game, name, argument)
    rule = table.effects[verb]
    _note(game, name, verb, "normal", "as for a human")
    if rule.procedure is not None:
        return rule.procedure, {"argument": argument}
    assert rule.apply is not None
    rule.apply(game, name, argument)
    return None


@implements(GENERAL, "interpretation:EUPOP-BOT-13")
def affordable(state: State, name: str, option: EventOption) -> bool:
    """Whether the Bot can pay the option's price (S 749)."""
    for payment in option.cost:
        verb, argument = verb_of(payment)
        check = BOT_EFFECTS[verb].affordable
        if check is not None and not check(state, name, argument):
            return False
    return True


@implements(GENERAL, "interpretation:EUPOP-BOT-13")
def applicable(
    table: EffectTable, state: State, content: Content, name: str, option: EventOption
) -> int:
    """How many of the option's effects apply to the Bot after translation (its price
    aside): not ignored, and meeting their requirement."""
    count = 0
    for effect in option.effects:
        verb, argument = verb_of(effect)
        entry = BOT_EFFECTS[verb]
        if entry.how == "ignored":
            continue
        if entry.applies is not None and not entry.applies(state, content, name, argument):
            continue
        rule = table.effects.get(verb)
        possible = rule.possible if rule is not None and entry.how == "normal" else None
        if possible is not None and not possible(state, content, name, argument):
            continue
        count += 1
    return count
