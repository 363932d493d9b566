/**
 * Ids inside a drawn Mermaid SVG. Both drawings of every diagram (light and dark) are inline in
 * the page, so their ids must differ: an arrowhead marker or an accessible title found by id
 * would otherwise come from another drawing, perhaps a hidden one. Pure string functions, used
 * by scripts/render-diagrams.mjs and, in the browser, by the zoom dialog's copy.
 */

const ID_ATTRIBUTE = /(\sid=")([^"]+)(")/g;
const ID_LIST_ATTRIBUTE = /(\saria-(?:labelledby|describedby)=")([^"]+)(")/g;
const URL_REFERENCE = /url\(#([^)\s]+)\)/g;
const HREF_REFERENCE = /(\s(?:xlink:)?href="#)([^"]+)(")/g;

/** The root `<svg>` element's id, or undefined when the markup does not start with one. */
export function rootIdOf(svg: string): string | undefined {
  return /^\s*<svg\b[^>]*?\sid="([^"]+)"/.exec(svg)?.[1];
}

/**
 * Prefixes with `root` every id that Mermaid left without it (edge label ids such as `L_A_B_0`,
 * the accessible title's `chart-title-…`), and every reference to those ids: `url(#…)`,
 * `href="#…"` and the aria-labelledby/-describedby lists. Ids that already start with the root id
 * are kept, so the result renames completely with renameRoot.
 */
export function scopeIds(svg: string, root: string): string {
  const renamed = new Map<string, string>();
  for (const [, , id] of svg.matchAll(ID_ATTRIBUTE)) {
    if (id !== root && !id.startsWith(`${root}-`) && !id.startsWith(`${root}_`)) renamed.set(id, `${root}-${id}`);
  }
  if (renamed.size === 0) return svg;
  const rename = (id: string) => renamed.get(id) ?? id;
  return svg
    .replace(ID_ATTRIBUTE, (_all, before: string, id: string, after: string) => `${before}${rename(id)}${after}`)
    .replace(
      ID_LIST_ATTRIBUTE,
      (_all, before: string, ids: string, after: string) => `${before}${ids.split(/\s+/).map(rename).join(' ')}${after}`,
    )
    .replace(URL_REFERENCE, (_all, id: string) => `url(#${rename(id)})`)
    .replace(HREF_REFERENCE, (_all, before: string, id: string, after: string) => `${before}${rename(id)}${after}`);
}

/**
 * The same drawing under another root id: every id, reference and CSS rule carries the root id
 * once scopeIds has run, so replacing it everywhere renames the drawing completely. Used for a
 * second copy in the same page (the zoom dialog, a diagram repeated on a page).
 */
export function renameRoot(svg: string, from: string, to: string): string {
  return svg.split(from).join(to);
}

/** Size of a drawing in CSS pixels, from its viewBox (Mermaid sets the root's width to 100%). */
export function viewBoxSize(svg: string): {width: number; height: number} | undefined {
  const match = /^\s*<svg\b[^>]*?\sviewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/.exec(svg);
  if (!match) return undefined;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? {width, height} : undefined;
}
