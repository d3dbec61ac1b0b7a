// A React 19 app with a <regalia-board>: attributes are props, events are `on<event>` props.
// Importing 'regalia-games/react' defines the element and adds it to JSX (web/react.d.ts).
import { useRef, useState } from 'react';
import 'regalia-games/react';
import type { BoardMoveDetail, RegaliaBoardElement } from 'regalia-games/react';

type Variant = 'showgit' | 'sovereign';

export function App() {
  const board = useRef<RegaliaBoardElement>(null);
  const [variant, setVariant] = useState<Variant>('showgit');
  const [moves, setMoves] = useState<BoardMoveDetail[]>([]);
  const [result, setResult] = useState<string | null>(null);

  function newGame(next: Variant) {
    setVariant(next);
    setMoves([]);
    setResult(null);
  }

  return (
    <main style={{ display: 'grid', gap: '1rem', maxWidth: 720, margin: '0 auto' }}>
      <h1>regalia with React</h1>
      <p>
        <button onClick={() => newGame(variant === 'showgit' ? 'sovereign' : 'showgit')}>
          play {variant === 'showgit' ? 'Sovereign Chess' : 'SHOWGIT'} instead
        </button>
      </p>
      <regalia-board
        ref={board}
        game={variant}
        level={1}
        onready={(event) => console.log('board ready:', event.detail.board?.variant)}
        onmove={(event) => setMoves((list) => [...list, event.detail])}
        ongameover={(event) => setResult(event.detail.status.result)}
      />
      <ol id="moves">
        {moves.map((m, i) => (
          <li key={i} data-by={m.by}>{m.move.notation}</li>
        ))}
      </ol>
      {result && <p id="result">Game over: {result}</p>}
    </main>
  );
}
