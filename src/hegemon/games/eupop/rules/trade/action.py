"""The Trade action (eupop-aid Trade (1👤) (p. 15)): pay, reveal three trade cards, then
take 2 ducats or trade in a node the cards name, moving an upright merchant there and
laying it down; the realms eligible there collect their trade income.

Step 3, moving a light ship onto a trade-protection slot before selecting the node, is
offered beside the trades (:mod:`.ships`, interpretation:EUPOP-T8): once a ship is moved,
only the nodes the move opens may be selected and the 2 ducats are no longer offered.
"""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.trade import passive_income
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.rules.trade import cards as deck
from hegemon.games.eupop.rules.trade.income import (
    Payout,
    collectors,
    lowest_row,
    payouts,
    ranked,
    row_income,
    secondary_open,
)
from hegemon.games.eupop.rules.trade.power import eligibility, node_power
from hegemon.games.eupop.rules.trade.ships import ShipMove, move_ship, ship_moves
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import PlayerMat

ACTION = "eupop-aid:Trade (1👤) (p. 15)"
INCOME = "eupop-aid:Trade Income (p. 34-35)"
SECONDARY = "eupop-aid:Secondary Trade Nodes"
COST = 1
"""Diplomatic power the action costs (interpretation:EUPOP-T3)."""
DECLINE_DUCATS = 2
"""Ducats taken instead of trading (interpretation:EUPOP-T3)."""


@dataclass(frozen=True)
class Trade:
    """One legal trade: the node, the merchant moved (its index on the mat) and what the
    trading realm would collect (ties it breaks taken in its own favour)."""

    node: str
    merchant: int
    source: str | None
    secondary: bool
    expanded: bool
    own: Payout

    def label(self) -> str:
        where = f"{self.node}" + (" (expanded)" if self.expanded else "")
        kind = " secondary node, lowest row" if self.secondary else ""
        moved = f"merchant from {self.source}" if self.source else "merchant from the mat"
        if self.source == self.node:
            moved = "merchant already there"
        row = f"row {self.own.row}" if self.own.row is not None else "no row"
        return f"Trade in {where}{kind} ({moved}): collect {self.own.ducats} ducats ({row})"


def upright(mat: PlayerMat) -> list[int]:
    return [index for index, merchant in enumerate(mat["merchants"]) if not merchant["exhausted"]]


def _realms(state: State) -> list[str]:
    return sorted([*world(state)["players"], *world(state)["bots"]])


@implements(ACTION, INCOME, SECONDARY, "interpretation:EUPOP-T4", "interpretation:EUPOP-T5")
def legal_trades(state: State, content: Content, realm: str, revealed: list[str]) -> list[Trade]:
    """The trades the revealed cards allow: a node they name that is eligible for the realm
    (a secondary node only where the realm leads), reached by an upright merchant (at most
    one merchant of a realm per node). Bots for which the node is eligible collect there
    passively (bots/trade.py)."""
    geography = content.geography
    mat = world(state)["players"][realm]
    eligible = eligibility(state, geography, _realms(state))
    wide = deck.expanded(content, revealed)
    found: list[Trade] = []
    for node in sorted(deck.named(content, revealed)):
        if node not in eligible[realm]:
            continue
        there = [i for i, merchant in enumerate(mat["merchants"]) if merchant["node"] == node]
        if there and mat["merchants"][there[0]]["exhausted"]:
            continue
        sources: dict[str | None, int] = {}
        for index in there or upright(mat):
            sources.setdefault(mat["merchants"][index]["node"], index)
        info = geography.trade_nodes[node]
        powers = node_power(state, geography, node)
        if info.secondary_of is not None:
            if not secondary_open(state, powers, realm, node, bool(there)):
                continue
            own = lowest_row(geography, node, node in wide)
        else:
            after = dict(powers)
            after[realm] = powers.get(realm, 0) + (0 if there else 1)
            who = sorted({*collectors(state, node, eligible), realm})
            order = [
                name
                for group in ranked(after, who)
                for name in sorted(group, key=lambda name: name != realm)
            ]
            pirates = world(state)["map"]["trade_nodes"][node]["pirates"]
            own = row_income(geography, node, order.index(realm), pirates, node in wide)
        secondary = info.secondary_of is not None
        for source, index in sources.items():
            found.append(Trade(node, index, source, secondary, node in wide, own))
    return found


@implements(ACTION)
def trade_offers(state: State, content: Content, realm: str) -> list[Action]:
    """The Trade action, for a human realm with an upright merchant and the power to pay.
    Which nodes it opens is known only once its cards are revealed; each legal trade is then
    offered with what it would pay."""
    mat = world(state)["players"].get(realm)
    if mat is None or not upright(mat) or mat["monarch_power"]["diplomatic"] < COST:
        return []
    label = (
        f"Trade: pay {COST} diplomatic power, reveal {deck.REVEALED} trade cards, then trade"
        f" in a node they name or take {DECLINE_DUCATS} ducats"
    )
    return [Action("trade", None, label)]


