"""Sentences for the log entries of the religion package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Template

TEMPLATES: dict[str, Template] = {
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
    "revolution_given_up": (
        "{seat!t} gives up its revolution: the Revolutionary token leaves its capital area"
    ),
}
