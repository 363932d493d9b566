import {useEffect, useRef, useState, type ReactNode} from 'react';
import MermaidOriginal from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {browserScheduleIdle} from '@site/src/utils/idleQueue';
import {DIAGRAM_LOAD_MARGIN, DRAW_WHEN_IDLE_AFTER_MS} from '@site/src/config/diagrams';

/**
 * Renders a diagram once it comes near the screen, once the page has been quiet for a while, or
 * when the page is printed, whichever comes first. The theme's
 * component imports the Mermaid library (about 190 KiB gzipped) as soon as it renders, so every
 * page with a diagram paid for it on first load; issue 10's budget is 190 KiB for all of a page's
 * JavaScript. The theme draws nothing before its first effect either, so waiting moves no layout.
 */
export default function MermaidWhenVisible(props: Props): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

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
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) show();
          }, {rootMargin: DIAGRAM_LOAD_MARGIN});
    if (observer) observer.observe(element);
    else show();
    return () => {
      active = false;
      observer?.disconnect();
      window.clearTimeout(idleTimer);
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);

  return near ? <MermaidOriginal {...props} /> : <div ref={anchor} data-mermaid-pending="" />;
}
