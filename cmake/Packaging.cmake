# Installing and packaging: what `cmake --install` puts where beyond the programs and the rule data,
# and the Debian packages `cpack` makes (make package). Included by the top CMakeLists.txt right
# after project(), before any install(): every install() after it belongs to the component
# "umpire" unless it names another, so only the camera's lines name theirs ("camera").
#
# Two Debian packages, one per component (CPack's DEB generator):
#   umpire          umpire, umpire-cli, the rule data, the .desktop file, the icon (SVG and PNG in
#                   the hicolor sizes), the AppStream metadata, the journal's MIME type, the man
#                   pages, the bash completion, the command line's reference (cli.md) with the
#                   files its examples name
#   umpire-camera   the two parts that link OpenCV: the desktop's camera module
#                   (lib/umpire/libumpire-camera.so) and umpire-cli-vision, with its man page; it
#                   depends on umpire, so a referee without a camera does not install OpenCV
# Both hold the licence (a DEP-5 copyright file: GPL-3+) and the Debian changelog
# (resources/debian/). Each package's dependencies are derived from the libraries its programs
# link (dpkg-shlibdeps, from dpkg-dev). The French translation is embedded in umpire
# (app/desktop/CMakeLists.txt): there is nothing to install for it. Nothing needs a maintainer
# script: the menu, the MIME database and the man pages' index are updated by their packages'
# triggers, and the camera module is private (no ldconfig).
#
# The man pages of umpire and umpire-cli are made at build time by help2man from the programs' own
# --help and --version, so they never drift from the programs. The build runs this file as a
# script for each one:
#   cmake -DHELP2MAN=... -DGZIP=... -DPROGRAM=... -DNAME=... -DSUMMARY=... -DVERSION=...
#         -DINCLUDE=resources/man/NAME.h2m -DOUTPUT=.../NAME.1.gz -P cmake/Packaging.cmake
# and for the files it only compresses (-DMODE=gzip) and the installed cli.md (-DMODE=doc).
# tests/package/package-test.sh checks the packages as a user installs them.

if(CMAKE_SCRIPT_MODE_FILE)
    cmake_policy(VERSION 3.25) # as the project: a script has no cmake_minimum_required of its own
endif()

