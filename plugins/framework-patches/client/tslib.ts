/**
 * The one tslib helper @docusaurus/utils-common calls in the browser (patch `utils-common-tslib`,
 * PATCHES.md): its CommonJS require cannot be tree-shaken, so all of tslib sat in the main bundle.
 * Same code as tslib's.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
