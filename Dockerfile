# Every deploy unit's image, from one Dockerfile. One shared install stage (`workspace`: the
# monorepo's dependencies installed once), then slim targets that copy only their own output and
# production dependencies onto a fresh Node base, run as the non-root `node` user and carry a
# healthcheck. Build context is the repository root (see docker-compose.yml):
#
#   docker build --target api              -t academy/api .
#   docker build --target release          -t academy/api-release .
#   docker build --target exchange-sandbox -t academy/exchange-sandbox .
#   docker build --target shell            -t academy/shell .
#   docker build --target remote --build-arg REMOTE=quiz --build-arg PORT=3002 -t academy/mf-quiz .
#
# FRONTEND (build arg) says where the shell's and the remotes' webpack output comes from:
#   source    (default, production)  webpack runs inside the image build, from the sources;
#   prebuilt  the dist/ folders already built on the host (`node scripts/build.mjs`) are copied
#             in as they are: no webpack in Docker (the compose suite and `npm test` build them
#             on the host anyway). The build fails when a unit has no dist/.
# The runtime images are the same either way (same stages, same files); only the source of dist/
# differs, and `prebuilt` installs production dependencies only (no webpack to run).
#
# Works with the legacy builder (no BuildKit). The legacy builder runs every stage up to the
# target, so the stages are ordered: sources, workspace, services (pnpm deploy), api, release,
# exchange-sandbox, frontend (webpack or prebuilt dist/), shell, remote. Stages take their inputs
# with COPY --from, which the build cache compares by content: a change to the services does not
# rebuild the frontend, a frontend change does not reinstall or redeploy the services, and
# only a change of a package.json or the lockfile re-runs the install.
#
# NODE_IMAGE: the base of every stage. Node 24, a supported LTS line (Node 20, the development
# machines' Node, left support in April 2026), on Debian bookworm; where Docker Hub cannot be
# reached, scripts/docker-base-images.mjs builds a stand-in (academy-base/node:24).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── sources: the build context, split by what each later stage needs ────────────────────────────
#   /parts/manifests  every package.json + the lockfile and workspace file (the install's inputs)
#   /parts/backend    services/, content/ and the packages the services deploy with
#   /src              the frontend: shell, remotes, packages, build scripts (no dist/, no e2e/)
#   /parts/prebuilt   <unit>/dist from the context when FRONTEND=prebuilt (empty otherwise)
FROM ${NODE_IMAGE} AS sources
ARG FRONTEND=source
WORKDIR /src
COPY . .
RUN set -e; mkdir -p /parts/manifests /parts/backend/packages /parts/prebuilt; \
    find . \( -name package.json -o -name pnpm-lock.yaml -o -name pnpm-workspace.yaml \) \
      -not -path '*/dist/*' -not -path '*/node_modules/*' -exec cp --parents {} /parts/manifests/ \; ; \
    mv services content /parts/backend/; \
    cp -a packages/contracts packages/static-host packages/telemetry /parts/backend/packages/; \
    rm -rf e2e; \
    for dist in */dist; do \
      [ -d "$dist" ] || continue; \
      if [ "$FRONTEND" = prebuilt ]; then mkdir -p "/parts/prebuilt/${dist%/dist}" && mv "$dist" "/parts/prebuilt/$dist"; \
      else rm -rf "$dist"; fi; \
    done; \
    case "$FRONTEND" in source|prebuilt) ;; *) echo "FRONTEND must be source or prebuilt, not '$FRONTEND'" >&2; exit 1;; esac

# ── workspace: the one install stage every unit shares ─────────────────────────────────────────
FROM ${NODE_IMAGE} AS workspace
ARG FRONTEND=source
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_OPTIONS=--max-old-space-size=3072
RUN for i in 1 2 3; do npm install -g pnpm@10.34.9 && exit 0; sleep $((i * 5)); done; exit 1
WORKDIR /app
COPY --from=sources /parts/manifests ./
# prebuilt: nothing runs webpack here, so production dependencies are enough
RUN set -e; prod=; [ "$FRONTEND" = prebuilt ] && prod=--prod; \
    for i in 1 2 3; do pnpm fetch $prod && break; [ $i = 3 ] && exit 1; sleep $((i * 5)); done; \
    pnpm install --offline --frozen-lockfile $prod

