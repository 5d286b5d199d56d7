"""Diplomacy (12.0–12.43): diplomatic ties, diplomatic conquest and the parley that may
contest it.

Diplomacy is foreign and uses the leader's diplomatic stature. Its base is always the
court (12.11); its target any area that is no court area, at any distance (12.12, 12.16),
the player's own areas included (12.13). It costs 1 gold and never a sea cost (12.2);
the owner of a targeted area may spend gold against it (interpretation:EOTMA-20). The
modifiers of 12.17–12.20 are part of the rating (:mod:`.effectiveness`).

Results (12.3): T forms a tie (a seat holds at most one per area, 12.14; any number of
seats may hold one, 12.15); C is a diplomatic conquest — whole whatever the population,
no unrest, the fortification stays and becomes the conqueror's (12.31, 14.42) — and forms
a tie only on an area the player already owns; T/C(n>) is a C when the rating reaches n,
else a T. When two Christian leaders are involved the loser of the area may contest the
conquest in a diplomatic parley (12.32; interpretation:EOTMA-53). A seat may break its
own ties on its turn (12.43).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.effectiveness import (
    diplomacy_ratings,
    effectiveness,
    minimum_gold,
)
from hegemon.games.eotma.rules.endeavour import Endeavour, pay
from hegemon.games.eotma.rules.menu import EndeavourEntry, ExtraEntry
from hegemon.games.eotma.rules.possession import change_possession
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import area, areas, empire, empires, magnates, tied_areas

DIPLOMACY = "eotma:12.0"
RESULTS = "eotma:12.3"
TIES = "eotma:12.14"
CONQUEST = "eotma:12.31"
FORTIFICATION = "eotma:14.42"
PARLEY_RULE = "eotma:12.32"
PARLEY = "interpretation:EOTMA-53"
PEACEFUL = "interpretation:EOTMA-54"
OWN_AREA = "interpretation:EOTMA-55"
COURTS = "interpretation:EOTMA-56"
OWN_TIES = "interpretation:EOTMA-57"


@implements(COURTS)
def court_areas(state: State) -> set[str]:
    """Every area serving as a court: each empire's, and each magnate's while it holds it."""
    courts = {ruler["court"] for ruler in empires(state).values() if ruler["court"]}
    for key, magnate in magnates(state).items():
        if magnate["court"] is not None and area(state, magnate["court"])["magnate"] == key:
            courts.add(magnate["court"])
    return courts


@implements(
    DIPLOMACY, "eotma:12.1", "eotma:12.11", "eotma:12.12", "eotma:12.13", "eotma:12.16", COURTS
)
def diplomacy_targets(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    """(court, target) for every area in map order that is no court area, when the treasury
    holds the endeavour's gold (12.2)."""
    record = empire(state, seat)
    court = record["court"]
    if court is None or record["gold"] < minimum_gold(content, "diplomacy", 0):
        return []
    courts = court_areas(state)
    return [(court, name) for name in content.geography.land if name not in courts]


@implements("eotma:12.14", "eotma:12.15", "eotma:12.41")
def form_tie(game: Game, seat: str, target: str) -> bool:
    """Give ``seat`` a diplomatic tie to ``target``; False when it already holds one (the
    result is then ignored, 12.14). Other seats' ties stay (12.15)."""
    ties = area(game.state, target)["ties"]
    if seat in ties:
        game.log("tie_held", seat, rule=TIES, area=target)
        return False
    ties.append(seat)
    game.log("tie", seat, rule=RESULTS, area=target)
    return True


@implements(CONQUEST, FORTIFICATION, PEACEFUL)
def diplomatic_conquest(game: Game, content: Content, seat: str, target: str) -> None:
    """``seat`` takes the whole area at once, not in unrest (an unrest marker of the former
    holder's rule goes); its social state and fortification stay, and the fortification
    marker becomes the conqueror's."""
    change_possession(game, content, target, seat, cause="diplomacy", rule=CONQUEST)
    record = area(game.state, target)
    if record["unrest"]:
        record["unrest"] = False
        game.log("unrest_ends", seat, rule=PEACEFUL, area=target, cause="diplomacy")
    if record["fortification"]:
        record["fortification_builder"] = seat
        game.log(
            "fortification_marker",
            seat,
            rule=FORTIFICATION,
            area=target,
            strength=record["fortification"],
        )


