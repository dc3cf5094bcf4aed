# Installing and packaging: what `cmake --install` puts where beyond the programs and the rule data,
# and the Debian packages `cpack` makes (make package). Included by the top CMakeLists.txt right
# after project(), before any install(): every install() after it belongs to the component
# "umpire" unless it names another, so only the camera's lines name theirs ("camera").
#
# Two Debian packages, one per component (CPack's DEB generator):
#   umpire          umpire, umpire-cli, the rule data, the .desktop file, the icon (SVG and PNG in
#                   the hicolor sizes), the AppStream metadata, the man pages, the bash completion
#                   and the command line's reference (cli.md)
#   umpire-camera   the two parts that link OpenCV: the desktop's camera module
#                   (lib/umpire/libumpire-camera.so) and umpire-cli-vision; it depends on umpire,
#                   so a referee without a camera does not install OpenCV
# Each package's dependencies are derived from the libraries its programs link (dpkg-shlibdeps,
# from dpkg-dev). The French translation is embedded in umpire (app/desktop/CMakeLists.txt):
# there is nothing to install for it.
#
# The man pages are made at build time by help2man from the programs' own --help and --version, so
# they never drift from the programs. The build runs this file as a script for each one:
#   cmake -DHELP2MAN=... -DGZIP=... -DPROGRAM=... -DNAME=... -DSUMMARY=... -DVERSION=...
#         -DINCLUDE=resources/man/NAME.h2m -DOUTPUT=.../NAME.1.gz -P cmake/Packaging.cmake
# tests/package/package-test.sh checks the packages as a user installs them.

# The script: one man page, gzipped as Debian wants it (gzip -9n: no name, no time stamp).
if(CMAKE_SCRIPT_MODE_FILE)
    foreach(variable IN ITEMS HELP2MAN GZIP PROGRAM NAME SUMMARY VERSION INCLUDE OUTPUT)
        if(NOT DEFINED ${variable})
            message(FATAL_ERROR "Packaging.cmake as a script makes a man page: give -D${variable}=...")
        endif()
    endforeach()
    # The desktop app prints its help without a display (DesktopApp::hasDisplay lets the offscreen
    # platform through).
    set(ENV{QT_QPA_PLATFORM} offscreen)
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

# The man pages.
option(UMPIRE_MAN_PAGES "Make the man pages of umpire and umpire-cli with help2man" ON)
if(UMPIRE_MAN_PAGES)
    find_program(UMPIRE_HELP2MAN help2man)
    find_program(UMPIRE_GZIP gzip REQUIRED)
    if(NOT UMPIRE_HELP2MAN)
        message(FATAL_ERROR "help2man is missing: it makes the man pages (make deps installs it), "
                            "or configure with -DUMPIRE_MAN_PAGES=OFF to build without them")
    endif()
    set(UMPIRE_MAN_DIR ${CMAKE_BINARY_DIR}/man)
    file(MAKE_DIRECTORY ${UMPIRE_MAN_DIR})
    set(UMPIRE_MAN_PAGE_FILES)
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
                                   -DINCLUDE=${include} -DOUTPUT=${output} -P ${CMAKE_CURRENT_LIST_FILE}
                           DEPENDS ${program} ${include} ${CMAKE_CURRENT_LIST_FILE}
                           COMMENT "Making the man page of ${program} (help2man)" VERBATIM)
        list(APPEND UMPIRE_MAN_PAGE_FILES ${output})
    endforeach()
    add_custom_target(umpire_man_pages ALL DEPENDS ${UMPIRE_MAN_PAGE_FILES})
    install(FILES ${UMPIRE_MAN_PAGE_FILES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

# The desktop's menu entry, icon and AppStream metadata (the .desktop file and the SVG icon are
# installed by app/desktop/CMakeLists.txt), the bash completion and the command line's reference.
install(FILES ${PROJECT_SOURCE_DIR}/resources/io.github.umpire.Umpire.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
foreach(size IN ITEMS 16 24 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/umpire.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/resources/completion/umpire-cli
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${PROJECT_SOURCE_DIR}/docs/cli.md ${PROJECT_SOURCE_DIR}/docs/map-format.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/umpire)

# The Debian packages: cpack in the build folder (make package) writes umpire_VERSION_ARCH.deb and
# umpire-camera_VERSION_ARCH.deb there.
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
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL umpire camera)
set(CPACK_COMPONENT_CAMERA_DEPENDS umpire)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON) # umpire-camera: Depends: umpire (= VERSION)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${UMPIRE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
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
# What the libraries the programs link do not say: Qt's plugins for speech (spoken results), for
# the SVG icon and for the window system, and Qt's own texts in French.
set(CPACK_DEBIAN_UMPIRE_PACKAGE_RECOMMENDS
    "qt6-speech-flite-plugin | qt6-speech-speechd-plugin, libqt6svg6, qt6-qpa-plugins, qt6-translations-l10n")
set(CPACK_DEBIAN_UMPIRE_PACKAGE_SUGGESTS "umpire-camera")

set(CPACK_DEBIAN_CAMERA_PACKAGE_NAME umpire-camera)
set(CPACK_DEBIAN_CAMERA_DESCRIPTION "camera for Umpire, the wargame referee (OpenCV)
The camera over the table for Umpire: it locates and tracks the counters by
their markers, measures distances on the table and proposes the moves it sees
for the rules to check. This package holds the desktop app's camera module and
umpire-cli-vision, which runs the command line's vision commands. They link
OpenCV.")
# The Debian packages install under /usr: set for the DEB generator only (cpack reads this file
# for each generator), so that a source tarball (package_source) does not put the sources in usr/.
file(WRITE ${CMAKE_BINARY_DIR}/CPackProjectConfig.cmake
     "if(CPACK_GENERATOR STREQUAL \"DEB\")\n    set(CPACK_PACKAGING_INSTALL_PREFIX /usr)\nendif()\n")
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
