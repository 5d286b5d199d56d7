"""Imperial Elections, an advanced rule (option ``advanced_rules``; eupop-aid Imperial
Elections (adv. rules) (p. 45), whose trigger it gives — the Emperor's ruler replaced or
discarded with Imperial Authority at 4 or less, never with an NPR or Bot Emperor — and the
election itself, which the aid lists among the lines printed under 4. Aftermath of Peace
Resolution (p. 29-30), interpretation:EUPOP-I18).

The rule that changes the ruler only calls the election (``hre["election"]``); the
procedure ``imperial_election`` holds it as soon as that rule is done — after the action,
the Bot turn or the phase it came in (rules/sequence/phases.py
``take_up_election``, EUPOP-I19) — because the sitting
Emperor decides its ties and a decision cannot be asked in the middle of another rule.
Candidates are the player realms following the HRE's official religion, if it has one.
Each elector area counted votes: for a player realm whose capital lies there (none when
that realm may not stand), else for the candidate with most influence there, Imperial
influence included. The realm with most votes is Emperor; with no candidate at all the
Emperor stays and Imperial Authority drops by 2. A new Emperor below 3 Imperial Authority
raises it by 1, takes the Imperial units of a running defence of the HRE, and gains a
casus belli on each realm outside the HRE at war with an NPR member. Every tie — an
area's vote or the count — is the sitting Emperor's to decide (EUPOP-I19)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.sequence.options import ADVANCED_RULES, option
from hegemon.games.eupop.rules.sequence.phases import IMPERIAL_ELECTION
from hegemon.games.eupop.world.empire import elector_areas, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import enemies, faith, realm, world

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"
AFTERMATH = "eupop-aid:4. Aftermath"
"""The aid prints the election's lines under Peace Resolution's 4. Aftermath (EUPOP-I18)."""
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
HIGHEST_AUTHORITY = 4
"""The highest Imperial Authority at which a change of ruler calls an election."""
NO_CANDIDATE_LOSS = 2
"""Imperial Authority lost when no realm may stand."""
LOW_AUTHORITY = 3
"""A new Emperor elected below this Imperial Authority raises it by 1."""


@implements(ELECTIONS, BOT_EMPEROR, "interpretation:EUPOP-I7")
def election_due(state: State, name: str) -> bool:
    """With the advanced rules, a change of ``name``'s ruler calls an election: it is the
    Emperor of an Empire not dissolved, a human player realm, with Imperial Authority at
    most 4."""
    hre = world(state)["hre"]
    if not option(state, ADVANCED_RULES) or hre["dissolved"] or hre["emperor"] != name:
        return False
    if realm(state, name)["player"] != "human":
        return False
    return hre["imperial_authority"] <= HIGHEST_AUTHORITY


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def candidates(state: State) -> list[str]:
    """The player realms (human or Bot) that may stand, A→Z: those following the HRE's
    official religion, every one when it has none (diverse); HRE members or not, in an
    Interregnum or not."""
    official = world(state)["hre"]["religion"]
    return sorted(
        name
        for name, record in world(state)["realms"].items()
        if record["kind"] == "player"
        and (official == "diverse" or faith(record["religion"]) == faith(official))
    )


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def votes(state: State, geography: Geography) -> dict[str, list[str]]:
    """Elector area → the candidates its vote may go to: one when it is clear, several
    when they tie (the sitting Emperor then decides, EUPOP-I19); an area that does not
    vote is left out. A player realm with its capital in the area takes the vote if it
    may stand, else the area does not vote; otherwise the candidates with most influence
    there (the Emperor's Imperial influence counting for it), none when no candidate has
    any."""
    standing = candidates(state)
    realms = world(state)["realms"]
    capitals = {
        geography.provinces[record["capital"]].area: name
        for name, record in sorted(realms.items())
        if record["kind"] == "player" and record["capital"] is not None
    }
    cast: dict[str, list[str]] = {}
    for where in elector_areas(state, geography):
        if where in capitals:
            if capitals[where] in standing:
                cast[where] = [capitals[where]]
            continue
        held = {name: cubes_of(state, where, name) for name in standing}
        most = max(held.values(), default=0)
        if most > 0:
            cast[where] = [name for name, count in held.items() if count == most]
    return cast


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def leaders(state: State, cast: dict[str, str]) -> list[str]:
    """The candidates with most votes once every area's vote is cast, A→Z (several on a
    tie; every candidate, at 0, when no area voted); none when no realm may stand."""
    standing = candidates(state)
    if not standing:
        return []
    tally = {name: 0 for name in standing}
    for name in cast.values():
        tally[name] += 1
    most = max(tally.values())
    return [name for name, count in tally.items() if count == most]


@implements(ELECTIONS, "interpretation:EUPOP-I7", "interpretation:EUPOP-I19")
def after_ruler_change(game: Game, name: str) -> None:
    """Called when ``name``'s ruler is replaced or discarded: the election is called, when
    due; ``take_up_election`` (rules/sequence/phases.py) holds it once the rule that
    changed the ruler is done."""
    state = game.state
    hre = world(state)["hre"]
    if "election" in hre or not election_due(state, name):
        return
    hre["election"] = name
    game.log("imperial_election_called", name, rule=ELECTIONS)


class ImperialElection(Procedure):
    """The election called by a change of the Emperor's ruler: each elector area's vote,
    then the count; the sitting Emperor decides every tie (EUPOP-I19)."""

    name = IMPERIAL_ELECTION

    @step
    @implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I19")
    def start(self, game: Game, local: Local) -> None:
        hre = world(game.state)["hre"]
        emperor = hre.pop("election")
        if hre["dissolved"] or hre["emperor"] != emperor:
            # The crown or the Empire went another way before the election was held.
            game.log("imperial_election_void", emperor, rule=ELECTIONS)
            game.end(None)
            return
        local["emperor"] = emperor
        local["open"] = votes(game.state, content_of(game).geography)
        local["cast"] = {}
        game.goto("count_votes")

    @step
    def count_votes(self, game: Game, local: Local) -> None:
        """Cast every clear vote; the first tied area goes to the Emperor to decide."""
        open_votes: dict[str, list[str]] = local["open"]
        for where in sorted(open_votes):
            tied = open_votes[where]
            if len(tied) > 1:
                game.goto("ask_area_vote")
                return
            local["cast"][where] = tied[0]
            del open_votes[where]
        local["leaders"] = leaders(game.state, local["cast"])
        if len(local["leaders"]) > 1:
            game.goto("ask_emperor")
            return
        game.goto("declare")

    @step
    @implements(ELECTIONS, "interpretation:EUPOP-I19")
    def ask_area_vote(self, game: Game, local: Local) -> Decision:
        where = min(where for where, tied in local["open"].items() if len(tied) > 1)
        tied: list[str] = local["open"][where]
        names = ", ".join(_title(name) for name in tied)
        prompt = f"Imperial Election: {where}'s vote is tied between {names} — yours to decide"
        actions = tuple(
            Action("elector_vote", (where, name), f"{where} votes for {_title(name)}")
            for name in tied
        )
        return Decision(local["emperor"], prompt, actions)

    def on_area_vote(self, game: Game, local: Local, action: Action) -> None:
        argument: Any = action.argument
        where, name = argument
        local["cast"][where] = name
        del local["open"][where]
        game.goto("count_votes")

    @step
    @implements(ELECTIONS, "interpretation:EUPOP-I19")
    def ask_emperor(self, game: Game, local: Local) -> Decision:
        tied: list[str] = local["leaders"]
        names = ", ".join(_title(name) for name in tied)
        prompt = f"Imperial Election: {names} tie for the crown — yours to decide"
        actions = tuple(
            Action("elect_emperor", name, f"{_title(name)} is Emperor") for name in tied
        )
        return Decision(local["emperor"], prompt, actions)

    def on_emperor(self, game: Game, local: Local, action: Action) -> None:
        local["leaders"] = [action.argument]
        game.goto("declare")

    @step
    @implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
    def declare(self, game: Game, local: Local) -> None:
        """The count's outcome: the crown stays, changes hands, or, with no candidate, the
        Emperor keeps it and Imperial Authority drops by 2."""
        name: str = local["emperor"]
        hre = world(game.state)["hre"]
        winner: str | None = local["leaders"][0] if local["leaders"] else None
        cast = dict(sorted(local["cast"].items()))
        game.log("imperial_election", name, rule=ELECTIONS, votes=cast, emperor=winner or name)
        if winner is None:
            lost = min(NO_CANDIDATE_LOSS, hre["imperial_authority"])
            hre["imperial_authority"] -= lost
            game.log(
                "imperial_authority_changed",
                name,
                rule=AFTERMATH,
                change=-lost,
                now=hre["imperial_authority"],
            )
        elif winner != name:
            crown(game, name, winner)
        game.end(None)


def _title(name: str) -> str:
    return name.replace("_", " ").title()


PROCEDURES: tuple[Procedure, ...] = (ImperialElection(),)


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
@implements(BOT_EMPEROR, "interpretation:EUPOP-BOT-61", "interpretation:EUPOP-BOT-68")
def crown(game: Game, previous: str, winner: str) -> None:
    """The new Emperor takes the crown: Imperial Authority below 3 rises by 1; the old
    Emperor's Imperial influence leaves the map (the new one places its own in the next
    clean-up); a running defence of the HRE goes on with its Imperial units under the new
    Emperor, which gains a casus belli on each realm outside the HRE at war with an NPR
    HRE member. A Bot elected is a Bot Emperor from then on (EUPOP-BOT-68): no election
    while it reigns, and no Imperial units (EUPOP-BOT-61), so those of a running defence
    are gone."""
    state = game.state
    hre = world(state)["hre"]
    hre["emperor"] = winner
    hre["imperial_influence"] = {}
    if realm(state, winner)["player"] == "bot":
        hre["imperial_units"] = 0
    game.log("emperor_elected", winner, rule=ELECTIONS, previous=previous)
    if hre["imperial_authority"] < LOW_AUTHORITY:
        hre["imperial_authority"] += 1
        game.log(
            "imperial_authority_changed",
            winner,
            rule=AFTERMATH,
            change=1,
            now=hre["imperial_authority"],
        )
    if not hre["defending"]:
        return
    geography = content_of(game).geography
    inside = set(members(state, geography))
    npr_members = [name for name in sorted(inside) if realm(state, name)["kind"] != "player"]
    targets = sorted(
        {enemy for npr in npr_members for enemy in enemies(state, npr) if enemy not in inside}
    )
    tokens = realm(state, winner)["casus_belli"]
    for target in targets:
        if target != winner and target not in tokens:
            tokens.append(target)
            game.log("casus_belli_gained", winner, rule=AFTERMATH, target=target)
    tokens.sort()
