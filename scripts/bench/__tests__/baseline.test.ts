import {plainConfig, plainDoc} from '../baseline';

const page = `---
title: Przykłady
slug: /stary-adres
---

import Tabs from '@theme/Tabs';
import ReaderValues from '@theme/ReaderValues';

<ReaderValues />

Tekst z \`<ReaderValues />\` w kodzie.

<Tabs groupId="x">
</Tabs>
`;

it("leaves out our components and their lines, keeps the classic theme's and makes the page the site's root", () => {
  const plain = plainDoc(page);
  expect(plain.startsWith('---\ntitle: Przykłady\nslug: /\n---\n')).toBe(true);
  expect(plain).not.toContain('slug: /stary-adres');
  expect(plain).toContain("import Tabs from '@theme/Tabs';");
  expect(plain).not.toContain('import ReaderValues');
  expect(plain).not.toMatch(/^<ReaderValues \/>$/m);
  expect(plain).toContain('Tekst z `<ReaderValues />` w kodzie.');
  expect(plain).toContain('<Tabs groupId="x">');
});

it('adds front matter to a page without it', () => {
  expect(plainDoc('# Tytuł\n')).toBe('---\nslug: /\n---\n\n# Tytuł\n');
});

it('configures the classic preset only, at the base path, in Polish', () => {
  const config = plainConfig('/pl/docs/');
  expect(config).toContain('"baseUrl": "/pl/docs/"');
  expect(config).toContain('"classic"');
  expect(config).not.toMatch(/plugins|themes/);
  expect(config).toContain('"defaultLocale": "pl"');
});
