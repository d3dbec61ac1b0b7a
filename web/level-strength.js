// Each AI level's strength on the page's level chooser: its rating on docs/ai.md's levels table
// ("How strong each level is"), levels 1–10, one Elo scale per game. Written by
// `node tools/match/levels_table.mjs --write web/level-strength.js`; not edited by hand.
export const LEVEL_ELO = {"showgit":[308,536,878,1188,1408,1727,2006,2380,2800,3083],"sovereign":[804,957,1120,1231,1441,1601,1939,2223,2433,2588]};
