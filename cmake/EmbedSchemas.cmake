# umpire_embed_schemas(ROOT OUTPUT): writes OUTPUT, engine/core/rulesetschema.cpp.in with every
# ROOT/rulesdata/*.schema.json compiled in (engine/core/rulesetschema.h), and re-runs CMake when a
# schema changes. The engine and the fuzz project share it.
function(umpire_embed_schemas root output)
    file(GLOB schemas CONFIGURE_DEPENDS ${root}/rulesdata/*.schema.json)
    set(UMPIRE_SCHEMA_ENTRIES "")
    foreach(schema IN LISTS schemas)
        get_filename_component(schemaName ${schema} NAME)
        file(READ ${schema} schemaText)
        string(APPEND UMPIRE_SCHEMA_ENTRIES "    {\"${schemaName}\", R\"umpire_schema(${schemaText})umpire_schema\"},\n")
    endforeach()
    configure_file(${root}/engine/core/rulesetschema.cpp.in ${output} @ONLY)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${schemas})
endfunction()
