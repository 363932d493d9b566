import {parseStoredDiagram, serializeStoredDiagram} from '../src/stored';

const KEY = '0123456789abcdef';
const svg = (mode: string) => `<svg id="diagram-${KEY}-${mode}" width="100%" viewBox="0 0 100 50"><g></g></svg>`;

describe('stored diagrams', () => {
  it('accept both drawings with their root ids and sizes, and serialize stably, light first', () => {
    const stored = parseStoredDiagram({dark: svg('dark'), light: svg('light')}, KEY, `${KEY}.json`);
    const text = serializeStoredDiagram(stored);
    expect(text.indexOf('"light"')).toBeLessThan(text.indexOf('"dark"'));
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({light: svg('light'), dark: svg('dark')});
  });

  it.each([
    ['a missing drawing', {light: svg('light')}, /the dark drawing/],
    [
      'drawings swapped',
      {light: svg('dark'), dark: svg('light')},
      /the light drawing must be an <svg id="diagram-0123456789abcdef-light">/,
    ],
    ['no viewBox', {light: svg('light').replace(/ viewBox="[^"]*"/, ''), dark: svg('dark')}, /with a viewBox/],
    ['not an object', 'x', /the light drawing/],
  ])('refuse %s, naming the file and the command', (_name, data, message) => {
    expect(() => parseStoredDiagram(data, KEY, 'src/diagrams/x.json')).toThrow(message);
    expect(() => parseStoredDiagram(data, KEY, 'src/diagrams/x.json')).toThrow(/src\/diagrams\/x\.json.*npm run diagrams/);
  });
});
