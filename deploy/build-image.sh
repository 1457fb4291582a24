#!/usr/bin/env bash
# Builds the studio's production image without any image registry: the root file system from
# Debian bookworm packages (mmdebstrap), this machine's Node 20 binary, the built app and its
# production npm packages. It holds what the Dockerfile's image holds (bookworm, Node 20, the same
# files under /app, user 10001, the same entrypoint and health check), for machines that cannot
# pull node or debian images. With --services it also builds the image the stack smoke test runs
# PostgreSQL 15, Redis 7 and nginx from (Debian's packages; MinIO is not in Debian).
#
# usage: deploy/build-image.sh [--tag TAG] [--services] [--no-app]
#   TAG: default the checkout's short commit, "-dirty" added when the work tree has changes;
#   the image is also tagged :latest.
# environment (China: DEBIAN_MIRROR=http://mirrors.aliyun.com/debian,
#   DEBIAN_SECURITY=http://mirrors.aliyun.com/debian-security, NPM_REGISTRY=https://registry.npmmirror.com):
#   CACHE_DIR (/var/cache/miaoyu), DEBIAN_MIRROR, DEBIAN_SECURITY, NPM_REGISTRY, NODE_BIN
#
# Each slow part is cached under CACHE_DIR by a hash of what it is made from: the base file
# systems (mmdebstrap, ~2 min), the production node_modules (npm ci, ~1 min) and the web build
# (vite, ~1-2 min). The server bundle is built in the checkout as `npm start` builds it.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
CACHE_DIR=${CACHE_DIR:-/var/cache/miaoyu}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
DEBIAN_SECURITY=${DEBIAN_SECURITY:-http://deb.debian.org/debian-security}
NPM_REGISTRY=${NPM_REGISTRY:-https://registry.npmjs.org}
NODE_BIN=${NODE_BIN:-$(command -v node)}
export CONTAINERS_CONF="$here/containers.conf"
# Docker's image format: OCI images have no place for the HEALTHCHECK.
export BUILDAH_FORMAT=docker

tag="" app=1 services=0
while (($#)); do
  case $1 in
    --tag) tag=$2; shift 2 ;;
    --services) services=1; shift ;;
    --no-app) app=0; shift ;;
    *) echo "unknown option $1 (see the head of $0)" >&2; exit 2 ;;
  esac
done
if [ -z "$tag" ]; then
  tag=$(git -C "$root" rev-parse --short HEAD)
  [ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] || tag="$tag-dirty"
fi

temp=()
trap 'rm -rf "${temp[@]}"' EXIT
log() { printf '[build-image %3ss] %s\n' "$SECONDS" "$*" >&2; }
hash_of() { sha256sum | cut -c1-16; }
# keep_only PATH: drops the cache entries of the same kind made from other inputs.
keep_only() {
  local kind=${1%-*}
  find "$CACHE_DIR" -maxdepth 1 -name "$(basename "$kind")-*" ! -name "$(basename "$1")" -exec rm -rf {} +
}

# --- tools -----------------------------------------------------------------------------------
missing=()
for tool in podman:podman buildah:buildah mmdebstrap:mmdebstrap runc:runc newuidmap:uidmap \
  fuse-overlayfs:fuse-overlayfs slirp4netns:slirp4netns strip:binutils eatmydata:eatmydata; do
  command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
