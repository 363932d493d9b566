import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dictionaryAnchor} from '../../api-dictionaries/public';
import {resolveSiteSettings} from '../../../src/siteSettings';
import {terraformExamples, terraformSurface} from '../data';
import {FIELD_GROUPS, type TerraformItem} from '../src/terraformTypes';
import {itemAnchor, itemKey, itemPageFile, mdxProse, typeName} from '../src/terraformPages';
import {buildTerraformPages, DICTIONARIES_ROUTE} from '../src/terraformSite';

// The committed Terraform reference pages are what the generator writes from the data (their
// freshness is checked with the API reference pages in referencePages.test.ts: `npm run generate`).
const pages = buildTerraformPages();
const dictionariesPage = readFileSync(join(__dirname, '../../../docs/services/api/slowniki.mdx'), 'utf8');
const dictionaryAnchors = new Set(
  [...dictionariesPage.matchAll(/<DictionaryTable\s+id=\{(\d+)\}/g)].map((match) => dictionaryAnchor(Number(match[1]))),
);

interface HclBlock {
  kind: 'resource' | 'data';
  type: string;
  /** Arguments set, per nested block path ('' for the block itself). */
  args: Map<string, Set<string>>;
}

/** The resource and data blocks of an example, with the arguments and nested blocks they set. */
function hclBlocks(hcl: string): HclBlock[] {
  const blocks: HclBlock[] = [];
  let current: HclBlock | null = null;
  const path: string[] = [];
  for (const raw of hcl.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trimEnd();
    const top = line.match(/^(resource|data) "([^"]+)" "[^"]+" \{(\})?$/);
    if (top) {
      current = {kind: top[1] as HclBlock['kind'], type: top[2], args: new Map([['', new Set<string>()]])};
      blocks.push(current);
      if (top[3]) current = null;
      continue;
    }
    if (!current) continue;
    const nested = line.match(/^\s+(\w+) \{$/);
    const argument = line.match(/^\s+(\w+)\s+=/);
    if (nested) {
      current.args.get(path.join('.'))?.add(nested[1]);
      path.push(nested[1]);
      if (!current.args.has(path.join('.'))) current.args.set(path.join('.'), new Set());
    } else if (argument) {
      current.args.get(path.join('.'))?.add(argument[1]);
    } else if (/^\s*\}$/.test(line)) {
      if (path.length === 0) current = null;
      else path.pop();
    }
  }
  return blocks;
}

const TERRAFORM_META_ARGUMENTS = new Set(['count', 'for_each', 'depends_on', 'provider', 'lifecycle']);
const settable = (item: TerraformItem, block: string) =>
  new Set(['Required', 'Optional'].flatMap((group) => (item.schema[block]?.[group as 'Required'] ?? []).map((field) => field.name)));

describe('Terraform reference pages', () => {
  it('say they are generated', () => {
    for (const page of pages) expect(page.mdx).toContain('do not edit by hand');
  });

  it('rank after the guides in search and name the provider only through the settings token', () => {
    const settings = resolveSiteSettings({});
    for (const page of pages) {
      expect(page.mdx).toContain('<meta name="search-weight" content="0.5" />');
      expect(page.mdx).not.toContain('<brand>');
      expect(page.mdx).not.toMatch(new RegExp(`\\b${settings.terraformProviderName}_`));
      expect(page.mdx).not.toContain(settings.terraformProviderSource);
    }
    expect(pages[0].mdx).toContain('source  = "%%terraformProviderSource%%"');
  });

  it('give every item a heading with its type name and anchor on the page of its kind', () => {
    for (const item of terraformSurface.items) {
      const page = pages.find((candidate) => candidate.file === itemPageFile(item));
      expect(page?.mdx).toContain(`## \`${typeName(item)}\` {/* #${itemAnchor(item)} */}`);
    }
  });

  it('link every dictionary the provider names to its anchor on the dictionaries page', () => {
    const named = new Set(
      terraformSurface.items.flatMap((item) =>
        Object.values(item.schema).flatMap((groups) =>
          FIELD_GROUPS.flatMap((group) => (groups[group] ?? []).map((field) => field.dictionary)),
        ),
      ),
    );
    named.delete(undefined);
    const text = pages.map((page) => page.mdx).join('\n');
    const linked = [...text.matchAll(/\]\(\/services\/api\/slowniki\/#([a-z0-9-]+)\)/g)].map((match) => match[1]);
    for (const id of named) expect(linked).toContain(dictionaryAnchor(id as number));
    for (const anchor of new Set(linked)) expect([anchor, dictionaryAnchors.has(anchor)]).toEqual([anchor, true]);
    expect(text).not.toContain(`${DICTIONARIES_ROUTE}#undefined`);
  });

  it.each(terraformSurface.items.map((item) => [itemKey(item), item] as const))(
    '%s: the example uses only arguments and blocks that exist',
    (key, item) => {
      const blocks = hclBlocks(terraformExamples[key].hcl);
      const own = blocks.filter(
        (block) => block.type === typeName(item) && block.kind === (item.kind === 'resource' ? 'resource' : 'data'),
      );
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const described = terraformSurface.items.find(
          (candidate) => typeName(candidate) === block.type && (candidate.kind === 'resource') === (block.kind === 'resource'),
        );
        expect([block.type, described !== undefined]).toEqual([block.type, true]);
        for (const [path, args] of block.args) {
          const allowed = settable(described!, path);
          for (const arg of args) {
            expect([block.type, path, arg, allowed.has(arg) || (path === '' && TERRAFORM_META_ARGUMENTS.has(arg))]).toEqual([
              block.type,
              path,
              arg,
              true,
            ]);
          }
        }
      }
      // A resource's example shows the resource itself; a data source's shows it or, where its schema
      // has no argument to pick one object, its list (`disk` through `disks`).
      const list = terraformSurface.items.find((candidate) => candidate.kind === 'data source' && candidate.name === `${item.name}s`);
      const shown = item.kind === 'resource' || own.length > 0 || !list ? own : blocks.filter((block) => block.type === typeName(list));
      expect([key, shown.length > 0]).toEqual([key, true]);
      // …complete: the required arguments of every block of its own that it opens.
      for (const block of own) {
        for (const [path, args] of block.args) {
          const required = (item.schema[path]?.Required ?? []).map((field) => field.name);
          for (const name of required) expect([key, path, name, args.has(name)]).toEqual([key, path, name, true]);
        }
      }
    },
  );

  it('read examples and escape prose as MDX needs', () => {
    const blocks = hclBlocks('resource "x_a" "b" {\n  name = "n" # komentarz\n  assignment {\n    ip_id = 1\n  }\n}\ndata "x_c" "d" {}\n');
    expect(
      blocks.map((block) => [block.kind, block.type, Object.fromEntries([...block.args].map(([path, args]) => [path, [...args]]))]),
    ).toEqual([
      ['resource', 'x_a', {'': ['name', 'assignment'], assignment: ['ip_id']}],
      ['data', 'x_c', {'': []}],
    ]);
    expect(mdxProse('mapa {id} → `{a}` <b>')).toBe('mapa \\{id\\} → `{a}` \\<b\\>');
  });
});
