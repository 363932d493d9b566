// The API reference's public browser module: the reader's one token (stored with "Twoje
// wartości") for the API console and its token helper, and the event that tells every sample.
export {CHANGE_EVENT} from '../src/readerSnapshot';
export {forgetToken, normalizeToken, readToken, saveToken, tokenProblem} from '../src/readerToken';
