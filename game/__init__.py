"""The pygame-ce table: scenes, sprites, layout from Tiled maps, input. Nothing under rules/
imports this package; the table reaches the games only through rules.core.session.Session."""
