import {useEffect, type RefObject} from 'react';
import {isSearchShortcut, isTypingTarget} from '../../src/keyboard';

/** Focuses the first visible box on Ctrl+K, Cmd+K or '/', wherever the focus is (not in a field). */
export function useShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isTypingTarget(event.target as HTMLElement | null))) return;
      const first = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-search-pl]')).find(
        (element) => element.offsetParent !== null,
      );
      if (first !== input.current) return;
      event.preventDefault();
      first.focus();
      first.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
