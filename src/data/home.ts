/**
 * The home page's own texts, in one place: the page (src/pages/index.tsx and its sections) shows
 * them and the build writes them into the page's Markdown twin (plugins/markdown-twins, `home`
 * option), so the twin never drifts from the page.
 */
export const homeHeadings = {
  tasks: 'Od czego chcesz zacząć?',
  links: 'Szybkie linki',
} as const;

export interface HomeTexts {
  /** The `<title>` of the page. */
  pageTitle: string;
  /** Its `<h1>`. */
  title: string;
  description: string;
  lead: string;
}

export function homeTexts(platformName: string): HomeTexts {
  return {
    pageTitle: 'Strona główna',
    title: 'Dokumentacja dla klientów',
    description: `Dokumentacja platformy ${platformName}: konto, rozliczenia, maszyny wirtualne, Cloud Storage, API, Terraform i wsparcie techniczne.`,
    lead: 'Instrukcje do panelu administracyjnego, opis usług i publicznego API — wszystko, czego potrzebujesz, by uruchomić i utrzymać swoją infrastrukturę w chmurze.',
  };
}
