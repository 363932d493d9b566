import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dictionaryAnchor, valueSetAnchor} from '../../api-dictionaries/public';
import {apiTexts} from '../data';
import type {DictionaryTarget} from '../src/openapi';
import {buildDocument} from './support/document';

/**
 * Anchors the dictionaries page really has: each `<DictionaryTable id={N} />` or
 * `<DictionaryTable field="X" />` on it renders a block with that id (plugins/api-dictionaries).
 */
const page = readFileSync(path.resolve(__dirname, '../../../docs/services/api/slowniki.mdx'), 'utf8');
const pageAnchors = new Set([
  ...[...page.matchAll(/<DictionaryTable\s+id=\{(\d+)\}/g)].map((match) => dictionaryAnchor(Number(match[1]))),
  ...[...page.matchAll(/<DictionaryTable\s+field="([^"]+)"/g)].map((match) => valueSetAnchor(match[1])),
]);
const document = buildDocument();
const json = JSON.stringify(document);
const PAGE_URL = 'https://docs.example.com/pl/docs/services/api/slowniki/';

/** Every annotated schema in the document with where it sits. */
function annotated(): Array<{where: string; description: string; target: DictionaryTarget}> {
  const found: Array<{where: string; description: string; target: DictionaryTarget}> = [];
  for (const [model, schema] of Object.entries(document.components.schemas)) {
    for (const [field, property] of Object.entries(
      (schema as {properties: Record<string, {description: string; 'x-dictionary'?: DictionaryTarget}>}).properties,
    )) {
      if (property['x-dictionary'])
        found.push({where: `${model}.${field}`, description: property.description, target: property['x-dictionary']});
    }
  }
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const target = parameter.schema['x-dictionary'] as DictionaryTarget | undefined;
        if (target) found.push({where: `${operation.operationId}.${parameter.name}`, description: parameter.description, target});
      }
    }
  }
  return found;
}

test('the page has (at least) the entries the spec names', () => {
  const spec = [
    'slownik-12',
    'slownik-17',
    'slownik-27',
    'slownik-40',
    'slownik-121',
    'wartosci-clonetype',
    'wartosci-subregionid',
    'wartosci-operationtype',
  ];
  expect([...pageAnchors]).toEqual(expect.arrayContaining(spec));
});

test('every field or parameter with a dictionary says so in the document', () => {
  expect(
    annotated()
      .map((entry) => entry.where)
      .sort(),
  ).toEqual(Object.keys(apiTexts.dictionaries).sort());
});

test('every dictionary link points at an anchor that exists on the dictionaries page', () => {
  const links = [...json.matchAll(/slowniki\/#([a-z0-9-]+)/g)].map((match) => match[1]);
  expect(links.length).toBeGreaterThan(20);
  for (const anchor of new Set(links)) expect([anchor, pageAnchors.has(anchor)]).toEqual([anchor, true]);
});

test('a linked dictionary is named and linked; one without an entry is named with its GET call', () => {
  for (const {where, description, target} of annotated()) {
    if (target.anchor) {
      expect([where, target.url]).toEqual([where, `${PAGE_URL}#${target.anchor}`]);
      expect([where, description.includes(`(${PAGE_URL}#${target.anchor})`)]).toEqual([where, true]);
    } else {
      expect([where, target.kind, pageAnchors.has(dictionaryAnchor(Number(target.key)))]).toEqual([where, 'dictionary', false]);
      expect([
        where,
        description.includes(`słownika API nr ${target.key}; jego elementy zwraca wywołanie GET /dictionaries/${target.key}`),
      ]).toEqual([where, true]);
    }
  }
  const typeId = (document.components.schemas.CreateInstanceCommand as {properties: Record<string, {description: string}>}).properties
    .TypeId;
  expect(typeId.description).toContain(`słownika API nr 12 „Typy maszyn”: [opis słownika](${PAGE_URL}#slownik-12)`);
});
