import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {lastUpdateDecision, readGitState} from '../lastUpdate';

describe('last-update dates', () => {
  it('shows dates only with full git history', () => {
    expect(lastUpdateDecision({insideWorkTree: true, shallow: false})).toEqual({show: true});
    expect(lastUpdateDecision({insideWorkTree: true, shallow: true})).toMatchObject({
      show: false,
      reason: expect.stringContaining('shallow'),
    });
    expect(lastUpdateDecision({insideWorkTree: false, shallow: false})).toMatchObject({
      show: false,
      reason: expect.stringContaining('no git history'),
    });
  });

  it('reads the state of a folder outside any repository', () => {
    expect(readGitState(mkdtempSync(`${tmpdir()}/no-git-`))).toEqual({insideWorkTree: false, shallow: false});
  });
});
