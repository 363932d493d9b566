import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DIAGRAMS_DIR} from './config';
import {mermaidFences, type CodeNodeLike} from './src/fences';
import {diagramKey, type RenderSettings} from './src/key';
import {diagramFileName} from './src/names';
import {importNode} from '../page-data-kit/mdx/nodes';
import {DIAGRAM_COMPONENT, DRAWING_COMPONENT, diagramElement, drawingElement} from './src/mdxNodes';
import {currentRenderSettings} from './src/settings';
import {parseStoredDiagram} from './src/stored';
import {viewBoxSize} from './src/svgIds';

export interface RemarkDiagramsOptions {
  siteDir: string;
  /**
   * A diagram without an up-to-date drawing: `fail` the build (docusaurus build), or `draw` it in
   * the browser with Mermaid (docusaurus start), so an author sees an edit before drawing it.
   */
  onMissing: 'fail' | 'draw';
  /** For tests: the settings and folder the keys and drawings come from. */
  render?: RenderSettings;
  diagramsDir?: string;
}

interface Tree extends CodeNodeLike {
  children?: Tree[];
}

interface FileLike {
  path?: string;
}

/** What the build says when drawings are missing: where, why, and the command that fixes it. */
export function missingDrawingsMessage(places: readonly string[]): string {
  return [
    `[diagrams] ${places.length} Mermaid diagram(s) have no drawing: new or changed since the last \`npm run diagrams\`.`,
    ...places.map((place) => `  ${place}`),
    `Run \`npm run diagrams\` and commit ${DIAGRAMS_DIR}/ (CONTRIBUTING.md, "Diagrams").`,
  ].join('\n');
}

/**
 * Remark plugin: every ```mermaid block becomes `<PrerenderedDiagram>` with the key of its
 * drawings in src/diagrams (drawn by `npm run diagrams`), which the server render inlines, so no
 * page needs the Mermaid library. Runs after the site settings are filled in, on the text the
 * page shows. Replaces Docusaurus' `markdown.mermaid`.
 */
export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  const render = options.render ?? currentRenderSettings();
  const dir = path.join(options.siteDir, options.diagramsDir ?? DIAGRAMS_DIR);
  return (tree: Tree, file: FileLike): void => {
    const fences = mermaidFences(tree);
    if (fences.length === 0) return;
    const page = file.path ? path.relative(options.siteDir, file.path).split(path.sep).join('/') : 'a page';
    const copies = new Map<string, number>();
    const missing: string[] = [];
    const used = new Set<typeof DIAGRAM_COMPONENT | typeof DRAWING_COMPONENT>();
    for (const {node, parent, index, line} of fences) {
      const source = node.value ?? '';
      const key = diagramKey(source, render);
      const fileName = diagramFileName(key);
      const stored = path.join(dir, fileName);
      if (existsSync(stored)) {
        const drawings = parseStoredDiagram(JSON.parse(readFileSync(stored, 'utf8')), key, `${DIAGRAMS_DIR}/${fileName}`);
        const copy = (copies.get(key) ?? 0) + 1;
        copies.set(key, copy);
        const sizes = {light: viewBoxSize(drawings.light)!, dark: viewBoxSize(drawings.dark)!};
        parent.children![index] = diagramElement(key, sizes, copy) as unknown as Tree;
        used.add(DIAGRAM_COMPONENT);
      } else if (options.onMissing === 'draw') {
        console.warn(`[diagrams] ${page}:${line}: no drawing for this diagram yet, so the browser draws it. Run \`npm run diagrams\`.`);
        parent.children![index] = drawingElement(source) as unknown as Tree;
        used.add(DRAWING_COMPONENT);
      } else {
        missing.push(`${page}:${line}`);
      }
    }
    if (missing.length > 0) throw new Error(missingDrawingsMessage(missing));
    tree.children!.unshift(...([...used].map(importNode) as unknown as Tree[]));
  };
}
