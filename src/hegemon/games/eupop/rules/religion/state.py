"""State religions that follow the map (eupop-aid RELIGION, FAITH (p. 38)): a non-player
realm takes the religion of its capital area whenever that area's religion slot changes,
and the Papal States stay Catholic; a realm's state religion set (the Curia and the Empire
told); a Revolutionary realm giving up its revolution (Revolutionary Ideology).
Interpretations EUPOP-L1, L2, L3."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.cardinals import religion_changed
from hegemon.games.eupop.rules.empire.religion import after_religion_changed
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.religion import capital_slot

FAITH = "eupop-aid:RELIGION, FAITH (p. 38)"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
DIVERSE = "eupop-aid:Diverse Faiths"
DIVERSE_FAITHS = "diverse"


@implements(FAITH, DIVERSE, "interpretation:EUPOP-L1", "interpretation:EUPOP-L3")
def follow_capital(game: Game, slot: str, rule: str) -> list[str]:
    """After the religion slot ``slot`` changed religion: every non-player realm (the Papal
    States excepted) whose capital lies in an area the slot governs takes the slot's
    religion — none when the slot turned Diverse, never a state religion (EUPOP-L3).
    Returns the realms that changed, A→Z; each is logged and the Curia told."""
    state = game.state
    geography = content_of(game).geography
    religion = world(state)["map"]["religion_slots"][slot]["religion"]
    if religion == DIVERSE_FAITHS:
        return []
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


@implements(FAITH, DIVERSE, "interpretation:EUPOP-L2", "interpretation:EUPOP-L3")
def set_state_religion(game: Game, name: str, religion: str, rule: str) -> None:
    """The realm's state religion becomes ``religion`` (nothing when it already is): logged,
    then the Curia and the Empire are told. Diverse Faiths are never a state religion: a
    ValueError (EUPOP-L3)."""
    if religion == DIVERSE_FAITHS:
        raise ValueError(f"{name}: Diverse Faiths cannot be a state religion ({DIVERSE})")
    record = world(game.state)["realms"][name]
    before = record["religion"]
    if before == religion:
        return
    record["religion"] = religion
    game.log("state_religion_changed", name, rule=rule, before=before, religion=religion)
    religion_changed(game, name)
    after_religion_changed(game, name)


@implements(REVOLUTIONARY, DIVERSE, "interpretation:EUPOP-L2")
def give_up_revolution(game: Game, name: str, rule: str) -> None:
    """A Revolutionary realm that researched another government form: the Revolutionary
    token leaves its capital area's slot, and its state religion becomes that slot's
    religion — unless the slot is Diverse, which is never a state religion: then it keeps
    its own."""
    state = game.state
    slot = capital_slot(state, content_of(game).geography, name)
    assert slot is not None and slot["revolutionary"]
    slot["revolutionary"] = False
    game.log("revolution_given_up", name, rule=rule)
    if slot["religion"] != DIVERSE_FAITHS:
        set_state_religion(game, name, slot["religion"], REVOLUTIONARY)
    after_religion_changed(game, name)
