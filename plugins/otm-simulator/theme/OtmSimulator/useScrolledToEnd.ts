import {useEffect, useRef} from 'react';

/** A ref to a scrolling box kept scrolled to its end whenever `length` (its number of entries) changes. */
export function useScrolledToEnd<Element extends HTMLElement>(length: number) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [length]);
  return ref;
}
