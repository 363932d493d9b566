import {startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';

/** What the code block's buttons read: the same shape as the theme's `useCodeWordWrap`. */
export interface CodeWordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  toggle(): void;
}

/** The theme's rule: a block scrolls sideways, or the reader has wrapped it (its `<code>` has a style). */
export function codeScrolls(pre: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

/**
 * The theme's word-wrap state of a code block (`useCodeWordWrap` in theme-common 3.10), with the
 * same behaviour and two changes that keep a page's hydration short on a phone (issue 21):
 * - Whether the block scrolls is measured after the first render, as in the theme, but stored as
 *   a transition, so the blocks' measurements right after hydration render in short slices
 *   (patch `code-block-string`, plugins/framework-patches/PATCHES.md).
 * - The theme keeps the block's hidden tab panel in state, set to `null` after mounting when
 *   there is none, which re-rendered every block outside tabs once for nothing. Here a mutation
 *   observer on the block's tab panel (if any) measures the block again when the panel is shown.
 * The returned object only changes with the state, so the block's context does not change when
 * the block merely re-renders.
 */
export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code && isEnabled) code.removeAttribute('style');
    else if (code) {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const scrolls = codeScrolls(pre);
    startTransition(() => setIsCodeScrollable(scrolls));
  }, []);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  useEffect(() => {
    // A block in a hidden tab has no width: measure it again whenever its panel is shown.
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) measure();
    });
    observer.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [measure]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
