import type {ErrorCatalogueContent} from './load';
import {errorAnchor} from './types';

/**
 * The machine-readable copy (/pl/docs/api/errors.json). Optional fields are written as null so
 * that every entry has the same keys.
 */
export interface ErrorsJsonOptions {
  /** Site base URL, '/pl/docs/'. */
  baseUrl: string;
  /** Data file named in the output so that readers know where to fix it. */
  dataFile: string;
}

function siteUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}`;
}

export function buildErrorsJson(content: ErrorCatalogueContent, {baseUrl, dataFile}: ErrorsJsonOptions) {
  return {
    schemaVersion: 1,
    source: dataFile,
    description:
      'Katalog kodów odpowiedzi i błędów platformy opisanych w dokumentacji. Każdy kod spoza zakresu 2xx oznacza, że żądanie nie zostało przetworzone.',
    areas: content.areas.map(({key, label}) => ({key, label})),
    errors: content.errors.map((error) => ({
      id: error.id,
      anchor: errorAnchor(error.id),
      url: `${siteUrl(baseUrl, content.route)}#${errorAnchor(error.id)}`,
      area: error.area,
      code: error.code ?? null,
      operation: error.operation ?? null,
      title: error.title,
      meaning: error.meaning,
      when: error.when,
      action: error.action,
      body: error.body ?? null,
      message: error.message ?? null,
      seeAlso: (error.seeAlso ?? []).map(({label, to}) => ({label, url: siteUrl(baseUrl, to)})),
    })),
  };
}

export type ErrorsJson = ReturnType<typeof buildErrorsJson>;

export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
