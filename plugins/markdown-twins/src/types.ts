/** The mdast node shapes the converter reads (remark-parse + remark-gfm + remark-mdx + remark-directive). */
export interface Point {
  line: number;
  column: number;
  offset?: number;
}

export interface MdAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: string; value: string};
}

export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  label?: string | null;
  identifier?: string;
  depth?: number;
  lang?: string | null;
  attributes?: MdAttribute[] | Record<string, unknown> | null;
  children?: MdNode[];
  data?: {directiveLabel?: boolean};
  position?: {start: Point; end: Point};
}

/** Plugin name, as build errors print it. */
export const PLUGIN_NAME = 'markdown-twins';
