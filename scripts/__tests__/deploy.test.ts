import {existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {KEEP_RELEASES, listReleases, liveRelease, main, previousRelease, releasesToPrune} from '../deploy.mjs';

// A fake build that writes a complete (or a broken) site, so deploys are tested without Docusaurus.
function fakeBuild(content: string, {complete = true, status = 0} = {}) {
  return (folder: string) => {
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, 'index.html'), content);
    if (complete)
      for (const file of ['404.html', 'sitemap.xml', 'robots.txt', 'search-index.json', 'llms.txt', 'llms-full.txt'])
        writeFileSync(join(folder, file), 'x');
    return status;
  };
}

// Release names come from the clock: the tests set it.
beforeEach(() => jest.useFakeTimers({doNotFake: ['nextTick', 'setImmediate', 'setTimeout']}));
afterEach(() => jest.useRealTimers());

function prepareAt(dir: string, build: (folder: string) => number, at: string): string {
  jest.setSystemTime(new Date(at));
  return main(['prepare', '--releases', dir], {build, log: () => undefined});
}

describe('atomic deploys', () => {
  it('publishes a verified release by switching the live symlink, and rolls back in one command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    const live = join(dir, 'www', 'docs');
    prepareAt(dir, fakeBuild('v1'), '2026-11-25T10:00:00Z');
    main(['publish', '--releases', dir, '--live', live], {log: () => undefined});
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('v1');
    prepareAt(dir, fakeBuild('v2'), '2026-11-25T11:00:00Z');
    // Preparing does not touch the live site.
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('v1');
    main(['publish', '--releases', dir, '--live', live], {log: () => undefined});
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('v2');
    expect(liveRelease(live)).toBe('20261125T110000Z');
    expect(readlinkSync(live)).not.toMatch(/^\//);
    main(['rollback', '--releases', dir, '--live', live], {log: () => undefined});
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('v1');
  });

  it('never publishes a failed or incomplete build, and removes its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    const live = join(dir, 'live');
    prepareAt(dir, fakeBuild('good'), '2026-11-25T10:00:00Z');
    main(['publish', '--releases', dir, '--live', live], {log: () => undefined});
    jest.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    expect(() => main(['prepare', '--releases', dir], {build: fakeBuild('bad', {status: 1}), log: () => undefined})).toThrow(
      /build failed \(exit 1\)/,
    );
    expect(() => main(['prepare', '--releases', dir], {build: fakeBuild('half', {complete: false}), log: () => undefined})).toThrow(
      /incomplete \(missing 404.html/,
    );
    expect(existsSync(join(dir, '20261125T120000Z'))).toBe(false);
    expect(listReleases(dir)).toEqual(['20261125T100000Z']);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('good');
    expect(() => main(['publish', '--releases', dir, '--live', live, '20261125T120000Z'], {log: () => undefined})).toThrow(
      /no verified release/,
    );
  });

  it('keeps the last releases and never prunes the live one', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(releasesToPrune(names, 'g')).toEqual(names.slice(0, names.length - KEEP_RELEASES));
    expect(releasesToPrune(names, 'a')).toEqual(['b']);
    expect(previousRelease(names, 'c')).toBe('b');
    expect(previousRelease(names, 'a')).toBeNull();
  });

  it('refuses to replace a real folder with the symlink', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-'));
    const live = join(dir, 'live');
    mkdirSync(live);
    prepareAt(dir, fakeBuild('v1'), '2026-11-25T10:00:00Z');
    expect(() => main(['publish', '--releases', dir, '--live', live], {log: () => undefined})).toThrow(/real folder/);
  });
});
