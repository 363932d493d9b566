// The search's public module for code outside the browser (the MCP server, other plugins' tests):
// the engine, the index's shape and parts (never the plugin's entry, which the MCP bundle must not
// carry).
export {SearchEngine} from './src/engine';
export {joinIndexParts} from './src/indexParts';
export type {PageHit, SearchIndexData, TextPart} from './src/types';
