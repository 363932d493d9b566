import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';
import {collectComponents, FORMS, TOOL_DESCRIPTIONS, type TwinData} from '../src/registry';

const data: TwinData = {content: () => ({}), settings: {}, messages: {}, absolute: (route) => route};
const PLUGINS = join(__dirname, '..', '..');

describe('the registry of Markdown forms', () => {
  it('collects every form by component name, tools with their notes', () => {
    const call = {name: 'Z', inline: false, attributes: {}, file: 'docs/a.mdx', line: 3, page: {title: 'A', url: 'https://x/a/'}};
    const forms: MarkdownForms<unknown>[] = [
      {create: () => ({X: () => 'x'})},
      {plugin: 'p', tools: {Z: 'narzędzie'}, create: ({content}) => ({Y: () => String(content)})},
    ];
    const components = collectComponents({...data, content: (plugin) => `treść ${plugin}`}, forms);
    expect(Object.keys(components).sort()).toEqual(['X', 'Y', 'Z']);
    expect(components.Y({...call, name: 'Y', headingDepth: 1, children: () => '', childElements: () => []})).toBe('treść p');
    expect(components.Z({...call, headingDepth: 1, children: () => '', childElements: () => []})).toBe(
      '**Interaktywne narzędzie:** narzędzie — dostępne na stronie [A](https://x/a/).',
    );
  });

  it('fails when two plugins give a form of one component', () => {
    const forms: MarkdownForms<unknown>[] = [{create: () => ({X: () => 'a'})}, {create: () => ({X: () => 'b'})}];
    expect(() => collectComponents(data, forms)).toThrow('two plugins give a Markdown form of <X>');
  });

  it("holds a form for every component a plugin's theme gives the pages, and the theme's tabs", () => {
    const components = new Set(Object.keys(collectComponents(data, FORMS)));
    const pageComponents = ['ApiSamples', 'ApiTryIt', 'ReaderValues', 'DictionaryTable', 'DictionaryIndex', 'ErrorCatalogue', 'ErrorCode'];
    for (const name of [...pageComponents, 'Glossary', 'OtmSimulator', ...Object.keys(TOOL_DESCRIPTIONS), 'Tabs', 'TabItem']) {
      expect(components).toContain(name);
    }
    // Each form is its plugin's: a theme folder of some plugin has the component.
    const themed = readdirSync(PLUGINS).flatMap((plugin) =>
      existsSync(join(PLUGINS, plugin, 'theme')) ? readdirSync(join(PLUGINS, plugin, 'theme')) : [],
    );
    for (const name of components) if (name !== 'Tabs' && name !== 'TabItem') expect(themed).toContain(name);
  });
});
