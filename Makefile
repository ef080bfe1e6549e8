# Tessera: the two commands of the README, over meson.
# SPDX-License-Identifier: GPL-3.0-or-later

BUILDDIR ?= _build
SANDIR   ?= _build-sanitize
MESON_OPTS ?= -Dwerror=true

# The sanitizer build runs five to ten times slower than the main one:
# its tests get that much more time (meson's --timeout-multiplier), and
# the property tests make fewer runs there (tests/tess-test-runs.h).
SANITIZE_TIMEOUT_MULTIPLIER ?= 4

.PHONY: all deps build run check check-main check-quick check-sanitize clean flatpak flatpak-check

all: build

deps:
	@./build-aux/install-deps

$(BUILDDIR)/build.ninja:
	meson setup $(BUILDDIR) $(MESON_OPTS)

build: deps $(BUILDDIR)/build.ninja
	meson compile -C $(BUILDDIR)

run: build
	meson devenv -C $(BUILDDIR) ./src/ui/tessera

$(SANDIR)/build.ninja:
	CC=clang meson setup $(SANDIR) $(MESON_OPTS) -Db_sanitize=address,undefined -Db_lundef=false \
	  -Dui=false -Dhelp=false -Dfuzzing=true

# Every test: the quick suite and the slow one, on an X server of their
# own (tests/own-display: its exit status is meson's alone, where
# xvfb-run's would turn 1 when its server is gone before its clean-up).
check-main: build
	./tests/own-display meson test -C $(BUILDDIR) --print-errorlogs

# The unit tests alone, in under two minutes (CONTRIBUTING.md).
check-quick: build
	./tests/own-display meson test -C $(BUILDDIR) --print-errorlogs --suite quick

check-sanitize: deps $(SANDIR)/build.ninja
	meson compile -C $(SANDIR)
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
	  meson test -C $(SANDIR) --print-errorlogs --timeout-multiplier $(SANITIZE_TIMEOUT_MULTIPLIER) \
	  --suite engine --suite core --suite net --suite render --suite cli --suite fuzz

check: check-main check-sanitize

# The Flatpak, built and run here (flatpak/README.md): a stand-in GNOME 43
# runtime made from Debian 12's packages, the app built by flatpak-builder
# from the Flathub manifest, installed for the user in $(FLATPAKDIR)/user
# and written as a bundle. Not part of `make check`.
FLATPAKDIR ?= _flatpak

flatpak:
	@./build-aux/install-deps flatpak
	./build-aux/flatpak-build $(FLATPAKDIR)

# The app played inside its sandbox: started under Xvfb with a private
# D-Bus, a game played with the keyboard, saved, reopened, and online
# against the host's tessera-cli. FLATPAK_WITHOUT=PATH (a path inside
# /app, like share/tessera/tilesets/base.tileset.json) runs it on a copy
# of the installed app without that file, where it must fail.
flatpak-check: flatpak build
	./tests/flatpak/run-in-sandbox $(if $(FLATPAK_WITHOUT),--without=$(FLATPAK_WITHOUT)) \
	  $(FLATPAKDIR) $(BUILDDIR)/src/cli/tessera-cli

clean:
	rm -rf $(BUILDDIR) $(SANDIR)
