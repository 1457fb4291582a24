# syntax=docker/dockerfile:1
# 妙语 AI Studio, production image: Debian bookworm, Node 20, the bundled server and the built web
# app, with the server's production npm packages only; runs as user 10001 on port 8080.
#
#   docker build -t miaoyu-studio .
#   # China: base images from a mirror of Docker Hub's library images, packages from npmmirror
#   docker build -t miaoyu-studio \
#     --build-arg REGISTRY=docker.m.daocloud.io/library \
#     --build-arg NPM_REGISTRY=https://registry.npmmirror.com .
#
# deploy/build-image.sh builds the same image from Debian packages where no image registry is
# reachable. Commands: serve (default), migrate; see docs/configuration.md for the environment.

ARG REGISTRY=docker.io/library
ARG NODE_IMAGE=${REGISTRY}/node:20-bookworm
ARG BASE_IMAGE=${REGISTRY}/debian:bookworm-slim

# --- the web app and the server bundle ---------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ARG NPM_REGISTRY=https://registry.npmjs.org
ENV npm_config_registry=${NPM_REGISTRY} npm_config_update_notifier=false
WORKDIR /src
# Manifests first, so a change of sources alone does not install the packages again.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
# The checkout's npm (11) runs only the install scripts package.json's allowScripts lets through:
# esbuild's. npm 10 in this image does not read that list, so run none and then esbuild's.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild esbuild
COPY . .
RUN npm run build

# --- production packages of the server, and the Node binary --------------------------------------
FROM ${NODE_IMAGE} AS deps
ARG NPM_REGISTRY=https://registry.npmjs.org
ENV npm_config_registry=${NPM_REGISTRY} npm_config_update_notifier=false
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY deploy/prune-node-modules.sh deploy/
RUN npm ci --omit=dev --workspace apps/server --ignore-scripts --no-audit --no-fund \
  && bash deploy/prune-node-modules.sh . \
  && strip -o /node /usr/local/bin/node

# --- runtime -----------------------------------------------------------------------------------
FROM ${BASE_IMAGE}
RUN groupadd --gid 10001 miaoyu \
  && useradd --uid 10001 --gid 10001 --home-dir /app --no-create-home --shell /usr/sbin/nologin miaoyu
COPY --from=deps /node /usr/local/bin/node
WORKDIR /app
# Files belong to root, so the app cannot change its own code; data/ (DATA_DIR, for an instance
# without DATABASE_URL or S3) is the only folder it writes.
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY --from=deps /src/node_modules node_modules
COPY --from=deps /src/apps/server/node_modules apps/server/node_modules
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir data && chown 10001:10001 data
USER 10001:10001
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "--enable-source-maps", "apps/server/dist/main.js"]
CMD ["serve"]
