import remarkSiteSettings from '../index';
import {telHref} from '../phone';

const settings = {supportEmail: 'pomoc@example.com', apiHostWaw: 'https://pl1-api.example.com'};

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

describe('phone numbers', () => {
  it('derives the tel: address from the printed number', () => {
    expect(telHref('+48 22 000 00 00')).toBe('tel:+48220000000');
    expect(telHref('(22) 123-45-67')).toBe('tel:221234567');
    expect(() => telHref('brak')).toThrow(/not a phone number/);
  });

  it('links the phone token in running text, not inside links or code', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'Zadzwoń pod %%supportPhone%% (opcja 3).'}]},
        {type: 'link', url: 'https://example.com', children: [{type: 'text', value: '%%supportPhone%%'}]},
        {type: 'paragraph', children: [{type: 'inlineCode', value: '%%supportPhone%%'}]},
      ],
    };
    remarkSiteSettings({settings: {...settings, supportPhone: '+48 22 000 00 00'}})(tree, {path: 'docs/x.mdx'});
    expect(tree.children[0].children).toEqual([
      {type: 'text', value: 'Zadzwoń pod '},
      {type: 'link', url: 'tel:+48220000000', children: [{type: 'text', value: '+48 22 000 00 00'}]},
      {type: 'text', value: ' (opcja 3).'},
    ]);
    expect(tree.children[1].children).toEqual([{type: 'text', value: '+48 22 000 00 00'}]);
    expect(tree.children[2].children).toEqual([{type: 'inlineCode', value: '+48 22 000 00 00'}]);
  });
});
