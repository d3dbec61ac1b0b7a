// Types of `regalia-games/embed` (hand-written; kept true to web/embed.js).
import type { Game } from '../bindings/js/index.js';

export interface MountOptions {
  /** 'showgit' (default) or 'sovereign'. */
  variant?: 'showgit' | 'sovereign';
  /** A start position (SFEN / SCFEN). */
  position?: string | null;
  /** 'en' (default), 'ko' or 'ar' (right to left). */
  lang?: 'en' | 'ko' | 'ar';
  /** AI level 1–10 for the second player; omit or null for two people on one device. */
  level?: number | null;
  /** A localStorage key to keep the game across reloads (default: not kept). */
  persist?: string | false;
  /** Show the SHOWGIT / Sovereign Chess switch (default false). */
  variantSwitch?: boolean;
}

/** The mounted board. */
export interface Board {
  /** The library's game being shown (read it; play through the board). */
  readonly game: Game;
  readonly variant: 'showgit' | 'sovereign';
  readonly lang: 'en' | 'ko' | 'ar';
  undo(): void;
  redo(): void;
  flipBoard(): void;
  setLanguage(lang: 'en' | 'ko' | 'ar'): void;
  /** Client coordinates of a square's centre ('7g', 'e4'). */
  squareCenter(square: string): { x: number; y: number };
  dispose(): void;
}

/** Mounts a board in `element`; resolves once the wasm is loaded and the board drawn. */
export function mount(element: HTMLElement, options?: MountOptions): Promise<Board>;

/** `<regalia-board game="showgit|sovereign" level="1-10" lang="en|ko|ar" position="..." persist="key" switch>` */
export class RegaliaBoardElement extends HTMLElement {
  readonly app: Board | null;
}
