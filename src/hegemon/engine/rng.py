"""The versioned portable generators whose state lives in the game state.

Two algorithms, chosen when a game is set up (the kernel option ``generator``):

- ``pcg32`` (the default): PCG32 (XSH RR 64/32), record ``{"algorithm": "pcg32",
  "version": 1, "state": int, "increment": int, "forced": [...]}``. Fast and fine for
  play at one table, simulation and research, but not for secrets kept from a remote
  player: its 64-bit state can in principle be worked out from enough public dice.
- ``blake2b``: keyed BLAKE2b in counter mode, record ``{"algorithm": "blake2b",
  "version": 1, "key": hex, "counter": int, "forced": [...]}``. Each 32-bit draw is the
  keyed hash of the counter; without the 256-bit key (derived from the seed and never in
  any view) no number of public draws says anything about the next ones
  (docs/hidden-information.md). For games whose seats do not share one screen.

The same record gives the same draws on every machine. ``forced`` lets a situation test
decide die results in advance; each die roll takes the first forced value, if any,
instead of drawing.
"""

from __future__ import annotations

import hashlib
from typing import Any, TypeVar

ALGORITHM = "pcg32"
VERSION = 1
KEYED = "blake2b"
"""The keyed generator's name (the kernel option ``generator: blake2b``)."""
ALGORITHMS = (ALGORITHM, KEYED)
_KEY_PERSON = b"hegemon-rng-v1"
_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULTIPLIER = 6364136223846793005

T = TypeVar("T")


class RandomRecordError(ValueError):
    """The generator record in a state is missing, of another algorithm or version, or broken."""


def new_record(seed: int, stream: int = 54, algorithm: str = ALGORITHM) -> dict[str, Any]:
    """A fresh generator record: PCG32 seeded as its reference implementation seeds, or
    the keyed generator with a key derived from the seed and the stream."""
    if algorithm == KEYED:
        key = hashlib.blake2b(
            f"{seed}/{stream}".encode(), digest_size=32, person=_KEY_PERSON
        ).hexdigest()
        return {"algorithm": KEYED, "version": VERSION, "key": key, "counter": 0, "forced": []}
    if algorithm != ALGORITHM:
        raise RandomRecordError(
            f"no random generator {algorithm!r}; generators: {', '.join(ALGORITHMS)}"
        )
    increment = ((stream << 1) | 1) & _MASK64
    record: dict[str, Any] = {
        "algorithm": ALGORITHM,
        "version": VERSION,
        "state": 0,
        "increment": increment,
        "forced": [],
    }
    _advance(record)
    record["state"] = (record["state"] + (seed & _MASK64)) & _MASK64
    _advance(record)
    return record


def check_record(record: Any) -> None:
    if not isinstance(record, dict):
        raise RandomRecordError("the random generator record is missing")
    if record.get("algorithm") not in ALGORITHMS or record.get("version") != VERSION:
        raise RandomRecordError(
            f"random generator {record.get('algorithm')!r} version {record.get('version')!r} "
            f"is not one of {', '.join(ALGORITHMS)} version {VERSION}"
        )
    if record["algorithm"] == KEYED:
        key = record.get("key")
        if not (isinstance(key, str) and len(key) == 64 and _is_hex(key)):
            raise RandomRecordError("random generator field 'key' is not 64 hex digits")
        if not isinstance(record.get("counter"), int) or isinstance(record["counter"], bool):
            raise RandomRecordError("random generator field 'counter' is not an integer")
        return
    for key in ("state", "increment"):
        if not isinstance(record.get(key), int):
            raise RandomRecordError(f"random generator field {key!r} is not an integer")


def _advance(record: dict[str, Any]) -> None:
    record["state"] = (record["state"] * _MULTIPLIER + record["increment"]) & _MASK64


def _is_hex(text: str) -> bool:
    try:
        bytes.fromhex(text)
    except ValueError:
        return False
    return True


def next_u32(record: dict[str, Any]) -> int:
    """The next 32-bit output; advances the record."""
    if "key" in record:
        counter = record["counter"]
        record["counter"] = counter + 1
        digest = hashlib.blake2b(
            counter.to_bytes(16, "little"), key=bytes.fromhex(record["key"]), digest_size=4
        ).digest()
        return int.from_bytes(digest, "little")
    old = record["state"]
    record["state"] = (old * _MULTIPLIER + record["increment"]) & _MASK64
    xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
    rotation = old >> 59
    output: int = ((xorshifted >> rotation) | (xorshifted << ((-rotation) & 31))) & _MASK32
    return output


def below(record: dict[str, Any], bound: int) -> int:
    """A uniform integer in ``0 .. bound-1`` without modulo bias (rejection sampling)."""
    if bound <= 0:
        raise ValueError(f"bound must be positive, not {bound}")
    threshold = ((1 << 32) - bound) % bound
    while True:
        value = next_u32(record)
        if value >= threshold:
            return value % bound


def integer_between(record: dict[str, Any], low: int, high: int) -> int:
    """A uniform integer in ``low .. high`` inclusive."""
    if high < low:
        raise ValueError(f"empty range {low}..{high}")
    return low + below(record, high - low + 1)


def die(record: dict[str, Any], sides: int = 6) -> int:
    """One die of ``sides`` faces; a forced value, if queued, is taken first."""
    forced = record.get("forced")
    if forced:
        value = forced.pop(0)
        if not isinstance(value, int) or not 1 <= value <= sides:
            raise RandomRecordError(f"forced die value {value!r} is not a face of a d{sides}")
        return value
    return 1 + below(record, sides)


def shuffle(record: dict[str, Any], items: list[T]) -> None:
    """Fisher-Yates shuffle in place."""
    for index in range(len(items) - 1, 0, -1):
        other = below(record, index + 1)
        items[index], items[other] = items[other], items[index]


def choice(record: dict[str, Any], items: list[T]) -> T:
    if not items:
        raise ValueError("cannot choose from an empty list")
    return items[below(record, len(items))]
