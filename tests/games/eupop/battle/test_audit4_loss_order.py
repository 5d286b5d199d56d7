"""The fixed casualty order the odds use on land (fourth check of 2026-11-28, finding 8;
interpretation EUPOP-B18): each hit falls where it lowers the side's expected hits least."""

from __future__ import annotations

from itertools import product

import pytest

from hegemon.games.eupop.rules.battle.odds import Composition, hit_chances, loss_path

INFANTRY_DIE = ("infantry", "infantry", "cavalry", "artillery", "second_infantry", "blank")
ODDS = "interpretation:EUPOP-B18"


def _expected_hits(dice: int, units: Composition) -> float:
    chances = hit_chances(dice, INFANTRY_DIE, units, False)
    return sum(hits * chance for hits, chance in enumerate(chances))


@pytest.mark.rule("eupop-aid:4. Assign Casualties", ODDS)
def test_of_one_infantry_and_one_cavalry_the_cavalry_goes_first_on_infantry_dice() -> None:
    """Kept alone, the infantry scores with 1 - (4/6)^3 = 0.70, the cavalry only with
    1 - (5/6)^3 = 0.42: the hit takes the cavalry."""
    assert loss_path((1, 1, 0), False, 3, INFANTRY_DIE) == [(1, 1, 0), (1, 0, 0), (0, 0, 0)]
    assert _expected_hits(3, (1, 0, 0)) == pytest.approx(19 / 27)
    assert _expected_hits(3, (0, 1, 0)) == pytest.approx(1 - (5 / 6) ** 3)


@pytest.mark.rule("eupop-aid:4. Assign Casualties", ODDS)
@pytest.mark.parametrize("dice", [3, 4, 5])
@pytest.mark.parametrize("start", [(2, 1, 1), (4, 4, 0), (1, 2, 3), (3, 0, 2), (5, 2, 1)])
def test_after_every_number_of_hits_the_side_keeps_the_most_expected_hits(
    start: Composition, dice: int
) -> None:
    """Every composition left after k hits (by brute force over all of them) scores at most
    as much, in expectation, as the one the order leaves."""
    path = loss_path(start, False, dice, INFANTRY_DIE)
    assert len(path) == sum(start) + 1
    for taken, units in enumerate(path):
        left = sum(start) - taken
        best = max(
            _expected_hits(dice, (inf, cav, art))
            for inf, cav, art in product(*(range(count + 1) for count in start))
            if inf + cav + art == left
        )
        assert _expected_hits(dice, units) == pytest.approx(best)
