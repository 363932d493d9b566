import {renameRoot, rootIdOf, scopeIds, viewBoxSize} from '../src/svgIds';

const ROOT = 'diagram-0123456789abcdef-light';
// The shape of Mermaid 11's flowchart output (shortened): scoped CSS and markers, edge label ids
// without the root id, and an accessible title and description (accTitle, accDescr).
const drawn = [
  `<svg id="${ROOT}" width="100%" viewBox="0 0 783.5 94" role="graphics-document document" aria-roledescription="flowchart-v2"`,
  ` aria-labelledby="chart-title-${ROOT}" aria-describedby="chart-desc-${ROOT}">`,
  `<title id="chart-title-${ROOT}">Replikacja</title><desc id="chart-desc-${ROOT}">Dwa kontenery</desc>`,
  `<style>#${ROOT} .node rect{fill:#eee;}</style>`,
  `<marker id="${ROOT}_flowchart-v2-pointEnd"></marker>`,
  `<g id="L_A_B_0"><path marker-end="url(#${ROOT}_flowchart-v2-pointEnd)"></path></g>`,
  `<g class="label" data-id="L_A_B_0"><use href="#L_A_B_0"></use><a href="#na-stronie">id="L_A_B_0" w tekście</a></g>`,
  `<g id="${ROOT}-flowchart-A-0"></g>`,
  '</svg>',
].join('');

describe('scopeIds', () => {
  const scoped = scopeIds(drawn, ROOT);
  const ids = [...scoped.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);

  it('leaves every id starting with the root id', () => {
    expect(ids.length).toBe(6);
    for (const id of ids) expect(id.startsWith(ROOT)).toBe(true);
  });

  it('renames the references to the ids it renamed, and only those', () => {
    expect(scoped).toContain(`aria-labelledby="${ROOT}-chart-title-${ROOT}"`);
    expect(scoped).toContain(`aria-describedby="${ROOT}-chart-desc-${ROOT}"`);
    expect(scoped).toContain(`<use href="#${ROOT}-L_A_B_0">`);
    expect(scoped).toContain(`marker-end="url(#${ROOT}_flowchart-v2-pointEnd)"`);
    // A link to a heading of the page is not an id of the drawing; data-id and text are not ids.
    expect(scoped).toContain('<a href="#na-stronie">');
    expect(scoped).toContain('data-id="L_A_B_0"');
    expect(scoped).toContain('id="L_A_B_0" w tekście');
  });

  it('changes nothing in a drawing whose ids are all scoped already', () => {
    expect(scopeIds(scoped, ROOT)).toBe(scoped);
  });
});

describe('renameRoot', () => {
  it('gives a scoped drawing a new root id everywhere: ids, references and CSS rules', () => {
    const copy = renameRoot(scopeIds(drawn, ROOT), ROOT, `${ROOT}-zoom`);
    expect(rootIdOf(copy)).toBe(`${ROOT}-zoom`);
    for (const [, id] of copy.matchAll(/\sid="([^"]+)"/g)) expect(id.startsWith(`${ROOT}-zoom`)).toBe(true);
    expect(copy).toContain(`#${ROOT}-zoom .node rect`);
    expect(copy).toContain(`url(#${ROOT}-zoom_flowchart-v2-pointEnd)`);
    expect(copy).toContain(`aria-labelledby="${ROOT}-zoom-chart-title-${ROOT}-zoom"`);
  });
});

describe('rootIdOf and viewBoxSize', () => {
  it('read the root element only', () => {
    expect(rootIdOf(drawn)).toBe(ROOT);
    expect(rootIdOf('<g id="x"></g>')).toBeUndefined();
    expect(viewBoxSize(drawn)).toEqual({width: 783.5, height: 94});
    // Sequence diagrams start their viewBox left of zero.
    expect(viewBoxSize('<svg id="a" viewBox="-50 -10 750 412">')).toEqual({width: 750, height: 412});
    expect(viewBoxSize('<svg id="a">')).toBeUndefined();
    expect(viewBoxSize('<svg id="a" viewBox="0 0 0 10">')).toBeUndefined();
  });
});
