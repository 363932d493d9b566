import {validateOptions} from '../index';
import {homeTwin, type HomeContent} from '../src/home';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

const home: HomeContent = {
  title: 'Dokumentacja dla klientów',
  description: 'Dokumentacja platformy: konto i usługi.',
  lead: 'Wszystko, czego potrzebujesz.',
  tasksHeading: 'Od czego chcesz zacząć?',
  tasks: [
    {title: 'Utwórz maszynę', to: '/services/pierwsza-maszyna-wirtualna/'},
    {title: 'Połącz się', to: '/services/pierwsza-maszyna-wirtualna/#zaloguj-się-po-raz-pierwszy'},
  ],
  linksHeading: 'Szybkie linki',
  links: [{title: 'API', description: 'Publiczne REST API.', to: '/services/api/'}],
};
const origin = 'https://docs.example.com/pl/docs';
const twinOf = (route: string) => `${origin}${route}index.md`;

describe('homeTwin', () => {
  const text = homeTwin({
    home,
    url: `${origin}/`,
    twinOf,
    sections: [
      {
        title: 'Rozliczenia',
        pages: [
          {
            id: 'billing/faktury',
            title: 'Faktury',
            description: 'Kiedy powstaje faktura.',
            url: `${origin}/billing/faktury/`,
            twinUrl: `${origin}/billing/faktury/index.md`,
            markdown: '',
          },
        ],
      },
    ],
    files: [{label: 'llms.txt', url: `${origin}/llms.txt`, description: 'spis stron'}],
  });

  it('starts with the page title, then the description and the address', () => {
    expect(text.split('\n').slice(0, 5)).toEqual([
      '# Dokumentacja dla klientów',
      '',
      '> Dokumentacja platformy: konto i usługi.',
      '',
      `Adres strony: ${origin}/`,
    ]);
  });

  it('links the twins of the top tasks (without anchors), the quick links and every section page', () => {
    expect(text).toContain(
      `## Od czego chcesz zacząć?\n\n- [Utwórz maszynę](${origin}/services/pierwsza-maszyna-wirtualna/index.md)\n- [Połącz się](${origin}/services/pierwsza-maszyna-wirtualna/index.md)`,
    );
    expect(text).toContain(`## Szybkie linki\n\n- [API](${origin}/services/api/index.md): Publiczne REST API.`);
    expect(text).toContain(`### Rozliczenia\n\n- [Faktury](${origin}/billing/faktury/index.md): Kiedy powstaje faktura.`);
    expect(text).toContain(`- [llms.txt](${origin}/llms.txt): spis stron`);
  });
});

describe('home option', () => {
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('accepts the home texts and links', () => {
    expect(validate({home}).home).toEqual(home);
  });

  it('refuses a link that is not a route with its trailing slash', () => {
    expect(() => validate({home: {...home, links: [{title: 'API', to: '/services/api'}]}})).toThrow(
      /must be a route with its trailing slash/,
    );
  });
});
