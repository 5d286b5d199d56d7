from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hegemon.engine.serial import NotPlainData, check_plain, clone, from_json, state_hash, to_json

plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=30,
)


@given(st.dictionaries(st.text(max_size=6), plain, max_size=6))
def test_json_round_trip_keeps_the_hash(state: dict[str, object]) -> None:
    assert state_hash(from_json(to_json(state))) == state_hash(state)
    assert clone(state) == state


def test_hash_ignores_key_order() -> None:
    assert state_hash({"a": 1, "b": [1, 2]}) == state_hash({"b": [1, 2], "a": 1})


def test_floats_are_refused_with_their_path() -> None:
    with pytest.raises(NotPlainData, match="/areas/Paris/tax: floats"):
        check_plain({"areas": {"Paris": {"tax": 1.5}}})


def test_tuples_are_refused() -> None:
    with pytest.raises(NotPlainData, match="tuple"):
        check_plain({"a": (1, 2)})


def test_from_json_refuses_a_list() -> None:
    with pytest.raises(NotPlainData, match="JSON object"):
        from_json("[1, 2]")
