# Multi-stage build: compile server and client, then a slim runtime image (Node 22 LTS) with
# the production dependencies only. Production uses DATABASE_URL: the embedded PostgreSQL is not
# among the dependencies (development installs it on first use, scripts/embedded-postgres/), and
# the image leaves out the development explorer.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/server/dist ./server/dist
# The demo catalogue's photographs (SEED_DEMO): read from beside the sources, as in development.
COPY --from=build /app/server/src/db/seed/images ./server/src/db/seed/images
COPY --from=build /app/client/dist ./client/dist
RUN rm -rf client/dist/graphiql && mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
