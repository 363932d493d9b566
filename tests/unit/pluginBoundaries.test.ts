import path from 'node:path';
import {crossing, crossings, importsOf, pluginFiles, targetOf} from './pluginBoundaries';

const root = path.join(__dirname, '..', '..');

describe('the plugin boundary rule', () => {
  it('finds static, type-only, re-exported, required and dynamic imports', () => {
    const source = [
      "import a from '../x/a';",
      "import type {B} from '@site/src/b';",
      "export {c} from './c';",
      "const d = require('../../d');",
      "const e = import('@theme/E');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['../x/a', '@site/src/b', './c', '../../d', '@theme/E']);
  });

  it('resolves relative and @site specifiers, and leaves packages and aliases alone', () => {
    expect(targetOf('plugins/a/theme/X/index.tsx', '../../../b/src/y')).toBe('plugins/b/src/y');
    expect(targetOf('plugins/a/index.ts', '@site/src/siteSettings')).toBe('src/siteSettings');
    expect(targetOf('plugins/a/index.ts', '@theme/SearchBar')).toBeNull();
    expect(targetOf('plugins/a/index.ts', 'unified')).toBeNull();
  });

  it("refuses another plugin's internals and the site's src/, allows the kit and a public module", () => {
    expect(crossing('plugins/a/src/x.ts', 'plugins/b/src/y')).toMatch(/plugin b's src\/y/);
    expect(crossing('plugins/a/src/x.ts', 'plugins/b/client/y.ts')).toMatch(/plugin b/);
    expect(crossing('plugins/a/theme/X.tsx', 'src/utils/useSiteSettings')).toMatch(/site's src/);
    expect(crossing('plugins/a/src/x.ts', 'plugins/a/src/y')).toBeNull();
    expect(crossing('plugins/a/src/x.ts', 'plugins/page-data-kit/text/normalize')).toBeNull();
    expect(crossing('plugins/a/src/x.ts', 'plugins/b/public')).toBeNull();
    expect(crossing('plugins/a/theme/X.tsx', 'plugins/b/client/public')).toBeNull();
    expect(crossing('plugins/a/src/x.ts', 'plugins/b/index.ts')).toBeNull();
    expect(crossing('plugins/a/src/x.ts', 'plugins/b/data/x.json')).toMatch(/plugin b's data\/x.json/);
    expect(crossing('plugins/a/src/x.ts', 'tests/unit/pluginOptions')).toBeNull();
    expect(crossing('plugins/a/__tests__/x.test.ts', 'src/siteSettings')).toBeNull();
    expect(crossing('plugins/a/__tests__/x.test.ts', 'plugins/b/src/y')).toMatch(/plugin b/);
    expect(crossing('src/theme/X.tsx', 'plugins/b/src/y')).toBeNull();
  });
});

describe('plugins/*', () => {
  it("import another plugin only through @theme/..., the kit or its public modules, and never the site's src/", () => {
    const found = crossings(pluginFiles(root)).map(({from, specifier, why}) => `${from}: '${specifier}' reaches ${why}`);
    expect(found).toEqual([]);
  });
});
