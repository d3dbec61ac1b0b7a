// Words of the page in English (default), Korean and Arabic (right to left). Piece names follow
// the name tables of the rules (docs/showgit.md and docs/sovereign.md, "Names").
// Presentation only: nothing here knows a rule.
import { COACH_STRINGS } from './coach-i18n.js';

export const LANGUAGES = {
  en: { label: 'English', dir: 'ltr' },
  ko: { label: '한국어', dir: 'ltr' },
  ar: { label: 'العربية', dir: 'rtl' },
};

const SHOWGIT_NAMES = {
  ko: {
    STAR: 'STAR', TIME: 'TIME', MIKE: '마이크', ALPHA: '알파', 'NEO-ALPHA': '네오 알파', YANKEE: '양키',
    'NEO-YANKEE': '네오 양키', LIMA: '리마', 'NEO-LIMA': '네오 리마', TANGO: '탱고', 'NEO-TANGO': '네오 탱고',
    VICTOR: '빅터', 'NEO-VICTOR': '네오 빅터', UNIFORM: '유니폼', 'NEO-UNIFORM': '네오 유니폼',
  },
  ar: {
    STAR: 'نجمة', TIME: 'وقت', MIKE: 'مايك', ALPHA: 'ألفا', 'NEO-ALPHA': 'نيو ألفا', YANKEE: 'يانكي',
    'NEO-YANKEE': 'نيو يانكي', LIMA: 'ليما', 'NEO-LIMA': 'ليما الجديدة', TANGO: 'تانغو', 'NEO-TANGO': 'نيو تانغو',
    VICTOR: 'فيكتور', 'NEO-VICTOR': 'نيو فيكتور', UNIFORM: 'الزي الرسمي', 'NEO-UNIFORM': 'الزي الجديد',
  },
};

const COLOURS = {
  en: {
    white: 'White', ash: 'Ash', slate: 'Slate', black: 'Black', pink: 'Pink', red: 'Red', orange: 'Orange',
    yellow: 'Yellow', green: 'Green', cyan: 'Cyan', navy: 'Navy', violet: 'Violet',
  },
  ko: {
    white: '흰색', ash: '연회색', slate: '진회색', black: '검은색', pink: '분홍색', red: '빨간색', orange: '주황색',
    yellow: '노란색', green: '초록색', cyan: '하늘색', navy: '남색', violet: '보라색',
  },
  ar: {
    white: 'أبيض', ash: 'رمادي فاتح', slate: 'رمادي داكن', black: 'أسود', pink: 'وردي', red: 'أحمر',
    orange: 'برتقالي', yellow: 'أصفر', green: 'أخضر', cyan: 'سماوي', navy: 'كحلي', violet: 'بنفسجي',
  },
};

