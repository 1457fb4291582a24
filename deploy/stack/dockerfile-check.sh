#!/usr/bin/env bash
# Builds the Dockerfile here, where no image registry is reachable: stand-ins for its two base
# images (debian:bookworm-slim and node:20-bookworm) are made from the Debian rootfs of
# build-image.sh and this machine's Node and npm, and passed as REGISTRY=localhost/mirror. Then
# compares the result with build-image.sh's image: same files under /app, same user, entrypoint.
# Needs the npm registry and Debian's mirror (the Dockerfile's RUN steps use both).
#
# usage: deploy/stack/dockerfile-check.sh   (after deploy/build-image.sh)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export CONTAINERS_CONF="$root/deploy/containers.conf" BUILDAH_FORMAT=docker
log() { printf '[dockerfile-check %3ss] %s\n' "$SECONDS" "$*" >&2; }

base=$(podman images --noheading --sort created --format '{{.Repository}}:{{.Tag}}' localhost/miaoyu-rootfs-app | head -1)
[ -n "$base" ] || { echo "run deploy/build-image.sh first" >&2; exit 1; }

log "stand-in debian:bookworm-slim from $base (without the app's user and tools)"
ctr=$(buildah from --quiet "$base")
buildah run "$ctr" -- sh -c 'userdel miaoyu && rm -f /usr/local/bin/pg_dump /usr/local/bin/pg_restore /usr/local/bin/psql'
buildah commit --quiet --rm "$ctr" localhost/mirror/library/debian:bookworm-slim >/dev/null

log "stand-in node:20-bookworm: + this machine's node and npm, binutils (strip)"
ctr=$(buildah from --quiet localhost/mirror/library/debian:bookworm-slim)
buildah run "$ctr" -- sh -c 'apt-get update -qq && apt-get install -y -qq binutils >/dev/null && rm -rf /var/lib/apt/lists/*'
buildah copy --quiet "$ctr" "$(command -v node)" /usr/local/bin/node >/dev/null
buildah copy --quiet "$ctr" "$(npm root -g)/npm" /usr/local/lib/node_modules/npm >/dev/null
buildah run "$ctr" -- sh -c 'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
  ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx'
# Where HTTPS goes through an intercepting proxy, its CA as this machine trusts it (as a company's
# base images would carry theirs); the build stages inherit the variable.
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ]; then
  buildah copy --quiet "$ctr" "$NODE_EXTRA_CA_CERTS" /usr/local/share/extra-ca.crt >/dev/null
  buildah config --env NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca.crt "$ctr"
fi
buildah commit --quiet --rm "$ctr" localhost/mirror/library/node:20-bookworm >/dev/null

log "podman build (the Dockerfile, as docker build would run it)"
before=$(podman images -a -q --no-trunc | sort -u)
podman build --pull=never --build-arg REGISTRY=localhost/mirror -t localhost/miaoyu-studio:dockerfile "$root" >&2

log "comparing with build-image.sh's image"
listing() {
  podman run --rm --no-healthcheck --entrypoint sh "$1" -c \
    'cd /app && find . -path ./node_modules -prune -o -print | sort; ls node_modules | sort;
     id; command -v node pg_dump pg_restore psql; stat -c "%U %n" data backups'
}
diff <(listing localhost/miaoyu-studio:latest) <(listing localhost/miaoyu-studio:dockerfile) >&2 &&
  log "same files, user and tools"
for image in localhost/miaoyu-studio:latest localhost/miaoyu-studio:dockerfile; do
  podman image inspect --format "$image: {{.Size}} bytes, user {{.Config.User}}, entrypoint {{.Config.Entrypoint}} {{.Config.Cmd}}, healthcheck {{.Config.Healthcheck.Test}}" "$image"
done
# What this check made: its image, the stand-ins and the build's layer images (GBs of them).
podman rmi localhost/miaoyu-studio:dockerfile localhost/mirror/library/node:20-bookworm \
  localhost/mirror/library/debian:bookworm-slim >/dev/null
untagged() { podman images -a --no-trunc --format '{{.ID}} {{.Repository}}' | awk '$2 == "<none>" { print $1 }' | sort -u; }
comm -13 <(echo "$before") <(untagged) | xargs -r podman rmi >/dev/null 2>&1 || true
