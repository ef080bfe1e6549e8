# Tessera: the two commands of the README, over meson.
# SPDX-License-Identifier: GPL-3.0-or-later

BUILDDIR ?= _build
SANDIR   ?= _build-sanitize
MESON_OPTS ?= -Dwerror=true

.PHONY: all deps build run check check-main check-sanitize clean fuzz

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

check-main: build
	xvfb-run -a -s "-screen 0 1600x1000x24" meson test -C $(BUILDDIR) --print-errorlogs

check-sanitize: deps $(SANDIR)/build.ninja
	meson compile -C $(SANDIR)
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
	  meson test -C $(SANDIR) --print-errorlogs --suite engine --suite core --suite net --suite render --suite cli --suite fuzz

check: check-main check-sanitize

clean:
	rm -rf $(BUILDDIR) $(SANDIR)
