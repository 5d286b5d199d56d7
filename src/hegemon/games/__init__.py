"""The games hegemon plays, one rules module per package."""
