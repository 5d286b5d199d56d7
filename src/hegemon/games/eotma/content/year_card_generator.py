"""Writes pack/year_cards.yaml, hegemon's original 56-card year deck (interpretation:EOTMA-6).

The YAML is the shipped data; this script is how its numbers were made, kept so that a
retuning is one edit away. Run ``python -m hegemon.games.eotma.content.year_card_generator``.

Tuning: for every endeavour and every effectiveness-rating band, an exact share of the
deck succeeds (``SUCCESS_PERCENT``); in the three lowest bands a share of the failures
hurts the acting player (``SETBACK_PERCENT``). Which cards carry which result is shuffled
with a fixed seed of the kernel's PCG32. The numbers of conditional results are not drawn
but placed (:func:`_thresholds`), so that no rating has worse odds than a lower one, inside
a band as across its borders (interpretation:EOTMA-66).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from hegemon.engine import rng

CARDS = 56
SEED = 1066
BANDS: tuple[int | None, ...] = (0, 2, 4, 6, 8, 10, None)
"""The highest rating of each band; the first band holds every rating of 0 or less."""
SUCCESS_PERCENT = (5, 20, 35, 50, 65, 80, 90)
SETBACK_PERCENT = (40, 25, 10, 0, 0, 0, 0)
CHECK_CARDS = 14
CHECKED = ("conquest", "pillage", "diplomacy", "fortification", "ruling", "defense")


def _band_range(band: int) -> tuple[int, int]:
    high = BANDS[band]
    low = -2 if band == 0 else (BANDS[band - 1] or 0) + 1
    return low, (high if high is not None else low + 2)


def _chosen(record: dict[str, Any], percent: int, exclude: set[int] | None = None) -> set[int]:
    """Exactly ``percent`` per cent of the deck (rounded), drawn among the cards not excluded."""
    pool = [index for index in range(CARDS) if not exclude or index not in exclude]
    rng.shuffle(record, pool)
    return set(pool[: _count(percent)])


def _thresholds(band: int, cards: int, kept: int, rising: bool) -> list[int]:
    """The numbers of a band's ``cards`` conditional results, in card order.

    Favourable results (``rising``: they apply from their number up): the first ``kept``
    apply at every rating of the band, as many as succeed in the band below; the others
    start at ratings spread over the band, so each rating adds to the odds and the band's
    lowest rating is no worse than the band below. Setbacks (apply up to their number): the
    first ``kept`` apply over the whole band, as many as hurt in the band above; the others
    stop at ratings spread downwards over the band.
    """
    low, high = _band_range(band)
    width = high - low + 1
    extra = max(cards - kept, 1)
    if rising:
        return [
            low if index < kept else low + (index - kept) * width // extra for index in range(cards)
        ]
    return [
        high if index < kept else high - (index - kept) * width // extra for index in range(cards)
    ]


def _count(percent: int) -> int:
    return round(CARDS * percent / 100)


def _success(endeavour: str, band: int, record: dict[str, Any], number: int) -> str:
    low, high = _band_range(band)
    # The number drawn here once made the result's number; it is still drawn so that placing
    # the numbers (_thresholds) left every other entry of the deck as it was.
    rng.integer_between(record, low, high)
    if endeavour == "conquest":
        return "C"
    if endeavour == "fortification":
        return "F"
    if endeavour == "ruling":
        return f"+1({number}>)"
    if endeavour == "pillage":
        return "G" if rng.below(record, 5) < 3 else f"-1({number}>)"
    if band == len(BANDS) - 1 and rng.below(record, 10) == 0:
        return "C"
    if band >= len(BANDS) - 2 and rng.below(record, 4) == 0:
        return f"T/C({high}>)"
    return "T"


def _setback(endeavour: str, band: int, record: dict[str, Any], number: int) -> str:
    if endeavour in ("conquest", "diplomacy"):
        return "-"
    low, high = _band_range(band)
    rng.integer_between(record, low, high)  # drawn as in _success, for the same reason
    return f"-1(<{number})"


def generate() -> dict[str, Any]:
    record = rng.new_record(SEED)
    rows: dict[str, list[list[str]]] = {}
    for endeavour in CHECKED[:-1]:
        rows[endeavour] = [["-"] * len(BANDS) for _ in range(CARDS)]
        for band in range(len(BANDS)):
            winners = _chosen(record, SUCCESS_PERCENT[band])
            losers = _chosen(record, SETBACK_PERCENT[band], winners)
            below = _count(SUCCESS_PERCENT[band - 1]) if band else 0
            above = _count(SETBACK_PERCENT[band + 1]) if band + 1 < len(BANDS) else 0
            rising = _thresholds(band, len(winners), below, rising=True)
            falling = _thresholds(band, len(losers), above, rising=False)
            for index, number in zip(sorted(winners), rising, strict=True):
                rows[endeavour][index][band] = _success(endeavour, band, record, number)
            for index, number in zip(sorted(losers), falling, strict=True):
                rows[endeavour][index][band] = _setback(endeavour, band, record, number)
    checked_cards = sorted(_chosen(record, round(CHECK_CARDS * 100 / CARDS)))
    cards = []
    for index in range(CARDS):
        card: dict[str, Any] = {"id": f"Y{index + 1:02d}"}
        for endeavour in CHECKED[:-1]:
            card[endeavour] = rows[endeavour][index]
        if index in checked_cards:
            flags = {}
            for _ in range(1 + rng.below(record, 2)):
                flags[CHECKED[rng.below(record, len(CHECKED))]] = rng.integer_between(record, 3, 8)
            card["stature_check"] = dict(sorted(flags.items()))
        cards.append(card)
    return {"bands": [{"up_to": high} for high in BANDS], "cards": cards}


HEADER = """\
# The year-card deck: hegemon's original 56 cards (interpretation:EOTMA-6), written by
# hegemon.games.eotma.content.year_card_generator. A row gives one result per band of the
# effectiveness rating (ER), lowest band first; `bands` lists each band's highest ER.
# Results: - none; C conquest step or diplomatic conquest; T diplomatic tie; F fortification;
# G roll on the pillage/plunder table; T/C(n>) conquest when ER >= n, else a tie;
# +1(n>) / -1(n>) social state change when ER >= n; -1(<n) social state loss when ER <= n.
# stature_check: endeavour -> stature; the card calls a stature check when the stature used
# for that endeavour is at most that number (interpretation:EOTMA-5).
"""


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    target = Path(arguments[0]) if arguments else Path(__file__).parent / "pack" / "year_cards.yaml"
    text = yaml.safe_dump(generate(), sort_keys=False, default_flow_style=None, width=100)
    target.write_text(HEADER + text, "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
