"""The decisions of clean-up, each asked of one realm's seat: discarding down to five
cards, placing Imperial influence, the least prestigious realm's replacement at the End
of Age, and its marriages."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.cleanup.age import END_OF_AGE, replace_card
from hegemon.games.eupop.rules.cleanup.refresh import imperial_areas
from hegemon.games.eupop.rules.war.calls import end_marriage
from hegemon.games.eupop.world.layout import world

DISCARD = "eupop-aid:C. Discard down to 5 Action Cards"
IMPERIAL = "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)"
HAND_LIMIT = 5
MARRIAGE_PRICE = 2
"""Diplomatic power paid to keep every marriage at the End of Age (interpretation:EUPOP-S8)."""


def card_deck(game: Game, entry: str) -> str:
    """The action deck of a hand entry (``id`` or ``id#n``)."""
    card = entry.split("#")[0]
    for item in content_of(game).actions.cards:
        if item.id == card:
            return str(item.deck)
    raise KeyError(f"no action card {card!r}")


class DiscardDown(Procedure):
    """One realm discards one card at a time until it holds five."""

    name = "discard_down"

    @step
    def start(self, game: Game, local: Local) -> None:
        hand = world(game.state)["players"][local["seat"]]["hand"]
        if len(hand) <= HAND_LIMIT:
            game.end(None)
            return
        game.goto("ask_discard")

    @step
    def ask_discard(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        hand = world(game.state)["players"][seat]["hand"]
        names = {card.id: card.name for card in content_of(game).actions.cards}
        extra = len(hand) - HAND_LIMIT
        actions = tuple(
            Action("discard", entry, f"Discard {names.get(entry.split('#')[0], entry)}")
            for entry in hand
        )
        return Decision(seat, f"Discard {extra} more action card(s) down to five", actions)

    @implements(DISCARD, "interpretation:EUPOP-S6")
    def on_discard(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        entry = str(action.argument)
        world(game.state)["players"][seat]["hand"].remove(entry)
        deck = card_deck(game, entry)
        world(game.state)["decks"]["action_discards"][deck].insert(0, entry)
        game.reveal()
        game.log("discard", seat, rule=DISCARD, card=entry, deck=deck)
        game.goto("start")


class ImperialInfluence(Procedure):
    """A human Emperor places its Imperial influence, one cube at a time."""

    name = "imperial_influence"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local["left"] <= 0 or not imperial_areas(game.state, content_of(game).geography):
            game.end(None)
            return
        game.goto("ask_place")

    @step
    def ask_place(self, game: Game, local: Local) -> Decision:
        areas = imperial_areas(game.state, content_of(game).geography)
        actions = tuple(
            Action("place_imperial", area, f"Place Imperial influence in {area}") for area in areas
        )
        prompt = f"Place Imperial influence ({local['left']} left)"
        return Decision(local["seat"], prompt, actions)

    @implements(IMPERIAL, "interpretation:EUPOP-S4")
    def on_place(self, game: Game, local: Local, action: Action) -> None:
        area = str(action.argument)
        placed = world(game.state)["hre"]["imperial_influence"]
        placed[area] = placed.get(area, 0) + 1
        local["left"] -= 1
        game.log("imperial_influence", local["seat"], rule=IMPERIAL, area=area)
        game.goto("start")


class AgeReplacement(Procedure):
    """The realm with least prestige may send back one new milestone or idea."""

    name = "age_replacement"

    @step
    def ask_replacement(self, game: Game, local: Local) -> Decision:
        actions = [Action("keep", None, "Keep the new milestones and ideas")]
        actions += [
            Action("replace", card, f"Replace {card} with one drawn at random")
            for card in local["offered"]
        ]
        return Decision(local["seat"], "Replace one new milestone or idea?", tuple(actions))

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_replacement")

    @implements(END_OF_AGE, "interpretation:EUPOP-S7")
    def on_replacement(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "replace":
            card = str(action.argument)
            new = replace_card(game, content_of(game), card, local["taken_off"])
            game.log("age_replacement", local["seat"], rule=END_OF_AGE, card=card, new=new)
        game.end(None)


class AgeMarriage(Procedure):
    """A realm with marriages removes one (one with an NPR if it has one) or pays."""

    name = "age_marriage"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_marriage")

    @step(optional=True)
    @implements(END_OF_AGE, "interpretation:EUPOP-S8")
    def ask_marriage(self, game: Game, local: Local) -> Decision | None:
        """Nothing to decide for a realm whose marriages have all ended since the step
        began (a partner asked earlier removed the marriage they shared)."""
        seat = local["seat"]
        realms = world(game.state)["realms"]
        partners = realms[seat]["marriages"]
        if not partners:
            game.end(None)
            return None
        npr = [name for name in partners if realms[name]["kind"] != "player"]
        actions = [
            Action("remove_marriage", partner, f"Remove the marriage with {partner}")
            for partner in sorted(npr or partners)
        ]
        power = world(game.state)["players"][seat]["monarch_power"]["diplomatic"]
        if power >= MARRIAGE_PRICE:
            actions.append(
                Action("pay_power", MARRIAGE_PRICE, "Pay 2 diplomatic power to keep them")
            )
        return Decision(seat, "End of Age: remove a marriage or pay", tuple(actions))

    @implements(
        END_OF_AGE,
        "eupop-aid:Marriages (♠) (p. 32)",
        "interpretation:EUPOP-S8",
        "interpretation:EUPOP-W18",
        "interpretation:EUPOP-F20",
    )
    def on_marriage(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        typed = world(game.state)
        if action.verb == "pay_power":
            # monarch power is paid off the mat, no cube back to the supply (EUPOP-F20)
            typed["players"][seat]["monarch_power"]["diplomatic"] -= MARRIAGE_PRICE
            game.log("marriage_kept", seat, rule=END_OF_AGE, paid=MARRIAGE_PRICE)
        else:
            partner = str(action.argument)
            end_marriage(game.state, seat, partner)
            game.log("marriage_removed", seat, rule=END_OF_AGE, partner=partner)
        game.end(None)
