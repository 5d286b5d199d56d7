"""The AI seats' player: a thread that makes the moves of every AI seat whose decision is
pending, one move per turn of the server's lock, so requests go on between them."""

from __future__ import annotations

import queue
import threading
import time
import traceback

from hegemon.web.errors import WebError
from hegemon.web.service import Server

STOP = -1


class AiRunner:
    """Plays the AI seats of a server's games in the background. ``delay``: seconds
    between two AI moves of one game (0: as fast as they come), so people can follow."""

    def __init__(self, server: Server, delay: float = 0.0) -> None:
        self.server = server
        self.delay = delay
        self.queue: queue.Queue[int] = queue.Queue()
        self.thread = threading.Thread(target=self._run, name="hegemon-ai", daemon=True)
        server.listeners.append(self.queue.put)

    def start(self) -> None:
        """Start; the thread first looks at the games left waiting on an AI seat when the
        server last stopped (after the server listens: loading them takes time)."""
        self.thread.start()

    def stop(self) -> None:
        self.queue.put(STOP)
        self.thread.join(timeout=10)

    def _run(self) -> None:
        for match_id in self.server.waiting_on_ai():
            self.queue.put(match_id)
        while True:
            match_id = self.queue.get()
            if match_id == STOP:
                return
            if self.delay:
                time.sleep(self.delay)
            try:
                self.server.play_ai(match_id)
            except WebError:
                continue
            except Exception:  # the runner plays every game: one fault must not stop it
                traceback.print_exc()
