/**
 * The one tslib helper that browser code calls: @docusaurus/utils-common (CommonJS compiled
 * by tsc) requires tslib for `__importDefault`, and a CommonJS require cannot be tree-shaken,
 * so the whole of tslib (about 4 KiB gzipped) sat in the main bundle. Same code as tslib's.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
