"""Readable English for the log: one sentence per kind of entry the eotma rules write.

A template is either a format string over the entry's values (plus ``seat``, the seat
the entry is about) or a function of :class:`Facts` for kinds whose sentence depends on
the values. Format strings know a few conversions besides Python's own:

- ``!e`` a seat (empire or magnate) by its name, ``!E`` a list of seats;
- ``!l`` a list of areas;
- ``!g`` a signed number (``+1``), ``!n`` a number without its sign;
- ``!d`` a die roll (one value, or a list of dice and their total).

An entry whose kind has no template, or whose values do not fit its template (a value
missing, of another type), is shown as its structured text (``str(entry)``); narrating
never fails. The rule the entry cites ends the sentence, shortened to its section.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any

from hegemon.engine.log import EntryValues, LogEntry, MissingValue
from hegemon.games.eotma.content.loader import Content

NameMap = Mapping[str, str]
"""Seat (empire or magnate key) → the name a player reads."""


def seat_names(content: Content) -> dict[str, str]:
    """The readable name of every empire and magnate of every scenario: its title, without
    a leading "Kingdom of" ("Kingdom of France" → "France")."""
    names: dict[str, str] = {}
    for scenario in content.scenarios.values():
        titles = {key: setup.title for key, setup in scenario.empires.items()}
        titles.update((key, setup.title) for key, setup in scenario.magnates.items())
        for key, title in titles.items():
            names.setdefault(key, title.removeprefix("Kingdom of "))
    return names


def short_rule(rule: str | None) -> str:
    """A rule reference as a player reads it: "eotma:10.3" → "10.3",
    "interpretation:EOTMA-8" → "EOTMA-8", "eotma-overview:Leaders" → "Leaders"."""
    if not rule:
        return ""
    _, colon, section = rule.partition(":")
    return section if colon and section else rule


def _name(names: NameMap, seat: Any) -> str:
    if not isinstance(seat, str):
        raise MissingValue(seat)
    return names.get(seat, seat)


def _dice(value: Any) -> str:
    if isinstance(value, list):
        dice = [int(die) for die in value]
        if len(dice) == 1:
            return str(dice[0])
        return f"{' + '.join(str(die) for die in dice)} = {sum(dice)}"
    return str(int(value))


def _without_total(text: str, total: Any) -> str:
    """An explanation ("stature 7, language -2 = 5") without its final total."""
    return text.removesuffix(f" = {total}")


class _Formatter(string.Formatter):
    def __init__(self, names: NameMap) -> None:
        super().__init__()
        self.names = names

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "e":
            return _name(self.names, value)
        if conversion == "E":
            return ", ".join(_name(self.names, seat) for seat in _listed(value))
        if conversion == "l":
            return ", ".join(str(item) for item in _listed(value))
        if conversion == "g":
            return f"{int(value):+d}"
        if conversion == "n":
            return str(abs(int(value)))
        if conversion == "d":
            return _dice(value)
        return super().convert_field(value, conversion)


def _listed(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"a list was expected, got {value!r}")
    return value


class Facts(EntryValues):
    """An entry's values for a template function: a missing value raises
    :class:`MissingValue` (the entry is then shown as its structured text)."""

    def __init__(self, entry: LogEntry, names: NameMap) -> None:
        super().__init__(entry)
        self.names = names

    @property
    def who(self) -> str:
        """The name of the entry's seat."""
        return _name(self.names, self.entry.seat)

    def name(self, key: str) -> str:
        """The name of the seat held by value ``key``."""
        return _name(self.names, self[key])


Template = str | Callable[[Facts], str]

ENDEAVOUR_PHRASES: dict[str, str] = {
    "conquest": "{who} attempts to conquer {target} from {base}",
    "pillage": "{who} pillages {target} from {base}",
    "diplomacy": "{who} courts {target} by diplomacy from {base}",
    "fortification": "{who} fortifies {target}",
    "ruling": "{who} rules over {target}",
}

STATURE_EFFECTS: dict[str, str] = {
    "dies": "dies",
    "incapacitated": "is incapacitated",
    "weaker": "weakens",
    "stronger": "grows stronger",
    "none": "stays as before",
}

REBELLION_RESULTS: dict[str, str] = {
    "rebellion": "the area rebels",
    "unrest": "the area falls into unrest",
    "none": "the area stays calm",
}


def _endeavour(facts: Facts) -> str:
    phrase = ENDEAVOUR_PHRASES[facts["endeavour"]].format(
        who=facts.who, target=facts["target"], base=facts["base"]
    )
    rating = int(facts["rating"])
    explain = _without_total(str(facts.get("explain") or ""), rating)
    terms = f" ({explain})" if explain else ""
    result = str(facts["result"])
    outcome = "no result" if result == "-" else f"result {result}"
    if facts.get("cancelled"):
        outcome += ", cancelled by the defense"
    return f"{phrase}: year card {facts['card']}, rating {rating}{terms} — {outcome}"


