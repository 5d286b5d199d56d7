"""`hegemon bench eupop`: the world timed without play, on the shipped and the full-scale
pack (what is measured, never how fast)."""

from __future__ import annotations

import json
import re
import time

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.games.eupop import queries
from hegemon.games.eupop.module import RULES
from hegemon.sim.bench import BotClock, bench, per_call_us

runner = CliRunner()
TIMED = ("setup_us", "clone_us", "serialize_us", "view_us", "state_bytes", "query_calls")


def test_bench_eupop_times_every_query_and_operation_on_both_packs() -> None:
    """Every seat of margrave plays by the human rules (interpretation:EUPOP-12), so play
    never reaches a Bot: it is timed when its games end, and stops only at a rule of the
    aid not built yet."""
    result = runner.invoke(app, ["bench", "eupop", "--json", "--sample", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "eupop" and data["scenario"] == "margrave"
    assert ("decisions_per_second" in data) != ("rule_not_built" in data)
    assert data.get("rule_not_built", "rule eupop-aid:").startswith("rule eupop-aid:")
    assert sorted(data["worlds"]) == ["full_scale", "shipped"]
    assert data["worlds"]["full_scale"]["scenario"] == "full_scale"
    for world in data["worlds"].values():
        assert all(world[field] > 0 for field in TIMED), world
        assert sorted(world["queries_us"]) == sorted(RULES.queries())
        assert all(value > 0 for value in world["queries_us"].values()), world["queries_us"]
        assert world["query_calls"] == 2 * len(RULES.queries())
    assert data["worlds"]["full_scale"]["state_bytes"] > data["worlds"]["shipped"]["state_bytes"]


def test_bench_eupop_prints_the_packs_side_by_side() -> None:
    result = runner.invoke(app, ["bench", "eupop", "--sample", "1"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["game", "eupop"]
    header = next(line for line in lines if line.split() == ["shipped", "full_scale"])
    rows = lines[lines.index(header) + 1 :]
    assert [row.split()[0] for row in rows[:7]] == ["scenario", *TIMED]
    assert {row.split()[0] for row in rows[8:]} == set(RULES.queries())


def test_every_named_query_has_a_sweep_over_the_whole_world_that_runs() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    sweeps = queries.sweeps(state, RULES.content)
    named = RULES.queries()
    assert sorted(sweeps) == sorted(named)
    realms = len(state["realms"])
    assert len(sweeps["military_capacity"]) == realms * len(RULES.content.geography.areas)
    assert len(sweeps["relation"]) == realms * realms
    for name, calls in sweeps.items():
        assert calls, name
        named[name](state, **calls[0])
        named[name](state, **calls[-1])


def test_a_game_that_plays_is_benched_as_before() -> None:
    result = bench(rules_registry.load("tower"), seconds=0.05, games=2)
    assert "worlds" not in result and "rule_not_built" not in result
    assert result["decisions_per_second"] > 0


def test_what_only_the_first_call_pays_is_not_timed() -> None:
    """A small sample (``--sample 2``) times warm calls, as a full run does: the first call,
    which alone fills caches, is made before the clock starts."""
    calls: list[float] = []

    def slow_the_first_time() -> None:
        if not calls:
            time.sleep(0.05)
        calls.append(time.perf_counter())

    assert per_call_us(slow_the_first_time, 2) < 10_000
    assert len(calls) == 3


BOT_FIELDS = (
    "bot_games",
    "bot_games_finished",
    "bot_games_stopped",
    "bot_games_crashed",
    "bot_turns",
    "bot_turn_ms_median",
    "bot_turn_ms_p99",
    "game_seconds_median",
)


def test_bench_with_bots_times_their_turns_on_both_packs() -> None:
    """`--bots all`: every game is timed Bot turn by Bot turn at the checkpoints of the
    Bot turn; a game stopping at a rule not built yet (charts still being built) is
    counted as stopped with its rule, not raised. The fields exist; the times are not
    checked."""
    result = runner.invoke(
        app, ["bench", "eupop", "--bots", "all", "--seconds", "0", "--sample", "1", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for where in (data, data["worlds"]["shipped"], data["worlds"]["full_scale"]):
        assert all(field in where for field in BOT_FIELDS), where
        assert where["bot_games"] == where["bot_games_finished"] + where["bot_games_stopped"]
        assert where["bot_games_crashed"] == 0, where.get("crash")
        assert where["bot_turns"] > 0 and where["bot_turn_ms_p99"] >= where["bot_turn_ms_median"]
        assert (where["bot_games_stopped"] > 0) == ("rule_not_built" in where)
        assert where.get("rule_not_built", "rule eupop-bots:").startswith("rule eupop-bots:")
    assert data["bot_games"] == 21 and data["worlds"]["full_scale"]["bot_games"] == 1
    assert "decisions_per_second" not in data


def test_a_bot_turn_is_timed_from_its_start_checkpoint_to_its_end_one() -> None:
    clock = BotClock()
    clock(None, "bot_turn", "austria")  # type: ignore[arg-type]  # the clock reads no game
    clock(None, "bot_turn_end", "poland")  # type: ignore[arg-type]  # no turn of poland began
    clock(None, "bot_turn_end", "austria")  # type: ignore[arg-type]
    assert len(clock.turns_ms) == 1 and clock.turns_ms[0] >= 0
    assert clock.began == {}


def test_human_only_bench_has_no_bot_fields() -> None:
    result = bench(rules_registry.load("tower"), seconds=0.05, games=2)
    assert not any(field.startswith("bot_") for field in result)


def test_bench_with_bots_prints_their_fields_under_the_queries() -> None:
    result = runner.invoke(
        app, ["bench", "eupop", "--bots", "all", "--seconds", "0", "--sample", "1"]
    )
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    header = next(line for line in lines if line.split() == ["shipped", "full_scale"])
    rows = lines[lines.index(header) + 1 :]
    assert [row.split()[0] for row in rows[:7]] == ["scenario", *TIMED]
    alone = next(index for index, row in enumerate(rows) if row.startswith("Bots alone"))
    assert {row.split()[0] for row in rows[8:alone]} == set(RULES.queries())
    played = rows[alone + 1 : alone + 1 + len(BOT_FIELDS)]
    assert [row.split()[0] for row in played] == list(BOT_FIELDS)
    notes = rows[alone + 1 + len(BOT_FIELDS) :]
    assert all(re.match(r"(shipped|full_scale): (rule_not_built|crash) ", note) for note in notes)
