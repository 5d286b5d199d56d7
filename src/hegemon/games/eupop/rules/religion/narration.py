"""Sentences for the log entries of the religion package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Template

TEMPLATES: dict[str, Template] = {
    "influence_forced_out": "{seat!t} removes 1 influence from {area} (forced conversion)",
    "influence_abandoned": (
        "{seat!t} takes 1 influence out of {area}, an area of the religion it abandons"
    ),
    "influence_unplaced": (
        "{seat!t} finds no area of its new religion with room: {count} influence stays in "
        "its supply"
    ),
    "counter_reformation_placed": (
        "A Counter-Reformation token goes on {areas!w} (it was {before!w})"
    ),
    "npr_religion_changed": (
        "{seat!t} follows its capital area's religion: {before!w} becomes {religion!w}"
    ),
    "state_religion_changed": "{seat!t} changes state religion: {before!w} becomes {religion!w}",
    "religion_spread": "{religion!w} spreads to {areas!w} (it was {before!w})",
    "revolutionary_placed": "a Revolutionary token goes on {areas!w}",
    "revolutionary_taken": "the Revolutionary token leaves {areas!w} for another place",
    "religious_rebels_removed": (
        "{seat!t}'s new faith calms {area!w}: {rebels} rebels leave, {provinces!w} freed"
    ),
    "religious_rebels_refused": "{seat!t} keeps its state religion despite the religious rebels",
    "revolution_given_up": (
        "{seat!t} gives up its revolution: the Revolutionary token leaves its capital area"
    ),
}
