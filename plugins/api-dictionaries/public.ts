// The dictionaries' public module: what other plugins (the API reference, the Markdown twins, the
// tools) may use at build time. Anything else in this folder is the plugin's own.
export {dictionaryData} from './data/dictionaries';
export {dictionaryCurl, hasPublishedIds} from './src/blocks';
export type {DictionaryContent} from './src/load';
export {
  dictionaryAnchor,
  valueSetAnchor,
  type Dictionary,
  type DictionaryData,
  type DictionaryItem,
  type FieldUse,
  type ValueSet,
} from './src/types';
export {markdownForms} from './src/twin';
