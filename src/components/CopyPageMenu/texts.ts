import {translate} from '@docusaurus/Translate';
import type {CopyResult} from '@site/src/utils/copyPage';

/** Said after the name of a menu link that opens a new tab (part of the link's accessible name). */
export function newTabHint(): string {
  return translate({
    id: 'copyPage.newTab',
    message: '(otwiera się w nowej karcie)',
    description: 'Screen reader hint after a copy-page link that opens a new tab',
  });
}

/** What the live region says after "Kopiuj jako Markdown". */
export function copyResultMessage(result: CopyResult): string {
  if (result === 'copied') {
    return translate({
      id: 'copyPage.copied',
      message: 'Skopiowano stronę w formacie Markdown do schowka.',
      description: 'Confirmation after copying the page as Markdown',
    });
  }
  return result === 'no-clipboard'
    ? translate({
        id: 'copyPage.noClipboard',
        message: 'Przeglądarka nie pozwala tej stronie użyć schowka. Wybierz „Otwórz jako Markdown” i skopiuj tekst ręcznie.',
        description: 'Shown when the clipboard is not available',
      })
    : translate({
        id: 'copyPage.failed',
        message: 'Nie udało się pobrać wersji Markdown strony. Sprawdź połączenie i spróbuj ponownie.',
        description: 'Shown when the Markdown twin could not be fetched',
      });
}
