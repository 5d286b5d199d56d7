"""Phase 4, Income and Upkeep (eupop-aid 4. INCOME AND UPKEEP): steps A to E for every
human player realm in turn order, then what the phase does for everyone."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia import scoring as curia_scoring
from hegemon.games.eupop.rules.curia.cardinals import settle_roma
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.economy import treasury
from hegemon.games.eupop.rules.economy.income import (
    COLLECT,
    CUT_COSTS,
    MONARCH,
    corruption_cost,
    cuts_required,
    emperor_extra,
    income_lines,
    monarch_power_income,
    recall_ports,
)
from hegemon.games.eupop.rules.economy.power_struggle import score_power_struggle
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.empire import maximum_imperial_authority
from hegemon.games.eupop.world.layout import world

PHASE = "eupop-aid:4. INCOME AND UPKEEP"
CORRUPTION = "eupop-aid:C. Corruption"
SCORE = "eupop-aid:E. Score Prestige"
IMPERIAL_AUTHORITY = "eupop-aid:Imperial Authority (🏰) (p. 43)"
PAPAL_CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"
ABSOLUTE_MONARCHY = "absolute_monarchy"
EMPEROR_AT_SIX_PRESTIGE = 1
DONE = "collect_income"


EMPEROR_TYPES = ("administrative", "diplomatic")
"""The types each of the Emperor's extra points may take (EUPOP-E13)."""


@implements(MONARCH, IMPERIAL_AUTHORITY, "interpretation:EUPOP-E13")
def _emperor_splits(points: int) -> list[tuple[str, ...]]:
    """Every way of giving each extra point its own type: ``points`` administrative, then
    one fewer, down to all diplomatic."""
    return [
        ("administrative",) * (points - diplomatic) + ("diplomatic",) * diplomatic
        for diplomatic in range(points + 1)
    ]


def _emperor_label(split: tuple[str, ...]) -> str:
    parts = [f"{split.count(power)} {power}" for power in EMPEROR_TYPES if split.count(power)]
    return "Take " + " and ".join(parts) + " power"


