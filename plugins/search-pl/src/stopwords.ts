/**
 * Polish function words, folded (see normalize.ts). Readers ask questions ('jak dodać kartę',
 * 'gdzie są faktury'): these words carry no topic, so a query drops them unless it has nothing
 * else. Short on purpose: a word that can name a topic ('konto', 'dane') is never here.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a aby albo ale ani az bez bo by byc byl byla bylo czy czego czemu czym co dla do gdy gdzie ' +
    'i ich ile im ja jak jaka jaki jakie jakich jako je jego jej jesli jest jestem jezeli juz ' +
    'ktora ktore ktory ktorych ktorym kiedy lub lecz ma mam mi mnie moge moj moja moje mozna ' +
    'moze mozesz na nad nie niz o od oraz po pod przez przy sa sie siebie sobie ta tak tam te ' +
    'tego tej ten to tu tylko u w we wiec z za ze zeby dlaczego the of and or is to in for'
  ).split(' '),
);
