"""``?N`` for issue 12's actions: what diplomacy, religion, the Papacy, the Empire and
exploration would do and cost (Influence, Forge Alliance, Fabricate Claim, Cut ties,
player-to-player diplomacy, Change State Religion, the two papal actions, Increase
Imperial Authority, Explore and Colonize). :func:`explain` answers for one action, from
the rules' own prices, reading only what the seat may see; ``[]`` for any other verb.

Imported by :func:`hegemon.games.eupop.explain.explain_action` when it is asked, like the
military package there: importing the rules packages at the module's top would disturb
their import order."""

from __future__ import annotations

from collections.abc import Callable

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import PowerType
from hegemon.games.eupop.rules.curia import papal
from hegemon.games.eupop.rules.diplomacy import cut_ties, fabricate, forge, influence
from hegemon.games.eupop.rules.empire import authority
from hegemon.games.eupop.rules.exploration import colonize, explore
from hegemon.games.eupop.rules.negotiation import diplomacy
from hegemon.games.eupop.rules.religion import change
from hegemon.games.eupop.rules.sequence.options import SECRET_NEGOTIATIONS, option
from hegemon.games.eupop.titles import title
from hegemon.games.eupop.world.curia import cardinals
from hegemon.games.eupop.world.empire import maximum_imperial_authority
from hegemon.games.eupop.world.layout import faith, world

Explainer = Callable[[State, Content, str, Action], list[str]]


def _power(state: State, seat: str, kind: PowerType) -> int:
    return world(state)["players"][seat]["monarch_power"][kind]


def _influence(state: State, content: Content, seat: str, action: Action) -> list[str]:
    supply = world(state)["supply"][seat]["cubes"]
    empty = sum(1 for holder in world(state)["curia"]["slots"] if holder is None)
    return [
        f"Place influence cubes at {influence.CUBE_PRICE} diplomatic power each and cardinals "
        f"at {influence.CARDINAL_PRICE} each, one at a time until you stop "
        f"(you hold {_power(state, seat, 'diplomatic')} diplomatic power, {supply} cubes in "
        "your supply)",
        f"  a cube: in an area holding or next to one of your tokens, at most "
        f"{influence.PER_AREA} per area this action and 5 in all, never in a distant area",
        f"  a cardinal: in the Curia's left-most empty slot ({empty} empty now)",
    ]


def _forge(state: State, content: Content, seat: str, action: Action) -> list[str]:
    target = str(action.argument)
    geography = content.geography
    cost = forge.price(state, geography, target)
    held = forge.standing(state, geography, seat, target)
    return [
        f"Forge an alliance with {title(content, target)}: pay {cost} diplomatic power (half "
        f"its tax income, rounded up, 1 to {forge.MAX_PRICE})",
        f"  you have {held} influence in it ({forge.NEEDED} needed, more than any other "
        "player ally of it, whose alliance then ends)",
        "  your alliance token goes on its capital and one of your influence cubes in its "
        "capital area",
    ]


def _fabricate(state: State, content: Content, seat: str, action: Action) -> list[str]:
    return [
        f"Place claims one at a time next to your realm: {fabricate.PRICE} diplomatic power "
        f"each, {fabricate.STRUGGLE_PRICE} in an area of the active or upcoming power "
        f"struggle (you hold {_power(state, seat, 'diplomatic')})",
        "  another human realm may counter it with Counterespionage: then nothing is placed "
        "and nothing paid",
    ]


def _cut_ties(state: State, content: Content, seat: str, action: Action) -> list[str]:
    ties = cut_ties.ties(state, seat)
    return [
        "End ties one at a time, as many as you like (a minor action):",
        *(f"  {tie.label}" for tie in ties),
    ]


def _diplomacy(state: State, content: Content, seat: str, action: Action) -> list[str]:
    partner = title(content, action.argument)
    lines = [
        f"Build one offer to {partner} term by term (royal marriage, alliance, monetary "
        "support, provinces bought or sold); its seat accepts or refuses the whole offer",
        "  refused, nothing changes and the action is spent",
    ]
    if option(state, SECRET_NEGOTIATIONS):
        lines.append(
            f"  you may first confer in private for {diplomacy.CONFERENCE_COST} diplomatic "
            "power: the other seats see only that you conferred"
        )
    return lines


def _religion(state: State, content: Content, seat: str, action: Action) -> list[str]:
    chosen = str(action.argument)
    if chosen == change.EMBRACING:
        return [
            f"Embrace the Counter-Reformation: pay {change.EMBRACE_POWER} administrative power; "
            "you become Counter-Reformed (Catholic still, for the Curia and casus belli)",
            "  its token goes on your capital area's religion slot; the non-player realms "
            "there follow it",
        ]
    before = faith(world(state)["realms"][seat]["religion"])
    areas = [
        where
        for where in change.own_areas(state, content, seat)
        if faith(_area_religion(state, content, where)) == before
    ]
    cubes = sum(
        world(state)["map"]["areas"][where]["influence"].get(seat, 0)
        for where in change.abandoned_sources(state, content, seat, before)
    )
    old, new = _faith_name(before), _faith_name(chosen)
    return [
        f"Convert to {new}: lose {change.CONVERT_PRESTIGE} prestige, "
        f"{change.CONVERT_STABILITY} stability and {change.CONVERT_POWER} diplomatic power",
        f"  up to {change.CUBES_MOVED} of your influence cubes in {old} areas (you have "
        f"{cubes} there) move to {new} areas with room",
        f"  each of your {len(areas)} {old} area(s) gains 1 unrest and rolls its rebel dice",
    ]


