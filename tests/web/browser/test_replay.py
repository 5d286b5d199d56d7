"""The replay viewer: a finished game stepped through forward and back, with its buttons,
its keys and its slider; the last step shows the outcome."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from tests.web.browser.conftest import LiveServer
from tests.web.conftest import MILLENNIUM_SEATS, millennium


def shows_step(page: Page, step: int, steps: int) -> None:
    """The viewer stands at ``step`` of ``steps``: body, counter and slider agree."""
    expect(page.locator("body")).to_have_attribute("data-step", str(step))
    expect(page.locator("#step-number")).to_have_text(str(step))
    expect(page.locator("#steps")).to_have_text(str(steps))
    expect(page.locator("#step")).to_have_value(str(step))


def test_the_replay_viewer_steps_through_an_all_ai_game_to_its_outcome(
    live: LiveServer, context: BrowserContext, screenshots: Path
) -> None:
    created = live.create(millennium(**dict.fromkeys(MILLENNIUM_SEATS, "ai")))
    match = created["match"]
    assert created["links"] == {}
    outcome = live.wait_until_over(match)["outcome"]
    history = live.history(match)
    steps = len(history)
    first, second = (live.get(f"/api/matches/{match}/replay/{step}") for step in (1, 2))
    assert first["action"].startswith(f"{history[0][0]}: ")

    page = context.new_page()
    page.goto(f"/replay/{match}")
    shows_step(page, 0, steps)
    expect(page.locator("#action")).to_have_text("The game as it was set up.")
    expect(page.locator("#back")).to_be_disabled()
    expect(page.locator("#outcome")).to_be_hidden()

    page.click("#forward")
    shows_step(page, 1, steps)
    expect(page.locator("#action")).to_have_text(f"Action: {first['action']}")
    expect(page.locator("#log li")).to_have_count(len(first["log"]))
    page.keyboard.press("ArrowRight")
    shows_step(page, 2, steps)
    expect(page.locator("#action")).to_have_text(f"Action: {second['action']}")
    page.keyboard.press("ArrowLeft")
    shows_step(page, 1, steps)
    page.click("#back")
    shows_step(page, 0, steps)

    page.keyboard.press("End")
    shows_step(page, steps, steps)
    expect(page.locator("#forward")).to_be_disabled()
    expect(page.locator("#outcome")).to_be_visible()
    rows = page.locator("#outcome table.scores tr[data-seat]")
    expect(rows).to_have_count(len(MILLENNIUM_SEATS))
    for seat, score in outcome["scores"].items():
        expect(
            rows.locator(f"xpath=self::*[@data-seat='{seat}']").locator("td.score")
        ).to_have_text(str(score))
    page.keyboard.press("Home")
    shows_step(page, 0, steps)
    expect(page.locator("#outcome")).to_be_hidden()
    page.click("#last")
    shows_step(page, steps, steps)
    page.click("#first")
    shows_step(page, 0, steps)

    middle = steps // 2
    page.locator("#step").fill(str(middle))
    shows_step(page, middle, steps)
    shown = live.get(f"/api/matches/{match}/replay/{middle}")
    expect(page.locator("#action")).to_have_text(f"Action: {shown['action']}")
    expect(page.locator("#log li .log-text").last).to_have_text(shown["log"][-1]["text"])
    page.mouse.move(0, 0)
    page.screenshot(path=str(screenshots / "replay.png"))
