// Names of diagrams' files and drawings; no Node import, as the Diagram component uses them too.

/** The colour modes of the site; each diagram is drawn once per mode. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** File of a diagram's drawings, inside the diagrams folder (src/diagrams). */
export function diagramFileName(key: string): string {
  return `${key}.json`;
}

/** The key a file of the diagrams folder holds, or undefined for any other file. */
export function keyOfFileName(name: string): string | undefined {
  return /^([0-9a-f]{16})\.json$/.exec(name)?.[1];
}

/**
 * Id of a drawing's root `<svg>`. Mermaid prefixes its CSS rules and most inner ids with it, so
 * the light and the dark drawing of a diagram (both in the page) never share an id.
 */
export function svgRootId(key: string, mode: ColorMode): string {
  return `diagram-${key}-${mode}`;
}
