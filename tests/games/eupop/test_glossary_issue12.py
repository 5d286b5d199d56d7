"""Every menu verb of issue 12 (diplomacy, religion, the Papacy, the Empire, exploration) has
a glossary term that explains it and a ``?N`` explanation; the new terms fit a terminal
and the players' guide lists them."""

from __future__ import annotations

import re
from pathlib import Path

from hegemon.games.eupop.explain_relations import EXPLAINED
from hegemon.games.eupop.glossary import GLOSSARY, VERB_TERMS, lines
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules import curia, diplomacy, empire, exploration, negotiation, religion
from hegemon.games.eupop.rules.sequence.menu import DIPLOMATIC, HEADINGS, HRE, PAPAL

ISSUE_12_VERBS = (
    *HEADINGS[PAPAL],
    *HEADINGS[DIPLOMATIC],
    *HEADINGS[HRE],
    "explore",
    "diplomacy",
    "change_state_religion",
    "cut_ties",
    "colonize",
)
"""The papal, diplomatic and HRE actions, and issue 12's generic, minor and administrative
ones."""

GUIDE = Path(__file__).parents[3] / "docs" / "playing-eupop.md"


def test_every_issue_12_menu_verb_is_a_menu_entry_with_a_term_and_an_explanation() -> None:
    menu = {entry.verb for entry in RULES.menu.entries}
    terms = dict(RULES.glossary())
    for verb in ISSUE_12_VERBS:
        assert verb in menu, verb
        assert terms[VERB_TERMS[verb]], verb
        assert verb in EXPLAINED, verb


VERBS_DOC = Path(__file__).parents[3] / "docs" / "verbs-and-log-eupop.md"
PACKAGES = (curia, diplomacy, empire, exploration, negotiation, religion)


def decision_verbs() -> set[str]:
    """The verbs docs/verbs-and-log-eupop.md lists as asked by a procedure of issue 12's
    packages (its "Verbs" table: verb, argument, asked at, meaning)."""
    procedures = {procedure.name for package in PACKAGES for procedure in package.PROCEDURES}
    text = VERBS_DOC.read_text(encoding="utf-8")
    table = text[text.index("## Verbs") : text.index("## Procedures a case may start")]
    found = set()
    for line in table.splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line)]
        if len(cells) < 5 or not cells[1].startswith("`"):
            continue
        asked = set(re.findall(r"`([a-z_]+)\.", cells[3]))
        if asked & procedures:
            found.add(cells[1].strip("`"))
    return found


def test_every_decision_of_issue_12s_packages_has_a_glossary_term() -> None:
    """A verb that issue 12's packages ask (the verbs document says where) names the term
    explaining it in glossary.VERB_TERMS."""
    terms = dict(RULES.glossary())
    found = decision_verbs()
    assert {"crusade_war", "defend_hre", "deal_term", "explore_reroll", "cut_tie"} <= found
    missing = sorted(verb for verb in found if VERB_TERMS.get(verb) not in terms)
    assert missing == [], f"add these verbs to glossary.VERB_TERMS: {missing}"


def test_the_words_of_issue_12_are_explained() -> None:
    terms = dict(RULES.glossary())
    for term in (
        "influence",
        "royal marriage",
        "alliance",
        "vassal",
        "state religion",
        "Counter-Reformation",
        "Revolutionary",
        "Diverse Faiths",
        "Curia, cardinal",
        "Papal Controller",
        "excommunication",
        "crusade",
        "Emperor, Imperial Authority",
        "elector",
        "Imperial influence",
        "Imperial Subject",
        "Defending the HRE",
        "colonist, colony",
        "Native Uprising",
        "Pacific",
    ):
        assert terms[term], term
    assert len(terms) == len(GLOSSARY)


def test_the_new_terms_fit_a_terminal_and_the_guide_lists_them() -> None:
    assert max(len(line) for line in lines()) <= 80
    guide = GUIDE.read_text(encoding="utf-8")
    for term in VERB_TERMS.values():
        text = dict(GLOSSARY)[term]
        assert f"- `{term}` — {text}" in guide
