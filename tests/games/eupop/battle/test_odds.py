"""The odds ``?N`` shows for a battle, worked out exactly (interpretation EUPOP-B18)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hegemon.games.eupop.rules.battle.odds import (
    battle_odds,
    hit_chances,
    loss_path,
    percent,
    pirate_odds,
)

INFANTRY_DIE = ("infantry", "infantry", "cavalry", "artillery", "second_infantry", "blank")
ARTILLERY_DIE = ("artillery", "artillery", "infantry", "cavalry", "second_infantry", "blank")
ODDS = "interpretation:EUPOP-B18"


@pytest.mark.rule("eupop-aid:3. Roll Battle Dice", "interpretation:EUPOP-B4", ODDS)
def test_one_infantry_is_hit_by_three_dice_unless_none_shows_infantry() -> None:
    # 2 of 6 faces are infantry: no hit only when all three dice miss, (4/6)^3 = 8/27.
    chances = hit_chances(3, INFANTRY_DIE, (1, 0, 0), False)
    assert len(chances) == 2
    assert chances[0] == pytest.approx(8 / 27)
    assert chances[1] == pytest.approx(19 / 27)


@pytest.mark.rule("eupop-aid:Battle Sequence (p. 26-28)", ODDS)
def test_one_infantry_against_one_infantry_by_hand() -> None:
    # Each round each side hits with 19/27; a round where neither hits is fought again, so
    # win = lose = (19*8) / (27^2 - 8^2) = 152/665 and both gone = 19^2/665 = 361/665.
    odds = battle_odds((1, 0, 0), (1, 0, 0), False, (3, 3), (INFANTRY_DIE, INFANTRY_DIE))
    assert odds.win == pytest.approx(float(Fraction(152, 665)))
    assert odds.lose == pytest.approx(float(Fraction(152, 665)))
    assert odds.draw == pytest.approx(float(Fraction(361, 665)))
    assert odds.attacker_losses == pytest.approx(float(Fraction(513, 665)))
    assert odds.defender_losses == pytest.approx(float(Fraction(513, 665)))


@pytest.mark.rule("eupop-aid:6. Retreat", "interpretation:EUPOP-B9", ODDS)
def test_an_outnumbered_npr_side_flees_after_a_round_that_leaves_it_outnumbered() -> None:
    # 2 infantry attack an NPR's 1. Each side's dice hit for its own units: the NPR's one
    # infantry scores 1 hit with 19/27; the attacker's two score at least 1 with 19/27.
    # Round one: the attacker hits (19/27): the NPR is gone and the attacker, hit at most
    # once, still stands: a win. It misses (8/27): no NPR hit (8/27) leaves the NPR
    # outnumbered 2 to 1, so it flees (a win); an NPR hit (19/27) makes a 1-against-1
    # battle (152/665 each way, 361/665 both gone).
    odds = battle_odds(
        (2, 0, 0), (1, 0, 0), False, (3, 3), (INFANTRY_DIE, INFANTRY_DIE), defender_flees=True
    )
    even = Fraction(8 * 19, 729)
    win = Fraction(19 * 27 + 8 * 8, 729) + even * Fraction(152, 665)
    lose = even * Fraction(152, 665)
    draw = even * Fraction(361, 665)
    assert win + lose + draw == 1
    assert odds.win == pytest.approx(float(win))
    assert odds.lose == pytest.approx(float(lose))
    assert odds.draw == pytest.approx(float(draw))


@pytest.mark.rule("eupop-aid:4. Assign Casualties", ODDS)
def test_hits_turn_a_heavy_ship_over_before_a_light_ship_sinks() -> None:
    assert loss_path((1, 1, 0), True, 3, ARTILLERY_DIE) == [
        (1, 1, 0),
        (1, 0, 1),
        (0, 0, 1),
        (0, 0, 0),
    ]


@pytest.mark.rule("eupop-aid:3. Roll Battle Dice", ODDS)
def test_a_heavy_ship_always_hits_once() -> None:
    chances = hit_chances(3, ARTILLERY_DIE, (0, 1, 0), True)
    assert chances[0] == 0.0
    assert chances[1] == pytest.approx(8 / 27)
    assert chances[2] == pytest.approx(19 / 27)


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-M13", ODDS)
def test_a_heavy_ship_against_two_pirates_by_hand() -> None:
    # The heavy ship hits once by itself and once more with an artillery face among three
    # dice (19/27): both pirates go with 19/27, 1 + 19/27 = 46/27 expected. The two pirates
    # score 0, 1, 2 with 8/27, 12/27, 7/27: 26/27 hits expected.
    from hegemon.games.eupop.module import RULES

    odds = pirate_odds(RULES.content, {"heavy_ship": 1}, 2)
    assert odds.all_removed == pytest.approx(19 / 27)
    assert odds.removed == pytest.approx(46 / 27)
    assert odds.taken == pytest.approx(26 / 27)


@pytest.mark.rule(ODDS)
def test_a_chance_neither_nil_nor_sure_never_reads_0_or_100_percent() -> None:
    assert [percent(c) for c in (0.0, 0.001, 0.25, 0.999, 1.0)] == [
        "0%",
        "<1%",
        "25%",
        ">99%",
        "100%",
    ]
