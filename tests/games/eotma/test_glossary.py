"""The glossary explains every word and notation a player meets without a definition."""

from __future__ import annotations

from pathlib import Path

from hegemon.games.eotma.glossary import GLOSSARY, lines
from hegemon.games.eotma.module import RULES

GUIDE = Path(__file__).parents[3] / "docs" / "playing-eotma.md"


def test_the_words_issue_10_names_are_explained() -> None:
    terms = dict(RULES.glossary())
    for term in ("C", "T", "G", "F", "+1(6>)", "stature", "year cards", "1 sea area → 6"):
        assert terms[term]
    assert len(terms) == len(GLOSSARY)


def test_the_glossary_fits_a_terminal() -> None:
    shown = lines()
    assert shown[0].startswith("round: ")
    assert max(len(line) for line in shown) <= 80


def test_the_players_guide_lists_every_term() -> None:
    guide = GUIDE.read_text(encoding="utf-8")
    for term, text in GLOSSARY:
        assert f"- `{term}` — {text}" in guide
