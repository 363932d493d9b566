import {useId, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Natural width of a drawn Mermaid diagram: its viewBox, which the inline drawing scales down. */
function naturalWidth(svg: SVGSVGElement): number {
  return svg.viewBox?.baseVal?.width || svg.getBoundingClientRect().width;
}

/**
 * "Powiększ diagram": a copy of the drawn diagram in a full-screen modal dialog, at its natural
 * size and scrolling both ways, so a phone reader can read text the inline drawing shrinks to a
 * few pixels. The native <dialog> gives the focus trap and Escape; focus returns to the button.
 */
export default function DiagramZoom({source}: {source: HTMLElement}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const svg = source.querySelector<SVGSVGElement>('.docusaurus-mermaid-container svg');
    if (!svg || !dialog.current || !canvas.current) return;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    // Ids inside the copy would clash with the inline diagram's (markers, styles).
    copy.removeAttribute('id');
    copy.style.maxWidth = 'none';
    copy.style.width = `${Math.ceil(naturalWidth(svg))}px`;
    copy.setAttribute('aria-hidden', 'true');
    canvas.current.replaceChildren(copy);
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
        <div ref={canvas} className={styles.canvas} tabIndex={0} role="img" aria-labelledby={titleId} />
      </dialog>
    </>
  );
}
