import {attributes, cellHtml, linkHtml, rowHeaderHtml, rowHtml, staticLinkPath, text} from '../html/rows';

describe('static rows (html/rows.ts)', () => {
  it('escapes text and attribute values, keeping Polish letters', () => {
    expect(text('<script>alert("x")</script> & żółć')).toBe('&lt;script&gt;alert("x")&lt;/script&gt; &amp; żółć');
    expect(attributes([['data-label', 'a "b" <c> & d']])).toBe(' data-label="a &quot;b&quot; <c> &amp; d"');
  });

  it('writes the cells as DataTable wrote them, leaving out undefined attributes', () => {
    expect(
      rowHtml(
        [
          ['id', 'blad-1'],
          ['data-highlighted', undefined],
        ],
        [rowHeaderHtml('A'), cellHtml('Kiedy występuje', 'B')],
      ),
    ).toBe('<tr role="row" id="blad-1"><th scope="row" role="rowheader">A</th><td role="cell" data-label="Kiedy występuje">B</td></tr>');
  });

  it('links a route under the base URL and an anchor as it is', () => {
    expect(linkHtml('/faq/faq/ip/', '/pl/docs/', 'IP')).toBe('<a href="/pl/docs/faq/faq/ip/">IP</a>');
    expect(linkHtml('/', '/pl/docs/', 'Start')).toBe('<a href="/pl/docs/">Start</a>');
    expect(linkHtml('#blad-409', '/pl/docs/', '409', 'p')).toBe('<a href="#blad-409" class="p">409</a>');
  });

  it('gives the router only plain left clicks on in-site links', () => {
    const click = {href: '/pl/docs/faq/', target: '', button: 0, defaultPrevented: false, modified: false};
    expect(staticLinkPath(click)).toBe('/pl/docs/faq/');
    expect(staticLinkPath({...click, href: '#blad-409'})).toBeUndefined();
    expect(staticLinkPath({...click, href: '//example.org/'})).toBeUndefined();
    expect(staticLinkPath({...click, modified: true})).toBeUndefined();
    expect(staticLinkPath({...click, button: 1})).toBeUndefined();
    expect(staticLinkPath({...click, target: '_blank'})).toBeUndefined();
    expect(staticLinkPath({...click, defaultPrevented: true})).toBeUndefined();
    expect(staticLinkPath({...click, href: null})).toBeUndefined();
    expect(staticLinkPath({...click, target: '_self'})).toBe('/pl/docs/faq/');
  });
});
