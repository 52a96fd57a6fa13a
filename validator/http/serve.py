"""Run the API with a threaded WSGI server (werkzeug's, multi-threaded).

``serve(host, port, redis_url)``: ``redis_url`` None means :func:`workers.redis_server.ensure_redis`
(``$REDIS_URL``, else an embedded Redis that lives as long as this call).
"""

from __future__ import annotations

import logging

from werkzeug.serving import make_server

from workers.redis_server import ensure_redis

from .app import create_app

log = logging.getLogger(__name__)


def serve(
    host: str = "127.0.0.1", port: int = 8000, redis_url: str | None = None, **app_options: object
) -> None:
    """Serve until interrupted (Ctrl-C / SIGTERM -> KeyboardInterrupt or SystemExit)."""
    url, owner = ensure_redis(redis_url)
    app = create_app(url, **app_options)  # type: ignore[arg-type]
    server = make_server(host, port, app, threaded=True)
    logging.basicConfig(level=logging.INFO)
    log.info("Arbiter API on http://%s:%s (Redis %s)", host, server.server_port, url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        del owner  # the embedded Redis (if any) lives exactly as long as the server
