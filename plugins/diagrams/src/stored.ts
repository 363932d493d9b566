import {COLOR_MODES, svgRootId, type ColorMode} from './names';
import {rootIdOf, viewBoxSize} from './svgIds';

/** A diagram's file in src/diagrams: its drawing in each colour mode, SVG markup ready to inline. */
export type StoredDiagram = Record<ColorMode, string>;

/**
 * Checks a stored diagram read from `<key>.json`: both drawings present, each an `<svg>` whose
 * root id is the one its key and mode give (so ids never collide in a page) and whose size can be
 * read (the page reserves it before a drawing loads). Throws naming the file and what is wrong.
 */
export function parseStoredDiagram(data: unknown, key: string, file: string): StoredDiagram {
  const record = (data ?? {}) as Record<string, unknown>;
  const result = {} as StoredDiagram;
  for (const mode of COLOR_MODES) {
    const svg = record[mode];
    const expected = svgRootId(key, mode);
    if (typeof svg !== 'string' || rootIdOf(svg) !== expected || !viewBoxSize(svg)) {
      throw new Error(
        `[diagrams] ${file}: the ${mode} drawing must be an <svg id="${expected}"> with a viewBox. Draw it again with \`npm run diagrams\`.`,
      );
    }
    result[mode] = svg;
  }
  return result;
}

/** The file's text as `npm run diagrams` writes it (stable, so drawing again changes nothing). */
export function serializeStoredDiagram(diagram: StoredDiagram): string {
  return `${JSON.stringify(diagram, COLOR_MODES as unknown as string[], 2)}\n`;
}
