import {
  dictionaryAnchor,
  dictionaryCurl,
  hasPublishedIds,
  valueSetAnchor,
  type Dictionary,
  type DictionaryContent,
  type DictionaryItem,
  type FieldUse,
  type ValueSet,
} from '../../api-dictionaries/public';
import {errorAnchor, type ErrorCatalogueContent} from '../../error-catalogue/public';
import {groupByLetter, pageEntries, type GlossaryContent} from '../../glossary/public';
import {codeSamples, curlSample, type SampleRequest} from '../../api-reference/public';
import {isPresetId, presets} from '../../otm-simulator/public';
import type {ComponentCall, ComponentRenderer} from './convert';
import {code, escapeText, fence, link, table} from './markdown';
import {PLUGIN_NAME} from './types';

/**
 * The Markdown form of every component the pages use. Each shows what the reader sees on the
 * page, from the same data and the same Polish strings (i18n/pl/code.json) as the component:
 * tables with every row, code samples for the default region, and for an interactive tool a
 * short description and a link to the page where it works. Pure.
 */
export interface ComponentData {
  dictionaries: DictionaryContent;
  errors: ErrorCatalogueContent;
  glossary: GlossaryContent;
  /** The site settings (API hosts of the samples). */
  settings: Readonly<Record<string, string>>;
  /** i18n/pl/code.json: id → message. */
  messages: Readonly<Record<string, string>>;
  /** Absolute address of a route relative to the base path (`/services/api/slowniki/`). */
  absolute: (route: string) => string;
}

/** Interactive tools that have no Markdown form: what each does, in Polish, for the twin's note. */
export const TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  OtmSimulator:
    'symulator przełączania ruchu w Traffic Managerze OTM: pokazuje, które serwery obsługują ruch, gdy wyłączasz serwery i zmieniasz polityki',
  InstanceRequestBuilder:
    'kreator żądania utworzenia maszyny wirtualnej: sprawdza parametry według reguł API i składa treść żądania POST /instances, wywołanie curl oraz zasób Terraform',
  PaymentsCalculator:
    'kalkulator doładowań: z waluty, sumy wpłat i modelu rozliczeń wylicza minimalne kwoty doładowania kartą i przelewem, dostępność płatności automatycznych i regułę automatycznego obciążenia',
  KubernetesManifests:
    'generator manifestów dla klastra OKS: tworzy pliki YAML klasy pamięci (StorageClass) i żądania wolumenu (PVC) oraz sprawdza porty usługi typu LoadBalancer',
  TrafficManagerRecordCheck:
    'sprawdzanie rekordu Traffic Managera OTM: ocenia nazwę rekordu i ustawienia monitora (częstotliwość, powiadomienia, opóźnienie) przed zapisaniem ich w panelu',
};

