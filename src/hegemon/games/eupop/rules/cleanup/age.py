"""The end of an Age (eupop-aid 5. CLEAN-UP D) and the final scoring triggers (eupop-aid
FINAL SCORING), as functions on the state."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.setup.decks import IDEAS_ON_DISPLAY, event_deck, playable_event_deck
from hegemon.games.eupop.world.layout import world

END_OF_AGE = "eupop-aid:D. End of Age Routine"
FINAL = "eupop-aid:FINAL SCORING"
MILESTONE_TYPES = ("economic", "expansion", "political", "warfare")
WINNING_PRESTIGE = 100
WINNING_LEAD = 20


def player_realms(state: State) -> list[str]:
    """Every player realm, human or Bot, in turn order."""
    return list(world(state)["round"]["turn_order"])


def prestige_of(state: State, realm: str) -> int:
    typed = world(state)
    if realm in typed["players"]:
        return typed["players"][realm]["prestige"]
    return typed["bots"][realm]["prestige"]


@implements("eupop-aid:A. Reveal Events", END_OF_AGE, "interpretation:EUPOP-S1")
def age_ends(state: State) -> bool:
    """The event deck cannot give the next round its draw (player realms + 1)."""
    return len(world(state)["decks"]["events"]) < len(player_realms(state)) + 1


def _featured(state: State, content: Content) -> set[str]:
    scenario = content.scenarios[state["meta"]["scenario"]]
    return set(scenario.events_featured) & set(player_realms(state))


@implements(FINAL, "interpretation:EUPOP-S2")
def next_age_available(state: State, content: Content) -> bool:
    """The scenario goes on to a next Age and the pack has its events."""
    track = world(state)["round"]
    if track["age"] >= track["last_age"]:
        return False
    return bool(event_deck(content, track["age"] + 1, _featured(state, content)))


@implements(
    FINAL,
    "eupop-bots:TOWNS",
    "interpretation:EUPOP-S2",
    "interpretation:EUPOP-S9",
    "interpretation:EUPOP-BOT-27",
)
def final_triggers(state: State, content: Content) -> list[str]:
    """Why final scoring starts after this clean-up (empty: it does not). A player realm
    out of towns, human or Bot (eupop-bots TOWNS: a Bot still out of towns in phase 5),
    gives ``all_towns``; a Bot only once its 20 more small towns are placed too
    (``bots/tokens.py out_of_towns``)."""
    from hegemon.games.eupop.bots.tokens import out_of_towns

    typed = world(state)
    reasons = []
    if age_ends(state) and not next_age_available(state, content):
        reasons.append("no_more_events")
    realms = player_realms(state)
    for name in realms:
        mine = prestige_of(state, name)
        others = [prestige_of(state, other) for other in realms if other != name]
        if mine >= WINNING_PRESTIGE and all(mine - other >= WINNING_LEAD for other in others):
            reasons.append("prestige_lead")
            break
    for name in realms:
        supply = typed["supply"][name]
        empty = supply["small_towns"] <= 0 and supply["large_towns"] <= 0
        if out_of_towns(state, name) if name in typed["bots"] else empty:
            reasons.append("all_towns")
            break
    track = typed["round"]
    if track["number"] >= track["rounds"]:
        reasons.append("last_round")
    return reasons


@implements(END_OF_AGE, "interpretation:EUPOP-S1")
def place_next_event_deck(game: Game, content: Content) -> int:
    """Advance the Age and lay out its shuffled event deck; returns the new Age."""
    state = game.state
    track = world(state)["round"]
    track["age"] += 1
    events = playable_event_deck(game, content, track["age"], _featured(state, content), END_OF_AGE)
    game.shuffle(events, "event deck", rule=END_OF_AGE)
    world(state)["decks"]["events"] = events
    return track["age"]


def _milestone_candidates(content: Content, age: int, kind: str, exclude: set[str]) -> list[str]:
    return [
        item.id
        for item in content.milestones.milestones
        if item.age == age and item.type == kind and item.id not in exclude
    ]


@implements(END_OF_AGE, "interpretation:EUPOP-S7")
def replace_milestones(game: Game, content: Content) -> list[str]:
    """One milestone of each type of the new Age, drawn at random; returns them."""
    decks = world(game.state)["decks"]
    age = world(game.state)["round"]["age"]
    chosen = []
    for kind in MILESTONE_TYPES:
        candidates = _milestone_candidates(content, age, kind, set())
        if candidates:
            chosen.append(game.choose_at_random(candidates, f"{kind} milestone", rule=END_OF_AGE))
    decks["milestones"] = chosen
    return list(chosen)


def researched_ideas(state: State) -> set[str]:
    typed = world(state)
    done = {idea for mat in typed["players"].values() for idea in mat["ideas"]}
    return done | {idea for mat in typed["bots"].values() for idea in mat["researched"]}


def _idea_candidates(state: State, content: Content, power: str) -> list[str]:
    """Non-basic ideas of a type and of the Age or earlier, off display and unresearched."""
    age = world(state)["round"]["age"]
    shown = set(world(state)["decks"]["ideas"][power])
    done = researched_ideas(state)
    return [
        idea.id
        for idea in content.ideas.ideas
        if idea.type == power
        and not idea.basic
        and idea.age <= age
        and idea.id not in shown
        and idea.id not in done
    ]


@implements(END_OF_AGE, "eupop-aid:IDEAS (p. 3)", "interpretation:EUPOP-S7")
def replace_ideas(game: Game, content: Content) -> list[str]:
    """Unresearched non-basic ideas on display make room for ideas drawn at random;
    returns the new ones."""
    state = game.state
    basic = {idea.id for idea in content.ideas.ideas if idea.basic}
    done = researched_ideas(state)
    added: list[str] = []
    for power in POWER_TYPES:
        display = world(state)["decks"]["ideas"][power]
        kept = [idea for idea in display if idea in basic or idea in done]
        world(state)["decks"]["ideas"][power] = kept
        pool = [idea for idea in _idea_candidates(state, content, power) if idea not in display]
        game.shuffle(pool, f"{power} ideas", rule=END_OF_AGE)
        room = IDEAS_ON_DISPLAY - sum(1 for idea in kept if idea not in basic)
        new = sorted(pool[: max(0, room)])
        world(state)["decks"]["ideas"][power] = kept + new
        added.extend(new)
    return added


def least_prestige(state: State) -> str | None:
    """The player realm with less prestige than every other, or None on a tie."""
    realms = player_realms(state)
    values = {name: prestige_of(state, name) for name in realms}
    low = min(values.values())
    lowest = [name for name in realms if values[name] == low]
    return lowest[0] if len(lowest) == 1 else None


def idea_type(content: Content, card: str) -> str | None:
    for idea in content.ideas.ideas:
        if idea.id == card:
            return idea.type
    return None


def milestone_type(content: Content, card: str) -> str | None:
    for item in content.milestones.milestones:
        if item.id == card:
            return item.type
    return None


def ideas_taken_off(state: State, content: Content) -> list[str]:
    """The ideas on display that the End of Age replaces: neither basic nor researched."""
    basic = {idea.id for idea in content.ideas.ideas if idea.basic}
    done = researched_ideas(state)
    return [
        idea
        for power in POWER_TYPES
        for idea in world(state)["decks"]["ideas"][power]
        if idea not in basic and idea not in done
    ]


def replacement_pool(
    state: State, content: Content, card: str, taken_off: Collection[str] = ()
) -> list[str]:
    """What a new milestone or idea sent back may be replaced by (never an idea taken off
    display at this End of Age)."""
    power = idea_type(content, card)
    if power is not None:
        return [idea for idea in _idea_candidates(state, content, power) if idea not in taken_off]
    kind = milestone_type(content, card)
    if kind is None:
        return []
    age = world(state)["round"]["age"]
    return _milestone_candidates(content, age, kind, set(world(state)["decks"]["milestones"]))


@implements(END_OF_AGE, "interpretation:EUPOP-S7")
def replace_card(game: Game, content: Content, card: str, taken_off: Collection[str] = ()) -> str:
    """Send back a new milestone or idea and draw its replacement at random."""
    decks = world(game.state)["decks"]
    pool = replacement_pool(game.state, content, card, taken_off)
    new = str(game.choose_at_random(sorted(pool), "replacement", rule=END_OF_AGE))
    power = idea_type(content, card)
    if power is not None:
        shown = decks["ideas"][power]
        shown[shown.index(card)] = new
    else:
        decks["milestones"][decks["milestones"].index(card)] = new
    return new
