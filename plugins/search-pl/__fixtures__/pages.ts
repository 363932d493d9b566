import type {SearchIndexData, SearchPage} from '../src/types';

/** A section as [heading, anchor, text]; the part before the first heading has '' for both. */
export type SectionRow = [heading: string, anchor: string, text: string];

/** A page of the index as the build writes it; `weight` only when below 1, as on the reference pages. */
export function indexPage(url: string, title: string, description: string, sections: SectionRow[], weight?: number): SearchPage {
  return {
    url,
    title,
    description,
    sections: sections.map(([heading, anchor, text]) => ({heading, anchor, text})),
    ...(weight === undefined ? {} : {weight}),
  };
}

/** A small index with the cases the engine must get right; texts are made up for the tests. */
export const fixtureIndex: SearchIndexData = {
  version: 1,
  pages: [
    indexPage('/pl/docs/oddzialy/', 'Oddziały', 'Gdzie mamy biura.', [
      ['', '', 'Biura działają w kilku miastach.'],
      ['Łódź', 'łódź', 'Biuro w Łodzi obsługuje klientów z centrum kraju.'],
      ['Gdańsk', 'gdańsk', 'Biuro nad morzem, ul. Długa 5.'],
    ]),
    indexPage('/pl/docs/dyski/', 'Dyski OVS', 'Jak działają dyski blokowe.', [
      ['', '', 'OVS to dyski blokowe maszyn. Każdy dysk ma tier od Tier-1 do Tier-5.'],
      ['Kontroler PVSCSI', 'kontroler-pvscsi', 'Kontroler PVSCSI daje najwyższą wydajność dyskom.'],
      ['Powiększanie dysku', 'powiekszanie-dysku', 'Dysk można tylko powiększyć, nigdy zmniejszyć.'],
    ]),
    indexPage('/pl/docs/api/limity/', 'Limity API', 'Ile zapytań przyjmuje API.', [
      ['', '', 'API przyjmuje 100 zapytań na minutę.'],
      ['Błąd 429', 'blad-429', 'Po przekroczeniu limitu API odpowiada kodem 429 Too Many Requests.'],
    ]),
    indexPage('/pl/docs/konto/2fa/', 'Uwierzytelnianie dwuskładnikowe (2FA)', 'Drugi składnik logowania.', [
      ['', '', 'Włącz 2FA, aby chronić konto przed przejęciem.'],
    ]),
    indexPage('/pl/docs/uslugi/', 'Usługi', 'Spis usług platformy.', [
      ['', '', 'Platforma oferuje kilka usług: maszyny, magazyn obiektów i łączność sieciową.'],
      ['Łączność', 'łączność', 'Sieci prywatne zapewniają łączność między maszynami w usłudze.'],
    ]),
  ],
};
