"""Sentences for the log entries of the Bot charts and turns (:mod:`.walker`, the Bot
turn), merged into the log's narration (:mod:`hegemon.games.eupop.narration`).

A chart's nodes (``bot_step``) and its end (``bot_chart_end``) are the trace: they are
not told in the running log (:data:`UNTOLD`) but by the trace (:mod:`.trace`), where a
player asks why a Bot did what it did."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template

UNTOLD = frozenset({"bot_step", "bot_chart_end"})
"""Kinds kept out of the running log: read through the trace."""

RESULTS = {
    "passed": "passes",
    "event": "takes an event",
    "card": "has played its Bot card",
    "nothing": "does nothing more",
}


def _turn(facts: Facts) -> str:
    mode = str(facts["mode"])
    kind = "Bot turn" if mode == "normal" else f"{facts.w('mode')} Bot turn"
    return (
        f"{facts.who}'s {kind} (number {facts['turn']}): {facts['available']} Bot Power "
        f"available, {facts['spent']} spent"
    )


def _turn_end(facts: Facts) -> str:
    result = str(facts["result"])
    if result.startswith("action:"):
        return f"{facts.who}'s Bot turn ends after its {result.removeprefix('action:')} chart"
    return f"{facts.who}'s Bot turn ends: it {RESULTS.get(result, facts.w('result'))}"


def _action(facts: Facts) -> str:
    which = "second action" if facts["second"] else "action"
    went = "done" if facts["result"] == "done" else "could not be taken"
    return f"{facts.who}'s Bot card {facts['card']}: its {which}, {facts.w('chart')}, {went}"


def _target(facts: Facts) -> str:
    chosen = facts.t("chosen") if facts["chosen"] is not None else "no valid target"
    return f"{facts.who}'s {facts['chart']} targeting chart gives {chosen}"


def _event(facts: Facts) -> str:
    option = str(facts["option"]).upper()
    return f"{facts.who} takes the event {facts.t('event')} by its EVENT chart, option {option}"


def _effect(facts: Facts) -> str:
    return f"{facts.who}, a Bot, {facts.w('verb')}: {facts['note']}"


TEMPLATES: dict[str, Template] = {
    "bot_event": _event,
    "bot_effect": _effect,
    "lost_at_sea_spared": "{seat!t}, a Bot, loses no ship at sea",
    "bot_chart": "{seat!t} follows its {title} chart",
    "bot_turn": _turn,
    "bot_turn_end": _turn_end,
    "bot_action": _action,
    "bot_target": _target,
}
