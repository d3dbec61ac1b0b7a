#!/usr/bin/env node
// Training positions from match records: the positions our engine reached in games against an
// opponent, not in self-play (docs/ai.md, "A learned evaluation (king tables)"). Self-play shows a
// fit the positions nothing steered into; these are the ones our search chose against gpsusi,
// where its misjudgements are. Writes gen_positions' lines (quiet_positions.mjs says which
// positions), games in the order of the files given, so that fit_king_tables' held-out tail is
// whole games; label_gps.mjs then puts gpsusi's scores on them:
//   SFEN  score (the mover's engine's last reported score, its own scale)  result (mover's view)
//
//   node tools/tune/record_positions.mjs RECORD... > POSITIONS
import { readArgs } from '../match/args.mjs';
import { readMatchRecordFiles } from '../match/match_record.mjs';
import { load } from '../../bindings/js/node.js';
import { quietPositions } from './quiet_positions.mjs';

const { args, fail } = readArgs('node tools/tune/record_positions.mjs RECORD...', 1);
let games, found;
try {
  games = readMatchRecordFiles(args);
  found = quietPositions(await load(), games);
} catch (e) {
  fail(e.message);
}
for (const { sfen, score, result } of found.positions) process.stdout.write(`${sfen}\t${score}\t${result}\n`);
process.stderr.write(`record_positions: ${games.length} games, ${found.positions.length} positions written, ${found.left} left out\n`);
