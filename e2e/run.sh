#!/usr/bin/env bash
# Browser tests: make sure the system Chromium, a CJK font and an emoji font are there, build the web app, run Playwright.
set -euo pipefail
cd "$(dirname "$0")"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
dpkg -s fonts-wqy-zenhei >/dev/null 2>&1 || missing+=(fonts-wqy-zenhei)
# The chat screenshots the sales spec renders have emoji, as real ones do.
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Browser tests need Chromium, a Chinese font and an emoji font. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    echo "(or set CHROMIUM_PATH to an installed Chromium)" >&2
    exit 1
  fi
fi

# Each run builds into its own folder (by E2E_PORT), so parallel runs never serve each other's build.
dist="$PWD/.tmp/${E2E_PORT:-8787}/web"
# The studio first (it empties the folder), then the visitor chat and the embed loader beside it.
(
  cd ../apps/web
  vite=../../node_modules/.bin/vite
  "$vite" build --outDir "$dist" --emptyOutDir --logLevel warn
  "$vite" build -c vite.visitor.config.ts --outDir "$dist" --logLevel warn
  "$vite" build -c vite.embed.config.ts --outDir "$dist" --logLevel warn
)
# The server runs as production runs it: the bundle, rebuilt only when its sources changed.
../node_modules/.bin/tsx ../tools/build.ts --only server
export E2E_SERVER_BUILT=1
playwright=../node_modules/.bin/playwright
# Every spec, with none named: in shards side by side (E2E_SHARDS, 2 by default), each with its
# own server, database and stubs (ports E2E_PORT, E2E_PORT+10, …) over one build. A browser test
# leaves a core idle about half the time (the page waits on the server, the server on the page).
shards="${E2E_SHARDS:-2}"
if [ "$#" -gt 0 ] || [ "$shards" -le 1 ]; then
  exec "$playwright" test "$@"
fi
base="${E2E_PORT:-8787}"
# The longest spec first, each to the shard with the least time so far (spec-seconds.txt).
plan=$(ls specs/*.spec.ts | awk -v shards="$shards" '
  FNR == NR { if ($0 !~ /^#/) seconds[$1] = $2; next }
  { name = $0; sub(/^specs\//, "", name); t = (name in seconds) ? seconds[name] : 20; print t, $0 }
' spec-seconds.txt - | sort -rn | awk -v shards="$shards" '
  { best = 1; for (i = 2; i <= shards; i++) if (load[i] < load[best]) best = i
    load[best] += $1; print best, $2 }')
shard() {
  local port=$((base + ($1 - 1) * 10))
  local specs
  mapfile -t specs < <(awk -v n="$1" '$1 == n { print $2 }' <<<"$plan")
  if [ "$port" != "$base" ]; then
    rm -rf ".tmp/$port/web" && mkdir -p ".tmp/$port" && cp -al "$dist" ".tmp/$port/web"
  fi
  E2E_PORT="$port" "$playwright" test "${specs[@]}" 2>&1 | sed -u "s/^/[e2e $1] /"
  return "${PIPESTATUS[0]}"
}
pids=()
for i in $(seq 1 "$shards"); do
  shard "$i" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
