import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import pluginApiReference, {openApiSettings, validateOptions} from '..';
import type {ApiReferenceOptions} from '../options';
import type {OpenApiDocument} from '../src/openapi';
import {siteOpenApiDocument} from '../src/site';
import {defaultSiteSettings} from '../../../src/siteSettings';

function validate(options: unknown): ApiReferenceOptions {
  return validateOptions({
    validate: normalizePluginOptions as OptionValidationContext<unknown, ApiReferenceOptions>['validate'],
    options,
  } as OptionValidationContext<Partial<ApiReferenceOptions> | undefined, ApiReferenceOptions>);
}

const context = {
  siteDir: process.cwd(),
  baseUrl: '/pl/docs/',
  siteConfig: {customFields: {siteSettings: defaultSiteSettings}},
} as unknown as LoadContext;

describe('options', () => {
  test('defaults publish openapi.json and openapi.yaml and link the dictionaries and errors pages', () => {
    expect(validate(undefined)).toMatchObject({
      jsonPath: 'openapi.json',
      yamlPath: 'openapi.yaml',
      dictionariesRoute: '/services/api/slowniki/',
      errorsRoute: '/services/api/kody-bledow/',
    });
  });

  test('a path outside the build or a route without its slash is refused with a clear message', () => {
    expect(() => validate({jsonPath: '../openapi.json'})).toThrow(/jsonPath.*must be a relative \.json path/);
    expect(() => validate({yamlPath: 'openapi.yml'})).toThrow(/yamlPath.*\.yaml/);
    expect(() => validate({dictionariesRoute: '/services/api/slowniki'})).toThrow(/dictionariesRoute.*trailing slash/);
  });
});

describe('site settings', () => {
  test('a missing setting fails with its name', () => {
    const partial: Partial<typeof defaultSiteSettings> = {...defaultSiteSettings};
    delete partial.apiHostKrk;
    expect(() => openApiSettings({siteSettings: partial})).toThrow(/lacks apiHostKrk/);
    expect(() => openApiSettings(undefined)).toThrow(/siteSettings/);
  });
});

describe('plugin', () => {
  let outDir = '';
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'api-reference-'));
  });
  afterEach(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  test('loads the document, hands it to pages as a data module and writes both files into the build', async () => {
    const plugin = pluginApiReference(context, validate({})) as Plugin<OpenApiDocument> &
      Required<Pick<Plugin<OpenApiDocument>, 'loadContent' | 'contentLoaded' | 'postBuild'>>;
    const content = (await plugin.loadContent()) as OpenApiDocument;
    expect(content.openapi).toBe('3.1.0');

    const created: Array<[string, string]> = [];
    const setGlobalData = jest.fn();
    await plugin.contentLoaded({
      content,
      actions: {createData: async (name: string, data: string) => void created.push([name, data]), setGlobalData, addRoute: jest.fn()},
    } as never);
    expect(created.map(([name]) => name)).toEqual(['openapi.json', 'samples.json', 'reader-choices.json']);
    expect(JSON.parse(created[0][1])).toEqual(content);
    // The code samples, for the default region's host, loaded by the pages only on demand.
    const samples = JSON.parse(created[1][1]) as Record<string, Record<string, string>>;
    expect(Object.keys(samples).length).toBeGreaterThan(100);
    expect(Object.keys(samples['POST /instances'])).toEqual(['python', 'javascript', 'go']);
    expect(samples['POST /instances'].go).toContain('"https://pl1-api.example.com/services/instances"');
    // "Twoje wartości" offers only published ids: machine types (dictionary 12) and Warsaw's subregions.
    const choices = JSON.parse(created[2][1]) as {typeId: {id: string}[]; subregionIdWaw: {id: string; label: string}[]};
    expect(choices.typeId.map(({id}) => id)).toContain('34');
    expect(choices.subregionIdWaw).toContainEqual({id: '1', label: 'PL-001 (1)'});
    expect(setGlobalData).not.toHaveBeenCalled();

    await plugin.postBuild({content, outDir} as never);
    const json = JSON.parse(await readFile(path.join(outDir, 'openapi.json'), 'utf8')) as OpenApiDocument;
    const yaml = parse(await readFile(path.join(outDir, 'openapi.yaml'), 'utf8')) as OpenApiDocument;
    expect(json).toEqual(content);
    expect(yaml).toEqual(json);
  });
});

describe('siteOpenApiDocument', () => {
  test('builds the site document from the settings alone, as the plugin does', async () => {
    const plugin = pluginApiReference(context, validate({})) as Required<Pick<Plugin<OpenApiDocument>, 'loadContent'>>;
    expect(siteOpenApiDocument(defaultSiteSettings)).toEqual(await plugin.loadContent());
  });
});