if ((${#missing[@]})); then
  [ "$(id -u)" = 0 ] || { echo "needs root to install: ${missing[*]}" >&2; exit 1; }
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
mkdir -p "$CACHE_DIR"

# prune_images REPOSITORY N: keeps the newest N images of REPOSITORY (each ~300 MB of its own);
# an image a container still uses stays.
prune_images() {
  local id
  podman images --noheading --sort created --format '{{.ID}}' "$1" | awk '!seen[$0]++' |
    tail -n +"$(($2 + 1))" | while read -r id; do
      for name in $(podman image inspect --format '{{join .RepoTags " "}}' "$id"); do
        podman untag "$id" "$name" >/dev/null 2>&1 || true
      done
      podman rmi "$id" >/dev/null 2>&1 || true
    done
}

# --- base file systems -----------------------------------------------------------------------
# merged-usr by a hook instead of the usrmerge package, which would pull in 45 MB of perl;
# eatmydata skips dpkg's fsyncs (a throw-away tree). Docs, manuals and translations are never read
# in a container (copyright files stay).
MM_OPTS=(
  --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr --hook-dir=/usr/share/mmdebstrap/hooks/eatmydata
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/lintian/*'
)
# The app's user, the same id as in the Dockerfile, so volumes move between both images.
CUSTOMIZE='chroot "$1" groupadd --gid 10001 miaoyu &&
  chroot "$1" useradd --uid 10001 --gid 10001 --home-dir /app --no-create-home --shell /usr/sbin/nologin miaoyu &&
  rm -rf "$1"/var/cache/apt/*.bin "$1"/var/log/apt "$1"/var/log/*.log "$1"/var/cache/debconf/*-old'

# PostgreSQL's client programs for `main.js backup|restore` (pg_dump, pg_restore, psql), of the
# server's major version, without the postgresql-client package: its perl wrappers would pull in
# 45 MB of perl. The Dockerfile does the same.
PG_CLIENT='chroot "$1" sh -c "cd /tmp && apt-get download -q postgresql-client-15 >/dev/null 2>&1 &&
    dpkg-deb -x postgresql-client-15_*.deb /tmp/pgc" &&
  for tool in pg_dump pg_restore psql; do
    install -m 755 "$1/tmp/pgc/usr/lib/postgresql/15/bin/$tool" "$1/usr/local/bin/$tool"; done &&
  rm -rf "$1"/tmp/pgc "$1"/tmp/*.deb'

# base_image NAME PACKAGES [HOOK]: prints the image of a bookworm minbase with PACKAGES, made once.
base_image() {
  local name=$1 packages=$2 hook=${3:-true} key tar image
  key=$(printf '%s|' bookworm "$packages" "$DEBIAN_MIRROR" "$DEBIAN_SECURITY" "${MM_OPTS[@]}" \
    "$CUSTOMIZE" "$hook" | hash_of)
  image="localhost/miaoyu-rootfs-$name:$key"
  if podman image exists "$image"; then log "base $name: cached image $image"; echo "$image"; return; fi
  tar="$CACHE_DIR/rootfs-$name-$key.tar"
  if [ ! -s "$tar" ]; then
    log "base $name: mmdebstrap bookworm + $packages"
    mmdebstrap --quiet --variant=minbase --format=tar --include="$packages" "${MM_OPTS[@]}" \
      --customize-hook="$CUSTOMIZE" --customize-hook="$hook" bookworm "$tar.part" \
      "deb $DEBIAN_MIRROR bookworm main" "deb $DEBIAN_MIRROR bookworm-updates main" \
      "deb $DEBIAN_SECURITY bookworm-security main" </dev/null >&2
    mv "$tar.part" "$tar"
    keep_only "$tar"
  else
    log "base $name: cached $tar"
  fi
  podman import --quiet "$tar" "$image" >/dev/null
  prune_images "localhost/miaoyu-rootfs-$name" 1
  echo "$image"
}

# --- the app ---------------------------------------------------------------------------------
build_app() {
  local stage app nm_key nm_tar web_hash web_cache tmp base ctr mnt
  "$NODE_BIN" -e 'const [a,b]=process.versions.node.split(".").map(Number);
    if (a !== 20 || b < 19) { console.error("need Node 20.19+ to copy in, got", process.version); process.exit(1) }'
  [ -x "$root/node_modules/.bin/vite" ] || { echo "npm ci first: the build uses the checkout's tools" >&2; exit 1; }
  base=$(base_image app "ca-certificates,libstdc++6,libpq5,libreadline8" "$PG_CLIENT")
  stage=$(mktemp -d /var/tmp/miaoyu-image.XXXXXX)
  temp+=("$stage")
  app="$stage/app"
  mkdir -p "$stage/usr/local/bin" "$app/apps/server" "$app/apps/web" "$app/packages/contracts" \
    "$app/data" "$app/backups"
  # A copy without debug symbols: 12 MB less, the same program.
  strip -o "$stage/usr/local/bin/node" "$NODE_BIN"

  log "server bundle (built only when its sources changed)"
  (cd "$root" && node_modules/.bin/tsx tools/build.ts --only server >&2)
  cp -a "$root/apps/server/dist" "$app/apps/server/dist"
  for file in package.json apps/server/package.json apps/web/package.json packages/contracts/package.json; do
    cp "$root/$file" "$app/$file"
  done

  # The web build goes to a folder of its own, as the browser tests do, so the checkout's is untouched.
  web_hash=$(cd "$root" && node_modules/.bin/tsx --eval \
    'import("./tools/build.ts").then(({ TARGETS, sourcesHash }) =>
       console.log(sourcesHash(process.cwd(), TARGETS.find((t) => t.name === "web"))))' | cut -c1-16)
  web_cache="$CACHE_DIR/web-$web_hash"
  if [ ! -f "$web_cache/index.html" ]; then
    log "web build (vite)"
    tmp="$web_cache.part"
    rm -rf "$tmp"
    (
      cd "$root/apps/web"
      vite=../../node_modules/.bin/vite
      "$vite" build --outDir "$tmp" --emptyOutDir --logLevel warn
      "$vite" build -c vite.visitor.config.ts --outDir "$tmp" --logLevel warn
      "$vite" build -c vite.embed.config.ts --outDir "$tmp" --logLevel warn
    ) >&2
    rm -rf "$web_cache" && mv "$tmp" "$web_cache"
    keep_only "$web_cache"
  else
    log "web build: cached $web_cache"
  fi
  cp -a "$web_cache" "$app/apps/web/dist"

  # Production packages of the server workspace only, installed in a copy of the manifests.
  nm_key=$( (cd "$root" && cat package.json package-lock.json .npmrc apps/server/package.json \
    apps/web/package.json packages/contracts/package.json e2e/package.json; cat "$here/prune-node-modules.sh"
    "$NODE_BIN" -p process.versions.modules) | hash_of)
  nm_tar="$CACHE_DIR/node-modules-$nm_key.tar"
  if [ ! -s "$nm_tar" ]; then
    log "npm ci --omit=dev (server workspace) from $NPM_REGISTRY"
    tmp=$(mktemp -d /var/tmp/miaoyu-npm.XXXXXX)
    temp+=("$tmp")
    (cd "$root" && tar -cf - package.json package-lock.json .npmrc apps/server/package.json \
      apps/web/package.json packages/contracts/package.json e2e/package.json) | tar -C "$tmp" -xf -
    # No install scripts, as in the Dockerfile: every native package ships its binaries, and
    # onnxruntime-node's would fetch CUDA libraries from nuget.org.
    (cd "$tmp" && npm ci --omit=dev --workspace apps/server --registry "$NPM_REGISTRY" \
      --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
    "$here/prune-node-modules.sh" "$tmp" >&2
    tar -C "$tmp" -cf "$nm_tar.part" node_modules apps/server/node_modules
    mv "$nm_tar.part" "$nm_tar"
    keep_only "$nm_tar"
  else
    log "node_modules: cached $nm_tar"
  fi
  tar -C "$app" -xf "$nm_tar"

  # The app's files belong to root, so the app cannot change its own code; data/ and backups/
  # (`main.js backup` writes there by default) are its own.
  chown -R 0:0 "$stage"
  chown 10001:10001 "$app/data" "$app/backups"
  log "assembling localhost/miaoyu-studio:$tag on $base"
  ctr=$(buildah from --quiet "$base")
  # Into the mounted tree, so the owners staged above stay (buildah copy makes all root's).
  mnt=$(buildah mount "$ctr")
  tar -C "$stage" -cf - . | tar -C "$mnt" -xpf -
  buildah umount "$ctr" >/dev/null
  buildah config \
    --workingdir /app --user 10001:10001 --port 8080 \
    --env NODE_ENV=production --env HOST=0.0.0.0 --env PORT=8080 \
    --entrypoint '["node", "--enable-source-maps", "apps/server/dist/main.js"]' --cmd '["serve"]' \
    --healthcheck "CMD node -e \"fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))\"" \
    --healthcheck-interval 10s --healthcheck-timeout 5s --healthcheck-start-period 30s \
    --healthcheck-retries 3 \
    --label org.opencontainers.image.title="miaoyu-studio" \
    --label org.opencontainers.image.revision="$(git -C "$root" rev-parse HEAD)" \
    "$ctr"
  buildah commit --quiet --format docker --rm "$ctr" "localhost/miaoyu-studio:$tag" >/dev/null
  podman tag "localhost/miaoyu-studio:$tag" localhost/miaoyu-studio:latest
  prune_images localhost/miaoyu-studio 2
  log "built localhost/miaoyu-studio:$tag ($(podman image inspect --format '{{.Size}}' "localhost/miaoyu-studio:$tag" | awk '{printf "%.0f MB", $1/1e6}'))"
}

# PostgreSQL, Redis and nginx for the smoke test: the packages' own programs, started by the
# test's commands (no init system in a container).
build_services() {
  local base
  base=$(base_image services "ca-certificates,postgresql-15,redis-server,nginx-light")
  podman tag "$base" localhost/miaoyu-services:latest
  log "built localhost/miaoyu-services:latest"
}

((app)) && build_app
((services)) && build_services
log "done"