def _christian(state: State, content: Content, seat: str) -> bool:
    """Whether the seat's leader (of the original court's religion, EOTMA-7) is Christian."""
    religion = empire(state, seat)["religion"]
    return content.geography.religions[religion][0] == content.endeavours.parley.faith


@implements(PARLEY_RULE, PARLEY)
def may_call_parley(state: State, content: Content, seat: str, holder: str) -> bool:
    """Whether ``holder`` may contest ``seat``'s diplomatic conquest: both leaders are of the
    parley's faith and the holder can pay for it."""
    return (
        _christian(state, content, seat)
        and _christian(state, content, holder)
        and empire(state, holder)["gold"] >= content.endeavours.parley.gold
    )


class Diplomacy(Endeavour):
    """``call("diplomacy", then=..., seat=, kind="diplomacy", base=<court>, target=)``; ends
    with ``{result, rating, effect}``: ``effect`` is ``tie``, ``tie_held`` (a T ignored,
    12.14), ``conquest`` or ``none``; a contested conquest adds ``parley``."""

    name = "diplomacy"
    kind = "diplomacy"
    rule = RESULTS

    @implements("eotma:12.2", "interpretation:EOTMA-20")
    def opponent(self, state: State, local: Local) -> str | None:
        """The owner of the target, when another player, may spend gold against it."""
        holder = area(state, local["target"])["owner"]
        return holder if holder is not None and holder != local["seat"] else None

    @implements(RESULTS, CONQUEST, OWN_AREA)
    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        seat, target = local["seat"], local["target"]
        code = result.code
        if code == "T/C":
            assert result.number is not None
            code = "C" if rating >= result.number else "T"
        summary: dict[str, Any] = {"result": result.text(), "effect": "none", "area": target}
        holder = area(game.state, target)["owner"]
        if code == "T" or (code == "C" and holder == seat):
            summary["effect"] = "tie" if form_tie(game, seat, target) else "tie_held"
        elif code == "C" and holder is not None:
            local["parley"] = holder
            summary["effect"] = "conquest"
        elif code == "C":
            diplomatic_conquest(game, content, seat, target)
            summary["effect"] = "conquest"
        return summary

    @step
    def rebellion_checks(self, game: Game, local: Local) -> None:
        """The conquest of another empire's area waits for its holder's parley first."""
        if "parley" in local:
            game.goto("ask_parley")
            return
        super().rebellion_checks(game, local)

    @step(optional=True)
    @implements(PARLEY_RULE, PARLEY)
    def ask_parley(self, game: Game, local: Local) -> Decision | None:
        """The holder contests the conquest in a parley or accepts the loss; nothing to ask
        when it may not call one (:func:`may_call_parley`): the conquest stands."""
        seat, holder, target = local["seat"], local["parley"], local["target"]
        content = content_of(game)
        if not may_call_parley(game.state, content, seat, holder):
            game.goto("conquer")
            return None
        rules = content.endeavours.parley
        title = empire(game.state, seat)["title"]
        theirs = empire(game.state, seat)["leader"]["diplomatic"]
        yours = empire(game.state, holder)["leader"]["diplomatic"]
        dice = "a die" if rules.dice == 1 else f"{rules.dice} dice"
        cost = f"pay {rules.gold} gold; " if rules.gold else ""
        contest = (
            f"Contest it: {cost}{dice} + your diplomatic {yours} must beat {dice} + their {theirs}"
        )
        return Decision(
            holder,
            f"{title} has won {target} from you by diplomacy: contest it in a diplomatic parley?",
            (
                Action("parley", True, contest),
                Action("parley", False, f"Accept the loss of {target}"),
            ),
        )

    @implements(PARLEY_RULE, PARLEY)
    def on_parley(self, game: Game, local: Local, action: Action) -> None:
        content = content_of(game)
        seat, holder, target = local["seat"], local["parley"], local["target"]
        summary = local["summary"]
        if action.argument and self._parley(game, content, seat, holder, target):
            del local["parley"]
            summary["parley"] = "conquest undone"
            summary["effect"] = "tie" if form_tie(game, seat, target) else "tie_held"
            game.goto("rebellion_checks")
            return
        summary["parley"] = "conquest stands" if action.argument else "not called"
        game.goto("conquer")

    @step
    @implements(CONQUEST)
    def conquer(self, game: Game, local: Local) -> None:
        """The conquest of another empire's area stands: no parley, or one lost."""
        del local["parley"]
        diplomatic_conquest(game, content_of(game), local["seat"], local["target"])
        game.goto("rebellion_checks")

    @staticmethod
    def _parley(game: Game, content: Content, seat: str, holder: str, target: str) -> bool:
        """Hold the parley: True when the contester's total beats the conqueror's."""
        rules = content.endeavours.parley
        pay(game, holder, rules.gold, "diplomatic parley", PARLEY)
        totals: list[int] = []
        for side in (seat, holder):
            dice = game.roll_dice(rules.dice, "diplomatic parley", seat=side, rule=PARLEY)
            totals.append(sum(dice) + empire(game.state, side)["leader"]["diplomatic"])
        undone = totals[1] > totals[0]
        game.log(
            "parley",
            holder,
            rule=PARLEY,
            area=target,
            conqueror=seat,
            conqueror_total=totals[0],
            contester_total=totals[1],
            undone=undone,
        )
        return undone


