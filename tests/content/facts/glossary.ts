import type {PageFacts} from '../factTypes';

// The glossary page of issue 20: its entries come from plugins/glossary (tested there); the page
// must keep the component, the anchor form other pages link to, and the JSON address.
export const facts: PageFacts[] = [
  {
    route: '/slowniczek/',
    facts: [
      "import Glossary from '@theme/Glossary';",
      '<Glossary />',
      'Każde pojęcie ma jedną polską nazwę',
      '`/slowniczek/#tier`',
      '`/pl/docs/api/glossary.json`',
      'nazwy angielskie, etykietę w panelu, nazwy pól API i atrybutów Terraform',
    ],
  },
];
