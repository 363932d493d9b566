import {stringify} from 'yaml';
import type {OpenApiDocument} from './openapi';

/** The JSON file, compact: it is for tools (Postman, Insomnia, generators); people read the YAML. */
export function documentJson(document: OpenApiDocument): string {
  return `${JSON.stringify(document)}\n`;
}

/** The YAML file: no anchors or aliases (shared objects written out), long descriptions unfolded. */
export function documentYaml(document: OpenApiDocument): string {
  return stringify(document, {aliasDuplicateObjects: false, lineWidth: 0});
}
