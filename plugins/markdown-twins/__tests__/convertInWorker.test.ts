import {convertInWorker} from '../src/convertInWorker';
import type {TwinJob, TwinJobPage} from '../src/pages';
import {FORMS} from '../src/registry';

// The build converts the pages in a worker thread while Rspack bundles (index.ts): the real
// worker, loading the converter and the parser as the build does, answers each page's twin in
// order, and a page it cannot convert fails with the converter's message.
function job(pages: TwinJobPage[]): TwinJob {
  return {
    addresses: {
      origin: 'https://docs.example.com',
      baseUrl: '/pl/docs/',
      trailingSlash: true,
      routesByFile: new Map(pages.map((page) => [page.file, page.permalink])),
    },
    contents: Object.fromEntries(FORMS.flatMap((form) => (form.plugin ? [[form.plugin, {}]] : []))),
    settings: {},
    messages: {'theme.admonition.note': 'notatka'},
    pages,
  };
}

const page = (file: string, body: string): TwinJobPage => ({
  file,
  title: file,
  description: 'opis',
  permalink: `/pl/docs/${file.replace(/^docs\/|\.mdx$/g, '')}/`,
  body,
});

it('answers every page, in order, converted as the build converts it', async () => {
  const markdown = await convertInWorker(
    job([
      page('docs/a.mdx', 'Zobacz [stronę B](./b.mdx).\n\n:::note\n\nUwaga.\n\n:::\n'),
      page('docs/b.mdx', "import X from '@theme/X';\n\n{/* komentarz */}\n\nDruga strona.\n"),
    ]),
  );
  expect(markdown).toHaveLength(2);
  expect(markdown[0]).toContain('Zobacz [stronę B](https://docs.example.com/pl/docs/b/).');
  expect(markdown[0]).toContain('> **Notatka**');
  expect(markdown[1]).toContain('Druga strona.');
  expect(markdown[1]).not.toMatch(/import|komentarz/);
});

it("fails with the converter's message, naming the file and the line", async () => {
  await expect(convertInWorker(job([page('docs/a.mdx', 'Tekst.\n\n<>fragment</>\n')]))).rejects.toThrow(
    /\[markdown-twins\] docs\/a\.mdx:3: a JSX fragment/,
  );
});
