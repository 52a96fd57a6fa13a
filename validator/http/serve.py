"""Run the API with a threaded WSGI server (werkzeug's, one thread per request).

``serve(host, port, redis_url)``. With ``redis_url`` None: ``$REDIS_URL``, else an embedded
Redis (:func:`workers.redis_server.ensure_redis`) owned by this call and stopped when it
returns. Workers must then be given :func:`serve`'s Redis URL, so a caller that also starts
workers should call ``ensure_redis`` itself and pass the URL here.
"""

from __future__ import annotations

import logging
import signal
import threading
from typing import Any

from werkzeug.serving import make_server

from workers.redis_server import ensure_redis, stop_redis

from .app import create_app

log = logging.getLogger(__name__)


def _exit_on_sigterm(signum: int, frame: Any) -> None:
    raise SystemExit(0)


def serve(
    host: str = "127.0.0.1", port: int = 8000, redis_url: str | None = None, **app_options: Any
) -> None:
    """Serve until interrupted (Ctrl-C or SIGTERM); ``app_options`` go to :func:`create_app`."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    url, owner = ensure_redis(redis_url)
    try:
        app = create_app(url, **app_options)
        server = make_server(host, port, app, threaded=True)
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, _exit_on_sigterm)
        log.info("Arbiter API on http://%s:%s (Redis %s)", host, server.server_port, url)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    finally:
        stop_redis(owner)  # only an embedded Redis started here; None otherwise
