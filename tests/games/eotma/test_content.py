"""The shipped content pack loads, has the documented shape, and broken packs are refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hegemon.engine.content import ContentError
from hegemon.games.eotma.content.loader import PACK, load_pack
from hegemon.games.eotma.content.schema import ENDEAVOURS, CardResult
from tests.games.eotma.helpers import content


def test_the_map_has_forty_to_sixty_land_areas_and_its_seas() -> None:
    geography = content().geography
    assert 40 <= len(geography.land) <= 60
    assert len(geography.seas) == 12


@pytest.mark.rule("eotma-overview:Year cards", "interpretation:EOTMA-6")
def test_the_year_deck_has_56_cards_with_a_result_per_band() -> None:
    loaded = content()
    assert len(loaded.year_cards) == 56
    for card in loaded.year_cards.values():
        for endeavour in ENDEAVOURS:
            assert len(card.row(endeavour)) == len(loaded.bands)


@pytest.mark.rule("interpretation:EOTMA-6")
def test_a_higher_rating_band_never_succeeds_less_often() -> None:
    loaded = content()
    success = {
        "conquest": {"C"},
        "fortification": {"F"},
        "ruling": {"+1"},
        "diplomacy": {"T", "C", "T/C"},
    }
    for endeavour, codes in success.items():
        counts = [
            sum(card.row(endeavour)[band].code in codes for card in loaded.year_cards.values())
            for band in range(len(loaded.bands))
        ]
        assert counts == sorted(counts), (endeavour, counts)
        assert counts[0] < counts[-1]


@pytest.mark.parametrize(
    ("text", "code", "number"),
    [
        ("-", "none", None),
        ("C", "C", None),
        ("T/C(9>)", "T/C", 9),
        ("+1(-1>)", "+1", -1),
        ("-1(5>)", "-1>", 5),
        ("-1(<2)", "-1<", 2),
        ("-1(<-1)", "-1<", -1),
    ],
)
def test_year_card_results_are_read_from_their_short_text(
    text: str, code: str, number: int | None
) -> None:
    result = CardResult.parse(text)
    assert (result.code, result.number) == (code, number)
    assert result.text() == text


def test_an_unknown_result_text_is_refused() -> None:
    with pytest.raises(ValueError, match="not a year-card result"):
        CardResult.parse("C2")


def test_the_event_deck_holds_every_copy_once() -> None:
    deck = content().event_deck()
    assert len(deck) == len(set(deck)) == 42
    assert content().event("plague#2").title == "Plague"


def _broken_pack(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)
    text = (folder / file).read_text("utf-8")
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1), "utf-8")
    return folder


def test_a_border_to_an_unknown_area_names_the_file_and_path(tmp_path: Path) -> None:
    folder = _broken_pack(tmp_path, "map.yaml", "- [Wessex, Mercia]", "- [Wessex, Merica]")
    with pytest.raises(ContentError) as error:
        load_pack(folder)
    assert "map.yaml: borders/0: unknown area 'Merica'" in str(error.value)


def test_a_result_an_endeavour_cannot_have_is_refused(tmp_path: Path) -> None:
    folder = _broken_pack(
        tmp_path,
        "year_cards.yaml",
        "conquest: ['-', '-', '-', '-', C",
        "conquest: ['-', '-', '-', '-', F",
    )
    with pytest.raises(ContentError) as error:
        load_pack(folder)
    assert "year_cards.yaml: cards/0/conquest" in str(error.value)
    assert "not a result a conquest endeavour can have" in str(error.value)


def test_a_scenario_area_held_twice_is_refused(tmp_path: Path) -> None:
    folder = _broken_pack(
        tmp_path, "scenarios.yaml", "areas: [Wessex, Mercia,", "areas: [Wessex, Normandy,"
    )
    with pytest.raises(ContentError) as error:
        load_pack(folder)
    assert "Normandy also held by" in str(error.value)