def _faith_name(religion: str) -> str:
    return religion.replace("_", "-").title()


def _area_religion(state: State, content: Content, where: str) -> str:
    slot = content.geography.areas[where].religion_slot
    assert slot is not None
    return world(state)["map"]["religion_slots"][slot]["religion"]


def _excommunicate(state: State, content: Content, seat: str, action: Action) -> list[str]:
    target = str(action.argument)
    lines = [
        f"Excommunicate the ruler of {title(content, target)}: pay {papal.COST} diplomatic "
        "power (one papal action a round, Ages I and II); the Excommunicated token stays on "
        "its capital until phase 4",
        "  every Catholic realm holds the Excommunication casus belli on it meanwhile",
    ]
    if target in world(state)["players"]:
        lines.append(
            f"  it loses {papal.EXCOMMUNICATION_STABILITY} stability, its right-most regular "
            f"cardinal (it has {cardinals(state, target)}) and up to "
            f"{papal.EXCOMMUNICATION_INFLUENCE} influence cubes from Catholic areas"
        )
    return lines


def _crusade(state: State, content: Content, seat: str, action: Action) -> list[str]:
    where = str(action.argument)
    owners = papal.muslim_holdings(state, content).get(where, {})
    named = ", ".join(title(content, name) for name in sorted(owners)) or "none"
    return [
        f"Call a crusade on {where}: pay {papal.COST} diplomatic power (one papal action a "
        f"round); Muslim realms there: {named}",
        f"  you may then declare war on them free: {papal.CRUSADE_PRESTIGE} prestige, 2 "
        "mercenary infantry, and you are Committed to the crusade",
        "  Catholic realms gain the Holy War casus belli on them; declaring with it commits "
        "them too",
        "  in phase 4 each committed realm scores 1 prestige if its land units stand there "
        "and no Muslim realm owns a province there, else loses 2; nobody committed: the "
        "Papal Controller loses 1",
    ]


def _authority(state: State, content: Content, seat: str, action: Action) -> list[str]:
    hre = world(state)["hre"]
    most = maximum_imperial_authority(state, content.geography)
    return [
        f"Raise Imperial Authority from {hre['imperial_authority']} to "
        f"{hre['imperial_authority'] + 1} (at most {most}: the counted electors plus 1): pay "
        f"{authority.authority_cost(state)} diplomatic power (1 plus the current Imperial "
        "Authority)",
    ]


def _explore(state: State, content: Content, seat: str, action: Action) -> list[str]:
    mat = world(state)["players"][seat]
    colonists = world(state)["supply"][seat]["colonists"]
    found = ", ".join(mat["discovered"]) or "nothing yet"
    return [
        f"Explore: pay {explore.DIPLOMATIC_COST} diplomatic and {explore.MILITARY_COST} "
        f"military power and roll the exploration die (up to {explore.MOST_REROLLS} rerolls "
        f"at {explore.REROLL_COST} diplomatic power each; the last roll counts)",
        "  a number discovers a matching territory (one of your colonists goes there) or an "
        "NPR province, in a distant area next to your realm or your Quest ship",
        f"  the failure face: pay {explore.FAILURE_PRICE} diplomatic power to discover a "
        "territory of any number there, or lose a light ship in a distant sea zone",
        f"  you have {colonists} colonists in your supply; discovered: {found}",
    ]


def _colonize(state: State, content: Content, seat: str, action: Action) -> list[str]:
    name = str(action.argument)
    tax = content.geography.provinces[name].tax_value
    return [
        f"Colonize {name}: pay {colonize.ADMINISTRATIVE_COST} administrative power (you hold "
        f"{_power(state, seat, 'administrative')}); a small town of your supply replaces your "
        f"colonist and {name} becomes your province (tax value {tax})",
        "  the colonist goes back to your supply",
    ]


EXPLAINED: dict[str, Explainer] = {
    "influence": _influence,
    "forge_alliance": _forge,
    "fabricate_claim": _fabricate,
    "cut_ties": _cut_ties,
    "diplomacy": _diplomacy,
    "change_state_religion": _religion,
    "excommunicate_ruler": _excommunicate,
    "call_crusade": _crusade,
    "increase_imperial_authority": _authority,
    "explore": _explore,
    "colonize": _colonize,
}
"""Issue 12's menu verbs and what ``?N`` says of each."""


def explain(state: State, content: Content, seat: str, action: Action) -> list[str]:
    """Lines on what the issue-12 ``action`` would do and cost for ``seat``; ``[]`` for a
    verb of another issue."""
    explainer = EXPLAINED.get(action.verb)
    return [] if explainer is None else explainer(state, content, seat, action)
