"""Standard Event effects that change a realm's faith or ties: Convert Area and Gain
Vassal (eupop-aid Standard Event effects (p. 40), whose list names neither: they are read
with the sections of the action and the relation they name).

Convert Area is the Convert Area action's conversion without its price: the slot governing
the named area takes the realm's state religion under the action's conditions, then
unrest and rebel dice follow as after the action (interpretation:EUPOP-F17). Gain Vassal
makes an eligible non-player realm the realm's vassal as the Vassals section's Subjugate
lines do, with the vassalization pieces of the peace terms (interpretation:EUPOP-F18).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.actions.convert import CONVERT, ConvertArea, may_convert
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import STANDARD, TOKEN_LIMITS, ignored
from hegemon.games.eupop.rules.peace.empire import settle_areas
from hegemon.games.eupop.rules.peace.terms import cut_ties, free_vassals, vassal_provinces
from hegemon.games.eupop.world.empire import subjugating_influence
from hegemon.games.eupop.world.layout import enemies, owned_provinces, set_overlord, vassals, world
from hegemon.games.eupop.world.realms import is_distant_realm
from hegemon.games.eupop.world.relations import remove_plus_ones
from hegemon.games.eupop.world.tokens import vassal_tokens

VASSALS = "eupop-aid:Vassals (♠) (p. 33)"
CONVERT_EFFECT = "convert_area_effect"


def governing_slot(content: Content, area_name: str) -> str:
    """The religion slot governing the area."""
    return content.geography.areas[area_name].religion_slot


@implements(STANDARD, CONVERT, "interpretation:EUPOP-F17")
def convert_refused(state: State, content: Content, realm: str, area_name: str) -> str | None:
    """Why the area's slot cannot be converted for the realm now (None: it can)."""
    slot = governing_slot(content, area_name)
    if not may_convert(state, content, realm, slot):
        return (
            f"{slot} follows its religion already, or {realm} owns no province under it, "
            "or a realm of another faith owns one"
        )
    return None


def _convert_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    return convert_refused(state, content, realm, str(argument)) is None


class ConvertAreaEffect(Procedure):
    """The slot governing the named area converts to the realm's state religion, without
    the action's price; the action's procedure adds the unrest and rolls the rebel dice."""

    name = CONVERT_EFFECT

    @step
    @implements(STANDARD, CONVERT, "interpretation:EUPOP-F17")
    def start(self, game: Game, local: Local) -> None:
        seat, area_name = local["seat"], str(local["argument"])
        content = content_of(game)
        reason = convert_refused(game.state, content, seat, area_name)
        if reason is not None:
            ignored(game, seat, "convert_area", reason)
            game.end(None)
            return
        slot = governing_slot(content, area_name)
        game.call(ConvertArea.name, then="done", seat=seat, argument=slot, free=True)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


@implements(STANDARD, VASSALS, TOKEN_LIMITS, "interpretation:EUPOP-F18", "interpretation:EUPOP-D29")
def vassal_refused(state: State, content: Content, realm: str, target: str) -> str | None:
    """Why the target cannot become the realm's vassal now (None: it can). A target with
    vassals of its own needs the realm's influence in it (interpretation:EUPOP-D22)."""
    typed = world(state)
    record = typed["realms"][target]
    if record["kind"] == "player":
        return f"{target} is a player realm"
    if record["capital"] is None:
        return f"{target} is no longer on the map"
    if record["papal_states"] or typed["hre"]["emperor"] == target:
        return f"{target} may never be a vassal"
    if is_distant_realm(state, content.geography, target):
        return f"{target} is a distant realm"
    if record["overlord"] is not None:
        return f"{target} is not independent"
    if enemies(state, target):
        return f"{target} is at war"
    geography = content.geography
    if vassals(state, target) and subjugating_influence(state, geography, realm, target) < 1:
        return f"{target} has vassals and no influence of {realm}"
    tokens = vassal_tokens(geography, vassal_provinces(state, realm, target))  # EUPOP-D29
    if typed["supply"][realm]["vassal_tokens"] < tokens:
        return f"{tokens} vassal tokens needed"
    return None


def _vassal_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    return vassal_refused(state, content, realm, str(argument)) is None


@implements(STANDARD, VASSALS, "interpretation:EUPOP-F18", "interpretation:EUPOP-Q6")
@implements("interpretation:EUPOP-D29")
def gain_vassal(game: Game, realm: str, argument: Any) -> list[str]:
    """The target's alliances and royal marriages end (the realm's own alliance token
    back to its supply), its vassals are freed, vassal tokens from the realm's supply go
    on its provinces (two on a large one, EUPOP-D29), and it becomes the realm's vassal;
    its HRE areas are settled.
    Returns the freed vassals, which the effect's procedure then settles (EUPOP-D22)."""
    state, content = game.state, content_of(game)
    target = str(argument)
    reason = vassal_refused(state, content, realm, target)
    if reason is not None:
        ignored(game, realm, "gain_vassal", reason, VASSALS)
        return []
    freed = free_vassals(game, target, VASSALS)
    provinces = vassal_provinces(state, realm, target)
    cut_ties(game, target, VASSALS)
    tokens = vassal_tokens(content.geography, provinces)  # 2 on a large province (EUPOP-D29)
    world(state)["supply"][realm]["vassal_tokens"] -= tokens
    set_overlord(state, target, realm)
    game.log("vassalized", realm, rule=VASSALS, vassal=target, tokens=tokens)
    for name in remove_plus_ones(state, owned_provinces(state, target)):  # EUPOP-D19
        game.log("plus_one_removed", None, rule=VASSALS, province=name)
    settle_areas(game, provinces)
    return freed


class GainVassalEffect(Procedure):
    """Gain Vassal (``argument``: the target), then the target's freed vassals settled by
    the realm (the diplomacy package's ``settle_freed_vassals``, EUPOP-D22)."""

    name = "gain_vassal_effect"

    @step
    @implements(STANDARD, VASSALS, "interpretation:EUPOP-F18", "interpretation:EUPOP-D22")
    def start(self, game: Game, local: Local) -> None:
        freed = gain_vassal(game, local["seat"], local["argument"])
        if not freed:
            game.end(None)
            return
        game.call("settle_freed_vassals", then="done", seat=local["seat"], freed=freed,
                  rule=VASSALS)  # fmt: skip

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("convert_area", CONVERT, procedure=CONVERT_EFFECT, possible=_convert_possible),
    EffectRule("gain_vassal", VASSALS, procedure="gain_vassal_effect", possible=_vassal_possible),
)
PROCEDURES: tuple[Procedure, ...] = (ConvertAreaEffect(), GainVassalEffect())