@implements("eotma:12.43", OWN_TIES)
def tie_actions(state: State, content: Content, seat: str) -> list[Action]:
    """One action per area, in map order, to which the seat holds a tie it may break."""
    return [
        Action("remove_tie", name, f"Break your diplomatic tie with {name}")
        for name in tied_areas(state, content.geography, seat)
    ]


class RemoveTie(Procedure):
    """``call("remove_tie", then=..., seat=, argument=<area>)``: the seat breaks its own tie
    (12.43); ends with None."""

    name = "remove_tie"

    @step
    @implements("eotma:12.43", "eotma:12.4", OWN_TIES)
    def start(self, game: Game, local: Local) -> None:
        seat, name = local["seat"], local["argument"]
        area(game.state, name)["ties"].remove(seat)
        game.log("tie_broken", seat, rule="eotma:12.43", area=name, holder=seat)
        game.end(None)


@lru_cache(maxsize=8)
def _reachable_results(content: Content) -> tuple[frozenset[tuple[str, int | None]], ...]:
    """For each band of the year cards, every diplomacy result some card shows in it or in a
    lower band (a rating may always fall lower: an opponent's gold, 12.2)."""
    seen: set[tuple[str, int | None]] = set()
    reachable = []
    for band in range(len(content.bands)):
        for card in content.year_cards.values():
            result = card.row("diplomacy")[band]
            seen.add((result.code, result.number))
        reachable.append(frozenset(seen))
    return tuple(reachable)


def may_come_to_something(state: State, content: Content, seat: str, target: str) -> bool:
    """Whether diplomacy at ``target`` can change anything with all the seat's gold spent on
    it: a T forms a tie only where the seat holds none (12.14), a C on an own area is only a
    tie (12.13), a T/C(n>) is a C only at a rating of n or more."""
    court = empire(state, seat)["court"]
    assert court is not None
    rating = effectiveness(state, content, seat, "diplomacy", court, target).rating
    return _may_come_to_something(state, content, seat, target, rating)


@lru_cache(maxsize=8)
def _band_outcomes(content: Content) -> tuple[tuple[bool, int | None, bool], ...]:
    """For each band, from :func:`_reachable_results`: whether a C is reachable, the least n
    of a reachable T/C(n>), and whether any result that forms a tie or conquers is."""
    outcomes = []
    for results in _reachable_results(content):
        numbers = [number for code, number in results if code == "T/C" and number is not None]
        outcomes.append(
            (
                any(code == "C" for code, _ in results),
                min(numbers) if numbers else None,
                any(code in ("T", "C", "T/C") for code, _ in results),
            )
        )
    return tuple(outcomes)


