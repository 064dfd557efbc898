# Every deploy unit's image, from one Dockerfile: the `workspace` stage installs the monorepo
# once and builds every unit once; each unit is then a slim target that copies only its own
# output and production dependencies onto a fresh Node base, runs as the non-root `node` user
# and has a healthcheck. Build context is the repository root (see docker-compose.yml):
#
#   docker build --target api              -t academy/api .
#   docker build --target exchange-sandbox -t academy/exchange-sandbox .
#   docker build --target shell            -t academy/shell .
#   docker build --target remote --build-arg REMOTE=quiz --build-arg PORT=3002 -t academy/mf-quiz .
#
# Works with the legacy builder (no BuildKit features). The legacy builder runs every stage up to
# the target, so the cheap runtime stages come after the one expensive `workspace` stage, whose
# layers every target shares from the build cache.
#
# NODE_IMAGE: the base of every stage. Node 24, a supported LTS line (Node 20, the development
# machines' Node, left support in April 2026), on Debian bookworm; where Docker Hub cannot be
# reached, scripts/docker-base-images.mjs builds a stand-in (academy-base/node:24).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── workspace: install once, build every unit once ─────────────────────────────────────────────
FROM ${NODE_IMAGE} AS workspace
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_OPTIONS=--max-old-space-size=3072
RUN for i in 1 2 3; do npm install -g pnpm@10.34.9 && exit 0; sleep $((i * 5)); done; exit 1
WORKDIR /app
# dependency layer depends only on the lockfile (pnpm fetch reads no package.json)
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN for i in 1 2 3; do pnpm fetch && exit 0; sleep $((i * 5)); done; exit 1
# The frontend first (shell, remotes, shared packages, build scripts) with every workspace
# package.json, so that a change to the services or content/ does not rebuild the webpack units.
# A new workspace package outside packages/ needs its package.json listed here.
COPY package.json tsconfig.json tsconfig.base.json ./
COPY services/api/package.json services/api/
COPY services/exchange-sandbox/package.json services/exchange-sandbox/
COPY e2e/package.json e2e/
COPY types ./types
COPY scripts ./scripts
COPY packages ./packages
COPY shell ./shell
COPY mf-content ./mf-content
COPY mf-quiz ./mf-quiz
COPY mf-account ./mf-account
COPY mf-commerce ./mf-commerce
COPY mf-events ./mf-events
RUN pnpm install --offline --frozen-lockfile
# shell + the five remotes (webpack, two at a time)
RUN node scripts/build.mjs --force
COPY services ./services
COPY content ./content
# self-contained copies with production dependencies only (tsx runs the services' TypeScript and
# is a runtime dependency of both); tests, benches and dev tooling stay behind
RUN pnpm --filter @academy/api deploy --legacy --prod --prefer-offline /out/services/api \
 && pnpm --filter @academy/exchange-sandbox deploy --legacy --prod --prefer-offline /out/services/exchange-sandbox \
 && pnpm --filter @academy/static-host deploy --legacy --prod --prefer-offline /out/packages/static-host \
 && rm -rf /out/services/api/test /out/services/api/bench /out/services/api/drizzle.config.ts \
           /out/services/exchange-sandbox/test /out/packages/static-host/test \
 && find /out -name '*.md' -path '*/services/*' -not -path '*/node_modules/*' -delete

# ── api: Fastify on PostgreSQL (DATABASE_URL) + Redis (REDIS_URL); stateless, N replicas ───────
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production PORT=1337 HOST=0.0.0.0 DATA_DIR=/data/api CONTENT_DIR=/app/content
WORKDIR /app
COPY --from=workspace /out/services/api ./
# content/ (Markdown/YAML) is imported at start-up when it changed (CONTENT_DIR)
COPY --from=workspace /app/content ./content
RUN mkdir -p /data/api && chown node:node /data/api
USER node
VOLUME ["/data/api"]
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]

# ── exchange-sandbox: the local stand-in for the exchange (OAuth2, KYC, wallet), state in memory ─
FROM ${NODE_IMAGE} AS exchange-sandbox
ENV NODE_ENV=production PORT=4010 HOST=0.0.0.0
WORKDIR /app
COPY --from=workspace /out/services/exchange-sandbox ./
USER node
EXPOSE 4010
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]

# ── shell: the host app (shell/dist) served by shell/server.mjs; remote, API and exchange URLs
# come from env when the container starts (REMOTE_<NAME>_URL, API_URL, EXCHANGE_URL ...) ─────────
FROM ${NODE_IMAGE} AS shell
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# server.mjs imports only @academy/static-host, @academy/contracts/route-table.json and
# @academy/mf-config/ports at runtime; they are placed where Node resolves them from shell/.
# If it ever imports more, add it here.
COPY --from=workspace /out/packages/static-host ./shell/node_modules/@academy/static-host
COPY --from=workspace /app/packages/contracts/package.json ./shell/node_modules/@academy/contracts/package.json
COPY --from=workspace /app/packages/contracts/src ./shell/node_modules/@academy/contracts/src
COPY --from=workspace /app/packages/mf-config/package.json ./shell/node_modules/@academy/mf-config/package.json
COPY --from=workspace /app/packages/mf-config/src/ports.cjs ./shell/node_modules/@academy/mf-config/src/ports.cjs
COPY --from=workspace /app/shell/server.mjs ./shell/server.mjs
COPY --from=workspace /app/shell/dist ./shell/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "shell/server.mjs"]

# ── remote: one Module Federation remote (REMOTE=content|quiz|account|commerce|events), its
# static build (mf-<REMOTE>/dist with mf-manifest.json) served by @academy/static-host on PORT.
# It learns nothing about other units at build time. BUILD_ID (optional) is written into the
# manifest's buildInfo.buildVersion, so a redeployed remote can be told from the previous one. ──
FROM ${NODE_IMAGE} AS remote
ARG REMOTE
ARG PORT
ARG BUILD_ID=
ENV NODE_ENV=production PORT=${PORT}
WORKDIR /app
COPY --from=workspace /out/packages/static-host ./packages/static-host
COPY --from=workspace /app/mf-${REMOTE}/dist ./dist
RUN test -n "${REMOTE}" && test -n "${PORT}" \
 && if [ -n "${BUILD_ID}" ]; then BUILD_ID="${BUILD_ID}" node -e " \
      const fs = require('fs'); const f = 'dist/mf-manifest.json'; const m = JSON.parse(fs.readFileSync(f, 'utf8')); \
      m.metaData.buildInfo = { ...m.metaData.buildInfo, buildVersion: process.env.BUILD_ID }; \
      fs.writeFileSync(f, JSON.stringify(m));"; fi
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "packages/static-host/src/cli.mjs", "dist"]
