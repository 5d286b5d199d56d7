"""``hegemon serve``: the browser front end (docs/web.md), on the store of saved games."""

from __future__ import annotations

import importlib.util
from types import FrameType
from typing import Annotated

import typer

from hegemon.cli.errors import fail
from hegemon.cli.saves import DbOption, open_store, store_path
from hegemon.engine.store import StoreError


def serve_command(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on.", min=1, max=65535)] = 8000,
    db: DbOption = None,
    ai_delay: Annotated[
        float,
        typer.Option(
            help="Seconds between two moves of AI seats, so people can follow them.", min=0
        ),
    ] = 0.3,
) -> None:
    """Serve games in the browser: a lobby that lists and creates games, a page per seat
    (each person's seat has its own secret link), a replay viewer. The store file is the
    whole server state: every game goes on after a restart."""
    if importlib.util.find_spec("fastapi") is None or importlib.util.find_spec("uvicorn") is None:
        fail("hegemon serve needs the web extra: pip install 'hegemon[web]'")
    import uvicorn

    from hegemon.web.api import create_app

    open_store(db).close()  # a file that is no sound store: one line, exit 2
    try:
        app = create_app(store_path(db), ai_delay)
    except StoreError as error:
        fail(str(error))
    closing = app.state.closing

    class Serving(uvicorn.Server):
        """Ends the event streams when asked to stop, so the stop need not wait for them."""

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            closing.set()
            super().handle_exit(sig, frame)

    typer.echo(f"hegemon serves {store_path(db)} at http://{host}:{port}/ (Ctrl-C stops it)")
    config = uvicorn.Config(
        app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=5
    )
    Serving(config).run()
