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
exec ../node_modules/.bin/playwright test "$@"
