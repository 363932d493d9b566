// The search's public module for the browser (the not-found page): the engine loader, which
// fetches the index and the engine's code when called, and the box's prefill context.
export {loadEngine} from './loadEngine';
export {SearchPrefill} from './prefill';
