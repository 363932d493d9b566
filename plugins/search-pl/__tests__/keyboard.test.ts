import {escapeAction, isSearchShortcut, isTypingTarget, nextOption, showQueryEnd} from '../src/keyboard';

const press = (key: string, modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('search box keyboard', () => {
  it('focuses on Ctrl+K and Cmd+K even in a field, on / only outside one', () => {
    expect(isSearchShortcut(press('k', {ctrlKey: true}), true)).toBe(true);
    expect(isSearchShortcut(press('K', {metaKey: true}), false)).toBe(true);
    expect(isSearchShortcut(press('k', {ctrlKey: true, altKey: true}), false)).toBe(false);
    expect(isSearchShortcut(press('k'), false)).toBe(false);
    expect(isSearchShortcut(press('/'), false)).toBe(true);
    expect(isSearchShortcut(press('/'), true)).toBe(false);
  });

  it('counts fields, selects and editable content as typing', () => {
    expect(['INPUT', 'TEXTAREA', 'SELECT'].map((tagName) => isTypingTarget({tagName}))).toEqual([true, true, true]);
    expect(isTypingTarget({tagName: 'DIV', isContentEditable: true})).toBe(true);
    expect(isTypingTarget({tagName: 'BUTTON'})).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('moves through the options with the arrows, wrapping at both ends', () => {
    expect(nextOption(-1, 1, 3)).toBe(0);
    expect(nextOption(-1, -1, 3)).toBe(2);
    expect(nextOption(2, 1, 3)).toBe(0);
    expect(nextOption(0, -1, 3)).toBe(2);
    expect(nextOption(1, 1, 3)).toBe(2);
  });

  it('closes the list on the first Escape and clears the box on the next', () => {
    expect(escapeAction(true, 'faktury')).toBe('close');
    expect(escapeAction(false, 'faktury')).toBe('clear');
    expect(escapeAction(true, '')).toBe('clear');
  });
});

describe('showQueryEnd', () => {
  it('puts the caret after the last letter and scrolls the field to it', () => {
    const selections: Array<[number, number]> = [];
    const field = {
      value: '409 klonowanie połączone',
      scrollWidth: 380,
      scrollLeft: 0,
      setSelectionRange: (start: number, end: number) => void selections.push([start, end]),
    };
    showQueryEnd(field);
    expect(selections).toEqual([[24, 24]]);
    expect(field.scrollLeft).toBe(380);
  });
});
