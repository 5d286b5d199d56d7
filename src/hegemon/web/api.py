"""The HTTP side of the server: the JSON API of docs/web.md, the pages and the event
streams, on FastAPI. Every refusal is a 4xx with ``{"error": ...}`` and changes nothing."""

from __future__ import annotations

import asyncio
import html
import json
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import (
    FileResponse,
    HTMLResponse,
    JSONResponse,
    Response,
    StreamingResponse,
)
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from hegemon.engine.decision import brief
from hegemon.web.errors import BAD_REQUEST, CONFLICT, WebError
from hegemon.web.replays import ReplayCursors
from hegemon.web.runner import AiRunner
from hegemon.web.service import Server

T = TypeVar("T")
EVENT_POLL_SECONDS = 0.2
KEEP_ALIVE_SECONDS = 15.0
WEB = resources.files("hegemon.web")


def _page(name: str) -> FileResponse:
    return FileResponse(Path(str(WEB / "pages" / name)), media_type="text/html")


def _refusal(message: str) -> str:
    """The page a browser gets for a link that leads nowhere."""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hegemon</title>'
        '<link rel="stylesheet" href="/static/style.css"></head><body><main class="refusal">'
        f'<h1>Not here</h1><p role="alert">{html.escape(message)}.</p>'
        '<p><a href="/">Back to the lobby</a></p></main></body></html>'
    )


async def _body(request: Request) -> Any:
    raw = await request.body()
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise WebError(BAD_REQUEST, "the body is not JSON (or nested too deep)") from None


