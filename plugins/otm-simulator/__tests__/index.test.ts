import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import pluginOtmSimulator from '../index';

describe('otm-simulator plugin', () => {
  it('exposes the theme folder that holds OtmSimulator', () => {
    const plugin = pluginOtmSimulator({} as LoadContext);
    expect(plugin.name).toBe('otm-simulator');
    const themePath = plugin.getThemePath?.() ?? '';
    expect(existsSync(path.join(themePath, 'OtmSimulator', 'index.tsx'))).toBe(true);
    expect(plugin.getTypeScriptThemePath?.()).toBe(themePath);
  });
});
