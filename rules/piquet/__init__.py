"""Piquet (spec: rules/piquet.md of the shared rules): two players, declarations and 12 tricks."""
