"""Tests of the games."""
