// The simulator's public module: its scenarios, for the Markdown twins.
export {isPresetId, presets} from './src/presets';
