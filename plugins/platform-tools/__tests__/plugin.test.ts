import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import pluginPlatformTools, {assertInstanceFields, validateOptions} from '../index';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';
import {apiSurface, siteOpenApiDocument} from '../../api-reference/public';
import {defaultSiteSettings} from '../../../src/siteSettings';
import {INSTANCE_REQUEST_FIELDS, instanceFieldProblems, openApiModelFields, requiredByApi, type ApiModelField} from '../src/apiFields';

describe('platform-tools plugin', () => {
  it('exposes the four widgets under the names the pages use', () => {
    const plugin = pluginPlatformTools({} as LoadContext);
    expect(plugin.name).toBe('platform-tools');
    const themePath = plugin.getThemePath?.() ?? '';
    for (const name of ['InstanceRequestBuilder', 'PaymentsCalculator', 'KubernetesManifests', 'TrafficManagerRecordCheck']) {
      expect(existsSync(path.join(themePath, name, 'index.tsx'))).toBe(true);
    }
    expect(plugin.getTypeScriptThemePath?.()).toBe(themePath);
  });

  it('takes no options', () => {
    expect(validatePluginOptions(validateOptions, undefined)).toEqual({id: 'default'});
    expect(() => validatePluginOptions(validateOptions, {tools: []})).toThrow(/"tools" is not an option of platform-tools/);
  });
});

describe('the instance request builder and the API reference agree on POST /instances', () => {
  const surfaceModel = apiSurface.models.CreateInstanceCommand.properties;
  const documentModel = openApiModelFields(
    siteOpenApiDocument(defaultSiteSettings, {baseUrl: '/pl/docs/'}).components.schemas.CreateInstanceCommand as Parameters<
      typeof openApiModelFields
    >[0],
  );

  it('on every field name, type and required flag of the OpenAPI document', () => {
    expect(instanceFieldProblems(documentModel)).toEqual([]);
    expect(instanceFieldProblems(surfaceModel)).toEqual([]);
    expect(requiredByApi(documentModel)).toEqual(['InstanceName', 'TemplateId']);
  });

  it('the build passes with the real data and fails, naming the field, when they disagree', () => {
    expect(() => assertInstanceFields()).not.toThrow();
    const renamed: ApiModelField[] = surfaceModel.map((field) => (field.name === 'DiskSize' ? {...field, name: 'DiskSizeGb'} : field));
    expect(() => assertInstanceFields(renamed)).toThrow(/DiskSize: the API model CreateInstanceCommand has no such field/);
    const retyped = surfaceModel.map((field) => (field.name === 'Freemium' ? {...field, type: 'string'} : field));
    expect(instanceFieldProblems(retyped)).toEqual(['Freemium: the builder sends boolean, the API model says string']);
    const required = surfaceModel.map((field) => (field.name === 'IPAddressId' ? {...field, required: true} : field));
    expect(instanceFieldProblems(required)).toEqual(['IPAddressId: the API requires it, the builder does not always send it']);
  });

  it('covers every field of the builder', () => {
    expect(INSTANCE_REQUEST_FIELDS.map((field) => field.name).sort()).toEqual(
      [
        'AuthorizationMethodId',
        'DiskClass',
        'DiskSize',
        'Freemium',
        'IPAddressId',
        'InitScript',
        'InstanceName',
        'InstancesCount',
        'SshKeysIds',
        'SubregionId',
        'TemplateId',
        'TypeId',
      ].sort(),
    );
  });
});
