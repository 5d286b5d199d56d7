"""The course every endeavour takes, and the defense endeavour that can interrupt it (13.0).

An endeavour procedure is a subclass of :class:`Endeavour`. Called by the player turn
with ``{seat, kind, base, target}``, it runs:

1. ``start`` — the least gold it costs (its minimum plus sea costs, 9.17 as read in
   interpretation:EOTMA-8) and the opponent, if any, who may spend gold against it
   (diplomacy: 12.2, interpretation:EOTMA-20);
2. ``ask_defend`` — the owner of an attacked area announces a defense endeavour (13.0)
   or lets the attack stand; an optional decision, not asked when no one can defend;
3. ``ask_gold`` — the active player announces the gold spent, and so the rating (13.0:
   it cannot change afterwards);
4. ``ask_opposing_gold`` — the defender (or the opponent of a diplomacy) announces gold;
   an optional decision, not asked when no one may spend any (:func:`opposing_seat`);
5. ``resolve`` — both turn over a year card; the subclass applies the active player's
   result as :func:`.year_cards.outcome` reads it (its condition resolved, a defense's
   cancellation applied: the explanations count the same function) with
   :meth:`Endeavour.apply_result`; results of the defender's card are ignored (13.22);
6. rebellion checks of areas in unrest that lost a social-state level
   (eotma-overview "Unrest and rebellion"), then the stature checks: the active
   player's, then the defender's on combat stature (13.23).

It ends with a plain-data summary of what happened.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.effectiveness import (
    Effectiveness,
    NoLineOfCommunication,
    effectiveness,
    minimum_gold,
    sea_areas,
)
from hegemon.games.eotma.rules.year_cards import (
    FAVOURABLE,
    calls_stature_check,
    outcome,
    play_year_card,
)
from hegemon.games.eotma.world.layout import area, empire

DEFENSE = "eotma:13.0"
RATING = "eotma-overview:Endeavours and the effectiveness rating (ER)"
OPPOSING_DIPLOMACY = "interpretation:EOTMA-20"
POSITIVE_RESULTS = FAVOURABLE
"""Results that favour the active player; a defended endeavour whose rating ends below zero
loses them (13.22, interpretation:EOTMA-23: :func:`.year_cards.outcome`)."""


def cost(state: State, content: Content, seat: str, kind: str, target: str) -> int | None:
    """The least gold ``seat`` pays for an endeavour of ``kind`` at ``target`` (None: no line
    of communication reaches the target, so it cannot be undertaken)."""
    try:
        seas = sea_areas(state, content, seat, kind, target)
    except NoLineOfCommunication:
        return None
    return minimum_gold(content, kind, seas)


def affordable(state: State, content: Content, seat: str, kind: str, target: str) -> bool:
    """Whether the seat's treasury covers the endeavour's least cost."""
    least = cost(state, content, seat, kind, target)
    return least is not None and empire(state, seat)["gold"] >= least


@implements("eotma:13.1", "eotma:13.13", "eotma:13.14", "eotma:13.11")
def can_defend(state: State, content: Content, defender: str, target: str) -> bool:
    """Whether ``defender`` may announce a defense of its area ``target`` now: a year card
    left (13.14), fewer than the round's limit of defenses (13.13), and the gold (13.11)."""
    record = empire(state, defender)
    if record["year_cards_left"] <= 0:
        return False
    if record["defenses"] >= content.endeavours.defenses_per_round:
        return False
    return affordable(state, content, defender, "defense", target)


@implements("eotma:13.12", "eotma:12.2", OPPOSING_DIPLOMACY)
def opposing_seat(state: State, local: Local) -> str | None:
    """Who may spend gold against the endeavour of this frame once its gold is announced:
    the defender who announced a defense (13.12), else the opponent (12.2) while it holds
    gold; None when no one may."""
    defender: str | None = local.get("defender")
    if defender is not None:
        return defender
    opponent: str | None = local.get("opponent")
    if opponent is not None and empire(state, opponent)["gold"] > 0:
        return opponent
    return None


def pay(game: Game, seat: str, amount: int, purpose: str, rule: str) -> None:
    """Take gold from a seat's treasury (callers only offer what it holds)."""
    record = empire(game.state, seat)
    if amount > record["gold"]:
        raise ValueError(f"{seat} holds {record['gold']} gold and cannot pay {amount}")
    record["gold"] -= amount
    if amount:
        game.log("gold", seat, rule=rule, change=-amount, purpose=purpose)


def gold_actions(verb: str, most: int, label: Any) -> tuple[Action, ...]:
    """One action per amount 0..most, labelled by ``label(amount)``."""
    return tuple(Action(verb, amount, label(amount)) for amount in range(most + 1))


@lru_cache(maxsize=1024)
def _spending_actions(spare: int, least: int, before: int) -> tuple[Action, ...]:
    """The gold an endeavouring seat may spend beyond the least, 0..spare, each labelled with
    what it pays and the rating it buys (shared: built once per spare, least and rating)."""

    def label(extra: int) -> str:
        paid = f"pay {least + extra} gold" if least + extra else "spend no gold"
        return f"{paid.capitalize()}: rating {before + extra}"

    return gold_actions("gold", spare, label)


