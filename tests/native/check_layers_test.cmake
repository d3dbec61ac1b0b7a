# The layering check (core/check_layers.cmake) passes on the real tree and fails, naming the file
# and the edge, on copies of core/ with one forbidden include each.
#   cmake -DSOURCE=<repository root> -DWORK=<scratch dir> -P check_layers_test.cmake
set(checker ${SOURCE}/core/check_layers.cmake)

function(run_checker root out_rc out_text)
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${root} -P ${checker}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${out_rc} ${rc} PARENT_SCOPE)
  set(${out_text} "${out}${err}" PARENT_SCOPE)
endfunction()

run_checker(${SOURCE} rc text)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the real tree fails the layering check:\n${text}")
endif()

# One copy of core/, and each case edits one file of it, runs the checker, then puts it back.
file(REMOVE_RECURSE ${WORK})
file(COPY ${SOURCE}/core DESTINATION ${WORK})

function(expect_rejected file injected expected)
  set(path ${WORK}/${file})
  set(original "")
  if(EXISTS ${path})
    file(READ ${path} original)
  endif()
  file(WRITE ${path} "${injected}\n${original}")
  run_checker(${WORK} rc text)
  if(original STREQUAL "")
    file(REMOVE ${path})
  else()
    file(WRITE ${path} "${original}")
  endif()
  if(rc EQUAL 0)
    message(FATAL_ERROR "${file} with `${injected}` passed the layering check:\n${text}")
  endif()
  string(FIND "${text}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${file} with `${injected}`: the check failed without saying \"${expected}\":\n${text}")
  endif()
  message(STATUS "rejected as expected: ${file} with `${injected}`")
endfunction()

expect_rejected(core/showgit/ai/eval.cpp "#include \"core/sovereign/rules/position.h\""
  "core/showgit/ai/eval.cpp: includes core/sovereign/rules/position.h: forbidden edge showgit_ai -> sovereign_rules")
expect_rejected(core/search/tt.h "#include \"core/showgit/rules/position.h\""
  "core/search/tt.h: includes core/showgit/rules/position.h: forbidden edge search -> showgit_rules")
expect_rejected(core/showgit/rules/movegen.cpp "#include \"core/showgit/ai/eval.h\""
  "forbidden edge showgit_rules -> showgit_ai")
expect_rejected(core/common/bits.h "#include \"core/common/text/shift_jis.h\""
  "forbidden edge common -> text")
expect_rejected(core/sovereign/rules/game.cpp "#include <emscripten/bind.h>"
  "core/sovereign/rules/game.cpp: includes emscripten/bind.h: forbidden edge sovereign_rules -> emscripten/bind.h")
expect_rejected(core/showgit/records/csa.cpp "#include \"tests/support/sovereign_reference.h\""
  "forbidden edge showgit_records -> tests/support/sovereign_reference.h")
expect_rejected(core/showgit/rules/usi.cpp "#include \"position.h\""
  "core/showgit/rules/usi.cpp: includes \"position.h\"")
expect_rejected(core/showgit/stray.cpp "int stray;"
  "core/showgit/stray.cpp: core/showgit is no module folder")
file(REMOVE_RECURSE ${WORK})
