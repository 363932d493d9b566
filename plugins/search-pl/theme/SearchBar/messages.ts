import {translate} from '@docusaurus/Translate';

// Texts that the box and the results page share.

export function placeholderText(): string {
  return translate({id: 'searchPl.bar.placeholder', message: 'Szukaj...', description: 'Placeholder of the search box'});
}

export function loadingText(): string {
  return translate({
    id: 'searchPl.bar.loading',
    message: 'Wczytywanie indeksu wyszukiwania…',
    description: 'Shown while the search index loads',
  });
}

export function loadErrorText(): string {
  return translate({
    id: 'searchPl.bar.error',
    message: 'Nie udało się wczytać wyszukiwarki. Spróbuj ponownie.',
    description: 'Shown when the search index failed to load',
  });
}
