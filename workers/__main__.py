"""``python -m workers --redis-url URL [--burst] [--name N] [--queue Q]``."""

from __future__ import annotations

import argparse
import os

from .run import run_worker


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(
        prog="python -m workers", description="Run an Arbiter RQ worker (non-forking)."
    )
    p.add_argument("--redis-url", default=os.environ.get("REDIS_URL"), help="Redis URL (default: $REDIS_URL)")
    p.add_argument("--burst", action="store_true", help="quit when the queue is empty")
    p.add_argument("--name", default=None, help="worker name (default: generated)")
    p.add_argument("--queue", default=None, help="queue name (default: $ARBITER_QUEUE or arbiter)")
    p.add_argument("--log-level", default="INFO")
    args = p.parse_args(argv)
    if not args.redis_url:
        p.error("--redis-url or REDIS_URL is required (the embedded Redis is started by `arbiter serve`)")
    run_worker(
        args.redis_url, burst=args.burst, name=args.name, queue_name=args.queue, logging_level=args.log_level
    )


if __name__ == "__main__":
    main()
