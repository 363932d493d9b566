import {code, escapeText, link, table} from '../../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';
import type {ErrorCatalogueContent} from './load';
import {errorAnchor} from './types';

/** The Markdown form of `ErrorCatalogue` (a table with every entry) and `ErrorCode` (a link to its entry). */
export const markdownForms: MarkdownForms<ErrorCatalogueContent> = {
  plugin: 'error-catalogue',
  create({content, t, absolute, fail, blocksOnly}) {
    return {
      ErrorCatalogue(call) {
        blocksOnly(call);
        const {areas, errors, route} = content;
        const labels = new Map(areas.map((area) => [area.key, area.label]));
        const header = [
          'errorCatalogue.column.situation',
          'errorCatalogue.column.meaning',
          'errorCatalogue.column.when',
          'errorCatalogue.column.action',
        ].map((id) => t(id));
        const rows = errors.map((error) => [
          [
            link(`${error.code !== undefined ? `${error.code} ` : ''}${error.title}`, absolute(`${route}#${errorAnchor(error.id)}`)),
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
              ? [`**${t('errorCatalogue.row.seeAlso')}** ${error.seeAlso.map((page) => link(page.label, absolute(page.to))).join(', ')}`]
              : []),
          ].join(' '),
        ]);
        return `${t('errorCatalogue.table.caption')}:\n\n${table(header, rows)}`;
      },
      ErrorCode(call) {
        const {code: number, id} = call.attributes;
        const key = number !== undefined ? String(number) : id;
        const entry = content.errors.find((candidate) => candidate.id === key);
        if (!entry) return fail(call, `no entry "${key}" in plugins/error-catalogue/data/errors.ts`);
        const label = `${entry.code !== undefined ? `${code(String(entry.code))} ` : ''}${escapeText(entry.title)}`;
        return `[${label}](${absolute(`${content.route}#${errorAnchor(entry.id)}`)})`;
      },
    };
  },
};
