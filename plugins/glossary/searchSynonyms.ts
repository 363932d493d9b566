import {glossary} from './data/glossary';
import {glossarySynonyms} from './src/synonyms';

/** Read by the search plugin at build time (its `synonymsModule` option in docusaurus.config.ts). */
export const searchSynonyms = glossarySynonyms(glossary);
