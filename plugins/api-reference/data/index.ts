import type {ApiSurface, ApiTexts} from '../src/types';
import surfaceJson from './api-surface.json';
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
