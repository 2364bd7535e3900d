#!/usr/bin/env bash
# drizzle-kit (hoisted to the root) imports drizzle-orm dynamically, but npm keeps drizzle-orm
# under api/node_modules; link it for the duration of the generation only.
set -euo pipefail
cd "$(dirname "$0")/.."
link=../node_modules/drizzle-orm
made=0
if [ ! -e "$link" ] && [ -d node_modules/drizzle-orm ]; then ln -s ../api/node_modules/drizzle-orm "$link"; made=1; fi
trap '[ $made = 1 ] && rm -f "$link"' EXIT
npx drizzle-kit generate "$@"
