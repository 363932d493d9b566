import {code, escapeText, fence, link, table} from '../../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';
import {dictionaryCurl, hasPublishedIds} from './blocks';
import type {DictionaryContent} from './load';
import {dictionaryAnchor, valueSetAnchor, type Dictionary, type DictionaryItem, type FieldUse, type ValueSet} from './types';

/** The Markdown form of `DictionaryIndex` and `DictionaryTable` for the twins: every row. */
export const markdownForms: MarkdownForms<DictionaryContent> = {
  plugin: 'api-dictionaries',
  create({content, settings, t, absolute, fail, blocksOnly}) {
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
        `**${link(t('apiDictionaries.table.title', {id: dictionary.id, name: dictionary.name}), absolute(`${content.route}#${dictionaryAnchor(dictionary.id)}`))}**`,
        [
          `- ${t('apiDictionaries.meta.purpose')}: ${escapeText(dictionary.purpose)}`,
          dictionary.fields.length === 0
            ? `- ${t('apiDictionaries.meta.fields')}: ${escapeText(fields)}`
            : `- ${t('apiDictionaries.meta.fields')}:\n${fields}`,
          `- ${t('apiDictionaries.meta.call')}: ${code(`GET /dictionaries/${dictionary.id}`)}`,
        ].join('\n'),
        fence('bash', dictionaryCurl(settings.apiHostWaw, dictionary.id)),
        escapeText(t('apiDictionaries.curl.hint', {host: settings.apiHostKrk})),
        ...(dictionary.items.length > 0 ? [itemsTable(dictionary.items, t('apiDictionaries.items.caption', {id: dictionary.id}))] : []),
        ...(dictionary.note ? [escapeText(dictionary.note)] : []),
        `**${t('apiDictionaries.live.title')}** ${escapeText(t('apiDictionaries.live.text', {id: dictionary.id}))}`,
      ].join('\n\n');
    }

    function valueSetBlock(valueSet: ValueSet): string {
      return [
        `**${link(t('apiDictionaries.valueSet.title', {field: valueSet.key, name: valueSet.name}), absolute(`${content.route}#${valueSetAnchor(valueSet.key)}`))}**`,
        [
          `- ${t('apiDictionaries.meta.purpose')}: ${escapeText(valueSet.purpose)}`,
          `- ${t('apiDictionaries.meta.usedIn')}:\n${fieldList(valueSet.fields)}`,
        ].join('\n'),
        itemsTable(valueSet.values, t('apiDictionaries.values.caption', {field: valueSet.key})),
        ...(valueSet.note ? [escapeText(valueSet.note)] : []),
      ].join('\n\n');
    }

    return {
      DictionaryIndex(call) {
        blocksOnly(call);
        const {dictionaries, valueSets, route} = content;
        const header = [
          'apiDictionaries.index.column.key',
          'apiDictionaries.index.column.name',
          'apiDictionaries.index.column.purpose',
          'apiDictionaries.index.column.source',
        ].map((id) => t(id));
        const rows = [
          ...dictionaries.map((dictionary) => [
            link(t('apiDictionaries.index.dictionary', {id: dictionary.id}), absolute(`${route}#${dictionaryAnchor(dictionary.id)}`)),
            escapeText(dictionary.name),
            escapeText(dictionary.purpose),
            code(`GET /dictionaries/${dictionary.id}`),
          ]),
          ...valueSets.map((valueSet) => [
            `[${code(valueSet.key)}](${absolute(`${route}#${valueSetAnchor(valueSet.key)}`)})`,
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
          const dictionary = content.dictionaries.find((candidate) => candidate.id === id);
          return dictionary
            ? dictionaryBlock(dictionary)
            : fail(call, `no dictionary ${id} in plugins/api-dictionaries/data/dictionaries.ts`);
        }
        const valueSet = content.valueSets.find((candidate) => candidate.key === field);
        return valueSet ? valueSetBlock(valueSet) : fail(call, `no value set "${field}" in plugins/api-dictionaries/data/dictionaries.ts`);
      },
    };
  },
};
