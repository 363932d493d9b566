import type {ApiSurface, ApiTexts} from '../src/types';
import type {TerraformSurface} from '../src/terraformTypes';
import surfaceJson from './api-surface.json';
import terraformSurfaceJson from './terraform-surface.json';
import {dictionaryLinks} from './dictionaryLinks';
import {fields} from './fields';
import {models} from './models';
import {operations} from './operations';
import {sharedParameters} from './parameters';
import {tags} from './tags';

/** The services API as the platform's official client describes it (copied into the project). */
export const apiSurface = surfaceJson as ApiSurface;

/** Every Polish text of the OpenAPI document; the build checks it against the surface. */
export const apiTexts: ApiTexts = {
  tags,
  operations,
  sharedParameters,
  fields,
  models,
  dictionaries: dictionaryLinks,
};

/** Folder of this data as build errors name it. */
export const API_REFERENCE_DATA_DIR = 'plugins/api-reference/data';

/** The Terraform provider's 1.x line as its generated reference describes it (copied into the project). */
export const terraformSurface = terraformSurfaceJson as unknown as TerraformSurface;
export {terraformTexts} from './terraformTexts';
export {terraformExamples} from './terraformExamples';
