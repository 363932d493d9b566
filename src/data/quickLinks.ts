/** Quick links of the home page: the five areas readers open most, as the spec lists them. */
export interface QuickLink {
  title: string;
  description: string;
  /** Canonical route relative to the base path, with a trailing slash. */
  to: string;
}

export const quickLinks: readonly QuickLink[] = [
  {
    title: 'Maszyny wirtualne (OCI)',
    description: 'Tworzenie, klonowanie, dyski, adresy IP i kopie zapasowe maszyn wirtualnych.',
    to: '/services/maszyna-wirtualna/',
  },
  {
    title: 'Cloud Storage (OCS)',
    description: 'Kontenery, obiekty, autoryzacja, replikacja i dostęp przez API zgodne z S3.',
    to: '/services/cloud-storage/',
  },
  {
    title: 'API',
    description: 'Publiczne REST API: autoryzacja, przykłady wywołań, słowniki i kody błędów.',
    to: '/services/api/',
  },
  {
    title: 'Terraform',
    description: 'Infrastruktura jako kod: konfiguracja providera i zasobów maszyn wirtualnych.',
    to: '/services/terraform/',
  },
  {
    title: 'Rozliczenia',
    description: 'Modele rozliczeń, doładowania, metody płatności, faktury i program Smart Benefit.',
    to: '/billing/',
  },
];
