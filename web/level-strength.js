// Each AI level's strength on the page's level chooser: its rating on docs/ai.md's levels table
// ("How strong each level is"), levels 1–10, one Elo scale per game. Written by
// `node tools/match/levels_table.mjs --write web/level-strength.js`; not edited by hand.
export const LEVEL_ELO = {"showgit":[308,536,878,1188,1411,1617,1696,1829,2357,2739],"sovereign":[692,727,973,1105,1399,1829,1958,2171,null,null]};
