"""Relations a peace term lets the victor gain (eupop-aid Keep Current Board State: an
alliance with one liberated NPR and 2 influence in its areas; Secure Desired Succession: a
royal marriage with the loser), under the limits of DIP. RELATIONS (p. 32-33) —
interpretation:EUPOP-D25. The peace terms queue them (``Asks.follow_ups``) and the peace
procedure calls these procedures after the term, by name."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.cardinals import alliance_changed
from hegemon.games.eupop.rules.diplomacy.effects import form_marriage
from hegemon.games.eupop.rules.diplomacy.placing import influence_options, label, place
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import alliance_bar, alliance_room, ally, may_marry, room

KEEP = "eupop-aid:Keep Current Board State"
SUCCESSION = "eupop-aid:Secure Desired Succession"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
MARRIAGES = "eupop-aid:Marriages (♠) (p. 32)"
LIBERATION_ALLIANCE = "liberation_alliance"
PEACE_MARRIAGE = "peace_marriage"
LIBERATION_INFLUENCE = 2


def _human(state: State, *names: str) -> bool:
    return all(realm(state, name)["player"] != "bot" for name in names)


@implements(KEEP, ALLIANCES, "interpretation:EUPOP-D25")
def liberation_allies(state: State, seat: str, liberated: list[str]) -> list[str]:
    """The liberated non-player realms the victor may ally with now: no bar (EUPOP-D3),
    room for the alliance on both sides, A→Z."""
    if alliance_room(state, seat) == 0:
        return []
    return [
        name
        for name in sorted(liberated)
        if realm(state, name)["kind"] != "player"
        and realm(state, name)["capital"] is not None
        and alliance_bar(state, seat, name) is None
        and room(state, name, "alliances") > 0
    ]


class LiberationAlliance(Procedure):
    """Keep Current Board State's optional gain: the victor (``seat``) may ally with one of
    the ``liberated`` NPRs, then place up to 2 influence cubes in that realm's areas, one at
    a time (a full area lets a cube displace another realm's, EUPOP-Q20)."""

    name = LIBERATION_ALLIANCE

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_ally")

    @step(optional=True)
    def ask_ally(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        found = liberation_allies(game.state, seat, list(local["liberated"]))
        if not found or not _human(game.state, seat):
            game.end(None)
            return None
        actions = [Action("liberation_ally", name, f"Ally with {name}") for name in found]
        actions.append(Action("liberation_ally", "none", "Ally with no liberated realm"))
        return Decision(
            seat, "Keep Current Board State: ally with a liberated realm?", tuple(actions)
        )

    @implements(KEEP, ALLIANCES, "interpretation:EUPOP-D25")
    def on_ally(self, game: Game, local: Local, action: Action) -> None:
        seat, choice = local["seat"], str(action.argument)
        if choice == "none":
            game.end(None)
            return
        if choice not in liberation_allies(game.state, seat, list(local["liberated"])):
            raise ValueError(f"{seat} may not ally with {choice}")
        ally(game.state, seat, choice)
        game.log("alliance_formed", seat, rule=KEEP, ally=choice)
        alliance_changed(game, seat, choice)  # the Roma cardinal (EUPOP-U3)
        local["ally"], local["left"] = choice, LIBERATION_INFLUENCE
        game.goto("ask_influence")

    def _options(self, state: State, geography: Geography, local: Local) -> list[str]:
        areas = realm_areas(state, geography, local["ally"])
        return influence_options(state, geography, local["seat"], areas)

    @step(optional=True)
    @implements(KEEP, "eupop-aid:Peace Terms (p. 30-31)", "interpretation:EUPOP-D25")
    def ask_influence(self, game: Game, local: Local) -> Decision | None:
        options = self._options(game.state, content_of(game).geography, local)
        if local["left"] <= 0 or not options:
            game.end(None)
            return None
        actions = [Action("liberation_influence", option, label(option)) for option in options]
        actions.append(Action("liberation_influence", "stop", "Place no more influence"))
        prompt = f"Influence in {local['ally']}'s areas? {local['left']} left"
        return Decision(local["seat"], prompt, tuple(actions))

    def on_influence(self, game: Game, local: Local, action: Action) -> None:
        option = str(action.argument)
        if option == "stop":
            game.end(None)
            return
        if option not in self._options(game.state, content_of(game).geography, local):
            raise ValueError(f"{local['seat']} cannot place influence: {option}")
        place(game, local["seat"], option, KEEP)
        local["left"] -= 1
        game.goto("ask_influence")


class PeaceMarriage(Procedure):
    """Secure Desired Succession's last line: the victor (``seat``) may then marry the loser
    (``partner``) when the two may marry (EUPOP-D2, the limits of EUPOP-D1)."""

    name = PEACE_MARRIAGE

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_marriage")

    @step(optional=True)
    @implements(SUCCESSION, MARRIAGES, "interpretation:EUPOP-D25")
    def ask_marriage(self, game: Game, local: Local) -> Decision | None:
        state, seat, partner = game.state, local["seat"], local["partner"]
        geography = content_of(game).geography
        if not _human(state, seat, partner) or not may_marry(state, geography, seat, partner):
            game.end(None)
            return None
        actions = (
            Action("peace_marriage", "marry", f"Enter a royal marriage with {partner}"),
            Action("peace_marriage", "decline", "No marriage"),
        )
        return Decision(seat, f"Secure Desired Succession: marry {partner}?", actions)

    def on_marriage(self, game: Game, local: Local, action: Action) -> None:
        if action.argument == "marry":
            form_marriage(game, local["seat"], local["partner"], SUCCESSION)
        game.end(None)
