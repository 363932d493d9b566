import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import pluginErrorCatalogue, {validateOptions} from '../index';
import {errorCatalogueData} from '../data/errors';
import type {ErrorCatalogueContent} from '../src/load';
import {describeDataPlugin, describeOptions} from '../../../tests/unit/dataPluginTests';

describeDataPlugin<ErrorCatalogueContent>('error-catalogue', {
  plugin: (siteDir) => pluginErrorCatalogue({siteDir, baseUrl: '/pl/docs/'} as LoadContext, {}),
  fixtures: join(__dirname, '..', '__fixtures__'),
  loads: {
    title: 'loads the catalogue when every page links existing entries',
    content: {...errorCatalogueData, route: '/services/api/kody-bledow/'},
  },
  fails: {
    title: 'fails the build naming the page and line of a missing entry',
    message: 'docs/services/broken.mdx: line 7: <ErrorCode code={418} /> points to #blad-418',
  },
  output: {
    path: 'api/errors.json',
    check: (written) => {
      const {errors} = written as {errors: {anchor: string}[]};
      expect(errors.map((error) => error.anchor)).toContain('blad-oci-snapshoty');
    },
  },
});

describeOptions(validateOptions, {outputPath: 'api/errors.json', route: {option: 'catalogueRoute', default: '/services/api/kody-bledow/'}});
