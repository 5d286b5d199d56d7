"""Tests of Empires of the Middle Ages."""
