/**
 * The Markdown forms of the MDX components, for the Markdown twins (plugins/markdown-twins). Each
 * plugin that gives the pages a component exports its Markdown form next to it, through its
 * public.ts; the twins only collect them by component name. A form shows what the reader sees on
 * the page, from the same data and the same Polish strings (i18n/pl/code.json) as the component.
 * Pure.
 */

/** What a component's Markdown form gets: its attributes, its rendered children and the page. */
export interface ComponentCall {
  name: string;
  /** Whether it stands inside a sentence (`<ErrorCode code={401} />`): render without line breaks. */
  inline: boolean;
  attributes: Readonly<Record<string, string | number | boolean>>;
  /** Source file relative to the site, for messages. */
  file: string;
  line: number;
  page: {title: string; url: string};
  /** Level of the heading above the component (1 for the page title): a heading it adds goes one deeper. */
  headingDepth: number;
  /** The element's children as Markdown blocks (or inline text for an inline element). */
  children(): string;
  /** The element's child elements with their attributes, for containers such as `<Tabs>`. */
  childElements(): ComponentCall[];
}

export type ComponentRenderer = (call: ComponentCall) => string;

/** What the twins give a plugin's forms. */
export interface TwinContext<Content> {
  /** The plugin's own loaded content (`allContentLoaded`), when its forms declare `plugin`. */
  content: Content;
  /** The site settings (API hosts of the samples). */
  settings: Readonly<Record<string, string>>;
  /** A message of i18n/pl/code.json with its `{values}` filled in; a missing id fails the build. */
  t(id: string, values?: Record<string, string | number>): string;
  /** Absolute address of a route relative to the base path (`/services/api/slowniki/`). */
  absolute(route: string): string;
  /** Fails the build naming the page's file, line and component. */
  fail(call: ComponentCall, message: string): never;
  /** Fails when the component stands inside a sentence: its Markdown form is a block. */
  blocksOnly(call: ComponentCall): void;
  /** The note an interactive tool leaves in the twin: what it does and the page where it works. */
  interactiveTool(call: ComponentCall, description: string, extra?: string): string;
}

/** A plugin's Markdown forms, exported by its public.ts. */
export interface MarkdownForms<Content = undefined> {
  /** The plugin whose loaded content the forms show (its name in `allContent`), when they show data. */
  plugin?: string;
  /** Interactive tools with no Markdown form but a note: component name → what it does, in Polish. */
  tools?: Readonly<Record<string, string>>;
  /** Component name → its Markdown form (a tool listed in `tools` may have its own too). */
  create(context: TwinContext<Content>): Record<string, ComponentRenderer>;
}
