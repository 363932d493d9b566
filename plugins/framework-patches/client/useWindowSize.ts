import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as in theme-common: the CSS and this value must agree.
const DESKTOP_BREAKPOINT = 996;

/**
 * Stands in for @docusaurus/theme-common's hooks/useWindowSize (3.10), which the doc sidebar, the
 * doc page's table of contents and the navbar's mobile menu read (plugins/framework-patches). Same
 * contract: "ssr" while the server's HTML hydrates (both layouts are in it, CSS shows one), then
 * "desktop" above 996 px and "mobile" at or below, again on every resize. The only change: the
 * new size is stored in a transition. On a phone the switch from "ssr" to "mobile" removes the
 * desktop sidebar and table of contents and re-renders the navbar's eighteen items, one
 * synchronous render of 15-45 ms on this host right after hydration; a transition renders it in
 * short slices.
 */
export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, so the first render matches the server's.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
