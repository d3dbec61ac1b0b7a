// The words of the coach's section (web/coach.js: analysis, hint, review, tsume) in every
// language of web/i18n.js, which merges them into its tables.
export const COACH_STRINGS = {
  en: {
    coach: 'Engine', analysis: 'Analysis', hint: 'Hint', review: 'Review game', solveMate: 'Solve mate', playMate: 'Play it into the moves',
    analysisAiGame: 'Analysis and review open when the game against the AI has ended; a hint helps meanwhile.',
    analysisWaiting: 'Analysis waits while the engine is busy.', analysisOver: 'No moves to analyse: the game is over here.',
    analysisDepth: 'Depth {depth}', analysisLineDepth: '(depth {depth})',
    hintShown: 'Hint: {move}', hintsUsed: { one: '{n} hint used', other: '{n} hints used' },
    reviewCounts: '{side}: inaccuracies {inaccuracy}, mistakes {mistake}, blunders {blunder}',
    review_inaccuracy: 'inaccuracy', review_mistake: 'mistake', review_blunder: 'blunder',
    mateSearching: 'Looking for a mate…', mateFound: { one: 'Mate in {n} ply: {line}', other: 'Mate in {n} plies: {line}' },
    mateNone: 'No mate by checks.', mateUnknown: 'No mate found within {n} nodes.',
  },
  ko: {
    coach: '엔진', analysis: '분석', hint: '힌트', review: '대국 복기', solveMate: '외통 풀기', playMate: '수순에 넣기',
    analysisAiGame: 'AI와의 대국이 끝나면 분석과 복기를 쓸 수 있습니다. 그동안은 힌트를 쓰세요.',
    analysisWaiting: '엔진이 바쁜 동안 분석은 기다립니다.', analysisOver: '분석할 수가 없습니다: 여기서 대국이 끝났습니다.',
    analysisDepth: '깊이 {depth}', analysisLineDepth: '(깊이 {depth})',
    hintShown: '힌트: {move}', hintsUsed: '힌트 {n}회 사용',
    reviewCounts: '{side}: 부정확 {inaccuracy}, 실수 {mistake}, 악수 {blunder}',
    review_inaccuracy: '부정확', review_mistake: '실수', review_blunder: '악수',
    mateSearching: '외통을 찾는 중…', mateFound: '{n}수 외통: {line}',
    mateNone: '장군으로 이어지는 외통이 없습니다.', mateUnknown: '{n}개 노드 안에서 외통을 찾지 못했습니다.',
  },
  ar: {
    coach: 'المحرك', analysis: 'التحليل', hint: 'تلميح', review: 'مراجعة المباراة', solveMate: 'حلّ الكش مات', playMate: 'أضِفه إلى النقلات',
    analysisAiGame: 'يُتاح التحليل والمراجعة بعد انتهاء المباراة ضد الذكاء الاصطناعي؛ ويساعدك التلميح حتى ذلك الحين.',
    analysisWaiting: 'ينتظر التحليل ما دام المحرك مشغولًا.', analysisOver: 'لا نقلات للتحليل: انتهت المباراة هنا.',
    analysisDepth: 'العمق {depth}', analysisLineDepth: '(العمق {depth})',
    hintShown: 'تلميح: {move}',
    hintsUsed: { zero: 'لم يُستخدم أي تلميح', one: 'استُخدم تلميح واحد', two: 'استُخدم تلميحان', few: 'استُخدمت {n} تلميحات', many: 'استُخدم {n} تلميحًا', other: 'استُخدم {n} تلميح' },
    reviewCounts: '{side}: عدم دقة {inaccuracy}، أخطاء {mistake}، أخطاء فادحة {blunder}',
    review_inaccuracy: 'عدم دقة', review_mistake: 'خطأ', review_blunder: 'خطأ فادح',
    mateSearching: 'جارٍ البحث عن كش مات…', mateFound: 'كش مات في {n} نقلات: {line}',
    mateNone: 'لا كش مات بالكش المتتالي.', mateUnknown: 'لم يُعثر على كش مات ضمن {n} عقدة.',
  },
};
