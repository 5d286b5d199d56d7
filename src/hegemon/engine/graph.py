"""Graph helpers shared by every game's map tables (precomputed once per map)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping


def breadth_first(start: str, neighbours: Mapping[str, Iterable[str]]) -> dict[str, int]:
    """Fewest steps from ``start`` to every node it reaches (``start`` itself at 0)."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in neighbours[here]:
            if there not in distance:
                distance[there] = distance[here] + 1
                queue.append(there)
    return distance