# ── services: self-contained copies with production dependencies only (tsx runs the services'
# TypeScript and is a runtime dependency of both); tests, benches and dev tooling stay behind ──
FROM workspace AS services
COPY --from=sources /parts/backend ./
RUN pnpm --filter @academy/api deploy --legacy --prod --prefer-offline /out/services/api \
 && pnpm --filter @academy/exchange-sandbox deploy --legacy --prod --prefer-offline /out/services/exchange-sandbox \
 && pnpm --filter @academy/static-host deploy --legacy --prod --prefer-offline /out/packages/static-host \
 && rm -rf /out/services/api/test /out/services/api/bench /out/services/api/drizzle.config.ts \
           /out/services/exchange-sandbox/test /out/packages/static-host/test \
 && find /out -name '*.md' -path '*/services/*' -not -path '*/node_modules/*' -delete

# ── api: Fastify on PostgreSQL (DATABASE_URL) + Redis (REDIS_URL); stateless, N replicas ───────
# It serves only: no content/ (so no answer key in it), no migration (MIGRATE_ON_START=false: it
# refuses a database the release step has not migrated for its build, exit 75), no image drawing
# (DRAW_IMAGES_ON_REQUEST=false: the release step drew every card and cover variant).
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production PORT=1337 HOST=0.0.0.0 DATA_DIR=/data/api MIGRATE_ON_START=false DRAW_IMAGES_ON_REQUEST=false \
    DRAIN_DELAY_MS=5000
WORKDIR /app
COPY --from=services /out/services/api ./
RUN mkdir -p /data/api && chown node:node /data/api
USER node
VOLUME ["/data/api"]
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./src/tracing.mjs", "--import", "tsx", "src/server.ts"]

# ── release: the API's code + content/, run once per deploy before the replicas (src/release.ts:
# migrations, content import only forward, social cards and cover variants into the file storage) ─
FROM api AS release
ENV CONTENT_DIR=/app/content MIGRATE_ON_START=true CONTENT_REVISION_FILE=/app/content-revision
COPY --from=services /app/content ./content
# the build's time is its content's revision: an older release image never imports over newer content
USER root
RUN date +%s > /app/content-revision
USER node
HEALTHCHECK NONE
CMD ["node", "--import", "tsx", "src/release.ts"]

# ── exchange-sandbox: the local stand-in for the exchange (OAuth2, KYC, wallet), state in memory ─
FROM ${NODE_IMAGE} AS exchange-sandbox
ENV NODE_ENV=production PORT=4010 HOST=0.0.0.0
WORKDIR /app
COPY --from=services /out/services/exchange-sandbox ./
USER node
EXPOSE 4010
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./src/tracing.mjs", "--import", "tsx", "src/server.ts"]

# ── frontend: every unit's dist/, built here by webpack (source) or taken from the host (prebuilt) ─
FROM workspace AS frontend
ARG FRONTEND=source
COPY --from=sources /src ./
RUN if [ "$FRONTEND" = source ]; then node scripts/build.mjs --force; fi
COPY --from=sources /parts/prebuilt ./
# The shell server's own packages (React writes its pages, parse5 reads the built one) with what
# they require, out of pnpm's links: each one's folder beside its dependencies, dereferenced.
RUN mkdir -p /out/shell-server/node_modules \
 && for pkg in react-dom parse5; do cp -rL "$(readlink -f "shell/node_modules/$pkg")/../." /out/shell-server/node_modules/; done
