import {useEffect, useRef, useState, type ReactNode} from 'react';
import MermaidOriginal from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

// How far below the screen a diagram starts to load, so it is drawn before the reader gets there.
const LOAD_MARGIN = '600px 0px';

/**
 * Renders a diagram only once it comes near the screen (or the page is printed). The theme's
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
    const show = () => setNear(true);
    window.addEventListener('beforeprint', show);
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return () => window.removeEventListener('beforeprint', show);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    }, {rootMargin: LOAD_MARGIN});
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);

  return near ? <MermaidOriginal {...props} /> : <div ref={anchor} data-mermaid-pending="" />;
}
