"""The game-agnostic kernel: state, procedures, decisions, randomness, log, replay, store."""
