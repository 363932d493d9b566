import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import serverDrawings from '@diagrams/server-drawings';
import {COLOR_MODES, svgRootId, type ColorMode} from '../../src/names';
import {parseSize} from '../../src/mdxNodes';
import type {StoredDiagram} from '../../src/stored';
import {renameRoot} from '../../src/svgIds';
import DiagramZoom from './DiagramZoom';
import {loadDrawings} from './loadDrawings';
import styles from './styles.module.css';

export interface Props extends Record<ColorMode, string> {
  /** The diagram's key: its drawings are src/diagrams/<id>.json. */
  id: string;
  /** The second and later copies of one diagram on a page (their ids must differ). */
  instance?: string;
}

/** Keeps the server's children: React neither checks nor rewrites them while this `__html` stays. */
const KEEP_SERVER_CHILDREN = {__html: ''};

/**
 * The box a drawing takes, known before the drawing (Mermaid sizes its SVG to 100%, at most its own
 * width). Its size needing nothing inside, the browser skips laying out and painting a drawing
 * while it is off screen (issue 40: a flowchart is hundreds of elements, labels in foreignObject).
 */
function boxStyle(size: string): CSSProperties | undefined {
  const parsed = parseSize(size);
  return parsed && {maxWidth: `${parsed.width}px`, aspectRatio: `${parsed.width} / ${parsed.height}`, contentVisibility: 'auto'};
}

/**
 * A Mermaid diagram drawn ahead of time (`npm run diagrams`), both colour modes inline; CSS shows
 * the reader's (no JavaScript needed, and it prints). The server render has the drawings
 * (plugins/diagrams); hydration keeps them. After a client navigation there is no server HTML, so
 * the diagram's own file loads, into a box already at its size (nothing below it moves).
 */
export default function Diagram({id, instance, ...sizes}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [drawings, setDrawings] = useState<StoredDiagram | undefined>(serverDrawings[id]);

  useEffect(() => {
    if (drawings || box.current?.querySelector('svg')) return undefined;
    let active = true;
    loadDrawings(id)
      .then((loaded) => {
        if (active) setDrawings(loaded);
      })
      // Offline: the box keeps its place, and the page opened again has the drawing in its HTML.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [id, drawings]);

  const markup = (mode: ColorMode) => {
    if (!drawings) return KEEP_SERVER_CHILDREN;
    const root = svgRootId(id, mode);
    return {__html: instance ? renameRoot(drawings[mode], root, `${root}-${instance}`) : drawings[mode]};
  };

  return (
    <div ref={box} className={styles.diagram} data-diagram={id}>
      {COLOR_MODES.map((mode) => (
        <div
          key={mode}
          className={`${styles.drawing} ${styles[mode]}`}
          data-diagram-mode={mode}
          style={boxStyle(sizes[mode])}
          dangerouslySetInnerHTML={markup(mode)}
          suppressHydrationWarning
        />
      ))}
      <DiagramZoom box={box} />
    </div>
  );
}
