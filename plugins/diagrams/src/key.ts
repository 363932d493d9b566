import {createHash} from 'node:crypto';
import type {ColorMode} from './names';

/** Everything besides its source that shapes a drawn diagram. */
export interface RenderSettings {
  /** Version of the `mermaid` package that drew it: a new version may lay a diagram out differently. */
  mermaidVersion: string;
  /** Mermaid's theme for each colour mode. */
  themes: Record<ColorMode, string>;
  /** Any other option passed to `mermaid.initialize`. */
  options: Readonly<Record<string, unknown>>;
}

/** JSON with object keys sorted, so that reordering the options does not rename every diagram. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The name a diagram's drawings are stored under: a hash of its source and of the settings. A
 * changed diagram (or a new Mermaid version, another theme) has another name, so it has no
 * drawing until `npm run diagrams` makes one; a stale drawing is never shown. 16 hex digits
 * (64 bits) leave no realistic chance of two of a site's diagrams sharing one.
 */
export function diagramKey(source: string, settings: RenderSettings): string {
  const input = canonical([source, settings.mermaidVersion, settings.themes, settings.options]);
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}
