import {parse} from 'yaml';
import {defaultSiteSettings} from '../../../src/siteSettings';
import {siteOpenApiDocument} from '../src/site';
import {documentJson, documentYaml} from '../src/serialize';
import type {OpenApiSettings} from '../src/types';
import {buildDocument, validateOpenApi} from './support/document';

const document = buildDocument();

describe('the OpenAPI document', () => {
  test('validates against the official OpenAPI 3.1 schema', () => {
    const result = validateOpenApi(document);
    expect(result.version).toBe('3.1');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('the validator rejects a broken document (so the check above can fail)', () => {
    const broken = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
    // The surface's body parameters have `in: body`, which OpenAPI 3 no longer allows.
    const paths = broken.paths as Record<string, Record<string, {parameters: Array<{in: string}>}>>;
    paths['/instances'].get.parameters[0].in = 'body';
    expect(validateOpenApi(broken).valid).toBe(false);
    expect(validateOpenApi({...document, info: {title: 'bez wersji'}}).valid).toBe(false);
  });

  test('JSON and YAML files hold the same document', () => {
    expect(JSON.parse(documentJson(document))).toEqual(document);
    expect(parse(documentYaml(document))).toEqual(JSON.parse(JSON.stringify(document)));
  });

  test('servers are both regional hosts from the settings, with the /services base path', () => {
    const settings: OpenApiSettings = {
      platformName: 'Chmura Testowa',
      docsSiteUrl: 'https://dokumentacja.test',
      apiHostWaw: 'https://waw.api.test',
      apiHostKrk: 'https://krk.api.test',
      identityUrl: 'https://login.test/',
      apiScope: 'testowa.api',
      apiScopeReadonly: 'testowa.api.readonly',
    };
    const custom = buildDocument({settings});
    expect(custom.servers.map((server) => [server.url, server['x-region']])).toEqual([
      ['https://waw.api.test/services', 'pl-1-waw'],
      ['https://krk.api.test/services', 'pl-2-krk'],
    ]);
    expect(custom.info.title).toContain('Chmura Testowa');
    const oauth2 = custom.components.securitySchemes.oauth2 as {
      flows: {password: {tokenUrl: string; refreshUrl: string; scopes: Record<string, string>}};
    };
    expect(oauth2.flows.password.tokenUrl).toBe('https://login.test/connect/token');
    expect(oauth2.flows.password.refreshUrl).toBe('https://login.test/connect/token');
    expect(Object.keys(oauth2.flows.password.scopes)).toEqual(['testowa.api', 'testowa.api.readonly']);
    expect(JSON.stringify(custom)).not.toContain('example.com');
  });

  test('a GET call accepts the read-only scope; a modifying call needs the full scope', () => {
    expect(document.paths['/instances'].get.security).toEqual([
      {oauth2: ['example.api']},
      {oauth2: ['example.api.readonly']},
      {bearer: []},
    ]);
    for (const [method, operation] of Object.entries(document.paths['/instances/{id}'])) {
      if (method === 'get') continue;
      expect(operation.security).toEqual([{oauth2: ['example.api']}, {bearer: []}]);
    }
  });

  test('tags are Polish names per product area, each keeping its English tag', () => {
    expect(document.tags).toContainEqual(expect.objectContaining({name: 'Dyski (OVS)', 'x-tag-en': 'OVS'}));
    const names = new Set(document.tags.map((tag) => tag.name));
    expect(names.size).toBe(document.tags.length);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(names.has(operation.tags[0])).toBe(true);
    }
  });

  test('the surface marks deprecated calls; the document marks the same', () => {
    expect(document.paths['/instances/ip_addresses'].get.deprecated).toBe(true);
    expect(document.paths['/floating_ips'].get.deprecated).toBeUndefined();
  });
});

describe('value ranges of the spec', () => {
  test('POST /instances carries DiskSize 5–300 and InstancesCount 1–5 as minimum and maximum', () => {
    const site = siteOpenApiDocument(defaultSiteSettings);
    const properties = site.components.schemas.CreateInstanceCommand.properties as Record<string, Record<string, unknown>>;
    expect(properties.DiskSize).toMatchObject({type: 'integer', minimum: 5, maximum: 300});
    expect(properties.InstancesCount).toMatchObject({minimum: 1, maximum: 5});
    expect(properties.TemplateId.minimum).toBeUndefined();
  });

  test('a range for a field the surface lacks fails the build by name', () => {
    expect(() => buildDocument({limits: {'CreateInstanceCommand.DiskSizeGb': {maximum: 1}}})).toThrow(
      /value range for "CreateInstanceCommand.DiskSizeGb"/,
    );
  });
});
