"""Sentences for eupop's characters, wars, battles, peace and rebels (the rest of the log
is :mod:`.narration`'s)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template, counted, words
from hegemon.games.eupop.titles import title


def _side(facts: Facts, value: object) -> str:
    """A battle side: a realm by its title, ``rebels`` as such."""
    return "the rebels" if value == "rebels" else title(facts.content, value)


def _ruler_appointed(facts: Facts) -> str:
    replaced = facts["replaced"]
    instead = f", replacing {title(facts.content, replaced)}" if replaced else ""
    how = " by an event" if facts.get("reason") == "event" else ""
    return f"{facts.t('ruler')} becomes {facts.who}'s ruler{how}{instead}"


def _ruler_removed(facts: Facts) -> str:
    how = "dies" if facts["reason"] == "died" else "is rejected"
    return f"{facts.who}'s ruler {facts.t('ruler')} {how}: an Interregnum follows"


def _ruler_rejected(facts: Facts) -> str:
    ruler = facts["ruler"]
    also = f" and the event's ruler {title(facts.content, ruler)}" if ruler else ""
    return f"{facts.who} rejects its ruler with {facts.t('event')}{also}"


def _advisor(facts: Facts) -> str:
    replaced = facts["replaced"]
    instead = f", replacing {title(facts.content, replaced)}" if replaced else ""
    return (
        f"{facts.who} appoints {facts.t('advisor')} as its {facts.w('power')} advisor "
        f"for {facts['cost']} ducats{instead}"
    )


def _leader(facts: Facts) -> str:
    return (
        f"{facts.who} appoints {facts.t('leader')} as {facts.w('role')} "
        f"for {facts['cost']} military power"
    )


def _war_declared(facts: Facts) -> str:
    cb = facts["casus_belli"]
    reason = f"with the casus belli {words(facts.content, cb)}" if cb else "without a casus belli"
    return f"{facts.who} declares war on {facts.t('target')} {reason}"


def _battle(facts: Facts) -> str:
    defenders = ", ".join(_side(facts, side) for side in facts["defenders"])
    return f"Battle in {facts['where']}: {_side(facts, facts['attacker'])} attacks {defenders}"


def _battle_leader(facts: Facts) -> str:
    leader = facts["leader"]
    if not leader:
        return f"{facts.who if facts.entry.seat else 'The side'} fights without a leader"
    side = facts.who if facts.entry.seat else "The defenders"
    return f"{side} are led by {title(facts.content, leader)}"


def _battle_roll(facts: Facts) -> str:
    side = facts.who if facts.entry.seat else "The defenders"
    faces = ", ".join(words(facts.content, face) for face in facts["faces"])
    return f"{side} roll {counted(facts.content, facts['dice'])}: {faces}, {facts['hits']} hits"


def _battle_won(facts: Facts) -> str:
    winner = facts["winner"]
    attacker, defender = _side(facts, facts["attacker"]), _side(facts, facts["defender"])
    losses = facts["losses"]
    lost = (
        f"; losses: {attacker} {counted(facts.content, losses.get('attacker'))}, "
        f"{defender} {counted(facts.content, losses.get('defender'))}"
        if isinstance(losses, dict)
        else ""
    )
    fame = ", gaining 1 military power" if facts["reward"] else ""
    if winner is None:
        return f"The battle in {facts['where']} ends undecided after {facts['rounds']} rounds{lost}"
    victor = attacker if winner == "attacker" else defender
    return (
        f"{victor} wins the battle in {facts['where']} after {facts['rounds']} rounds{fame}{lost}"
    )


SIEGE_OUTCOMES = {
    "too_weak": "is too weak to siege",
    "cannot_pay": "cannot pay to siege",
    "rebels_removed": "drives the rebels from",
    "liberated": "liberates",
    "occupied": "occupies",
}


def _siege(facts: Facts) -> str:
    done = SIEGE_OUTCOMES.get(str(facts["outcome"]), words(facts.content, facts["outcome"]))
    return f"{facts.who} {done} {facts['province']} (strength {facts['strength']})"


def _peace_resolution(facts: Facts) -> str:
    realms = words(facts.content, facts["realms"])
    return f"Peace between {realms}: {facts.w('outcome')}"


def _peace_declined(facts: Facts) -> str:
    return f"{facts.who} fights on against {facts.t('loser')} ({facts.w('outcome')})"


def _interregnum(facts: Facts) -> str:
    flipped = facts["flipped"]
    more = (
        f"; the marriage tokens of {words(facts.content, flipped)} on it turn over"
        if flipped
        else ""
    )
    return f"{facts.who} has no ruler: an Interregnum{more}"


def _marriage_back(facts: Facts) -> str:
    kept = "" if facts["kept"] else ", losing prestige"
    return f"{facts.who}'s marriage token on {facts.t('realm')} turns back{kept}"


REBEL_FACES = {
    "none": "no effect",
    "unrest": "unrest",
    "manpower": "manpower lost",
    "ducats": "2 ducats lost",
    "monarch_power": "monarch power lost",
    "rebellion": "rebellion",
}


def _rebel_die(facts: Facts) -> str:
    face = str(facts["face"])
    shown = REBEL_FACES.get(face, words(facts.content, face))
    return f"{facts.who}'s rebel die in {facts['area']}: {shown}"


def _rebellion(facts: Facts) -> str:
    placed = facts["rebels_placed"]
    if not placed:
        return f"Rebellion in {facts['area']} finds no province of {facts.who} to strike"
    rebels = counted(facts.content, placed)
    return f"Rebellion in {facts['area']}: {rebels} rebels rise against {facts.who}"


WAR_TEMPLATES: dict[str, Template] = {
    # characters
    "ruler_appointed": _ruler_appointed,
    "ruler_removed": _ruler_removed,
    "ruler_rejected": _ruler_rejected,
    "advisor_appointed": _advisor,
    "leader_appointed": _leader,
    "ill_health": "{seat!t}'s ruler {character!t} falls ill ({now} ill health tokens)",
    "ship_lost": "{seat!t} loses a {unit!w} at sea in {sea_zone}",
    # wars and calls to arms
    "war_declared": _war_declared,
    "declaration_barred": "{seat!t} may not declare war on {target!t}: {reason!w}",
    "ally_joined": "{seat!t} joins the war on the side of {ally_of!t}",
    "call_sent": "{seat!t} calls {ally!t} to arms ({call} call)",
    "call_accepted": "{seat!t} answers {caller!t}'s call to arms and joins the war",
    "call_refused": "{seat!t} refuses {caller!t}'s call to arms",
    "ally_activated": "{seat!t} activates its ally {ally!t} ({allied_units!u} allied units)",
    "ally_abandoned": "{seat!t} abandons its active ally {ally!t}, who fights on alone",
    "allied_units_lost": "{seat!t} gives back {count!u} allied units of {ally!t}",
    "ally_deactivated": "{seat!t} is at peace: {ally!t} is no longer an active ally",
    "truce_placed": "{seat!t} and {other!t} place truce tokens on each other",
    "casus_belli_gained": "{seat!t} gains a casus belli on {target!t}",
    "imperial_authority_lost": "The Emperor loses {change!n} Imperial Authority, now {now}",
    "access_taken": "{seat!t} buys military access into {area} with {paid}",
    # battles
    "battle": _battle,
    "slots_vacated": "{seat!t}'s {ships!u} light ships leave their trade slots in {zone}",
    "npr_defenders": "{seat!t} defends {where} with {units!u}",
    "battle_leader": _battle_leader,
    "battle_action": "{seat!t} plays the battle action {card!t}",
    "battle_roll": _battle_roll,
    "leader_wounded": "{seat!t}'s leader {leader!t} is wounded",
    "leader_dies": "{seat!t}'s leader {leader!t} dies of a second wound",
    "ships_captured": "{seat!t} captures {ships!u} ships in {where}",
    "retreat": "{seat!t}'s force retreats from {source} to {to}",
    "npr_retreat": "{seat!t}, outnumbered, leaves {where} with {units!u}",
    "npr_units_removed": "{seat!t}'s {units!u} leave {where}",
    "battle_won": _battle_won,
    "siege": _siege,
    "ships_leave_port": "{seat!t}'s ships sail out of {port}, taken by a siege, to {to}",
    "ships_leave_unfriendly_port": "{seat!t}'s ships leave {port}, no longer friendly, for {to}",
    "ships_disbanded": "{seat!t}'s ships in {port} find no open sea and are disbanded ({units!u})",
    "npr_invasion": "{npr!t} invades {area} with {units!u}",
    "invasion_unrest": "The invasion places unrest in {province} ({area}) against {seat!t}",
    # peace and rebels
    "casus_belli_removed": "{realm!t}'s casus belli on {target!t} is removed",
    "truces_removed": "{realm!t}'s truces with {others!T} are removed",
    "rebels_siege": "Rebels take {province} from {seat!t}: it is {result!w}",
    "rebels_move": "{count} rebels move from {source} to {area}",
    "rebels_removed": "{count} rebels with nowhere to go leave {area}",
    "interregnum": _interregnum,
    "marriage_turned_back": _marriage_back,
    "unrest_added": "{seat!t} gains {count} unrest in {area}",
    "unrest_removed": "{seat!t} removes {count} unrest from {area}",
    "rebel_die": _rebel_die,
    "rebellion": _rebellion,
    "peace_resolution": _peace_resolution,
    "peace_declined": _peace_declined,
    "peace_made": "{realms!T} make peace: {term!w}",
    "province_returned": "{province} returns to {seat!t} from {occupier!t}",
    "province_ceded": "{loser!t} cedes {province} to {seat!t}",
    "vassalized": "{vassal!t} becomes {seat!t}'s vassal ({tokens} vassal tokens)",
    "annexed": "{seat!t} annexes {annexed!t}",
    "peace_refused": "{seat!t} refuses {proposer!t}'s peace: the war goes on",
    "surrendered": "{seat!t} surrenders to {to!t}",
    "influence_placed": "{seat!t} places {count} influence in {area}",
    "influence_displaced": "{seat!t} displaces one of {realm!t}'s influence in {area}",
    "influence_taken": "{seat!t} has no influence cube left: it takes its own from {area}",
    "influence_cleared": "{seat!t}'s {count} influence leaves {area}, now all player-owned",
    "imperial_influence_cleared": (
        "{seat!t}'s {count} Imperial influence leaves {area}, now all player-owned"
    ),
    "influence_for_unrest": "{seat!t} discards 1 influence in {area} to remove {removed} unrest",
    "force_sent_home": "{seat!t} is at peace: its force in {source} goes home to {to}",
    "allied_units_removed": "{seat!t} is at peace: {count!u} allied units leave the board",
    "area_left_hre": "{area} leaves the Holy Roman Empire",
    "area_rejoined_hre": "{area} rejoins the Holy Roman Empire",
}
"""Kind → sentence for characters, wars, battles, peace and rebels."""
