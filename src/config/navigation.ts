import type {Footer, Navbar} from '@docusaurus/theme-common';
import type {SiteSettings} from '../siteSettings';

/**
 * Top navigation and footer. Section links are internal routes; the two outbound links come
 * from the site settings so a deployer changes them in one place.
 */
export function buildNavbar(settings: SiteSettings): Navbar {
  return {
    logo: {
      alt: `${settings.platformName} — strona główna dokumentacji`,
      src: 'img/logo.png',
      width: 32,
      height: 32,
    },
    hideOnScroll: false,
    items: [
      {to: '/', label: 'Start', position: 'left', activeBaseRegex: '^/pl/docs/$'},
      {to: '/account/', label: 'Konto', position: 'left', activeBasePath: '/account/'},
      {to: '/billing/', label: 'Rozliczenia', position: 'left', activeBasePath: '/billing/'},
      {to: '/support/', label: 'Wsparcie', position: 'left', activeBasePath: '/support/'},
      {to: '/services/', label: 'Usługi', position: 'left', activeBasePath: '/services/'},
      {
        to: '/safety/rozszerzony-opis-bezpieczenstwa/',
        label: 'Bezpieczeństwo',
        position: 'left',
        activeBasePath: '/safety/',
      },
      {to: '/faq/faq/', label: 'FAQ', position: 'left', activeBasePath: '/faq/'},
      {to: '/narzedzia/', label: 'Narzędzia', position: 'left', activeBasePath: '/narzedzia/'},
      {href: settings.providerUrl, label: 'Strona dostawcy', position: 'right'},
      {href: settings.panelUrl, label: 'Panel', position: 'right'},
    ],
  } satisfies Navbar;
}

export function buildFooter(settings: SiteSettings): Footer {
  return {
    style: 'dark',
    links: [
      {
        items: [
          {label: 'Konto', to: '/account/'},
          {label: 'Rozliczenia', to: '/billing/'},
          {label: 'Usługi', to: '/services/'},
          {label: 'FAQ', to: '/faq/faq/'},
          {label: 'Słowniczek pojęć', to: '/slowniczek/'},
        ],
      },
      {
        title: 'Pomoc',
        items: [
          {label: 'Wsparcie', to: '/support/'},
          {label: 'Sposoby kontaktu', to: '/support/sposoby-kontaktu/'},
          {label: `E-mail: ${settings.supportEmail}`, href: `mailto:${settings.supportEmail}`},
        ],
      },
      {
        title: settings.platformName,
        items: [
          {label: 'Strona dostawcy', href: settings.providerUrl},
          {label: 'Panel administracyjny', href: settings.panelUrl},
          {label: 'Bezpieczeństwo danych', to: '/safety/rozszerzony-opis-bezpieczenstwa/'},
        ],
      },
    ],
    copyright: `© ${new Date().getFullYear()} ${settings.platformName}. Dokumentacja dla klientów platformy.`,
  } satisfies Footer;
}
