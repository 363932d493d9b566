/** @jest-environment jsdom */
import type {ReactNode} from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import serverDrawings from '@diagrams/server-drawings';
import Diagram, {type Props} from '../index';
import {loadDrawings} from '../loadDrawings';

jest.mock('../loadDrawings');
const load = jest.mocked(loadDrawings);

// The server render has every drawing (plugins/diagrams aliases this module); the browser has none.
const KEY = '0123456789abcdef';
const svg = (mode: string) =>
  `<svg id="diagram-${KEY}-${mode}" viewBox="0 0 100 50"><style>#diagram-${KEY}-${mode} .node{fill:#eee;}</style><g id="diagram-${KEY}-${mode}-flowchart-A-0"><text>A</text></g></svg>`;
const drawings = serverDrawings as Record<string, {light: string; dark: string}>;

beforeEach(() => {
  load.mockReset();
});

// React's server renderer, as Docusaurus renders pages (the project has no types for it).
const {renderToString} = jest.requireActual<{renderToString: (node: ReactNode) => string}>('react-dom/server');

/** The page's HTML for a diagram, as the server render writes it. */
function serverMarkup(props: Props): string {
  return renderToString(<Diagram {...props} />);
}

describe('with the drawings of the server render', () => {
  beforeAll(() => {
    drawings[KEY] = {light: svg('light'), dark: svg('dark')};
  });
  afterAll(() => {
    delete drawings[KEY];
  });

  it('writes both drawings into the HTML, each in a box of its size, and the zoom button', () => {
    const html = serverMarkup({id: KEY, light: '100 50', dark: '100 50'});
    expect(html).toContain(`<svg id="diagram-${KEY}-light"`);
    expect(html).toContain(`<svg id="diagram-${KEY}-dark"`);
    // Off screen the drawing is skipped (content-visibility), its box keeping its size from the ratio.
    expect(html).toMatch(/data-diagram-mode="light" style="max-width:100px;aspect-ratio:100 \/ 50;content-visibility:auto"/);
    expect(html).toContain('Powiększ diagram');
  });

  it('gives a second copy of a diagram on the page ids of its own, its CSS rules included', () => {
    const html = serverMarkup({id: KEY, light: '100 50', dark: '100 50', instance: '2'});
    expect(html).toContain(`<svg id="diagram-${KEY}-light-2"`);
    expect(html).toContain(`#diagram-${KEY}-dark-2 .node`);
    expect(html).not.toMatch(new RegExp(`diagram-${KEY}-(light|dark)[^-]`));
  });
});

describe('in the browser', () => {
  it('hydrates on the drawings the server wrote, and loads nothing', async () => {
    drawings[KEY] = {light: svg('light'), dark: svg('dark')};
    const html = serverMarkup({id: KEY, light: '100 50', dark: '100 50'});
    delete drawings[KEY];
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(<Diagram id={KEY} light="100 50" dark="100 50" />, {container, hydrate: true});
    await new Promise((wake) => setTimeout(wake, 50));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector(`svg#diagram-${KEY}-light`)).not.toBeNull();
    expect(container.querySelector(`svg#diagram-${KEY}-dark`)).not.toBeNull();
    container.remove();
  });

  it('after a client navigation loads the diagram’s own file into boxes already at their size', async () => {
    load.mockResolvedValue({light: svg('light'), dark: svg('dark')});
    const {container} = render(<Diagram id={KEY} light="100 50" dark="100 50" />);
    const boxes = container.querySelectorAll<HTMLElement>('[data-diagram-mode]');
    expect(Array.from(boxes).map((box) => [box.style.maxWidth, box.style.aspectRatio, box.childElementCount])).toEqual([
      ['100px', '100 / 50', 0],
      ['100px', '100 / 50', 0],
    ]);
    await waitFor(() => expect(container.querySelector(`svg#diagram-${KEY}-light`)).not.toBeNull());
    expect(container.querySelector(`svg#diagram-${KEY}-dark`)).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(KEY);
  });

  it('opens the drawing the reader sees in a dialog, as a copy with ids of its own', () => {
    drawings[KEY] = {light: svg('light'), dark: svg('dark')};
    const showModal = jest.fn();
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {configurable: true, value: showModal});
    try {
      const {container} = render(<Diagram id={KEY} light="100 50" dark="100 50" />);
      // jsdom lays nothing out: the light drawing is the one "shown".
      const light = container.querySelector<SVGSVGElement>(`svg#diagram-${KEY}-light`)!;
      light.getClientRects = () => [{}] as unknown as DOMRectList;
      fireEvent.click(screen.getByRole('button', {name: 'Powiększ diagram'}));
      expect(showModal).toHaveBeenCalled();
      const copy = container.querySelector('[data-diagram-canvas] > svg')!;
      expect(copy.id).toBe(`diagram-${KEY}-light-zoom`);
      expect(copy.getAttribute('aria-hidden')).toBe('true');
      expect(copy.innerHTML).toContain(`#diagram-${KEY}-light-zoom .node`);
      expect(container.querySelectorAll(`#diagram-${KEY}-light`)).toHaveLength(1);
    } finally {
      delete drawings[KEY];
    }
  });
});
