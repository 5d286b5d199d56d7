"""What a menu option would do and cost, explained for a player on demand (the terminal's
``?N``). Nothing here runs while a game is played: the turn menu's labels stay cheap
(docs/eotma-state.md), and the details are worked out only when a player asks."""

from __future__ import annotations

from collections import Counter

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.claims import claim_cost
from hegemon.games.eotma.rules.conquest import markers_of
from hegemon.games.eotma.rules.diplomacy import holder_name
from hegemon.games.eotma.rules.effectiveness import effectiveness
from hegemon.games.eotma.rules.endeavour import can_defend, cost, opposing_seat
from hegemon.games.eotma.rules.rebellion import (
    opponents_with_ties,
    rebellion_chance,
    rebellion_value,
)
from hegemon.games.eotma.rules.taxation import area_actions, taxable
from hegemon.games.eotma.rules.year_cards import outcome
from hegemon.games.eotma.world.layout import area, empire, owned_areas

DEFENDED = ("conquest", "pillage")


def target_line(state: State, content: Content, name: str, seat: str) -> str:
    """An area as a player weighs it: "Navarre (independent, population 1, ...)"."""
    return f"{name} ({situation(state, content, name, seat)})"


def situation(state: State, content: Content, name: str, seat: str) -> str:
    """Who holds an area, its population, social state, fortification and unrest."""
    record = area(state, name)
    parts = [
        holder_name(state, seat, name),
        f"population {content.geography.land[name].population}",
        f"social state {record['social_state']:+d}",
    ]
    if record["fortification"]:
        parts.append(f"fortification {record['fortification']}")
    if record["unrest"]:
        parts.append("in unrest")
    return ", ".join(parts)


LABELS = {
    "none": "no result",
    "cancelled": "cancelled by the defense",
    "-1>": "-1 to the target",
    "-1<": "-1 to your area",
}
"""How a result, as it applies, reads to a player (the others read as their code)."""


def odds(content: Content, kind: str, rating: int, defended: bool = False) -> Counter[str]:
    """How many cards of the deck give each result at a rating: the result the rule applies
    (:func:`.year_cards.outcome`), or ``cancelled`` when a defense cancels it. The cards
    are face down, even to their holder (interpretation:EOTMA-3), so every card counts."""
    counts: Counter[str] = Counter()
    for card in content.year_cards:
        played = outcome(content, card, kind, rating, defended)
        counts["cancelled" if played.cancelled else played.applied.code] += 1
    return counts


def results(content: Content, kind: str, rating: int, defended: bool = False) -> str:
    """The odds of each result at a rating, as a player reads them: "C 35%, no result 65%"."""
    return shares(odds(content, kind, rating, defended))


def shares(counts: Counter[str]) -> str:
    """Counts of results (:func:`odds`) as the shares a player reads, the likeliest first."""
    total = sum(counts.values())
    shown = [
        f"{LABELS.get(code, code)} {count / total:.0%}"
        for code, count in sorted(
            counts.items(), key=lambda item: (-item[1], LABELS.get(item[0], item[0]))
        )
    ]
    return ", ".join(shown)


def endeavour(
    state: State, content: Content, seat: str, kind: str, base: str, target: str
) -> list[str]:
    """First a one-line summary (target, least cost, rating, results), then the details."""
    least = cost(state, content, seat, kind, target)
    own = empire(state, seat)
    if least is None:
        return [f"{target_line(state, content, target, seat)}; no line of communication"]
    rated = effectiveness(state, content, seat, kind, base, target)  # type: ignore[arg-type]
    lines = [
        f"{situation(state, content, target, seat)} — at least {least} gold, "
        f"rating {rated.rating}: {results(content, kind, rated.rating)}"
    ]
    if base != target:
        lines.append(f"from {base} (social state {area(state, base)['social_state']:+d})")
    lines.append(f"costs at least {least} gold (you hold {own['gold']}) and a year card")
    lines.append(f"rating at the least cost: {rated.explain()}; each further gold +1")
    record = area(state, target)
    other = record["owner"] if record["owner"] not in (None, seat) else None
    if kind == "conquest":
        needed = content.geography.land[target].population
        lines.append(
            f"C results needed to take it: {needed} (you hold {markers_of(state, target, seat)})"
        )
    if other is not None and kind in DEFENDED:
        defender = empire(state, other)
        if can_defend(state, content, other, target):
            lines.append(
                f"{defender['title']} may defend: −{defender['leader']['combat']} (combat "
                f"stature) and −1 per further gold (it holds {defender['gold']}); a rating below 0 "
                "cancels your result"
            )
        else:
            lines.append(f"{defender['title']} cannot defend it now")
    if other is not None and kind == "diplomacy":
        opposing = empire(state, other)
        lines.append(
            f"{opposing['title']} may spend up to {opposing['gold']} gold against it, −1 each"
        )
    return lines


