// Types of `regalia-games/react`: <regalia-board> in React 19's JSX, with its attributes and its
// events as `on<event>` props (React 19 adds a listener for `onmove` on a custom element).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { NotationStyle } from '../bindings/js/index.js';
import type { BoardControls, BoardInteractive, PieceSetName, RegaliaBoardElement, RegaliaBoardEventMap } from './embed.js';

export * from './embed.js';

/** A player as a prop: the number, or the attribute's text. */
type PlayerProp = 1 | 2 | '1' | '2';
type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/**
 * The element's attributes (docs/page.md "Embedding" and "Record viewer"), every one it reads; each
 * takes effect when it changes too (`mode` when the element is connected). React 19 sets those the
 * element has as properties (variant is `game` here), which also take the attribute's text.
 */
export interface RegaliaBoardAttributes {
  /** 'showgit' (default) or 'sovereign'. */
  game?: 'showgit' | 'sovereign';
  /** A start position (SFEN / SCFEN). */
  position?: string;
  /** How much of the app shows: 'full' (default), 'minimal' or 'none'. */
  controls?: BoardControls;
  /** Who may move with the pointer and keyboard: 'both' (default), 'none', or one player. */
  interactive?: BoardInteractive | '1' | '2';
  /** The player the AI plays, or 'none'; a `level` alone gives it the second player. */
  ai?: PlayerProp | 'none';
  /** AI level 1–10; without it (and `ai`) two people play on one device. */
  level?: Level | `${Level}`;
  /** The player shown at the bottom. */
  orientation?: PlayerProp;
  lang?: 'en' | 'ko' | 'ar';
  /** A localStorage key that keeps the game across reloads. */
  persist?: string;
  /** Show the SHOWGIT / Sovereign Chess switch. */
  switch?: boolean;
  /** The piece set, for every game that has it. */
  pieces?: PieceSetName;
  /** No sound. */
  muted?: boolean;
  /** 'viewer': a read-only record viewer (with `src`, `ply`, `notation`) instead of a game. */
  mode?: 'viewer';
  /** Viewer: the URL of the record to show. */
  src?: string;
  /** Viewer: the move of the main line to open at (0 = the start). */
  ply?: number | `${number}`;
  /** Viewer: how moves are written ('japanese', the default, 'western', 'showgit' or 'kitao-kawasaki'). */
  notation?: NotationStyle;
}

/** The element's events as React 19 props: `onmove={(e) => e.detail.move}`. */
export type RegaliaBoardEventProps = {
  [K in keyof RegaliaBoardEventMap as `on${K}`]?: (event: RegaliaBoardEventMap[K]) => void;
};

/** Everything <regalia-board> takes in JSX: React's HTML props, the attributes, the events. */
export interface RegaliaBoardProps
  extends Omit<DetailedHTMLProps<HTMLAttributes<RegaliaBoardElement>, RegaliaBoardElement>, keyof RegaliaBoardAttributes>,
    RegaliaBoardAttributes,
    RegaliaBoardEventProps {}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'regalia-board': RegaliaBoardProps;
    }
  }
}