def _gold(facts: Facts) -> str:
    change = int(facts["change"])
    treasury = facts.get("gold")
    left = f" ({treasury} gold in the treasury)" if treasury is not None else ""
    if change < 0:
        purpose = facts.get("purpose")
        why = ""
        if purpose:
            why = f" {purpose}" if str(purpose).startswith("against ") else f" for {purpose}"
        return f"{facts.who} pays {-change} gold{why}{left}"
    source = facts.get("area")
    whence = f" from {source}" if source else ""
    if facts.get("purpose") == "pillage":
        whence += " by pillage"
    return f"{facts.who} gains {change} gold{whence}{left}"


def _social_state(facts: Facts) -> str:
    name = facts["area"]
    cause = facts.get("cause")
    why = f" ({cause})" if cause else ""
    if "change" in facts.entry.values:
        change = int(facts["change"])
        direction = "rises" if change > 0 else "falls"
        return f"The social state of {name} {direction} by {abs(change)}{why}"
    return f"The social state of {name} becomes {int(facts['social_state']):+d}{why}"


def _unrest(facts: Facts) -> str:
    whose = f"{facts.who}'s " if facts.entry.seat is not None else ""
    return f"{whose}{facts['area']} falls into unrest ({facts['cause']})"


def _possession(facts: Facts) -> str:
    name, cause, previous = facts["area"], facts["cause"], facts["previous"]
    origin = f" from {facts.name('previous')}" if previous is not None else ""
    if facts.entry.seat is None:
        return f"{name} passes{origin} to independence ({cause})"
    return f"{name} passes{origin} to {facts.who} ({cause})"


def _leader_dies(facts: Facts) -> str:
    heir = "an heir succeeds" if facts["heir"] else "there is no heir"
    return f"The reign of {facts['leader']} over {facts.who} ends; {heir}"


def _stature_check(facts: Facts) -> str:
    effect = STATURE_EFFECTS.get(str(facts["effect"]), str(facts["effect"]))
    return (
        f"{facts.who}'s leader checks {facts['rating']} stature: roll {facts['roll']}, "
        f"the leader {effect}"
    )


def _rebellion_check(facts: Facts) -> str:
    terms = _without_total(str(facts["terms"]), facts["value"])
    result = REBELLION_RESULTS.get(str(facts["result"]), str(facts["result"]))
    return (
        f"{facts.who} checks {facts['area']} for rebellion ({facts['cause']}): value "
        f"{facts['value']} ({terms}), roll {facts['roll']} — {result}"
    )


def _parley(facts: Facts) -> str:
    verdict = "the conquest is undone" if facts["undone"] else "the conquest stands"
    return (
        f"{facts.who} calls a parley over {facts['area']} against {facts.name('conqueror')}: "
        f"{facts['contester_total']} against {facts['conqueror_total']}, {verdict}"
    )


def _magnate_court(facts: Facts) -> str:
    court = facts["court"]
    if court is None:
        return f"{facts.name('magnate')} holds no court any more"
    return f"{facts.name('magnate')} moves its court to {court}"


def _untaxed(facts: Facts) -> str:
    if facts.get("rest"):
        return f"{facts.who} stops taxing: {facts['area']} and the later areas stay untaxed"
    return f"{facts.who} leaves {facts['area']} untaxed"


def _roll(facts: Facts) -> str:
    result = facts["result"]
    count = len(result) if isinstance(result, list) else 1
    who = facts.who if facts.entry.seat is not None else "The game"
    return f"{who} rolls {count}d{facts['sides']} for {facts['purpose']}: {_dice(result)}"


def _random(facts: Facts) -> str:
    span = ""
    if "low" in facts.entry.values:
        span = f" (from {facts['low']} to {facts['high']})"
    return f"Drawn at random for {facts['purpose']}{span}: {facts['result']}"


