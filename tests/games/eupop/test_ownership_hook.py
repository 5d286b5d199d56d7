"""The reactions to a change of province owners run once, in order, with the provinces
sorted and named once (``rules.ownership.after_provinces_changed``)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.rules.ownership import after_provinces_changed


def test_every_reaction_runs_in_order_with_the_changed_provinces_sorted() -> None:
    heard: list[tuple[str, list[str]]] = []

    def first(game: Game, provinces: list[str]) -> None:
        heard.append(("first", provinces))

    def second(game: Game, provinces: list[str]) -> None:
        heard.append(("second", provinces))

    rules = Eupop(RULES.procedures, RULES.content, RULES.effect_table, RULES.menu, (first, second))
    game = rules.setup("six_crowns", 1)
    after_provinces_changed(game, ["Toledo", "Lisboa", "Toledo"])
    after_provinces_changed(game, [])
    assert heard == [("first", ["Lisboa", "Toledo"]), ("second", ["Lisboa", "Toledo"])]


def test_a_pack_changed_for_a_situation_keeps_the_reactions_and_the_menu() -> None:
    def react(game: Game, provinces: list[str]) -> None:
        return None

    rules = Eupop(RULES.procedures, RULES.content, RULES.effect_table, RULES.menu, (react,))
    changed = rules.with_content({"scenarios/scenarios/six_crowns/player_realms/poland/ducats": 9})
    assert changed.ownership_reactions == (react,)
    assert changed.menu is RULES.menu
