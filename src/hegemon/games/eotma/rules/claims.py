"""Claims: turning a diplomatic tie into a claim (12.41; eotma-overview "Claims, events,
victory"; interpretation:EOTMA-45).

On its own turn an empire may pay to turn any of its diplomatic ties into a claim to that
area; the tie is used up. Claims count at the end of the scenario for the areas their
holder owns (:mod:`.scoring`, interpretation:EOTMA-13). The cost is content
(content/pack/claims.yaml).
"""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.world.layout import area, areas, empire, tied_areas

CLAIMS = "interpretation:EOTMA-45"


@implements(CLAIMS)
def claim_cost(content: Content, name: str) -> int:
    """The gold a claim to an area costs: a base plus a part per point of population."""
    costs = content.claims
    return costs.gold + costs.gold_per_population * content.geography.land[name].population


@implements("eotma:12.41", CLAIMS)
def claim_actions(state: State, content: Content, seat: str) -> list[Action]:
    """One action per area (map order) where the seat has a tie, no claim yet, and the gold."""
    gold = empire(state, seat)["gold"]
    records = areas(state)
    actions = []
    for name in tied_areas(state, content.geography, seat):
        if seat in records[name]["claims"]:
            continue
        cost = claim_cost(content, name)
        if cost <= gold:
            label = f"Turn your diplomatic tie to {name} into a claim ({cost} gold)"
            actions.append(Action("claim", name, label))
    return actions


class PressClaim(Procedure):
    """``call("press_claim", then=..., seat=..., argument=<area>)``: pay, give up the tie,
    record the claim. Ends with the area."""

    name = "press_claim"

    @step
    @implements("eotma:12.41", CLAIMS)
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        seat, name = local["seat"], local["argument"]
        record = area(game.state, name)
        cost = claim_cost(content, name)
        treasury = empire(game.state, seat)
        treasury["gold"] -= cost
        record["ties"].remove(seat)
        record["claims"].append(seat)
        game.log("claim", seat, rule=CLAIMS, area=name, cost=cost, gold=treasury["gold"])
        game.end(name)
