"""The validation pipeline (docs/architecture.md): syntax → schema → semantic, then `locate`."""
