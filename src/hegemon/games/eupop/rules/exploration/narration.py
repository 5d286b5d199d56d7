"""Sentences for the log entries of the exploration package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _colonist_lost(facts: Facts) -> str:
    if facts["province"] is None:
        return f"{facts.who} loses a colonist of its mat to the Native Uprising"
    return f"{facts.who} loses its colonist on {facts['province']} to the Native Uprising"


TEMPLATES: dict[str, Template] = {
    "explore_ship_moved": "{seat!t} sails a light ship from {start} to {zone} to explore",
    "exploration_die": "{seat!t}'s exploration die shows {face}",
    "nothing_discovered": "{seat!t} discovers nothing matching {face}",
    "discovered": "{seat!t} discovers {province} in {area}",
    "no_colonist": "{seat!t} has no colonist left to place on {province}",
    "colonist_placed": "{seat!t} places a colonist on {province}",
    "explore_ship_lost": "{seat!t} loses a light ship in {zone} exploring",
    "explore_failed": "{seat!t}'s exploration fails",
    "native_uprising": "The natives of the distant continents rise",
    "uprising_ignored": "{seat!t} ignores the Native Uprising's {effect} for itself",
    "uprising_colonist_lost": _colonist_lost,
    "colony_founded": "{seat!t} founds a colony in {province}: a small town replaces its colonist",
}
