"""Issue 13 (the Bots) against the rules coverage report: every section of the Bot booklet
(``eupop-bots:*``) and every section of the player aid that issue 11's list hands to
issue 13 (its BOT RULES part, ``ELSEWHERE[...] == BOTS``) is implemented and tested, except
those in ``NOT_YET`` — which must still be not done, so the list stays true. With issue 13
resolved, ``NOT_YET`` and ``PARTIAL`` are empty.

``NOT_YET`` maps each section not done to the work package of decision 0108 §4 that builds
it. ``PARTIAL`` names sections the report counts done that are not whole yet (a citation
is not the whole rule, decision 0108 §0.1): the report cannot see it, so the list is kept
by hand, each entry naming its work package and what is missing. A section of ``NOT_YET``
that becomes done but is not whole moves to ``PARTIAL``. docs/eupop-coverage-issue-13.md
says the same in prose.

This file cites no rule on purpose: naming a section here must not count as testing it.
"""

from __future__ import annotations

import pytest

from hegemon.engine import refs
from hegemon.engine.coverage import SectionCoverage, coverage
from tests.games.eupop.test_issue_11_coverage import BOTS, ELSEWHERE

DONE = "implemented and tested"

BOOKLET_SECTIONS: tuple[str, ...] = tuple(section.ref for section in refs.index()["eupop-bots"])
"""The Bot booklet's sections (its capital-letter headings), in document order."""

AID_SECTIONS: tuple[str, ...] = tuple(
    section.ref for section in refs.index()["eupop-aid"] if ELSEWHERE.get(section.ref) == BOTS
)
"""The player aid's sections issue 11's list hands to issue 13, in document order."""

ISSUE_13_SECTIONS = BOOKLET_SECTIONS + AID_SECTIONS

WP1 = "the Bot core (WP1, decision 0108)"
WP2 = "events and the peaceful cards (WP2)"
WP3 = "choice processes, targeting, diplomacy, curia, spy (WP3)"
WP4A = "army, NPR and rebel battles, DEFEND, SIEGE (WP4a)"
WP4 = "Bot battles: against NPRs and rebels (WP4a), against Opponents (WP4b)"
WP4B = "MILITARY, declarations of war by and on Bots, Opponent battles, peace (WP4b)"
WP5 = "phases 3, 4, 5, End of Age, token limitations (WP5)"
WP6 = "NAVAL, Bot trade, EXPLORE, COLONIZE (WP6)"
WP7 = "Bot Emperor and Bot HRE members (WP7)"
WP8 = "substitute Bots (WP8)"
WP9 = "tooling and acceptance (WP9)"

NOT_YET: dict[str, str] = {}
"""Issue-13 sections not implemented and tested today → the work package building them."""

PARTIAL: dict[str, str] = {}
"""Issue-13 sections the report counts done that are not whole yet → what is missing."""


@pytest.fixture(scope="module")
def report() -> dict[str, SectionCoverage]:
    """The report (which imports every module of the game first, engine/coverage.py)."""
    return {item.section: item for item in coverage("eupop")}


def test_the_lists_name_issue_13_sections() -> None:
    assert len(BOOKLET_SECTIONS) == 66
    assert len(AID_SECTIONS) == 22
    assert len(set(ISSUE_13_SECTIONS)) == 88
    assert set(NOT_YET) <= set(ISSUE_13_SECTIONS)
    assert set(PARTIAL) <= set(ISSUE_13_SECTIONS)
    assert not set(NOT_YET) & set(PARTIAL)


@pytest.mark.parametrize("section", ISSUE_13_SECTIONS)
def test_issue_13_section_is_implemented_and_tested(
    report: dict[str, SectionCoverage], section: str
) -> None:
    item = report[section]
    if section in NOT_YET:
        assert item.status != DONE, (
            f"{section} is {DONE} now: remove it from NOT_YET — into PARTIAL if it is not "
            "whole yet (and keep docs/eupop-coverage-issue-13.md in step)"
        )
    else:
        assert item.status == DONE, (
            f"{section} is {item.status}: implemented by {item.implemented_by}, "
            f"tested by {item.tested_by}"
        )
