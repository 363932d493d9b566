/** @jest-environment jsdom */
import {act, renderHook} from '@testing-library/react';
import {useForm} from '../theme/PlatformTools/useForm';

const notes = {labels: {name: 'Nazwa', ssl: 'SSL'}, errors: {name: 'Zła nazwa'}, hints: {name: 'Podpowiedź'}};

describe('useForm', () => {
  it('binds a field by name to its value, label, problem and hint, and its name is its data-field', () => {
    const {result} = renderHook(() => useForm({name: 'www', size: '20', ssl: true}));
    const {bind} = result.current.fields(notes);
    expect(bind('name')).toMatchObject({label: 'Nazwa', field: 'name', value: 'www', error: 'Zła nazwa', hint: 'Podpowiedź'});
    expect(bind('size')).toMatchObject({label: undefined, field: 'size', value: '20', error: null, hint: undefined});
  });

  it('changes only the bound value, for text fields and checkboxes alike', () => {
    const {result} = renderHook(() => useForm({name: 'www', size: '20', ssl: true}));
    act(() => result.current.fields(notes).bind('size').onChange('30'));
    act(() => result.current.fields(notes).check('ssl').onChange(false));
    expect(result.current.values).toEqual({name: 'www', size: '30', ssl: false});
    expect(result.current.fields(notes).check('ssl')).toMatchObject({label: 'SSL', checked: false, error: null});
  });

  it('takes the first values from a function, read once', () => {
    const initial = jest.fn(() => ({name: 'a'}));
    const {result, rerender} = renderHook(() => useForm(initial));
    rerender();
    act(() => result.current.set('name', 'b'));
    expect(initial).toHaveBeenCalledTimes(1);
    expect(result.current.values.name).toBe('b');
  });
});

it('tells onEdit which field the reader changed through its binding, and not what set changes', () => {
  const onEdit = jest.fn();
  const {result} = renderHook(() => useForm({name: 'www', ssl: true}, onEdit));
  act(() => result.current.fields(notes).bind('name').onChange('x'));
  act(() => result.current.fields(notes).check('ssl').onChange(false));
  act(() => result.current.set('name', 'y'));
  expect(onEdit.mock.calls).toEqual([['name'], ['ssl']]);
});
