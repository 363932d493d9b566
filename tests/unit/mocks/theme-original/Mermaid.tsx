import type {ReactNode} from 'react';

/** Test double of theme-mermaid's diagram: the diagram source in a test-id'd box, drawn at once. */
export default function Mermaid({value}: {value: string}): ReactNode {
  return <div data-testid="diagram">{value}</div>;
}
