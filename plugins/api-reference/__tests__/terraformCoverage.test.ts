import {terraformExamples, terraformSurface, terraformTexts} from '../data';
import {FIELD_GROUPS, type FieldGroup} from '../src/terraformTypes';
import {blockAnchor, fieldsOf, itemAnchor, itemKey, itemPageFile, textProblems, typeInfo, typeName} from '../src/terraformPages';
import {buildTerraformPages} from '../src/terraformSite';

const pages = buildTerraformPages();
const byFile = new Map(pages.map((page) => [page.file, page.mdx]));

interface Row {
  block: string;
  name: string;
  type: string;
  group: FieldGroup;
}

/**
 * The rows a generated section really shows, read back from its MDX: each table under a
 * `### Argumenty`, `### Atrybuty…` or `### Blok \`x\`` heading, with the name, the type cell and
 * the "Wymagany" cell (an attribute table has none: its rows are read-only).
 */
function rowsOf(section: string): Row[] {
  const rows: Row[] = [];
  let block = '';
  for (const line of section.split('\n')) {
    const heading = line.match(/^### (?:Blok `([^`]+)`|Argumenty|Atrybuty)/);
    if (heading) block = heading[1] ?? '';
    const cells = [...line.matchAll(/<td role="cell" data-label="([^"]+)">(.*?)<\/td>/g)].map((match) => [match[1], match[2]] as const);
    if (cells.length === 0) continue;
    const cell = Object.fromEntries(cells);
    const name = (cell.Argument ?? cell.Atrybut).replace(/`/g, '');
    const required = cell.Wymagany;
    const group: FieldGroup =
      required === undefined || required === 'nie (tylko odczyt)' ? 'Read-Only' : required === 'tak' ? 'Required' : 'Optional';
    rows.push({block, name, type: cell.Typ, group});
  }
  return rows;
}

/** The `## \`type\`` section of an item on its page. */
function sectionOf(file: string, anchor: string): string {
  const mdx = byFile.get(file) ?? '';
  const at = mdx.indexOf(` {/* #${anchor} */}`);
  expect([anchor, at]).not.toEqual([anchor, -1]);
  const start = mdx.lastIndexOf('\n## ', at) + 1;
  const next = mdx.indexOf('\n## ', start);
  return mdx.slice(start, next === -1 ? undefined : next);
}

describe('the Terraform reference covers the provider surface (1.x line)', () => {
  test('the copied surface is the whole 1.x line: 10 resources and 21 data sources', () => {
    expect(terraformSurface.items.filter((item) => item.kind === 'resource')).toHaveLength(10);
    expect(terraformSurface.items.filter((item) => item.kind === 'data source')).toHaveLength(21);
    expect(new Set(terraformSurface.items.map(itemKey)).size).toBe(31);
  });

  test('every argument and attribute has a Polish text and an item an example; no text for what the provider lacks', () => {
    expect(textProblems(terraformSurface, terraformTexts, terraformExamples)).toEqual([]);
    const broken = {
      ...terraformTexts,
      items: {
        ...terraformTexts.items,
        'resource:disk': {...terraformTexts.items['resource:disk'], fields: {'': {name: 'Nazwa.', rozmiar: 'Nie ma.'}}},
      },
    };
    expect(textProblems(terraformSurface, broken, terraformExamples)).toEqual(
      expect.arrayContaining([
        'resource:disk › (główny blok) › tier_id: brak opisu',
        'resource:disk › (główny blok) › rozmiar: opis pola, którego dostawca nie ma',
      ]),
    );
  });

  test('every type of the surface has a reader-facing spelling', () => {
    const types = new Set(fieldsOf(terraformSurface.provider.schema).map(({field}) => field.type));
    for (const item of terraformSurface.items) for (const {field} of fieldsOf(item.schema)) types.add(field.type);
    for (const type of types) expect(() => typeInfo(type)).not.toThrow();
    expect(typeInfo('Set of Number, Deprecated')).toMatchObject({text: 'set(number)', deprecated: true});
    expect(typeInfo('String, Sensitive')).toMatchObject({text: 'string', sensitive: true});
    expect(typeInfo('Block Set').block).toBe('set');
    expect(() => typeInfo('Tuple of Number')).toThrow(/unknown Terraform type/);
  });

  test.each(terraformSurface.items.map((item) => [itemKey(item), item] as const))(
    '%s: type name, every field with its block, name, type and required / optional / read-only flag, every nested block',
    (_key, item) => {
      const file = itemPageFile(item);
      const section = sectionOf(file, itemAnchor(item));
      expect(section).toContain(`## \`${typeName(item)}\``);
      expect(section).toContain(item.kind === 'resource' ? '**Zasób**' : '**Źródło danych**');
      const expected = fieldsOf(item.schema).map(({block, group, field}) => ({block, name: field.name, type: field.type, group}));
      const shown = rowsOf(section);
      expect(shown.map(({block, name, group}) => ({block, name, group}))).toEqual(
        expected.map(({block, name, group}) => ({block, name, group})).sort((a, b) => order(a) - order(b)),
      );
      for (const row of shown) {
        const field = expected.find((candidate) => candidate.block === row.block && candidate.name === row.name);
        expect([row.name, row.type]).toEqual([row.name, expect.stringContaining(`\`${typeInfo(field!.type).text}\``)]);
      }
      for (const block of Object.keys(item.schema).filter((path) => path !== '')) {
        expect(section).toContain(`### Blok \`${block}\` {/* #${blockAnchor(item, block)} */}`);
      }
      /** Tables list arguments before attributes within a block; blocks follow the surface's order. */
      function order(row: {block: string; group: FieldGroup}): number {
        return Object.keys(item.schema).indexOf(row.block) * 10 + (row.group === 'Read-Only' ? 1 : 0);
      }
    },
  );

  test('the provider block: every argument, optional', () => {
    const mdx = byFile.get('dostawca.mdx') ?? '';
    const shown = rowsOf(mdx.slice(mdx.indexOf('## Blok `provider`')));
    const expected = FIELD_GROUPS.flatMap((group) =>
      (terraformSurface.provider.schema['']?.[group] ?? []).map((field) => ({block: '', name: field.name, group})),
    );
    expect(expected).toHaveLength(6);
    expect(shown.map(({block, name, group}) => ({block, name, group}))).toEqual(expected);
  });
});
