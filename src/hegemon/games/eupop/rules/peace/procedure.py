"""Phase 3 step D: every war's peace resolved pair by pair, step by step (eupop-aid
D. Peace Resolutions, Peace Resolution (p. 29-30)).

1. Every pair where neither side occupies a province of the other makes a white peace.
2. Every pair where a player realm has a total victory must make peace: the winner's seat
   chooses the term.
3. Every pair left, once: a player realm with a partial victory may enforce a term or
   fight on; with no victory, a player realm at war with a non-player realm may make a
   white peace (the non-player realm accepts it) or fight on; of two player realms with
   no victory, the one earlier in turn order may propose a peace (a white peace, or a
   victor and a term; with Keep Current Board State, a bargain over each occupied
   province, :mod:`.negotiated`), which the other accepts or refuses, or surrender; if it
   fights on, the other may surrender (interpretation:EUPOP-Q11, EUPOP-Q18). Optional
   Rule 3 (No Surrender) takes surrender away. A surrender makes the
   enemy enforce a term as after a partial victory. Keep Current Board State asks the
   victor about each occupied province it may return, exchange or liberate (EUPOP-Q5),
   those of the active allies it carries included (EUPOP-Q12). After a term, in this
   order: ships in ports no longer friendly after an alliance the term ended leave them,
   their owners choosing the zone (EUPOP-W16); the influence the term lets the victor
   place is asked cube by cube, a full area letting it displace another realm's cube
   (EUPOP-Q6, EUPOP-Q20); the token swaps it opens are asked (EUPOP-Q19). A term this
   build cannot carry out is offered and stops as not built when chosen.
4. The aftermath: each force of a human player realm at peace outside Friendly areas goes
   to the nearest Friendly area or port (the realm chooses among equally near ones), active
   allies turn back into allies, a Bot at peace takes its army off the map (unless hostile
   units stand on its provinces there), and allied units leave the board (:mod:`.aftermath`).

A Bot's term is its ``peace`` chart's (bots/peace.py): it never proposes a peace nor
surrenders, places no optional influence and takes no swap; put a proposal, it answers by
its own rule (interpretation:EUPOP-BOT-51).

Within each step the pairs go in turn order (interpretation:EUPOP-Q1). Decisions are the
winner's seat (seat = realm name).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.peace import aftermath as home
from hegemon.games.eupop.rules.peace import allies, empire, negotiated, swaps, terms
from hegemon.games.eupop.rules.peace.victory import (
    PARTIAL_STEP,
    RESOLUTION,
    TOTAL_STEP,
    WHITE_STEP,
    Pair,
    automatic_white_peace,
    is_player,
    ordered_pairs,
    still_fighting,
    total_victory,
    victor,
)
from hegemon.games.eupop.rules.prestige.score import score_prestige as change_prestige
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm, world

NAME = "peace_resolutions"
AFTERMATH = "eupop-aid:4. Aftermath"
DEFENDING_HRE = "eupop-aid:Defending the HRE (p. 44)"
BOT_PEACE = "eupop-bots:PEACE & REBELS PHASE"
BOT_PEACE_CHART = "peace"
"""The Bot chart that answers for a Bot where the resolution asks a term (bots/peace.py)."""
NEGOTIATED = negotiated.NEGOTIATED
PEACE_AGREEMENTS = "peace_agreements"
"""An agreed Cut ties and/or player-to-player diplomacy after a negotiated peace
(rules/negotiation/peace.py, interpretation:EUPOP-N6)."""
SURRENDER = negotiated.SURRENDER
SURRENDER_PRESTIGE = 1


class PeaceResolutions(Procedure):
    name = NAME

    @step
    @implements(RESOLUTION, "eupop-aid:D. Peace Resolutions", BOT_PEACE)
    @implements(DEFENDING_HRE, "interpretation:EUPOP-Q8", "interpretation:EUPOP-I13")
    def start(self, game: Game, local: Local) -> None:
        """Every war is settled here, a Bot's too (its terms by its chart); the Emperor
        defending the HRE is carried by rules/peace/allies.py and victory.py
        (interpretation:EUPOP-I13)."""
        game.goto("white_peaces")

    @step
    @implements(WHITE_STEP)
    def white_peaces(self, game: Game, local: Local) -> None:
        for pair in ordered_pairs(game.state):
            if not still_fighting(game.state, pair) or allies.principal(game.state, pair):
                continue
            if automatic_white_peace(game.state, pair) and allies.no_occupation(game.state, pair):
                game.log(
                    "peace_resolution", None, rule=WHITE_STEP, war=pair[0],
                    realms=[pair[1], pair[2]], outcome="automatic_white_peace",
                )  # fmt: skip
                allies.settle(game, pair, "white_peace", pair[1], pair[2])
        game.goto("total_next")

    @step
    @implements(TOTAL_STEP)
    def total_next(self, game: Game, local: Local) -> None:
        """The first pair (in turn order) with a total victory; each is resolved at once, so
        the search starts again after it."""
        state, geography = game.state, content_of(game).geography
        for pair in ordered_pairs(state):
            if allies.principal(state, pair):
                found = _over_an_ally(state, geography, pair)
                if found is not None:
                    winner, loser = found
                    self._ask(game, local, pair, winner, loser, "total_victory", "total_next")
                    local["pending"]["separate"] = True
                    return
                continue
            found = victor(state, geography, pair, total=True)
            if found is not None:
                winner, loser = found
                self._ask(game, local, pair, winner, loser, "total_victory", "total_next")
                return
        local["queue"] = [list(pair) for pair in ordered_pairs(state)]
        game.goto("partial_next")

    @step
    @implements(PARTIAL_STEP, "interpretation:EUPOP-Q3", "interpretation:EUPOP-Q9")
    def partial_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        while local["queue"]:
            war_id, first, second = local["queue"].pop(0)
            pair: Pair = (war_id, first, second)
            if not still_fighting(state, pair) or allies.principal(state, pair):
                continue
            found = victor(state, geography, pair, total=False)
            if found is not None:
                winner, loser = found
                self._ask(game, local, pair, winner, loser, "partial_victory", "partial_next")
                return
            if is_player(state, first) != is_player(state, second):
                player, other = (first, second) if is_player(state, first) else (second, first)
                self._ask(game, local, pair, player, other, "inconclusive", "partial_next")
                return
            if is_player(state, first):
                proposer, other = _in_turn_order(state, first, second)
                self._ask(game, local, pair, proposer, other, "negotiated", "partial_next")
                return
        game.goto("aftermath")

    def _ask(
        self, game: Game, local: Local, pair: Pair, winner: str, loser: str, kind: str, back: str
    ) -> None:
        state, geography = game.state, content_of(game).geography
        if kind == "inconclusive":
            offered = ["white_peace"]
        elif kind == "negotiated":
            offered = _proposals(state, geography, pair, winner, loser)
        elif kind == "surrender_offer":
            offered = ["surrender"]
        else:
            carried = [
                one
                for one in allies.carried_pairs(state, pair)
                if winner in (one[1], one[2])
                and allies.carrier(state, pair[0], one[2] if one[1] == winner else one[1]) == loser
            ]
            offered = terms.offered(
                state,
                geography,
                pair,
                winner,
                loser,
                kind == "total_victory",
                surrendered=kind == "surrender",
                carried=carried,
            )
        local["pending"] = {
            "pair": list(pair),
            "winner": winner,
            "loser": loser,
            "kind": kind,
            "terms": offered,
            "back": back,
        }
        if realm(state, winner)["player"] == "bot":
            game.call(
                "bot_chart",
                then="bot_answered",
                realm=winner,
                chart=BOT_PEACE_CHART,
                turn=world(state)["round"]["bot_turns"],
            )
            return
        game.goto("ask_term")

    @step
    @implements(BOT_PEACE, "interpretation:EUPOP-BOT-51")
    def bot_answered(self, game: Game, local: Local) -> None:
        """A Bot's term, from its ``peace`` chart (bots/peace.py): Keep Current Board State
        keeps every province it occupies (nothing asked); any other answer as a seat's."""
        pending = local["pending"]
        term = str(pending.pop("bot_term"))
        if term == "keep_board_state":
            local.pop("pending")
            war_id, first, second = pending["pair"]
            kind = pending["kind"]
            rule = TOTAL_STEP if kind == "total_victory" else PARTIAL_STEP
            self._settle(game, local, (war_id, first, second), term, pending["winner"],
                         pending["loser"], kind, rule, bool(pending.get("separate")))  # fmt: skip
            self._next(game, local, pending["back"])
            return
        self.on_term(game, local, Action("peace_term", term, ""))

    @step
    def ask_term(self, game: Game, local: Local) -> Decision:
        pending = local["pending"]
        winner, loser = pending["winner"], pending["loser"]
        actions = [
            Action("peace_term", term, _label(term, winner, loser)) for term in pending["terms"]
        ]
        if pending["kind"] not in ("total_victory", "surrender"):
            actions.append(Action("peace_term", "none", f"Fight on against {loser}"))
        what = {
            "total_victory": "Total victory",
            "partial_victory": "Partial victory",
            "surrender": "Surrender",
            "inconclusive": "No victory",
            "negotiated": "No victory (propose a peace"
            + (" or surrender)" if negotiated.may_surrender(game.state) else ")"),
            "surrender_offer": "No victory (surrender?)",
        }[pending["kind"]]
        return Decision(winner, f"{what} over {loser}: which peace term?", tuple(actions))

    @implements(RESOLUTION, PARTIAL_STEP, TOTAL_STEP, SURRENDER, "interpretation:EUPOP-Q16")
    def on_term(self, game: Game, local: Local, action: Action) -> None:
        pending = local.pop("pending")
        war_id, first, second = pending["pair"]
        pair: Pair = (war_id, first, second)
        term = str(action.argument)
        kind = pending["kind"]
        rule = TOTAL_STEP if kind == "total_victory" else PARTIAL_STEP
        if term == "surrender":
            self._surrender(game, local, pair, pending["winner"], pending["loser"], pending["back"])
            return
        if term != "none" and kind == "negotiated":
            self._propose(game, local, pending, term)
            return
        if term == "none" and kind == "negotiated":
            proposer, other = pending["winner"], pending["loser"]
            game.log("peace_declined", proposer, rule=rule, war=war_id, loser=other, outcome=kind)
            if negotiated.may_surrender(game.state):
                self._ask(game, local, pair, other, proposer, "surrender_offer", pending["back"])
            else:
                self._next(game, local, pending["back"])
            return
        if term == "keep_board_state":
            options = terms.keep_options(
                game.state, content_of(game).geography, pending["winner"], pending["loser"]
            )
            options |= allies.carried_keep_options(
                game.state, content_of(game).geography, pair, pending["winner"],
                pending["loser"], bool(pending.get("separate")),
            )  # fmt: skip
            if options:
                local["keeping"] = pending | {
                    "rule": rule, "options": options, "choices": {},
                }  # fmt: skip
                game.goto("ask_keep")
                return
        if term != "none":
            self._settle(game, local, pair, term, pending["winner"], pending["loser"], kind,
                         rule, bool(pending.get("separate")))  # fmt: skip
        else:
            game.log(
                "peace_declined", pending["winner"], rule=rule, war=war_id,
                loser=pending["loser"], outcome=kind,
            )  # fmt: skip
        self._next(game, local, pending["back"])

    @step
    def ask_keep(self, game: Game, local: Local) -> Decision:
        keeping = local["keeping"]
        winner, loser = keeping["winner"], keeping["loser"]
        name = _next_undecided(keeping)
        used = {choice.partition(":")[2] for choice in keeping["choices"].values()}
        actions = tuple(
            Action("keep_choice", option, _keep_label(option, name))
            for option in keeping["options"][name]
            if not (option.startswith("exchange:") and option.partition(":")[2] in used)
        )
        return Decision(
            winner, f"Keep Current Board State with {loser}: what becomes of {name}?", actions
        )

    @implements(terms.KEEP, "interpretation:EUPOP-Q5")
    def on_keep(self, game: Game, local: Local, action: Action) -> None:
        keeping = local["keeping"]
        name = _next_undecided(keeping)
        keeping["choices"][name] = str(action.argument)
        if len(keeping["choices"]) < len(keeping["options"]):
            game.goto("ask_keep")
            return
        local.pop("keeping")
        war_id, first, second = keeping["pair"]
        choices = {p: c for p, c in keeping["choices"].items() if c != "keep"}
        self._settle(game, local, (war_id, first, second), "keep_board_state",
                     keeping["winner"], keeping["loser"], keeping["kind"], keeping["rule"],
                     bool(keeping.get("separate")), choices)  # fmt: skip
        self._next(game, local, keeping["back"])

    def _settle(
        self,
        game: Game,
        local: Local,
        pair: Pair,
        term: str,
        winner: str,
        loser: str,
        outcome: str,
        rule: str,
        separate: bool = False,
        choices: dict[str, str] | None = None,
        bargain: dict[str, str] | None = None,
    ) -> None:
        """The term settles the pair (and the pairs it carries) with a victor; the Emperor's
        peace with an external aggressor moves Imperial Authority afterwards; areas the
        term left wholly to player realms lose their influence (EUPOP-Q22); the token
        swaps the term opens are queued (``local["swaps"]``). ``bargain``: what a
        negotiated Keep Current Board State agreed province by province, carried out
        first (EUPOP-Q11)."""
        state = game.state
        content = content_of(game)
        before = swaps.occupied_owners(state)
        asks = terms.Asks()
        game.log(
            "peace_resolution", winner, rule=rule, war=pair[0], realms=[pair[1], pair[2]],
            outcome=outcome,
        )  # fmt: skip
        settled = [pair, *allies.carried_pairs(state, pair)]
        external = empire.external_peace(state, content_of(game).geography, settled, winner)
        if bargain:
            negotiated.carry_out(game, bargain, winner, loser)
        if separate:
            allies.settle_separate(game, pair, term, winner, loser, choices, asks)
        else:
            allies.settle(game, pair, term, winner, loser, choices, asks)
        if external is not None:
            empire.settle_external(game, external)
        after_provinces_changed(game, swaps.changed_owners(state, before))
        room = content.components.influence_per_area
        queue = swaps.offers(state, content.geography, room, term, winner, loser, before)
        if queue:
            local["swaps"] = {"queue": [list(offer) for offer in queue], "rule": term}
        if asks.ports:
            local["ports"] = sorted(asks.ports)
        if asks.rulers:
            local["rulers"] = [list(pair) for pair in asks.rulers]
        if asks.follow_ups:
            local["follow_ups"] = [[name, arguments] for name, arguments in asks.follow_ups]
        if asks.influence:
            local["influence"] = [
                [name, list(areas), count, rule] for name, areas, count, rule in asks.influence
            ]

    def _next(self, game: Game, local: Local, back: str) -> None:
        """Go back to the step that resumes the search, after the questions the term left."""
        local["back"] = back
        game.goto("after_term")

    @step
    @implements("eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-W16")
    def after_term(self, game: Game, local: Local) -> None:
        """Ships leave ports no longer friendly (their owners asked), then the victor of a
        Secure Desired Succession is asked about the loser's ruler (``succession``), then the
        questions of other packages the term queued (``follow_ups``), then the influence
        the term gives is asked, then the token swaps; then the search resumes."""
        if "ports" in local:
            game.call("leave_unfriendly_ports", then="after_term", realms=local.pop("ports"))
            return
        if local.get("rulers"):
            winner, loser = local["rulers"].pop(0)
            game.call("peace_replace_ruler", then="after_term", winner=winner, loser=loser)
            return
        local.pop("rulers", None)
        if local.get("follow_ups"):  # other packages' questions (EUPOP-D22)
            name, arguments = local["follow_ups"].pop(0)
            game.call(name, then="after_term", **arguments)
            return
        local.pop("follow_ups", None)
        if local.get("influence"):
            game.goto("ask_influence")
            return
        local.pop("influence", None)
        if "swaps" in local:
            local["swaps"]["back"] = local.pop("back")
            game.goto("ask_swap")
            return
        if "agreements" in local:
            proposer, other = local.pop("agreements")
            game.call(PEACE_AGREEMENTS, then="after_term", proposer=proposer, other=other)
            return
        game.goto(local.pop("back"))

    @step(optional=True)
    def ask_influence(self, game: Game, local: Local) -> Decision | None:
        state = game.state
        room = content_of(game).components.influence_per_area
        while local["influence"]:
            name, areas, count, rule = local["influence"][0]
            options = terms.influence_options(state, content_of(game).geography, room, name, areas)
            if not options or realm(state, name)["player"] == "bot":  # a Bot places none
                local["influence"].pop(0)
                continue
            actions = [
                Action("peace_influence", option, _influence_label(option)) for option in options
            ]
            actions.append(Action("peace_influence", "stop", "Place no more influence"))
            return Decision(
                name,
                f"After the peace ({rule.partition(':')[2]}): place influence? {count} left",
                tuple(actions),
            )
        game.goto("after_term")
        return None

    @implements(terms.PEACE_TERMS, terms.CONVERT, terms.SUCCESSION, terms.VASSALIZE,
                "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q20")  # fmt: skip
    def on_influence(self, game: Game, local: Local, action: Action) -> None:
        entry = local["influence"][0]
        name, areas, count, rule = entry
        option = str(action.argument)
        if option == "stop":
            local["influence"].pop(0)
        else:
            room = content_of(game).components.influence_per_area
            if option not in terms.influence_options(
                game.state, content_of(game).geography, room, name, areas
            ):
                raise ValueError(f"{name} cannot place influence: {option}")
            terms.place_one(game, name, option, rule)
            entry[2] = count - 1
            if entry[2] <= 0:
                local["influence"].pop(0)
        game.goto("ask_influence")

    @step(optional=True)
    def ask_swap(self, game: Game, local: Local) -> Decision | None:
        pending = local["swaps"]
        if not pending["queue"]:
            back = local.pop("swaps")["back"]
            game.goto(back)
            return None
        name, verb, where = pending["queue"][0]
        if realm(game.state, name)["player"] == "bot":  # a Bot takes no optional swap
            pending["queue"].pop(0)
            game.goto("ask_swap")
            return None
        actions: tuple[Action, ...]
        if verb == "discard":
            question = f"discard 1 influence in {where} to remove 2 unrest there?"
            actions = (
                Action("peace_swap", "yes", "Yes"),
                Action("peace_swap", "no", "No"),
            )
        else:
            question = f"place 1 influence in {where}, where you lost a province?"
            room = content_of(game).components.influence_per_area
            options = terms.influence_options(
                game.state, content_of(game).geography, room, name, [where]
            )
            if not options:
                pending["queue"].pop(0)
                game.goto("ask_swap")
                return None
            actions = (
                *(Action("peace_swap", option, _influence_label(option)) for option in options),
                Action("peace_swap", "no", "No"),
            )
        return Decision(name, f"After the peace: {question}", actions)

    @implements(swaps.KEEP, swaps.VASSALIZE, swaps.ANNEX, "interpretation:EUPOP-Q19")
    def on_swap(self, game: Game, local: Local, action: Action) -> None:
        pending = local["swaps"]
        name, verb, where = pending["queue"].pop(0)
        rule = swaps.SWAP_RULES[pending["rule"]]
        if action.argument == "yes" and verb == "discard":
            swaps.carry_out(game, (name, verb, where), rule)
        elif action.argument != "no" and verb == "place":
            room = content_of(game).components.influence_per_area
            option = str(action.argument)
            if option not in terms.influence_options(
                game.state, content_of(game).geography, room, name, [where]
            ):
                raise ValueError(f"{name} cannot place influence: {option}")
            terms.place_one(game, name, option, rule)
        game.goto("ask_swap")

    @implements(SURRENDER, "interpretation:EUPOP-Q18")
    def _surrender(
        self, game: Game, local: Local, pair: Pair, quitter: str, other: str, back: str
    ) -> None:
        """``quitter`` surrenders to ``other``: other gains 1 prestige, quitter loses 1, and
        other must enforce a term as after a partial victory (Humiliation open to it)."""
        game.log("surrendered", quitter, rule=SURRENDER, war=pair[0], to=other)
        change_prestige(game, other, SURRENDER_PRESTIGE, SURRENDER, "enemy surrendered")
        change_prestige(game, quitter, -SURRENDER_PRESTIGE, SURRENDER, "surrendered")
        self._ask(game, local, pair, other, quitter, "surrender", back)

    @implements(NEGOTIATED, "interpretation:EUPOP-Q11")
    def _propose(self, game: Game, local: Local, pending: dict[str, Any], term: str) -> None:
        """The proposal is put to the other realm; a Keep Current Board State is first made
        into a bargain over each occupied province, the proposer deciding one by one."""
        if term.endswith(":keep_board_state"):
            victor, _, _ = term.partition(":")
            loser = pending["loser"] if victor == pending["winner"] else pending["winner"]
            options = negotiated.bargain_options(
                game.state, content_of(game).geography, victor, loser
            )
            if options:
                local["bargain"] = pending | {
                    "proposal": term, "victor": victor, "beaten": loser,
                    "options": options, "choices": {},
                }  # fmt: skip
                game.goto("ask_bargain")
                return
        local["pending"] = pending | {"proposal": term}
        self._to_answer(game, local)

    @implements(BOT_PEACE, "interpretation:EUPOP-BOT-51")
    def _to_answer(self, game: Game, local: Local) -> None:
        """The other realm answers the proposal; a Bot by its rule (bots/peace.py)."""
        pending = local["pending"]
        other = pending["loser"]
        if realm(game.state, other)["player"] == "bot":
            from hegemon.games.eupop.bots.peace import accepts

            agreed = accepts(game, other, pending["winner"], str(pending["proposal"]))
            self.on_answer(game, local, Action("peace_answer", "accept" if agreed else "refuse"))
            return
        game.goto("ask_answer")

    @step
    def ask_bargain(self, game: Game, local: Local) -> Decision:
        bargain = local["bargain"]
        name = negotiated.next_undecided(bargain)
        assert name is not None
        actions = tuple(
            Action("peace_bargain", one, negotiated.offer_label(game.state, one, name, bargain))
            for one in negotiated.offers(game.state, bargain, name)
        )
        return Decision(
            bargain["winner"],
            f"Proposing Keep Current Board State to {bargain['loser']}: what becomes of {name}?",
            actions,
        )

    @implements(NEGOTIATED, "interpretation:EUPOP-Q11")
    def on_bargain(self, game: Game, local: Local, action: Action) -> None:
        bargain = local["bargain"]
        name = negotiated.next_undecided(bargain)
        assert name is not None
        bargain["choices"][name] = str(action.argument)
        if negotiated.next_undecided(bargain) is not None:
            game.goto("ask_bargain")
            return
        local.pop("bargain")
        pending = {
            key: value
            for key, value in bargain.items()
            if key not in ("options", "choices", "victor", "beaten")
        }
        local["pending"] = pending | {"bargain": bargain["choices"]}
        self._to_answer(game, local)

    @step
    def ask_answer(self, game: Game, local: Local) -> Decision:
        pending = local["pending"]
        proposer, other = pending["winner"], pending["loser"]
        proposal = _label(pending["proposal"], proposer, other)
        if "bargain" in pending:
            victor, _, _ = str(pending["proposal"]).partition(":")
            beaten = other if victor == proposer else proposer
            agreed = negotiated.summary(game.state, pending["bargain"], victor, beaten)
            proposal = f"{proposal} ({agreed})"
        actions = (
            Action("peace_answer", "accept", f"Accept: {proposal}"),
            Action("peace_answer", "refuse", f"Refuse: fight on against {proposer}"),
        )
        return Decision(other, f"{proposer} proposes a peace ({proposal}): accept?", actions)

    @implements(NEGOTIATED, "interpretation:EUPOP-Q11")
    def on_answer(self, game: Game, local: Local, action: Action) -> None:
        pending = local.pop("pending")
        war_id, first, second = pending["pair"]
        pair: Pair = (war_id, first, second)
        proposer, other = pending["winner"], pending["loser"]
        proposal = str(pending["proposal"])
        if action.argument == "accept":
            local["agreements"] = [proposer, other]  # asked once the peace is settled (N6)
            if proposal == "white_peace":
                game.log(
                    "peace_resolution", proposer, rule=NEGOTIATED, war=war_id,
                    realms=[first, second], outcome="negotiated",
                )  # fmt: skip
                allies.settle(game, pair, "white_peace", proposer, other)
            else:
                chosen, term = proposal.split(":")
                loser = other if chosen == proposer else proposer
                self._settle(game, local, pair, term, chosen, loser, "negotiated", NEGOTIATED,
                             bargain=pending.get("bargain"))  # fmt: skip
        else:
            game.log("peace_refused", other, rule=NEGOTIATED, war=war_id, proposer=proposer)
        self._next(game, local, pending["back"])

    @step
    @implements(AFTERMATH, "interpretation:EUPOP-Q15")
    def aftermath(self, game: Game, local: Local) -> None:
        """Forces of human player realms at peace go home, one by one (ties asked); then
        those realms turn their active allies back, a Bot at peace takes its army off the
        map (bots/peace.py), and allied units leave the board."""
        state, geography = game.state, content_of(game).geography
        while (homeward := home.next_homeward(state, geography)) is not None:
            if len(homeward.choices) > 1:
                local["homeward"] = {
                    "realm": homeward.realm,
                    "key": homeward.key,
                    "choices": list(homeward.choices),
                }
                game.goto("ask_home")
                return
            self._send(game, homeward.realm, homeward.key, homeward.choices[0])
        allies.deactivate_at_peace(game)
        from hegemon.games.eupop.bots.peace import withdraw_at_peace

        withdraw_at_peace(game)
        for name in home.at_peace(state):
            removed = home.remove_allied_units(state, name)
            if removed:
                game.log("allied_units_removed", name, rule=AFTERMATH, count=removed)
        game.end(None)

    def _send(self, game: Game, name: str, key: str, place: str) -> None:
        source = world(game.state)["forces"][key]["where"]
        where = home.send_home(game.state, content_of(game).geography, key, place)
        game.log("force_sent_home", name, rule=AFTERMATH, source=source, to=where)

    @step
    def ask_home(self, game: Game, local: Local) -> Decision:
        pending = local["homeward"]
        force = world(game.state)["forces"][pending["key"]]
        actions = tuple(
            Action("go_home", place, f"Move the force in {force['where']} home to {place}")
            for place in pending["choices"]
        )
        return Decision(
            pending["realm"], f"At peace: where does the force in {force['where']} go?", actions
        )

    @implements(AFTERMATH, "interpretation:EUPOP-Q15")
    def on_home(self, game: Game, local: Local, action: Action) -> None:
        pending = local.pop("homeward")
        self._send(game, pending["realm"], pending["key"], str(action.argument))
        game.goto("aftermath")


