import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** Where to go next: the search or the suggestions, a report of the broken link (`report`: its mailto:), the home page. */
export default function Help({report}: {report: string | null}): ReactNode {
  return (
    <p>
      <Translate id="redirects.notFound.help" description="The 2nd paragraph of the 404 page, before the report link">
        Skorzystaj z wyszukiwarki albo z podpowiedzi. Jeśli trafiono tu z linku w dokumentacji,
      </Translate>{' '}
      {report ? (
        <a href={report} data-report-broken-link="">
          <Translate id="redirects.notFound.report" description="Link that reports a broken link by e-mail">
            zgłoś nam błąd
          </Translate>
        </a>
      ) : (
        <Translate id="redirects.notFound.reportPlain" description="Report request when no support e-mail is set">
          zgłoś nam błąd
        </Translate>
      )}
      .{' '}
      <Link to="/">
        <Translate id="redirects.notFound.home" description="Link to the home page from the 404 page">
          Przejdź na stronę główną dokumentacji
        </Translate>
      </Link>
    </p>
  );
}
