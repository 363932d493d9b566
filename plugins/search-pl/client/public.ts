import type {ask as askOffThread} from './searchOffThread';

// The search's public module for the browser (the not-found page): questions to the engine,
// answered off the page's thread (the index is fetched and built on the first one), and the
// box's prefill context.
export {SearchPrefill} from './prefill';

/**
 * client/searchOffThread.ts's `ask`, its code loaded on the first question: the not-found page is
 * part of every docs page's first load, and only a page that was not found asks.
 */
export const ask: typeof askOffThread = (indexUrl, question, options) =>
  import('./searchOffThread').then((offThread) => offThread.ask(indexUrl, question, options));
