"""Sentences for the log entries of Bot trade and the NAVAL chart (:mod:`.trade`,
:mod:`.charts.naval`), merged into the log's narration
(:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _merchant(facts: Facts) -> str:
    source = facts["source"] if facts["source"] is not None else "its mat"
    return f"{facts.who}'s Bot merchant moves from {source} to {facts['node']}"


def _income(facts: Facts) -> str:
    sentence = f"{facts.who} collects {facts['bp']} Bot Power of trade in {facts['node']}"
    if facts["trader"] in (None, facts.entry.seat):
        return sentence
    return f"{sentence}, passively, as {facts.t('trader')} trades there"


TEMPLATES: dict[str, Template] = {
    "bot_merchant": _merchant,
    "bot_trade_income": _income,
}
