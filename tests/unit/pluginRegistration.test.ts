import path from 'node:path';
import type {Config, OptionValidationContext} from '@docusaurus/types';
import {validatePluginOptions} from './pluginOptions';

// Docusaurus validates a plugin's options only when it loads the plugin from a path and the module
// exports validateOptions; a function in the list skips that. This keeps every plugin of ours so.
const config = (jest.requireActual('../../docusaurus.config') as {default: Config}).default;
const siteDir = path.join(__dirname, '..', '..');
const ours = (config.plugins ?? [])
  .map((entry) => (Array.isArray(entry) ? entry : [entry, undefined]))
  .filter(([plugin]) => typeof plugin !== 'string' || plugin.startsWith('./'));

type PluginModule = {default: unknown; validateOptions?: (context: OptionValidationContext<unknown, unknown>) => unknown};

describe('plugins in docusaurus.config.ts', () => {
  it('are all registered by path, never as an imported function', () => {
    expect(ours.length).toBeGreaterThanOrEqual(8);
    for (const [plugin] of ours) expect(typeof plugin).toBe('string');
  });

  it.each(ours.map(([plugin, options]) => [String(plugin), options]))(
    '%s exports validateOptions and accepts the options the site gives',
    (plugin, options) => {
      expect(plugin).toMatch(/^\.\/plugins\/[\w-]+\/([\w-]+\/)?index\.ts$/);
      const module = jest.requireActual(path.join(siteDir, plugin)) as PluginModule;
      expect(typeof module.default).toBe('function');
      expect(typeof module.validateOptions).toBe('function');
      expect(() => validatePluginOptions(module.validateOptions!, options)).not.toThrow();
    },
  );
});
