"""Board changes of a peace: provinces returned or ceded (with their towns and vassal
tokens), truces placed, and the war record closed (eupop-aid Peace Terms (p. 30-31),
D. Peace Resolutions)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.standard_base import TOKEN_LIMITS
from hegemon.games.eupop.world.layout import province, realm, set_owner, world
from hegemon.games.eupop.world.tokens import place_small_town, return_town, vassal_tokens
from hegemon.games.eupop.world.wars import make_peace

TERMS = "eupop-aid:Peace Terms (p. 30-31)"
PHASE_STEP = "eupop-aid:D. Peace Resolutions"


def return_provinces(game: Game, names: list[str], rule: str) -> None:
    """Occupied provinces go back to their lawful owners."""
    for name in names:
        record = province(game.state, name)
        occupier = record["occupier"]
        record["occupier"] = None
        game.log("province_returned", record["owner"], rule=rule, province=name, occupier=occupier)


@implements(
    TERMS,
    "eupop-aid:DNPRs (👤) (p. 35)",
    "interpretation:EUPOP-Q5",
    "interpretation:EUPOP-F16",
    "interpretation:EUPOP-Q21",
    "interpretation:EUPOP-Q23",
    "interpretation:EUPOP-D29",
)
def cede(game: Game, name: str, gainer: str, rule: str) -> bool:
    """The province becomes the gainer's own. The old owner's town goes back to its supply
    (a vassal's province gives its overlord its vassal tokens back: two of a large province,
    one of any other, interpretation:EUPOP-D29); a player realm gains a small town from its
    supply (a large one standing in when the small ones have run out,
    interpretation:EUPOP-F16), a vassal's new province takes vassal tokens of its overlord;
    a DNPR's token stays under the town (a DNPR gaining back a province with its own token
    underneath has it on top again), and a realm without a capital (annexed earlier) takes
    the province as its capital (interpretation:EUPOP-Q5). A player realm with neither town
    size left does not gain it: any occupation of it ends and it stays its lawful owner's
    (interpretation:EUPOP-Q23); nor does a vassal whose overlord has too few vassal tokens
    left (interpretation:EUPOP-Q21). Returns whether the province changed hands."""
    state = game.state
    record = province(state, name)
    loser = record["owner"]
    supplies = world(state)["supply"]
    kind = realm(state, gainer)["kind"]
    lord = realm(state, gainer)["overlord"]
    vassal = kind != "player" and lord is not None and lord in supplies
    tokens = vassal_tokens(content_of(game).geography, [name])  # 2 if large (EUPOP-D29)
    short = None
    if kind == "player" and not (
        supplies[gainer]["small_towns"] > 0 or supplies[gainer]["large_towns"] > 0
    ):
        short = "no town token left"
    elif vassal and lord is not None and supplies[lord]["vassal_tokens"] < tokens:
        short = "no vassal token left"  # EUPOP-Q21
    if short is not None:
        occupier = record["occupier"]
        record["occupier"] = None
        game.log(
            "province_returned", loser, rule=TOKEN_LIMITS, province=name, occupier=occupier,
            gainer=gainer, reason=short,
        )  # fmt: skip
        return False
    if loser is not None:
        return_town(state, loser, record)
        loser_lord = realm(state, loser)["overlord"]
        if loser_lord is not None and loser_lord in supplies:
            supplies[loser_lord]["vassal_tokens"] += tokens
        if realm(state, loser)["kind"] == "dnpr":
            record["dnpr_token"] = loser
    if kind == "player":
        place_small_town(state, gainer, record)
    elif lord is not None and lord in supplies:
        supplies[lord]["vassal_tokens"] -= tokens
    set_owner(state, name, gainer)
    record["occupier"] = None
    if record["dnpr_token"] == gainer:
        record["dnpr_token"] = None
    if realm(state, gainer)["capital"] is None:
        realm(state, gainer)["capital"] = name
    game.log("province_ceded", gainer, rule=rule, province=name, loser=loser)
    return True


@implements(PHASE_STEP, "interpretation:EUPOP-Q4")
def conclude(game: Game, war_id: str, first: str, second: str, term: str, rule: str) -> None:
    """The pair makes peace in the war; its War tokens become truces (each realm holds one
    on the other)."""
    make_peace(game.state, war_id, first, second)
    for one, other in ((first, second), (second, first)):
        truces = realm(game.state, one)["truces"]
        if other not in truces:
            truces.append(other)
            truces.sort()
    game.log("peace_made", None, rule=rule, war=war_id, realms=[first, second], term=term)
