import type {PageFacts} from '../factTypes';

// Facts of the facts supplement placed on the FAQ pages (issue 16): panel procedures, reasons, limits.
export const facts: PageFacts[] = [
  {route: '/faq/faq/linked-clone/', facts: ['**Klonuj**', '**Linked Clone**', '**Inicjalizacja instancji**', 'punkt przywracania nałożony na dysk bazowy', 'w chwili utworzenia pierwszego z nich']},
  {route: '/faq/faq/jak-dzialaja-wlasne-szablony/', facts: ['**Utwórz Szablon**', '**Własne Szablony**', 'kolumnę **ID**', '**Bez inicjalizacji**', 'tylko nowy adres\nIP']},
  {route: '/faq/faq/grupy-maszyn-wirtualnych/', facts: ['maszyny trafiają na ten sam host', 'możliwie daleko od siebie']},
  {route: '/faq/faq/iops/', facts: ['Dlaczego IOPS są naliczane osobno', '2592 mln', 'około 100–200 IOPS']},
  {route: '/faq/faq/jak-przeniesc-maszyne-wirtualna/', facts: ['nowe publiczne adresy IP']},
  {route: '/faq/faq/logi-zdarzen/', facts: ['`GET /events`', '`GET /instances/{id}/events`']},
];
