import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {dictionaryData} from '../../../api-dictionaries/public';
import {defaultSiteSettings} from '../../../../src/siteSettings';
import {apiSurface, apiTexts} from '../../data';
import {dictionaryCatalogue} from '../../src/catalogue';
import {buildOpenApiDocument, type BuildInput, type OpenApiDocument} from '../../src/openapi';

export const DICTIONARIES_ROUTE = '/services/api/slowniki/';
export const catalogue = dictionaryCatalogue(dictionaryData, DICTIONARIES_ROUTE);

/** Input of the document as the site builds it by default, with any part replaced. */
export function buildInput(overrides: Partial<BuildInput> = {}): BuildInput {
  return {
    surface: apiSurface,
    texts: apiTexts,
    settings: defaultSiteSettings,
    catalogue,
    baseUrl: '/pl/docs/',
    errorsRoute: '/services/api/kody-bledow/',
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<BuildInput> = {}): OpenApiDocument {
  return buildOpenApiDocument(buildInput(overrides));
}

export interface ValidationResult {
  valid: boolean;
  version: string;
  errors: unknown[];
}

/** Runs the official-schema validator (an ES module) in a child process on a document. */
export function validateOpenApi(document: unknown): ValidationResult {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'validate-openapi.mjs')], {
    input: JSON.stringify(document),
    encoding: 'utf8',
    cwd: path.resolve(__dirname, '../../../..'),
  });
  if (run.status !== 0) throw new Error(`validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ValidationResult;
}
