"""Sentences for the log entries of the negotiation package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Template

TEMPLATES: dict[str, Template] = {
    "deal_offered": "{seat!t} offers {partner!t}: {offer}",
    "deal_accepted": "{seat!t} accepts {proposer!t}'s offer: {offer}",
    "deal_refused": "{seat!t} refuses {proposer!t}'s offer",
    "deal_conference": "{seat!t} confers with {partner!t} in private",
    "deal_conferred": "{seat!t} and {partner!t} conferred in private and came to no agreement",
    "peace_agreement": "{seat!t} agrees with {partner!t} to take at once: {taking}",
    "peace_agreement_refused": "{seat!t} refuses {proposer!t}'s further proposal",
    "ducats_handed_over": "{seat!t} hands {amount} ducats to {to!t} ({now} left)",
}
