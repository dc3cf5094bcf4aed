# The front door: every target installs what it needs, configures, builds, then acts.
#   make run    set up, build and open the demonstration game in the desktop app
#   make test   set up, build and run every test (CTest)
BUILD_DIR ?= build
RANDOMPLAY_SEEDS ?= 500
SECRETS_SEEDS ?= 40
BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

# Debian packages the project needs (Debian 12 names).
PACKAGES := cmake ninja-build g++ make pkg-config \
	qt6-base-dev qt6-base-dev-tools qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools \
	qt6-l10n-tools qt6-translations-l10n qt6-speech-dev qt6-declarative-dev libgl-dev libvulkan-dev \
	libopencv-dev libopencv-contrib-dev nlohmann-json3-dev libxxhash-dev xvfb xauth clang-format \
	clang libclang-rt-14-dev \
	qt6-httpserver-dev qt6-websockets-dev libqrencode-dev chromium \
	help2man dpkg-dev appstream desktop-file-utils man-db bsdextrautils x11-utils \
	qt6-speech-flite-plugin pulseaudio pulseaudio-utils \
	lintian libqt6svg6 shared-mime-info xdg-utils libfile-mimeinfo-perl bash-completion \
	libzip-dev libpugixml-dev zip

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# valijson (JSON Schema validation of rule data) is header-only. Its Debian package,
# libvalijson-dev, depends on the Qt 5 and Poco development packages, so it is not installed: its
# .deb is downloaded and unpacked under the build folder, and CMake reads the headers from there
# (cmake/Valijson.cmake), or from /usr/include when the package is installed after all.
VALIJSON_DIR := $(BUILD_DIR)/third_party/valijson

.PHONY: all deps configure build run test demo bench fuzz screenshots package package-test \
	reproducible format check-format clean

all: build

