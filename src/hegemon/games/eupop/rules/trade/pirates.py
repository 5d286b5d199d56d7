"""The Pirates secondary event effect (eupop-aid Pirates): a pirate goes into a maritime
trade node, one with a merchant when there is one. The realm that took the event chooses;
resolving alone, the node with most merchants takes it (ties: an expanded node, then at
random). A pirate pushes every realm collecting there one row down (:mod:`.income`)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.events.effects import SecondaryRule
from hegemon.games.eupop.rules.trade.cards import last_expanded
from hegemon.games.eupop.world.layout import world

PIRATES = "eupop-aid:Pirates"
SECONDARY_EFFECTS = "eupop-aid:Secondary Event Effects (p. 41)"


@implements(PIRATES)
def pirate_nodes(state: State, content: Content) -> list[str]:
    """Maritime nodes that may take the pirate: those with a merchant, if any has one."""
    nodes = world(state)["map"]["trade_nodes"]
    maritime = sorted(
        name for name, info in content.geography.trade_nodes.items() if info.kind == "maritime"
    )
    with_merchants = [name for name in maritime if nodes[name]["merchants"]]
    return with_merchants or maritime


@implements(PIRATES, "interpretation:EUPOP-T2", "interpretation:EUPOP-T6")
def auto_nodes(state: State, content: Content) -> list[str]:
    """The nodes auto-resolution picks among: most merchants, then the expanded ones among
    those (by the last Trade action's cards), if any; more than one is drawn at random."""
    nodes = world(state)["map"]["trade_nodes"]
    candidates = pirate_nodes(state, content)
    most = max(len(nodes[name]["merchants"]) for name in candidates)
    tied = [name for name in candidates if len(nodes[name]["merchants"]) == most]
    wide = [name for name in tied if name in last_expanded(state, content)]
    return wide or tied


@implements(PIRATES)
def place_pirate(game: Game, node: str, realm: str | None) -> None:
    record = world(game.state)["map"]["trade_nodes"][node]
    record["pirates"] += 1
    game.log("pirate", realm, rule=PIRATES, node=node, pirates=record["pirates"])


class PlacePirate(Procedure):
    """Called with ``seat`` (the realm that took the event, or None when the effect
    resolves alone) and ``event``."""

    name = "place_pirate"

    @step
    @implements(PIRATES, SECONDARY_EFFECTS, "eupop-bots:SECONDARY EFFECTS")
    def start(self, game: Game, local: Local) -> None:
        """A human who took the event chooses the node; a Bot, as an event left on display,
        resolves it by the auto-resolution (eupop-bots SECONDARY EFFECTS)."""
        realm = local.get("seat")
        if realm in world(game.state)["players"]:
            game.goto("ask_pirate")
            return
        choices = auto_nodes(game.state, content_of(game))
        node = choices[0] if len(choices) == 1 else game.choose_at_random(choices, "pirate node")
        place_pirate(game, str(node), None)
        game.end(None)

    @step
    def ask_pirate(self, game: Game, local: Local) -> Decision:
        nodes = world(game.state)["map"]["trade_nodes"]
        actions = tuple(
            Action(
                "pirate_node",
                name,
                f"Pirate to {name} ({len(nodes[name]['merchants'])} merchants,"
                f" pirates {nodes[name]['pirates']} → {nodes[name]['pirates'] + 1})",
            )
            for name in pirate_nodes(game.state, content_of(game))
        )
        return Decision(local["seat"], "Pirates: which trade node?", actions)

    @implements(PIRATES)
    def on_pirate(self, game: Game, local: Local, action: Action) -> None:
        place_pirate(game, str(action.argument), local["seat"])
        game.end(None)


SECONDARY_RULE = SecondaryRule("pirates", PIRATES, procedure="place_pirate")
