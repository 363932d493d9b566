import {offscreenTableStyle} from '../src/offscreenTable';

describe('offscreenTableStyle', () => {
  it('skips the table off screen and reserves a height from its rows', () => {
    expect(offscreenTableStyle(12)).toEqual({contentVisibility: 'auto', containIntrinsicSize: 'auto calc(12 * max(6.5rem, 17rem - 13vw))'});
  });
});