const CHESS_PIECES = {
  en: { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' },
  ko: { K: '킹', Q: '퀸', R: '룩', B: '비숍', N: '나이트', P: '폰' },
  ar: { K: 'ملك', Q: 'وزير', R: 'رخ', B: 'فيل', N: 'حصان', P: 'جندي' },
};

const STRINGS = {
  en: {
    showgit: 'SHOWGIT', sovereign: 'Sovereign Chess', language: 'Language', loading: 'Loading…',
    board: 'Board', boardHelp: 'Arrow keys move the cursor, Enter picks a piece and plays it, Escape cancels.',
    newGame: 'New game', youPlay: 'You play', first: 'first', second: 'second', opponent: 'Opponent', human: 'Human (same device)',
    aiLevel: 'AI level {n}', aiLevelElo: 'AI level {n} (Elo ≈ {elo})', start: 'Start', undo: 'Undo', redo: 'Redo', flip: 'Flip board', moves: 'Moves',
    noMoves: 'No moves yet.', importExport: 'Import / export', importText: 'Position or move list',
    import: 'Import', exportPosition: 'Export position', exportMoves: 'Export moves',
    recordFormat: 'Record', exportRecord: 'Export record', saveRecord: 'Save as file', openFile: 'Open a record file',
    players: '{first} vs {second}',
    importHelpShowgit: 'SFEN, a USI move list, "position sfen … moves …", or a KIF / KI2 / CSA / JKF record',
    importHelpSovereign: 'SCFEN, a move list, "position <SCFEN> moves …", or a PGN record',
    imported: 'Imported.', importEmpty: 'Paste a position or a move list first.',
    importMoveError: 'Move {n} "{move}": {message}', importPositionError: 'Position: {message}',
    toMove: '{side} to move', check: 'Check!', inHand: 'In hand', handOf: 'Hand of {side}', handEmpty: 'empty',
    promoteQuestion: 'Promote?', promoteTo: 'Promote: {name}', keep: 'Keep {name}', cancel: 'Cancel',
    chooseMove: 'Which move?', kingStep: 'King step to {to}', castle: 'Castle with the rook on {rook}',
    promoteChess: 'Promote to', armies: 'Armies', owns: 'owns', controls: 'controls', blocked: 'Blocked coloured squares',
    none: 'none', defect: 'Defect to', defectButton: 'Defect', defectPickSquare: 'Now move the king off the {colour} square.',
    swap: 'Swap sides (pie rule)', swapHelp: 'Take over White’s side after its first move, or just play on as Black.',
    swapped: 'sides swapped', person: 'person {n}', player: 'Player {n}', dotLegend: 'Corner dot = the player who moves that army:',
    gameOver: 'Game over', aiThinking: 'AI is thinking…', aiInfo: 'depth {depth} · your score {score} · {pv}', evalLearned: 'learned evaluation', evalBuiltIn: 'built-in evaluation', stop: 'Stop',
    win: '{side} wins', draw: 'Draw',
    reason_big_bang: 'BIG-BANG', reason_no_legal_moves: 'No legal move', reason_repetition: 'Repetition',
    reason_perpetual_check: 'Perpetual check', reason_impasse: 'Impasse', reason_ply_limit: 'Move limit',
    reason_checkmate: 'Checkmate', reason_stalemate: 'Stalemate', reason_fifty_moves: 'Fifty-move rule',
    star: 'STAR', time: 'TIME', defectMove: '{side} defects to {colour}', swapMove: 'pie rule: sides swapped',
    castleMove: '{piece} castles {from}-{to} (rook {rook})', cursorAt: '{square}: {content}', empty: 'empty',
    selected: { one: '{piece} on {square} selected, {n} move', other: '{piece} on {square} selected, {n} moves' },
    dropSelected: { one: '{piece} from hand selected, {n} square', other: '{piece} from hand selected, {n} squares' },
    illegal: 'Not a legal move.',
    // Move now, pause, undo's reasons, the new-game confirmation (docs/page.md "Playing").
    moveNow: 'Move now', pause: 'Pause', resume: 'Resume', aiPaused: 'The AI is paused.',
    undoNothing: 'No move to take back.', undoAiFirst: 'The AI moved first: none of your moves to take back.',
    undoThinking: 'The AI is thinking: wait, or press Move now.',
    confirmNew: 'Start a new game? This game’s moves will be lost.', confirmYes: 'Start new game', confirmNo: 'Keep playing',
    // The move tree (docs/page.md "Reading the game"; web/move-list.js).
    startPosition: 'Start position', promoteVariation: 'Promote to main line', deleteVariation: 'Delete variation',
    promoted: 'The variation is now the main line.', variationDeleted: 'Variation deleted.',
    showVariations: 'Show variations', hideVariations: 'Hide variations', variationTools: 'This variation',
    // Resign, draw by agreement, rematch (docs/page.md "Playing"; web/game-flow.js).
    resign: 'Resign', resignAs: '{side} resigns', offerDraw: 'Offer draw', drawOffered: 'A draw is offered. Accept it?',
    acceptDraw: 'Accept draw', declineDraw: 'Decline', drawDeclined: 'The draw offer was declined.',
    drawDeclinedAi: 'The AI declines the draw.', drawAsking: 'The AI considers the draw offer…',
    rematch: 'Rematch', rematchSwap: 'Rematch, sides swapped', hideBanner: 'Hide the result to see the board',
    reason_resign: 'Resignation', reason_agreement: 'Draw by agreement',
    // The board editor and share links (docs/page.md "Board editor", "Share links").
    editPosition: 'Set up position', editorTitle: 'Board editor',
    editorHelp: 'Drag pieces from the palette onto the board and off it, or pick a piece (or ✕) and click squares. By keyboard, on the board: arrows move, Enter places the picked piece or lifts and puts down the one there, Delete removes.',
    editorLifted: '{piece} from {square}: move to its new square and press Enter',
    editorPiecesOf: 'Pieces of', editorColour: 'Colour', editorPalette: 'Pieces to place', editorErase: 'Remove a piece',
    editorTurn: 'To move', editorHands: 'Pieces in hand', editorOwned: 'Owned colours', editorCastling: 'Castling rights',
    editorStart: 'Start position', editorEmpty: 'Empty board', editorPosition: 'Position (SFEN / SCFEN)',
    editorLegal: 'A legal position: it can be played.', editorIllegal: 'Not a legal position: {message}',
    editorPlay: 'Play (two people)', editorPlayAi: 'Play against the AI', editorClose: 'Back to the game',
    copyLink: 'Copy link', linkCopied: 'Link copied.', linkSelect: 'The link is selected: copy it.',
    linkOpened: 'The game of the link is shown.', linkOpen: 'Open the linked game', linkKeep: 'Keep my game',
    linkAsk: 'A link opens another {game} game. Opening it replaces the game you have now.',
    linkRefused: 'The link was not opened: {reason}', linkTooLong: 'it is too long ({n}; at most {max})',
    linkShape: 'it is not variant/position/moves[/ply]', linkEncoding: 'its percent-encoding is broken',
    linkVariant: 'unknown game "{variant}"', linkPosition: 'its position: {message}',
    linkMove: 'move {n} "{move}": {message}', linkPly: 'ply "{ply}" is not between 0 and {n}',
    // Clocks and handicaps (docs/page.md "Clocks", "Handicaps"; web/time-controls.js, web/handicap-chooser.js).
    timeControl: 'Time control', tcNone: 'No clock', tcCustom: 'Custom…', tcMinutes: '{n} min', tcSeconds: '{n} s',
    tcSuddenDeath: '{main} sudden death', tcFischer: '{main} + {inc} per move (Fischer)',
    tcByoyomi: '{main} + {byo} byoyomi', tcByoyomiPeriods: '{main} + {periods} × {byo} byoyomi',
    tcByoyomiOnly: '{byo} per move (byoyomi)', tcByoyomiOnlyPeriods: '{periods} × {byo} per move (byoyomi)',
    tcKind: 'Kind', tcKind_sudden_death: 'Sudden death', tcKind_fischer: 'Fischer increment', tcKind_byoyomi: 'Byoyomi',
    tcMain: 'Main time (min)', tcIncrement: 'Increment (s)', tcByoyomiField: 'Byoyomi (s)', tcPeriods: 'Periods',
    clockByoyomi: 'byoyomi', reason_time_up: 'Time up',
    handicap: 'Handicap', handicapNone: 'Even game', handicapTaker: 'taker, moves second', handicapGiver: 'giver, moves first',
    handicapNote: 'Handicap: {name}. {giver} gives it (plays without those pieces) and moves first; {taker} takes it.',
    handicap_lance: 'Lance (LIMA)', handicap_right_lance: 'Right lance (LIMA)', handicap_bishop: 'Bishop (VICTOR)',
    handicap_rook: 'Rook (TANGO)', handicap_rook_lance: 'Rook and lance (TANGO, LIMA)', handicap_two_pieces: 'Two pieces',
    handicap_three_pieces: 'Three pieces', handicap_four_pieces: 'Four pieces', handicap_five_pieces: 'Five pieces',
    handicap_left_five_pieces: 'Left five pieces', handicap_six_pieces: 'Six pieces', handicap_left_seven_pieces: 'Left seven pieces',
    handicap_right_seven_pieces: 'Right seven pieces', handicap_eight_pieces: 'Eight pieces', handicap_ten_pieces: 'Ten pieces',
  },
  ko: {
    showgit: 'SHOWGIT', sovereign: '소버린 체스', language: '언어', loading: '불러오는 중…',
    board: '판', boardHelp: '화살표 키로 커서를 옮기고, Enter로 말을 고르고 둡니다. Esc는 취소입니다.',
    newGame: '새 게임', youPlay: '내 차례', first: '선수', second: '후수', opponent: '상대', human: '사람 (같은 기기)',
    aiLevel: 'AI 레벨 {n}', aiLevelElo: 'AI 레벨 {n} (Elo ≈ {elo})', start: '시작', undo: '무르기', redo: '다시 두기', flip: '판 뒤집기', moves: '기보',
    noMoves: '아직 수가 없습니다.', importExport: '가져오기 / 내보내기', importText: '국면 또는 수순',
    import: '가져오기', exportPosition: '국면 내보내기', exportMoves: '수순 내보내기',
    recordFormat: '기보', exportRecord: '기보 내보내기', saveRecord: '파일로 저장', openFile: '기보 파일 열기',
    players: '{first} 대 {second}',
    importHelpShowgit: 'SFEN, USI 수순, "position sfen … moves …", 또는 KIF / KI2 / CSA / JKF 기보',
    importHelpSovereign: 'SCFEN, 수순, "position <SCFEN> moves …", 또는 PGN 기보',
    imported: '가져왔습니다.', importEmpty: '먼저 국면이나 수순을 붙여 넣으세요.',
    importMoveError: '{n}번째 수 "{move}": {message}', importPositionError: '국면: {message}',
    toMove: '{side} 차례', check: '체크!', inHand: '손에 든 말', handOf: '{side}의 손', handEmpty: '없음',
    promoteQuestion: '프로모션 할까요?', promoteTo: '프로모션: {name}', keep: '{name} 유지', cancel: '취소',
    chooseMove: '어느 수인가요?', kingStep: '킹을 {to}(으)로', castle: '{rook}의 룩과 캐슬링',
    promoteChess: '프로모션', armies: '군대', owns: '소유', controls: '지배', blocked: '막힌 색 칸',
    none: '없음', defect: '망명할 색', defectButton: '망명', defectPickSquare: '이제 킹을 {colour} 칸에서 옮기세요.',
    swap: '자리 바꾸기 (파이 규칙)', swapHelp: '백의 첫 수 뒤에 백 쪽을 가져가거나, 그냥 흑으로 둡니다.',
    swapped: '자리 바뀜', person: '{n}번 사람', player: '플레이어 {n}', dotLegend: '모서리 점: 그 군대를 움직이는 쪽',
    gameOver: '게임 끝', aiThinking: 'AI가 생각 중…', aiInfo: '깊이 {depth} · 내 점수 {score} · {pv}', evalLearned: '학습된 평가', evalBuiltIn: '기본 평가', stop: '멈춤',
    win: '{side} 승리', draw: '무승부',
    reason_big_bang: 'BIG-BANG', reason_no_legal_moves: '둘 수 있는 수 없음', reason_repetition: '천일수',
    reason_perpetual_check: '연속 체크', reason_impasse: '지장기', reason_ply_limit: '수 제한',
    reason_checkmate: '체크메이트', reason_stalemate: '스테일메이트', reason_fifty_moves: '50수 규칙',
    star: 'STAR', time: 'TIME', defectMove: '{side}: {colour}(으)로 망명', swapMove: '파이 규칙: 자리 바뀜',
    castleMove: '{piece} 캐슬링 {from}-{to} (룩 {rook})', cursorAt: '{square}: {content}', empty: '빈 칸',
    selected: { other: '{square}의 {piece} 선택, {n}가지 수' }, dropSelected: { other: '손의 {piece} 선택, {n}칸' },
    illegal: '둘 수 없는 수입니다.',
    moveNow: '지금 두기', pause: '일시 정지', resume: '재개', aiPaused: 'AI가 일시 정지되었습니다.',
    undoNothing: '무를 수가 없습니다.', undoAiFirst: 'AI가 먼저 두었습니다: 무를 내 수가 없습니다.',
    undoThinking: 'AI가 생각 중입니다: 기다리거나 지금 두기를 누르세요.',
    confirmNew: '새 게임을 시작할까요? 이 게임의 수는 사라집니다.', confirmYes: '새 게임 시작', confirmNo: '계속 두기',
    startPosition: '시작 국면', promoteVariation: '본선으로 올리기', deleteVariation: '변화 지우기',
    promoted: '이 변화가 이제 본선입니다.', variationDeleted: '변화를 지웠습니다.',
    showVariations: '변화 보이기', hideVariations: '변화 숨기기', variationTools: '이 변화',
    resign: '기권', resignAs: '{side} 기권', offerDraw: '무승부 제안', drawOffered: '무승부 제안이 왔습니다. 받아들일까요?',
    acceptDraw: '무승부 수락', declineDraw: '거절', drawDeclined: '무승부 제안을 거절했습니다.',
    drawDeclinedAi: 'AI가 무승부를 거절했습니다.', drawAsking: 'AI가 무승부 제안을 검토하는 중…',
    rematch: '재대국', rematchSwap: '진영을 바꿔 재대국', hideBanner: '판을 보려면 결과 숨기기',
    reason_resign: '기권', reason_agreement: '합의 무승부',
    editPosition: '국면 만들기', editorTitle: '판 편집기',
    editorHelp: '말을 팔레트에서 판으로 끌어다 놓거나 판 밖으로 끌어내세요. 또는 말(또는 ✕)을 고르고 칸을 누르세요. 키보드로는 판에서 화살표로 움직이고, Enter로 고른 말을 놓거나 그 칸의 말을 들어 옮기며, Delete로 지웁니다.',
    editorLifted: '{square}의 {piece}: 새 칸으로 옮긴 뒤 Enter를 누르세요',
    editorPiecesOf: '말의 주인', editorColour: '색', editorPalette: '놓을 말', editorErase: '말 지우기',
    editorTurn: '둘 차례', editorHands: '손에 든 말', editorOwned: '소유한 색', editorCastling: '캐슬링 권리',
    editorStart: '시작 국면', editorEmpty: '빈 판', editorPosition: '국면 (SFEN / SCFEN)',
    editorLegal: '올바른 국면입니다: 둘 수 있습니다.', editorIllegal: '올바르지 않은 국면: {message}',
    editorPlay: '두기 (두 사람)', editorPlayAi: 'AI와 두기', editorClose: '게임으로 돌아가기',
    copyLink: '링크 복사', linkCopied: '링크를 복사했습니다.', linkSelect: '링크를 선택했습니다: 복사하세요.',
    linkOpened: '링크의 게임을 보여 줍니다.', linkOpen: '링크의 게임 열기', linkKeep: '내 게임 유지',
    linkAsk: '링크가 다른 {game} 게임을 엽니다. 열면 지금의 게임을 대신합니다.',
    linkRefused: '링크를 열지 않았습니다: {reason}', linkTooLong: '너무 깁니다 ({n}; 최대 {max})',
    linkShape: 'variant/position/moves[/ply] 형식이 아닙니다', linkEncoding: '퍼센트 인코딩이 깨졌습니다',
    linkVariant: '모르는 게임 "{variant}"', linkPosition: '국면: {message}',
    linkMove: '{n}번째 수 "{move}": {message}', linkPly: '수 "{ply}"가 0에서 {n} 사이가 아닙니다',
    timeControl: '시간 제한', tcNone: '시계 없음', tcCustom: '직접 설정…', tcMinutes: '{n}분', tcSeconds: '{n}초',
    tcSuddenDeath: '{main} 서든데스', tcFischer: '{main} + 한 수마다 {inc} (피셔)',
    tcByoyomi: '{main} + 초읽기 {byo}', tcByoyomiPeriods: '{main} + 초읽기 {byo} × {periods}회',
    tcByoyomiOnly: '한 수 {byo} (초읽기)', tcByoyomiOnlyPeriods: '한 수 {byo} × {periods}회 (초읽기)',
    tcKind: '방식', tcKind_sudden_death: '서든데스', tcKind_fischer: '피셔 (한 수마다 추가)', tcKind_byoyomi: '초읽기',
    tcMain: '기본 시간 (분)', tcIncrement: '추가 시간 (초)', tcByoyomiField: '초읽기 (초)', tcPeriods: '초읽기 횟수',
    clockByoyomi: '초읽기', reason_time_up: '시간 초과',
    handicap: '핸디캡', handicapNone: '평수 (핸디캡 없음)', handicapTaker: '받는 쪽, 나중에 둠', handicapGiver: '주는 쪽, 먼저 둠',
    handicapNote: '핸디캡: {name}. {giver}이(가) 그 말 없이 두며 먼저 둡니다. {taker}은(는) 받는 쪽입니다.',
    handicap_lance: '리마 떼기', handicap_right_lance: '오른쪽 리마 떼기', handicap_bishop: '빅터 떼기',
    handicap_rook: '탱고 떼기', handicap_rook_lance: '탱고·리마 떼기', handicap_two_pieces: '두 장 떼기',
    handicap_three_pieces: '세 장 떼기', handicap_four_pieces: '네 장 떼기', handicap_five_pieces: '다섯 장 떼기',
    handicap_left_five_pieces: '왼쪽 다섯 장 떼기', handicap_six_pieces: '여섯 장 떼기', handicap_left_seven_pieces: '왼쪽 일곱 장 떼기',
    handicap_right_seven_pieces: '오른쪽 일곱 장 떼기', handicap_eight_pieces: '여덟 장 떼기', handicap_ten_pieces: '열 장 떼기',
  },
  ar: {
    showgit: 'SHOWGIT', sovereign: 'الشطرنج السيادي', language: 'اللغة', loading: 'جارٍ التحميل…',
    board: 'الرقعة', boardHelp: 'الأسهم تحرّك المؤشر، Enter يختار القطعة ويلعبها، Escape للإلغاء.',
    newGame: 'لعبة جديدة', youPlay: 'تلعب', first: 'أولًا', second: 'ثانيًا', opponent: 'الخصم', human: 'إنسان (الجهاز نفسه)',
    aiLevel: 'الذكاء الاصطناعي مستوى {n}', aiLevelElo: 'الذكاء الاصطناعي مستوى {n} (Elo ≈ {elo})', start: 'ابدأ', undo: 'تراجع', redo: 'إعادة', flip: 'اقلب الرقعة', moves: 'النقلات',
    noMoves: 'لا نقلات بعد.', importExport: 'استيراد / تصدير', importText: 'وضعية أو قائمة نقلات',
    import: 'استيراد', exportPosition: 'صدّر الوضعية', exportMoves: 'صدّر النقلات',
    recordFormat: 'السجل', exportRecord: 'صدّر السجل', saveRecord: 'احفظ في ملف', openFile: 'افتح ملف سجل',
    players: '{first} ضد {second}',
    importHelpShowgit: 'SFEN، أو قائمة نقلات USI، أو "position sfen … moves …"، أو سجل KIF / KI2 / CSA / JKF',
    importHelpSovereign: 'SCFEN، أو قائمة نقلات، أو "position <SCFEN> moves …"، أو سجل PGN',
    imported: 'تم الاستيراد.', importEmpty: 'الصق وضعية أو قائمة نقلات أولًا.',
    importMoveError: 'النقلة {n} "{move}": {message}', importPositionError: 'الوضعية: {message}',
    toMove: 'دور {side}', check: 'كش!', inHand: 'في اليد', handOf: 'يد {side}', handEmpty: 'فارغة',
    promoteQuestion: 'ترويج؟', promoteTo: 'ترويج: {name}', keep: 'أبقِ {name}', cancel: 'إلغاء',
    chooseMove: 'أي نقلة؟', kingStep: 'خطوة الملك إلى {to}', castle: 'تبييت مع الرخ في {rook}',
    promoteChess: 'رقِّ إلى', armies: 'الجيوش', owns: 'يملك', controls: 'يسيطر على', blocked: 'مربعات ملونة محجوبة',
    none: 'لا شيء', defect: 'انشقاق إلى', defectButton: 'انشقّ', defectPickSquare: 'حرّك الملك الآن خارج المربع {colour}.',
    swap: 'تبديل الجانبين (قاعدة الفطيرة)', swapHelp: 'خذ جانب الأبيض بعد نقلته الأولى، أو تابع اللعب بالأسود.',
    swapped: 'تم تبديل الجانبين', person: 'الشخص {n}', player: 'اللاعب {n}', dotLegend: 'نقطة الزاوية: الجيش يتحرك لصالح',
    gameOver: 'انتهت اللعبة', aiThinking: 'الذكاء الاصطناعي يفكر…', aiInfo: 'العمق {depth} · تقييمك {score} · {pv}', evalLearned: 'تقييم مُتعلَّم', evalBuiltIn: 'التقييم المدمج', stop: 'أوقف',
    win: 'فوز {side}', draw: 'تعادل',
    reason_big_bang: 'الانفجار الكبير', reason_no_legal_moves: 'لا نقلة قانونية', reason_repetition: 'تكرار',
    reason_perpetual_check: 'كش دائم', reason_impasse: 'طريق مسدود', reason_ply_limit: 'حد النقلات',
    reason_checkmate: 'كش مات', reason_stalemate: 'جمود', reason_fifty_moves: 'قاعدة الخمسين نقلة',
    star: 'نجمة', time: 'وقت', defectMove: '{side} ينشق إلى {colour}', swapMove: 'قاعدة الفطيرة: تبديل الجانبين',
    castleMove: '{piece} تبييت {from}-{to} (الرخ {rook})', cursorAt: '{square}: {content}', empty: 'فارغ',
    selected: {
      zero: 'تم اختيار {piece} في {square}، لا نقلات', one: 'تم اختيار {piece} في {square}، نقلة واحدة',
      two: 'تم اختيار {piece} في {square}، نقلتان', few: 'تم اختيار {piece} في {square}، {n} نقلات',
      many: 'تم اختيار {piece} في {square}، {n} نقلة', other: 'تم اختيار {piece} في {square}، {n} نقلة',
    },
    dropSelected: {
      zero: 'تم اختيار {piece} من اليد، لا مربعات', one: 'تم اختيار {piece} من اليد، مربع واحد',
      two: 'تم اختيار {piece} من اليد، مربعان', few: 'تم اختيار {piece} من اليد، {n} مربعات',
      many: 'تم اختيار {piece} من اليد، {n} مربعًا', other: 'تم اختيار {piece} من اليد، {n} مربع',
    },
    illegal: 'نقلة غير قانونية.',
    moveNow: 'العب الآن', pause: 'إيقاف مؤقت', resume: 'استئناف', aiPaused: 'الذكاء الاصطناعي متوقف مؤقتًا.',
    undoNothing: 'لا نقلة للتراجع عنها.', undoAiFirst: 'بدأ الذكاء الاصطناعي: لا نقلة لك للتراجع عنها.',
    undoThinking: 'الذكاء الاصطناعي يفكر: انتظر، أو اضغط «العب الآن».',
    confirmNew: 'أتبدأ لعبة جديدة؟ ستضيع نقلات هذه اللعبة.', confirmYes: 'ابدأ لعبة جديدة', confirmNo: 'تابع اللعب',
    startPosition: 'الوضعية الابتدائية', promoteVariation: 'اجعله الخط الرئيسي', deleteVariation: 'احذف هذا الفرع',
    promoted: 'صار هذا الفرع الخط الرئيسي.', variationDeleted: 'حُذف الفرع.',
    showVariations: 'أظهر الفروع', hideVariations: 'أخفِ الفروع', variationTools: 'هذا الفرع',
    resign: 'استسلام', resignAs: 'استسلام {side}', offerDraw: 'اعرض التعادل', drawOffered: 'عُرض التعادل. أتقبله؟',
    acceptDraw: 'اقبل التعادل', declineDraw: 'ارفض', drawDeclined: 'رُفض عرض التعادل.',
    drawDeclinedAi: 'رفض الذكاء الاصطناعي التعادل.', drawAsking: 'يدرس الذكاء الاصطناعي عرض التعادل…',
    rematch: 'مباراة جديدة', rematchSwap: 'مباراة جديدة بتبديل الجانبين', hideBanner: 'أخفِ النتيجة لترى الرقعة',
    reason_resign: 'استسلام', reason_agreement: 'تعادل بالاتفاق',
    editPosition: 'أنشئ وضعية', editorTitle: 'محرر الرقعة',
    editorHelp: 'اسحب القطع من اللوحة إلى الرقعة وخارجها، أو اختر قطعة (أو ✕) وانقر المربعات. بلوحة المفاتيح على الرقعة: الأسهم للتنقل، وEnter يضع القطعة المختارة أو يرفع القطعة الموجودة ثم يضعها، وDelete يزيلها.',
    editorLifted: '{piece} من {square}: انتقل إلى مربعها الجديد واضغط Enter',
    editorPiecesOf: 'قطع', editorColour: 'اللون', editorPalette: 'قطع للوضع', editorErase: 'أزل قطعة',
    editorTurn: 'الدور', editorHands: 'القطع في اليد', editorOwned: 'الألوان المملوكة', editorCastling: 'حقوق التبييت',
    editorStart: 'وضعية البداية', editorEmpty: 'رقعة فارغة', editorPosition: 'الوضعية (SFEN / SCFEN)',
    editorLegal: 'وضعية صحيحة: يمكن اللعب منها.', editorIllegal: 'وضعية غير صحيحة: {message}',
    editorPlay: 'العب (شخصان)', editorPlayAi: 'العب ضد الذكاء الاصطناعي', editorClose: 'عد إلى اللعبة',
    copyLink: 'انسخ الرابط', linkCopied: 'تم نسخ الرابط.', linkSelect: 'الرابط محدد: انسخه.',
    linkOpened: 'تُعرض لعبة الرابط.', linkOpen: 'افتح لعبة الرابط', linkKeep: 'أبقِ لعبتي',
    linkAsk: 'الرابط يفتح لعبة {game} أخرى. فتحها يحل محل لعبتك الحالية.',
    linkRefused: 'لم يُفتح الرابط: {reason}', linkTooLong: 'طويل جدًا ({n}؛ الحد {max})',
    linkShape: 'ليس على شكل variant/position/moves[/ply]', linkEncoding: 'ترميز النسبة المئوية فيه تالف',
    linkVariant: 'لعبة غير معروفة "{variant}"', linkPosition: 'الوضعية: {message}',
    linkMove: 'النقلة {n} "{move}": {message}', linkPly: 'النقلة "{ply}" ليست بين 0 و{n}',
    timeControl: 'ضبط الوقت', tcNone: 'بلا ساعة', tcCustom: 'مخصص…', tcMinutes: '{n} د', tcSeconds: '{n} ث',
    tcSuddenDeath: '{main} موت مفاجئ', tcFischer: '{main} + {inc} لكل نقلة (فيشر)',
    tcByoyomi: '{main} + بيويومي {byo}', tcByoyomiPeriods: '{main} + بيويومي {byo} × {periods}',
    tcByoyomiOnly: '{byo} لكل نقلة (بيويومي)', tcByoyomiOnlyPeriods: '{byo} × {periods} لكل نقلة (بيويومي)',
    tcKind: 'النوع', tcKind_sudden_death: 'موت مفاجئ', tcKind_fischer: 'زيادة فيشر', tcKind_byoyomi: 'بيويومي',
    tcMain: 'الوقت الأساسي (دقيقة)', tcIncrement: 'الزيادة (ثانية)', tcByoyomiField: 'بيويومي (ثانية)', tcPeriods: 'الفترات',
    clockByoyomi: 'بيويومي', reason_time_up: 'انتهى الوقت',
    handicap: 'الأفضلية', handicapNone: 'لعبة متكافئة', handicapTaker: 'الآخذ، يلعب ثانيًا', handicapGiver: 'المانح، يلعب أولًا',
    handicapNote: 'الأفضلية: {name}. يمنحها {giver} (يلعب دون تلك القطع) ويبدأ أولًا؛ ويأخذها {taker}.',
    handicap_lance: 'بدون ليما', handicap_right_lance: 'بدون ليما اليمنى', handicap_bishop: 'بدون فيكتور',
    handicap_rook: 'بدون تانغو', handicap_rook_lance: 'بدون تانغو وليما', handicap_two_pieces: 'بدون قطعتين',
    handicap_three_pieces: 'بدون ثلاث قطع', handicap_four_pieces: 'بدون أربع قطع', handicap_five_pieces: 'بدون خمس قطع',
    handicap_left_five_pieces: 'بدون خمس قطع من اليسار', handicap_six_pieces: 'بدون ست قطع', handicap_left_seven_pieces: 'بدون سبع قطع من اليسار',
    handicap_right_seven_pieces: 'بدون سبع قطع من اليمين', handicap_eight_pieces: 'بدون ثماني قطع', handicap_ten_pieces: 'بدون عشر قطع',
  },
};

// The toolbar's piece sets and sound switch (web/display-settings.js, docs/page.md "Piece sets").
const DISPLAY_STRINGS = {
  en: {
    pieces: 'Pieces', sound: 'Sound', pieceSet_counters: 'Counters', pieceSet_kanji: 'Kanji, one character',
    pieceSet_kanji2: 'Kanji, two characters', pieceSet_contrast: 'Large, high contrast', pieceSet_standard: 'Standard',
  },
  ko: {
    pieces: '말 모양', sound: '소리', pieceSet_counters: '카운터', pieceSet_kanji: '한자 한 글자',
    pieceSet_kanji2: '한자 두 글자', pieceSet_contrast: '크게, 고대비', pieceSet_standard: '기본',
  },
  ar: {
    pieces: 'القطع', sound: 'الصوت', pieceSet_counters: 'العدّادات', pieceSet_kanji: 'كانجي بحرف واحد',
    pieceSet_kanji2: 'كانجي بحرفين', pieceSet_contrast: 'كبيرة عالية التباين', pieceSet_standard: 'القياسية',
  },
};
// What the page says when it could not keep or load the game (web/board-session.js; docs/page.md
// "Kept across reloads"), when another tab changed it, and when the AI's engine had to restart.
const KEPT_STRINGS = {
  en: {
    savedDropped: 'The saved game did not load in full; left out: {list}.',
    dropped_unreadable: 'the whole save (not readable)', dropped_fields: 'settings of the wrong kind',
    dropped_variant: 'an unknown game "{variant}"', dropped_start: 'a start position that does not load, with its moves',
    dropped_moves: { one: '{n} move the rules refuse (with what followed)', other: '{n} moves the rules refuse (with what followed)' },
    dropped_tree: 'a spoilt move tree (the line shown is kept)', dropped_record: 'the whole game',
    storageRefused: 'This browser does not keep the game (its storage is full or blocked): it goes on here, but a reload loses it.',
    otherTab: 'This game was changed in another tab.', otherTabLoad: 'Load it', otherTabKeep: 'Keep mine',
    aiRestarted: 'The AI\'s engine stopped; it was restarted and thinks again.',
    aiFailed: 'The AI\'s engine stopped again: {message}',
  },
  ko: {
    savedDropped: '저장된 대국을 모두 불러오지 못했습니다. 빠진 것: {list}.',
    dropped_unreadable: '저장 전체 (읽을 수 없음)', dropped_fields: '형식이 잘못된 설정',
    dropped_variant: '알 수 없는 게임 "{variant}"', dropped_start: '불러올 수 없는 시작 국면과 그 수순',
    dropped_moves: { other: '규칙에 맞지 않는 수 {n}개 (뒤따른 수 포함)' },
    dropped_tree: '손상된 수순 나무 (보이는 줄은 유지)', dropped_record: '대국 전체',
    storageRefused: '이 브라우저가 대국을 저장하지 못합니다 (저장 공간이 가득 찼거나 막힘). 대국은 계속되지만 새로고침하면 사라집니다.',
    otherTab: '다른 탭에서 이 대국이 바뀌었습니다.', otherTabLoad: '그것 불러오기', otherTabKeep: '내 것 유지',
    aiRestarted: 'AI 엔진이 멈춰서 다시 시작했습니다. 다시 생각합니다.',
    aiFailed: 'AI 엔진이 또 멈췄습니다: {message}',
  },
  ar: {
    savedDropped: 'لم تُحمَّل اللعبة المحفوظة كاملة؛ حُذف: {list}.',
    dropped_unreadable: 'الحفظ كله (غير مقروء)', dropped_fields: 'إعدادات من نوع خاطئ',
    dropped_variant: 'لعبة غير معروفة "{variant}"', dropped_start: 'وضعية بداية لا تُحمَّل، مع نقلاتها',
    dropped_moves: {
      zero: '{n} نقلة ترفضها القواعد (مع ما تلاها)', one: 'نقلة واحدة ترفضها القواعد (مع ما تلاها)',
      two: 'نقلتان ترفضهما القواعد (مع ما تلاهما)', few: '{n} نقلات ترفضها القواعد (مع ما تلاها)',
      many: '{n} نقلة ترفضها القواعد (مع ما تلاها)', other: '{n} نقلة ترفضها القواعد (مع ما تلاها)',
    },
    dropped_tree: 'شجرة نقلات تالفة (أُبقي الخط المعروض)', dropped_record: 'اللعبة كلها',
    storageRefused: 'هذا المتصفح لا يحفظ اللعبة (مساحة التخزين ممتلئة أو محظورة): تستمر هنا، لكن إعادة التحميل تفقدها.',
    otherTab: 'تغيّرت هذه اللعبة في علامة تبويب أخرى.', otherTabLoad: 'حمّلها', otherTabKeep: 'أبقِ لعبتي',
    aiRestarted: 'توقف محرك الذكاء الاصطناعي؛ أُعيد تشغيله وهو يفكر من جديد.',
    aiFailed: 'توقف محرك الذكاء الاصطناعي مرة أخرى: {message}',
  },
};
for (const [lang, table] of Object.entries(DISPLAY_STRINGS)) Object.assign(STRINGS[lang], table);
for (const [lang, table] of Object.entries(KEPT_STRINGS)) Object.assign(STRINGS[lang], table);
for (const [lang, table] of Object.entries(COACH_STRINGS)) Object.assign(STRINGS[lang], table);

// A text with a count is an object of Intl.PluralRules categories ({ one, other } in English;
// zero, one, two, few, many and other in Arabic); the count `n` picks the form. One rules object
// per language: making one loads the language's plural data (tens of ms the first time).
const pluralRules = new Map();
function pluralForm(lang, entry, n) {
  if (typeof entry === 'string') return entry;
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return entry[pluralRules.get(lang).select(Number(n))] ?? entry.other;
}

export function translator(lang) {
  const table = STRINGS[lang] ?? STRINGS.en;
  return (key, vars = {}) => {
    const text = pluralForm(lang, table[key] ?? STRINGS.en[key] ?? key, vars.n);
    return text.replace(/\{(\w+)\}/g, (_, name) => (name in vars ? String(vars[name]) : `{${name}}`));
  };
}

/** SHOWGIT name ('NEO-UNIFORM') in the given language. */
export function showgitName(lang, name) {
  return SHOWGIT_NAMES[lang]?.[name] ?? name;
}

/**
 * Lines to write on a SHOWGIT counter: the name as the rules page spells it ('NEO-ALPHA' ->
 * ['NEO', 'ALPHA']); the drawing shortens a word only where it cannot fit (web/showgit-pieces.js).
 */
export function showgitLabel(lang, name) {
  if (lang === 'en' || !SHOWGIT_NAMES[lang]) return name.startsWith('NEO-') ? ['NEO', name.slice(4)] : [name];
  const local = showgitName(lang, name);
  const space = local.indexOf(' ');
  return space < 0 ? [local] : [local.slice(0, space), local.slice(space + 1)];
}

export function colourName(lang, colour) {
  return (COLOURS[lang] ?? COLOURS.en)[colour] ?? colour;
}

export function chessPieceName(lang, type) {
  return (CHESS_PIECES[lang] ?? CHESS_PIECES.en)[type] ?? type;
}

/** 'navy queen' / '남색 퀸' / 'وزير كحلي'. */
export function sovereignPieceName(lang, colour, type) {
  const piece = chessPieceName(lang, type);
  const col = colourName(lang, colour);
  if (lang === 'ar') return `${piece} ${col}`;
  if (lang === 'en') return `${col.toLowerCase()} ${piece}`;
  return `${col} ${piece}`;
}
