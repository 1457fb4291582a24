# syntax=docker/dockerfile:1
# 妙语 AI Studio, production image: Debian bookworm, Node 20, the bundled server and the built web
# app, with the server's production npm packages only; runs as user 10001 on port 8080.
#
#   docker build -t miaoyu-studio .
#   # China: base images from a mirror of Docker Hub's library images, packages from npmmirror
#   docker build -t miaoyu-studio \
#     --build-arg REGISTRY=docker.m.daocloud.io \
#     --build-arg NPM_REGISTRY=https://registry.npmmirror.com \
#     --build-arg DEBIAN_MIRROR=http://mirrors.aliyun.com/debian .
#
# deploy/build-image.sh builds the same image from Debian packages where no image registry is
# reachable. Commands: serve (default), migrate, backup, restore; the environment is in
# docs/configuration.md.

# REGISTRY: Docker Hub or a mirror of it (same paths: library/node…); NODE_IMAGE and BASE_IMAGE
# name other places, e.g. your own registry where you pushed these two.
ARG REGISTRY=docker.io
ARG NODE_IMAGE=${REGISTRY}/library/node:20-bookworm
ARG BASE_IMAGE=${REGISTRY}/library/debian:bookworm-slim

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
# China: DEBIAN_MIRROR=http://mirrors.aliyun.com/debian (debian-security follows the same prefix).
ARG DEBIAN_MIRROR=
# PostgreSQL's client programs for `main.js backup|restore` (pg_dump, pg_restore, psql) of the
# server's major version, without the postgresql-client package, whose perl wrappers would pull in
# 45 MB of perl: its libraries from apt, its programs from the package's files.
RUN if [ -n "$DEBIAN_MIRROR" ]; then \
      sed -i "s#http://deb.debian.org/debian#${DEBIAN_MIRROR}#g" /etc/apt/sources.list.d/debian.sources; \
    fi \
  && apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates libpq5 libreadline8 \
  && cd /tmp && apt-get download postgresql-client-15 && dpkg-deb -x postgresql-client-15_*.deb pgc \
  && for tool in pg_dump pg_restore psql; do \
       install -m 755 "pgc/usr/lib/postgresql/15/bin/$tool" /usr/local/bin/; \
     done \
  && apt-get clean && rm -rf /tmp/pgc /tmp/*.deb /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && groupadd --gid 10001 miaoyu \
  && useradd --uid 10001 --gid 10001 --home-dir /app --no-create-home --shell /usr/sbin/nologin miaoyu
COPY --from=deps /node /usr/local/bin/node
WORKDIR /app
# Files belong to root, so the app cannot change its own code; it writes only to data/ (DATA_DIR,
# for an instance without DATABASE_URL or S3) and backups/ (`main.js backup`'s default folder).
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY --from=deps /src/node_modules node_modules
COPY --from=deps /src/apps/server/node_modules apps/server/node_modules
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir data backups && chown 10001:10001 data backups
USER 10001:10001
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "--enable-source-maps", "apps/server/dist/main.js"]
CMD ["serve"]
