import {createHash} from 'node:crypto';
import {contentSecurityPolicy, cspConf, inlineScriptHashes} from '../csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts only, byte for byte', () => {
    const html = `<head><script>a()</script><script type="application/ld+json">{"a":1}</script>
<script src="/x.js"></script><script type="module">b()</script><script data-rh="true">c()\n</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()\n')]);
  });

  it('builds a policy without unsafe-inline for scripts, sorted and without duplicates', () => {
    const policy = contentSecurityPolicy([sha('b'), sha('a'), sha('b')]);
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('adds the hosts of configured third parties', () => {
    const policy = contentSecurityPolicy([], {scriptHosts: ['https://www.googletagmanager.com'], connectHosts: ['https://x.algolia.net']});
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://x.algolia.net");
  });

  it('writes an nginx include with the policy', () => {
    expect(cspConf("default-src 'self'")).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
  });
});
