"""The words and notations a player of eupop meets in menus, explanations, the board and
the log, each explained in our own words (``RulesModule.glossary`` hands them to the
terminal's ``h``; docs/playing-eupop.md prints the same list)."""

from __future__ import annotations

import textwrap

GLOSSARY: tuple[tuple[str, str], ...] = (
    (
        "round",
        "Five phases: 1 Draw Cards, 2 Actions, 3 Peace & Rebels, 4 Income & Upkeep, "
        "5 Clean-up. A scenario lasts a set number of rounds.",
    ),
    (
        "Age",
        "The game's eras (I to IV). Each Age has its own event deck, milestones, ideas and "
        "power struggles; the End of Age routine lays out the next Age's.",
    ),
    (
        "realm",
        "A country. PR: a player realm (a seat, or a Bot). NPR: a non-player realm. DNPR: a "
        "dynamic NPR, one that events can bring into play.",
    ),
    (
        "Bot",
        "A player realm nobody sits at, played by the Bot rules: each turn its Main Turn "
        "Structure and a card of its Bot deck pick the action, and it is never asked "
        "anything. `why` in play shows its last turns.",
    ),
    (
        "Bot Power",
        "BP: what a Bot pays its actions with instead of monarch power and ducats, gained "
        "each round by its difficulty level and by passing first. The board shows it under "
        "the table with the rest of the Bot mat.",
    ),
    (
        "monarch power",
        "Three pools, ADM (administrative), DIP (diplomatic) and MIL (military), at most 10 "
        "each: the price of most actions. The table shows them as ADM/DIP/MIL.",
    ),
    (
        "ducats",
        "Money: tax income in phase 4, ducats on events, trade and passing early. Used for "
        "action cards (2 each), advisors and upkeep. 50 or more breeds corruption.",
    ),
    (
        "prestige",
        "Victory points. The realm with most prestige after final scoring wins.",
    ),
    (
        "stability",
        "From -3 to +3. High stability removes unrest and pays monarch power; low or at war "
        "it adds unrest. Increase Stability costs 5 plus the current stability in ADM.",
    ),
    (
        "event",
        "Three face-up event cards each round, with ducats piling on those left. Each realm "
        "takes one (the Event action) and chooses option A or B; the secondary effects "
        "follow. An event every realm left resolves its secondary effects alone.",
    ),
    (
        "action card",
        "Cards drawn from the administrative, diplomatic and military decks in phase 1 and "
        "kept for 2 ducats each; at most five in hand after clean-up.",
    ),
    (
        "mission",
        "A goal picked in phase 1 (the realm's own, or a general one drawn); completed, it "
        "scores prestige and its reward.",
    ),
    (
        "milestone",
        "A goal of the Age shared by every realm: the first to reach it scores its prestige.",
    ),
    (
        "idea",
        "A card on display researched by paying its cost in one type of power: it tags the "
        "idea and scores its prestige; the realms that tagged it earlier score too "
        "(if no more than two did).",
    ),
    (
        "power struggle",
        "A contest over some areas: the upcoming one becomes active by an event and is "
        "scored in phase 4 by presence and tax value.",
    ),
    (
        "tax income",
        "The tax value of the provinces a realm owns (the Tax column): its income in "
        "phase 4 before costs, and prestige at final scoring.",
    ),
    (
        "manpower",
        "Available/total on the board: the units a realm may raise; used manpower is "
        "exhausted until clean-up refreshes it.",
    ),
    ("loan", "5 ducats now; interest each phase 4; 6 ducats to repay. Loans cost prestige."),
    (
        "casus belli",
        "A reason for war (CB): a claim, a call to arms, a General CB token, an event... "
        "Declaring war without one costs 2 stability.",
    ),
    (
        "truce",
        "After a peace the two realms hold truce tokens on each other and may not declare "
        "war on each other while they last.",
    ),
    (
        "unrest",
        "Tokens in an area; each adds a rebel die in phase 3, which may cost power, "
        "ducats or manpower, or start a rebellion.",
    ),
    (
        "ruler, advisors",
        "The ruler's skills (ADM/DIP/MIL) give monarch power; an advisor adds one of a "
        "type for its upkeep. Without a ruler a realm is in an Interregnum.",
    ),
    (
        "HRE",
        "The Holy Roman Empire: its Emperor, Imperial Authority and Imperial influence "
        "in its member areas.",
    ),
    (
        "pass",
        "Ending your part of the action phase; the first realms to pass gain ducats. One "
        "may pass only after taking an Event (or when none can be taken).",
    ),
    (
        "influence",
        "A realm's cubes in an area (at most 5 in an area, none in a distant one; the "
        "numbers by area names). Forge Alliance needs them, a call to an NPR ally spends "
        "them, power struggles count them. The Influence action places them.",
    ),
    (
        "royal marriage",
        "A realm's marriage token on another realm's capital (at most 3). It counts as one "
        "influence there; declaring war on the partner costs stability and ends it; an "
        "Interregnum may turn it into a Disputed Succession casus belli.",
    ),
    (
        "alliance",
        "An alliance token on an ally's capital (at most 3). A player ally answers calls to "
        "arms; an NPR ally called and activated fights with its units. Forge Alliance makes "
        "one with an NPR.",
    ),
    (
        "vassal",
        "A realm under an overlord: it shares its overlord's wars and its provinces count "
        "for it. A peace may vassalize a loser; Cut ties releases a vassal.",
    ),
    (
        "Cut ties",
        "A minor action ending royal marriages, releasing vassals or ending alliances, one "
        "at a time. Ending an alliance costs influence and brings a truce (ally at peace) or "
        "costs prestige (ally at war).",
    ),
    (
        "player-to-player diplomacy",
        "A generic action: one offer to another human realm (marriage, alliance, monetary "
        "support, provinces for ducats), which its seat accepts or refuses whole. With "
        "Optional Rule 1 the two may first confer in private.",
    ),
    (
        "fabricate claim",
        "A diplomatic action, at peace: claims next to your realm for 2 diplomatic power "
        "each (1 in a power-struggle area). A claim is a casus belli. Counterespionage may "
        "cancel the action.",
    ),
    (
        "state religion",
        "A realm's faith. An area's religion is its religion slot's (the lettered badge on "
        "the map); a non-player realm follows its capital area's. From Age II, Change State "
        "Religion converts a realm between Catholic and Protestant.",
    ),
    (
        "Counter-Reformation",
        "A token that sets a religion slot Counter-Reformed; a Counter-Reformed realm counts "
        "as Catholic. While it is in play a Catholic realm may embrace it (Change State "
        "Religion, 3 ADM).",
    ),
    (
        "Revolutionary",
        "A token on a religion slot (Rv on the map): a realm whose capital area carries it "
        "is Revolutionary; researching another government form gives the revolution up.",
    ),
    (
        "Diverse Faiths",
        "An area religion of mixed faiths (Dv): never a state religion, so a non-player "
        "realm whose capital area turns Diverse keeps its own.",
    ),
    (
        "Spread of Religious Ideas",
        "A secondary event effect: each body of joined Protestant or Counter-Reformed areas "
        "spreads its faith to one religion slot next to it (4 at most, never into Muslim or "
        "Orthodox ones); with none on the map, 2 Catholic slots turn Diverse.",
    ),
    (
        "Spread of the Revolution",
        "A secondary event effect: each body of joined Revolutionary areas puts a "
        "Revolutionary token on a slot next to it (4 at most); with none on the map, two "
        "player realms' capital areas take one. The game has 12 such tokens.",
    ),
    (
        "Religious Rebels",
        "Optional rule 5 (option religious_rebels): rebels occupying a realm's provinces in "
        "areas not of its faith are religious; holding its capital and 2 more provinces, "
        "they let it take its capital area's religion in phase 3.",
    ),
    (
        "Curia, cardinal",
        "The Papal Curia: a regular slot per Catholic player realm plus one, and the Roma "
        "cardinal (the Catholic realm controlling Roma, else one allied to the Papal "
        "States). Cardinals are cubes placed by the Influence action, 3 DIP each.",
    ),
    (
        "Papal Controller",
        "The realm with most cardinals (the left-most cardinal breaks a tie): discounts, 1 "
        "extra ADM or DIP a round and, in Ages I-II, one papal action a round. With 2 or "
        "more and no tie it is Uncontested and scores prestige.",
    ),
    (
        "excommunication",
        "A papal action on a Catholic realm: its token stays on the capital until phase 4; "
        "the realm loses stability, a cardinal and influence in Catholic areas, and every "
        "Catholic realm holds a casus belli on it.",
    ),
    (
        "crusade",
        "A papal action on an area where Muslim realms own 2+ provinces: Catholic realms "
        "gain the Holy War casus belli on them. Declaring with it commits a realm, which in "
        "phase 4 scores 1 if it won the area, else loses 2.",
    ),
    (
        "Emperor, Imperial Authority",
        "The Emperor (♛) leads the HRE. Imperial Authority, at most the counted electors "
        "plus 1, brings it income; Increase Imperial Authority raises it for 1 + its value "
        "in DIP; the Emperor's war on a member without a casus belli lowers it.",
    ),
    (
        "elector",
        "An HRE area marked ⚜. It counts for Imperial Authority only while it is in the HRE "
        "and holds the capital of an HRE member.",
    ),
    (
        "Imperial influence",
        "The Emperor's extra cubes in HRE areas (♛n on the map): they count as its influence "
        "but are never paid in place of its own cubes, and go when the area leaves the HRE.",
    ),
    (
        "Imperial Subject",
        "An HRE member other than the Emperor: a realm whose capital lies in an HRE area "
        "(the hatched areas of the map).",
    ),
    (
        "Defending the HRE",
        "When a realm outside the HRE attacks a Subject or the Emperor, a human Emperor may "
        "defend the HRE: it raises Imperial units (its influence in elector areas, at most "
        "8) for its land battles, and each player Subject at peace contributes.",
    ),
    (
        "Imperial Election",
        "Advanced rules: when a human Emperor's ruler changes with Imperial Authority at 4 or "
        "less, each elector area votes (a candidate's capital there, else most influence) and "
        "the realm with most votes wears the crown; the sitting Emperor decides every tie.",
    ),
    (
        "explore",
        "A generic action (1 DIP + 1 MIL): roll the exploration die to discover distant "
        "areas next to your realm or ships; a discovered territory takes one of your "
        "colonists.",
    ),
    (
        "colonist, colony",
        "A colonist stands on a vacant territory its realm discovered; Colonize (4 ADM) "
        "replaces it by a small town, and the territory becomes the realm's province.",
    ),
    (
        "Native Uprising",
        "A secondary event effect: each player realm loses a colonist and gains an unrest "
        "in a distant area it owns a province in; the realm that took the event may ignore "
        "one of the two.",
    ),
    (
        "Pacific",
        "Sea zones drawn as red dashed ovals on the map: a naval move into one costs 1 more "
        "monarch power of a type you pick.",
    ),
)
"""(term, explanation), in the order a new player needs them."""

