"""Saved games and settings on disk: JSON only, written atomically, corrupt files kept aside."""
