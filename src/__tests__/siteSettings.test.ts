import {defaultSiteSettings, envNameFor, resolveSiteSettings} from '../siteSettings';

describe('site settings', () => {
  it('names the environment variable of each key in upper snake case', () => {
    expect(envNameFor('panelUrl')).toBe('SITE_PANEL_URL');
    expect(envNameFor('apiHostWaw')).toBe('SITE_API_HOST_WAW');
    expect(envNameFor('docsSiteUrl')).toBe('SITE_DOCS_SITE_URL');
  });

  it('keeps the neutral defaults without overrides', () => {
    expect(resolveSiteSettings({})).toEqual(defaultSiteSettings);
    for (const value of Object.values(defaultSiteSettings)) {
      if (value.startsWith('http')) expect(new URL(value).hostname).toMatch(/(^|\.)example\.com$/);
    }
  });

  it('takes a deployer override from the environment', () => {
    const settings = resolveSiteSettings({SITE_PANEL_URL: 'https://panel.example.net/', SITE_PLATFORM_NAME: 'Chmura X'});
    expect(settings.panelUrl).toBe('https://panel.example.net/');
    expect(settings.platformName).toBe('Chmura X');
    expect(settings.providerUrl).toBe(defaultSiteSettings.providerUrl);
  });

  it('derives the brand-specific identifiers from SITE_BRAND unless they are set themselves', () => {
    const settings = resolveSiteSettings({SITE_BRAND: 'chmurax', SITE_API_SCOPE: 'inna.api'});
    expect(settings.kubernetesProvisioner).toBe('csi.chmurax.com');
    expect(settings.apiScopeReadonly).toBe('chmurax.api.readonly');
    expect(settings.terraformProviderName).toBe('chmurax');
    expect(settings.terraformProviderSource).toBe('chmurax.com/iaac/chmurax');
    expect(settings.apiScope).toBe('inna.api');
    expect(resolveSiteSettings({}).kubernetesProvisioner).toBe('csi.example.com');
  });

  it.each([
    [{SITE_BRAND: 'Chmura X'}, /SITE_BRAND.*lower case/],
    [{SITE_PRICE_LIST_URL: 'cennik'}, /SITE_PRICE_LIST_URL.*not a valid URL/],
    [{SITE_PANEL_URL: 'panel.example.net'}, /SITE_PANEL_URL.*not a valid URL/],
    [{SITE_API_HOST_WAW: 'ftp://api.example.net'}, /SITE_API_HOST_WAW.*http\(s\)/],
    [{SITE_SUPPORT_EMAIL: 'pomoc'}, /SITE_SUPPORT_EMAIL.*e-mail/],
    [{SITE_SUPPORT_PHONE: 'zadzwoń'}, /SITE_SUPPORT_PHONE.*phone/],
    [{SITE_READER_EVENTS_PATH: 'https://stats.example.net/e'}, /SITE_READER_EVENTS_PATH.*path on the docs host/],
    [{SITE_SALES_EMAIL: 'sprzedaz'}, /SITE_SALES_EMAIL.*e-mail/],
    [{SITE_SALES_PHONE: 'zadzwoń'}, /SITE_SALES_PHONE.*phone/],
    [{SITE_TERRAFORM_PROVIDER_SOURCE: 'https://example.com/iaac/example'}, /SITE_TERRAFORM_PROVIDER_SOURCE.*host\/namespace\/type/],
  ])('rejects a bad override %o with a message naming the variable', (env, message) => {
    expect(() => resolveSiteSettings(env)).toThrow(message);
  });
});
