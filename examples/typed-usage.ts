// Every call of the API with its types; `npm test` type-checks this file with tsc --strict --noEmit
// (lib esnext.disposable, for `using`).
import { load, RegaliaError, ShowgitGame, SovereignGame, GameClock } from 'regalia-games';
import type { Game, ShowgitMove, SovereignMove, Status, Armies, ArmyColour, ThinkResult, ThinkInfo, ThinkLine, MateResult,
  Engine, EngineResult, EngineMateResult, GameReview, MoveClassification, RecordTree, RecordTreeMove, RecordTreeLine, RegaliaErrorCode, ShowgitPieceType, ShowgitStatusReason, SovereignPromotion, ImportedShowgitRecord, ImportedSovereignRecord,
  HandicapInfo, ShowgitHandicap, ClockFlag, SavedGameClock, EvaluationName } from 'regalia-games';

const regalia = await load();
const version: string = regalia.version;

// SHOWGIT
const showgit: ShowgitGame = regalia.newGame('showgit');
const fromSfen: ShowgitGame = regalia.newGame('showgit', { position: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1' });
const handicaps: HandicapInfo[] = regalia.handicaps('showgit');
const handicapId: ShowgitHandicap = handicaps[0].id;
const giverFirst: ShowgitGame = regalia.newGame('showgit', { handicap: 'two-pieces' });
const clock = new GameClock({ kind: 'byoyomi', time: [600000, 300000], byoyomi: 30000, periods: 3 }, { now: () => Date.now() });
clock.start(giverFirst.turn());
const late: ClockFlag | null = clock.moved();
const savedClock: SavedGameClock = JSON.parse(JSON.stringify(clock));
const restored: GameClock = GameClock.restore(savedClock);
const mainLeft: number = restored.read().sides[0].main;
giverFirst.think({ clock: clock.thinkClock() });
const sfen: string = showgit.position();
const turn: 1 | 2 = showgit.turn();
const moves: ShowgitMove[] = showgit.legalMoves();
const played: ShowgitMove = showgit.play('7g7f');
showgit.play(moves[0]);
showgit.play({ from: '3c', to: '3d' });
showgit.play({ drop: 'P', to: '5e' } as Partial<ShowgitMove>);
const piece: ShowgitPieceType = played.piece;
const undone: ShowgitMove | null = showgit.undo();
const history: ShowgitMove[] = showgit.history();
const status: Status<ShowgitStatusReason> = showgit.status();
const check: boolean = showgit.inCheck();
const square = showgit.board()[8][4];
const owner: 1 | 2 | undefined = square?.owner;
const hands: number | undefined = showgit.hands()[1].P;
const leaves: number = showgit.perft(3);
const uniform: string = regalia.pieces('showgit').P.name;
// Rules the core has but leaves off by default: the impasse declaration and a ply limit.
const ruled = regalia.newGame('showgit', { rules: { impasse: true, maxPlies: 512 } });
if (ruled.status().over === false) console.log(ruled.position());
const limit: number = ruled.rules().maxPlies;
console.log(limit);
try {
  const declared: Status<ShowgitStatusReason> = ruled.declareImpasse();
  console.log(declared.reason);
} catch (err) {
  if (err instanceof RegaliaError && err.code === 'cannot-declare') console.log('not yet');
}
ruled.dispose();

// Sovereign Chess
const sovereign: SovereignGame = regalia.newGame('sovereign');
const smoves: SovereignMove[] = sovereign.legalMoves();
sovereign.play('e2e4');
const canSwap: boolean = sovereign.canSwap();
const swapped: SovereignMove = sovereign.swap();
const persons: { 1: 1 | 2; 2: 1 | 2 } = sovereign.persons();
const armies: Armies = sovereign.armies();
const navyController: 0 | 1 | 2 = armies.controller.navy;
const defections: ArmyColour[] = sovereign.defections();
const squareColour: ArmyColour | null = sovereign.board()[0][0].squareColour;
const winnerPerson = sovereign.status().winnerPerson;
const promotion: SovereignPromotion | null = smoves[0].promotion;
const letters: string = smoves[0].piece?.letters ?? '';

// Either game through the union type: exportRecord is callable on it, and the classes narrow it.
function describe(game: Game): string {
  const record = game.exportRecord(game.variant === 'showgit' ? 'kif' : 'pgn');
  if (game instanceof SovereignGame) console.log(game.armies().owned[1]);
  if (game instanceof ShowgitGame) console.log(game.hands()[1].P ?? 0);
  return `${game.variant}: ${game.legalMoves().length} moves, ${game.status().result}, ${record.length} record bytes`;
}

try {
  showgit.play('9a9i');
} catch (err) {
  if (err instanceof RegaliaError) {
    const code: RegaliaErrorCode = err.code;
    if (code === 'illegal-move' || code === 'bad-move-syntax') console.log(code, err.message);
  }
}

for (const game of [showgit, fromSfen, sovereign]) {
  console.log(describe(game));
  game.dispose();
}
console.log(version, sfen, turn, played, piece, promotion, letters, undone, history, status, check, owner, hands, leaves, uniform, smoves, canSwap, swapped, persons, navyController, defections, squareColour, winnerPerson);

// The AI
const ai = regalia.newGame('showgit');
const answer: ThinkResult<ShowgitMove> = ai.think({ depth: 3, onInfo: (info: ThinkInfo) => console.log(info.depth, info.pv.join(' ')) });
// The move is the object legalMoves() lists: play it as it is, read its fields; pv stays notation.
const best: ShowgitMove | null = answer.move;
if (best) ai.play(best);
const line: string[] = answer.pv;
const mateIn: number | undefined = answer.score.mate;
ai.think({ movetimeMs: 100, level: 5, seed: 42 });
const lines: ThinkLine[] = ai.think({ depth: 3, lines: 3 }).lines;
console.log(lines.map((l) => `${l.pv[0]} ${l.depth}/${l.seldepth}`), answer.lines[0].score);
ai.think({ clock: { time: [60000, 60000], byoyomi: 1000 } });
ai.newSearch();
ai.dispose();
console.log(best?.to, line, mateIn);

// The engine: the same searches in a worker, with promises and an AbortSignal
const engine: Engine = await regalia.engine();
const played2 = regalia.newGame('showgit');
played2.play('7g7f');
const fromEngine: EngineResult<ShowgitMove> = await engine.think(played2, { movetimeMs: 100, signal: AbortSignal.timeout(1000) });
if (fromEngine.move) played2.play(fromEngine.move);
const underRules = await engine.think({ variant: 'showgit', moves: ['7g7f'], rules: { maxPlies: 256 } }, { depth: 1 });
console.log(underRules.move?.notation);
const described = await engine.think({ variant: 'sovereign', moves: ['f1g3'] }, { level: 2, onInfo: (i: ThinkInfo) => console.log(i.depth) });
const analysed: EngineResult = await engine.analyse(played2, { lines: 1, depth: 4, onInfo: (i: ThinkInfo) => console.log(i.lines[0]?.pv) });
const solved: EngineMateResult = await engine.solveMate({ variant: 'showgit', position: '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1' }, { nodes: 10000 });
const review: GameReview = await engine.review(played2, { nodes: 20000, onProgress: (p) => console.log(p.done, p.total) });
const firstMark: MoveClassification | null = review.moves[0]?.classification ?? null;
console.log(review.counts[1].blunder, review.positions[0]?.expected, review.moves[0]?.before.player1, firstMark);
const channel: 'shared-memory' | 'blob-url' = engine.stopChannel;
// The learned evaluation (fetched or read on demand), the built-in one where it cannot be had
const engineEvaluation: EvaluationName = await engine.setEvaluation('showgit', 'learned').catch((): EvaluationName => 'built-in');
const ownTables: Promise<EvaluationName> = regalia.setEvaluation('showgit', new Uint8Array(0));
ownTables.catch((err: RegaliaError) => console.log(err.code, engineEvaluation, regalia.evaluation('showgit'), engine.evaluation('sovereign')));
const start: string = played2.startPosition();
played2.setPosition(start);
played2.dispose();
engine.dispose();
console.log(described.move?.notation, analysed.stopped, solved.outcome, solved.stopped, channel);

// The tsume solver (SHOWGIT only)
const tsume = regalia.newGame('showgit', { position: '9/4k4/2R2l3/6G2/9/7S1/9/9/6K2 b R 1' });
const mate: MateResult = tsume.findMate({ nodes: 100000, maxPlies: 9, shortest: true });
const mateOutcome: 'mate' | 'nomate' | 'unknown' = mate.outcome;
const mateLine: string[] = mate.moves;
console.log(mateOutcome, mateLine.join(' '), mate.nodes, tsume.findMate().outcome);
tsume.dispose();

// Records
const recorded = regalia.newGame('showgit');
recorded.play('7g7f');
const kif: string = recorded.exportRecord('kif', { headers: { sente: 'STAR', gote: 'TIME' }, comments: ['a start'] });
const sjis: Uint8Array = recorded.exportRecord('kif-sjis');
const western: string[] = recorded.notation();
const japanese: string[] = recorded.notation('japanese');
const imported = regalia.importRecord(sjis);
if (imported.variant === 'showgit') {
  console.log(imported.headers, imported.game.hands());
  // The move tree: variations hang off the moves they replace.
  const tree: RecordTree = imported.tree;
  const first: RecordTreeMove | undefined = tree.moves[0];
  const alternatives: RecordTreeLine[] = first?.variations ?? [];
  console.log(first?.move, first?.time, alternatives.map((line) => line.moves.map((m) => m.move)));
  imported.game.exportRecord('kif', { headers: imported.headers, tree });
}
imported.game.dispose();
// A format that only one game has narrows the result.
const fromCsa: ImportedShowgitRecord = regalia.importRecord(recorded.exportRecord('csa'), { format: 'csa' });
console.log(fromCsa.headers, fromCsa.game.findMate({ nodes: 100 }).outcome);
fromCsa.game.dispose();
const sov = regalia.newGame('sovereign');
const pgn: string = sov.exportRecord('pgn', { tags: { Player1: 'Ann', Player2: 'Bo' }, result: '*' });
const sovNotation: string[] = sov.notation();
const fromPgn: ImportedSovereignRecord = regalia.importRecord(pgn, { format: 'pgn' });
console.log(kif, western, japanese, pgn, sovNotation, fromPgn.tags, fromPgn.game.canSwap());
fromPgn.game.dispose();
recorded.dispose();
sov.dispose();

// `using` disposes the game when the block ends (Symbol.dispose).
{
  using scratch = regalia.newGame('sovereign');
  scratch.play('e2e4');
  console.log(scratch.canSwap());
}