@implements(TOTAL_STEP, "interpretation:EUPOP-Q13")
def _over_an_ally(state: State, geography: Geography, pair: Pair) -> tuple[str, str] | None:
    """(winner, ally) when a player realm that stands for itself has a total victory over an
    active ally carried by its player realm (active allies are treated separately)."""
    war_id, first, second = pair
    for winner, loser in ((first, second), (second, first)):
        if allies.active_ally_of(state, war_id, winner) is not None:
            continue
        if allies.active_ally_of(state, war_id, loser) is None:
            continue
        if total_victory(state, geography, winner, loser):
            return winner, loser
    return None


def _in_turn_order(state: State, first: str, second: str) -> tuple[str, str]:
    order = world(state)["round"]["turn_order"]
    if order.index(second) < order.index(first):
        return second, first
    return first, second


@implements(NEGOTIATED, "interpretation:EUPOP-Q11")
def _proposals(
    state: State, geography: Geography, pair: Pair, proposer: str, other: str
) -> list[str]:
    """What the proposer may put to the other player realm: a white peace with no victor,
    or either of them as victor with a term whose other requirements hold (as after a
    partial victory), written ``victor:term``; or surrender, unless the game plays with
    Optional Rule 3 (No Surrender, interpretation:EUPOP-Q18)."""
    found = ["white_peace"]
    for chosen, loser in ((proposer, other), (other, proposer)):
        for term in terms.offered(state, geography, pair, chosen, loser, False):
            found.append(f"{chosen}:{term}")
    if negotiated.may_surrender(state):
        found.append("surrender")
    return found


def _label(term: str, winner: str, loser: str) -> str:
    if term == "surrender":
        return f"Surrender to {loser}"
    if ":" in term:
        chosen, name = term.split(":")
        beaten = loser if chosen == winner else winner
        return f"{terms.LABELS[name]}, {chosen} the victor over {beaten}"
    return f"{terms.LABELS[term]} with {loser}"


def _influence_label(option: str) -> str:
    chosen, _, source = option.partition(terms.FROM_MAP)
    verb, where, victim = [*chosen.split(":"), ""][:3]
    taken = f" (your cube from {source}: none left in your supply)" if source else ""
    if verb == "displace":
        return f"Place 1 influence in {where}, displacing one of {victim}'s{taken}"
    return f"Place 1 influence in {where}{taken}"


def _next_undecided(keeping: dict[str, Any]) -> str:
    return str(next(name for name in sorted(keeping["options"]) if name not in keeping["choices"]))


def _keep_label(option: str, name: str) -> str:
    verb, _, other = option.partition(":")
    return {
        "keep": f"Keep {name}",
        "return": f"Return {name} for {terms.RETURN_PRICE} ducats per tax value",
        "exchange": f"Exchange {name} for {other}",
        "liberate": f"Liberate {name} to {other}",
    }[verb]