VERB_TERMS: dict[str, str] = {
    # the menu's actions
    "influence": "influence",
    "forge_alliance": "alliance",
    "fabricate_claim": "fabricate claim",
    "cut_ties": "Cut ties",
    "diplomacy": "player-to-player diplomacy",
    "change_state_religion": "state religion",
    "excommunicate_ruler": "excommunication",
    "call_crusade": "crusade",
    "increase_imperial_authority": "Emperor, Imperial Authority",
    "explore": "explore",
    "colonize": "colonist, colony",
    # the decisions they and issue 12's effects ask
    "influence_place": "influence",
    "influence_source": "influence",
    "influence_area": "influence",
    "forge_source": "alliance",
    "fabricate_in": "fabricate claim",
    "cut_tie": "Cut ties",
    "relation_answer": "alliance",
    "remove_relation": "alliance",
    "liberation_ally": "alliance",
    "liberation_influence": "influence",
    "peace_marriage": "royal marriage",
    "freed_vassal": "vassal",
    "deal_confer": "player-to-player diplomacy",
    "deal_term": "player-to-player diplomacy",
    "deal_amount": "player-to-player diplomacy",
    "deal_accept": "player-to-player diplomacy",
    "deal_refuse": "player-to-player diplomacy",
    "deal_draw": "player-to-player diplomacy",
    "peace_agreement": "player-to-player diplomacy",
    "no_peace_agreement": "player-to-player diplomacy",
    "accept_peace_agreement": "player-to-player diplomacy",
    "refuse_peace_agreement": "player-to-player diplomacy",
    "rel_remove": "state religion",
    "rel_place": "state religion",
    "rel_forced_remove": "state religion",
    "lose_influence_cube": "influence",
    "spread_religion": "Spread of Religious Ideas",
    "place_diverse_faiths": "Spread of Religious Ideas",
    "spread_revolution": "Spread of the Revolution",
    "take_revolutionary": "Spread of the Revolution",
    "keep_revolutionary": "Spread of the Revolution",
    "religious_rebels_convert": "Religious Rebels",
    "religious_rebels_keep": "Religious Rebels",
    "crusade_war": "crusade",
    "crusade_no_war": "crusade",
    "papal_power": "Papal Controller",
    "cardinal_dies": "Curia, cardinal",
    "place_imperial": "Imperial influence",
    "defend_hre": "Defending the HRE",
    "refuse_hre_defence": "Defending the HRE",
    "elector_vote": "Imperial Election",
    "elect_emperor": "Imperial Election",
    "subject_manpower": "Defending the HRE",
    "subject_ducats": "Defending the HRE",
    "subject_prestige": "Defending the HRE",
    "subject_casus_belli": "Defending the HRE",
    "explore_ship": "explore",
    "explore_stay": "explore",
    "explore_reroll": "explore",
    "explore_keep": "explore",
    "explore_discover": "explore",
    "explore_pay": "explore",
    "explore_fail": "explore",
    "uprising_ignore": "Native Uprising",
    "uprising_colonist": "Native Uprising",
    "uprising_area": "Native Uprising",
    "sail_pacific": "Pacific",
}
"""Issue 12's verbs (its menu actions and the decisions of its packages, as
docs/verbs-and-log-eupop.md lists them) → the glossary term that explains them."""


def glossary() -> list[tuple[str, str]]:
    """Every term with its explanation."""
    return list(GLOSSARY)


def lines(width: int = 80) -> list[str]:
    """The glossary as terminal lines: the term, then its explanation wrapped and indented."""
    shown: list[str] = []
    for term, text in GLOSSARY:
        shown += textwrap.wrap(
            f"{term}: {text}", width, subsequent_indent="    ", break_on_hyphens=False
        )
    return shown
