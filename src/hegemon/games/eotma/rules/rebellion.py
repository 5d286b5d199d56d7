"""Unrest and rebellion: an area's rebellion value and the check on the Unrest & Rebellion
Table (eotma-overview "Unrest and rebellion"; 12.42, 14.32, 16.16, 16.23.1).

:func:`rebellion_value` adds up every term with its reason, for the log.
``call("rebellion_check", then=..., area=..., gold=..., cause=...)`` asks the opponents
with a tie whether they waive its effect (12.42), rolls the dice and applies the result;
it ends with ``"rebellion"``, ``"unrest"`` or ``"none"``. ``heirless_rebellions`` checks
the areas of an empire in unrest after a succession without an heir.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import FlowError, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.effectiveness import language_step, religion_step
from hegemon.games.eotma.rules.possession import change_possession
from hegemon.games.eotma.world.layout import area, empire, seats

UNREST = "eotma-overview:Unrest and rebellion"
TABLE = "interpretation:EOTMA-40"
KIN = "interpretation:EOTMA-41"
REBELS = "interpretation:EOTMA-42"
WAIVER = "interpretation:EOTMA-43"
HEIRLESS = "interpretation:EOTMA-44"


@dataclass(frozen=True, slots=True)
class RebellionValue:
    """A rebellion value with its terms, in the order the overview lists them."""

    terms: tuple[tuple[str, int], ...]
    """(reason, value) of every term, zero terms included."""
    value: int

    def explain(self) -> str:
        parts = [f"{reason} {value:+d}" for reason, value in self.terms if value]
        return f"{', '.join(parts) or 'nothing'} = {self.value}"


@implements(KIN)
def independent_kin(state: State, content: Content, name: str) -> str | None:
    """The first independent area (map order) of the area's own language and religion that
    shares a land border or a sea area with it; None when there is none."""
    geography = content.geography
    land = geography.land[name]
    near = set(land.neighbours)
    for sea in land.seas:
        near.update(geography.seas[sea].coasts)
    near.discard(name)
    for other in geography.sort(list(near)):
        record = area(state, other)
        info = geography.land[other]
        if (
            record["owner"] is None
            and record["magnate"] is None
            and info.language == land.language
            and info.religion == land.religion
        ):
            return other
    return None


@lru_cache(maxsize=256)
def rebellion_chance(content: Content, value: int) -> float:
    """The chance that a check at this rebellion value ends in rebellion (0 to 1)."""
    table = content.rebellion
    totals = [sum(faces) for faces in product(range(1, 7), repeat=table.dice)]
    rebels = sum(table.result(value, total) == "rebellion" for total in totals)
    return rebels / len(totals)


def opponents_with_ties(state: State, name: str) -> list[str]:
    """The seats other than the owner that have a diplomatic tie to an area, in seat order."""
    record = area(state, name)
    return [seat for seat in seats(state) if seat != record["owner"] and seat in record["ties"]]


@implements(UNREST, "eotma:16.16", "eotma:14.32", "eotma:12.42", "interpretation:EOTMA-7", KIN)
def rebellion_value(
    state: State, content: Content, name: str, gold: int, waived: Collection[str] = ()
) -> RebellionValue:
    """The rebellion value of an owned area when its owner tries to take ``gold`` from it.

    ``waived`` are the opponents that waived the effect of their tie (12.42): the +2 for
    opponents' ties counts while any opponent with a tie has not waived it.
    """
    record = area(state, name)
    owner = record["owner"]
    if owner is None:
        raise ValueError(f"{name} belongs to no empire; only an empire's areas can rebel")
    terms = content.rebellion.terms
    land = content.geography.land[name]
    ruler = empire(state, owner)
    unwaived = [seat for seat in opponents_with_ties(state, name) if seat not in waived]
    parts = (
        ("gold attempted", gold * terms.per_gold),
        ("fortification", record["fortification"] * terms.per_fortification),
        ("language", language_step(content, ruler["language"], land.language)),
        ("religion", religion_step(content, ruler["religion"], land.religion)),
        ("owner's tie", terms.owner_tie if owner in record["ties"] else 0),
        ("opponents' ties", terms.opponent_tie if unwaived else 0),
        ("unrest", terms.unrest if record["unrest"] else 0),
        ("independent kin", terms.independent_kin if independent_kin(state, content, name) else 0),
    )
    return RebellionValue(parts, sum(value for _, value in parts))


@implements(REBELS, "eotma:16.23.1")
def rebel(game: Game, content: Content, name: str, cause: str) -> None:
    """The area rebels and becomes independent: its social-state level, fortification,
    ties and claims stay; its unrest ends with its owner's rule; the markers and the
    court follow :func:`change_possession`."""
    record = area(game.state, name)
    owner = record["owner"]
    game.log("rebellion", owner, rule=UNREST, area=name, cause=cause)
    record["unrest"] = False
    change_possession(game, content, name, None, cause="rebellion", rule=UNREST)


@implements(UNREST)
def enter_unrest(game: Game, name: str, cause: str, rule: str) -> None:
    """Put an area into unrest (an area already in unrest stays so)."""
    record = area(game.state, name)
    record["unrest"] = True
    game.log("unrest", record["owner"], rule=rule, area=name, cause=cause)


class RebellionCheck(Procedure):
    """``call("rebellion_check", then=..., area=..., gold=..., cause=...)``.

    ``gold`` is the gold the owner attempts to take (0 for checks not caused by
    taxation); ``cause`` a short text for the log. Ends with ``"rebellion"``,
    ``"unrest"`` or ``"none"``.
    """

    name = "rebellion_check"

    @step
    def start(self, game: Game, local: Local) -> None:
        name = local["area"]
        if area(game.state, name)["owner"] is None:
            raise FlowError(f"rebellion_check called on {name}, which belongs to no empire")
        local["waived"] = []
        local["kept"] = None
        game.goto("ask_waiver")

    @staticmethod
    def _asked(game: Game, local: Local) -> str | None:
        """The next opponent with a tie to be asked: those asked so far all waived."""
        opponents = opponents_with_ties(game.state, local["area"])
        return opponents[len(local["waived"])] if len(local["waived"]) < len(opponents) else None

    @step(optional=True)
    @implements("eotma:12.42", WAIVER)
    def ask_waiver(self, game: Game, local: Local) -> Decision | None:
        """The next opponent with a tie keeps its effect or waives it; nothing to ask once
        every opponent with a tie has waived it, or when none has a tie: the dice roll."""
        seat = self._asked(game, local)
        if seat is None:
            game.goto("roll")
            return None
        name = local["area"]
        owner = area(game.state, name)["owner"]
        assert owner is not None, "start refuses a check of an area no empire holds"
        terms = content_of(game).rebellion.terms
        title = empire(game.state, owner)["title"]
        actions = (
            Action(
                "keep_tie",
                None,
                f"Keep your tie's effect: {name}'s rebellion value rises by {terms.opponent_tie}",
            ),
            Action("waive_tie", None, f"Waive your tie's effect on this check of {name}"),
        )
        prompt = (
            f"{title} must check {name} for rebellion ({local['cause']}). Your diplomatic "
            f"tie there adds {terms.opponent_tie} to its rebellion value unless every "
            "opponent with a tie waives it. Do you waive it?"
        )
        return Decision(seat, prompt, actions)

    def on_waiver(self, game: Game, local: Local, action: Action) -> None:
        seat = self._asked(game, local)
        assert seat is not None, "ask_waiver asks only an opponent with a tie"
        name = local["area"]
        if action.verb == "keep_tie":
            local["kept"] = seat
            game.log("tie_effect_kept", seat, rule="eotma:12.42", area=name)
            game.goto("roll")
            return
        local["waived"].append(seat)
        game.log("tie_effect_waived", seat, rule="eotma:12.42", area=name)
        game.goto("ask_waiver")

    @step
    @implements(UNREST, TABLE)
    def roll(self, game: Game, local: Local) -> None:
        content = content_of(game)
        name = local["area"]
        owner = area(game.state, name)["owner"]
        value = rebellion_value(game.state, content, name, local["gold"], local["waived"])
        table = content.rebellion
        total = sum(game.roll_dice(table.dice, "rebellion check", seat=owner, rule=UNREST))
        result = table.result(value.value, total)
        game.log(
            "rebellion_check",
            owner,
            rule=UNREST,
            area=name,
            cause=local["cause"],
            gold=local["gold"],
            value=value.value,
            terms=value.explain(),
            roll=total,
            result=result,
        )
        if result == "rebellion":
            rebel(game, content, name, local["cause"])
        elif result == "unrest":
            enter_unrest(game, name, f"unrest on the rebellion check ({local['cause']})", TABLE)
        game.end(result)


class HeirlessRebellions(Procedure):
    """``call("heirless_rebellions", then=..., seat=..., areas=[...])``: after a succession
    without an heir, each of ``areas`` (the empire's areas that were in unrest when the
    ruler died, map order) still the seat's is checked for rebellion with no gold
    attempted (interpretation:EOTMA-44). Ends with the areas that rebelled."""

    name = "heirless_rebellions"

    @step
    @implements(UNREST, HEIRLESS)
    def start(self, game: Game, local: Local) -> None:
        local["next"] = 0
        local["rebelled"] = []
        game.goto("check_next")

    @step
    def check_next(self, game: Game, local: Local) -> None:
        if local.get("result") == "rebellion":
            local["rebelled"].append(local["areas"][local["next"] - 1])
        while local["next"] < len(local["areas"]):
            name = local["areas"][local["next"]]
            local["next"] += 1
            if area(game.state, name)["owner"] == local["seat"]:
                game.call(
                    "rebellion_check",
                    then="check_next",
                    area=name,
                    gold=0,
                    cause="the ruler died without an heir",
                )
                return
        game.end(local["rebelled"])
