import {code, escapeText, link} from '../../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';
import {groupByLetter} from './order';
import {pageEntries} from './pageEntries';
import type {GlossaryContent} from './types';

/** The Markdown form of `Glossary`: every entry under its letter. */
export const markdownForms: MarkdownForms<GlossaryContent> = {
  plugin: 'glossary',
  create({content, t, absolute, blocksOnly}) {
    return {
      Glossary(call) {
        blocksOnly(call);
        const groups = groupByLetter(pageEntries(content));
        const parts = [t('glossary.count', {count: content.entries.length})];
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
              `${t('glossary.entry.pages')}\n\n${entry.pages.map((page) => `- ${link(page.title, absolute(page.route))}`).join('\n')}`,
            );
          }
        }
        return parts.join('\n\n');
      },
    };
  },
};
