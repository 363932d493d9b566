import path from 'node:path';
import {crossing, crossings, frameworkInternals, importsOf, pluginFiles, repositoryFiles, targetOf} from './pluginBoundaries';

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

describe('the framework seam rule', () => {
  const uses = (path: string, source: string) => frameworkInternals({path, source});

  it('finds internal entry points and files, @theme-init, the seam re-export, the chunk loader and window.docusaurus', () => {
    expect(uses('src/a.ts', "import {useX} from '@docusaurus/theme-common/internal';")).toEqual(['@docusaurus/theme-common/internal']);
    expect(uses('src/a.ts', "import x from '@docusaurus/core/lib/client/docusaurus';")).toEqual(['@docusaurus/core/lib/client/docusaurus']);
    expect(uses('src/a.tsx', "export {default} from '@docusaurus/theme-classic/lib/theme/Navbar';")).toEqual([
      '@docusaurus/theme-classic/lib/theme/Navbar',
    ]);
    expect(uses('plugins/a/theme/X.tsx', "import X from '@theme-init/X';")).toEqual(['@theme-init/X']);
    expect(uses('src/theme/X.tsx', "import {y} from '../../plugins/framework-patches/client/themeInternals';")).toEqual([
      '../../plugins/framework-patches/client/themeInternals',
    ]);
    expect(uses('src/a.ts', 'const load = __webpack_require__.e;')).toEqual(['__webpack_require__']);
    expect(uses('src/a.ts', 'window.docusaurus.prefetch(x); globalThis["docusaurus"];')).toEqual(['window.docusaurus']);
  });

  it('leaves public entry points, comments, the seam itself and the browser suites alone', () => {
    expect(uses('src/a.ts', "import {useColorMode} from '@docusaurus/theme-common';\nimport Link from '@docusaurus/Link';")).toEqual([]);
    expect(uses('src/a.tsx', "import X from '@theme-original/X';\nimport Y from '@theme/Y';")).toEqual([]);
    expect(uses('src/a.ts', "// window.docusaurus and __webpack_require__ are the seam's")).toEqual([]);
    expect(uses('plugins/framework-patches/client/x.ts', 'window.docusaurus = __webpack_require__;')).toEqual([]);
    expect(uses('tests/e2e/a.e2e.ts', 'page.evaluate(() => window.docusaurus.preload);')).toEqual([]);
  });
});

describe('outside plugins/framework-patches', () => {
  it('no file takes framework internals', () => {
    const found: Record<string, string[]> = {};
    for (const file of repositoryFiles(root)) {
      const taken = frameworkInternals(file);
      if (taken.length > 0) found[file.path] = taken;
    }
    expect(found).toEqual({});
  });
});
