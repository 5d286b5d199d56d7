"""The walker: a Bot follows one of its charts, node by node, and says why at each
(docs/decisions/0108 §2.3; /work/shared/design/BOTS.md).

:class:`BotChart` (procedure ``bot_chart``, local ``realm``, ``chart``, ``turn``) runs the
chart's nodes in one step until the chart ends, a step runs as a procedure, or a node
links to another chart (a nested ``bot_chart``). Its position is the frame (``node``), so
a chart paused inside a called procedure that asks a human saves, resumes and replays like
any procedure. It ends with ``done`` or ``cannot`` (the chart's "cannot" exit).

The trace is the log: ``bot_chart`` when a chart is entered, one ``bot_step`` per node
visited (the answer, the facts it was read from, the sentence), ``bot_chart_end`` when it
ends (docs/verbs-and-log-eupop.md). Dice are the game's own ``roll`` entries.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision, RuleNotBuilt
from hegemon.engine.flow import FlowError, Game, Local, Procedure, Runaway, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.chart_data import Chart, ChartLibrary, Goto, Node
from hegemon.games.eupop.bots.facts import (
    CANNOT,
    Answer,
    BotContext,
    Call,
    Cannot,
    Done,
    context,
)
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.layout import world

NODES_AT_ONCE = 10_000
"""Nodes one stretch of a walk may visit before it is a runaway loop (the loader refuses a
cycle without a step; a step that never changes what the cycle asks loops for ever)."""


def bot_turn_number(game: Game) -> int:
    """The number of the Bot turn being played (or last played)."""
    return world(game.state)["round"]["bot_turns"]


@implements("interpretation:EUPOP-BOT-2")
class BotChart(Procedure):
    """A Bot follows a chart from its entry to an end: ``done``, or ``cannot`` when it leaves
    by the chart's "cannot" exit, which sends the Bot to its card's second action
    (interpretation:EUPOP-BOT-2)."""

    name = "bot_chart"

    def __init__(self, library: ChartLibrary) -> None:
        self.library = library

    def _chart(self, game: Game, local: Local) -> Chart:
        return self.library.chart(content_of(game), str(local["chart"]))

    @step
    @implements("eupop-bots:BOT ACTIONS")
    def start(self, game: Game, local: Local) -> None:
        local.setdefault("turn", bot_turn_number(game))
        if str(local["chart"]) not in self.library.charts(content_of(game)):
            game.goto("ask_unbuilt")
            return
        chart = self._chart(game, local)
        # ``entry``: a node to start from, for an action that enters a chart part-way
        # (an event's Declare War action, interpretation:EUPOP-BOT-76)
        local["node"] = str(local.pop("entry", chart.entry))
        if local["node"] not in chart.nodes:
            raise FlowError(f"chart {chart.name} has no node {local['node']}")
        game.log(
            "bot_chart",
            local["realm"],
            rule=chart.section,
            turn=local["turn"],
            chart=chart.name,
            title=chart.title,
        )
        game.goto("walk")

    @step
    def ask_unbuilt(self, game: Game, local: Local) -> Decision:
        """A chart the pack lacks: the game rests here, and asking for its decision raises
        RuleNotBuilt naming the chart's section (bots/chart_data.py)."""
        try:
            self._chart(game, local)
        except RuleNotBuilt as missing:
            raise RuleNotBuilt(
                missing.rule, f"{local['realm']} plays as a Bot: {missing.what}"
            ) from None
        raise FlowError(f"chart {local['chart']} is in the pack")

    def on_unbuilt(self, game: Game, local: Local, action: Action) -> None:
        self._chart(game, local)

    @step
    def walk(self, game: Game, local: Local) -> None:
        chart = self._chart(game, local)
        bot = context(
            game,
            content_of(game),
            local["realm"],
            local["turn"],
            local.get("mode", "normal"),
            local.get("focus"),
        )
        for _ in range(NODES_AT_ONCE):
            node = chart.nodes[local["node"]]
            where = self._visit(game, local, chart, bot, node)
            if where is None:
                return
            if where.end:
                self._end(game, local, chart, where.where)
                return
            local["node"] = where.where
        raise Runaway(f"chart {chart.name} visited {NODES_AT_ONCE} nodes without an end")

    @step
    def resumed(self, game: Game, local: Local) -> None:
        """After a called procedure or a linked chart: its result picks the branch."""
        chart = self._chart(game, local)
        node = chart.nodes[local["node"]]
        result = local["result"]
        if node.kind == "chart":
            answer, kind = str(result), "return"
            if node.returns:
                self._log_step(game, local, chart, node, kind, answer, {}, "", answer)
                self._end(game, local, chart, answer)
                return
            branch = "then"
        else:
            answer = CANNOT if result == CANNOT else "done"
            kind, branch = "resume", "cannot" if answer == CANNOT else "next"
        where = self._branch(chart, node, branch)
        self._log_step(game, local, chart, node, kind, answer, {}, "", self._shown(where))
        if where.end:
            self._end(game, local, chart, where.where)
            return
        local["node"] = where.where
        game.goto("walk")

    # -- one node ---------------------------------------------------------------------------
    def _visit(
        self, game: Game, local: Local, chart: Chart, bot: BotContext, node: Node
    ) -> Goto | None:
        """Run one node: where the walk goes next, or None when it called a procedure."""
        if node.kind == "ask":
            assert node.fact is not None
            answer = node.fact(bot)
            where = self._branch(chart, node, self._answer_key(chart, node, answer))
            shown = (
                "yes" if answer.value is True else "no" if answer.value is False else answer.value
            )
            self._log_step(
                game,
                local,
                chart,
                node,
                "ask",
                shown,
                answer.facts,
                answer.because,
                self._shown(where),
            )
            return where
        if node.kind == "roll":
            face = game.roll(
                f"{node.name} ({chart.name} {node.id})", seat=local["realm"], rule=chart.section
            )
            where = self._branch(chart, node, str(face))
            self._log_step(game, local, chart, node, "roll", str(face), {}, "", self._shown(where))
            return where
        if node.kind == "chart":
            self._log_step(game, local, chart, node, "chart", "link", {}, "", node.name)
            game.call(
                "bot_chart",
                "resumed",
                realm=local["realm"],
                chart=node.name,
                turn=local["turn"],
                mode=local.get("mode", "normal"),
            )
            return None
        assert node.step is not None and node.args is not None
        outcome = node.step(game, bot, node.args)
        if isinstance(outcome, Call):
            self._log_step(
                game, local, chart, node, "do", "call", {}, outcome.because, outcome.procedure
            )
            game.call(outcome.procedure, "resumed", **outcome.local)
            return None
        branch = "cannot" if isinstance(outcome, Cannot) else "next"
        where = self._branch(chart, node, branch)
        assert isinstance(outcome, Done | Cannot)
        self._log_step(
            game,
            local,
            chart,
            node,
            "do",
            branch if branch == CANNOT else "done",
            outcome.facts,
            outcome.because,
            self._shown(where),
        )
        return where

    @staticmethod
    def _answer_key(chart: Chart, node: Node, answer: Answer) -> str:
        if isinstance(answer.value, bool):
            return "yes" if answer.value else "no"
        return answer.value

    @staticmethod
    def _branch(chart: Chart, node: Node, answer: str) -> Goto:
        where = node.branches.get(answer)
        if where is None:
            raise FlowError(
                f"chart {chart.name} node {node.id} ({node.kind} {node.name}) has no branch "
                f"for {answer!r}"
            )
        return where

    @staticmethod
    def _shown(where: Goto) -> str:
        return f"end:{where.where}" if where.end else where.where

    def _end(self, game: Game, local: Local, chart: Chart, result: str) -> None:
        game.log(
            "bot_chart_end",
            local["realm"],
            rule=chart.section,
            turn=local["turn"],
            chart=chart.name,
            result=result,
        )
        game.end(result)

    @staticmethod
    def _log_step(
        game: Game,
        local: Local,
        chart: Chart,
        node: Node,
        kind: str,
        answer: str,
        facts: dict[str, int | str | list[str]],
        because: str,
        then: str,
    ) -> None:
        game.log(
            "bot_step",
            local["realm"],
            rule=chart.section,
            turn=local["turn"],
            chart=chart.name,
            node=node.id,
            node_kind=kind,
            name=node.name,
            answer=answer,
            facts=dict(facts),
            because=because,
            then=then,
        )
