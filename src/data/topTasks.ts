/**
 * What readers come to the portal to do, in the home page's first screen. Each task leads to a
 * page with numbered steps (tests/e2e/home.e2e.ts follows every link and checks).
 */
export interface TopTask {
  /** The task in the reader's words, an imperative. */
  title: string;
  /** Canonical route relative to the base path, with a trailing slash, optionally an anchor. */
  to: string;
}

export const topTasks: readonly TopTask[] = [
  {title: 'Utwórz pierwszą maszynę wirtualną', to: '/services/pierwsza-maszyna-wirtualna/'},
  {title: 'Połącz się z maszyną', to: '/services/pierwsza-maszyna-wirtualna/#zaloguj-się-po-raz-pierwszy'},
  {title: 'Wyślij pierwsze zapytanie do API z tokenem', to: '/services/api/przyklady/'},
  {title: 'Załóż kontener w Cloud Storage i połącz się z nim', to: '/services/cloud-storage/polaczenie-z-usluga/'},
  {title: 'Doładuj konto lub zapłać', to: '/billing/sposoby-doladowan/'},
  {title: 'Uruchom klaster Kubernetes', to: '/services/kubernetes-service/konfiguracja-klastra/'},
  {title: 'Zgłoś problem wsparciu', to: '/support/sposoby-kontaktu/'},
];
