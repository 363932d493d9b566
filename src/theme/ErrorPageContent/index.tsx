import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import type {FallbackParams} from '@docusaurus/ErrorBoundary';
import {describeLoadError} from '@site/src/utils/loadError';

function Reason({reason}: {reason: 'missing' | 'timeout' | 'error' | null}): ReactNode {
  switch (reason) {
    case 'timeout':
      return (
        <Translate id="site.loadError.reason.timeout" description="Chunk load failed: timed out after 120 s">
          Serwer nie odpowiedział w ciągu 120 sekund.
        </Translate>
      );
    case 'missing':
      return (
        <Translate id="site.loadError.reason.missing" description="Chunk load failed: the file is missing (new deployment)">
          Brakuje pliku strony — dokumentacja mogła zostać właśnie zaktualizowana.
        </Translate>
      );
    default:
      return (
        <Translate id="site.loadError.reason.error" description="Chunk load failed: network error">
          Wystąpił błąd sieci.
        </Translate>
      );
  }
}

/**
 * Replaces the theme's crash page: a page whose script chunk failed to load (offline, time-out,
 * new deployment) gets a Polish explanation and a retry that reloads the address, which is what
 * actually fetches the chunk again; any other error keeps the technical message below.
 */
export default function ErrorPageContent({error, tryAgain}: FallbackParams): ReactNode {
  const info = describeLoadError(error);
  return (
    <main className="container margin-vert--xl" role="alert">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {info.chunk ? (
              <Translate id="site.loadError.title" description="Title when a page chunk failed to load">
                Nie udało się wczytać strony
              </Translate>
            ) : (
              <Translate id="theme.ErrorPageContent.title" description="The title of the fallback page when the page crashed">
                Nie udało się wyświetlić tej strony.
              </Translate>
            )}
          </Heading>
          {info.chunk && (
            <p>
              <Reason reason={info.reason} />{' '}
              <Translate id="site.loadError.hint" description="What to do when a page chunk failed to load">
                Sprawdź połączenie z internetem i spróbuj ponownie.
              </Translate>
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => (info.chunk ? window.location.reload() : tryAgain())}>
            <Translate
              id="theme.ErrorPageContent.tryAgain"
              description="The label of the button to try again rendering when the React error boundary captures an error"
            >
              Spróbuj ponownie
            </Translate>
          </button>
          <details className="margin-top--lg">
            <summary>
              <Translate id="site.loadError.details" description="Summary of the technical details of a page error">
                Szczegóły techniczne
              </Translate>
            </summary>
            <pre>{error.message}</pre>
          </details>
        </div>
      </div>
    </main>
  );
}
