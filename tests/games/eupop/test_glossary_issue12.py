"""Every menu verb of issue 12 (diplomacy, religion, the Papacy, the Empire, exploration) has
a glossary term that explains it and a ``?N`` explanation; the new terms fit a terminal
and the players' guide lists them."""

from __future__ import annotations

from pathlib import Path

from hegemon.games.eupop.explain_relations import EXPLAINED
from hegemon.games.eupop.glossary import GLOSSARY, VERB_TERMS, lines
from hegemon.games.eupop.module import RULES
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


def test_every_issue_12_verb_is_a_menu_entry_with_a_term_and_an_explanation() -> None:
    menu = {entry.verb for entry in RULES.menu.entries}
    terms = dict(RULES.glossary())
    for verb in ISSUE_12_VERBS:
        assert verb in menu, verb
        assert terms[VERB_TERMS[verb]], verb
        assert verb in EXPLAINED, verb


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
    ):
        assert terms[term], term
    assert len(terms) == len(GLOSSARY)


def test_the_new_terms_fit_a_terminal_and_the_guide_lists_them() -> None:
    assert max(len(line) for line in lines()) <= 80
    guide = GUIDE.read_text(encoding="utf-8")
    for term in VERB_TERMS.values():
        text = dict(GLOSSARY)[term]
        assert f"- `{term}` — {text}" in guide
