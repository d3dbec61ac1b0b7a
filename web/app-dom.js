// The DOM of one board component (the page and every embed use the same): built from a static
// template (no inline styles or scripts, so it lives under a strict CSP), its texts filled from
// the language tables through data-t attributes. `part` names are what a host page styles through
// `regalia-board::part(...)` (docs/page.md "Embedding"); `rg-full` marks what only the full
// controls show, `rg-bare-hidden` what a bare board (controls="none") leaves out.
import { LANGUAGES } from './i18n.js';

const TEMPLATE = `
<div class="rg-toolbar rg-full" part="toolbar">
  <div class="rg-variants" role="group" data-ref="variants">
    <button type="button" data-variant="showgit" data-t="showgit"></button>
    <button type="button" data-variant="sovereign" data-t="sovereign"></button>
  </div>
</div>
<div class="rg-toolbar rg-settings rg-full" part="toolbar settings">
  <label class="rg-lang"><span data-t="language"></span>
    <select data-ref="lang">${Object.entries(LANGUAGES).map(([code, l]) => `<option value="${code}" lang="${code}">${l.label}</option>`).join('')}</select>
  </label>
  <label class="rg-lang"><span data-t="pieces"></span> <select data-ref="pieceSelect"></select></label>
  <label class="rg-lang"><input type="checkbox" data-ref="soundToggle"> <span data-t="sound"></span></label>
</div>
<div class="rg-main">
  <section class="rg-board-area" data-ref="boardArea" part="board-area">
    <div class="rg-hand rg-hand-top rg-bare-hidden" data-ref="handTop" role="group" part="hand hand-top"></div>
    <div class="rg-canvas-wrap">
      <canvas class="rg-canvas" data-ref="canvas" tabindex="0" role="application" part="board"></canvas>
      <div class="rg-banner" data-ref="banner" role="alert" part="banner" hidden></div>
      <p class="rg-notice" data-ref="notice" role="alert" part="notice" hidden></p>
      <div class="rg-chooser" data-ref="chooser" role="dialog" aria-modal="true" part="chooser" hidden>
        <p class="rg-chooser-title" data-ref="chooserTitle"></p>
        <div class="rg-choices" data-ref="choices"></div>
      </div>
    </div>
    <div class="rg-hand rg-hand-bottom rg-bare-hidden" data-ref="handBottom" role="group" part="hand hand-bottom"></div>
  </section>
  <aside class="rg-panel rg-bare-hidden" part="panel">
    <div class="rg-clocks" data-ref="clocks" part="clocks" hidden>
      <div class="rg-clock" data-ref="clock1" role="timer" part="clock"><span class="rg-clock-name"></span> <span class="rg-clock-time" dir="ltr"></span> <span class="rg-clock-note"></span></div>
      <div class="rg-clock" data-ref="clock2" role="timer" part="clock"><span class="rg-clock-name"></span> <span class="rg-clock-time" dir="ltr"></span> <span class="rg-clock-note"></span></div>
    </div>
    <div class="rg-play">
      <p class="rg-status" data-ref="status" role="status" part="status"></p>
      <p class="rg-help" data-ref="handicapNote" hidden></p>
      <div class="rg-ai-box" data-ref="aiBox" hidden>
        <span class="rg-spinner" data-ref="aiSpinner" aria-hidden="true"></span>
        <span data-ref="aiText"></span>
        <button type="button" data-action="move-now" data-ref="moveNow" data-t="moveNow"></button>
        <button type="button" data-action="pause" data-ref="pause" data-t="pause"></button>
        <button type="button" data-action="resume" data-ref="resume" data-t="resume"></button>
      </div>
      <div class="rg-buttons" part="buttons">
        <button type="button" data-action="undo" data-t="undo" part="button"></button>
        <button type="button" data-action="redo" data-t="redo" part="button" class="rg-full"></button>
        <button type="button" data-action="flip" data-t="flip" part="button"></button>
        <button type="button" data-action="resign" data-ref="resign" data-t="resign" part="button" class="rg-full"></button>
        <button type="button" data-action="offer-draw" data-ref="offerDraw" data-t="offerDraw" part="button" class="rg-full"></button>
      </div>
      <p class="rg-help rg-undo-reason" data-ref="undoReason" role="status" hidden></p>
      <div class="rg-row rg-full" data-ref="resignBox" hidden>
        <span data-ref="resignChoices"></span>
        <button type="button" data-action="cancel-resign" data-t="cancel"></button>
      </div>
      <div class="rg-row rg-full" data-ref="drawBox" hidden>
        <p data-t="drawOffered" role="alert"></p>
        <button type="button" data-action="accept-draw" data-t="acceptDraw"></button>
        <button type="button" data-action="decline-draw" data-t="declineDraw"></button>
      </div>
      <p class="rg-help rg-full" data-ref="flowMessage" role="status"></p>
      <section class="rg-sovereign" data-ref="sovereignPanel" part="armies" hidden>
        <h3 data-t="armies"></h3>
        <div class="rg-armies" data-ref="armies"></div>
        <p class="rg-legend" data-ref="dotLegend"></p>
        <h3 data-t="blocked"></h3>
        <p class="rg-blocked" data-ref="blocked"></p>
        <div class="rg-row" data-ref="defectBox">
          <label><span data-t="defect"></span> <select data-ref="defectSelect"></select></label>
          <button type="button" data-action="defect" data-t="defectButton"></button>
        </div>
        <div class="rg-swap" data-ref="swapBox" hidden>
          <button type="button" data-action="swap" data-t="swap"></button>
          <p class="rg-help" data-t="swapHelp"></p>
        </div>
      </section>
    </div>
    <div class="rg-more">
      <p class="rg-players rg-full" data-ref="players" hidden></p>
      <h3 class="rg-full" data-t="moves"></h3>
      <ol class="rg-moves rg-full" data-ref="moveList" part="moves"></ol>
      <div class="rg-row rg-full rg-tree-tools" data-ref="treeTools" role="group" part="variation-tools" hidden>
        <button type="button" data-action="promote-variation" data-t="promoteVariation"></button>
        <button type="button" data-action="delete-variation" data-t="deleteVariation"></button>
      </div>
      <div class="rg-share rg-full" data-ref="shareBox" hidden>
        <div class="rg-buttons"><button type="button" data-share="copy" data-t="copyLink"></button></div>
        <input type="text" class="rg-share-url" data-ref="shareUrl" dir="ltr" readonly hidden>
        <div class="rg-row" data-ref="shareAsk" hidden>
          <p role="alert" data-ref="shareQuestion"></p>
          <button type="button" data-share="open" data-t="linkOpen"></button>
          <button type="button" data-share="keep" data-t="linkKeep"></button>
        </div>
        <p class="rg-link-message" role="alert" data-ref="shareMessage"></p>
      </div>
      <details class="rg-new rg-full" data-ref="newBox" open>
        <summary data-t="newGame"></summary>
        <div class="rg-row">
          <label><span data-t="youPlay"></span> <select data-ref="sideSelect">
            <option value="1" data-ref="sideFirst"></option><option value="2" data-ref="sideSecond"></option>
          </select></label>
          <label data-ref="opponentLabel" hidden><span data-t="opponent"></span> <select data-ref="opponentSelect"></select></label>
        </div>
        <div class="rg-row">
          <label data-ref="handicapLabel" hidden><span data-t="handicap"></span> <select data-ref="handicapSelect"></select></label>
          <label><span data-t="timeControl"></span> <select data-ref="timeSelect"></select></label>
        </div>
        <div class="rg-row" data-ref="timeCustom" hidden>
          <label><span data-t="tcKind"></span> <select data-ref="timeKind"></select></label>
          <label><span data-t="tcMain"></span> <input type="number" data-ref="timeMain" min="0" step="any" value="5" inputmode="decimal"></label>
          <label data-ref="timeIncrementLabel"><span data-t="tcIncrement"></span> <input type="number" data-ref="timeIncrement" min="0" step="any" value="2" inputmode="decimal"></label>
          <label data-ref="timeByoyomiLabel"><span data-t="tcByoyomiField"></span> <input type="number" data-ref="timeByoyomi" min="0" step="any" value="30" inputmode="decimal"></label>
          <label data-ref="timePeriodsLabel"><span data-t="tcPeriods"></span> <input type="number" data-ref="timePeriods" min="1" max="100" step="1" value="1" inputmode="numeric"></label>
        </div>
        <p class="rg-time-message" data-ref="timeMessage" role="alert"></p>
        <div class="rg-row">
          <button type="button" data-action="new" data-t="start"></button>
          <button type="button" data-action="edit-position" data-t="editPosition"></button>
        </div>
        <div class="rg-row" data-ref="confirmNew" hidden>
          <p data-t="confirmNew" role="alert"></p>
          <button type="button" data-action="confirm-new" data-t="confirmYes"></button>
          <button type="button" data-action="cancel-new" data-t="confirmNo"></button>
        </div>
      </details>
      <details class="rg-io rg-full" data-ref="ioBox" open>
        <summary data-t="importExport"></summary>
        <label class="rg-io-label"><span data-t="importText"></span>
          <textarea data-ref="ioText" rows="3" spellcheck="false" autocomplete="off"></textarea></label>
        <p class="rg-help" data-ref="ioHelp"></p>
        <div class="rg-buttons">
          <button type="button" data-action="import" data-t="import"></button>
          <button type="button" data-action="export-position" data-t="exportPosition"></button>
          <button type="button" data-action="export-moves" data-t="exportMoves"></button>
        </div>
        <div class="rg-buttons">
          <label><span data-t="recordFormat"></span> <select data-ref="recordFormat"></select></label>
          <button type="button" data-action="export-record" data-t="exportRecord"></button>
          <button type="button" data-action="save-record" data-t="saveRecord"></button>
        </div>
        <label class="rg-io-label"><span data-t="openFile"></span>
          <input type="file" data-ref="fileInput" accept=".kif,.kifu,.ki2,.ki2u,.csa,.jkf,.json,.pgn,.txt"></label>
        <p class="rg-io-message" data-ref="ioMessage" role="alert"></p>
      </details>
    </div>
  </aside>
</div>
<p class="rg-sr" data-ref="live" aria-live="polite"></p>
`;

// Numbers the ids of each component built, so that several boards on one page never share one.
let built = 0;

/** Fills `root` with the component's DOM; returns the elements by data-ref name. */
export function buildDom(root) {
  root.classList.add('rg');
  root.innerHTML = TEMPLATE;
  const refs = {};
  for (const el of root.querySelectorAll('[data-ref]')) refs[el.dataset.ref] = el;
  // Undo's reason when it can take nothing back is its description (web/board-app.js renderButtons).
  refs.undoReason.id = `rg-undo-reason-${++built}`;
  root.querySelector('[data-action="undo"]').setAttribute('aria-describedby', refs.undoReason.id);
  return refs;
}

/** Writes every [data-t] text in the given language. */
export function applyTexts(root, t) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
}
