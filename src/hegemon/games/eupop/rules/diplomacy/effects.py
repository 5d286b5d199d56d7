"""The Standard Event effects that gain or end diplomatic relations: Gain/place Influence,
Gain Alliance, Gain Royal Marriage, Terminate/remove Alliance (eupop-aid Standard Event
effects (p. 40)), under the limits of DIP. RELATIONS (p. 32-33) and the General Event
guidelines (p. 40): an effect whose condition is not met is ignored, the realm that gains
makes the choices, and a non-player realm says yes to an alliance (a player realm is
asked, interpretation:EUPOP-D5)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.cardinals import alliance_changed
from hegemon.games.eupop.rules.diplomacy.placing import (
    FROM_MAP,
    GAIN_INFLUENCE,
    effect_areas,
    effect_options,
    label,
    place,
)
from hegemon.games.eupop.rules.events.effects import EffectRule, Possible
from hegemon.games.eupop.rules.events.standard_base import GUIDELINES, ignored
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.rules.war.calls import abandon_active_ally, end_alliance, end_marriage
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm
from hegemon.games.eupop.world.relations import (
    Kind,
    alliance_bar,
    ally,
    influence_in_realm,
    is_player,
    marriage_bar,
    marry,
    room,
)

GAIN_ALLIANCE = "eupop-aid:Gain Alliance"
GAIN_MARRIAGE = "eupop-aid:Gain Royal Marriage"
TERMINATE = "eupop-aid:Terminate/remove Alliance"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
MARRIAGES = "eupop-aid:Marriages (♠) (p. 32)"
BOTS = "eupop-bots:GENERAL EVENT RULES"
BOTS_ALLIANCES = "eupop-bots:BOTS & ALLIANCES"


def _is_bot(state: State, name: str) -> bool:
    return realm(state, name)["player"] == "bot"


@implements(BOTS_ALLIANCES, "eupop-aid:BOTS & ALLIANCES (p. 4)", "interpretation:EUPOP-BOT-75")
def bot_accepts(state: State, target: str) -> bool:
    """Whether the target is a Bot, which says yes to the alliance or royal marriage an
    effect offers it, whoever offers: a Bot never deals with an Opponent, save through an
    event (S 390); an event-made alliance with an Opponent ends in clean-up B
    (bots/phases.py ``bot_alliances``), a royal marriage stays (interpretation:EUPOP-BOT-75)."""
    return is_player(state, target) and _is_bot(state, target)


@implements(BOTS, "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION")
@implements("interpretation:EUPOP-BOT-14")
def bot_influence(geography: Geography, options: list[str]) -> str:
    """Where a Bot places one cube of an event's influence: the named area of highest tax
    value, then A→Z (the choice processes: good for the Bot); a cube of its own from the
    map, when its supply has none, from the area of lowest tax value, then A→Z; of the
    cubes it may replace once every named area is full, the realm first A→Z."""

    def rank(option: str) -> tuple[int, str, int, str]:
        chosen, _, source = option.partition(FROM_MAP)
        where = chosen.split(":")[1]
        taken = geography.areas[source].tax_value if source else 0
        return (-geography.areas[where].tax_value, chosen, taken, source)

    return min(options, key=rank)


@implements(BOTS, "eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def bot_gives_up(state: State, geography: Geography, options: list[str]) -> str:
    """The relation a Bot out of tokens gives up for an event's new one: with the realm of
    lowest tax income, then A→Z (S 740)."""
    return min(options, key=lambda other: (tax_income(state, geography, other)["total"], other))


class GainInfluence(Procedure):
    """Place the effect's cubes one at a time in the areas it names that hold a province of
    a non-player realm or a vassal, up to 5 per area; once every named area is full, one
    other realm's cube may be replaced (``argument`` = {areas, count})."""

    name = "gain_influence_effect"

    @step
    @implements(GAIN_INFLUENCE, "interpretation:EUPOP-D6")
    def start(self, game: Game, local: Local) -> None:
        local["left"] = int(local["argument"]["count"])
        local["replaced"] = False
        game.goto("ask_area")

    @step(optional=True)
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        geography = content_of(game).geography
        areas = effect_areas(game.state, geography, list(local["argument"]["areas"]))
        options = effect_options(game.state, geography, seat, areas, local["replaced"])
        if local["left"] <= 0:
            game.end(None)
            return None
        if not options:
            ignored(
                game, seat, "gain_influence", "no named area takes its influence", GAIN_INFLUENCE
            )
            game.end(None)
            return None
        if len(options) == 1:
            self._place(game, local, options[0])
            return None
        if _is_bot(game.state, seat):
            self._place(game, local, bot_influence(geography, options))
            return None
        actions = tuple(Action("influence_area", option, label(option)) for option in options)
        return Decision(seat, f"Place 1 influence ({local['left']} to place): where?", actions)

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        self._place(game, local, str(action.argument))

    @staticmethod
    def _place(game: Game, local: Local, option: str) -> None:
        if option.startswith("displace:"):
            local["replaced"] = True
        place(game, local["seat"], option, GAIN_INFLUENCE)
        local["left"] -= 1
        game.goto("ask_area")


