import {diagramKey, type RenderSettings} from '../src/key';
import {diagramFileName, keyOfFileName, svgRootId} from '../src/names';

const settings: RenderSettings = {mermaidVersion: '11.17.2', themes: {light: 'neutral', dark: 'dark'}, options: {}};
const source = 'flowchart LR\n  A["Klient"] --> B["Serwer"]';

describe('diagramKey', () => {
  it('is 16 hex digits and the same for the same diagram and settings', () => {
    expect(diagramKey(source, settings)).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey(source, {...settings, themes: {...settings.themes}})).toBe(diagramKey(source, settings));
  });

  it('changes with the source, even by one character or a line break', () => {
    const key = diagramKey(source, settings);
    expect(diagramKey(source.replace('Klient', 'Klienci'), settings)).not.toBe(key);
    expect(diagramKey(`${source}\n`, settings)).not.toBe(key);
  });

  it('changes with the Mermaid version, either theme and the options', () => {
    const key = diagramKey(source, settings);
    const others = [
      {...settings, mermaidVersion: '11.18.0'},
      {...settings, themes: {...settings.themes, light: 'default'}},
      {...settings, themes: {...settings.themes, dark: 'neutral'}},
      {...settings, options: {flowchart: {curve: 'linear'}}},
    ];
    for (const other of others) expect(diagramKey(source, other)).not.toBe(key);
  });

  it('does not change when the options are written in another order', () => {
    const a = {...settings, options: {fontSize: 14, flowchart: {curve: 'basis', padding: 8}}};
    const b = {...settings, options: {flowchart: {padding: 8, curve: 'basis'}, fontSize: 14}};
    expect(diagramKey(source, a)).toBe(diagramKey(source, b));
  });
});

describe('file and id names', () => {
  it('name the file by the key and read the key back from it, and nothing else', () => {
    expect(diagramFileName('0123456789abcdef')).toBe('0123456789abcdef.json');
    expect(keyOfFileName('0123456789abcdef.json')).toBe('0123456789abcdef');
    expect(keyOfFileName('0123456789abcdef.svg')).toBeUndefined();
    expect(keyOfFileName('README.md')).toBeUndefined();
    expect(keyOfFileName('0123456789ABCDEF.json')).toBeUndefined();
  });

  it('give each colour mode of a diagram its own root id', () => {
    expect(svgRootId('0123456789abcdef', 'light')).toBe('diagram-0123456789abcdef-light');
    expect(svgRootId('0123456789abcdef', 'dark')).toBe('diagram-0123456789abcdef-dark');
  });
});
