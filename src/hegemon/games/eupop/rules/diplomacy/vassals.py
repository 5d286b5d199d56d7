"""Vassalizing a realm that has vassals of its own (eupop-aid Vassals (♠) (p. 33), the
"target has Vassals" lines; interpretation:EUPOP-D22).

A realm vassalizing such a target (by the Vassalization peace term or the Gain Vassal
effect) needs influence in it; the target's vassals are freed as it is vassalized, then
the new overlord decides for each, A→Z: keep it as a vassal too by discarding its influence
from the freed vassal's areas equal to the freed vassal's tax income, or let it go and ally
with it or place one influence cube in one of its areas, or nothing. The peace term and the
effect (:mod:`hegemon.games.eupop.rules.events.standard_realms`) call
:class:`SettleFreedVassals` by name (``FREED_VASSALS``)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.placing import influence_options, label, place
from hegemon.games.eupop.rules.empire.lands import settle_areas
from hegemon.games.eupop.rules.war.calls import end_alliance, end_marriage, remove_influence
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, owned_provinces, realm, set_overlord, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import (
    alliance_bar,
    alliance_room,
    ally,
    counted_tax_income,
    married_in,
    room,
)
from hegemon.games.eupop.world.tokens import vassal_tokens

VASSALS = "eupop-aid:Vassals (♠) (p. 33)"
PLUS_ONE = "eupop-aid:+1 ♠ tokens (p. 36)"
FREED_VASSALS = "settle_freed_vassals"
BOTS = "eupop-bots:BOTS & ALLIANCES"


@implements(VASSALS, PLUS_ONE, "interpretation:EUPOP-D22", "interpretation:EUPOP-D26")
def keep_price(state: State, geography: Geography, name: str, vassal: str) -> int:
    """The influence the realm discards to keep a freed vassal: the vassal's tax income, a
    +1 token counting as one more tax value (subjugation, EUPOP-D26), one fewer where the
    realm has a marriage token in its areas (EUPOP-D10)."""
    price = counted_tax_income(state, geography, vassal)
    if married_in(state, geography, name, realm_areas(state, geography, vassal)):
        price -= 1
    return max(0, price)


@implements(VASSALS, "interpretation:EUPOP-D22", "interpretation:EUPOP-D29")
def keep_refusal(state: State, geography: Geography, name: str, vassal: str) -> str | None:
    """Why the realm may not keep the freed vassal as its own, or None: it has influence
    cubes enough in the vassal's areas and its vassal tokens for the vassal's provinces (two
    on a large one, EUPOP-D29)."""
    typed = world(state)
    if realm(state, vassal)["papal_states"] or typed["hre"]["emperor"] == vassal:
        return f"{vassal} may never be a vassal"
    provinces = owned_provinces(state, vassal)
    if not provinces:
        return f"{vassal} holds no province"
    tokens = vassal_tokens(geography, provinces)  # 2 on a large province (EUPOP-D29)
    if typed["supply"][name]["vassal_tokens"] < tokens:
        return f"{tokens} vassal tokens needed"
    price = keep_price(state, geography, name, vassal)
    held = sum(
        area(state, where)["influence"].get(name, 0)
        for where in realm_areas(state, geography, vassal)
    )
    if held < price:
        return f"{price} influence in {vassal}'s areas needed"
    return None


@implements(VASSALS, "interpretation:EUPOP-D22", "interpretation:EUPOP-D29")
def keep_vassal(game: Game, name: str, vassal: str, rule: str) -> None:
    """The realm discards the influence and the freed vassal becomes its vassal as the
    target did: its alliances and marriages end, its vassal tokens on its provinces,
    its +1 tokens gone (EUPOP-D19), its HRE areas settled."""
    state, geography = game.state, content_of(game).geography
    price = counted_tax_income(state, geography, vassal)  # one fewer with a marriage there
    areas = realm_areas(state, geography, vassal)
    remove_influence(game, name, areas, price, rule, f"{vassal} kept as a vassal")
    record = realm(state, vassal)
    for other in sorted(set(record["allies"]) | set(record["active_allies"])):
        end_alliance(game, other, vassal, rule, "vassalized")
    for partner in sorted(record["marriages"]):
        end_marriage(state, partner, vassal)
        game.log("marriage_removed", partner, rule=rule, partner=vassal)
    provinces = owned_provinces(state, vassal)
    tokens = vassal_tokens(geography, provinces)  # 2 on a large province (EUPOP-D29)
    world(state)["supply"][name]["vassal_tokens"] -= tokens
    set_overlord(state, vassal, name)
    game.log("vassalized", name, rule=rule, vassal=vassal, tokens=tokens)
    records = world(state)["map"]["provinces"]
    for key in provinces:
        if records[key]["plus_one"]:
            records[key]["plus_one"] = False
            game.log("plus_one_removed", None, rule=rule, province=key)
    settle_areas(game, provinces)


@implements(VASSALS, "interpretation:EUPOP-D22")
def freed_options(state: State, geography: Geography, name: str, vassal: str) -> list[Action]:
    """What the realm may do about one freed vassal: keep it, ally with it, place one
    influence cube in one of its areas (room there, never displacing), or nothing."""
    actions = []
    if keep_refusal(state, geography, name, vassal) is None:
        price = keep_price(state, geography, name, vassal)
        text = f"Keep {vassal} as your vassal (discard {price} influence in its areas)"
        actions.append(Action("freed_vassal", "keep", text))
    if (
        alliance_bar(state, name, vassal) is None
        and alliance_room(state, name) > 0
        and room(state, vassal, "alliances") > 0
    ):
        actions.append(Action("freed_vassal", "ally", f"Let {vassal} go and ally with it"))
    for option in influence_options(state, geography, name, realm_areas(state, geography, vassal)):
        if option.startswith("place:"):
            actions.append(Action("freed_vassal", option, f"Let {vassal} go; {label(option)}"))
    actions.append(Action("freed_vassal", "none", f"Let {vassal} go"))
    return actions


class SettleFreedVassals(Procedure):
    """For each freed vassal (``freed``) in turn, the new overlord (``seat``) chooses among
    :func:`freed_options` (``rule``: the rule that vassalized their old overlord)."""

    name = FREED_VASSALS

    @step
    @implements(VASSALS, BOTS, "interpretation:EUPOP-D22", "interpretation:EUPOP-BOT-80")
    def start(self, game: Game, local: Local) -> None:
        """A Bot is never asked: it settles each by :func:`bot_choice`."""
        seat = local["seat"]
        if realm(game.state, seat)["player"] == "bot":
            geography = content_of(game).geography
            for vassal in local["freed"]:
                choice = bot_choice(game.state, geography, seat, vassal)
                settle(game, seat, vassal, choice, local["rule"])
            game.end(None)
            return
        local["queue"] = list(local["freed"])
        game.goto("ask_choice")

    @step(optional=True)
    def ask_choice(self, game: Game, local: Local) -> Decision | None:
        if not local["queue"]:
            game.end(None)
            return None
        vassal = local["queue"][0]
        seat = local["seat"]
        actions = freed_options(game.state, content_of(game).geography, seat, vassal)
        return Decision(seat, f"{vassal} is freed from its overlord: what now?", tuple(actions))

    @implements(VASSALS, "interpretation:EUPOP-D22", "interpretation:EUPOP-D28")
    def on_choice(self, game: Game, local: Local, action: Action) -> None:
        state, geography = game.state, content_of(game).geography
        seat, vassal, rule = local["seat"], local["queue"].pop(0), local["rule"]
        choice = str(action.argument)
        if choice not in [one.argument for one in freed_options(state, geography, seat, vassal)]:
            raise ValueError(f"{seat} may not {choice} about {vassal}")
        settle(game, seat, vassal, choice, rule)
        game.goto("ask_choice")


@implements(VASSALS, "interpretation:EUPOP-D22", "interpretation:EUPOP-D28")
def settle(game: Game, seat: str, vassal: str, choice: str, rule: str) -> None:
    """Carry out one of :func:`freed_options` (its argument)."""
    if choice == "keep":
        keep_vassal(game, seat, vassal, rule)
        return
    state = game.state
    settle_areas(game, owned_provinces(state, vassal))  # independent now, EUPOP-D28
    if choice == "ally":
        ally(state, seat, vassal)
        game.log("alliance_formed", seat, rule=rule, ally=vassal)
    elif choice != "none":
        place(game, seat, choice, rule)


@implements(VASSALS, BOTS, "interpretation:EUPOP-BOT-80")
def bot_choice(state: State, geography: Geography, name: str, vassal: str) -> str:
    """A Bot's answer for a freed vassal: never kept (a Bot holds no vassal), an alliance
    when it may, else one cube in the vassal's area of highest tax value with room (A→Z on
    a tie), else nothing."""
    options = [
        str(action.argument)
        for action in freed_options(state, geography, name, vassal)
        if action.argument != "keep"
    ]
    if "ally" in options:
        return "ally"
    places = [option for option in options if option.startswith("place:")]
    if places:
        return min(places, key=lambda option: (-_area_value(geography, option), option))
    return "none"


def _area_value(geography: Geography, option: str) -> int:
    return geography.areas[option.partition("|")[0].partition(":")[2]].tax_value