export function createComponents(data: ComponentData): Record<string, ComponentRenderer> {
  const t = (id: string, values: Record<string, string | number> = {}): string => {
    const message = data.messages[id];
    if (message === undefined) throw new Error(`[${PLUGIN_NAME}] i18n/pl/code.json has no message "${id}"`);
    return message.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
  };
  const where = (call: ComponentCall) => `${call.file}:${call.line}: <${call.name}>`;
  const fail = (call: ComponentCall, message: string): never => {
    throw new Error(`[${PLUGIN_NAME}] ${where(call)} ${message}`);
  };
  const blocksOnly = (call: ComponentCall) => {
    if (call.inline) fail(call, 'stands inside a sentence; its Markdown form is a block: put it on a line of its own');
  };

  const notPublished = () => t('apiDictionaries.value.notPublished');
  const fieldList = (fields: readonly FieldUse[], note?: string) =>
    fields.length === 0 ? (note ?? '') : fields.map(({field, usedIn}) => `  - ${code(field)} — ${escapeText(usedIn)}`).join('\n');

  function itemsTable(items: readonly DictionaryItem[], caption: string): string {
    const withLabels = items.some((item) => item.label !== null);
    const header = [
      t('apiDictionaries.column.id'),
      ...(withLabels ? [t('apiDictionaries.column.label')] : []),
      t('apiDictionaries.column.meaning'),
    ];
    const rows = items.map((item) => [
      item.id === null ? notPublished() : code(String(item.id)),
      ...(withLabels ? [item.label === null ? notPublished() : code(item.label)] : []),
      escapeText(item.meaning) + (item.example ? ` ${t('apiDictionaries.item.example')} ${code(item.example)}` : ''),
    ]);
    return `${caption}:\n\n${table(header, rows)}`;
  }

  function dictionaryBlock(dictionary: Dictionary): string {
    const fields = fieldList(dictionary.fields, dictionary.fieldsNote);
    return [
      `**${link(t('apiDictionaries.table.title', {id: dictionary.id, name: dictionary.name}), data.absolute(`${data.dictionaries.route}#${dictionaryAnchor(dictionary.id)}`))}**`,
      [
        `- ${t('apiDictionaries.meta.purpose')}: ${escapeText(dictionary.purpose)}`,
        dictionary.fields.length === 0
          ? `- ${t('apiDictionaries.meta.fields')}: ${escapeText(fields)}`
          : `- ${t('apiDictionaries.meta.fields')}:\n${fields}`,
        `- ${t('apiDictionaries.meta.call')}: ${code(`GET /dictionaries/${dictionary.id}`)}`,
      ].join('\n'),
      fence('bash', dictionaryCurl(data.settings.apiHostWaw, dictionary.id)),
      escapeText(t('apiDictionaries.curl.hint', {host: data.settings.apiHostKrk})),
      ...(dictionary.items.length > 0 ? [itemsTable(dictionary.items, t('apiDictionaries.items.caption', {id: dictionary.id}))] : []),
      ...(dictionary.note ? [escapeText(dictionary.note)] : []),
      `**${t('apiDictionaries.live.title')}** ${escapeText(t('apiDictionaries.live.text', {id: dictionary.id}))}`,
    ].join('\n\n');
  }

  function valueSetBlock(valueSet: ValueSet): string {
    return [
      `**${link(t('apiDictionaries.valueSet.title', {field: valueSet.key, name: valueSet.name}), data.absolute(`${data.dictionaries.route}#${valueSetAnchor(valueSet.key)}`))}**`,
      [
        `- ${t('apiDictionaries.meta.purpose')}: ${escapeText(valueSet.purpose)}`,
        `- ${t('apiDictionaries.meta.usedIn')}:\n${fieldList(valueSet.fields)}`,
      ].join('\n'),
      itemsTable(valueSet.values, t('apiDictionaries.values.caption', {field: valueSet.key})),
      ...(valueSet.note ? [escapeText(valueSet.note)] : []),
    ].join('\n\n');
  }

  const tool = (call: ComponentCall, extra = ''): string => {
    blocksOnly(call);
    const description = TOOL_DESCRIPTIONS[call.name];
    return `**Interaktywne narzędzie:** ${description} — dostępne na stronie ${link(call.page.title, call.page.url)}.${extra}`;
  };

  const renderers: Record<string, ComponentRenderer> = {
    Tabs(call) {
      blocksOnly(call);
      const depth = Math.min(6, call.headingDepth + 1);
      const items = call.childElements();
      if (items.length === 0 || items.some((item) => item.name !== 'TabItem')) fail(call, 'must hold only <TabItem> elements');
      return items
        .map((item) => {
          const label = item.attributes.label ?? item.attributes.value;
          if (typeof label !== 'string' && typeof label !== 'number') fail(item, 'needs a label or a value');
          return `${'#'.repeat(depth)} ${escapeText(String(label))}\n\n${item.children()}`;
        })
        .join('\n\n');
    },
    TabItem: (call) => fail(call, 'stands outside <Tabs>'),
    // The API console's button: the twin keeps the samples, which say the same in text.
    ApiTryIt(call) {
      blocksOnly(call);
      return '';
    },
    // The token helper's form: the twin keeps the page's curl examples, which send the same request.
    ApiTokenHelper(call) {
      blocksOnly(call);
      return '';
    },
    // "Twoje wartości" fills the page's samples in the browser; the twin keeps the placeholders.
    ReaderValues(call) {
      blocksOnly(call);
      return '';
    },
    ApiSamples(call) {
      blocksOnly(call);
      const {method, path, body, query} = call.attributes;
      if (typeof method !== 'string' || typeof path !== 'string') fail(call, 'needs method and path');
      const request: SampleRequest = {
        method: method as string,
        path: path as string,
        body: typeof body === 'string' ? body : undefined,
        query: typeof query === 'string' && query ? query.split(',') : undefined,
      };
      // The same generator and request description as the page's tabs (api-reference src/snippets.ts).
      const samples = codeSamples(data.settings.apiHostWaw, request);
      return [
        `Przykłady dla regionu ${t('apiReference.region.waw')}; w regionie ${t('apiReference.region.krk')} użyj hosta ${data.settings.apiHostKrk}.`,
        '**curl**',
        fence('bash', curlSample(data.settings.apiHostWaw, request)),
        '**Python**',
        fence('python', samples.python),
        '**JavaScript**',
        fence('javascript', samples.javascript),
        '**Go**',
        fence('go', samples.go),
      ].join('\n\n');
    },
    DictionaryIndex(call) {
      blocksOnly(call);
      const {dictionaries, valueSets, route} = data.dictionaries;
      const header = [
        'apiDictionaries.index.column.key',
        'apiDictionaries.index.column.name',
        'apiDictionaries.index.column.purpose',
        'apiDictionaries.index.column.source',
      ].map((id) => t(id));
      const rows = [
        ...dictionaries.map((dictionary) => [
          link(t('apiDictionaries.index.dictionary', {id: dictionary.id}), data.absolute(`${route}#${dictionaryAnchor(dictionary.id)}`)),
          escapeText(dictionary.name),
          escapeText(dictionary.purpose),
          code(`GET /dictionaries/${dictionary.id}`),
        ]),
        ...valueSets.map((valueSet) => [
          `[${code(valueSet.key)}](${data.absolute(`${route}#${valueSetAnchor(valueSet.key)}`)})`,
          escapeText(valueSet.name),
          escapeText(valueSet.purpose),
          hasPublishedIds(valueSet) ? t('apiDictionaries.index.fixed') : t('apiDictionaries.index.unpublished'),
        ]),
      ];
      return `${t('apiDictionaries.index.caption')}:\n\n${table(header, rows)}`;
    },
    DictionaryTable(call) {
      blocksOnly(call);
      const {id, field} = call.attributes;
      if (id !== undefined) {
        const dictionary = data.dictionaries.dictionaries.find((candidate) => candidate.id === id);
        return dictionary
          ? dictionaryBlock(dictionary)
          : fail(call, `no dictionary ${id} in plugins/api-dictionaries/data/dictionaries.ts`);
      }
      const valueSet = data.dictionaries.valueSets.find((candidate) => candidate.key === field);
      return valueSet ? valueSetBlock(valueSet) : fail(call, `no value set "${field}" in plugins/api-dictionaries/data/dictionaries.ts`);
    },
    ErrorCatalogue(call) {
      blocksOnly(call);
      const {areas, errors, route} = data.errors;
      const labels = new Map(areas.map((area) => [area.key, area.label]));
      const header = [
        'errorCatalogue.column.situation',
        'errorCatalogue.column.meaning',
        'errorCatalogue.column.when',
        'errorCatalogue.column.action',
      ].map((id) => t(id));
      const rows = errors.map((error) => [
        [
          link(`${error.code !== undefined ? `${error.code} ` : ''}${error.title}`, data.absolute(`${route}#${errorAnchor(error.id)}`)),
          `(${escapeText(labels.get(error.area) ?? error.area)})`,
          ...(error.operation ? [code(error.operation)] : []),
        ].join(' '),
        [
          escapeText(error.meaning),
          ...(error.body ? [`**${t('errorCatalogue.row.body')}** ${escapeText(error.body)}`] : []),
          ...(error.message ? [`**${t('errorCatalogue.row.message')}** ${code(error.message)}`] : []),
        ].join(' '),
        escapeText(error.when),
        [
          escapeText(error.action),
          ...(error.seeAlso?.length
            ? [`**${t('errorCatalogue.row.seeAlso')}** ${error.seeAlso.map((page) => link(page.label, data.absolute(page.to))).join(', ')}`]
            : []),
        ].join(' '),
      ]);
      return `${t('errorCatalogue.table.caption')}:\n\n${table(header, rows)}`;
    },
    ErrorCode(call) {
      const {code: number, id} = call.attributes;
      const key = number !== undefined ? String(number) : id;
      const entry = data.errors.errors.find((candidate) => candidate.id === key);
      if (!entry) fail(call, `no entry "${key}" in plugins/error-catalogue/data/errors.ts`);
      const label = `${entry!.code !== undefined ? `${code(String(entry!.code))} ` : ''}${escapeText(entry!.title)}`;
      return `[${label}](${data.absolute(`${data.errors.route}#${errorAnchor(entry!.id)}`)})`;
    },
    Glossary(call) {
      blocksOnly(call);
      const groups = groupByLetter(pageEntries(data.glossary));
      const parts = [t('glossary.count', {count: data.glossary.entries.length})];
      for (const group of groups) {
        parts.push(`## ${group.letter}`);
        for (const entry of group.entries) {
          const details = [
            ...(entry.aliases.length > 0 ? [`- ${t('glossary.entry.aliases')}: ${escapeText(entry.aliases.join(', '))}`] : []),
            ...(entry.english?.length ? [`- ${t('glossary.entry.english')}: ${escapeText(entry.english.join(', '))}`] : []),
            ...(entry.panel ? [`- ${t('glossary.entry.panel')}: ${escapeText(entry.panel)}`] : []),
            ...(entry.api?.length ? [`- ${t('glossary.entry.api')}: ${entry.api.map(code).join(', ')}`] : []),
            ...(entry.terraform?.length ? [`- ${t('glossary.entry.terraform')}: ${entry.terraform.map(code).join(', ')}`] : []),
          ];
          parts.push(
            `### ${escapeText(entry.term)}`,
            escapeText(entry.definition),
            ...(details.length > 0 ? [details.join('\n')] : []),
            `${t('glossary.entry.pages')}\n\n${entry.pages.map((page) => `- ${link(page.title, data.absolute(page.route))}`).join('\n')}`,
          );
        }
      }
      return parts.join('\n\n');
    },
    OtmSimulator(call) {
      const preset = call.attributes.preset;
      if (preset === undefined) return tool(call);
      if (!isPresetId(preset)) return fail(call, `unknown preset "${String(preset)}" (plugins/otm-simulator/src/presets.ts)`);
      const servers = presets[preset].servers;
      const roles = {active: t('otmSimulator.role.active'), hotspare: t('otmSimulator.role.hotspare')};
      const rows = servers.map((server) => [
        code(server.id),
        code(server.ip),
        t(server.group === 'main' ? 'otmSimulator.group.main' : 'otmSimulator.group.backup'),
        server.group === 'main' ? roles[server.role ?? 'active'] : t('otmSimulator.role.none'),
      ]);
      return tool(call, `\n\nSerwery rekordu, od których symulator zaczyna:\n\n${table(['Serwer', 'Adres IP', 'Grupa', 'Rola'], rows)}`);
    },
  };
  for (const name of Object.keys(TOOL_DESCRIPTIONS)) renderers[name] ??= (call) => tool(call);
  return renderers;
}