TEMPLATES: dict[str, Template] = {
    # the kernel's randomness
    "roll": _roll,
    "random": _random,
    "shuffle": "Shuffled for the {purpose}: {count} items",
    # the round and the turn
    "round": "Round {number}, AD {year}: turn order {order!E}",
    "turn": "{seat!e}'s turn (AD {year})",
    "end_turn": "{seat!e} ends its turn",
    "turn_skipped": "{seat!e} plays no turn ({reason})",
    "game_turn_ends": "Game turn {game_turn} ends",
    # leaders and events
    "new_leader": (
        "{name} now leads {seat!e} (combat {combat}, administrative {administrative}, "
        "diplomatic {diplomatic})"
    ),
    "leader_dies": _leader_dies,
    "stature_check": _stature_check,
    "stature": "{seat!e}'s leader's {rating} rating becomes {value}",
    "event": "{seat!e} draws the event {title}",
    "held_card_expires": "{seat!e}'s held event {card} is discarded",
    "year_card": "{seat!e} turns over year card {card} for {purpose}",
    # endeavours
    "endeavour": _endeavour,
    "result_cancelled": "The defense cancels {seat!e}'s result {result}",
    "defense": "{seat!e} defends {area}, paying {gold} gold",
    "no_defense": "{seat!e} does not defend {area}",
    "gold": _gold,
    # conquest
    "partial_conquest": (
        "{seat!e} wins a C result against {area} from {base}: {total} of the {population} "
        "needed ({count} from {base})"
    ),
    "c_result_removed": (
        "{seat!e} wins back a C result scored against {area} from {base} ({left} left)"
    ),
    "partial_conquest_removed": "The C results against {area} from {base} are removed",
    "possession": _possession,
    "fortification_destroyed": "The fortification of {area} (strength {strength}) is destroyed",
    "fortification_replaced": "{seat!e} replaces the fortress of {area} by strength {strength}",
    "court_moves": "{seat!e}'s court moves to {court}",
    "magnate_court_moves": _magnate_court,
    "empire_falls": "{seat!e} has fallen: no area is left to it",
    # diplomacy
    "tie": "{seat!e} gains a diplomatic tie with {area}",
    "tie_held": "{seat!e} already holds a diplomatic tie with {area}",
    "tie_broken": "{holder!e}'s diplomatic tie with {area} is broken",
    "parley": _parley,
    "unrest_ends": "The unrest in {area} ends ({cause})",
    "fortification_marker": "The fortification of {area} (strength {strength}) becomes {seat!e}'s",
    # fortification and ruling
    "fortification": "{seat!e} raises the fortification of {area} from {previous} to {strength}",
    "fortification_reduced": (
        "{seat!e} lowers the fortification of {area} from {previous} to {strength}"
    ),
    "social_state": _social_state,
    "unrest_quelled": "{seat!e} quells the unrest in {area}",
    # unrest and rebellion
    "unrest": _unrest,
    "rebellion_check": _rebellion_check,
    "rebellion": "{area} rebels against {seat!e} ({cause})",
    "tie_effect_kept": "{seat!e} keeps its tie's effect on the rebellion check of {area}",
    "tie_effect_waived": "{seat!e} waives its tie's effect on the rebellion check of {area}",
    # taxation and claims
    "taxation": "{seat!e} levies taxes on {areas!l}",
    "tax": "{seat!e} taxes {area} for {gold} gold",
    "tax_fails": "{seat!e} collects no tax from {area}",
    "untaxed": _untaxed,
    "plunder": "{seat!e} plunders {area} (social state {social_state!g})",
    "plunder_fails": "The plunder of {area} yields nothing",
    "taxation_ends": "{seat!e} ends taxation with {gained} gold gained",
    "claim": "{seat!e} presses a claim to {area} for {cost} gold ({gold} gold left)",
}
"""Kind → sentence; every kind the eotma rules (and the kernel's randomness) log."""


def untold(entry: LogEntry) -> bool:
    """Entries a player need not read as they play, as a later entry states them: the
    shuffles of the decks, the dice of a new leader's ratings (EOTMA-4: the leader's entry
    gives them) and of a stature check (its entry gives the roll), the year card of an
    endeavour (its result names the card; a defender's card stays told), and each area
    left untaxed (the levy names the areas, the taxed ones and the total follow)."""
    if entry.kind == "shuffle":
        return True
    purpose = entry.values.get("purpose")
    if entry.kind == "year_card":
        return purpose in ENDEAVOUR_PHRASES
    if entry.kind == "untaxed":
        return not entry.values.get("rest")
    return (
        entry.kind == "roll"
        and isinstance(purpose, str)
        and (purpose.endswith(" stature") or purpose == "stature check")
    )


def narrate(entry: LogEntry, names: NameMap) -> str:
    """One English sentence for a log entry, ending with the rule it cites; the structured
    text when the kind has no template or its values do not fit; an empty string for an
    entry a player need not read (:func:`untold`)."""
    if untold(entry):
        return ""
    template = TEMPLATES.get(entry.kind)
    if template is None:
        return str(entry)
    try:
        if isinstance(template, str):
            fields: dict[str, Any] = {**entry.values, "seat": entry.seat}
            sentence = _Formatter(names).vformat(template, (), fields)
        else:
            sentence = template(Facts(entry, names))
    except (LookupError, TypeError, ValueError, AttributeError):
        return str(entry)
    reference = short_rule(entry.rule)
    return f"{sentence} ({reference})" if reference else sentence
