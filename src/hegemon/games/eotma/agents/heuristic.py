"""A heuristic player for eotma: it weighs each option by what the year-card deck gives on
average at the rating it would reach, in victory points, and by the gold it costs.

It plays like a sensible person: taxes first within a rebellion risk it can bear, keeps
year cards back when an opponent borders it, conquers weak neighbours, rules areas in
unrest, fortifies threatened borders, and defends what it holds. It reads only what its
seat may see (hands are face down even to their holder, interpretation:EOTMA-3): the
expected value of a year card is taken over the whole deck. It weighs by the content of
the game it is shown (``observation.rules``), so it plays by whatever pack the game runs on.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, cast

from hegemon.engine import rng
from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action, Decision
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import rules_content
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.claims import claim_cost
from hegemon.games.eotma.rules.effectiveness import Kind, effectiveness
from hegemon.games.eotma.rules.endeavour import cost
from hegemon.games.eotma.rules.rebellion import rebellion_chance, rebellion_value
from hegemon.games.eotma.world.layout import area, empire, owned_areas

GOLD_VALUES = ((6, 0.3), (15, 0.2))
"""Victory points one gold is worth to the heuristic, by treasury: gold buys ratings and
defense, and is worth less the more of it there is."""
RICH_GOLD_VALUE = 0.1
CARD_VALUE = 0.05
"""What an endeavour must be worth beyond its gold to be worth a year card (cards left
at the end of a round are lost, so a small margin)."""


def gold_value(state: State, seat: str) -> float:
    """What one more or one less gold is worth to a seat now."""
    treasury = empire(state, seat)["gold"]
    for most, value in GOLD_VALUES:
        if treasury <= most:
            return value
    return RICH_GOLD_VALUE


RESERVE_GOLD = 2
MOST_EXTRA_GOLD = 8
"""The most extra gold the heuristic weighs spending on one endeavour."""


def _applies(result: CardResult, rating: int) -> bool:
    if result.code in ("+1", "-1>", "T/C"):
        return rating >= (result.number or 0)
    if result.code == "-1<":
        return rating <= (result.number or 0)
    return result.code != "none"


@lru_cache(maxsize=65536)
def _results(content: Content, kind: str, rating: int) -> tuple[tuple[str, bool, int], ...]:
    """(code, applies, how many cards) over the deck for an endeavour at a rating."""
    band = content.band(rating)
    counts: dict[tuple[str, bool], int] = {}
    for card in content.year_cards.values():
        result = card.row(kind)[band]
        key = (result.code, _applies(result, rating))
        counts[key] = counts.get(key, 0) + 1
    return tuple((code, applies, count) for (code, applies), count in sorted(counts.items()))


def threatened(state: State, content: Content, seat: str, name: str) -> bool:
    """Whether an opponent holds an area bordering ``name``."""
    geography = content.geography
    for other in geography.land[name].neighbours:
        holder = area(state, other)["owner"]
        if holder is not None and holder != seat:
            return True
    return False


Chooser = Callable[[State, Content, Decision], Action | None]
"""Chooses for one kind of decision (None: no view on it), given the game's content."""


