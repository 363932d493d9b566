// The error catalogue's public module: what other plugins (the Markdown twins) may use.
export type {ErrorCatalogueContent} from './src/load';
export {errorAnchor} from './src/types';
export {errorCatalogueData} from './data/errors';
export {markdownForms} from './src/twin';
