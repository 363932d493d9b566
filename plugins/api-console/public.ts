// The console's public module: what other plugins (the Markdown twins) may use at build time.
export {markdownForms} from './src/twin';
