// `regalia-games/react`: the embed entry under the name React apps import. The module defines
// <regalia-board> in a browser (and is import-safe in node for server-side rendering); its
// types (react.d.ts) add the element to React's JSX with its attributes and events.
export * from './embed.js';
