"""A power struggle card's additional criteria (interpretation:EUPOP-F19): our card format
can only hold them as text, which the rules cannot evaluate, so the content check refuses a
pack that gives any and scoring never meets one."""

from __future__ import annotations

import pytest

from hegemon.engine.content import ContentError
from hegemon.games.eupop.module import RULES

EXTRA = "cards/power_struggles/power_struggles/0/extra"


@pytest.mark.rule("eupop-aid:Scoring Power Struggles (p. 43)", "interpretation:EUPOP-F19")
def test_a_pack_with_additional_criteria_is_refused() -> None:
    with pytest.raises(ContentError) as refused:
        RULES.with_content({EXTRA: "2 prestige to the realm with most forts"})
    problems = [str(found) for found in refused.value.problems]
    assert problems == [
        "cards/power_struggles.yaml: power_struggles/0/extra: the rules cannot evaluate "
        "additional criteria given as text; leave it empty"
    ]


def test_the_shipped_cards_carry_no_additional_criteria() -> None:
    assert [card.id for card in RULES.content.power_struggles.power_struggles if card.extra] == []