class HeuristicAgent:
    """Chooses by expected victory points per option; deterministic given its seed."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self._record: dict[str, Any] = rng.new_record(seed, stream=2027)

    # -- the value of results ------------------------------------------------------------
    @staticmethod
    def result_value(
        state: State, content: Content, seat: str, kind: str, target: str, code: str
    ) -> float:
        """Victory points (or their worth) of one result applying."""
        record = area(state, target)
        population = content.geography.land[target].population
        claim = content.victory.claim_bonus if seat in record["claims"] else 0
        if kind == "conquest" and code == "C":
            value = 1.0 + claim / population
            if record["owner"] is not None:
                value += 0.5
            return value
        if kind == "diplomacy":
            tie = 0.0 if seat in record["ties"] else 0.4
            if code == "T":
                return tie
            if code in ("C", "T/C"):
                return float(population + claim) if record["owner"] != seat else tie
        if kind == "pillage":
            if code == "G":
                return 1.5 * gold_value(state, seat)
            if code == "-1>":
                return 0.3 if record["owner"] is not None else 0.1
            if code == "-1<":
                return -0.6
        if kind == "fortification":
            if code == "F":
                return 0.6 if threatened(state, content, seat, target) else 0.05
            if code == "-1<":
                return -0.6
        if kind == "ruling":
            if code == "+1":
                gain = 0.35 if record["social_state"] < 3 else 0.0
                return gain + (1.2 if record["unrest"] else 0.0)
            if code == "none":
                return 1.2 if record["unrest"] else 0.0
            if code == "-1<":
                return -0.6
        return 0.0

    def expected(
        self, state: State, content: Content, seat: str, kind: str, target: str, rating: int
    ) -> float:
        """The average value of a year card for this endeavour at this rating."""
        results = _results(content, kind, rating)
        total = 0.0
        for code, applies, count in results:
            shown = code if applies else ("T" if code == "T/C" else "none")
            total += count * self.result_value(state, content, seat, kind, target, shown)
        return total / len(content.year_cards)

    def best_gold(
        self,
        state: State,
        content: Content,
        seat: str,
        endeavour: tuple[str, str, str],
        spare: int,
        defense: int,
    ) -> tuple[int, float]:
        """The extra gold with the best expected value net of its worth, and that value, for
        an endeavour (kind, base, target)."""
        kind, base, target = endeavour
        rating = effectiveness(
            state, content, seat, cast(Kind, kind), base, target, defense=defense
        ).rating
        best, best_value = 0, self.expected(state, content, seat, kind, target, rating)
        worth = gold_value(state, seat)
        for extra in range(1, min(max(0, spare), MOST_EXTRA_GOLD) + 1):
            value = self.expected(state, content, seat, kind, target, rating + extra)
            value -= extra * worth
            if value > best_value + 1e-9:
                best, best_value = extra, value
        return best, best_value

    # -- choosing --------------------------------------------------------------------------
    def choose(self, observation: Observation) -> Action:
        decision = observation.decision
        verbs = {action.verb for action in decision.actions}
        chooser: Chooser
        if "end_turn" in verbs or "endeavour" in verbs:
            chooser = self._turn
        elif "leave_untaxed" in verbs:
            chooser = self._tax
        else:
            chooser = self._choosers().get(decision.actions[0].verb, self._none)
        chosen = chooser(observation.state, rules_content(observation.rules), decision)
        return chosen if chosen is not None else self._fallback(decision)

    def _choosers(self) -> dict[str, Chooser]:
        return {
            "gold": self._gold,
            "defend": self._defend,
            "oppose": self._oppose,
            "keep_tie": self._keep_tie,
            "waive_tie": self._keep_tie,
            "parley": self._parley,
        }

    @staticmethod
    def _none(state: State, content: Content, decision: Decision) -> Action | None:
        return None

    def _fallback(self, decision: Decision) -> Action:
        """Options the heuristic has no view on: the first that does not give anything away,
        else one at random."""
        for action in decision.actions:
            if action.argument in (0, False, None):
                return action
        return decision.actions[rng.below(self._record, len(decision.actions))]

    @staticmethod
    def keep_back(state: State, content: Content, seat: str) -> int:
        """Year cards kept for defense: one when an opponent borders the empire."""
        for name in owned_areas(state, content.geography, seat):
            if threatened(state, content, seat, name):
                return 1
        return 0

    def _turn(self, state: State, content: Content, decision: Decision) -> Action | None:
        seat = decision.seat
        by_verb: dict[str, list[Action]] = {}
        for action in decision.actions:
            by_verb.setdefault(action.verb, []).append(action)
        if "tax" in by_verb:
            return by_verb["tax"][0]
        record = empire(state, seat)
        best: tuple[float, Action] | None = None
        for action in by_verb.get("claim", []):
            name = str(action.argument)
            owned = area(state, name)["owner"] == seat
            value = (1.0 if owned else 0.2) - claim_cost(content, name) * gold_value(state, seat)
            if value > 0 and (best is None or value > best[0]):
                best = (value, action)
        # Without end_turn the turn still owes its endeavour (13.13, interpretation:EOTMA-24):
        # then the best endeavour is taken even when none seems worth its card.
        owed = "end_turn" not in by_verb
        fallback: tuple[float, Action] | None = None
        if owed or record["year_cards_left"] > self.keep_back(state, content, seat):
            for action in by_verb.get("endeavour", []):
                assert isinstance(action.argument, tuple)
                kind, base, target = (str(part) for part in action.argument)
                least = cost(state, content, seat, kind, target) or 0
                spare = record["gold"] - least - RESERVE_GOLD
                _, value = self.best_gold(state, content, seat, (kind, base, target), spare, 0)
                value -= least * gold_value(state, seat) + CARD_VALUE
                if value > 0 and (best is None or value > best[0]):
                    best = (value, action)
                if fallback is None or value > fallback[0]:
                    fallback = (value, action)
        if best is not None:
            return best[1]
        if owed and fallback is not None:
            return fallback[1]
        return by_verb["end_turn"][0] if "end_turn" in by_verb else None

    def _tax(self, state: State, content: Content, decision: Decision) -> Action | None:
        """Tax the amount whose gold outweighs the chance of losing the area; plunder only an
        area not in unrest when the treasury is nearly empty."""
        seat = decision.seat
        best: tuple[float, Action] | None = None
        for action in decision.actions:
            if action.verb == "tax_area":
                assert isinstance(action.argument, tuple)
                name, gold = str(action.argument[0]), int(action.argument[1])  # type: ignore[arg-type]
                if name == empire(state, seat)["court"]:
                    return decision.find(
                        Action("tax_area", (name, area(state, name)["social_state"]))
                    )
                at_stake = content.geography.land[name].population + 1.0
                chance = rebellion_chance(
                    content, rebellion_value(state, content, name, gold).value
                )
                value = gold * gold_value(state, seat) - chance * at_stake
            elif action.verb == "plunder":
                name = str(action.argument)
                poor = empire(state, seat)["gold"] < RESERVE_GOLD
                value = 0.05 if poor and not area(state, name)["unrest"] else -1.0
            else:
                value = 0.0
            if best is None or value > best[0]:
                best = (value, action)
        return best[1] if best is not None else None

    @staticmethod
    def _parley(state: State, content: Content, decision: Decision) -> Action | None:
        """A parley costs little against the area it may save: always contest."""
        return decision.find(Action("parley", True))

    def _keep_tie(self, state: State, content: Content, decision: Decision) -> Action | None:
        """An opponent's area rebelling is no loss to us: the tie keeps its effect."""
        return decision.find(Action("keep_tie", None))

    def _endeavour_frame(self, state: State) -> dict[str, Any] | None:
        for frame in reversed(state["stack"]):
            local = frame["local"]
            if {"kind", "base", "target", "seat"} <= set(local):
                found: dict[str, Any] = local
                return found
        return None

    def _gold(self, state: State, content: Content, decision: Decision) -> Action | None:
        local = self._endeavour_frame(state)
        if local is None:
            return None
        seat = decision.seat
        spare = max(
            action.argument for action in decision.actions if isinstance(action.argument, int)
        )
        extra, _ = self.best_gold(
            state,
            content,
            seat,
            (local["kind"], local["base"], local["target"]),
            min(spare, spare - RESERVE_GOLD if spare > RESERVE_GOLD else 0),
            local.get("defense", 0),
        )
        return decision.find(Action("gold", extra))

    def _defend(self, state: State, content: Content, decision: Decision) -> Action | None:
        return decision.find(Action("defend", True))

    def _oppose(self, state: State, content: Content, decision: Decision) -> Action | None:
        local = self._endeavour_frame(state)
        most = max(
            action.argument for action in decision.actions if isinstance(action.argument, int)
        )
        if local is None:
            return None
        stake = content.geography.land[local["target"]].population
        amount = min(most, max(0, most - RESERVE_GOLD), stake)
        return decision.find(Action("oppose", amount))
