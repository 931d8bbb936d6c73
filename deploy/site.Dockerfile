# syntax=docker/dockerfile:1
# One site's server (club, streamer or studio): server-rendered pages and the built client.
#   docker build -f deploy/site.Dockerfile --build-arg APP=club -t club/club-site .

FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g --no-fund --loglevel=error pnpm@10.34.9
WORKDIR /app

FROM base AS build
ARG APP=club
COPY . .
RUN pnpm install --frozen-lockfile --filter "@app/${APP}..." && pnpm --filter "@app/${APP}" build

FROM build AS prod-deps
ARG APP=club
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules tooling/*/node_modules \
  && pnpm install --frozen-lockfile --prod --filter "@app/${APP}..."

FROM node:20-bookworm-slim
ARG APP=club
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages ./packages
COPY --from=prod-deps /app/tooling ./tooling
COPY --from=prod-deps /app/apps/${APP}/node_modules ./apps/${APP}/node_modules
COPY --from=build /app/apps/${APP}/package.json ./apps/${APP}/package.json
COPY --from=build /app/apps/${APP}/dist ./apps/${APP}/dist
WORKDIR /app/apps/${APP}
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/server.js"]
