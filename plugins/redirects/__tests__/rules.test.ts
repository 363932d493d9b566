import {validateRules} from '../options';
import {planRedirectFiles, redirectHtml, REDIRECT_SCRIPT} from '../redirectFiles';
import {redirectRules} from '../rules';

describe('validateRules', () => {
  it('accepts the site rules', () => {
    expect(() => validateRules(redirectRules)).not.toThrow();
    expect(() => validateRules(redirectRules, new Set(['/safety/rozszerzony-opis-bezpieczenstwa/']))).not.toThrow();
  });

  it.each([
    [[{from: 'safety/', to: '/a/'}], /must be a path relative to the base path/],
    [[{from: '/a/', to: 'https://example.com/'}], /must be a path relative/],
    [[{from: '/a/', to: '/a/'}], /redirects to itself/],
    [
      [
        {from: '/a/', to: '/b/'},
        {from: '/a/', to: '/c/'},
      ],
      /duplicate source \/a\//,
    ],
    [
      [
        {from: '/a/', to: '/b/'},
        {from: '/b/', to: '/c/'},
      ],
      /a chain/,
    ],
  ])('rejects %j', (rules, message) => {
    expect(() => validateRules(rules)).toThrow(message);
  });

  it('rejects a target that is not a page and lists the valid routes', () => {
    expect(() => validateRules([{from: '/old/', to: '/nowhere/'}], new Set(['/', '/billing/']))).toThrow(
      /target \/nowhere\/ is not a page\. Valid routes: \/, \/billing\//,
    );
  });

  it('rejects a rule that would hide a page', () => {
    expect(() => validateRules([{from: '/billing/', to: '/'}], new Set(['/', '/billing/']))).toThrow(/would hide it/);
  });
});

describe('planRedirectFiles', () => {
  it('plans a .html file for each page and both forms of each rule', () => {
    const files = planRedirectFiles(['/', '/billing/', '/billing/faktury/'], redirectRules, '/pl/docs/');
    expect(files).toEqual([
      {file: 'billing.html', target: '/pl/docs/billing/'},
      {file: 'billing/faktury.html', target: '/pl/docs/billing/faktury/'},
      {file: 'safety/index.html', target: '/pl/docs/safety/rozszerzony-opis-bezpieczenstwa/'},
      {file: 'safety.html', target: '/pl/docs/safety/rozszerzony-opis-bezpieczenstwa/'},
    ]);
  });

  it('writes a Polish redirect page that keeps query and hash and escapes the target', () => {
    const html = redirectHtml('/pl/docs/billing/faktury/');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<link rel="canonical" href="/pl/docs/billing/faktury/">');
    // The script reads its target from the canonical link: the same text, so one CSP hash, on
    // every redirect page.
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(redirectHtml('/pl/docs/support/')).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(REDIRECT_SCRIPT).toContain('location.search + location.hash');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/pl/docs/billing/faktury/">');
    expect(redirectHtml('/pl/docs/"<x>/')).not.toContain('"<x>');
  });
});
