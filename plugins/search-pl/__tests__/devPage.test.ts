import {createSlugger} from '@docusaurus/utils';
import {parseAll} from '../../page-data-kit/__fixtures__/parseMdx';
import {readMdxPage} from '../../page-data-kit/mdx/frontMatter';
import {devPageHtml, markdownToHtml, type MarkdownNode} from '../src/devPage';
import {extractPage} from '../src/extract';

const SOURCE = `---
title: ignored
---
import Tabs from '@theme/Tabs';

Wstęp o **dyskach** i \`PVSCSI\`.

## Tworzenie dysku

<Tabs>
<TabItem value="panel" label="Panel">
Kliknij **Dodaj dysk**.
</TabItem>
</Tabs>

:::tip
Rozmiar 5–300 GB.
:::

## Tworzenie dysku

| Klasa | Opis |
| --- | --- |
| Tier-3 | szybki |

\`\`\`bash
curl -X GET <x>
\`\`\`
`;

async function page(source: string) {
  const [tree] = parseAll<MarkdownNode>([(await readMdxPage(source, 'docs/x.mdx')).body]);
  const slugger = createSlugger();
  return devPageHtml({title: 'Dyski', description: 'Opis dysków', keywords: ['OVS', 'dysk'], tree}, (text) => slugger.slug(text));
}

describe('development search page', () => {
  it('reads like a built page: title, description, keywords, sections at h2 with Docusaurus ids', async () => {
    const record = extractPage(await page(SOURCE), '/pl/docs/x/');
    expect(record).not.toBeNull();
    expect(record?.title).toBe('Dyski');
    expect(record?.description).toBe('Opis dysków OVS dysk');
    expect(record?.sections.map((section) => [section.heading, section.anchor])).toEqual([
      ['', ''],
      ['Tworzenie dysku', 'tworzenie-dysku'],
      ['Tworzenie dysku', 'tworzenie-dysku-1'],
    ]);
    expect(record?.sections[0].text).toBe('Wstęp o dyskach i PVSCSI.');
    expect(record?.sections[1].text).toContain('Kliknij Dodaj dysk.');
    expect(record?.sections[1].text).toContain('Rozmiar 5–300 GB.');
    expect(record?.sections[2].text).toContain('Tier-3');
    expect(record?.sections[2].text).toContain('curl -X GET <x>');
  });

  it('drops imports and expressions and escapes text', () => {
    const html = markdownToHtml(
      {
        type: 'root',
        children: [
          {type: 'mdxjsEsm', value: 'import X from "y"'},
          {type: 'paragraph', children: [{type: 'text', value: 'a < b & "c"'}]},
        ],
      },
      (text) => text,
    );
    expect(html).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>');
  });
});
