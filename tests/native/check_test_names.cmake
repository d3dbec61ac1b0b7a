# ctest runs each Catch2 test by name; catch_discover_tests splits a name containing ';' (a CMake
# list separator) into pieces that match nothing, and such a test then "passes" unseen. This
# check fails when any test name has one.
# (Catch2 2 exits with the number of tests listed, so the output is checked, not the status.)
execute_process(COMMAND ${EXE} --list-test-names-only OUTPUT_VARIABLE names)
if(NOT names MATCHES "search")
  message(FATAL_ERROR "${EXE} --list-test-names-only listed no tests")
endif()
string(FIND "${names}" ";" at)
if(NOT at EQUAL -1)
  message(FATAL_ERROR "a Catch2 test name contains ';' (ctest cannot run it):\n${names}")
endif()
