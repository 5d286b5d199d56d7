"""Leaders: generation, stature checks, death and succession (eotma-overview "Leaders").

Every number comes from content/pack/leaders.yaml (interpretation:EOTMA-4, EOTMA-5).
"""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import RATINGS, Rating
from hegemon.games.eotma.state import Leader
from hegemon.games.eotma.world.layout import area, empire, event_piles, owned_areas

GENERATION = "interpretation:EOTMA-4"
CHECK = "interpretation:EOTMA-5"


@implements("eotma-overview:Leaders", GENERATION)
def roll_leader(game: Game, content: Content, seat: str, name: str) -> Leader:
    """A new leader of a seat's empire, called ``name``: each stature rolled on the
    generation table."""
    table = content.leaders.generation
    combat, administrative, diplomatic = (
        table.ratings[
            sum(game.roll_dice(table.dice, f"{rating} stature", seat=seat, rule=GENERATION))
        ]
        for rating in RATINGS
    )
    leader: Leader = {
        "name": name,
        "combat": combat,
        "administrative": administrative,
        "diplomatic": diplomatic,
    }
    game.log("new_leader", seat, rule=GENERATION, **leader)
    return leader


@implements("eotma-overview:Leaders", GENERATION)
def generate_leader(game: Game, content: Content, seat: str) -> Leader:
    """The next leader of an empire: the scenario's next name (the names repeat), rolled."""
    record = empire(game.state, seat)
    names = record["leader_names"]
    number = record["leaders_so_far"]
    leader = roll_leader(game, content, seat, names[number % len(names)])
    record["leaders_so_far"] = number + 1
    return leader


@implements("eotma-overview:Leaders", CHECK)
def succeed(game: Game, content: Content, seat: str, heir: bool) -> None:
    """The leader's reign ends; the next leader takes over with fresh ratings.

    Held cards that last while the leader lives are discarded. Without an heir the
    succession is disputed: every area of the empire except the court whose language is
    not the court's enters unrest (interpretation:EOTMA-5).
    """
    state = game.state
    record = empire(state, seat)
    game.log("leader_dies", seat, rule=CHECK, leader=record["leader"]["name"], heir=heir)
    kept = []
    for card in record["held_events"]:
        if content.event(card).held == "until_leader_dies":
            event_piles(state)["discard"].append(card)
        else:
            kept.append(card)
    record["held_events"] = kept
    record["leader"] = generate_leader(game, content, seat)
    if heir:
        return
    for name in owned_areas(state, content.geography, seat):
        if name != record["court"] and content.geography.land[name].language != record["language"]:
            area(state, name)["unrest"] = True
            game.log("unrest", seat, rule=CHECK, area=name, cause="dies heirless")


def restless_areas(state: State, content: Content, seat: str) -> list[str]:
    """The areas of an empire in unrest, in map order (checked for rebellion when its ruler
    dies without an heir, interpretation:EOTMA-44)."""
    return [
        name for name in owned_areas(state, content.geography, seat) if area(state, name)["unrest"]
    ]


def change_rating(content: Content, leader: Leader, rating: Rating, change: int) -> int:
    """Move one stature rating within the content's limits; returns the new rating."""
    limits = content.leaders
    value = max(limits.lowest_rating, min(limits.highest_rating, leader[rating] + change))
    leader[rating] = value
    return value


class StatureCheck(Procedure):
    """``call("stature_check", then=..., seat=..., rating="combat")``.

    Rolls the stature-check table for the seat's leader and applies the result; ends with
    the effect's name (``dies``, ``incapacitated``, ``weaker``, ``none``, ``stronger``).
    A dead or incapacitated leader is succeeded; a die decides whether there is an heir.
    """

    name = "stature_check"

    @step
    @implements(CHECK)
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        seat, rating = local["seat"], local["rating"]
        table = content.leaders.stature_check
        total = sum(game.roll_dice(table.dice, "stature check", seat=seat, rule=CHECK))
        effect = next(result.effect for result in table.results if total in result.rolls)
        leader = empire(game.state, seat)["leader"]
        game.log("stature_check", seat, rule=CHECK, rating=rating, roll=total, effect=effect)
        if effect in ("dies", "incapacitated"):
            succession = content.leaders.succession
            heir_roll = game.roll("heir", succession.sides, seat=seat, rule=CHECK)
            heir = heir_roll not in succession.heirless_on
            restless = restless_areas(game.state, content, seat)
            succeed(game, content, seat, heir=heir)
            if not heir:
                local["effect"] = effect
                game.call("heirless_rebellions", then="finish", seat=seat, areas=restless)
                return
        elif effect in ("weaker", "stronger"):
            change_rating(content, leader, rating, -1 if effect == "weaker" else 1)
        game.end(effect)

    @step
    def finish(self, game: Game, local: Local) -> None:
        """After the rebellion checks of a succession without an heir (interpretation:EOTMA-44)."""
        game.end(local["effect"])
