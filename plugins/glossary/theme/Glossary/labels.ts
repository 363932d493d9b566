import {translate} from '@docusaurus/Translate';
import type {EntryLabels} from '../../src/entriesHtml';

/** The entries' labels: literal translate() calls, which write-translations lists. */
export function entryLabels(): EntryLabels {
  return {
    aliases: translate({
      id: 'glossary.entry.aliases',
      message: 'Inne nazwy',
      description: 'Glossary: label of the other names of a term',
    }),
    english: translate({
      id: 'glossary.entry.english',
      message: 'Po angielsku',
      description: 'Glossary: label of the English names of a term',
    }),
    panel: translate({
      id: 'glossary.entry.panel',
      message: 'W panelu',
      description: 'Glossary: label of the admin panel path of a term',
    }),
    api: translate({
      id: 'glossary.entry.api',
      message: 'Pole API',
      description: 'Glossary: label of the API fields of a term',
    }),
    terraform: translate({
      id: 'glossary.entry.terraform',
      message: 'Atrybut Terraform',
      description: 'Glossary: label of the Terraform attributes of a term',
    }),
    pages: translate({
      id: 'glossary.entry.pages',
      message: 'Więcej w dokumentacji:',
      description: 'Glossary: label before the links to the pages that explain a term',
    }),
  };
}
