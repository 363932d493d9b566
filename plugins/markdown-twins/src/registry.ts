import {markdownForms as apiConsole} from '../../api-console/public';
import {markdownForms as apiDictionaries} from '../../api-dictionaries/public';
import {markdownForms as apiReference} from '../../api-reference/public';
import {markdownForms as errorCatalogue} from '../../error-catalogue/public';
import {markdownForms as glossary} from '../../glossary/public';
import {markdownForms as otmSimulator} from '../../otm-simulator/public';
import {markdownForms as platformTools} from '../../platform-tools/public';
import type {ComponentCall, ComponentRenderer, MarkdownForms, TwinContext} from '../../page-data-kit/twins/forms';
import {link} from '../../page-data-kit/twins/markdown';
import {themeForms} from './themeForms';
import {PLUGIN_NAME} from './types';

/**
 * The Markdown forms of every component the pages use, as each plugin that gives the pages a
 * component publishes them (its public.ts); the theme's `Tabs` are the twins' own. The twins only
 * collect them by component name: what a component becomes is its plugin's business.
 */
export const FORMS: readonly MarkdownForms<unknown>[] = [
  themeForms,
  apiConsole,
  apiReference,
  apiDictionaries,
  errorCatalogue,
  glossary,
  otmSimulator,
  platformTools,
];

/** Interactive tools with no Markdown form: what each does, in Polish, for the twin's note. */
export const TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = Object.assign({}, ...FORMS.map((forms) => forms.tools ?? {}));

export interface TwinData {
  /** A plugin's loaded content (`allContent[plugin].default`); fails when the plugin is not registered. */
  content: (plugin: string) => unknown;
  /** The site settings (API hosts of the samples). */
  settings: Readonly<Record<string, string>>;
  /** i18n/pl/code.json: id → message. */
  messages: Readonly<Record<string, string>>;
  /** Absolute address of a route relative to the base path (`/services/api/slowniki/`). */
  absolute: (route: string) => string;
}

/** Every component name → its Markdown form; two plugins giving one name fail. Pure. */
export function collectComponents(data: TwinData, forms: readonly MarkdownForms<unknown>[] = FORMS): Record<string, ComponentRenderer> {
  const t = (id: string, values: Record<string, string | number> = {}): string => {
    const message = data.messages[id];
    if (message === undefined) throw new Error(`[${PLUGIN_NAME}] i18n/pl/code.json has no message "${id}"`);
    return message.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
  };
  const fail = (call: ComponentCall, message: string): never => {
    throw new Error(`[${PLUGIN_NAME}] ${call.file}:${call.line}: <${call.name}> ${message}`);
  };
  const blocksOnly = (call: ComponentCall) => {
    if (call.inline) fail(call, 'stands inside a sentence; its Markdown form is a block: put it on a line of its own');
  };
  const interactiveTool = (call: ComponentCall, description: string, extra = ''): string => {
    blocksOnly(call);
    return `**Interaktywne narzędzie:** ${description} — dostępne na stronie ${link(call.page.title, call.page.url)}.${extra}`;
  };
  const renderers: Record<string, ComponentRenderer> = {};
  for (const form of forms) {
    const context: TwinContext<unknown> = {
      content: form.plugin ? data.content(form.plugin) : undefined,
      settings: data.settings,
      t,
      absolute: data.absolute,
      fail,
      blocksOnly,
      interactiveTool,
    };
    const tools = Object.fromEntries(
      Object.entries(form.tools ?? {}).map(([name, description]): [string, ComponentRenderer] => [
        name,
        (call) => interactiveTool(call, description),
      ]),
    );
    for (const [name, renderer] of Object.entries({...tools, ...form.create(context)})) {
      if (name in renderers) throw new Error(`[${PLUGIN_NAME}] two plugins give a Markdown form of <${name}>`);
      renderers[name] = renderer;
    }
  }
  return renderers;
}
