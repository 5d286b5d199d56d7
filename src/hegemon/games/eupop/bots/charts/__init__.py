"""The Bot charts' facts and steps, one module per chart (decision 0108 §2.3): each adds
its own to the registries of ``bots/__init__.py``."""
