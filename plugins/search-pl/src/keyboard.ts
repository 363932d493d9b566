// Keyboard rules of the search box (theme/SearchBar), kept apart from the React code so they
// are tested directly. Like limits.ts, this file is part of every page's first load: no imports.

/** The parts of a keydown event the rules read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Whether the focus is where a '/' is text: a field, a select or editable content. */
export function isTypingTarget(target: {tagName?: string; isContentEditable?: boolean} | null): boolean {
  return Boolean(target?.isContentEditable) || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
}

/** Ctrl+K or Cmd+K anywhere, or '/' outside a field: the keys that focus the search box. */
export function isSearchShortcut(event: KeyPress, typing: boolean): boolean {
  const combo = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
  return combo || (event.key === '/' && !typing);
}

/**
 * The option an arrow key moves to among `count` options (`current` -1: none chosen yet): down
 * from the last one goes back to the first, up from none chosen goes to the last.
 */
export function nextOption(current: number, step: 1 | -1, count: number): number {
  return current < 0 && step < 0 ? count - 1 : (current + step + count) % count;
}

/**
 * What Escape does in the box: the first one closes an open list of a typed query, the next one
 * (or one with nothing to close) clears the box.
 */
export function escapeAction(open: boolean, query: string): 'close' | 'clear' {
  return open && query ? 'close' : 'clear';
}

/** The parts of a text field that showing its end needs (an HTMLInputElement). */
export interface QueryField {
  value: string;
  scrollWidth: number;
  scrollLeft: number;
  setSelectionRange(start: number, end: number): void;
}

/**
 * On focus, the caret goes to the end of the query and the field scrolls to it: on a narrow
 * screen the reader sees the words being typed, not the start (Chromium selects the whole text
 * and shows its start when Tab reaches a field). A click or tap still places the caret after this.
 */
export function showQueryEnd(field: QueryField): void {
  const end = field.value.length;
  field.setSelectionRange(end, end);
  field.scrollLeft = field.scrollWidth;
}
