#!/usr/bin/env bash
# Usage: require-system-package.sh <command-or-path> <debian-package>
# Makes sure a system program the tests need exists: installs its Debian package when running as root,
# otherwise stops with one line saying what to install.
set -euo pipefail
program="$1"
package="$2"

present() { [ -x "$program" ] || command -v "$program" >/dev/null 2>&1; }

present && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing the Debian package '$package' (needed by the tests)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "$package" >/dev/null
  present && exit 0
fi
echo "Missing $program: install the Debian package '$package' (sudo apt-get install -y $package) and run again." >&2
exit 1
