"""Sentences for the log entries of a Bot's phases and limited tokens (:mod:`.phases`,
:mod:`.tokens`), merged into the log's narration (:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _tile(facts: Facts) -> str:
    if not facts["held"]:
        return f"{facts.who} falls below 20 small towns on the map: the +20 Income tile goes back"
    if facts["granted"]:
        return (
            f"{facts.who} has every small town of its mat on the map: it takes the +20 Income "
            f"tile and {facts['granted']} more small towns into its supply"
        )
    return f"{facts.who} has 20 small towns on the map again and takes the +20 Income tile"


def _reserve(facts: Facts) -> str:
    change = int(str(facts["change"]))
    verb = f"gains {change}" if change > 0 else f"gives back {-change}"
    return f"{facts.who}'s manpower reserve {verb}, now {facts['now']}"


def _rebel_die(facts: Facts) -> str:
    where = f" in {facts['area']}" if facts["area"] is not None else ""
    return f"{facts.who}'s rebel die{where}: {facts.w('face')}, {facts['effect']}"


TEMPLATES: dict[str, Template] = {
    "bot_town_tile": _tile,
    "bot_rebel_die": _rebel_die,
    "bot_reserve": _reserve,
    "bot_colonists_discarded": (
        "{seat!t} has no colonist on the map and no vacant territory is left: it discards "
        "{count} colonists"
    ),
}
