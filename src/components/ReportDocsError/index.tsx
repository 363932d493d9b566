import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';

/** How a reader reports a mistake in the docs: the panel's customer service or e-mail (spec §2). */
export default function ReportDocsError(): ReactNode {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="zglos-blad" className="alert alert--secondary margin-bottom--lg">
      <Heading as="h2" id="zglos-blad">
        Znalazłeś błąd w dokumentacji?
      </Heading>
      <p>
        Daj nam znać. Zgłoszenie możesz wysłać z{'\u00a0'}
        <a href={settings.panelUrl} target="_blank" rel="noopener noreferrer">
          panelu administracyjnego
        </a>{' '}
        do działu Biura Obsługi Klienta (Wsparcie → Nowe zgłoszenie) albo napisać na adres{' '}
        <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>. Podaj adres strony i{'\u00a0'}opisz, co jest nieaktualne
        lub niejasne.
      </p>
    </section>
  );
}
