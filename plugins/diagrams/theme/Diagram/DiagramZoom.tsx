import {useId, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import Translate from '@docusaurus/Translate';
import type {PanzoomObject} from '@panzoom/panzoom';
import {renameRoot} from '../../src/svgIds';
import {fitView, keyAction, steppedScale, ZOOM_LIMITS, ZOOM_TEXTS, type Size, type View} from '../../src/zoomView';
import styles from './styles.module.css';

/** The drawing the reader sees: of the two colour modes', the one CSS shows. */
function shownDrawing(box: HTMLElement | null): SVGSVGElement | undefined {
  const drawings = box ? Array.from(box.querySelectorAll<SVGSVGElement>(':scope > [data-diagram-mode] > svg')) : [];
  return drawings.find((svg) => svg.getClientRects().length > 0);
}

/** Natural size of a drawn Mermaid diagram: its viewBox, which the inline drawing scales down. */
function naturalSize(svg: SVGSVGElement): Size {
  const box = svg.viewBox?.baseVal;
  const rect = svg.getBoundingClientRect();
  return {width: box?.width || rect.width, height: box?.height || rect.height};
}

/**
 * "Powiększ diagram": a copy of the drawn diagram in an opaque full-screen modal dialog, at its
 * natural size, which the reader pans (drag, arrows) and zooms (pinch, wheel, + and −, buttons),
 * so a phone reader can read text the inline drawing shrinks to a few pixels. The native
 * <dialog> gives the focus trap and Escape; focus returns to the button. The pan and zoom
 * library (@panzoom/panzoom) loads on the first opening, not with the page.
 */
export default function DiagramZoom({box}: {box: RefObject<HTMLElement | null>}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);
  const size = useRef<Size>({width: 0, height: 0});
  const titleId = useId();
  const hintId = useId();

  const viewportSize = (): Size => ({width: viewport.current?.clientWidth ?? 0, height: viewport.current?.clientHeight ?? 0});

  const apply = (view: View) => {
    panzoom.current?.zoom(view.scale, {animate: false, force: true});
    panzoom.current?.pan(view.x, view.y, {animate: false, force: true});
  };
  /** Natural size, at the top left (centred when it fits): what the reader sees first ("0"). */
  const showNatural = () => apply(fitView(size.current, viewportSize(), {fit: false}));
  /** The whole drawing on the screen ("Dopasuj", "f"). */
  const showWhole = () => apply(fitView(size.current, viewportSize(), {fit: true}));

  /** One zoom step about the middle of the screen (buttons and keys; the wheel and a pinch zoom about the pointer). */
  const zoomStep = (direction: 1 | -1) => {
    const area = viewport.current?.getBoundingClientRect();
    if (!panzoom.current || !area) return;
    panzoom.current.zoomToPoint(
      steppedScale(panzoom.current.getScale(), direction),
      {clientX: area.left + area.width / 2, clientY: area.top + area.height / 2},
      {animate: false},
    );
  };

  const open = () => {
    const svg = shownDrawing(box.current);
    if (!svg || !dialog.current || !canvas.current || !viewport.current) return;
    // The copy gets ids of its own (its CSS rules and markers name them), so that it neither
    // clashes with the drawing in the page nor loses its styles.
    canvas.current.innerHTML = renameRoot(svg.outerHTML, svg.id, `${svg.id}-zoom`);
    const copy = canvas.current.firstElementChild as SVGSVGElement;
    size.current = naturalSize(svg);
    copy.style.maxWidth = 'none';
    copy.style.width = `${Math.ceil(size.current.width)}px`;
    copy.style.height = `${Math.ceil(size.current.height)}px`;
    canvas.current.style.width = copy.style.width;
    canvas.current.style.height = copy.style.height;
    copy.setAttribute('aria-hidden', 'true');
    dialog.current.showModal();
    const element = canvas.current;
    const area = viewport.current;
    void import('@panzoom/panzoom').then(({default: Panzoom}) => {
      if (!dialog.current?.open || canvas.current !== element) return;
      panzoom.current?.destroy();
      // The first view is Panzoom's start (it sets its start values after this call, so a pan
      // made right away would be undone).
      const first = fitView(size.current, viewportSize(), {fit: false});
      panzoom.current = Panzoom(element, {
        canvas: true,
        ...ZOOM_LIMITS,
        cursor: 'grab',
        startScale: first.scale,
        startX: first.x,
        startY: first.y,
      });
      area.onwheel = (event) => panzoom.current?.zoomWithWheel(event);
    });
  };

  const close = () => dialog.current?.close();

  const onClosed = () => {
    panzoom.current?.destroy();
    panzoom.current = null;
    if (viewport.current) viewport.current.onwheel = null;
    opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    if (!action || !panzoom.current) return;
    event.preventDefault();
    const scale = panzoom.current.getScale();
    if (action.kind === 'pan') panzoom.current.pan(action.x / scale, action.y / scale, {relative: true, animate: false});
    else if (action.kind === 'zoomIn') zoomStep(1);
    else if (action.kind === 'zoomOut') zoomStep(-1);
    else if (action.kind === 'fit') showWhole();
    else showNatural();
  };

  return (
    <>
      <button ref={opener} type="button" className={`button button--secondary button--sm ${styles.zoom}`} onClick={open}>
        <Translate id="site.diagram.zoom" description="Button under a diagram: open it full screen">
          Powiększ diagram
        </Translate>
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClosed}>
        <div className={styles.dialogBar}>
          <p id={titleId} className={styles.dialogTitle}>
            <Translate id="site.diagram.dialogTitle" description="Title of the full-screen diagram dialog">
              Diagram w pełnym rozmiarze
            </Translate>
          </p>
          <div className={styles.dialogTools}>
            <button type="button" className="button button--secondary" onClick={() => zoomStep(-1)} aria-label={ZOOM_TEXTS.zoomOut}>
              −
            </button>
            <button type="button" className="button button--secondary" onClick={() => zoomStep(1)} aria-label={ZOOM_TEXTS.zoomIn}>
              +
            </button>
            <button type="button" className="button button--secondary" onClick={showWhole}>
              {ZOOM_TEXTS.fit}
            </button>
            <button type="button" className="button button--primary" onClick={close}>
              <Translate id="site.diagram.close" description="Button: close the full-screen diagram">
                Zamknij
              </Translate>
            </button>
          </div>
        </div>
        <p id={hintId} className={styles.dialogHint}>
          {ZOOM_TEXTS.hint} <span className={styles.keysHint}>{ZOOM_TEXTS.keysHint}</span>
        </p>
        <div
          ref={viewport}
          className={styles.viewport}
          tabIndex={0}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          // The drawing takes the keys at once: arrows pan, + and − zoom.
          autoFocus
        >
          <div ref={canvas} className={styles.canvas} data-diagram-canvas="" />
        </div>
      </dialog>
    </>
  );
}
