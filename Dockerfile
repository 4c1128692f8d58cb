# syntax=docker/dockerfile:1
# The API (and the built web app it serves) as one image: built once, started without a build
# (docs/DEPLOY.md). Stages: `build` compiles everything, `runtime-deps` installs only what the
# server needs at run time, the last stage runs as the unprivileged `node` user.

FROM node:26-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:26-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server bundle inlines the shared package; its npm packages stay external.
RUN npm ci --omit=dev --workspace @cc/server --no-audit --no-fund

FROM node:26-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json package.json
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One API process per container; replicas scale it (or WEB_CONCURRENCY=N inside one).
CMD ["node", "apps/server/dist/main.js"]
