// The simulator's public module: its Markdown form, for the Markdown twins (twin.ts, outside src/,
// which holds no prose).
export {markdownForms} from './twin';
