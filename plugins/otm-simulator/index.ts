import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * OTM failover simulator (issue 7). The plugin only exposes its theme folder, so that MDX pages
 * import the widget as `@theme/OtmSimulator`; the model lives in src/ and has no options.
 */
export default function pluginOtmSimulator(_context: LoadContext): Plugin {
  return {
    name: 'otm-simulator',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
