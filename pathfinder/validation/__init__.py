"""Three validation tiers (SPEC §3) over draft text and samples; pure functions."""
