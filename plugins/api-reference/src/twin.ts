import {fence} from '../../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../../page-data-kit/twins/forms';
import {curlSample, type SampleRequest} from './samples';
import {codeSamples} from './snippets';

/** The Markdown form of `ApiSamples` (curl, Python, JavaScript and Go for PL-1-WAW) and `ReaderValues`. */
export const markdownForms: MarkdownForms = {
  create({settings, t, fail, blocksOnly}) {
    return {
      // "Twoje wartości" fills the page's samples in the browser; the twin keeps the placeholders.
      ReaderValues(call) {
        blocksOnly(call);
        return '';
      },
      ApiSamples(call) {
        blocksOnly(call);
        const {method, path, body, query} = call.attributes;
        if (typeof method !== 'string' || typeof path !== 'string') return fail(call, 'needs method and path');
        const request: SampleRequest = {
          method,
          path,
          body: typeof body === 'string' ? body : undefined,
          query: typeof query === 'string' && query ? query.split(',') : undefined,
        };
        // The same generator and request description as the page's tabs (src/snippets.ts).
        const samples = codeSamples(settings.apiHostWaw, request);
        return [
          `Przykłady dla regionu ${t('apiReference.region.waw')}; w regionie ${t('apiReference.region.krk')} użyj hosta ${settings.apiHostKrk}.`,
          '**curl**',
          fence('bash', curlSample(settings.apiHostWaw, request)),
          '**Python**',
          fence('python', samples.python),
          '**JavaScript**',
          fence('javascript', samples.javascript),
          '**Go**',
          fence('go', samples.go),
        ].join('\n\n');
      },
    };
  },
};
