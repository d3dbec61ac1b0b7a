// Types of `regalia-games/react`: <regalia-board> in React 19's JSX, with its attributes and its
// events as `on<event>` props (React 19 adds a listener for `onmove` on a custom element).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { RegaliaBoardElement, RegaliaBoardEventMap } from './embed.js';

export * from './embed.js';

/** The element's attributes (docs/page.md "Embedding"); each takes effect when it changes too. */
export interface RegaliaBoardAttributes {
  /** 'showgit' (default) or 'sovereign'. */
  game?: 'showgit' | 'sovereign';
  /** A start position (SFEN / SCFEN). */
  position?: string;
  /** AI level 1–10 for the second player; without it two people play on one device. */
  level?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  lang?: 'en' | 'ko' | 'ar';
  /** A localStorage key that keeps the game across reloads. */
  persist?: string;
  /** Show the SHOWGIT / Sovereign Chess switch. */
  switch?: boolean;
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
