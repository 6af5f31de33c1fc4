# syntax=docker/dockerfile:1.7
# Wearwise as one image for every process of the fleet: web (the default command), worker
# (`node dist/server/worker.js`) and the release-phase migration (`npm run db:migrate`).
# See README, Deploy. Not built on the machine this was written on (no container runtime there);
# every step it runs is tested there (tests/integration/production-build.test.ts).

# Exact versions, never a moving tag (ADR 0109). Pin the digest too in your registry:
#   docker buildx imagetools inspect node:24.21.0-slim   (the "Digest:" line), then
#   --build-arg NODE_IMAGE=node:24.21.0-slim@sha256:<that digest>
ARG NODE_IMAGE=node:24.21.0-slim
# The image this build replaces, when there is one (`--build-arg PREVIOUS_IMAGE=registry/wearwise:live`):
# its hashed web assets stay beside the new ones, so pages open during the deploy keep working (ADR 0065).
ARG PREVIOUS_IMAGE=node:24.21.0-slim

FROM ${PREVIOUS_IMAGE} AS previous

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm's cache lives in a BuildKit cache mount: kept between builds, never in a layer.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN --mount=type=bind,from=previous,source=/,target=/previous \
    if [ -d /previous/app/dist/web/assets ]; then mkdir -p dist && cp -a /previous/app/dist/web dist/web; fi
RUN npm run build

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: signals reach node, and zombies are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
# The code is root's and read-only to the process; only DATA_DIR is its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness, not readiness: Docker and Swarm replace an unhealthy container, and a database outage
# must not replace every web process (ADR 0104). The balancer asks /api/ready. A worker has no
# PORT listener: give it WORKER_HEALTH_PORT and its own healthcheck (compose.yaml).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
