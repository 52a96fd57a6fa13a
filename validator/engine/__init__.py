"""The pure rules engine: no I/O. Entry point: :func:`validator.engine.validate.validate`."""
