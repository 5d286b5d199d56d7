"""How rules, queries and agents reach the content of the game they serve.

A game may run on any pack (the shipped one, or a changed copy made by
``Eotma.with_content``), so nothing reads a module-level pack: a step asks the game handle
(:func:`content_of`), an agent the rules module of its observation (:func:`rules_content`),
and helpers take the :class:`Content` they are given.
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.games.eotma.content.loader import Content


def rules_content(rules: RulesModule) -> Content:
    """The content pack an eotma rules module plays on."""
    content = getattr(rules, "content", None)
    if not isinstance(content, Content):
        raise TypeError(f"{rules.name or type(rules).__name__} is no eotma rules module")
    return content


def content_of(game: Game) -> Content:
    """The content pack of the game being played: its rules module's."""
    return rules_content(game.rules)
