/**
 * Site settings: the one place where the platform's name, its public addresses and the
 * support contacts live. Pages reach them through `%%key%%` tokens (replaced at build time by
 * plugins/remark-site-settings) and components import them from here.
 *
 * The defaults are neutral (reserved example.com names) so that nothing points at a real
 * service by accident; a deployer sets the real values here, or overrides any of them at build
 * time with an environment variable SITE_<KEY_IN_UPPER_SNAKE_CASE> (for example
 * SITE_PANEL_URL=https://panel.example.net/).
 * The fields and what each means: plugins/page-data-kit/siteSettings.ts (the kit plugins share).
 */
import {API_CONSOLE_MODES, type SiteSettings} from '../plugins/page-data-kit/siteSettings';
import {isEventsPath} from './utils/readerEvents';

export type {SiteSettings};

export {API_CONSOLE_MODES};
export type {ApiConsoleMode} from '../plugins/page-data-kit/siteSettings';

export const defaultSiteSettings: SiteSettings = {
  platformName: 'Example Cloud',
  docsSiteUrl: 'https://docs.example.com',
  providerUrl: 'https://www.example.com/',
  panelUrl: 'https://panel.example.com/',
  registrationUrl: 'https://rejestracja.example.com/',
  apiHostWaw: 'https://pl1-api.example.com',
  apiHostKrk: 'https://pl2-api.example.com',
  identityUrl: 'https://identity.example.com',
  storageHostWaw: 'https://pl-waw.storage.example.com',
  storageHostKrk: 'https://pl-krk.storage.example.com',
  supportEmail: 'pomoc@example.com',
  supportPhone: '+48 22 000 00 00',
  salesEmail: 'sprzedaz@example.com',
  salesPhone: '+48 22 000 00 01',
  brand: 'example',
  kubernetesProvisioner: 'csi.example.com',
  apiScope: 'example.api',
  apiScopeReadonly: 'example.api.readonly',
  terraformProviderName: 'example',
  terraformProviderSource: 'example.com/iaac/example',
  priceListUrl: 'https://www.example.com/cennik/',
  readerEventsPath: '',
  apiConsole: 'sandbox',
};

/** Settings whose default follows the brand when a deployer sets only SITE_BRAND. */
const BRAND_DERIVED: Readonly<Partial<Record<SiteSettingKey, (brand: string) => string>>> = {
  kubernetesProvisioner: (brand) => `csi.${brand}.com`,
  apiScope: (brand) => `${brand}.api`,
  apiScopeReadonly: (brand) => `${brand}.api.readonly`,
  terraformProviderName: (brand) => brand,
  terraformProviderSource: (brand) => `${brand}.com/iaac/${brand}`,
};

export type SiteSettingKey = keyof SiteSettings;

/** SITE_PANEL_URL for panelUrl: the environment name a deployer uses to override a key. */
export function envNameFor(key: SiteSettingKey): string {
  return `SITE_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

const URL_KEYS: readonly SiteSettingKey[] = [
  'docsSiteUrl',
  'providerUrl',
  'panelUrl',
  'registrationUrl',
  'apiHostWaw',
  'apiHostKrk',
  'identityUrl',
  'storageHostWaw',
  'storageHostKrk',
  'priceListUrl',
];

/**
 * Merges environment overrides into the defaults and checks every value, so that a typo in a
 * deployment fails the build with a message naming the variable instead of shipping a dead link.
 */
export function resolveSiteSettings(env: Record<string, string | undefined> = {}, base: SiteSettings = defaultSiteSettings): SiteSettings {
  const resolved: SiteSettings = {...base};
  for (const key of Object.keys(base) as SiteSettingKey[]) {
    const override = env[envNameFor(key)];
    if (override !== undefined && override.trim() !== '') {
      (resolved as unknown as Record<SiteSettingKey, string>)[key] = override.trim();
    }
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(resolved.brand)) {
    throw new Error(`Site setting brand (SITE_BRAND) must be lower case letters, digits and hyphens: "${resolved.brand}"`);
  }
  for (const [key, derive] of Object.entries(BRAND_DERIVED) as [SiteSettingKey, (brand: string) => string][]) {
    if (env[envNameFor(key)]?.trim()) continue;
    if (resolved[key] === base[key] && base[key] === derive(base.brand)) {
      (resolved as unknown as Record<SiteSettingKey, string>)[key] = derive(resolved.brand);
    }
  }
  for (const key of URL_KEYS) {
    const value = resolved[key];
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`Site setting ${key} (${envNameFor(key)}) is not a valid URL: "${value}"`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(`Site setting ${key} (${envNameFor(key)}) must be an http(s) URL: "${value}"`);
    }
  }
  for (const key of ['supportEmail', 'salesEmail'] as const) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(resolved[key])) {
      throw new Error(`Site setting ${key} (${envNameFor(key)}) is not an e-mail address: "${resolved[key]}"`);
    }
  }
  for (const key of ['supportPhone', 'salesPhone'] as const) {
    if (!/^\+?[0-9 ()-]{6,}$/.test(resolved[key])) {
      throw new Error(`Site setting ${key} (${envNameFor(key)}) is not a phone number: "${resolved[key]}"`);
    }
  }
  // hostname/namespace/type, as Terraform parses a provider source address.
  if (!/^[a-z0-9.-]+\/[a-z0-9_-]+\/[a-z0-9_-]+$/.test(resolved.terraformProviderSource)) {
    throw new Error(
      `Site setting terraformProviderSource (SITE_TERRAFORM_PROVIDER_SOURCE) must be host/namespace/type, e.g. example.com/iaac/example: "${resolved.terraformProviderSource}"`,
    );
  }
  if (!isEventsPath(resolved.readerEventsPath)) {
    throw new Error(
      `Site setting readerEventsPath (SITE_READER_EVENTS_PATH) must be a path on the docs host, e.g. /pl/docs/zdarzenia, or empty: "${resolved.readerEventsPath}"`,
    );
  }
  if (!(API_CONSOLE_MODES as readonly string[]).includes(resolved.apiConsole)) {
    throw new Error(`Site setting apiConsole (SITE_API_CONSOLE) must be one of ${API_CONSOLE_MODES.join(', ')}: "${resolved.apiConsole}"`);
  }
  if (resolved.platformName.trim() === '') {
    throw new Error('Site setting platformName (SITE_PLATFORM_NAME) must not be empty');
  }
  return resolved;
}
