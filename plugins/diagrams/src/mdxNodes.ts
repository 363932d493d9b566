/**
 * The MDX nodes that take a ```mermaid block's place (plugins/diagrams/remark.ts). Pure: plain
 * mdast objects, so the shapes are tested without compiling MDX.
 */

interface Size {
  width: number;
  height: number;
}

export interface MdxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

export interface MdxElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: MdxAttribute[];
  children: [];
}

/** Names under which the page imports the components (unlikely to meet an author's own import). */
export const DIAGRAM_COMPONENT = {name: 'PrerenderedDiagram', from: '@theme/Diagram'} as const;
export const DRAWING_COMPONENT = {name: 'BrowserDrawnDiagram', from: '@theme/Diagram/Drawing'} as const;

const attribute = (name: string, value: string): MdxAttribute => ({type: 'mdxJsxAttribute', name, value});
const sizeText = ({width, height}: Size) => `${width} ${height}`;

/** Reads back a size attribute ("783.2 94"); the component reserves the box with it. */
export function parseSize(text: string): Size | undefined {
  const [width, height] = text.split(' ').map(Number);
  return width > 0 && height > 0 ? {width, height} : undefined;
}

/**
 * `<PrerenderedDiagram id light dark instance? />`: the drawings are found by key; the sizes
 * keep the box's place before a drawing loads (client navigation); `instance` numbers the second
 * and later copies of one diagram on a page, whose ids must differ from the first's.
 */
export function diagramElement(key: string, sizes: {light: Size; dark: Size}, instance: number): MdxElement {
  return {
    type: 'mdxJsxFlowElement',
    name: DIAGRAM_COMPONENT.name,
    attributes: [
      attribute('id', key),
      attribute('light', sizeText(sizes.light)),
      attribute('dark', sizeText(sizes.dark)),
      ...(instance > 1 ? [attribute('instance', String(instance))] : []),
    ],
    children: [],
  };
}

/** `<BrowserDrawnDiagram value />`: a diagram without a drawing, drawn in the browser (npm start only). */
export function drawingElement(source: string): MdxElement {
  return {type: 'mdxJsxFlowElement', name: DRAWING_COMPONENT.name, attributes: [attribute('value', source)], children: []};
}
