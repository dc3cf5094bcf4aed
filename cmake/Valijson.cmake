# umpire_use_valijson(TARGET): TARGET compiles against valijson, the header-only JSON Schema
# validator (engine/core/schemavalidator.cpp). Debian's libvalijson-dev depends on the Qt 5 and Poco
# development packages, so `make deps` does not install it: it unpacks the package's headers into
# <build>/third_party/valijson (Makefile). VALIJSON_INCLUDE_DIR is found there, beside a fuzz build
# in <build>/fuzz, or in the system's include folders; set it to use headers from elsewhere. The
# engine and the fuzz project share this file.
find_path(VALIJSON_INCLUDE_DIR valijson/validator.hpp
          HINTS ${CMAKE_BINARY_DIR}/third_party/valijson/usr/include
                ${CMAKE_BINARY_DIR}/../third_party/valijson/usr/include
          DOC "Folder that holds valijson/validator.hpp (make deps unpacks it into <build>/third_party/valijson/usr/include)")
if(NOT VALIJSON_INCLUDE_DIR)
    message(FATAL_ERROR "valijson's headers are missing: run `make deps`, which unpacks them from Debian's "
                        "libvalijson-dev into ${CMAKE_BINARY_DIR}/third_party/valijson, or configure with "
                        "-DVALIJSON_INCLUDE_DIR=<folder holding valijson/validator.hpp>")
endif()

function(umpire_use_valijson target)
    # SYSTEM: the project's warnings are for its own code, not valijson's.
    target_include_directories(${target} SYSTEM PRIVATE ${VALIJSON_INCLUDE_DIR})
endfunction()