def taxation(state: State, content: Content, seat: str) -> list[str]:
    """A summary (the most gold taxation may bring), then the most each area yields."""
    lines = []
    total = 0
    for name in owned_areas(state, content.geography, seat):
        if not taxable(state, content, seat, name):
            continue
        most = [a for a in area_actions(state, content, seat, name) if a.verb == "tax_area"]
        if most:
            lines.append(str(most[-1]))
            total += int(str(most[-1].argument[1]))  # type: ignore[index]
    if not lines:
        return ["no area can be taxed now"]
    areas = "1 area" if len(lines) == 1 else f"{len(lines)} areas"
    return [f"up to {total} gold from {areas}, taxing each to the full", *lines]


def rebellion(state: State, content: Content, name: str, gold: int) -> list[str]:
    value = rebellion_value(state, content, name, gold)
    chance = rebellion_chance(content, value.value)
    return [
        f"rebellion value: {value.explain()}",
        f"chance the check rebels: {chance:.0%} (before any opponent waives a tie)",
    ]


def gold_choice(state: State, content: Content, action: Action) -> list[str]:
    """The rating and the results a gold choice of the endeavour being resolved leads to
    (``gold``: its undertaker's; ``oppose``: a defender's or opponent's)."""
    if not state["stack"] or not isinstance(action.argument, int):
        return []
    local = state["stack"][-1]["local"]
    if not {"seat", "kind", "base", "target"} <= set(local):
        return []
    extra, defense = local.get("extra_gold", 0), local.get("defense", 0)
    if action.verb == "gold":
        extra = action.argument
    else:
        defense += action.argument
    kind = str(local["kind"])
    rated = effectiveness(
        state,
        content,
        local["seat"],
        kind,  # type: ignore[arg-type]
        local["base"],
        local["target"],
        extra_gold=extra,
        defense=defense,
    )
    lines = [
        results(content, kind, rated.rating, defended="defender" in local),
        f"rating: {rated.explain()}",
    ]
    if action.verb == "gold" and opposing_seat(state, local) is not None:
        lines.append("the other side may still spend gold against it, −1 each")
    return lines


def defense(state: State, content: Content, seat: str, action: Action) -> list[str]:
    """What defending (13.0) the area attacked by the endeavour being resolved means."""
    if not state["stack"]:
        return []
    local = state["stack"][-1]["local"]
    if not {"seat", "kind", "base", "target"} <= set(local):
        return []
    rated = effectiveness(
        state,
        content,
        local["seat"],
        local["kind"],
        local["base"],
        local["target"],
    )
    own = empire(state, seat)
    lines = [
        f"their rating before their gold: {rated.explain()}",
        f"results at that rating: {results(content, local['kind'], rated.rating)}",
    ]
    if action.argument:
        least = cost(state, content, seat, "defense", local["target"])
        lines += [
            f"defending costs a year card (you hold {own['year_cards_left']}) and {least} gold "
            f"(you hold {own['gold']}); it takes your combat stature "
            f"({own['leader']['combat']}) and any further gold off their rating",
            f"a rating below 0 cancels their result; defenses this round: {own['defenses']} "
            f"of {content.endeavours.defenses_per_round}",
        ]
    return lines


def waiver(state: State, content: Content, action: Action) -> list[str]:
    """A tie's effect on a rebellion check (12.42): the value with it and without it."""
    if not state["stack"]:
        return []
    local = state["stack"][-1]["local"]
    if not {"area", "gold", "waived"} <= set(local):
        return []
    name, gold = local["area"], local["gold"]
    every = opponents_with_ties(state, name)
    kept = rebellion_value(state, content, name, gold, waived=local["waived"])
    waived = rebellion_value(state, content, name, gold, waived=every)
    chosen, other = (kept, waived) if action.verb == "keep_tie" else (waived, kept)
    return [
        f"rebellion value {chosen.value} ({rebellion_chance(content, chosen.value):.0%} chance "
        f"it rebels): {chosen.explain()}"
        + ("" if action.verb == "keep_tie" else " — if every opponent with a tie waives it"),
        f"otherwise {other.value} ({rebellion_chance(content, other.value):.0%})",
    ]


def explain_action(state: State, content: Content, seat: str, action: Action) -> list[str]:
    """Lines on what ``action`` would do and cost (empty: the label says it all)."""
    argument = action.argument
    if action.verb == "endeavour" and isinstance(argument, tuple):
        kind, base, target = (str(part) for part in argument)
        return endeavour(state, content, seat, kind, base, target)
    if action.verb in ("gold", "oppose"):
        return gold_choice(state, content, action)
    if action.verb in ("keep_tie", "waive_tie"):
        return waiver(state, content, action)
    if action.verb == "defend":
        return defense(state, content, seat, action)
    if action.verb == "tax":
        return taxation(state, content, seat)
    if action.verb == "tax_area" and isinstance(argument, tuple):
        name, gold = str(argument[0]), int(str(argument[1]))
        if name == empire(state, seat)["court"]:
            return ["your court: no rebellion check"]
        return rebellion(state, content, name, gold)
    if action.verb == "plunder" and isinstance(argument, str):
        lines = [target_line(state, content, argument, seat)]
        if area(state, argument)["unrest"]:
            lines += rebellion(state, content, argument, content.rebellion.plunder_gold)
        return lines
    if action.verb == "claim" and isinstance(argument, str):
        return [
            target_line(state, content, argument, seat),
            f"costs {claim_cost(content, argument)} gold (you hold {empire(state, seat)['gold']})",
        ]
    return []
