"""Run the API with a production WSGI server: cheroot's (HTTP/1.1 keep-alive, a pool of threads).

werkzeug's development server closes the connection after every response, so each request
paid a new TCP connection and a new thread (about 0.7 ms of a 1.4 ms round trip here); a
client of this service sends many small requests (a POST, then polls) on one connection.

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

from cheroot.wsgi import Server as WSGIServer

from workers.heap import freeze_startup_heap
from workers.redis_server import ensure_redis, stop_redis

from .app import create_app

log = logging.getLogger(__name__)


THREADS = 32  # requests served at once: a ?wait= long poll holds its thread up to 30 s


class Server:
    """The API's HTTP server, bound on creation (port 0: a free port, then ``port``)."""

    def __init__(self, app: Any, host: str = "127.0.0.1", port: int = 0, threads: int = THREADS) -> None:
        self._server = WSGIServer((host, port), app, numthreads=threads, request_queue_size=128)
        self._server.prepare()

    @property
    def port(self) -> int:
        return int(self._server.bind_addr[1])

    def serve_forever(self) -> None:
        freeze_startup_heap()  # the app is built and the server bound: what lives now lives on
        self._server.serve()

    def shutdown(self) -> None:
        """Stop serving (from any thread) and close the socket."""
        self._server.stop()


def _exit_on_sigterm(signum: int, frame: Any) -> None:
    """SIGTERM as an orderly exit: the ``finally`` blocks stop what was started."""
    raise SystemExit(0)


def serve(
    host: str = "127.0.0.1", port: int = 8000, redis_url: str | None = None, **app_options: Any
) -> None:
    """Serve until interrupted (Ctrl-C or SIGTERM); ``app_options`` go to :func:`create_app`."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    url, owner = ensure_redis(redis_url)
    try:
        app = create_app(url, **app_options)
        server = Server(app, host, port)
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, _exit_on_sigterm)
        log.info("Arbiter API on http://%s:%s (Redis %s)", host, server.port, url)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.shutdown()
    finally:
        stop_redis(owner)  # only an embedded Redis started here; None otherwise
