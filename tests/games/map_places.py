"""What the tests of both games' map places share (docs/web.md: every place an action can
name is one element with ``data-place`` and a ``<title>``)."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Callable

from hegemon.engine.agents import Observation, make_agent
from hegemon.engine.decision import Decision
from hegemon.engine.match import Match
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State

SVG = "{http://www.w3.org/2000/svg}"


def places_of(svg: str) -> dict[str, list[ElementTree.Element]]:
    """The elements of a drawing carrying each ``data-place`` name."""
    found: dict[str, list[ElementTree.Element]] = {}
    for element in ElementTree.fromstring(svg).iter():
        name = element.get("data-place")
        if name is not None:
            found.setdefault(name, []).append(element)
    return found


def title_of(svg: str, name: str) -> str:
    """The title of the one element of a drawing that is place ``name``."""
    (element,) = places_of(svg)[name]
    text = element.find(f"{SVG}title")
    assert text is not None and text.text is not None
    return text.text


def texts_named(decision: Decision) -> list[tuple[str, str]]:
    """(verb, text) for every text argument of the decision's actions, or text item of a
    list argument."""
    found = []
    for action in decision.actions:
        items = action.argument if isinstance(action.argument, tuple) else (action.argument,)
        found += [(action.verb, item) for item in items if isinstance(item, str)]
    return found


def played(rules: RulesModule, scenario: str, seed: int, decisions: int) -> Match:
    """A game of ``scenario`` after that many random decisions (agent seed 5)."""
    match = Match.new(rules, scenario, seed)
    agent = make_agent(rules, "random", 5)
    for _ in range(decisions):
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, agent.choose(Observation(rules, match.state, decision)))
    return match


def names_marked(
    rules: RulesModule,
    match: Match,
    decisions: int,
    known: set[str],
    not_places: dict[str, str],
    places: Callable[[State], dict[str, list[ElementTree.Element]]],
) -> set[str]:
    """Play ``decisions`` more random decisions (agent seed 6), checking before each that
    every text an action names is one titled place of the map the deciding seat sees, or
    a text of a verb of ``not_places``; the names met."""
    agent = make_agent(rules, "random", 6)
    named: set[str] = set()
    for _ in range(decisions):
        decision = match.decision()
        assert decision is not None
        marked = places(rules.view(match.state, decision.seat))
        for verb, text in texts_named(decision):
            if text not in known:
                assert verb in not_places, (verb, text)
                continue
            named.add(text)
            (element,) = marked[text]
            assert element.find(f"{SVG}title") is not None
        match.apply(decision.seat, agent.choose(Observation(rules, match.state, decision)))
    return named
