"""The one error a request can meet: a 4xx status and a line saying what is wrong."""

from __future__ import annotations

BAD_REQUEST = 400
NOT_FOUND = 404
CONFLICT = 409
UNPROCESSABLE = 422


class WebError(Exception):
    """A request refused, with nothing changed: ``status`` (4xx) and a one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