class TradeAction(Procedure):
    """Called with ``seat`` (the trading realm) and ``argument`` (None)."""

    name = "trade"

    @step
    @implements(ACTION, "interpretation:EUPOP-T3")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        mat = world(game.state)["players"][realm]
        if not upright(mat) or not gov.can_pay_power(game, realm, "diplomatic", COST):
            raise ValueError(f"{realm} cannot take the Trade action")
        gov.lose_power(game, realm, "diplomatic", COST, ACTION)
        local["cards"] = deck.reveal(game, content_of(game))
        game.goto("ask_trade")

    @step
    @implements(ACTION, "interpretation:EUPOP-T8")
    def ask_trade(self, game: Game, local: Local) -> Decision:
        """The trades, the 2 ducats and the light-ship moves of step 3; after a move, the
        trades in the nodes it opened."""
        realm = local["seat"]
        content = content_of(game)
        trades = legal_trades(game.state, content, realm, local["cards"])
        opened: list[str] | None = local.get("ship_nodes")
        if opened is not None:
            trades = [trade for trade in trades if trade.node in opened]
        actions = [
            Action("trade_node", (trade.node, trade.merchant), trade.label()) for trade in trades
        ]
        if opened is None:
            actions.append(Action("trade_ducats", None, f"Take {DECLINE_DUCATS} ducats and end"))
            actions.extend(
                Action("trade_ship", move.argument(), move.label())
                for move in self._ship_moves(game, local)
            )
        shown = ", ".join(local["cards"]) or "no cards"
        return Decision(realm, f"Trade cards {shown}: where to trade?", tuple(actions))

    @staticmethod
    def _ship_moves(game: Game, local: Local) -> list[ShipMove]:
        realm = local["seat"]
        content = content_of(game)
        cards: list[str] = local["cards"]

        def tradable() -> set[str]:
            return {trade.node for trade in legal_trades(game.state, content, realm, cards)}

        named = sorted(deck.named(content, cards))
        return ship_moves(game.state, content, realm, named, tradable)

    @implements(ACTION, INCOME, SECONDARY)
    def on_trade(self, game: Game, local: Local, action: Action) -> None:
        realm = local["seat"]
        content = content_of(game)
        if action.verb == "trade_ducats":
            gov.gain_ducats(game, realm, DECLINE_DUCATS, ACTION, reason="trade declined")
            deck.discard(game, local["cards"])
            game.end(None)
            return
        if action.verb == "trade_ship":
            wanted = action.argument
            move = next(m for m in self._ship_moves(game, local) if m.argument() == wanted)
            move_ship(game, realm, move)
            local["ship_nodes"] = list(move.nodes)
            game.goto("ask_trade")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        node, index = str(argument[0]), int(str(argument[1]))
        trade = next(
            t
            for t in legal_trades(game.state, content, realm, local["cards"])
            if (t.node, t.merchant) == (node, index)
        )
        self._settle(game, local, content, trade)

    @implements(ACTION, INCOME, SECONDARY, "interpretation:EUPOP-T5")
    def _settle(self, game: Game, local: Local, content: Content, trade: Trade) -> None:
        state = game.state
        realm = local["seat"]
        geography = content.geography
        eligible = eligibility(state, geography, _realms(state))
        game.log("trade", realm, rule=ACTION, node=trade.node, secondary=trade.secondary)
        move_merchant(game, realm, trade.merchant, trade.node)
        passive_income(game, geography, trade.node, realm, eligible)
        wide = deck.expanded(content, local["cards"])
        leaving: str | None = None
        node = trade.node
        if trade.secondary:
            own = lowest_row(geography, node, node in wide)
            _pay(game, Payout(realm, node, own.row, own.ducats))
            primary = geography.trade_nodes[node].secondary_of
            assert primary is not None
            node, leaving = primary, realm
        powers = node_power(state, geography, node)
        local["pay_node"] = node
        local["pay_expanded"] = node in wide
        local["groups"] = ranked(powers, collectors(state, node, eligible, leaving))
        local["order"] = []
        game.goto("settle")

    @step
    @implements(INCOME)
    def settle(self, game: Game, local: Local) -> None:
        """Take the ranked groups in order; a tie of two or more asks the trading realm."""
        groups: list[list[str]] = local["groups"]
        while groups and len(groups[0]) <= 1:
            local["order"].extend(groups.pop(0))
        if groups:
            game.goto("ask_tie")
            return
        geography = content_of(game).geography
        node = local["pay_node"]
        pirates = world(game.state)["map"]["trade_nodes"][node]["pirates"]
        for payout in payouts(geography, node, local["order"], pirates, local["pay_expanded"]):
            _pay(game, payout)
        deck.discard(game, local["cards"])
        game.end(None)

    @step
    @implements(INCOME)
    def ask_tie(self, game: Game, local: Local) -> Decision:
        tied: list[str] = local["groups"][0]
        node = local["pay_node"]
        rank = len(local["order"]) + 1
        actions = tuple(
            Action("trade_tie", name, f"{name} takes place {rank} in {node}") for name in tied
        )
        prompt = f"{', '.join(tied)} tie for trade power in {node}: who goes first?"
        return Decision(local["seat"], prompt, actions)

    @implements(INCOME)
    def on_tie(self, game: Game, local: Local, action: Action) -> None:
        tied: list[str] = local["groups"][0]
        tied.remove(str(action.argument))
        local["order"].append(str(action.argument))
        game.goto("settle")


@implements(ACTION, "interpretation:EUPOP-T5")
def move_merchant(game: Game, realm: str, index: int, node: str) -> None:
    """Move the realm's merchant to the node (from its node or the mat) and lay it down."""
    merchant = world(game.state)["players"][realm]["merchants"][index]
    nodes = world(game.state)["map"]["trade_nodes"]
    source = merchant["node"]
    if source != node:
        if source is not None:
            nodes[source]["merchants"].remove(realm)
        nodes[node]["merchants"].append(realm)
    merchant["node"] = node
    merchant["exhausted"] = True
    game.log("merchant", realm, rule=ACTION, source=source, node=node, exhausted=True)


def _pay(game: Game, payout: Payout) -> None:
    game.log(
        "trade_income",
        payout.realm,
        rule=INCOME,
        node=payout.node,
        row=payout.row,
        ducats=payout.ducats,
    )
    if payout.ducats:
        gov.gain_ducats(game, payout.realm, payout.ducats, INCOME, reason=f"trade {payout.node}")


MENU_ENTRY = MenuEntry("trade", "trade", trade_offers, ACTION)
