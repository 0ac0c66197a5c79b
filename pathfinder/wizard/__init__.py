"""The wizard's logic without a screen: the state machine and the session that drives it.

`pathfinder.tui` renders these states and forwards keys; every business rule
(which key is allowed where, what budget a generation gets, what may be saved)
lives here so it can be tested without Textual.
"""
