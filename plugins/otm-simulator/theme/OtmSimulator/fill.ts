/**
 * A message with its `{name}` placeholders filled. The simulator's words live in its own chunk:
 * through translate() they would sit in i18n/pl/code.json, which every page's main bundle carries.
 */
export function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));
}
