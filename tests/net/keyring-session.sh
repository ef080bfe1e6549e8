#!/bin/sh
# Runs a test in a D-Bus session of its own, with a GNOME Keyring of its
# own in a temporary home: the test stores, reads and removes passwords
# through libsecret exactly as the game does on a desktop, and never
# touches the keyring of whoever runs it.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

# The test's standard output is its TAP stream: the bus, and every daemon
# it starts (the accessibility registry says hello on its stdout), write
# to standard error instead, and the test alone gets fd 3 as its stdout.
if [ -z "${TESS_KEYRING_SESSION:-}" ]; then
  export TESS_KEYRING_SESSION=1
  exec 3>&1
  exec dbus-run-session -- "$0" "$@" 1>&2
fi

# A desktop portal, where one is installed, would mount its document
# store in this runtime directory; libadwaita's colour-scheme lookup is
# what would start it, and these tests are not about portals.
export ADW_DISABLE_PORTAL=1

home=$(mktemp -d "${TMPDIR:-/tmp}/tess-keyring.XXXXXX")
cleanup () {
  fusermount -u "$home/run/doc" 2>/dev/null || true
  rm -rf "$home" 2>/dev/null || true
}
trap cleanup EXIT
export HOME="$home"
export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config"
export XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

# A daemon the bus starts on demand gets this home too, never the real one.
dbus-update-activation-environment HOME XDG_DATA_HOME XDG_CONFIG_HOME \
  XDG_CACHE_HOME XDG_RUNTIME_DIR

# Creates the login keyring, unlocked with this password, and serves it
# on the session bus as org.freedesktop.secrets, which it claims once
# forked: wait for the name (with a deadline) before the test asks.
printf 'tessera-test' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
gdbus wait --session --timeout 60 org.freedesktop.secrets

status=0
"$@" >&3 || status=$?
exit $status
