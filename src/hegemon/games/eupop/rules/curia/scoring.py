"""What the Papal Curia scores and clears once a round: the Uncontested Papal Controller's
prestige and the crusades in phase 4, step E, then the crusade and excommunication tokens
leave the board (eupop-aid E. Score Prestige, Crusade Scoring (p. 46)); the *Committed to
Crusade* tags and the round's papal action go in clean-up B (B. Board and Status Mat
clean-up)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.bots import BOT_INCOME
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.curia import (
    MUSLIM,
    UNCONTESTED,
    catholic_player_realms,
    is_catholic,
    papal_controller,
    uncontested_controller,
)
from hegemon.games.eupop.world.layout import LAND_UNITS, forces_at, owner, realm, world

SCORE = "eupop-aid:E. Score Prestige"
CRUSADE_SCORING = "eupop-aid:Crusade Scoring (p. 46)"
CLEAN_UP_B = "eupop-aid:B. Board and Status Mat clean-up"
UNCONTESTED_MOST = 3
CRUSADE_WON = 1
CRUSADE_LOST = -2
NOBODY_COMMITTED = -1


@implements(
    SCORE, UNCONTESTED, BOT_INCOME, "interpretation:EUPOP-U2", "interpretation:EUPOP-BOT-55"
)
def score_uncontested(game: Game) -> None:
    """The Uncontested Papal Controller, human or Bot, scores 1 prestige per Catholic
    player realm but one, at most 3."""
    state = game.state
    name = uncontested_controller(state)
    if name is None:
        return
    points = min(UNCONTESTED_MOST, len(catholic_player_realms(state)) - 1)
    if points <= 0:
        return
    score_prestige(game, name, points, SCORE, "uncontested papal controller")


@implements(CRUSADE_SCORING, "interpretation:EUPOP-U10")
def crusade_won(game: Game, name: str, where: str) -> bool:
    """The realm's land units stand in the area and no Muslim realm owns a province there."""
    state = game.state
    present = any(
        force["realm"] == name and any(force["units"].get(kind) for kind in LAND_UNITS)
        for force in forces_at(state, where)
    )
    if not present:
        return False
    for province in content_of(game).geography.areas[where].provinces:
        holder = owner(state, province)
        if holder is not None and realm(state, holder)["religion"] in MUSLIM:
            return False
    return True


@implements(CRUSADE_SCORING, BOT_INCOME, "interpretation:EUPOP-U10")
def score_crusades(game: Game) -> None:
    """Each Catholic realm committed to a crusade still on the board scores 1 prestige for
    it when won, loses 2 when not; with a crusade on the board and no Catholic realm
    committed to one (a committed realm since turned Protestant no longer counts), the
    Papal Controller loses 1. Bots score as humans do (eupop-bots INCOME & UPKEEP PHASE),
    their crusade tags on the Bot mat."""
    state = game.state
    typed = world(state)
    active = sorted(where for where, record in typed["map"]["areas"].items() if record["crusade"])
    if not active:
        return
    committed = False
    for name in typed["round"]["turn_order"]:
        mat = typed["players"].get(name)
        tags = mat["crusade"] if mat is not None else typed["bots"][name]["crusade"]
        if not is_catholic(state, name):
            continue
        for where in sorted(tags):
            if where not in active:
                continue
            committed = True
            change = CRUSADE_WON if crusade_won(game, name, where) else CRUSADE_LOST
            made = score_prestige(game, name, change, CRUSADE_SCORING, "crusade")
            game.log("crusade_scored", name, rule=CRUSADE_SCORING, area=where, change=made)
    controller = papal_controller(state)
    if not committed and controller is not None:
        score_prestige(game, controller, NOBODY_COMMITTED, CRUSADE_SCORING, "no crusaders")


@implements(SCORE, "interpretation:EUPOP-U10")
def remove_tokens(game: Game) -> None:
    """Every Crusade token and Excommunicated token leaves the board."""
    typed = world(game.state)
    removed = False
    for record in typed["map"]["areas"].values():
        if record["crusade"]:
            record["crusade"] = False
            removed = True
    for ruler in typed["realms"].values():
        if ruler["excommunicated"]:
            ruler["excommunicated"] = False
            removed = True
    if removed:
        game.log("crusade_tokens_removed", None, rule=SCORE)


@implements(CLEAN_UP_B, "interpretation:EUPOP-U10")
def clear_tags(game: Game) -> None:
    """Clean-up B: the *Committed to Crusade* tags go, and a papal action may be taken in
    the next round again."""
    typed = world(game.state)
    for mat in typed["players"].values():
        mat["crusade"] = []
    for bot in typed["bots"].values():
        bot["crusade"] = []
    typed["round"]["papal_action"] = False
