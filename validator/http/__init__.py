"""The HTTP shell of Arbiter: Flask app factory, envelope schemas, problem details."""

from .app import create_app

__all__ = ["create_app"]
