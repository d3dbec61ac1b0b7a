// Server-side rendering of the board's markup. This module runs in node: importing the embed
// entry there is safe (nothing touches the DOM until the element is defined in a browser), and
// its list of observed attributes says which query parameters may become attributes.
import { RegaliaBoardElement } from 'regalia-games/embed';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <regalia-board> for a request's query (`?game=sovereign&level=2`), with a text fallback. */
export function renderBoard(query) {
  const attributes = RegaliaBoardElement.observedAttributes
    .filter((name) => query.has(name))
    .map((name) => `${name}="${escapeAttribute(query.get(name).slice(0, 200))}"`);
  return `<regalia-board ${attributes.join(' ')}><p>The board needs JavaScript.</p></regalia-board>`;
}

/** The page: the HTML template with the board rendered into its `<!--board-->` slot. */
export function renderPage(template, query) {
  return template.replace('<!--board-->', renderBoard(query));
}
