import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as in theme-common: the CSS and this value must agree.
const DESKTOP_BREAKPOINT = 996;

/**
 * Stands in for theme-common's hooks/useWindowSize (patch `window-size`, PATCHES.md): same
 * contract ("ssr" while hydrating, then "desktop" above the breakpoint and "mobile" at or below),
 * but the new size is stored in a transition, so a phone's first switch renders in slices.
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
