"""What a negotiated peace may add (eupop-aid Negotiated Peace): one side taking at once a
Cut Ties and/or player-to-player diplomacy with the other, at its normal cost, the at-war
restriction of player-to-player diplomacy set aside (interpretation:EUPOP-N6).

Once the two player realms' negotiated peace is settled, the realm that proposed it may
propose one such agreement (or none); the other accepts or refuses it. Accepted, the side
takes Cut ties (rules/diplomacy/cut_ties.py) and/or the diplomacy action
(:mod:`.diplomacy`) with the other as partner, whose own offer the partner still answers."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.cut_ties import ties
from hegemon.games.eupop.rules.negotiation import terms
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm, world

NEGOTIATED = "eupop-aid:Negotiated Peace"
NAME = "peace_agreements"
NONE = "none"
KINDS = {
    "cut_ties": "an immediate Cut ties",
    "diplomacy": "an immediate player-to-player diplomacy",
    "both": "an immediate Cut ties and player-to-player diplomacy",
}


def _human(state: State, name: str) -> bool:
    return name in world(state)["players"] and realm(state, name)["player"] == "human"


@implements(NEGOTIATED, "interpretation:EUPOP-N6")
def agreements(state: State, geography: Geography, proposer: str, other: str) -> list[str]:
    """What the proposer may put to the other realm after their negotiated peace:
    ``<kind>:<side>`` for either side, the kind ``cut_ties`` when the side has a tie to cut,
    ``diplomacy`` when it could offer the other a term (war aside), ``both`` when both."""
    found: list[str] = []
    if not (_human(state, proposer) and _human(state, other)):
        return found
    for side, partner in ((proposer, other), (other, proposer)):
        cut = bool(ties(state, side))
        draft: terms.Offer = {"partner": partner, "terms": []}
        talk = bool(terms.term_options(state, geography, side, draft, at_war_ok=True))
        if cut:
            found.append(f"cut_ties:{side}")
        if talk:
            found.append(f"diplomacy:{side}")
        if cut and talk:
            found.append(f"both:{side}")
    return found


def _label(option: str) -> str:
    kind, _, side = option.partition(":")
    return f"{side} takes {KINDS[kind]}"


class PeaceAgreements(Procedure):
    """``proposer`` and ``other`` have just made a negotiated peace: the proposer may propose
    an agreed Cut ties and/or player-to-player diplomacy, the other answers."""

    name = NAME

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_agreement")

    @step(optional=True)
    @implements(NEGOTIATED, "interpretation:EUPOP-N6")
    def ask_agreement(self, game: Game, local: Local) -> Decision | None:
        proposer, other = local["proposer"], local["other"]
        options = agreements(game.state, content_of(game).geography, proposer, other)
        if not options:
            game.end(None)
            return None
        actions = (
            *(Action("peace_agreement", one, f"Propose: {_label(one)}") for one in options),
            Action("no_peace_agreement", NONE, "Propose nothing more"),
        )
        return Decision(proposer, f"The peace with {other}: agree on more?", actions)

    def on_agreement(self, game: Game, local: Local, action: Action) -> None:
        chosen = str(action.argument)
        if action.verb == "no_peace_agreement":
            game.end(None)
            return
        local["agreement"] = chosen
        game.goto("ask_answer")

    @step
    def ask_answer(self, game: Game, local: Local) -> Decision:
        proposer, other = local["proposer"], local["other"]
        label = _label(local["agreement"])
        actions = (
            Action("accept_peace_agreement", "accept", f"Agree: {label}"),
            Action("refuse_peace_agreement", "refuse", "Refuse"),
        )
        return Decision(other, f"{proposer} proposes: {label}. Agree?", actions)

    @implements(NEGOTIATED, "interpretation:EUPOP-N6")
    def on_answer(self, game: Game, local: Local, action: Action) -> None:
        proposer, other = local["proposer"], local["other"]
        kind, _, side = str(local["agreement"]).partition(":")
        partner = other if side == proposer else proposer
        if action.verb != "accept_peace_agreement":
            game.log("peace_agreement_refused", other, rule=NEGOTIATED, proposer=proposer)
            game.end(None)
            return
        game.log("peace_agreement", side, rule=NEGOTIATED, taking=kind, partner=partner)
        local["todo"] = ["cut_ties", "diplomacy"] if kind == "both" else [kind]
        local["side"], local["partner"] = side, partner
        game.goto("carry_out")

    @step
    @implements(NEGOTIATED, "interpretation:EUPOP-N6")
    def carry_out(self, game: Game, local: Local) -> None:
        if not local["todo"]:
            game.end(None)
            return
        kind = local["todo"].pop(0)
        side, partner = local["side"], local["partner"]
        if kind == "cut_ties":
            if ties(game.state, side):
                game.call("cut_ties", then="carry_out", seat=side, argument=None)
                return
        else:
            draft: terms.Offer = {"partner": partner, "terms": []}
            geography = content_of(game).geography
            if terms.term_options(game.state, geography, side, draft, at_war_ok=True):
                game.call(
                    "diplomacy", then="carry_out", seat=side, argument=partner, at_war_ok=True
                )
                return
        game.goto("carry_out")
