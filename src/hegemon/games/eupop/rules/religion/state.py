"""State religions that follow the map (eupop-aid RELIGION, FAITH (p. 38)): a non-player
realm takes the religion of its capital area whenever that area's religion slot changes,
and the Papal States stay Catholic. Interpretation EUPOP-L1."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.cardinals import religion_changed
from hegemon.games.eupop.world.layout import world

FAITH = "eupop-aid:RELIGION, FAITH (p. 38)"


@implements(FAITH, "interpretation:EUPOP-L1")
def follow_capital(game: Game, slot: str, rule: str) -> list[str]:
    """After the religion slot ``slot`` changed religion: every non-player realm (the Papal
    States excepted) whose capital lies in an area the slot governs takes the slot's
    religion. Returns the realms that changed, A→Z; each is logged and the Curia told."""
    state = game.state
    geography = content_of(game).geography
    religion = world(state)["map"]["religion_slots"][slot]["religion"]
    governed = set(geography.religion_slots[slot])
    changed = []
    for name, record in sorted(world(state)["realms"].items()):
        town = record["capital"]
        if record["kind"] == "player" or record["papal_states"] or town is None:
            continue
        if geography.provinces[town].area not in governed or record["religion"] == religion:
            continue
        before = record["religion"]
        record["religion"] = religion
        changed.append(name)
        game.log("npr_religion_changed", name, rule=rule, before=before, religion=religion)
        religion_changed(game, name)
    return changed
