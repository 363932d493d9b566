import type {SearchIndexData} from '../src/types';

/** A small index with the cases the engine must get right; texts are made up for the tests. */
export const fixtureIndex: SearchIndexData = {
  version: 1,
  pages: [
    {
      url: '/pl/docs/oddzialy/',
      title: 'Oddziały',
      description: 'Gdzie mamy biura.',
      sections: [
        {heading: '', anchor: '', text: 'Biura działają w kilku miastach.'},
        {heading: 'Łódź', anchor: 'łódź', text: 'Biuro w Łodzi obsługuje klientów z centrum kraju.'},
        {heading: 'Gdańsk', anchor: 'gdańsk', text: 'Biuro nad morzem, ul. Długa 5.'},
      ],
    },
    {
      url: '/pl/docs/dyski/',
      title: 'Dyski OVS',
      description: 'Jak działają dyski blokowe.',
      sections: [
        {heading: '', anchor: '', text: 'OVS to dyski blokowe maszyn. Każdy dysk ma tier od Tier-1 do Tier-5.'},
        {heading: 'Kontroler PVSCSI', anchor: 'kontroler-pvscsi', text: 'Kontroler PVSCSI daje najwyższą wydajność dyskom.'},
        {heading: 'Powiększanie dysku', anchor: 'powiekszanie-dysku', text: 'Dysk można tylko powiększyć, nigdy zmniejszyć.'},
      ],
    },
    {
      url: '/pl/docs/api/limity/',
      title: 'Limity API',
      description: 'Ile zapytań przyjmuje API.',
      sections: [
        {heading: '', anchor: '', text: 'API przyjmuje 100 zapytań na minutę.'},
        {heading: 'Błąd 429', anchor: 'blad-429', text: 'Po przekroczeniu limitu API odpowiada kodem 429 Too Many Requests.'},
      ],
    },
    {
      url: '/pl/docs/konto/2fa/',
      title: 'Uwierzytelnianie dwuskładnikowe (2FA)',
      description: 'Drugi składnik logowania.',
      sections: [{heading: '', anchor: '', text: 'Włącz 2FA, aby chronić konto przed przejęciem.'}],
    },
    {
      url: '/pl/docs/uslugi/',
      title: 'Usługi',
      description: 'Spis usług platformy.',
      sections: [
        {heading: '', anchor: '', text: 'Platforma oferuje kilka usług: maszyny, magazyn obiektów i łączność sieciową.'},
        {heading: 'Łączność', anchor: 'łączność', text: 'Sieci prywatne zapewniają łączność między maszynami w usłudze.'},
      ],
    },
  ],
};
