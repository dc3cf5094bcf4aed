# The engine's layering, checked on the sources: cmake -DROOT=<tree> -P tests/layering.cmake
# fails naming each file that includes a header of a folder it may not use. The libraries'
# include roots make the compiler refuse most of these already; this check also catches a
# relative path (#include "../crt/game.h") and runs without building.
#
#   core <- journal <- {crt (<- crt/map), n1815, vaevictis}; crt/map <- core; vision <- core;
#   engine/games.* sees every folder. The game folders never include each other.
cmake_minimum_required(VERSION 3.25)
if(NOT ROOT)
    message(FATAL_ERROR "layering.cmake: give the tree to check with -DROOT=<folder>")
endif()

set(allowed_core core)
set(allowed_journal core journal)
set(allowed_crt_map core crt/map)
set(allowed_crt core journal crt crt/map)
set(allowed_n1815 core journal n1815)
set(allowed_vaevictis core journal vaevictis)
set(allowed_vision core vision)
set(folders core journal crt/map crt n1815 vaevictis vision)

# Which folder owns each header name.
foreach(folder IN LISTS folders)
    if(folder STREQUAL "vision")
        set(dir ${ROOT}/vision)
    else()
        set(dir ${ROOT}/engine/${folder})
    endif()
    file(GLOB headers ${dir}/*.h)
    foreach(header IN LISTS headers)
        get_filename_component(name ${header} NAME)
        set(owner_${name} ${folder})
    endforeach()
endforeach()

set(violations "")
foreach(folder IN LISTS folders)
    if(folder STREQUAL "vision")
        set(dir ${ROOT}/vision)
    else()
        set(dir ${ROOT}/engine/${folder})
    endif()
    string(REPLACE "/" "_" key ${folder})
    file(GLOB sources ${dir}/*.h ${dir}/*.cpp ${dir}/*.in)
    foreach(source IN LISTS sources)
        file(STRINGS ${source} includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" included "${line}")
            get_filename_component(name ${included} NAME)
            if(NOT DEFINED owner_${name})
                continue() # a generated header or one of the folder's own private files
            endif()
            set(owner ${owner_${name}})
            if(NOT owner IN_LIST allowed_${key} OR included MATCHES "\\.\\./")
                file(RELATIVE_PATH shown ${ROOT} ${source})
                list(JOIN allowed_${key} ", " may)
                string(APPEND violations "\n  ${shown} includes \"${included}\" of ${owner}/, "
                       "but ${folder}/ may use only: ${may}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(violations)
    message(FATAL_ERROR "the engine's layering is broken:${violations}")
endif()
message(STATUS "layering: every folder includes only what it may")
