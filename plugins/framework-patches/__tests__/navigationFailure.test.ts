import {createNavigationFailures} from '../src/navigationFailure';

describe('navigation failures', () => {
  it('lets Docusaurus reload when the page answers (a deploy replaced the chunks)', async () => {
    const open = jest.fn();
    const failures = createNavigationFailures(async () => true, open);
    await expect(failures.onChunkFailure('/pl/docs/billing/')).resolves.toBe('reload');
    expect(failures.get()).toBeNull();
  });

  it('keeps the reader on the page with a notice when the network is down, and retries until it answers', async () => {
    let online = false;
    const open = jest.fn();
    const seen: unknown[] = [];
    const failures = createNavigationFailures(async () => online, open);
    failures.subscribe((state) => seen.push(state && state.status));
    await expect(failures.onChunkFailure('/pl/docs/billing/')).resolves.toBe('stay');
    expect(failures.get()).toEqual({target: '/pl/docs/billing/', status: 'offline'});
    await failures.retry();
    expect(failures.get()?.status).toBe('still-offline');
    expect(open).not.toHaveBeenCalled();
    online = true;
    await failures.retry();
    expect(open).toHaveBeenCalledWith('/pl/docs/billing/');
    expect(failures.get()).toBeNull();
    expect(seen).toEqual(['offline', 'checking', 'still-offline', 'checking', null]);
  });

  it('forgets the notice when the reader closes it', async () => {
    const failures = createNavigationFailures(async () => false, jest.fn());
    await failures.onChunkFailure('/pl/docs/x/');
    failures.dismiss();
    expect(failures.get()).toBeNull();
  });
});
