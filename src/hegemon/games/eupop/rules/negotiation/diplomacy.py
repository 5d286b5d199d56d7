"""The player-to-player diplomacy action (eupop-aid Player-to-player Diplomacy (p. 12), a
GENERIC action) and Optional Rule 1: Secret Negotiations.

The active realm picks one partner player realm (the menu's argument) and builds one offer
term by term (:mod:`.terms`): amounts and prices are asked after the term, as numbers; then
it proposes and the partner's seat accepts or refuses the whole offer. Accepted, both pay
and the terms take effect; with a marriage each realm may then draw an action card of the
deck the active realm named (drawn privately). Refused, nothing changes and the action is
spent (interpretation:EUPOP-N1).

With the optional rule, the active realm may first pay 1 diplomatic power to confer in
private: the offer then lives in the frame's sealed data of the two seats alone, its
entries are logged ``seen_by`` the two, and the other seats read one public line that they
conferred — until an accepted offer is carried out in the open (decision 0107;
interpretation:EUPOP-N5)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import SEALED, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_power, power_type
from hegemon.games.eupop.rules.negotiation import terms
from hegemon.games.eupop.rules.negotiation.terms import Offer
from hegemon.games.eupop.rules.sequence.draw_cards import log_draw
from hegemon.games.eupop.rules.sequence.options import SECRET_NEGOTIATIONS, option
from hegemon.games.eupop.world.layout import realm, world

P2P = terms.P2P
SECRET = "eupop-aid:Optional Rule 1: Secret Negotiations"
CONFERENCE_COST = 1
PROPOSE = "propose"


@implements(P2P, "eupop-aid:GENERIC ACTIONS", "interpretation:EUPOP-N1")
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One action per other human player realm the realm could offer a term to now (a Bot
    partner is not offered)."""
    players = world(state)["players"]
    if name not in players or realm(state, name)["player"] != "human":
        return []
    if players[name]["monarch_power"]["diplomatic"] < 1:
        return []
    actions = []
    for partner in sorted(players):
        if partner == name or realm(state, partner)["player"] != "human":
            continue
        draft: Offer = {"partner": partner, "terms": []}
        if terms.term_options(state, content.geography, name, draft):
            label = f"Player-to-player diplomacy with {partner}"
            actions.append(Action("diplomacy", partner, label))
    return actions


def _secret(local: Local) -> bool:
    return SEALED in local


def _draft(local: Local) -> dict[str, Any]:
    """The offer being built: the active seat's sealed copy in a private conference."""
    if _secret(local):
        draft: dict[str, Any] = local[SEALED][local["seat"]]
        return draft
    public: dict[str, Any] = local["offer"]
    return public


def _save(local: Local, draft: dict[str, Any]) -> None:
    """Write the offer back: to both parties' sealed copies in a private conference."""
    if _secret(local):
        local[SEALED] = {local["seat"]: draft, draft["partner"]: _copy(draft)}
    else:
        local["offer"] = draft


def _copy(draft: dict[str, Any]) -> dict[str, Any]:
    return {**draft, "terms": [dict(term) for term in draft["terms"]]}


def _offer(draft: dict[str, Any]) -> Offer:
    return {"partner": draft["partner"], "terms": draft["terms"]}


