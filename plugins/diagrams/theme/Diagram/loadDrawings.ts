import type {StoredDiagram} from '../../src/stored';

/**
 * A diagram's drawings after a client navigation (no server HTML to keep): its own file, a chunk
 * of its own, so that no page's first load carries any drawing.
 */
export async function loadDrawings(key: string): Promise<StoredDiagram> {
  return ((await import(`@site/src/diagrams/${key}.json`)) as {default: StoredDiagram}).default;
}
