import {useId, useRef, type ReactNode, type RefObject} from 'react';
import Translate from '@docusaurus/Translate';
import {renameRoot} from '../../src/svgIds';
import styles from './styles.module.css';

/** The drawing the reader sees: of the two colour modes', the one CSS shows. */
function shownDrawing(box: HTMLElement | null): SVGSVGElement | undefined {
  const drawings = box ? Array.from(box.querySelectorAll<SVGSVGElement>(':scope > [data-diagram-mode] > svg')) : [];
  return drawings.find((svg) => svg.getClientRects().length > 0);
}

/** Natural width of a drawn Mermaid diagram: its viewBox, which the inline drawing scales down. */
function naturalWidth(svg: SVGSVGElement): number {
  return svg.viewBox?.baseVal?.width || svg.getBoundingClientRect().width;
}

/**
 * "Powiększ diagram": a copy of the drawn diagram in a full-screen modal dialog, at its natural
 * size and scrolling both ways, so a phone reader can read text the inline drawing shrinks to a
 * few pixels. The native <dialog> gives the focus trap and Escape; focus returns to the button.
 */
export default function DiagramZoom({box}: {box: RefObject<HTMLElement | null>}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const svg = shownDrawing(box.current);
    if (!svg || !dialog.current || !canvas.current) return;
    // The copy gets ids of its own (its CSS rules and markers name them), so that it neither
    // clashes with the drawing in the page nor loses its styles.
    canvas.current.innerHTML = renameRoot(svg.outerHTML, svg.id, `${svg.id}-zoom`);
    const copy = canvas.current.firstElementChild as SVGSVGElement;
    copy.style.maxWidth = 'none';
    copy.style.width = `${Math.ceil(naturalWidth(svg))}px`;
    copy.setAttribute('aria-hidden', 'true');
    dialog.current.showModal();
  };

  const close = () => dialog.current?.close();

  return (
    <>
      <button ref={opener} type="button" className={`button button--secondary button--sm ${styles.zoom}`} onClick={open}>
        <Translate id="site.diagram.zoom" description="Button under a diagram: open it full screen">
          Powiększ diagram
        </Translate>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === dialog.current) close();
        }}
      >
        <div className={styles.dialogBar}>
          <p id={titleId} className={styles.dialogTitle}>
            <Translate id="site.diagram.dialogTitle" description="Title of the full-screen diagram dialog">
              Diagram w pełnym rozmiarze
            </Translate>
          </p>
          <button type="button" className="button button--primary" onClick={close} autoFocus>
            <Translate id="site.diagram.close" description="Button: close the full-screen diagram">
              Zamknij
            </Translate>
          </button>
        </div>
        <div ref={canvas} className={styles.canvas} data-diagram-canvas="" tabIndex={0} role="img" aria-labelledby={titleId} />
      </dialog>
    </>
  );
}
