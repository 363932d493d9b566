// Stands in for theme-common's utils/reactUtils (3.10) where its navbar's secondary menu and its
// useMutationObserver import it: the module as it is, but `useShallowMemoObject` (shallowMemo.ts).
// The alias is the plugin's (replacements.ts), as the package's `exports` do not list the file.
export * from '@framework-patches/theme-common-react-utils';
export {useShallowMemoObject} from './shallowMemo';
