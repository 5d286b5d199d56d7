"""A Bot's limited tokens beyond towns and claims, effects of other realms' events on a Bot
and a Bot's ideas: its core and relation tokens counted by the conservation check, DNPR
Expansion's casus belli turned into a claim for a Bot ally, Character Mortality sparing
Bots, one more artillery die at sea with a diplomatic idea (eupop-bots TOKEN LIMITATIONS,
OTHER LIMITED TOKENS, SECONDARY EFFECTS, ACTION PHASE, BOTS & IDEAS; EUPOP-BOT-15, 25, 29)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.dnpr import EXPANSION, place_token
from hegemon.games.eupop.rules.events.secondary import character_mortality
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import logged, run, ship
from tests.games.eupop.bots.test_army import margrave as margrave_state
from tests.games.eupop.bots.test_battles import BLANK

LIMITS = "eupop-bots:TOKEN LIMITATIONS"
AID_LIMITS = "eupop-aid:TOKEN LIMITS (p. 4)"
SECONDARY = "eupop-bots:SECONDARY EFFECTS"
ACTION_PHASE = "eupop-bots:ACTION PHASE"
ARTILLERY_DIE_HIT = 1
"""A face of the artillery die showing artillery (dice.yaml)."""


def margrave() -> Game:
    """Margrave with Brandenburg human, Austria and Poland Bots; an empty log."""
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    game.entries = []
    return game


def ally(game: Game, first: str, second: str) -> None:
    """The two realms allied by hand, each player realm placing its alliance token."""
    state = game.state
    for one, other in ((first, second), (second, first)):
        state["realms"][one]["allies"].append(other)
        if one in state["supply"]:
            state["supply"][one]["alliances"] -= 1


@pytest.mark.rule(LIMITS, AID_LIMITS, "interpretation:EUPOP-BOT-29", "interpretation:EUPOP-F20")
def test_a_bots_core_and_relation_tokens_are_counted_by_the_conservation_check() -> None:
    game = margrave()
    state = game.state
    assert conservation(state, RULES.content) == []
    state["map"]["areas"]["Ungarn"]["cores"].append("poland")
    state["realms"]["poland"]["allies"].append("saxony")
    state["realms"]["saxony"]["allies"].append("poland")
    state["realms"]["poland"]["marriages"].append("saxony")
    state["realms"]["saxony"]["marriages"].append("poland")
    assert conservation(state, RULES.content) == [
        "3 alliances in poland's supply and 1 placed, not 3 in all",
        "2 cores in poland's supply and 1 placed, not 2 in all",
        "2 marriages in poland's supply and 2 placed, not 3 in all",
    ]


@pytest.mark.rule(
    SECONDARY,
    ACTION_PHASE,
    "eupop-aid:DNPR Expansion",
    "interpretation:EUPOP-BOT-14",
    "interpretation:EUPOP-BOT-15",
)
def test_dnpr_expansion_gives_a_bot_ally_of_the_loser_a_claim_instead_of_a_casus_belli() -> None:
    game = margrave()
    state = game.state
    ally(game, "poland", "incas")
    ally(game, "brandenburg", "incas")
    assert place_token(game, "aztecs", "Lima", EXPANSION, expansion=True) == "taken"
    assert state["map"]["provinces"]["Lima"]["owner"] == "aztecs"
    assert state["realms"]["poland"]["casus_belli"] == []
    assert state["map"]["areas"]["Tawantinsuyu"]["claims"] == ["poland"]
    assert state["supply"]["poland"]["claims"] == 5
    assert state["realms"]["brandenburg"]["casus_belli"] == ["aztecs"]
    claims = [entry for entry in game.entries if entry.kind == "claim_gained"]
    assert [(entry.seat, dict(entry.values)) for entry in claims] == [
        ("poland", {"area": "Tawantinsuyu", "moved_from": None})
    ]
    assert RULES.invariants(state) == []


@pytest.mark.rule(SECONDARY, "eupop-aid:Character Mortality", "interpretation:EUPOP-H5")
def test_character_mortality_taken_by_a_bot_strikes_the_human_rulers_only() -> None:
    game = margrave()
    state = game.state
    before = {name: dict(mat) for name, mat in state["bots"].items()}
    character_mortality(game, "poland", "e1_peasant_unrest")
    ruler = state["players"]["brandenburg"]["ruler"]
    assert ruler is not None and ruler["ill_health"] == 1
    assert {name: dict(mat) for name, mat in state["bots"].items()} == before
    assert [entry.seat for entry in game.entries if entry.kind == "ill_health"] == ["brandenburg"]


@pytest.mark.rule(
    "eupop-bots:BOTS & IDEAS", "eupop-bots:NAVAL BATTLE RESOLUTION", "interpretation:EUPOP-BOT-25"
)
@pytest.mark.parametrize(("diplomatic", "dice"), [(0, 1), (1, 2), (3, 2)])
def test_a_bots_diplomatic_ideas_give_it_one_more_artillery_die_at_sea(
    diplomatic: int, dice: int
) -> None:
    """Two Bots alone at sea (NB-2), no ship next to the zone and no port facing it: Poland
    rolls one die, one more with a diplomatic idea (3 or more give no further die);
    Austria, with none, rolls one."""
    state = margrave_state()
    start_war(state, "poland", ["austria"])
    ship(state, "f900", "poland", "Baltic Sea")
    ship(state, "f901", "austria", "Baltic Sea")
    state["bots"]["poland"]["ideas"]["diplomatic"] = diplomatic
    rolled = [ARTILLERY_DIE_HIT] + [BLANK] * dice
    game = run(state, "battle", rolled, where="Baltic Sea", attacker="poland", defender="austria")
    rolls = [(entry["faces"], entry["hits"]) for entry in logged(game, "battle_roll")]
    assert [len(faces) for faces, _ in rolls] == [dice, 1]
    assert [hits for _, hits in rolls] == [1, 0]
