// The glossary's public module: what other plugins (the Markdown twins) may use.
export {glossary} from './data/glossary';
export {groupByLetter, sortGlossary} from './src/order';
export {pageEntries} from './src/pageEntries';
export type {GlossaryContent} from './src/types';
export {markdownForms} from './src/twin';
