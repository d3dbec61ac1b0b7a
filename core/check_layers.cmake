# The layering check: every #include in ROOT/core/ must stay inside the graph of core/layers.cmake.
#   cmake -DROOT=<repository root> -P core/check_layers.cmake
# Exits non-zero, naming each file and forbidden edge, when a source of core/
#  * includes a module its own module may not use (e.g. showgit_rules -> sovereign_rules);
#  * includes bindings/, tests/, tools/ or an Emscripten header (the core knows no platform);
#  * writes one of our headers relative to itself ("position.h"), which would hide its module;
#  * lies outside every module folder (a new folder must first get its line in layers.cmake).
# The build runs it before compiling any module (core/CMakeLists.txt); the ctest
# layering_check_rejects_forbidden_includes proves it can fail (tests/native/check_layers_test.cmake).
cmake_minimum_required(VERSION 3.22)
if(NOT DEFINED ROOT)
  message(FATAL_ERROR "usage: cmake -DROOT=<repository root> -P check_layers.cmake")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/layers.cmake)

# The module whose folder is exactly `dir`, or "" when `dir` is no module folder.
function(module_of_dir dir out)
  set(found "")
  foreach(m IN LISTS REGALIA_LAYERS)
    if(dir STREQUAL REGALIA_LAYER_${m}_DIR)
      set(found ${m})
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

set(violations 0)
macro(violation text)
  message(NOTICE "layering: ${text}")
  math(EXPR violations "${violations} + 1")
endmacro()

file(GLOB_RECURSE sources RELATIVE ${ROOT} ${ROOT}/core/*.h ${ROOT}/core/*.hpp ${ROOT}/core/*.cpp
  ${ROOT}/core/*.cc ${ROOT}/core/*.inc)
list(SORT sources)
foreach(src IN LISTS sources)
  get_filename_component(src_dir ${src} DIRECTORY)
  module_of_dir(${src_dir} from)
  if(from STREQUAL "")
    violation("${src}: ${src_dir} is no module folder of core/layers.cmake")
    continue()
  endif()
  file(STRINGS ${ROOT}/${src} lines REGEX "^[ \t]*#[ \t]*include")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "#[ \t]*include[ \t]*([<\"])([^>\"]+)[>\"]")
      continue()
    endif()
    set(quote "${CMAKE_MATCH_1}")
    set(inc "${CMAKE_MATCH_2}")
    if(inc MATCHES "^core/")
      get_filename_component(inc_dir ${inc} DIRECTORY)
      module_of_dir("${inc_dir}" to)
      if(to STREQUAL "")
        violation("${src}: includes ${inc}, which is in no module (${from} -> ?)")
      elseif(NOT to STREQUAL from AND NOT to IN_LIST REGALIA_LAYER_${from}_USES)
        violation("${src}: includes ${inc}: forbidden edge ${from} -> ${to} (${from} may include: ${REGALIA_LAYER_${from}_USES})")
      endif()
    elseif(inc MATCHES "^(bindings|tests|tools)/" OR inc MATCHES "^emscripten[./]")
      violation("${src}: includes ${inc}: forbidden edge ${from} -> ${inc} (the core includes only core/ and the standard library)")
    elseif(quote STREQUAL "\"")
      violation("${src}: includes \"${inc}\": write our headers from the repository root (core/...) so their module shows")
    endif()
  endforeach()
endforeach()

list(LENGTH sources checked)
if(violations GREATER 0)
  message(FATAL_ERROR "layering: ${violations} forbidden include(s) in core/ (the allowed graph is core/layers.cmake)")
endif()
message(STATUS "layering: ${checked} files of core/ follow core/layers.cmake")