class PlayerDiplomacy(Procedure):
    """Build one offer to the partner ``argument``, put it to the partner, carry it out."""

    name = "diplomacy"

    @step
    @implements(P2P, "interpretation:EUPOP-N1")
    def start(self, game: Game, local: Local) -> None:
        state, seat, partner = game.state, local["seat"], str(local["argument"])
        reason = terms.partner_refusal(state, seat, partner)
        if reason is not None:
            raise ValueError(f"{seat} may not negotiate with {partner}: {reason}")
        local["partner"] = partner
        local["offer"] = {"partner": partner, "terms": [], "pending": None}
        if option(state, SECRET_NEGOTIATIONS):
            game.goto("ask_private")
            return
        game.goto("ask_term")

    @step
    @implements(SECRET, "interpretation:EUPOP-N5")
    def ask_private(self, game: Game, local: Local) -> Decision:
        partner = local["partner"]
        actions = [Action("deal_confer", "public", f"Negotiate with {partner} in public")]
        power = world(game.state)["players"][local["seat"]]["monarch_power"]["diplomatic"]
        if power > CONFERENCE_COST:
            label = f"Confer with {partner} in private ({CONFERENCE_COST} diplomatic power)"
            actions.insert(0, Action("deal_confer", "private", label))
        return Decision(local["seat"], f"Negotiations with {partner}: in private?", tuple(actions))

    @implements(SECRET, "interpretation:EUPOP-N5")
    def on_private(self, game: Game, local: Local, action: Action) -> None:
        if action.argument == "private":
            seat, partner = local["seat"], local["partner"]
            lose_power(game, seat, "diplomatic", CONFERENCE_COST, SECRET)
            game.log("deal_conference", seat, rule=SECRET, partner=partner)
            local[SEALED] = {}
            _save(local, local.pop("offer"))
        game.goto("ask_term")

    @step
    @implements(P2P, "interpretation:EUPOP-N1")
    def ask_term(self, game: Game, local: Local) -> Decision:
        state, seat = game.state, local["seat"]
        draft = _draft(local)
        geography, at_war_ok = content_of(game).geography, bool(local.get("at_war_ok"))
        options = terms.term_options(state, geography, seat, _offer(draft), at_war_ok)
        actions = [Action("deal_term", one, _term_label(one)) for one in options]
        if draft["terms"]:
            summary = terms.describe(_offer(draft), seat)
            actions.append(
                Action("deal_term", PROPOSE, f"Propose to {draft['partner']}: {summary}")
            )
        prompt = f"Your offer to {draft['partner']} ({terms.describe(_offer(draft), seat)}): add?"
        return Decision(seat, prompt, tuple(actions))

    @implements(P2P, "interpretation:EUPOP-N1")
    def on_term(self, game: Game, local: Local, action: Action) -> None:
        draft = _draft(local)
        chosen = str(action.argument)
        if chosen == PROPOSE:
            self._propose(game, local, draft)
            return
        verb, _, what = chosen.partition(":")
        if verb == "marriage":
            draft["terms"].append({"kind": "marriage", "deck": power_type(what)})
        elif verb == "alliance":
            draft["terms"].append({"kind": "alliance"})
        else:
            draft["pending"] = chosen
            _save(local, draft)
            game.goto("ask_number")
            return
        _save(local, draft)
        game.goto("ask_term")

    @step
    @implements(terms.MONEY, terms.BUY_SELL, "interpretation:EUPOP-N2")
    def ask_number(self, game: Game, local: Local) -> Decision:
        state, seat = game.state, local["seat"]
        draft = _draft(local)
        partner = draft["partner"]
        verb, _, what = str(draft["pending"]).partition(":")
        if verb == "money":
            giver = seat if what == "give" else partner
            amounts = terms.money_amounts(state, seat, _offer(draft), giver)
            prompt = f"How many ducats from {giver}?"
            labels = [f"{n} ducats ({terms.money_cost(n)} diplomatic power)" for n in amounts]
        else:
            buyer = seat if verb == "buy" else partner
            amounts = terms.prices(state, _offer(draft), buyer)
            prompt = f"The price of {what}, paid by {buyer}?"
            labels = [f"{n} ducats" for n in amounts]
        actions = tuple(
            Action("deal_amount", n, label) for n, label in zip(amounts, labels, strict=True)
        )
        return Decision(seat, prompt, actions)

    @implements(terms.MONEY, terms.BUY_SELL, "interpretation:EUPOP-N2")
    def on_number(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        draft = _draft(local)
        partner = draft["partner"]
        verb, _, what = str(draft.pop("pending")).partition(":")
        draft["pending"] = None
        amount = int(str(action.argument))
        if verb == "money":
            giver = seat if what == "give" else partner
            draft["terms"].append({"kind": "money", "giver": giver, "amount": amount})
        else:
            seller = partner if verb == "buy" else seat
            draft["terms"].append(
                {"kind": "province", "province": what, "seller": seller, "price": amount}
            )
        _save(local, draft)
        game.goto("ask_term")

    def _propose(self, game: Game, local: Local, draft: dict[str, Any]) -> None:
        seat = local["seat"]
        summary = terms.describe(_offer(draft), seat)
        if _secret(local):
            seen = (seat, draft["partner"])
            game.log("deal_offered", seat, rule=SECRET, partner=draft["partner"], offer=summary,
                     seen_by=seen)  # fmt: skip
        else:
            game.log("deal_offered", seat, rule=P2P, partner=draft["partner"], offer=summary)
        game.goto("ask_answer")

    @step
    @implements(P2P, "interpretation:EUPOP-N1")
    def ask_answer(self, game: Game, local: Local) -> Decision:
        seat, partner = local["seat"], local["partner"]
        sealed = local.get(SEALED)
        draft = sealed[partner] if sealed is not None else local["offer"]
        summary = terms.describe(_offer(draft), seat)
        actions = (
            Action("deal_accept", "accept", f"Accept: {summary}"),
            Action("deal_refuse", "refuse", f"Refuse {seat}'s offer"),
        )
        return Decision(partner, f"{seat} offers: {summary}. Accept?", actions)

    @implements(P2P, SECRET, "interpretation:EUPOP-N1", "interpretation:EUPOP-N5")
    def on_answer(self, game: Game, local: Local, action: Action) -> None:
        seat, partner = local["seat"], local["partner"]
        secret = _secret(local)
        if action.verb == "deal_refuse":
            if secret:
                game.log(
                    "deal_refused", partner, rule=SECRET, proposer=seat, seen_by=(seat, partner)
                )
                game.log("deal_conferred", seat, rule=SECRET, partner=partner)
            else:
                game.log("deal_refused", partner, rule=P2P, proposer=seat)
            game.end(None)
            return
        draft = local[SEALED][partner] if secret else local["offer"]
        if secret:
            game.reveal()
            local.pop(SEALED)
        offer = _offer(draft)
        game.log("deal_accepted", partner, rule=P2P, proposer=seat,
                 offer=terms.describe(offer, seat))  # fmt: skip
        decks = terms.carry_out(game, content_of(game).geography, seat, offer)
        if not decks:
            game.end(None)
            return
        local["draws"] = [[seat, decks[0]], [partner, decks[0]]]
        game.goto("ask_draw")

    @step(optional=True)
    @implements(terms.MARRIAGE, "interpretation:EUPOP-N4")
    def ask_draw(self, game: Game, local: Local) -> Decision | None:
        draws: list[list[str]] = local["draws"]
        decks = world(game.state)["decks"]
        while draws:
            name, deck = draws[0]
            if decks["actions"][deck] or decks["action_discards"][deck]:
                actions = (
                    Action("deal_draw", "draw", f"Draw a {deck} action card"),
                    Action("deal_draw", "no", "Draw none"),
                )
                return Decision(name, "The marriage: draw an action card?", actions)
            draws.pop(0)
        game.end(None)
        return None

    @implements(terms.MARRIAGE, "interpretation:EUPOP-N4")
    def on_draw(self, game: Game, local: Local, action: Action) -> None:
        name, deck = local["draws"].pop(0)
        if action.argument == "draw":
            decks = world(game.state)["decks"]
            power = power_type(deck)
            if not decks["actions"][power]:
                decks["actions"][power] = decks["action_discards"][power]
                decks["action_discards"][power] = []
                game.shuffle(decks["actions"][power], f"{power} action deck", rule=terms.MARRIAGE)
            card = decks["actions"][power].pop(0)
            world(game.state)["players"][name]["hand"].append(card)
            log_draw(game, name, power, card, terms.MARRIAGE)
        game.goto("ask_draw")


def _term_label(option_text: str) -> str:
    verb, _, what = option_text.partition(":")
    if verb == "marriage":
        return f"A royal marriage (each may draw a {what} card; 1 diplomatic power)"
    if verb == "alliance":
        return "An alliance (1 diplomatic power)"
    if verb == "money":
        return (
            "Monetary support: you give ducats"
            if what == "give"
            else "Monetary support: ducats to you"
        )
    if verb == "buy":
        return f"Buy {what}"
    return f"Sell {what}"
