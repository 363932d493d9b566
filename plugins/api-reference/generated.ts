import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {referencePages} from './src/referencePages';
import {siteOpenApiDocument} from './src/site';
import {buildTerraformPages} from './src/terraformSite';
import type {OpenApiSettings} from './src/types';

/** A file the repository commits but a generator writes (`npm run generate`). */
export interface GeneratedFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  content: string;
}

/** A folder whose `.mdx` files all come from one generator, except those it lists as hand-written. */
export interface GeneratedFolder {
  folder: string;
  handWritten: readonly string[];
}

export const API_REFERENCE_FOLDER = 'docs/services/api/referencja';
export const TERRAFORM_REFERENCE_FOLDER = 'docs/services/terraform';

export const generatedFolders: readonly GeneratedFolder[] = [
  {folder: API_REFERENCE_FOLDER, handWritten: []},
  {folder: TERRAFORM_REFERENCE_FOLDER, handWritten: ['index.mdx']},
];

/** The API and Terraform reference pages, as the data and the site settings give them. */
export function generatedReferenceFiles(settings: OpenApiSettings): GeneratedFile[] {
  const document = siteOpenApiDocument(settings);
  const api = referencePages({document, docsOrigin: settings.docsSiteUrl, baseUrl: '/pl/docs/'});
  return [
    ...api.map((page) => ({path: `${API_REFERENCE_FOLDER}/${page.file}`, content: page.mdx})),
    ...buildTerraformPages().map((page) => ({path: `${TERRAFORM_REFERENCE_FOLDER}/${page.file}`, content: page.mdx})),
  ];
}

/** Files in the generated folders that no generator writes any more (to be removed). */
export function orphanedFiles(siteDir: string, files: readonly GeneratedFile[]): string[] {
  const written = new Set(files.map((file) => file.path));
  return generatedFolders.flatMap(({folder, handWritten}) =>
    readdirSync(join(siteDir, folder))
      .filter((name) => name.endsWith('.mdx') && !handWritten.includes(name))
      .map((name) => `${folder}/${name}`)
      .filter((path) => !written.has(path)),
  );
}
