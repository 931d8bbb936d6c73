# syntax=docker/dockerfile:1
# The platform, every role (PLATFORM_ROLES picks which: api, worker, live). Built from the repository's root:
#   docker build -f deploy/platform.Dockerfile -t club/platform .
# Debian 12 throughout: ffmpeg comes from Debian's archive; shaka-packager's binary from its npm package.

FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g --no-fund --loglevel=error pnpm@10.34.9
WORKDIR /app

# Build: the whole workspace's dependencies as the lockfile says, then the platform's bundle (dist/main.js,
# dist/cli.js). better-sqlite3 compiles its addon from source (no prebuilt download), hence the compilers.
FROM base AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN pnpm install --frozen-lockfile --filter @app/platform... && pnpm --filter @app/platform build

# What runs: the platform's production dependencies only (exactly the lockfile's), in the workspace's layout,
# so `apps/platform/dist` finds node_modules, its seed content and tooling/demo-accounts.json where it does
# in the repository.
FROM build AS prod-deps
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules tooling/*/node_modules \
  && pnpm install --frozen-lockfile --prod --filter @app/platform...

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg ca-certificates postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages ./packages
COPY --from=prod-deps /app/apps/platform/node_modules ./apps/platform/node_modules
COPY --from=build /app/apps/platform/package.json ./apps/platform/package.json
COPY --from=build /app/apps/platform/dist ./apps/platform/dist
COPY --from=build /app/apps/platform/content ./apps/platform/content
COPY --from=build /app/tooling/demo-accounts.json ./tooling/demo-accounts.json
WORKDIR /app/apps/platform
# The media folder and the SQLite file default under .data/: writable by the unprivileged user (with
# MEDIA_S3_URL and PostgreSQL, only the image cache is kept here, and it is drawn again on demand).
RUN mkdir -p .data && chown node:node .data
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
EXPOSE 4000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `node dist/cli.js migrate` runs the migrations once before instances roll (MIGRATE_ON_START=0).
CMD ["node", "dist/main.js"]
