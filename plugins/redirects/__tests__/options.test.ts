import {validateOptions} from '../index';
import {redirectRules} from '../rules';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

describe('validateOptions (Joi, as Docusaurus runs it)', () => {
  it('defaults to the site rules of rules.ts', () => {
    expect(validate(undefined)).toEqual({id: 'default', rules: redirectRules});
    expect(validate({rules: [{from: '/a/', to: '/b/'}]}).rules).toEqual([{from: '/a/', to: '/b/'}]);
  });

  it.each([
    [{rules: '/a/ -> /b/'}, /"rules" must be a list of rules, each with two paths: from and to/],
    [{rules: ['/a/']}, /"rules\[0\]" must be an object with two paths, from and to/],
    [{rules: [{from: '/a/'}]}, /"rules\[0\]\.to" is missing: each redirect rule needs both from and to/],
    [{rules: [{from: '/a/', to: 5}]}, /"rules\[0\]\.to" must be a string/],
    [{redirects: []}, /"redirects" is not allowed/],
  ])('rejects %j naming the option', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});
