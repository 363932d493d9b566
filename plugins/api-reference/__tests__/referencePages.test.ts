import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {resolveSiteSettings} from '../../../src/siteSettings';
import {siteOpenApiDocument} from '../src/site';
import {
  bodySkeleton,
  mdxText,
  operationAnchor,
  operationsOf,
  referencePages,
  relativeDocLinks,
  slugify,
  typeLabel,
} from '../src/referencePages';
import {apiSurface} from '../data';
import {API_REFERENCE_FOLDER, generatedReferenceFiles, orphanedFiles} from '../generated';

// The committed reference pages are what the generator writes from the data; a change to the
// texts or the surface must regenerate them with `npm run generate`.
const ROOT = join(__dirname, '../../..');
const settings = resolveSiteSettings({});
const document = siteOpenApiDocument(settings);
const pages = referencePages({document, docsOrigin: settings.docsSiteUrl, baseUrl: '/pl/docs/'});

describe('reference pages', () => {
  it('are committed exactly as the generator writes them, with the Terraform pages (else run `npm run generate`)', () => {
    const files = generatedReferenceFiles(settings);
    expect(files.filter((file) => file.path.startsWith(`${API_REFERENCE_FOLDER}/`)).map((file) => file.content)).toEqual(
      pages.map((page) => page.mdx),
    );
    const stale = files.filter((file) => readFileSync(join(ROOT, file.path), {encoding: 'utf8', flag: 'r'}) !== file.content);
    const problems = [
      ...stale.map((file) => `stale: ${file.path}`),
      ...orphanedFiles(ROOT, files).map((path) => `no longer generated: ${path}`),
    ];
    expect(problems.length === 0 ? 'fresh' : `${problems.join('\n')}\nRun npm run generate.`).toBe('fresh');
  });

  it('give every operation of the surface an anchored section with its method and path', () => {
    const text = pages.map((page) => page.mdx).join('\n');
    for (const operation of apiSurface.operations) {
      expect(text).toContain(
        `{/* #${operationAnchor(operation.id)} */}\n\n\`${operation.method} ${operation.path}\` · operacja \`${operation.id}\``,
      );
    }
    expect(operationsOf(document)).toHaveLength(apiSurface.operations.length);
    const anchors = apiSurface.operations.map((operation) => operationAnchor(operation.id));
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('hold no host or address from the settings (pages follow the deployment)', () => {
    for (const page of pages) {
      expect(page.mdx).not.toContain(settings.docsSiteUrl);
      expect(page.mdx).not.toContain(settings.apiHostWaw);
      expect(page.mdx).not.toContain(settings.identityUrl);
    }
  });

  it('escape MDX, slug Polish names and describe types for readers', () => {
    expect(mdxText('GET /tickets/{id} <b>')).toBe('GET /tickets/\\{id\\} \\<b\\>');
    expect(slugify('Maszyny wirtualne (OCI)')).toBe('maszyny-wirtualne-oci');
    expect(slugify('Sieci prywatne (OPN)')).toBe('sieci-prywatne-opn');
    expect(operationAnchor('InstancesPostCloneTicket')).toBe('instances-post-clone-ticket');
    expect(typeLabel({type: 'array', items: {$ref: '#/components/schemas/Ticket'}})).toEqual({text: 'tablica Ticket', model: 'Ticket'});
    expect(typeLabel({type: 'string', format: 'date-time'}).text).toBe('string (date-time)');
    expect(
      relativeDocLinks('[x](https://docs.example.com/pl/docs/services/api/slowniki/#slownik-17)', 'https://docs.example.com', '/pl/docs/'),
    ).toBe('[x](/services/api/slowniki/#slownik-17)');
    expect(bodySkeleton(document, 'CreateInstanceCommand')).toMatchObject({InstanceName: '', DiskSize: 0, SshKeysIds: []});
  });
});