def _may_come_to_something(
    state: State, content: Content, seat: str, target: str, rating: int
) -> bool:
    """:func:`may_come_to_something` with the rating before gold worked out already."""
    spare = empire(state, seat)["gold"] - minimum_gold(content, "diplomacy", 0)
    return _hopeful(state, content, seat, target, rating + spare)


def _hopeful(state: State, content: Content, seat: str, target: str, best: int) -> bool:
    """Whether a diplomacy rating of ``best`` at ``target`` may conquer it or form a tie."""
    return _hopeful_at(area(state, target), seat, best, _band_outcomes(content)[content.band(best)])


def _hopeful_at(
    record: Area, seat: str, best: int, outcomes: tuple[bool, int | None, bool]
) -> bool:
    """:func:`_hopeful` for the area ``record`` and the ``outcomes`` of the band of ``best``."""
    conquest, least, tie = outcomes
    if tie and seat not in record["ties"]:
        return True
    return record["owner"] != seat and (conquest or (least is not None and best >= least))


def holder_name(state: State, seat: str, target: str) -> str:
    """Who holds ``target``, as a diplomacy label names it."""
    return _holder_names(state, seat)(area(state, target))


def _holder_names(state: State, seat: str) -> Callable[[Area], str]:
    """Who holds an area, as a diplomacy label names it, for any area record of ``state``."""
    titles: dict[str | None, str] = {
        other: record["title"] for other, record in empires(state).items()
    }
    titles[seat] = "yours"
    magnate_titles = {key: record["title"] for key, record in magnates(state).items()}

    def name(record: Area) -> str:
        owner = record["owner"]
        if owner is not None:
            return titles[owner]
        magnate = record["magnate"]
        return "independent" if magnate is None else magnate_titles[magnate]

    return name


@dataclass(frozen=True, slots=True)
class DiplomacyEntry(EndeavourEntry):
    """Diplomacy's menu: the same targets as :func:`diplomacy_targets`, each labelled with
    its holder and its rating before gold: other holders' areas by the best rating first,
    then by name; then the seat's own areas (where a C is only a tie, 12.13) in the same
    order; last, still legal and marked, every target where nothing can come of it
    (:func:`may_come_to_something`)."""

    def actions(self, state: State, content: Content, seat: str) -> list[Action]:
        pairs = self.targets(state, content, seat)
        if not pairs:
            return []
        court = pairs[0][0]
        targets = sorted(target for _, target in pairs)
        ratings = diplomacy_ratings(state, content, seat, court, targets)
        spare = empire(state, seat)["gold"] - minimum_gold(content, "diplomacy", 0)
        records = areas(state)
        holder = _holder_names(state, seat)
        outcomes, band = _band_outcomes(content), content.band
        title, kind = self.title, self.kind
        ranked: list[tuple[int, Action]] = []
        for target, rating in ratings.items():
            record = records[target]
            best = rating + spare
            hopeful = _hopeful_at(record, seat, best, outcomes[band(best)])
            action = _diplomacy_action(title, kind, court, target, holder(record), rating, hopeful)
            # hopeless last, then the seat's own areas, each part by the best rating first;
            # the sort is stable and the targets come by name, so equal ratings go by name
            part = (not hopeful) * 2 + (record["owner"] == seat)
            ranked.append(((part << 32) - rating, action))
        ranked.sort(key=itemgetter(0))
        return [action for _, action in ranked]


@lru_cache(maxsize=65536)
def _diplomacy_action(
    title: str, kind: str, court: str, target: str, holder: str, rating: int, hopeful: bool
) -> Action:
    """The (immutable, shared) menu action of diplomacy at ``target``, labelled with its holder
    and its rating before gold; built once, as the menu rates every target at each decision."""
    note = "" if hopeful else "; nothing can come of it"
    label = f"{title}: {court} → {target} ({holder}, rating {rating}{note})"
    return Action("endeavour", (kind, court, target), label)


DIPLOMACY_ENTRY = DiplomacyEntry("diplomacy", "diplomacy", diplomacy_targets, "Diplomacy")
REMOVE_TIE = ExtraEntry("remove_tie", "remove_tie", tie_actions)
