import remarkSiteSettings from '../index';
import {substituteSettings} from '../substitute';

const settings = {supportEmail: 'pomoc@example.com', apiHostWaw: 'https://pl1-api.example.com'};

describe('substituteSettings', () => {
  it('replaces every token and leaves other text alone', () => {
    expect(substituteSettings('Pisz na %%supportEmail%% lub %%supportEmail%%.', settings)).toBe(
      'Pisz na pomoc@example.com lub pomoc@example.com.',
    );
    expect(substituteSettings('50% rabatu, 100 %', settings)).toBe('50% rabatu, 100 %');
  });

  it('fails on an unknown key, naming the page and the known keys', () => {
    expect(() => substituteSettings('%%panelAddress%%', settings, 'docs/a.mdx')).toThrow(
      /Unknown site setting %%panelAddress%% in docs\/a\.mdx\. Known settings: supportEmail, apiHostWaw/,
    );
  });
});

describe('remark plugin', () => {
  it('fills text, code, inline code, link addresses and JSX attributes, and skips directive records', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'E-mail: %%supportEmail%%'}]},
        {type: 'link', url: 'mailto:%%supportEmail%%', children: [{type: 'inlineCode', value: '%%supportEmail%%'}]},
        {type: 'code', value: 'curl %%apiHostWaw%%/services/instances'},
        {type: 'mdxJsxFlowElement', attributes: [{type: 'mdxJsxAttribute', value: '%%apiHostWaw%%'}], children: []},
        {type: 'containerDirective', attributes: {class: 'x'}, children: [{type: 'text', value: '%%supportEmail%%'}]},
      ],
    };
    remarkSiteSettings({settings})(tree, {path: 'docs/x.mdx'});
    expect(JSON.stringify(tree)).not.toContain('%%');
    expect(tree.children[2]).toEqual({type: 'code', value: 'curl https://pl1-api.example.com/services/instances'});
    expect((tree.children[1] as {url: string}).url).toBe('mailto:pomoc@example.com');
  });
});
