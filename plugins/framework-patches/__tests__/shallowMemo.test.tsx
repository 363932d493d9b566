/** @jest-environment jsdom */
import {renderHook} from '@testing-library/react';
import {shallowMemoDeps, useShallowMemoObject} from '../client/shallowMemo';

it('lists keys and values in one order whatever the order of the keys', () => {
  expect(shallowMemoDeps({sidebar: 'docs', path: '/a/', component: 'X'})).toEqual(['component', 'X', 'path', '/a/', 'sidebar', 'docs']);
  expect(shallowMemoDeps({path: '/a/', component: 'X', sidebar: 'docs'})).toEqual(
    shallowMemoDeps({sidebar: 'docs', path: '/a/', component: 'X'}),
  );
  // Code-unit order: capitals before small letters, no collation.
  expect(shallowMemoDeps({b: 1, B: 2, a: 3})).toEqual(['B', 2, 'a', 3, 'b', 1]);
});

describe('useShallowMemoObject', () => {
  const sidebar = [{type: 'link', href: '/a/'}];

  it('keeps the first object while the keys and values stay the same, in any order', () => {
    const first = {sidebar, path: '/a/'};
    const {result, rerender} = renderHook((props: object) => useShallowMemoObject(props), {initialProps: first});
    rerender({path: '/a/', sidebar});
    expect(result.current).toBe(first);
  });

  it('gives the new object when a value or a key changes', () => {
    const {result, rerender} = renderHook((props: object) => useShallowMemoObject(props), {initialProps: {sidebar, path: '/a/'} as object});
    const changedValue = {sidebar, path: '/b/'};
    rerender(changedValue);
    expect(result.current).toBe(changedValue);
    const changedKey = {sidebar, href: '/b/'};
    rerender(changedKey);
    expect(result.current).toBe(changedKey);
  });

  it('never calls localeCompare, whose first call loads the collation rules', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      renderHook(() => useShallowMemoObject({sidebar, path: '/a/', component: 'X'}));
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
