import {validateOptions} from '../index';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

describe('lean-bundle options (Joi, as Docusaurus runs it)', () => {
  const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

  it('takes none: only the id Docusaurus adds', () => {
    expect(validate(undefined)).toEqual({id: 'default'});
  });

  it('rejects any option by name', () => {
    expect(() => validate({languages: ['python']})).toThrow(/"languages" is not an option of lean-bundle: it takes none/);
  });
});