if(CMAKE_SCRIPT_MODE_FILE AND MODE STREQUAL "gzip")
    # As Debian wants it: gzip -9n, no name, no time stamp.
    execute_process(COMMAND ${GZIP} -9n -c ${INPUT} OUTPUT_FILE ${OUTPUT} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        file(REMOVE ${OUTPUT})
        message(FATAL_ERROR "gzip could not compress ${INPUT}")
    endif()
    return()
endif()

# The script: the command line's reference as installed. Its examples are written to run from
# the repository after `make`; in the installed copy, those of its ```sh blocks name the installed
# files instead (its section "On an installed system" tells the reader), so they run as written
# there: the program on the PATH, the rule data and the example files where the packages put
# them (DATADIR, DOCDIR). The prose is left as written.
if(CMAKE_SCRIPT_MODE_FILE AND MODE STREQUAL "doc")
    file(READ ${INPUT} rest)
    set(text "")
    while(TRUE)
        string(FIND "${rest}" "```sh\n" start)
        if(start EQUAL -1)
            string(APPEND text "${rest}")
            break()
        endif()
        math(EXPR start "${start} + 6")
        string(SUBSTRING "${rest}" 0 ${start} before)
        string(SUBSTRING "${rest}" ${start} -1 rest)
        string(FIND "${rest}" "```" end)
        if(end EQUAL -1)
            message(FATAL_ERROR "${INPUT}: a ```sh block is not closed")
        endif()
        string(SUBSTRING "${rest}" 0 ${end} block)
        string(SUBSTRING "${rest}" ${end} -1 rest)
        string(REPLACE "build/bin/umpire-cli" "umpire-cli" block "${block}")
        string(REPLACE "docs/examples/" "${DOCDIR}/examples/" block "${block}")
        string(REPLACE "tests/scenarios/maps/" "${DOCDIR}/examples/maps/" block "${block}")
        string(REGEX REPLACE "(^|[\n '\"=])rulesdata/" "\\1${DATADIR}/umpire/rulesdata/" block "${block}")
        string(APPEND text "${before}${block}")
    endwhile()
    file(WRITE ${OUTPUT} "${text}")
    return()
endif()

# The script: one man page, gzipped as Debian wants it (gzip -9n: no name, no time stamp).
if(CMAKE_SCRIPT_MODE_FILE)
    foreach(variable IN ITEMS HELP2MAN GZIP PROGRAM NAME SUMMARY VERSION INCLUDE OUTPUT)
        if(NOT DEFINED ${variable})
            message(FATAL_ERROR "Packaging.cmake as a script makes a man page: give -D${variable}=...")
        endif()
    endforeach()
    # The desktop app answers --help and --version without a display; offscreen all the same, so
    # that a display of the build's own session is never used.
    set(ENV{QT_QPA_PLATFORM} offscreen)
    # Dated by the release (help2man reads SOURCE_DATE_EPOCH), not by the day of the build.
    if(SOURCE_DATE_EPOCH)
        set(ENV{SOURCE_DATE_EPOCH} ${SOURCE_DATE_EPOCH})
    endif()
    # A program without --version gets the project's version.
    execute_process(COMMAND ${PROGRAM} --version RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
    set(version_option)
    if(NOT status EQUAL 0)
        set(version_option --version-string=${VERSION})
    endif()

    file(READ ${INCLUDE} sections)
    if(NAME STREQUAL "umpire-cli")
        # The usage of the commands that have subcommands, as the program prints it: the journal's
        # on standard output, the others' in the error naming them (without "umpire-cli: error:").
        string(APPEND sections "\n[SUBCOMMANDS]\n")
        foreach(command IN ITEMS journal n1815 vv map vision)
            execute_process(COMMAND ${PROGRAM} ${command} OUTPUT_VARIABLE out ERROR_VARIABLE err)
            string(REGEX REPLACE "^umpire-cli: error: (usage: )?" "" err "${err}")
            string(STRIP "${out}${err}" usage)
            if(usage STREQUAL "")
                message(FATAL_ERROR "${PROGRAM} ${command} printed no usage for the man page")
            endif()
            # As roff text, kept as printed: backslashes and hyphens escaped, a line starting with
            # a control character made plain.
            string(REPLACE "\\" "\\e" usage "${usage}")
            string(REPLACE "-" "\\-" usage "${usage}")
            string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" usage "${usage}")
            string(APPEND sections ".SS ${command}\n.nf\n${usage}\n.fi\n")
        endforeach()
    endif()
    get_filename_component(work ${OUTPUT} DIRECTORY)
    set(included ${work}/${NAME}.h2m)
    set(page ${work}/${NAME}.1)
    file(WRITE ${included} "${sections}")
    execute_process(COMMAND ${HELP2MAN} --no-info --section=1 "--name=${SUMMARY}"
                            "--source=Umpire ${VERSION}" "--manual=User Commands"
                            --include=${included} ${version_option} --output=${page} ${PROGRAM}
                    RESULT_VARIABLE status ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "help2man could not make the man page of ${PROGRAM}: ${err}")
    endif()
    execute_process(COMMAND ${GZIP} -9n -c ${page} OUTPUT_FILE ${OUTPUT} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        file(REMOVE ${OUTPUT})
        message(FATAL_ERROR "gzip could not compress ${page}")
    endif()
    return()
endif()

include_guard(GLOBAL)
include(GNUInstallDirs)

# Included after an install() without a component, that install() would be in no package.
get_cmake_property(umpire_components_before COMPONENTS)
if(umpire_components_before)
    message(FATAL_ERROR "cmake/Packaging.cmake must be included before any install() (right after "
                        "project()): it sets their component; installed before it: ${umpire_components_before}")
endif()
set(CMAKE_INSTALL_DEFAULT_COMPONENT_NAME umpire)

# The Debian packages install under this prefix (CPACK_PACKAGING_INSTALL_PREFIX below); the
# installed cli.md names the files there.
set(UMPIRE_DEB_PREFIX /usr)
set(UMPIRE_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/umpire)
set(UMPIRE_MAN_DIR ${CMAKE_BINARY_DIR}/man)
set(UMPIRE_PACKAGING_DIR ${CMAKE_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${UMPIRE_MAN_DIR} ${UMPIRE_PACKAGING_DIR})
find_program(UMPIRE_GZIP gzip REQUIRED)

# umpire_gzip(INPUT OUTPUT): OUTPUT made at build time, INPUT gzipped as Debian wants it.
function(umpire_gzip input output)
    add_custom_command(OUTPUT ${output}
                       COMMAND ${CMAKE_COMMAND} -DMODE=gzip -DGZIP=${UMPIRE_GZIP} -DINPUT=${input}
                               -DOUTPUT=${output} -P ${CMAKE_CURRENT_FUNCTION_LIST_FILE}
                       DEPENDS ${input} ${CMAKE_CURRENT_FUNCTION_LIST_FILE} VERBATIM)
endfunction()

# The man pages: umpire's and umpire-cli's by help2man; umpire-cli-vision's is written by hand (it
# has no help of its own), in the camera's package.
option(UMPIRE_MAN_PAGES "Make the man pages of umpire and umpire-cli with help2man" ON)
set(UMPIRE_MAN_PAGE_FILES)
if(UMPIRE_MAN_PAGES)
    find_program(UMPIRE_HELP2MAN help2man)
    if(NOT UMPIRE_HELP2MAN)
        message(FATAL_ERROR "help2man is missing: it makes the man pages (make deps installs it), "
                            "or configure with -DUMPIRE_MAN_PAGES=OFF to build without them")
    endif()
    # The release's date: the Debian changelog's last entry, as debhelper dates a package's files.
    set(changelog ${PROJECT_SOURCE_DIR}/resources/debian/changelog)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${changelog})
    execute_process(COMMAND dpkg-parsechangelog -l ${changelog} -S Timestamp
                    OUTPUT_VARIABLE release_date OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    foreach(program IN ITEMS umpire umpire-cli)
        if(program STREQUAL "umpire")
            set(summary "a referee for wargames played on a real table")
        else()
            set(summary "the referee's command line of Umpire")
        endif()
        set(include ${PROJECT_SOURCE_DIR}/resources/man/${program}.h2m)
        set(output ${UMPIRE_MAN_DIR}/${program}.1.gz)
        # DEPENDS on the target: made again whenever the program is.
        add_custom_command(OUTPUT ${output}
                           COMMAND ${CMAKE_COMMAND} -DHELP2MAN=${UMPIRE_HELP2MAN} -DGZIP=${UMPIRE_GZIP}
                                   -DPROGRAM=$<TARGET_FILE:${program}> -DNAME=${program}
                                   -DSUMMARY=${summary} -DVERSION=${PROJECT_VERSION}
                                   -DSOURCE_DATE_EPOCH=${release_date} -DINCLUDE=${include}
                                   -DOUTPUT=${output} -P ${CMAKE_CURRENT_LIST_FILE}
                           DEPENDS ${program} ${include} ${CMAKE_CURRENT_LIST_FILE}
                           COMMENT "Making the man page of ${program} (help2man)" VERBATIM)
        list(APPEND UMPIRE_MAN_PAGE_FILES ${output})
    endforeach()
    install(FILES ${UMPIRE_MAN_PAGE_FILES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
configure_file(${PROJECT_SOURCE_DIR}/resources/man/umpire-cli-vision.1.in
               ${UMPIRE_MAN_DIR}/umpire-cli-vision.1 @ONLY)
umpire_gzip(${UMPIRE_MAN_DIR}/umpire-cli-vision.1 ${UMPIRE_MAN_DIR}/umpire-cli-vision.1.gz)
install(FILES ${UMPIRE_MAN_DIR}/umpire-cli-vision.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
        COMPONENT camera)

# The licence and the Debian changelog in both packages' documentation folders, and lintian's
# overrides of its false alarms, each explained in its file.
umpire_gzip(${PROJECT_SOURCE_DIR}/resources/debian/changelog ${UMPIRE_PACKAGING_DIR}/changelog.gz)
foreach(package IN ITEMS umpire camera)
    set(name umpire)
    if(package STREQUAL "camera")
        set(name umpire-camera)
    endif()
    install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${UMPIRE_PACKAGING_DIR}/changelog.gz
            DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${name} COMPONENT ${package})
    install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/${name}.lintian-overrides
            DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME ${name} COMPONENT ${package})
endforeach()

# The command line's reference with its examples' paths those of the installed system, and the
# files its examples read: docs/examples/, and the maps' positions of the tests they use.
set(UMPIRE_INSTALLED_CLI_DOC ${UMPIRE_PACKAGING_DIR}/cli.md)
add_custom_command(OUTPUT ${UMPIRE_INSTALLED_CLI_DOC}
                   COMMAND ${CMAKE_COMMAND} -DMODE=doc -DINPUT=${PROJECT_SOURCE_DIR}/docs/cli.md
                           -DOUTPUT=${UMPIRE_INSTALLED_CLI_DOC}
                           -DDATADIR=${UMPIRE_DEB_PREFIX}/${CMAKE_INSTALL_DATADIR}
                           -DDOCDIR=${UMPIRE_DEB_PREFIX}/${UMPIRE_DOC_DIR} -P ${CMAKE_CURRENT_LIST_FILE}
                   DEPENDS ${PROJECT_SOURCE_DIR}/docs/cli.md ${CMAKE_CURRENT_LIST_FILE}
                   COMMENT "Making the installed cli.md" VERBATIM)
add_custom_target(umpire_packaging_files ALL
                  DEPENDS ${UMPIRE_MAN_PAGE_FILES} ${UMPIRE_MAN_DIR}/umpire-cli-vision.1.gz
                          ${UMPIRE_PACKAGING_DIR}/changelog.gz ${UMPIRE_INSTALLED_CLI_DOC})
install(FILES ${UMPIRE_INSTALLED_CLI_DOC} ${PROJECT_SOURCE_DIR}/docs/map-format.md
        DESTINATION ${UMPIRE_DOC_DIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/examples/ DESTINATION ${UMPIRE_DOC_DIR}/examples)
install(FILES ${PROJECT_SOURCE_DIR}/tests/scenarios/maps/nlb-positions.json
              ${PROJECT_SOURCE_DIR}/tests/scenarios/maps/bmw-positions.json
              ${PROJECT_SOURCE_DIR}/tests/scenarios/maps/bad-hole.json
        DESTINATION ${UMPIRE_DOC_DIR}/examples/maps)

# The desktop's menu entry, icon and AppStream metadata (the .desktop file and the SVG icon are
# installed by app/desktop/CMakeLists.txt), the journal's MIME type and the bash completion.
install(FILES ${PROJECT_SOURCE_DIR}/resources/io.github.umpire.Umpire.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
foreach(size IN ITEMS 16 24 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/umpire.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/resources/mime/umpire.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
install(FILES ${PROJECT_SOURCE_DIR}/resources/completion/umpire-cli
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)

# The Debian packages: cpack in the build folder (make package) writes umpire_VERSION_ARCH.deb and
# umpire-camera_VERSION_ARCH.deb there.
# Umpire has no homepage (no Homepage field) and no mailing address yet: the Maintainer is a
# placeholder (example.org is reserved for examples), the same in resources/debian/.
set(UMPIRE_PACKAGE_MAINTAINER "Umpire developers <umpire@example.org>"
    CACHE STRING "The Debian packages' Maintainer field")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME umpire)
set(CPACK_PACKAGE_VENDOR Umpire)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Each package's description gives its own summary on its first line: CPack puts a summary of its
# own before it unless the summary is left at CPack's default.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_STRIP_FILES ON)
# Stripped, the programs keep the .comment section (the compiler's name): removed once the
# packages' files are staged, as Debian's own packages have it removed (dh_strip).
find_program(UMPIRE_OBJCOPY NAMES objcopy)
file(WRITE ${UMPIRE_PACKAGING_DIR}/remove-comment.cmake "\
file(GLOB_RECURSE files LIST_DIRECTORIES false \"\${CPACK_TEMPORARY_DIRECTORY}/*\")
foreach(file IN LISTS files)
    file(READ \"\${file}\" magic LIMIT 4 HEX)
    if(magic STREQUAL \"7f454c46\")
        execute_process(COMMAND \"${UMPIRE_OBJCOPY}\" --remove-section=.comment \"\${file}\"
                        COMMAND_ERROR_IS_FATAL ANY)
    endif()
endforeach()
")
set(CPACK_PRE_BUILD_SCRIPTS ${UMPIRE_PACKAGING_DIR}/remove-comment.cmake)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL umpire camera)
set(CPACK_COMPONENT_CAMERA_DEPENDS umpire)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON) # umpire-camera: Depends: umpire (= VERSION)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${UMPIRE_PACKAGE_MAINTAINER}")
# Not "games": Umpire plays no game (it referees those played on a table), and Debian keeps that
# section for programs in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_UMPIRE_PACKAGE_NAME umpire)
set(CPACK_DEBIAN_UMPIRE_DESCRIPTION "referee for wargames played on a real table
Umpire referees wargames played face to face on a real table. The counters,
figures, maps and real dice stay on the table; Umpire does the referee's work:
it forms the odds and rounds them for the defender, applies terrain and column
shifts, reads the Combat Results Table, says what the result obliges each
player to do, and keeps casualty levels against demoralization and victory,
explaining every step with the rule it applies. Every game is kept in a
journal that never loses a line.

It referees Napoleon's Last Battles, Napoleon at Waterloo, Battles of the
Medieval World, Napoleon 1815 Returns and the Vae Victis miniatures games.
This package holds the desktop app (umpire) and the command line
(umpire-cli). The camera is in umpire-camera.")
# What the libraries the programs link do not say: Qt's SVG plugins, without which the window has
# no icon; Qt's plugins for speech (spoken results) and for the window system, Qt's own texts in
# French, and the loader of the bash completion.
set(CPACK_DEBIAN_UMPIRE_PACKAGE_DEPENDS "libqt6svg6")
set(CPACK_DEBIAN_UMPIRE_PACKAGE_RECOMMENDS
    "qt6-speech-flite-plugin | qt6-speech-speechd-plugin, qt6-qpa-plugins, qt6-translations-l10n, bash-completion")
set(CPACK_DEBIAN_UMPIRE_PACKAGE_SUGGESTS "umpire-camera")

set(CPACK_DEBIAN_CAMERA_PACKAGE_NAME umpire-camera)
set(CPACK_DEBIAN_CAMERA_DESCRIPTION "camera for Umpire, the wargame referee (OpenCV)
The camera over the table for Umpire: it locates and tracks the counters by
their markers, measures distances on the table and proposes the moves it sees
for the rules to check. This package holds the desktop app's camera module and
umpire-cli-vision, which runs the command line's vision commands. They link
OpenCV.")
# umpire-camera's dependencies are found by dpkg-shlibdeps all the same, but below rather than by
# CPack: CPack would also call ldconfig from the package's maintainer scripts, as it does for every
# shared object in usr/lib/*/, and the camera module is private (found by its path, never by the
# dynamic linker).
set(CPACK_DEBIAN_CAMERA_PACKAGE_SHLIBDEPS OFF)
find_program(UMPIRE_DPKG_SHLIBDEPS dpkg-shlibdeps)
# Read by cpack for each generator. The Debian packages install under /usr: set for the DEB
# generator only, so that a source tarball (package_source) does not put the sources in usr/.
# dpkg-shlibdeps reads the camera's binaries as built (CPack strips its own copies, which link the
# same libraries), from a folder of its own holding the empty debian/control it wants.
set(umpire_cpack_config [[
if(CPACK_GENERATOR STREQUAL "DEB")
    set(CPACK_PACKAGING_INSTALL_PREFIX @UMPIRE_DEB_PREFIX@)
    set(work "@UMPIRE_PACKAGING_DIR@/camera-shlibdeps")
    file(MAKE_DIRECTORY "${work}/debian")
    file(WRITE "${work}/debian/control" "")
    execute_process(COMMAND "@UMPIRE_DPKG_SHLIBDEPS@" --ignore-missing-info -O
                            "$<TARGET_FILE:umpire_camera>" "$<TARGET_FILE:umpire-cli-vision>"
                    WORKING_DIRECTORY "${work}" RESULT_VARIABLE status OUTPUT_VARIABLE depends
                    ERROR_VARIABLE errors OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT status EQUAL 0 OR NOT depends MATCHES "^shlibs:Depends=")
        message(FATAL_ERROR "dpkg-shlibdeps could not find umpire-camera's dependencies: ${errors}")
    endif()
    string(REGEX REPLACE "^shlibs:Depends=" "" CPACK_DEBIAN_CAMERA_PACKAGE_DEPENDS "${depends}")
endif()
]])
string(CONFIGURE "${umpire_cpack_config}" umpire_cpack_config @ONLY)
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/CPackProjectConfig.cmake CONTENT "${umpire_cpack_config}")
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_BINARY_DIR}/CPackProjectConfig.cmake)
# The values as they are written here, escaped for CPack's configuration files.
set(CPACK_VERBATIM_VARIABLES ON)
# `package_source` (a tarball of the source folder) leaves out the builds and Git's files.
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build/" "/build-[^/]*/" "/\\.cache/")
include(CPack)

# At the end of the top folder: every install() is in a package, and the camera in its own.
function(umpire_check_install_components)
    get_cmake_property(components COMPONENTS)
    list(REMOVE_ITEM components ${CPACK_COMPONENTS_ALL})
    if(components)
        message(FATAL_ERROR "install() components in no Debian package: ${components} "
                            "(cmake/Packaging.cmake packages: ${CPACK_COMPONENTS_ALL})")
    endif()
    get_cmake_property(components COMPONENTS)
    if(NOT "camera" IN_LIST components)
        message(WARNING "no install() is in the component \"camera\": the camera module and "
                        "umpire-cli-vision are packaged in umpire, which then depends on OpenCV")
    endif()
endfunction()
cmake_language(DEFER CALL umpire_check_install_components)
