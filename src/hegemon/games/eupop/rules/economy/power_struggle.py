"""Scoring the active power struggle in phase 4 E (eupop-aid Scoring Power Struggles
(p. 43); interpretation:EUPOP-E18).

For each battleground area of the card, each human player realm scores prestige per tax
value of the provinces it controls there (those its vassals control count half, rounded
up), prestige for being present (own land units or influence cubes there), and more for
being the only player realm present, on the main map only. Then the card is discarded.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.schema_cards import PowerStruggle
from hegemon.games.eupop.rules.economy.treasury import half_up
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import LAND_UNITS, controller, vassals, world

SCORING = "eupop-aid:Scoring Power Struggles (p. 43)"


@implements(SCORING, "interpretation:EUPOP-I14")
def _present(state: State, area: str, realm: str) -> bool:
    """Own land units or influence cubes in the area (the Emperor's Imperial influence
    counting, EUPOP-I14)."""
    typed = world(state)
    if cubes_of(state, area, realm) > 0:
        return True
    return any(
        force["realm"] == realm
        and force["where"] == area
        and any(force["units"].get(kind, 0) for kind in LAND_UNITS)
        for force in typed["forces"].values()
    )


def _controlled_value(state: State, geography: Geography, area: str, realm: str) -> int:
    own = vassal_value = 0
    theirs = set(vassals(state, realm))
    for name in geography.areas[area].provinces:
        holder = controller(state, name)
        if holder == realm:
            own += geography.provinces[name].tax_value
        elif holder in theirs:
            vassal_value += geography.provinces[name].tax_value
    return own + half_up(vassal_value)


@implements(SCORING, "eupop-aid:E. Score Prestige", "interpretation:EUPOP-E18")
def struggle_points(state: State, geography: Geography, card: PowerStruggle) -> dict[str, int]:
    """What each player realm scores for the card, battleground by battleground."""
    realms = world(state)["round"]["turn_order"]
    points = dict.fromkeys(realms, 0)
    for area in card.battlegrounds:
        present = [realm for realm in realms if _present(state, area, realm)]
        for realm in realms:
            value = _controlled_value(state, geography, area, realm)
            points[realm] += card.prestige_per_tax_value * value
            if realm in present:
                points[realm] += card.prestige_presence
                if present == [realm] and not geography.areas[area].distant:
                    points[realm] += card.prestige_sole_presence
    return points


@implements(
    SCORING,
    "eupop-bots:INCOME & UPKEEP PHASE",
    "interpretation:EUPOP-E18",
    "interpretation:EUPOP-F19",
)
def score_power_struggle(game: Game) -> None:
    """Score the active card for every player realm, in turn order, then discard it; a
    Bot scores as normal, on its own mat (eupop-bots INCOME & UPKEEP PHASE)."""
    state = game.state
    content = content_of(game)
    struggle = world(state)["decks"]["power_struggle"]
    card_id = struggle["active"]
    if card_id is None:
        return
    (card,) = [item for item in content.power_struggles.power_struggles if item.id == card_id]
    if card.extra:
        # the content check refuses a pack with such criteria (interpretation:EUPOP-F19)
        raise ValueError(f"{card.name}: additional criteria the content check refuses")
    points = struggle_points(state, content.geography, card)
    for realm, gained in points.items():
        if not gained:
            continue
        score_prestige(game, realm, gained, SCORING, f"power struggle {card.name}")
    struggle["active"] = None
    game.log("power_struggle_scored", None, rule=SCORING, card=card_id, points=points)
