"""Sentences for the log entries of the diplomacy package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Template

TEMPLATES: dict[str, Template] = {
    "alliance_formed": "{seat!t} forms an alliance with {ally!t}",
    "marriage_formed": "{seat!t} enters a royal marriage with {partner!t}",
    "claim_fabricating": "{seat!t} fabricates claims (Counterespionage may counter it)",
    "claim_countered": "{seat!t}'s Fabricate Claim is countered by {countered_by!t}",
    "npr_capital_moved": "{seat!t} moves its capital to {capital} (it was {before})",
    "vassal_independent": "{seat!t} becomes independent: its overlord {realm!t} is gone",
    "plus_one_removed": "The +1 token on {province} is removed",
    "call_colonists_removed": "{seat!t} calls {ally!t}, removing its colonists from {provinces!w}",
    "vassal_freed": "{seat!t} is freed: its overlord {realm!t} is vassalized",
    "influence_picked": "{seat!t} removes 1 of its influence cubes from {area}",
    "vassal_released": "{seat!t} releases its vassal {vassal!t} ({tokens} vassal tokens back)",
}
