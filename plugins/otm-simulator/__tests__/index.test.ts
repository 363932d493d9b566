import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import pluginOtmSimulator, {validateOptions} from '../index';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

describe('otm-simulator plugin', () => {
  it('exposes the theme folder that holds OtmSimulator', () => {
    const plugin = pluginOtmSimulator({} as LoadContext);
    expect(plugin.name).toBe('otm-simulator');
    const themePath = plugin.getThemePath?.() ?? '';
    expect(existsSync(path.join(themePath, 'OtmSimulator', 'index.tsx'))).toBe(true);
    expect(plugin.getTypeScriptThemePath?.()).toBe(themePath);
  });
});

describe('otm-simulator options', () => {
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('takes none: only the id Docusaurus adds', () => {
    expect(validate(undefined)).toEqual({id: 'default'});
  });

  it('rejects any option by name', () => {
    expect(() => validate({scenarios: []})).toThrow(/"scenarios" is not an option of otm-simulator: it takes none/);
  });
});
