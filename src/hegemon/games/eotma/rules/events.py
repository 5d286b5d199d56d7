"""Event cards: the draw at the start of a player turn and the effect vocabulary
(eotma-overview "Claims, events, victory"; interpretation:EOTMA-11).

Effects are data (content/pack/events.yaml); each ``op`` has one function here, chosen by
:func:`apply_effect`.
An effect touches only the drawing empire, except ``break_ties`` on opponents' ties.
"""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import (
    AreaChoice,
    BreakTiesEffect,
    Effect,
    GoldEffect,
    LeaderDiesEffect,
    SocialStateEffect,
    StatureEffectData,
    UnrestEffect,
)
from hegemon.games.eotma.rules.leaders import change_rating, restless_areas, succeed
from hegemon.games.eotma.world.layout import area, empire, event_piles, owned_areas, seats

EVENTS = "interpretation:EOTMA-11"


def held_modifier(state: State, content: Content, seat: str, field: str) -> int:
    """The sum of one modifier (``income``, ``conquest``, ``pillage``, ``attackers``) over the
    event cards a seat holds."""
    return sum(
        getattr(content.event(card).modifiers, field) for card in empire(state, seat)["held_events"]
    )


def choose_areas(game: Game, content: Content, seat: str, choice: AreaChoice) -> list[str]:
    """The drawer's areas an effect applies to, in map order."""
    state = game.state
    record = empire(state, seat)
    geography = content.geography
    candidates = []
    for name in owned_areas(state, geography, seat):
        social = area(state, name)["social_state"]
        if name == record["court"] and not choice.include_court:
            continue
        if choice.min_social_state is not None and social < choice.min_social_state:
            continue
        if choice.max_social_state is not None and social > choice.max_social_state:
            continue
        if (
            choice.religion_differs_from_court
            and geography.land[name].religion == record["religion"]
        ):
            continue
        candidates.append(name)
    if choice.pick == "all" or len(candidates) <= choice.count:
        return candidates
    if choice.pick == "highest_population":
        ranked = sorted(candidates, key=lambda name: -geography.land[name].population)
        return geography.sort(ranked[: choice.count])
    game.shuffle(candidates, "event areas", rule=EVENTS)
    return geography.sort(candidates[: choice.count])


def _gold(game: Game, content: Content, seat: str, effect: GoldEffect) -> None:
    record = empire(game.state, seat)
    record["gold"] = max(0, record["gold"] + effect.amount)
    game.log("gold", seat, rule=EVENTS, change=effect.amount, gold=record["gold"])


def _social_state(game: Game, content: Content, seat: str, effect: SocialStateEffect) -> None:
    for name in choose_areas(game, content, seat, effect.areas):
        record = area(game.state, name)
        record["social_state"] = max(-3, min(3, record["social_state"] + effect.change))
        game.log("social_state", seat, rule=EVENTS, area=name, social_state=record["social_state"])


def _unrest(game: Game, content: Content, seat: str, effect: UnrestEffect) -> None:
    for name in choose_areas(game, content, seat, effect.areas):
        area(game.state, name)["unrest"] = True
        game.log("unrest", seat, rule=EVENTS, area=name, cause="event")


def _break_ties(game: Game, content: Content, seat: str, effect: BreakTiesEffect) -> None:
    state = game.state
    for name in content.geography.land:
        record = area(state, name)
        if effect.whose == "drawer" and record["owner"] != seat and seat in record["ties"]:
            record["ties"].remove(seat)
            game.log("tie_broken", seat, rule="eotma:12.43", area=name, holder=seat)
        elif effect.whose == "opponents" and record["owner"] == seat:
            for other in [holder for holder in record["ties"] if holder != seat]:
                record["ties"].remove(other)
                game.log("tie_broken", seat, rule="eotma:12.43", area=name, holder=other)


def _stature(game: Game, content: Content, seat: str, effect: StatureEffectData) -> None:
    leader = empire(game.state, seat)["leader"]
    value = change_rating(content, leader, effect.rating, effect.change)
    game.log("stature", seat, rule=EVENTS, rating=effect.rating, value=value)


def _leader_dies(game: Game, content: Content, seat: str, effect: LeaderDiesEffect) -> None:
    succeed(game, content, seat, heir=effect.heir)


def apply_effect(game: Game, content: Content, seat: str, effect: Effect) -> None:
    """Apply one effect of an event card to the drawing seat."""
    if isinstance(effect, GoldEffect):
        _gold(game, content, seat, effect)
    elif isinstance(effect, SocialStateEffect):
        _social_state(game, content, seat, effect)
    elif isinstance(effect, UnrestEffect):
        _unrest(game, content, seat, effect)
    elif isinstance(effect, BreakTiesEffect):
        _break_ties(game, content, seat, effect)
    elif isinstance(effect, StatureEffectData):
        _stature(game, content, seat, effect)
    else:
        _leader_dies(game, content, seat, effect)


class DrawEvent(Procedure):
    """``call("event", then=..., seat=...)``: draw the top event card and apply it.

    The deck is reshuffled from the discards when it runs out. Ends with the card drawn.
    """

    name = "event"

    @step
    @implements("eotma-overview:Sequence of a round", EVENTS)
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        state = game.state
        seat = local["seat"]
        piles = event_piles(state)
        if not piles["deck"]:
            piles["deck"], piles["discard"] = piles["discard"], []
            game.shuffle(piles["deck"], "event deck", rule=EVENTS)
        card = piles["deck"].pop(0)
        event = content.event(card)
        game.reveal()
        game.log("event", seat, rule=EVENTS, card=card, title=event.title)
        if event.held is not None:
            empire(state, seat)["held_events"].append(card)
        else:
            piles["discard"].append(card)
        heirless = [e for e in event.effects if isinstance(e, LeaderDiesEffect) and not e.heir]
        restless = restless_areas(state, content, seat) if heirless else []
        for effect in event.effects:
            apply_effect(game, content, seat, effect)
        if heirless:
            local["card"] = card
            game.call("heirless_rebellions", then="finish", seat=seat, areas=restless)
            return
        game.end(card)

    @step
    def finish(self, game: Game, local: Local) -> None:
        """After the rebellion checks of a death without an heir (interpretation:EOTMA-44)."""
        game.end(local["card"])


def collect_income(game: Game, content: Content) -> None:
    """Held cards with an income pay their holder at the start of a round."""
    for seat in seats(game.state):
        income = held_modifier(game.state, content, seat, "income")
        if income:
            record = empire(game.state, seat)
            record["gold"] += income
            game.log("gold", seat, rule=EVENTS, change=income, gold=record["gold"])


def discard_expired(game: Game, content: Content) -> None:
    """At the end of a game turn, cards held until then are discarded."""
    for seat in seats(game.state):
        record = empire(game.state, seat)
        kept = []
        for card in record["held_events"]:
            if content.event(card).held == "until_game_turn_ends":
                event_piles(game.state)["discard"].append(card)
                game.log("held_card_expires", seat, rule=EVENTS, card=card)
            else:
                kept.append(card)
        record["held_events"] = kept
