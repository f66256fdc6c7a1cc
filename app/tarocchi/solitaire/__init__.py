"""Solitaire support shared by the window and the command line (no Qt here)."""
