// The search's public module for the browser (the not-found page): questions to the engine,
// answered off the page's thread (the index is fetched and built on the first one), and the
// box's prefill context.
export {ask} from './searchOffThread';
export {SearchPrefill} from './prefill';