def _number(text: str, what: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 18:
        raise WebError(BAD_REQUEST, f"{what} is a whole number, not {brief(text)}")
    return int(text)


def create_app(db: Path, ai_delay: float = 0.0) -> FastAPI:
    """The server's application on the store file ``db``."""
    server = Server(db)
    runner = AiRunner(server, ai_delay)
    cursors = ReplayCursors()
    replay_lock = threading.Lock()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        runner.start()
        yield
        runner.stop()
        server.close()

    app = FastAPI(title="hegemon", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.server = server
    app.state.closing = threading.Event()
    """Set when the server is asked to stop: the event streams end, so it need not wait."""
    app.mount("/static", StaticFiles(directory=str(WEB / "static")), name="static")

    @app.exception_handler(WebError)
    async def refused(request: Request, error: WebError) -> JSONResponse:
        return JSONResponse({"error": error.message}, status_code=error.status)

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, error: RequestValidationError) -> JSONResponse:
        problems = "; ".join(
            f"{'.'.join(map(str, problem['loc']))}: {problem['msg']}" for problem in error.errors()
        )
        return JSONResponse({"error": problems or "malformed request"}, status_code=BAD_REQUEST)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(error.detail)}, status_code=error.status_code)

    async def call(work: Callable[[], T]) -> T:
        return await run_in_threadpool(work)

    def seat_of(match: str, token: str) -> tuple[int, str]:
        match_id = _number(match, "a game's number")
        return match_id, server.seat(match_id, token)

    # -- pages -----------------------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return _page("lobby.html")

    async def page_if(check: Callable[[], object], name: str) -> Response:
        """A page, or a short page saying why not (a wrong link, no such game)."""
        try:
            await call(check)
        except WebError as error:
            return HTMLResponse(_refusal(error.message), status_code=error.status)
        return _page(name)

    @app.get("/play/{match}/{token}", include_in_schema=False)
    async def play_page(match: str, token: str) -> Response:
        return await page_if(lambda: seat_of(match, token), "game.html")

    @app.get("/watch/{match}", include_in_schema=False)
    async def watch_page(match: str) -> Response:
        return await page_if(lambda: server.get(_number(match, "a game's number")), "game.html")

    @app.get("/replay/{match}", include_in_schema=False)
    async def replay_page(match: str) -> Response:
        return await page_if(lambda: server.get(_number(match, "a game's number")), "replay.html")

    # -- games -----------------------------------------------------------------------------
    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {"games": await call(server.catalogue)}

    @app.get("/api/matches")
    async def matches() -> dict[str, Any]:
        return {"matches": await call(server.matches)}

    @app.post("/api/matches", status_code=201)
    async def create(request: Request) -> dict[str, Any]:
        body = await _body(request)
        return await call(lambda: server.create(body))

    # -- a seat ----------------------------------------------------------------------------
    def since_of(request: Request) -> int | None:
        since = request.query_params.get("since")
        return None if since is None else _number(since, "'since'")

    @app.get("/api/play/{match}/{token}")
    async def seat_page(match: str, token: str, request: Request) -> dict[str, Any]:
        since = since_of(request)

        def work() -> dict[str, Any]:
            match_id, seat = seat_of(match, token)
            return server.page(match_id, seat, since)

        return await call(work)

    @app.post("/api/play/{match}/{token}/{what}")
    async def seat_acts(match: str, token: str, what: str, request: Request) -> dict[str, Any]:
        body = await _body(request)
        changes = {"act": server.act, "command": server.command, "undo": server.undo}
        if what not in changes:
            raise WebError(404, f"no request {brief(what)}: act, command or undo")

        def work() -> dict[str, Any]:
            match_id, seat = seat_of(match, token)
            changes[what](match_id, seat, body)
            return server.page(match_id, seat)

        return await call(work)

    @app.get("/api/play/{match}/{token}/explain")
    async def explain(match: str, token: str, request: Request) -> dict[str, Any]:
        verb = request.query_params.get("verb")
        if verb is None:
            raise WebError(BAD_REQUEST, "explain needs ?verb=... (and &argument=JSON)")
        text = request.query_params.get("argument", "null")
        try:
            argument = json.loads(text)
        except (ValueError, RecursionError):
            raise WebError(BAD_REQUEST, f"'argument' is JSON, not {brief(text)}") from None

        def work() -> dict[str, Any]:
            match_id, seat = seat_of(match, token)
            return {"lines": server.explain(match_id, seat, verb, argument)}

        return await call(work)

    def turn_of(request: Request) -> int | None:
        turn = request.query_params.get("turn")
        return None if turn is None else _number(turn, "'turn'")

    @app.get("/api/play/{match}/{token}/why")
    async def seat_why(match: str, token: str, request: Request) -> dict[str, Any]:
        turn = turn_of(request)

        def work() -> dict[str, Any]:
            match_id, seat = seat_of(match, token)
            return {"lines": server.why(match_id, seat, turn)}

        return await call(work)

    @app.get("/api/watch/{match}/why")
    async def watch_why(match: str, request: Request) -> dict[str, Any]:
        turn = turn_of(request)
        match_id = _number(match, "a game's number")
        return {"lines": await call(lambda: server.why(match_id, None, turn))}

    @app.get("/api/play/{match}/{token}/map.svg")
    async def seat_map(match: str, token: str) -> Response:
        def work() -> str:
            match_id, seat = seat_of(match, token)
            return server.map(match_id, seat)

        return Response(await call(work), media_type="image/svg+xml")

    @app.get("/api/play/{match}/{token}/events")
    async def seat_events(match: str, token: str, request: Request) -> StreamingResponse:
        match_id, _ = await call(lambda: seat_of(match, token))
        return StreamingResponse(events(match_id, request), media_type="text/event-stream")

    # -- a spectator -----------------------------------------------------------------------
    @app.get("/api/watch/{match}")
    async def watch(match: str, request: Request) -> dict[str, Any]:
        since = since_of(request)
        match_id = _number(match, "a game's number")
        return await call(lambda: server.page(match_id, None, since))

    @app.get("/api/watch/{match}/map.svg")
    async def watch_map(match: str) -> Response:
        match_id = _number(match, "a game's number")
        return Response(await call(lambda: server.map(match_id, None)), media_type="image/svg+xml")

    @app.get("/api/watch/{match}/events")
    async def watch_events(match: str, request: Request) -> StreamingResponse:
        match_id = _number(match, "a game's number")
        await call(lambda: server.get(match_id))
        return StreamingResponse(events(match_id, request), media_type="text/event-stream")

    async def events(match_id: int, request: Request) -> AsyncIterator[str]:
        """``version`` events: the match's version now, then each time it changes."""
        shown = -1
        quiet = 0.0
        closing: threading.Event = app.state.closing
        while not closing.is_set() and not await request.is_disconnected():
            version = await call(lambda: server.version(match_id))
            if version != shown:
                shown = version
                quiet = 0.0
                yield f"event: version\ndata: {version}\n\n"
            elif quiet >= KEEP_ALIVE_SECONDS:
                quiet = 0.0
                yield ": still here\n\n"
            await asyncio.sleep(EVENT_POLL_SECONDS)
            quiet += EVENT_POLL_SECONDS

    # -- finished games --------------------------------------------------------------------
    def finished(match: str) -> int:
        match_id = _number(match, "a game's number")
        with server.locked():
            if server.get(match_id).match.outcome is None:
                raise WebError(
                    CONFLICT,
                    f"game {match_id} is not over: its replay (seed and every action) is "
                    "served once it ends",
                )
        return match_id

    @app.get("/api/matches/{match}/replay.json")
    async def replay_file(match: str) -> JSONResponse:
        def work() -> dict[str, Any]:
            match_id = finished(match)
            with server.locked():
                return server.store.record(match_id, note="hegemon serve").to_data()

        return JSONResponse(
            await call(work),
            headers={"Content-Disposition": f'attachment; filename="hegemon-{match}.json"'},
        )

    @app.get("/api/matches/{match}/replay/{step}")
    async def replay_step(match: str, step: str) -> dict[str, Any]:
        def work() -> dict[str, Any]:
            match_id = finished(match)
            wanted = _number(step, "a step")
            with server.locked():
                rules = server.get(match_id).match.rules
                record = server.store.record(match_id)
            with replay_lock:  # the game played again outside the server's lock
                cursor = cursors.get(match_id, record, rules)
                if wanted > cursor.steps:
                    raise WebError(404, f"game {match_id} has {cursor.steps} steps, not {wanted}")
                return cursor.show(wanted)

        return await call(work)

    return app
