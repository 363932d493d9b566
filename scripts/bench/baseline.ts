/**
 * The plain Docusaurus site the bench compares every template with (issue 40): Docusaurus' classic
 * preset and nothing of ours, its one doc made from one of our pages. Pure: scripts/bench.mjs
 * writes these files to a temporary folder and builds them.
 */

/** Theme components the classic theme itself provides; any other import is one of ours. */
const STOCK_COMPONENTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/CodeBlock', '@theme/Admonition', '@theme/Details']);

/**
 * Our MDX page as the classic theme can build it: imports of our components and the lines that
 * are only those components (`<ReaderValues />`) are left out, the slug makes it the site's only
 * page at the base path. Everything else (text, code blocks, tabs, admonitions) stays.
 */
export function plainDoc(source: string): string {
  const ours = new Set<string>();
  const body = source
    .split('\n')
    .filter((line) => {
      const imported = /^import\s+(\w+)\s+from\s+['"]([^'"]+)['"];?\s*$/.exec(line);
      if (imported && !STOCK_COMPONENTS.has(imported[2])) {
        ours.add(imported[1]);
        return false;
      }
      const alone = /^\s*<([A-Z]\w*)\b[^>]*\/>\s*$/.exec(line);
      return !(alone && ours.has(alone[1]));
    })
    .join('\n');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(body);
  if (!frontMatter) return `---\nslug: /\n---\n\n${body}`;
  const fields = frontMatter[1]
    .split('\n')
    .filter((line) => !/^slug:/.test(line))
    .join('\n');
  return `---\n${fields}\nslug: /\n---\n${body.slice(frontMatter[0].length)}`;
}

/** The plain site's configuration: classic preset, docs at the base path, our locale. */
export function plainConfig(baseUrl: string): string {
  const config = {
    title: 'Docusaurus',
    url: 'http://127.0.0.1',
    baseUrl,
    // Our page links to pages the plain site does not have.
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    markdown: {hooks: {onBrokenMarkdownLinks: 'ignore'}},
    i18n: {defaultLocale: 'pl', locales: ['pl']},
    presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}