# every unit has its output (scripts/build.mjs writes dist/.build-hash last)
RUN node --input-type=module -e " \
      const { apps } = await import('./scripts/build.mjs'); const fs = await import('node:fs'); \
      const missing = apps.filter((a) => !fs.existsSync(a + '/dist/.build-hash')); \
      if (missing.length) { console.error('no dist/ for ' + missing.join(', ') + (process.env.FRONTEND === 'prebuilt' \
        ? ': FRONTEND=prebuilt copies the host build; run node scripts/build.mjs first' : '')); process.exit(1); }"

# ── shell: the host app (shell/dist) served by shell/server.ts; remote, API and exchange URLs
# come from env when the container starts (REMOTE_<NAME>_URL, API_URL, EXCHANGE_URL ...) ─────────
FROM ${NODE_IMAGE} AS shell
ENV NODE_ENV=production PORT=3000 DRAIN_DELAY_MS=5000
WORKDIR /app
# server.ts and its parts in server/ (TypeScript run as it is: Node 24 strips the types, no tsx or
# build step; shell/tsconfig.server.json keeps them erasable) import only @academy/static-host, @academy/contracts
# (route-table.json, route-match, ports), @academy/ui/theme-cookie (with the
# color-scheme.json it reads), the shell's i18n catalogues, react, react-dom/server and parse5 at
# runtime; they are placed where Node resolves them from shell/. If it ever imports more, add it here.
COPY --from=services /out/packages/static-host ./shell/node_modules/@academy/static-host
COPY --from=services /app/packages/contracts/package.json ./shell/node_modules/@academy/contracts/package.json
COPY --from=services /app/packages/contracts/src ./shell/node_modules/@academy/contracts/src
COPY --from=frontend /app/packages/ui/package.json ./shell/node_modules/@academy/ui/package.json
COPY --from=frontend /app/packages/ui/src/theme-cookie.cjs ./shell/node_modules/@academy/ui/src/theme-cookie.cjs
COPY --from=frontend /app/packages/ui/src/lib/color-scheme.json ./shell/node_modules/@academy/ui/src/lib/color-scheme.json
COPY --from=frontend /out/shell-server/node_modules ./shell/node_modules
COPY --from=frontend /app/shell/server.ts /app/shell/package.json ./shell/
COPY --from=frontend /app/shell/server ./shell/server
COPY --from=frontend /app/shell/src/i18n/en.json /app/shell/src/i18n/th.json ./shell/src/i18n/
COPY --from=frontend /app/shell/dist ./shell/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./shell/server/tracing.mjs", "shell/server.ts"]

# ── remote: one Module Federation remote (REMOTE=content|quiz|account|commerce|events), its
# static build (mf-<REMOTE>/dist with mf-manifest.json) served by @academy/static-host on PORT.
# It learns nothing about other units at build time. BUILD_ID (optional) is written into the
# manifest's buildInfo.buildVersion, so a redeployed remote can be told from the previous one. ──
FROM ${NODE_IMAGE} AS remote
ARG REMOTE
ARG PORT
ARG BUILD_ID=
ENV NODE_ENV=production PORT=${PORT} DRAIN_DELAY_MS=5000
WORKDIR /app
COPY --from=services /out/packages/static-host ./packages/static-host
COPY --from=frontend /app/mf-${REMOTE}/dist ./dist
RUN test -n "${REMOTE}" && test -n "${PORT}" \
 && if [ -n "${BUILD_ID}" ]; then BUILD_ID="${BUILD_ID}" node -e " \
      const fs = require('fs'); for (const f of ['dist/mf-manifest.json', 'dist/server/mf-manifest.json']) { \
      const m = JSON.parse(fs.readFileSync(f, 'utf8')); \
      m.metaData.buildInfo = { ...m.metaData.buildInfo, buildVersion: process.env.BUILD_ID }; \
      fs.writeFileSync(f, JSON.stringify(m)); }"; fi \
 && mkdir -p /builds && chown node:node /builds
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=15s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./packages/static-host/src/preload.mjs", "packages/static-host/src/cli.mjs", "dist"]