# Installs only the packages that are missing and unpacks valijson's headers once, so it is quick
# once the machine is set up.
deps:
	@missing=$$(for p in $(PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@if [ ! -f $(VALIJSON_DIR)/usr/include/valijson/validator.hpp ] && \
		[ ! -f /usr/include/valijson/validator.hpp ]; then \
		echo "Unpacking the valijson headers (libvalijson-dev) into $(VALIJSON_DIR)"; \
		rm -rf $(VALIJSON_DIR) && mkdir -p $(VALIJSON_DIR)/deb && \
		( cd $(VALIJSON_DIR)/deb && { apt-get download -qq libvalijson-dev 2>/dev/null || \
			{ $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			  apt-get download -qq libvalijson-dev; }; } ) && \
		dpkg-deb -x $(VALIJSON_DIR)/deb/libvalijson-dev_*.deb $(VALIJSON_DIR) && \
		test -f $(VALIJSON_DIR)/usr/include/valijson/validator.hpp || \
		{ echo "make deps: could not fetch libvalijson-dev's headers" >&2; exit 1; }; \
	fi

$(BUILD_DIR)/build.ninja: CMakeLists.txt | deps
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

configure: deps
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

build: deps $(BUILD_DIR)/build.ninja
	cmake --build $(BUILD_DIR) -j $(JOBS)

# Without a display the app says how to run it (Xvfb, or umpire-cli demo).
run: build
	$(BUILD_DIR)/bin/umpire --demo

demo: run

test: build
	ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

# Speed and memory figures as ratios against baselines measured in the same run (docs/performance.md).
bench: build
	cmake --build $(BUILD_DIR) --target umpire-bench
	$(BUILD_DIR)/bin/umpire-bench

# The README's screenshots: umpire-devtool (tools/desktop) starts the app, plays a short
# demonstration under Xvfb, in English and in French, with its own settings and games in a scratch
# folder (never the user's); then a combat in the window filling screens of a laptop (1366x768),
# 1600x1000 and full HD (combat-WxH.png); and the players' view on a phone, the table's and the
# French player's, and the map on a phone, taken by its browser test in headless Chromium
# (players-*.png); a map made from its picture (mapmaker.png), by the map maker's test; the board
# over a map's own picture with the counters' pictures (board-pictures.png), by the board's test;
# the Napoleon 1815 Returns window in the battle at Charleroi (n1815.png), by its window's test.
screenshots: build
	@scratch=$$(mktemp -d); \
	for lang in en fr; do \
		XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
		xvfb-run -a -s '-screen 0 1600x1000x24' $(BUILD_DIR)/bin/umpire-devtool --lang $$lang --screenshots docs/screenshots \
			|| { rm -rf $$scratch; exit 1; }; \
	done; \
	for size in 1366x768 1600x1000 1920x1080; do \
		XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
		xvfb-run -a -s "-screen 0 $${size}x24" $(BUILD_DIR)/bin/umpire-devtool --lang en --screen-size-shot docs/screenshots \
			|| { rm -rf $$scratch; exit 1; }; \
	done; \
	XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
	UMPIRE_SCREENSHOTS_DIR=docs/screenshots QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/tests/desktop_playersbrowser \
		|| { rm -rf $$scratch; exit 1; }; \
	XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
	UMPIRE_SCREENSHOTS_DIR=docs/screenshots QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/tests/desktop_mapmaker \
		theGridIsFittedFromThePicture || { rm -rf $$scratch; exit 1; }; \
	XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
	UMPIRE_SCREENSHOTS_DIR=docs/screenshots QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/tests/desktop_mapview \
		drawsTheMapsPictureAndTheCountersPictures || { rm -rf $$scratch; exit 1; }; \
	XDG_DATA_HOME=$$scratch/data XDG_CONFIG_HOME=$$scratch/config XDG_CACHE_HOME=$$scratch/cache \
	UMPIRE_N1815_SCREENSHOT=docs/screenshots/n1815.png xvfb-run -a -s '-screen 0 1600x1000x24' \
		$(BUILD_DIR)/tests/desktop_n1815window wholeBattle || { rm -rf $$scratch; exit 1; }; \
	rm -rf $$scratch

# The Debian packages (cmake/Packaging.cmake): umpire and umpire-camera, written to $(BUILD_DIR).
package: build
	cd $(BUILD_DIR) && cpack -G DEB

# The packages tested as a user installs them: unpacked into a scratch folder and run from there
# (make test runs it too).
package-test: build
	tests/package/package-test.sh $(BUILD_DIR)

# Two builds of the last commit (git archive, the commit read once) in two folders of other names and
# depths,
# the programs the packages hold compared byte for byte, debug information included. Not part of
# make test: two more full builds would take as long as the whole suite. make test's package test
# checks the cheap half, that no packaged program holds the source or build folder (the build maps
# both away: the top CMakeLists.txt). REPRODUCIBLE_DIR=... keeps the two builds there.
REPRODUCIBLE_PROGRAMS := bin/umpire bin/umpire-cli bin/umpire-cli-vision lib/umpire/libumpire-camera.so
reproducible: deps
	@scratch=$${REPRODUCIBLE_DIR:-$$(mktemp -d $${TMPDIR:-/tmp}/umpire-reproducible.XXXXXX)}; \
	commit=$$(git rev-parse HEAD); \
	valijson=$$( [ -f /usr/include/valijson/validator.hpp ] && echo /usr/include || \
		echo $(abspath $(VALIJSON_DIR))/usr/include ); \
	for tree in one/umpire:build two/deeper/src:out/b; do \
		src=$$scratch/$${tree%%:*}; bin=$$src/$${tree#*:}; log=$$scratch/$${tree%%/*}.log; \
		rm -rf $$src && mkdir -p $$src && git archive $$commit | tar -x -C $$src && \
		cmake -S $$src -B $$bin -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DUMPIRE_BUILD_TESTS=OFF \
			-DUMPIRE_BUILD_BENCH=OFF -DVALIJSON_INCLUDE_DIR=$$valijson >$$log 2>&1 && \
		cmake --build $$bin -j $(JOBS) --target umpire umpire-cli umpire-cli-vision umpire_camera \
			>>$$log 2>&1 || { tail -20 $$log; echo "make reproducible: the build in $$bin failed" >&2; exit 1; }; \
	done; \
	differ=""; for program in $(REPRODUCIBLE_PROGRAMS); do \
		cmp -s $$scratch/one/umpire/build/$$program $$scratch/two/deeper/src/out/b/$$program || differ="$$differ $$program"; \
	done; \
	[ -n "$${REPRODUCIBLE_DIR:-}" ] || rm -rf $$scratch; \
	if [ -n "$$differ" ]; then echo "make reproducible: these differ between the two builds:$$differ" >&2; exit 1; fi; \
	echo "make reproducible: the two builds of $$commit give the same programs ($(REPRODUCIBLE_PROGRAMS))"

# Every fuzz target for a bounded time (FUZZ_SECONDS each); `make test` runs them briefly.
FUZZ_SECONDS ?= 300
# The fuzz targets, then the random play of the sample scenario and the secrets test over many
# more games than make test plays.
fuzz: build
	fuzz/run.sh --seconds $(FUZZ_SECONDS) --build-dir $(BUILD_DIR)/fuzz
	UMPIRE_RANDOMPLAY_SEEDS=$(RANDOMPLAY_SEEDS) $(BUILD_DIR)/tests/engine_randomplay -silent
	UMPIRE_SECRETS_SEEDS=$(SECRETS_SEEDS) UMPIRE_SECRETS_ACTIONS=400 $(BUILD_DIR)/tests/engine_secrets -silent

format: deps
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

check-format: deps
	git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run --Werror

clean:
	rm -rf $(BUILD_DIR)
