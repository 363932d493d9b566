// The dictionaries' public module for the browser: the hook other plugins' components read the
// dictionaries with (loaded by the page that shows them, never global data).
export {useDictionaryContent} from './hooks';
