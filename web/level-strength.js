// Each AI level's strength on the page's level chooser: its rating on docs/ai.md's levels table
// ("How strong each level is"), levels 1–10, one Elo scale per game. Written by
// `node tools/match/levels_table.mjs --write web/level-strength.js`; not edited by hand.
export const LEVEL_ELO = {"showgit":[308,536,878,1188,1409,1743,2048,2427,2555,2895],"sovereign":[680,1014,1142,1435,1863,1875,2003,2215,2215,2597]};
