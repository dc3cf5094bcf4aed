# The layering of the engine and of the desktop app, checked on the sources: cmake -DROOT=<tree> -P tests/layering.cmake
# fails naming each file that includes a header of a folder it may not use. The libraries'
# include roots make the compiler refuse most of these already; this check also catches a
# relative path (#include "../crt/game.h") and runs without building.
#
#   core <- journal <- {crt (<- crt/map), n1815, vaevictis}; crt/map <- core; vision <- core;
#   vassal <- crt;
#   engine/games.* sees every folder. The game folders never include each other.
#   The camera measures for the chart games and in paces for Vae Victis.
#   A face (app/) acts on a game only through its module: it never calls a game's action methods.
cmake_minimum_required(VERSION 3.25)
if(NOT ROOT)
    message(FATAL_ERROR "layering.cmake: give the tree to check with -DROOT=<folder>")
endif()

# Folders are named by their path under the tree: engine/... and vision, and the desktop app's
# app/desktop/... (one library each, app/desktop/CMakeLists.txt):
#
#   app/desktop/common (the session) sees every engine folder; the desktop's game folders see
#   common and their own game's engine folders only; app/desktop/window sees everything.
set(engine_all engine/core engine/journal engine/crt engine/crt/map engine/n1815 engine/vaevictis engine)
set(allowed_engine/core engine/core)
set(allowed_engine/journal engine/core engine/journal)
set(allowed_engine/crt/map engine/core engine/crt/map)
set(allowed_engine/crt engine/core engine/journal engine/crt engine/crt/map)
set(allowed_engine/n1815 engine/core engine/journal engine/n1815)
set(allowed_engine/vaevictis engine/core engine/journal engine/vaevictis)
set(allowed_vision engine/core vision)
# The VASSAL importer writes rule data in the engine's formats, read back by their loaders: no game
# folder but the chart games', never the desktop (nor Qt, nor OpenCV, which its CMake target
# does not link).
set(allowed_vassal engine/core engine/journal engine/crt engine/crt/map vassal)
set(allowed_app/desktop/common ${engine_all} app/desktop/common)
set(allowed_app/desktop/crt ${allowed_engine/crt} app/desktop/common app/desktop/crt)
set(allowed_app/desktop/crt/map ${allowed_engine/crt} app/desktop/common app/desktop/crt/map)
set(allowed_app/desktop/n1815 ${allowed_engine/n1815} app/desktop/common app/desktop/n1815)
set(allowed_app/desktop/vaevictis ${allowed_engine/vaevictis} app/desktop/common app/desktop/vaevictis)
set(allowed_app/desktop/camera ${allowed_engine/crt} engine/vaevictis vision app/desktop/common app/desktop/camera)
# The map maker makes maps and imports modules: the chart games' map and scenario formats.
set(allowed_app/desktop/mapmaker ${allowed_engine/crt} vassal app/desktop/common app/desktop/mapmaker)
# The players' view serves any game through the game interface alone: no game folder.
set(allowed_app/desktop/playersview engine/core engine/journal engine app/desktop/common app/desktop/playersview)
set(folders engine/core engine/journal engine/crt/map engine/crt engine/n1815 engine/vaevictis vision vassal
    app/desktop/common app/desktop/crt app/desktop/crt/map app/desktop/n1815 app/desktop/vaevictis
    app/desktop/camera app/desktop/playersview app/desktop/mapmaker)

# Which folder owns each header name.
foreach(folder IN LISTS folders)
    set(dir ${ROOT}/${folder})
    file(GLOB headers ${dir}/*.h)
    foreach(header IN LISTS headers)
        get_filename_component(name ${header} NAME)
        set(owner_${name} ${folder})
    endforeach()
endforeach()

set(violations "")
foreach(folder IN LISTS folders)
    set(dir ${ROOT}/${folder})
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
            if(NOT owner IN_LIST allowed_${folder} OR included MATCHES "\\.\\./")
                file(RELATIVE_PATH shown ${ROOT} ${source})
                list(JOIN allowed_${folder} ", " may)
                string(APPEND violations "\n  ${shown} includes \"${included}\" of ${owner}/, "
                       "but ${folder}/ may use only: ${may}")
            endif()
        endforeach()
    endforeach()
endforeach()

# One door: a face (the command line, the desktop app) acts on a game only through its module
# (GameModule::act, undo, redo). A game object's own action methods are the module's business; a
# face may hold a game to read it, never call them. A game is what a name says it is: a variable
# declared as one (Result<Game>, crt::Game &, std::optional<Game>...) or a name ending in "game".
set(game_actions "append|resolveCombat|roll|move|undo|redo|advanceTurn|advance|catchUp")
set(game_types "(Result<|std::optional<)?((umpire::)?(crt|n1815|vv)::)?Game>?[ \t]*[&*]?")
file(GLOB_RECURSE faces ${ROOT}/app/*.h ${ROOT}/app/*.cpp)
foreach(source IN LISTS faces)
    file(STRINGS ${source} lines)
    set(held "")
    foreach(line IN LISTS lines)
        string(REGEX MATCHALL "${game_types}[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*(=|\\(|$)" declared "${line}")
        foreach(d IN LISTS declared)
            if(d MATCHES "Game")
                string(REGEX REPLACE ".*[ \t&*]([A-Za-z_][A-Za-z0-9_]*)[ \t]*(=|\\(|$)$" "\\1" name "${d}")
                list(APPEND held ${name})
            endif()
        endforeach()
    endforeach()
    list(REMOVE_DUPLICATES held)
    list(JOIN held "|" names)
    set(callee "[A-Za-z_]*[gG]ame(\\(\\))?")
    if(names)
        set(callee "(${names}|${callee})")
    endif()
    foreach(line IN LISTS lines)
        if(line MATCHES "^[ \t]*//")
            continue()
        endif()
        if(line MATCHES "(^|[^A-Za-z0-9_:])${callee}[ \t]*(\\.|->)[ \t]*(${game_actions})[ \t]*\\(")
            string(REGEX MATCH "${callee}[ \t]*(\\.|->)[ \t]*(${game_actions})" call "${line}")
            file(RELATIVE_PATH shown ${ROOT} ${source})
            string(APPEND violations "\n  ${shown} calls ${call}() on a game itself: a face acts "
                   "only through the game's module (act, undo, redo)")
        endif()
    endforeach()
endforeach()

if(violations)
    message(FATAL_ERROR "the layering is broken:${violations}")
endif()
message(STATUS "layering: every folder includes only what it may")
