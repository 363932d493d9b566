// Patch `theme-internals`: the only import of @docusaurus/theme-common/internal in the site. The
// overrides in src/theme that need the theme's private hooks take them from here, so an upgrade
// that renames or drops one fails the canary (../__tests__/canary.test.ts) by the patch's name.
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
