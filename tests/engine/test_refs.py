from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hegemon.engine import refs, rule_index
from hegemon.engine.coverage import rules_cited_by_tests


def test_the_shipped_rule_index_matches_the_rule_documents() -> None:
    folder = rule_index.default_rules_folder()
    if folder is None:
        pytest.skip("the rule documents (../shared/rules) are not beside this checkout")
    assert rule_index.to_text(rule_index.build(folder)) == rule_index.shipped_path().read_text(
        "utf-8"
    )


def test_the_index_knows_numbered_and_headed_sections() -> None:
    assert refs.check("eotma:16.23.1") == "eotma:16.23.1"
    assert refs.check("eotma:10.3") == "eotma:10.3"
    assert refs.check("eupop-aid:Concepts & Terms") == "eupop-aid:Concepts & Terms"
    assert refs.check("eupop-bots:BOT SETUP") == "eupop-bots:BOT SETUP"
    assert refs.check("eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)")


def test_a_citation_of_an_unknown_section_fails_at_once() -> None:
    with pytest.raises(refs.UnknownRule, match=r"no section '99\.9'"):

        @refs.implements("eotma:99.9")
        def nothing() -> None:
            pass


def test_a_citation_of_an_unknown_document_fails() -> None:
    with pytest.raises(refs.UnknownRule, match="unknown rule document 'chess'"):
        refs.check("chess:1.1")


def test_implements_records_the_implementing_function() -> None:
    @refs.implements("eotma:12.11")
    def court_is_the_base() -> None:
        pass

    assert any(name.endswith("court_is_the_base") for name in refs.implemented()["eotma:12.11"])


def test_tests_are_found_by_marker_and_by_situation(tmp_path: Path) -> None:
    (tmp_path / "test_x.py").write_text(
        '@pytest.mark.rule("eotma:14.41", "eotma:14.42")\ndef test(): ...\n'
    )
    (tmp_path / "situations").mkdir()
    (tmp_path / "situations" / "s.yaml").write_text(
        "situation: s\nrules: [eotma:15.3]\ngame: eotma\n"
    )
    found = rules_cited_by_tests(tmp_path)
    assert set(found) == {"eotma:14.41", "eotma:14.42", "eotma:15.3"}
    assert found["eotma:14.41"] == [f"{tmp_path.name}/test_x.py:1"]


def test_coverage_counts_a_module_no_rule_has_imported_yet() -> None:
    """In a fresh interpreter nothing imports eupop's Bot Power library yet (no procedure
    reaches it): the report still names it, as it does after a test has imported it."""
    script = (
        "from hegemon.engine.coverage import coverage\n"
        "report = {item.section: item for item in coverage('eupop')}\n"
        "print('\\n'.join(report['eupop-bots:CUBES'].implemented_by))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert "hegemon.games.eupop.bots.power.gain_bp" in result.stdout.split()
