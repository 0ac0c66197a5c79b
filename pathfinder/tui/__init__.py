"""Textual adapter for the wizard: screens render `pathfinder.wizard` state and forward keys."""