def _influence_possible(state: State, content: Content, name: str, argument: Any) -> bool:
    areas = effect_areas(state, content.geography, list(argument["areas"]))
    return bool(effect_options(state, content.geography, name, areas, False))


class _GainRelation(Procedure):
    """Shared steps of Gain Alliance and Gain Royal Marriage: a player-realm target answers
    first (a non-player realm says yes); then the realm out of tokens may remove one of its
    relations of the kind (not an excepted one) with no penalty — never for a relation the
    target then declines (interpretation:EUPOP-D7)."""

    kind: Kind = "alliances"
    verb = "gain_alliance"
    rule = GAIN_ALLIANCE

    def bar(self, state: State, geography: Geography, seat: str, target: str) -> str | None:
        raise NotImplementedError

    def removable(self, state: State, seat: str) -> list[str]:
        raise NotImplementedError

    def target_has_room(self, state: State, target: str) -> bool:
        """A player-realm target needs room for one more (a non-player realm's one ally is
        taken over, :meth:`GainAlliance.bar`)."""
        return not is_player(state, target) or room(state, target, self.kind) > 0

    def remove(self, game: Game, seat: str, other: str) -> None:
        raise NotImplementedError

    def form(self, game: Game, seat: str, target: str) -> None:
        raise NotImplementedError

    @step
    def start(self, game: Game, local: Local) -> None:
        seat, target = local["seat"], str(local["argument"])
        reason = self.bar(game.state, content_of(game).geography, seat, target)
        if reason is None and not self.target_has_room(game.state, target):
            reason = f"{target} has no room for one more"
        full = reason is None and room(game.state, seat, self.kind) == 0
        if full and not self.removable(game.state, seat):
            reason = "out of tokens, and none may be removed"
        if reason is not None:
            ignored(game, seat, self.verb, reason, self.rule)
            game.end(None)
            return
        game.goto("ask_answer")

    @step(optional=True)
    @implements(GAIN_ALLIANCE, GAIN_MARRIAGE, "interpretation:EUPOP-D7")
    def ask_removal(self, game: Game, local: Local) -> Decision | None:
        """Once the target has said yes: a realm out of tokens may give up one relation of
        the kind for the new one, or keep them (the effect then ignored)."""
        seat, target = local["seat"], str(local["argument"])
        if room(game.state, seat, self.kind) > 0:
            self._form(game, seat, target)
            return None
        if _is_bot(game.state, seat):
            geography = content_of(game).geography
            given_up = bot_gives_up(game.state, geography, self.removable(game.state, seat))
            self.remove(game, seat, given_up)
            self._form(game, seat, target)
            return None
        actions = [
            Action("remove_relation", other, f"Remove your {self.kind[:-1]} with {other}")
            for other in self.removable(game.state, seat)
        ]
        actions.append(Action("remove_relation", "", f"Keep them: no new one with {target}"))
        return Decision(seat, f"You are out of {self.kind} tokens: remove one?", tuple(actions))

    def on_removal(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        if not action.argument:
            ignored(game, seat, self.verb, "kept its relations", self.rule)
            game.end(None)
            return
        self.remove(game, seat, str(action.argument))
        self._form(game, seat, str(local["argument"]))

    @step(optional=True)
    @implements(GUIDELINES, "interpretation:EUPOP-D5", "interpretation:EUPOP-BOT-75")
    def ask_answer(self, game: Game, local: Local) -> Decision | None:
        """A player-realm target is asked; a non-player realm says yes, and so does a Bot
        (:func:`bot_accepts`), with no decision."""
        seat, target = local["seat"], str(local["argument"])
        if not is_player(game.state, target) or bot_accepts(game.state, target):
            game.goto("ask_removal")
            return None
        word = "alliance" if self.kind == "alliances" else "royal marriage"
        actions = (
            Action("relation_answer", "accept", f"Accept the {word} with {seat}"),
            Action("relation_answer", "decline", f"Decline the {word} with {seat}"),
        )
        return Decision(target, f"{seat} offers you a {word} (an event): accept?", actions)

    def on_answer(self, game: Game, local: Local, action: Action) -> None:
        seat, target = local["seat"], str(local["argument"])
        if action.argument == "accept":
            game.goto("ask_removal")
            return
        ignored(game, seat, self.verb, f"{target} declined", self.rule)
        game.end(None)

    def _form(self, game: Game, seat: str, target: str) -> None:
        self.form(game, seat, target)
        game.end(None)


class GainAlliance(_GainRelation):
    """An alliance with the named realm, independent and at peace; over an opponent's NPR
    ally only with at least that opponent's influence in it, the old alliance ending."""

    name = "gain_alliance_effect"

    @implements(GAIN_ALLIANCE, ALLIANCES, "interpretation:EUPOP-D3")
    def bar(self, state: State, geography: Geography, seat: str, target: str) -> str | None:
        reason = alliance_bar(state, seat, target)
        if reason is not None:
            return reason
        for other in realm(state, target)["allies"]:
            if other != seat and is_player(state, other) and not is_player(state, target):
                mine = influence_in_realm(state, geography, seat, target)
                theirs = influence_in_realm(state, geography, other, target)
                if mine < theirs:
                    return f"less influence in {target} than its ally {other}"
        return None

    @implements(GAIN_ALLIANCE, "interpretation:EUPOP-D7")
    def removable(self, state: State, seat: str) -> list[str]:
        record = realm(state, seat)
        return [other for other in record["allies"] if other not in record["active_allies"]]

    def remove(self, game: Game, seat: str, other: str) -> None:
        end_alliance(game, seat, other, GAIN_ALLIANCE, "out of alliance tokens")

    @implements(GAIN_ALLIANCE, ALLIANCES)
    def form(self, game: Game, seat: str, target: str) -> None:
        state = game.state
        if not is_player(state, target):
            for other in list(realm(state, target)["allies"]):
                if is_player(state, other):
                    end_alliance(game, other, target, GAIN_ALLIANCE, f"{seat} takes the ally")
        ally(state, seat, target)
        game.log("alliance_formed", seat, rule=GAIN_ALLIANCE, ally=target)
        alliance_changed(game, seat, target)  # the Roma cardinal (EUPOP-U3)


class GainRoyalMarriage(_GainRelation):
    """A royal marriage with the named realm, if eligible (Marriages (♠)); the first
    marriage token on a distant continent opens its trade cards."""

    name = "gain_royal_marriage_effect"
    kind: Kind = "marriages"
    verb = "gain_royal_marriage"
    rule = GAIN_MARRIAGE

    @implements(GAIN_MARRIAGE, MARRIAGES, "interpretation:EUPOP-D2")
    def bar(self, state: State, geography: Geography, seat: str, target: str) -> str | None:
        return marriage_bar(state, geography, seat, target)

    @implements(GAIN_MARRIAGE, "interpretation:EUPOP-D7")
    def removable(self, state: State, seat: str) -> list[str]:
        return [other for other in realm(state, seat)["marriages"] if not is_player(state, other)]

    def remove(self, game: Game, seat: str, other: str) -> None:
        end_marriage(game.state, seat, other)
        game.log("marriage_removed", seat, rule=GAIN_MARRIAGE, partner=other)

    def form(self, game: Game, seat: str, target: str) -> None:
        form_marriage(game, seat, target, GAIN_MARRIAGE)


@implements(GAIN_MARRIAGE, MARRIAGES, "interpretation:EUPOP-D8")
def form_marriage(game: Game, seat: str, target: str, rule: str) -> None:
    """The two realms marry (:func:`~hegemon.games.eupop.world.relations.marry`); the first
    marriage token on a distant continent opens its trade cards (EUPOP-D8)."""
    marry(game.state, seat, target)
    game.log("marriage_formed", seat, rule=rule, partner=target)
    content = content_of(game)
    capital = realm(game.state, target)["capital"]
    if capital is not None:
        where = content.geography.areas[content.geography.provinces[capital].area]
        if where.distant:
            open_distant_trade(game, content, where.continent)


@implements(TERMINATE, "interpretation:EUPOP-D9")
def terminate_alliance(game: Game, name: str, argument: Any) -> None:
    """The alliance with the named realm ends; an active ally's allied units go back and
    the realm's enemies place their War tokens on it (it fights on alone)."""
    other = str(argument)
    state = game.state
    if other not in realm(state, name)["allies"]:
        ignored(game, name, "terminate_alliance", f"not allied to {other}", TERMINATE)
        return
    if other in realm(state, name)["active_allies"]:
        abandon_active_ally(game, name, other)
    end_alliance(game, name, other, TERMINATE, "terminated")


def _allied(state: State, content: Content, name: str, argument: Any) -> bool:
    return str(argument) in realm(state, name)["allies"]


def _relation_possible(procedure: _GainRelation) -> Possible:
    kind = procedure.kind

    def possible(state: State, content: Content, name: str, argument: Any) -> bool:
        target = str(argument)
        if procedure.bar(state, content.geography, name, target) is not None:
            return False
        if not procedure.target_has_room(state, target):
            return False
        return room(state, name, kind) > 0 or bool(procedure.removable(state, name))

    return possible


_ALLIANCE = GainAlliance()
_MARRIAGE = GainRoyalMarriage()

EFFECTS: tuple[EffectRule, ...] = (
    EffectRule(
        "gain_influence",
        GAIN_INFLUENCE,
        procedure=GainInfluence.name,
        possible=_influence_possible,
    ),
    EffectRule(
        "gain_alliance",
        GAIN_ALLIANCE,
        procedure=GainAlliance.name,
        possible=_relation_possible(_ALLIANCE),
    ),
    EffectRule(
        "gain_royal_marriage",
        GAIN_MARRIAGE,
        procedure=GainRoyalMarriage.name,
        possible=_relation_possible(_MARRIAGE),
    ),
    EffectRule("terminate_alliance", TERMINATE, terminate_alliance, possible=_allied),
)
PROCEDURES: tuple[Procedure, ...] = (GainInfluence(), _ALLIANCE, _MARRIAGE)
