"""hegemon: an engine that plays historical grand-strategy board games by their full rules."""

__version__ = "0.1.0"
