import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import MermaidOriginal from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {browserScheduleIdle} from '@site/src/utils/idleQueue';
import {DIAGRAM_LOAD_MARGIN, DRAW_WHEN_IDLE_AFTER_MS} from '@site/src/config/diagrams';
import {scrollCompensation} from '@site/src/utils/scrollCompensation';
import styles from './styles.module.css';

// The zoom button exists only once a diagram is drawn (never on the server, never on pages
// without diagrams): its code loads then, not with every docs page (first-load budget).
const DiagramZoom = lazy(() => import('./DiagramZoom'));

/**
 * Renders a diagram once it comes near the screen, once the page has been quiet for a while, or
 * when the page is printed, whichever comes first. The theme's
 * component imports the Mermaid library (about 190 KiB gzipped) as soon as it renders, so every
 * page with a diagram paid for it on first load; issue 10's budget is 190 KiB for all of a page's
 * JavaScript.
 *
 * A diagram drawn above the part of the page the reader is looking at (they followed a link to
 * a heading below it) would push what they read down by its height: the page scrolls by the
 * same amount, so the heading stays where the reader landed. Once drawn, "Powiększ diagram"
 * opens it full screen at its natural size (on a phone the inline drawing is scaled down).
 */
export default function MermaidWhenVisible(props: Props): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawnIn, setDrawnIn] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return undefined;
    let active = true;
    const show = () => {
      if (active) setNear(true);
    };
    window.addEventListener('beforeprint', show);
    const idleTimer = window.setTimeout(() => browserScheduleIdle(window)(show), DRAW_WHEN_IDLE_AFTER_MS);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) show();
            },
            {rootMargin: DIAGRAM_LOAD_MARGIN},
          );
    if (observer) observer.observe(element);
    else show();
    return () => {
      active = false;
      observer?.disconnect();
      window.clearTimeout(idleTimer);
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const compensate = scrollCompensation(element.getBoundingClientRect().height);
    const observer = new ResizeObserver(() => {
      const {top, height} = element.getBoundingClientRect();
      // Content starts below the sticky navbar: a diagram under it is out of the reader's sight.
      const visibleTop = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
      const by = compensate(top, height, Math.max(0, visibleTop));
      if (by !== 0) window.scrollBy(0, by);
      if (element.querySelector('svg')) setDrawnIn(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={styles.diagram}>
      {near ? <MermaidOriginal {...props} /> : <div ref={anchor} data-mermaid-pending="" />}
      {drawnIn && (
        <Suspense fallback={null}>
          <DiagramZoom source={drawnIn} />
        </Suspense>
      )}
    </div>
  );
}