class IncomeAndUpkeep(Procedure):
    """Phase 4 for the human player realms, in turn order, then for the Bot realms in turn
    order (their own items: ``bots/phases.py bot_income``), then what is scored for
    everyone. Local: ``{}``; ends with None."""

    name = "income_and_upkeep"

    @step
    @implements(PHASE, MONARCH, IMPERIAL_AUTHORITY, "interpretation:EUPOP-U3")
    def start(self, game: Game, local: Local) -> None:
        state = world(game.state)
        local["realms"] = [
            name
            for name in state["round"]["turn_order"]
            if state["realms"][name]["player"] == "human" and name in state["players"]
        ]
        local["index"] = 0
        self._imperial_authority_die(game)
        settle_roma(game)
        game.goto("next_realm")

    def _imperial_authority_die(self, game: Game) -> None:
        """An NPR or Bot Emperor's Imperial Authority drifts with a die (step D)."""
        state = world(game.state)
        empire = state["hre"]
        emperor = empire["emperor"]
        if emperor is None or emperor not in state["realms"]:
            return
        record = state["realms"][emperor]
        if record["kind"] != "npr" and record["player"] != "bot":
            return
        authority = empire["imperial_authority"]
        value = game.roll("imperial authority", rule=MONARCH)
        most = maximum_imperial_authority(game.state, content_of(game).geography)
        change = 0
        if value == 6 or value >= authority + 2:
            change = 1 if authority < most else 0
        elif value == 1 or value <= authority - 2:
            change = -1 if authority > 0 else 0
        empire["imperial_authority"] = authority + change
        game.log(
            "imperial_authority",
            emperor,
            rule=MONARCH,
            roll=value,
            change=change,
            now=authority + change,
        )

    @step
    def next_realm(self, game: Game, local: Local) -> None:
        if local["index"] >= len(local["realms"]):
            game.goto("bots")
            return
        local["realm"] = local["realms"][local["index"]]
        game.goto("ask_cut")

    @step
    @implements("eupop-bots:INCOME & UPKEEP PHASE", "interpretation:EUPOP-BOT-55")
    def bots(self, game: Game, local: Local) -> None:
        """Each Bot's phase 4 (Refresh Bot Power and its bonuses), in turn order."""
        # imported here: the Bot rules build on the economy package
        from hegemon.games.eupop.bots.phases import bot_income, bots_in_order

        for name in bots_in_order(game.state):
            bot_income(game, name)
        game.goto("everyone")

    # A. Cut costs (and loans taken during the phase)

    def _cut_actions(self, game: Game, realm: str) -> list[Action]:
        state = world(game.state)
        content = content_of(game)
        mat = state["players"][realm]
        actions = [
            Action("fire_advisor", power, f"Fire your {power} advisor ({card})")
            for power, card in sorted(mat["advisors"].items())
        ]
        for force_id, force in treasury.realm_forces(game, realm):
            for kind in sorted(force["units"]):
                if force["units"][kind] and kind in (
                    *treasury.REGULAR_UNITS,
                    *treasury.MERCENARY_UNITS,
                ):
                    label = f"Disband 1 {kind.replace('_', ' ')} of {force_id} in {force['where']}"
                    actions.append(Action("disband", (force_id, kind), label))
            if force["where"] in content.geography.sea_zones:
                for port in recall_ports(game.state, content, realm, force_id):
                    label = f"Recall the ships of {force_id} from {force['where']} to {port}"
                    actions.append(Action("recall_ships", (force_id, port), label))
        if treasury.can_take_loan(game, realm):
            actions.append(Action("take_loan", None, "Take a loan: gain 5 ducats and 1 loan"))
        return actions

    @step(optional=True)
    @implements(CUT_COSTS, PHASE, "eupop-aid:Bankruptcy (p. 21)")
    def ask_cut(self, game: Game, local: Local) -> Decision | None:
        realm = local["realm"]
        content = content_of(game)
        cuts = self._cut_actions(game, realm)
        lines = income_lines(game.state, content, realm)
        must = cuts_required(game.state, content, realm) and any(
            action.verb != "take_loan" for action in cuts
        )
        if not cuts:
            game.goto("collect")
            return None
        actions = list(cuts)
        if not must:
            net = lines["net"]
            actions.append(Action("collect_income", None, f"Collect income: {net:+d} ducats"))
        ducats = world(game.state)["players"][realm]["ducats"]
        prompt = f"{realm}: income and upkeep. Treasury {ducats}, this round {lines['net']:+d}." + (
            " You must cut costs to avoid bankruptcy." if must else " Cut costs or collect?"
        )
        return Decision(realm, prompt, tuple(actions))

    def on_cut(self, game: Game, local: Local, action: Action) -> None:
        realm = local["realm"]
        if action.verb == DONE:
            game.goto("collect")
            return
        if action.verb == "fire_advisor":
            treasury.fire_advisor(game, realm, str(action.argument), CUT_COSTS)
        elif action.verb == "disband":
            force_id, kind = self._pair(action.argument)
            treasury.disband_units(game, realm, force_id, kind, 1, CUT_COSTS)
        elif action.verb == "recall_ships":
            force_id, port = self._pair(action.argument)
            force = world(game.state)["forces"][force_id]
            origin = force["where"]
            force["where"] = content_of(game).geography.provinces[port].area
            force["port"] = port
            game.log(
                "recall_ships", realm, rule=CUT_COSTS, force=force_id, origin=origin, port=port
            )
        else:
            treasury.take_loan(game, realm)
        game.goto("ask_cut")

    @staticmethod
    def _pair(argument: Any) -> tuple[str, str]:
        first, second = argument
        return str(first), str(second)

    # B. Collect income minus costs

    @step
    @implements(COLLECT, "eupop-aid:Bankruptcy (p. 21)")
    def collect(self, game: Game, local: Local) -> None:
        realm = local["realm"]
        lines = income_lines(game.state, content_of(game), realm)
        values: dict[str, Any] = dict(lines)
        game.log("income", realm, rule=COLLECT, **values)
        net = lines["net"]
        if net >= 0:
            gov.gain_ducats(game, realm, net, COLLECT, "income")
        else:
            treasury.pay_mandatory(game, realm, -net, COLLECT, "upkeep")
        game.goto("ask_corruption")

    # C. Corruption

    @step(optional=True)
    @implements(CORRUPTION, "interpretation:EUPOP-E12")
    def ask_corruption(self, game: Game, local: Local) -> Decision | None:
        realm = local["realm"]
        ducats = gov.mat(game, realm)["ducats"]
        cost = corruption_cost(ducats)
        if cost == 0:
            game.goto("monarch_power")
            return None
        held = gov.mat(game, realm)["monarch_power"]["administrative"]
        paid = min(cost, held)
        label = f"Keep {ducats} ducats: pay {paid} administrative power"
        if paid < cost:
            label += f" and gain {cost - paid} corruption"
        actions = [Action("pay_corruption", None, label)]
        for band in range(cost):
            keep = 49 + 10 * band
            lower = corruption_cost(keep)
            actions.append(
                Action(
                    "discard_ducats",
                    ducats - keep,
                    f"Discard {ducats - keep} ducats down to {keep}"
                    + (f" and pay {lower} administrative power instead" if lower else ""),
                )
            )
        prompt = (
            f"{realm}: corruption for holding {ducats} ducats costs {cost} administrative power"
        )
        return Decision(realm, prompt, tuple(actions))

    def on_corruption(self, game: Game, local: Local, action: Action) -> None:
        realm = local["realm"]
        if action.verb == "discard_ducats":
            gov.lose_ducats(game, realm, int(str(action.argument)), CORRUPTION, "corruption")
        cost = corruption_cost(gov.mat(game, realm)["ducats"])
        if cost:
            paid = gov.lose_power(game, realm, "administrative", cost, CORRUPTION)
            if paid < cost:
                gov.change_corruption(game, realm, cost - paid, CORRUPTION)
        game.goto("monarch_power")

    # D. Collect monarch power

    @step
    @implements(MONARCH, "eupop-aid:Characters (p. 19)", "interpretation:EUPOP-U7")
    def monarch_power(self, game: Game, local: Local) -> None:
        realm = local["realm"]
        content = content_of(game)
        gained = monarch_power_income(game.state, content, realm)
        for power in gov.POWERS:
            if gained[power]:
                gov.gain_power(game, realm, power, gained[power], MONARCH)
        if papal_controller(game.state) == realm:
            game.call("papal_power", then="ask_stability_power", seat=realm)
            return
        game.goto("ask_stability_power")

    @step(optional=True)
    @implements(MONARCH, "eupop-aid:Stability (♠) (p. 20)", "interpretation:EUPOP-E14")
    def ask_stability_power(self, game: Game, local: Local) -> Decision | None:
        """At +3 stability the realm takes 2 monarch power of the types it picks; at -3 it
        loses 1 of a type it picks (nothing when it has none)."""
        realm = local["realm"]
        mat = gov.mat(game, realm)
        limit = content_of(game).components.stability_limit
        if mat["stability"] >= limit:
            actions = [
                Action("stability_power", (first, second), f"Gain 1 {first} and 1 {second}")
                if first != second
                else Action("stability_power", (first, second), f"Gain 2 {first}")
                for index, first in enumerate(gov.POWERS)
                for second in gov.POWERS[index:]
            ]
            return Decision(realm, f"{realm}: stability +3 gives 2 monarch power", tuple(actions))
        if mat["stability"] <= -limit:
            held = [power for power in gov.POWERS if mat["monarch_power"][power] > 0]
            if held:
                lose = [Action("stability_power", (power,), f"Lose 1 {power}") for power in held]
                return Decision(realm, f"{realm}: stability -3 costs 1 monarch power", tuple(lose))
        game.goto("emperor_military")
        return None

    def on_stability_power(self, game: Game, local: Local, action: Action) -> None:
        realm = local["realm"]
        argument = action.argument if isinstance(action.argument, tuple) else ()
        chosen = [gov.power_type(str(power)) for power in argument]
        rule = "eupop-aid:Stability (♠) (p. 20)"
        if len(chosen) == 2:
            for power in chosen:
                gov.gain_power(game, realm, power, 1, rule)
        else:
            gov.lose_power(game, realm, chosen[0], 1, rule)
        game.goto("emperor_military")

    @step
    @implements(MONARCH, IMPERIAL_AUTHORITY, "interpretation:EUPOP-E13")
    def emperor_military(self, game: Game, local: Local) -> None:
        """A human Emperor's extra military power by Imperial Authority."""
        realm = local["realm"]
        empire = world(game.state)["hre"]
        _, military = emperor_extra(empire["imperial_authority"])
        if empire["emperor"] == realm and military:
            gov.gain_power(game, realm, "military", military, IMPERIAL_AUTHORITY)
        game.goto("ask_emperor_power")

    @step(optional=True)
    @implements(MONARCH, IMPERIAL_AUTHORITY, "interpretation:EUPOP-E13")
    def ask_emperor_power(self, game: Game, local: Local) -> Decision | None:
        realm = local["realm"]
        empire = world(game.state)["hre"]
        chosen, _ = emperor_extra(empire["imperial_authority"])
        if empire["emperor"] != realm or not chosen:
            game.goto("score_prestige")
            return None
        actions = tuple(
            Action("emperor_power", split, _emperor_label(split))
            for split in _emperor_splits(chosen)
        )
        return Decision(realm, f"{realm}: as Emperor, take {chosen} extra power of", actions)

    def on_emperor_power(self, game: Game, local: Local, action: Action) -> None:
        realm = local["realm"]
        argument = action.argument if isinstance(action.argument, tuple) else ()
        for power in EMPEROR_TYPES:
            count = sum(1 for picked in argument if picked == power)
            if count:
                gov.gain_power(game, realm, gov.power_type(power), count, IMPERIAL_AUTHORITY)
        game.goto("score_prestige")

    # E. Score prestige (the realm's own lines)

    @step
    @implements(SCORE, "interpretation:EUPOP-E15")
    def score_prestige(self, game: Game, local: Local) -> None:
        realm = local["realm"]
        mat = gov.mat(game, realm)
        empire = world(game.state)["hre"]
        if empire["emperor"] == realm and empire["imperial_authority"] >= 6:
            gov.change_prestige(game, realm, EMPEROR_AT_SIX_PRESTIGE, SCORE, "emperor")
        if ABSOLUTE_MONARCHY in mat["ideas"] and mat["stability"] > 0:
            gov.change_prestige(game, realm, mat["stability"], SCORE, "absolute monarchy")
        local["index"] += 1
        game.goto("next_realm")

    # E. What is scored for everyone

    @step
    @implements(
        SCORE,
        "eupop-aid:Crusade Scoring (p. 46)",
        "eupop-aid:Scoring Power Struggles (p. 43)",
        "interpretation:EUPOP-U2",
    )
    def everyone(self, game: Game, local: Local) -> None:
        curia_scoring.score_uncontested(game)
        curia_scoring.score_crusades(game)
        score_power_struggle(game)
        curia_scoring.remove_tokens(game)
        game.end(None)
