import {withoutDocDescriptions} from '../src/leanVersionProps';

const tree = () => ({
  path: '/pl/docs/',
  routes: [
    {
      path: '/pl/docs/',
      props: {
        version: {
          pluginId: 'default',
          docsSidebars: {docs: [{type: 'link', label: 'Faktury', href: '/pl/docs/billing/faktury/'}]},
          docs: {
            'billing/faktury': {id: 'billing/faktury', title: 'Faktury', description: 'Jak pobrać fakturę.', sidebar: 'docs'},
            'faq/faq/iops': {id: 'faq/faq/iops', title: 'IOPS', description: 'Limity IOPS.'},
          },
        },
      },
      routes: [{path: '/pl/docs/billing/faktury/', component: 'DocItem', props: {description: 'kept: not a version prop'}}],
    },
  ],
});

describe('the docs version prop without page descriptions', () => {
  it('drops every description and keeps ids, titles, sidebars and the sidebar tree', () => {
    const lean = withoutDocDescriptions(tree());
    const version = lean.routes[0].props.version as {docs: Record<string, object>; docsSidebars: unknown};
    expect(version.docs).toEqual({
      'billing/faktury': {id: 'billing/faktury', title: 'Faktury', sidebar: 'docs'},
      'faq/faq/iops': {id: 'faq/faq/iops', title: 'IOPS'},
    });
    expect(version.docsSidebars).toEqual(tree().routes[0].props.version.docsSidebars);
    expect(JSON.stringify(lean)).not.toMatch(/Jak pobrać|Limity IOPS/);
  });

  it('leaves other props and routes as they are and does not change its input', () => {
    const input = tree();
    const lean = withoutDocDescriptions(input);
    expect(lean.routes[0].routes).toEqual(input.routes[0].routes);
    expect(input).toEqual(tree());
    expect(withoutDocDescriptions({path: '/x/', component: 'Page'})).toEqual({path: '/x/', component: 'Page'});
  });
});
