# The modules of core/ and which other modules each may include: the one place the layering is
# written. core/CMakeLists.txt builds one library per line and links it to the modules named after
# its folder; core/check_layers.cmake reads the same lines and fails the build on any other include.
# Every source of core/ lives directly in one of these folders (docs/architecture.md, "Layers").

# regalia_layer(<module> <folder> [<module it may include>...]) records one line of the table:
# REGALIA_LAYERS lists the modules in order, REGALIA_LAYER_<module>_DIR and _USES describe each.
macro(regalia_layer name dir)
  list(APPEND REGALIA_LAYERS ${name})
  set(REGALIA_LAYER_${name}_DIR ${dir})
  set(REGALIA_LAYER_${name}_USES ${ARGN})
endmacro()
set(REGALIA_LAYERS "")

#             module             folder                   may include
regalia_layer(common             core/common)
regalia_layer(text               core/common/text)
regalia_layer(search             core/search              common)
regalia_layer(showgit_rules      core/showgit/rules       common)
regalia_layer(showgit_tsume      core/showgit/tsume       common showgit_rules)
regalia_layer(showgit_ai         core/showgit/ai          common search showgit_rules showgit_tsume)
regalia_layer(showgit_records    core/showgit/records     common text showgit_rules)
regalia_layer(sovereign_rules    core/sovereign/rules     common)
regalia_layer(sovereign_ai       core/sovereign/ai        common search sovereign_rules)
regalia_layer(sovereign_records  core/sovereign/records   common sovereign_rules)