@lru_cache(maxsize=1024)
def _opposing_actions(most: int, rating: int) -> tuple[Action, ...]:
    """The gold an opponent may spend against an endeavour at ``rating``, 0..most, each
    labelled with the rating left (shared: built once per treasury and rating)."""

    def label(amount: int) -> str:
        spent = f"Spend {amount} more gold" if amount else "Spend no more gold"
        return f"{spent}: their rating {rating - amount}"

    return gold_actions("oppose", most, label)


class Endeavour(Procedure):
    """Base of the endeavour procedures; subclasses set ``name``, ``kind`` and ``rule`` and
    implement :meth:`apply_result`."""

    kind: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    """The section whose results the subclass applies (e.g. ``eotma:10.3``)."""

    defended: ClassVar[bool] = False
    """Whether the owner of the attacked area may defend it (conquest and pillage, 13.0)."""

    # -- hooks --------------------------------------------------------------------------
    @implements(DEFENSE)
    def defender(self, state: State, local: Local) -> str | None:
        """The seat that may answer with a defense endeavour (13.0): for a ``defended``
        endeavour, the owner of the target when another seat holds it; None otherwise."""
        if not self.defended:
            return None
        holder = area(state, local["target"])["owner"]
        return holder if holder is not None and holder != local["seat"] else None

    def opponent(self, state: State, local: Local) -> str | None:
        """A seat that may spend gold against this endeavour without a card (12.2)."""
        return None

    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        """Carry out the active player's result; return what happened, as plain data.

        ``result`` is the card's result as :func:`.year_cards.outcome` applies it: ``none``
        when its condition fails at ``rating``, a T/C already read as C or T.

        An area in unrest that loses a social-state level is added with
        :meth:`lost_level`, which queues its rebellion check.
        """
        raise NotImplementedError(f"{type(self).__name__} does not apply its results")

    # -- helpers for subclasses ----------------------------------------------------------
    @staticmethod
    @implements("interpretation:EOTMA-23")
    def lost_level(game: Game, local: Local, name: str, cause: str, check: bool) -> None:
        """Lower an area's social state by one (never below −3). With ``check`` (the base of
        a foreign endeavour, the target of a domestic one), an owned area in unrest that
        loses a level is checked for rebellion after the result (overview "Unrest and
        rebellion")."""
        record = area(game.state, name)
        if record["social_state"] > -3:
            record["social_state"] -= 1
            game.log("social_state", record["owner"], area=name, change=-1, cause=cause)
            if check and record["unrest"] and record["owner"] is not None:
                local.setdefault("rebellion_checks", []).append([name, cause])

    def rating(self, state: State, content: Content, local: Local) -> Effectiveness:
        """The rating with the gold announced so far and the defense announced so far."""
        return effectiveness(
            state,
            content,
            local["seat"],
            self.kind,  # type: ignore[arg-type]
            local["base"],
            local["target"],
            extra_gold=local.get("extra_gold", 0),
            defense=local.get("defense", 0),
        )

    # -- steps ----------------------------------------------------------------------------
    @step
    def start(self, game: Game, local: Local) -> None:
        least = cost(game.state, content_of(game), local["seat"], self.kind, local["target"])
        if least is None:
            raise NoLineOfCommunication(f"{local['seat']} has no line to {local['target']}")
        local["minimum"] = least
        opponent = self.opponent(game.state, local)
        if opponent is not None:
            local["opponent"] = opponent
        game.goto("ask_defend")

    @step(optional=True)
    @implements(DEFENSE)
    def ask_defend(self, game: Game, local: Local) -> Decision | None:
        """The owner of the attacked area announces a defense or lets the attack stand.
        Nothing to ask when there is no defender or it cannot defend (:func:`can_defend`):
        the endeavour goes on to its gold."""
        seat, target = local["seat"], local["target"]
        defender = self.defender(game.state, local)
        content = content_of(game)
        if defender is None or not can_defend(game.state, content, defender, target):
            game.goto("ask_gold")
            return None
        least = cost(game.state, content, defender, "defense", target)
        title = empire(game.state, seat)["title"]
        return Decision(
            defender,
            f"{title} undertakes {self.kind} against your {target} from {local['base']}: "
            "defend it?",
            (
                Action("defend", True, f"Defend {target} (a year card and at least {least} gold)"),
                Action("defend", False, f"Let the {self.kind} of {target} go undefended"),
            ),
        )

    @implements(DEFENSE, "eotma:13.11", "eotma:13.13")
    def on_defend(self, game: Game, local: Local, action: Action) -> None:
        defender = self.defender(game.state, local)
        assert defender is not None, "ask_defend asks only a defender"
        if not action.argument:
            game.log("no_defense", defender, rule=DEFENSE, area=local["target"])
            game.goto("ask_gold")
            return
        content = content_of(game)
        least = cost(game.state, content, defender, "defense", local["target"])
        assert least is not None
        pay(game, defender, least, "defense", "eotma:13.11")
        empire(game.state, defender)["defenses"] += 1
        local["defender"] = defender
        local["defense"] = empire(game.state, defender)["leader"]["combat"]
        game.log("defense", defender, rule=DEFENSE, area=local["target"], gold=least)
        game.goto("ask_gold")

    @step
    def ask_gold(self, game: Game, local: Local) -> Decision:
        content = content_of(game)
        state = game.state
        seat = local["seat"]
        gold = empire(state, seat)["gold"]
        spare = gold - local["minimum"]
        rated = self.rating(state, content, local)
        before = rated.rating
        least = local["minimum"]
        where = (
            local["target"]
            if local["base"] == local["target"]
            else f"{local['target']} from {local['base']}"
        )

        return Decision(
            seat,
            f"{self.kind.capitalize()} {where}, rating with the least gold ({least}): "
            f"{rated.explain()}; each further gold +1. You hold {gold}: how much do you spend?",
            _spending_actions(spare, least, before),
        )

    @implements(
        "eotma-overview:Endeavours and the effectiveness rating (ER)", "interpretation:EOTMA-9"
    )
    def on_gold(self, game: Game, local: Local, action: Action) -> None:
        assert isinstance(action.argument, int)
        local["extra_gold"] = action.argument
        pay(game, local["seat"], local["minimum"] + action.argument, self.kind, self.rule)
        game.goto("ask_opposing_gold")

    @step(optional=True)
    @implements("eotma:13.12", "eotma:12.2", OPPOSING_DIPLOMACY)
    def ask_opposing_gold(self, game: Game, local: Local) -> Decision | None:
        """The defender, or the opponent while it holds gold, announces the gold it spends
        against the endeavour; nothing to ask when no one may (:func:`opposing_seat`)."""
        state = game.state
        seat = opposing_seat(state, local)
        if seat is None:
            game.goto("resolve")
            return None
        content = content_of(game)
        rating = self.rating(state, content, local).rating

        return Decision(
            seat,
            f"{empire(state, local['seat'])['title']}'s {self.kind} of {local['target']} stands "
            f"at rating {rating}; each gold you spend takes 1 away. How much do you spend "
            "against it?",
            _opposing_actions(empire(state, seat)["gold"], rating),
        )

    def on_opposing_gold(self, game: Game, local: Local, action: Action) -> None:
        assert isinstance(action.argument, int)
        seat = opposing_seat(game.state, local)
        assert seat is not None, "ask_opposing_gold asks only a seat that may oppose"
        rule = "eotma:13.12" if "defender" in local else "eotma:12.2"
        pay(game, seat, action.argument, f"against {self.kind}", rule)
        local["defense"] = local.get("defense", 0) + action.argument
        game.goto("resolve")

    @step
    @implements("eotma:13.0", "eotma:13.2", "eotma:13.21", "eotma:13.22")
    def resolve(self, game: Game, local: Local) -> None:
        content = content_of(game)
        state = game.state
        seat = local["seat"]
        card = play_year_card(game, seat, self.kind)
        local["card"] = card
        defender = local.get("defender")
        if defender is not None:
            local["defender_card"] = play_year_card(game, defender, "defense")
        effect = self.rating(state, content, local)
        rating = effect.rating
        played = outcome(content, card, self.kind, rating, defended=defender is not None)
        result, cancelled = played.printed, played.cancelled
        game.log(
            "endeavour",
            seat,
            rule=self.rule,
            endeavour=self.kind,
            base=local["base"],
            target=local["target"],
            card=card,
            rating=rating,
            explain=effect.explain(),
            result=result.text(),
            cancelled=cancelled,
        )
        if cancelled:
            game.log("result_cancelled", seat, rule="eotma:13.22", result=result.text())
            summary: dict[str, Any] = {"result": "none", "rating": rating}
        else:
            summary = self.apply_result(game, content, local, played.applied, rating)
            summary.setdefault("rating", rating)
        local["summary"] = summary
        game.goto("rebellion_checks")

    @step
    def rebellion_checks(self, game: Game, local: Local) -> None:
        pending = local.get("rebellion_checks", [])
        if pending:
            name, cause = pending.pop(0)
            game.call("rebellion_check", then="rebellion_checks", area=name, gold=0, cause=cause)
            return
        game.goto("stature_check")

    @step
    @implements("interpretation:EOTMA-5")
    def stature_check(self, game: Game, local: Local) -> None:
        content = content_of(game)
        seat = local["seat"]
        rating = content.endeavours.stature[self.kind]
        stature = empire(game.state, seat)["leader"][rating]
        if calls_stature_check(content, local["card"], self.kind, stature):
            game.call("stature_check", then="defender_stature_check", seat=seat, rating=rating)
            return
        game.goto("defender_stature_check")

    @step
    @implements("eotma:13.23")
    def defender_stature_check(self, game: Game, local: Local) -> None:
        content = content_of(game)
        defender = local.get("defender")
        if defender is not None:
            combat = empire(game.state, defender)["leader"]["combat"]
            if calls_stature_check(content, local["defender_card"], "defense", combat):
                game.call("stature_check", then="done", seat=defender, rating="combat")
                return
        game.goto("done")

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(local["summary"])
