"""The store's errors."""

from __future__ import annotations


class StoreError(ValueError):
    """A store file that cannot be used, or a write it refuses; the message names the file."""


class StaleWrite(StoreError):
    """A write based on an action number another client has already used."""
