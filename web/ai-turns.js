// The AI's turns on one board (offered only when the library has game.think): starts a think
// when the AI is to move, shows its progress, plays its answer, and pauses on Stop. The requests
// themselves go through web/board-ai.js (the page's one engine worker).
import { BoardAi, aiAvailable } from './board-ai.js';
import { aiInfoText } from './ai-info-text.js';

const AI_MAX_MS = 2000;

export class AiTurns {
  constructor(app) {
    this.app = app;
    this.ai = null;
    this.paused = false; // Stop pressed: the AI waits until the next move, new game or level
    this.lastInfo = null;
  }

  get busy() {
    return this.ai?.busy ?? false;
  }

  /** Whether the AI is to move now (the person at the screen waits). */
  isAiTurn() {
    const { app } = this;
    return app.record.opponent.startsWith('ai') && aiAvailable(app.game) && !this.paused && app.turn !== app.humanSide();
  }

  maybeStart() {
    const { app } = this;
    if (!this.isAiTurn() || app.status.over || this.ai?.busy) return;
    this.ai ??= new BoardAi(app.regalia);
    const level = Number(app.record.opponent.slice(2)) || 3;
    const expected = app.record.moves.length;
    const variant = app.variant;
    app.refs.aiText.textContent = app.t('aiThinking');
    // Higher levels think longer; every level has a time limit, so the answer always comes.
    const movetimeMs = Math.min(AI_MAX_MS, 150 + level * 185);
    this.ai.think({ variant, position: app.record.start, moves: app.record.moves, level, movetimeMs }, (info) => this.showInfo(info))
      .then((result) => {
        app.renderButtons();
        // null: this board stopped the request (the engine's answer is not for it any more).
        if (app.variant !== variant || app.record.moves.length !== expected || !result?.move) return;
        this.showInfo(result);
        const notation = result.move.notation;
        app.root.dataset.aiMove = notation;
        if (notation === 'swap' && app.extras.canSwap) app.swap('ai');
        else {
          const move = app.legal.find((m) => m.notation === notation);
          if (move) app.playMove(move, 'ai');
        }
      })
      .catch((err) => {
        app.renderButtons();
        app.refs.status.textContent = err.message;
      });
    app.renderButtons();
  }

  showInfo(info) {
    if (!info) return;
    const text = aiInfoText(this.app, info);
    this.app.refs.aiText.textContent = `${this.app.t('aiThinking')} ${text}`;
    this.lastInfo = text;
  }

  /** Drops the think in progress (its answer is for a position no longer shown). */
  cancel() {
    this.ai?.stop();
  }

  /** The Stop button: ends the think and pauses the AI. */
  pause() {
    this.ai?.stop();
    this.paused = true;
    this.app.renderButtons();
  }

  dispose() {
    this.ai?.dispose();
  }
}
