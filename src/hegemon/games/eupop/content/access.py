"""The content a rule, a query or an agent of eupop reads: always the pack of the rules
module the game runs under, never a module-level pack.

A game may be built on any pack (``module.build(content)``, or ``Eupop.with_content`` for a
situation), so a step asks its game handle (:func:`content_of`), an agent the rules module
of its observation (:func:`rules_content`), and helpers take the :class:`Content` they are
given. This module reads ``game.rules`` and imports no rules, so steps import it freely.
"""

from __future__ import annotations

from hegemon.engine.content import pack_of
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.games.eupop.content.loader import Content


def rules_content(rules: RulesModule) -> Content:
    """The pack an eupop rules module plays on; another game's module is a TypeError."""
    return pack_of(rules, Content, "an eupop pack")


def content_of(game: Game) -> Content:
    """The pack of the game being played."""
    return rules_content(game.rules)
