"""The Bots of the Solo & Bot rules (docs/decisions/0108-eupop-bots-plan.md): Bot Power,
the Bot deck, the charts and the Bot turn.

The registries the charts are walked with: ``FACTS`` (the questions a chart's ``ask``
nodes name) and ``STEPS`` (what its ``do`` nodes name), each chart module adding its own;
the pack's ``bot_charts.yaml`` may name only what they hold (content/checks.py
``check_bot_charts``). ``PROCEDURES`` are wired into the rules module (module.py).
"""

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.bots import battles, facts, peace
from hegemon.games.eupop.bots.battles import BotLandBattle, BotNavalBattle
from hegemon.games.eupop.bots.chart_data import ChartLibrary
from hegemon.games.eupop.bots.charts import colonize as colonize_chart
from hegemon.games.eupop.bots.charts import convert, event, focus, idea, main, unrest
from hegemon.games.eupop.bots.charts import curia as curia_chart
from hegemon.games.eupop.bots.charts import defend as defend_chart
from hegemon.games.eupop.bots.charts import diplomacy as diplomacy_chart
from hegemon.games.eupop.bots.charts import explore as explore_chart
from hegemon.games.eupop.bots.charts import military as military_chart
from hegemon.games.eupop.bots.charts import naval as naval_chart
from hegemon.games.eupop.bots.charts import siege as siege_chart
from hegemon.games.eupop.bots.charts import spy as spy_chart
from hegemon.games.eupop.bots.facts import Fact, Step
from hegemon.games.eupop.bots.turn import BotCardAction, BotTurn
from hegemon.games.eupop.bots.walker import BotChart

FACTS: dict[str, Fact] = {
    **facts.FACTS,
    **main.FACTS,
    **colonize_chart.FACTS,
    **explore_chart.FACTS,
    **defend_chart.FACTS,
    **siege_chart.FACTS,
    **event.FACTS,
    **idea.FACTS,
    **focus.FACTS,
    **unrest.FACTS,
    **convert.FACTS,
    **naval_chart.FACTS,
    **battles.FACTS,
    **diplomacy_chart.FACTS,
    **curia_chart.FACTS,
    **spy_chart.FACTS,
    **military_chart.FACTS,
    **peace.FACTS,
}
"""Every fact a chart may ask, by name."""

STEPS: dict[str, Step] = {
    **main.STEPS,
    **colonize_chart.STEPS,
    **explore_chart.STEPS,
    **defend_chart.STEPS,
    **siege_chart.STEPS,
    **event.STEPS,
    **idea.STEPS,
    **focus.STEPS,
    **unrest.STEPS,
    **convert.STEPS,
    **naval_chart.STEPS,
    **battles.STEPS,
    **diplomacy_chart.STEPS,
    **curia_chart.STEPS,
    **spy_chart.STEPS,
    **military_chart.STEPS,
    **peace.STEPS,
}
"""Every step a chart may do, by name (the action charts add theirs)."""

LIBRARY = ChartLibrary(FACTS, STEPS)
"""The compiled charts of each pack, resolved against these registries."""

PROCEDURES: tuple[Procedure, ...] = (
    BotChart(LIBRARY),
    BotTurn(),
    BotCardAction(),
    BotLandBattle(),
    BotNavalBattle(),
)

PROCEDURES += spy_chart.PROCEDURES  # the covert action humans may counter (SPY-2)
