import {errorRowsHtml, type RowClasses, type RowsOptions} from '../src/rowsHtml';
import type {ErrorEntry} from '../src/types';

const classes = Object.fromEntries(
  ['row', 'active', 'situation', 'permalink', 'code', 'area', 'operation', 'badge', 'extra'].map((name) => [name, `${name}_x`]),
) as RowClasses;

const options: RowsOptions = {
  areaLabels: new Map([['api', 'API']]),
  labels: {
    columns: {situation: 'Kod i sytuacja', meaning: 'Znaczenie', when: 'Kiedy występuje', action: 'Co zrobić'},
    body: 'Treść odpowiedzi:',
    message: 'Komunikat:',
    seeAlso: 'Zobacz też:',
    highlighted: 'wskazany w adresie strony',
  },
  classes,
  baseUrl: '/pl/docs/',
  target: '',
};

const full: ErrorEntry = {
  id: '409',
  area: 'api',
  code: 409,
  operation: 'POST /instances',
  title: 'Konflikt <b>',
  meaning: 'Zasób & stan.',
  when: 'Gdy "x".',
  action: 'Poczekaj.',
  body: 'Opis.',
  message: '<script>alert(1)</script>',
  seeAlso: [
    {label: 'Autoryzacja API', to: '/services/api/autoryzacja/'},
    {label: 'Strona główna', to: '/'},
  ],
};

describe('errorRowsHtml', () => {
  it('writes a row as the row component did, escaping every text from the data', () => {
    expect(errorRowsHtml([full], options)).toBe(
      '<tr role="row" id="blad-409" tabindex="-1" class="row_x">' +
        '<th scope="row" role="rowheader" class="situation_x"><a href="#blad-409" class="permalink_x"><code class="code_x">409</code> Konflikt &lt;b&gt;</a>' +
        '<span class="area_x">API</span><span class="operation_x"><code>POST /instances</code></span></th>' +
        '<td role="cell" data-label="Znaczenie">Zasób &amp; stan.<span class="extra_x"><strong>Treść odpowiedzi:</strong> Opis.</span>' +
        '<span class="extra_x"><strong>Komunikat:</strong> <code>&lt;script&gt;alert(1)&lt;/script&gt;</code></span></td>' +
        '<td role="cell" data-label="Kiedy występuje">Gdy "x".</td>' +
        '<td role="cell" data-label="Co zrobić">Poczekaj.<span class="extra_x"><strong>Zobacz też:</strong> ' +
        '<span><a href="/pl/docs/services/api/autoryzacja/">Autoryzacja API</a></span><span>, <a href="/pl/docs/">Strona główna</a></span></span></td></tr>',
    );
  });

  it('highlights the row the hash names, with a text badge, and leaves out what an entry lacks', () => {
    const bare: ErrorEntry = {id: 'api-x', area: 'api', title: 'T', meaning: 'M', when: 'W', action: 'A'};
    expect(errorRowsHtml([bare], {...options, target: 'blad-api-x'})).toBe(
      '<tr role="row" id="blad-api-x" tabindex="-1" class="row_x active_x" data-highlighted="true">' +
        '<th scope="row" role="rowheader" class="situation_x"><a href="#blad-api-x" class="permalink_x"> T</a>' +
        '<span class="area_x">API</span><span class="badge_x">wskazany w adresie strony</span></th>' +
        '<td role="cell" data-label="Znaczenie">M</td><td role="cell" data-label="Kiedy występuje">W</td><td role="cell" data-label="Co zrobić">A</td></tr>',
    );
  });

  it('escapes an id in its attributes', () => {
    const html = errorRowsHtml([{...full, id: 'a"b'}], options);
    expect(html).toContain('id="blad-a&quot;b"');
    expect(html).toContain('href="#blad-a&quot;b"');
    expect(html).not.toContain('<script>');
  });
});
