// Each AI level's strength on the page's level chooser: its rating on docs/ai.md's levels table
// ("How strong each level is"), levels 1–10, one Elo scale per game. Written by
// `node tools/match/levels_table.mjs --write web/level-strength.js`; not edited by hand.
export const LEVEL_ELO = {"showgit":[308,536,878,1188,1408,1727,2006,2380,2800,3083],"sovereign":[680,1014,1141,1428,1604,1825,null,2238,2537,2703]};
