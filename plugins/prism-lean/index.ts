import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Lean Prism (issue 10, page-weight budget). prism-react-renderer ships one module holding its
 * own Prism with about twenty languages and twenty colour themes, all of it in the main bundle
 * of every page (about 26 KB gzipped). The bundles get a drop-in module instead: Prism's core,
 * the one bundled language our pages use that is not in `prism.additionalLanguages` (python)
 * and the same `Highlight` component. Node code (the config's themes) still uses the package.
 */
export default function pluginPrismLean(): Plugin {
  return {
    name: 'prism-lean',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'client/prismReactRenderer.ts')}}};
    },
  };
}
