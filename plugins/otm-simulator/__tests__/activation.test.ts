import {createActivation} from '../src/activation';

describe('createActivation', () => {
  it('stays off and keeps its promise pending until activated', async () => {
    const activation = createActivation();
    const settled = jest.fn();
    void activation.promise.then(settled);
    await Promise.resolve();
    expect(activation.active).toBe(false);
    expect(settled).not.toHaveBeenCalled();
  });

  it('resolves once, on the first activation, and stays on', async () => {
    const activation = createActivation();
    activation.activate();
    activation.activate();
    await expect(activation.promise).resolves.toBeUndefined();
    expect(activation.active).toBe(true);
  });
});
