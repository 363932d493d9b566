import {fitView, keyAction, steppedScale, translationFor, ZOOM_LIMITS} from '../src/zoomView';

/** Where Panzoom's transform (scale, then translate, about the element's centre) puts the top left corner. */
function topLeft(size: {width: number; height: number}, view: {scale: number; x: number; y: number}) {
  return {
    left: size.width / 2 + view.scale * (-size.width / 2 + view.x),
    top: size.height / 2 + view.scale * (-size.height / 2 + view.y),
  };
}

describe('the full-screen diagram view', () => {
  const phone = {width: 360, height: 560};
  const wide = {width: 1100, height: 300};

  it('opens a wide drawing at its natural size with its middle in the middle, so text is as large as drawn', () => {
    const view = fitView(wide, phone, {fit: false});
    expect(view.scale).toBe(1);
    expect(topLeft(wide, view)).toEqual({left: (360 - 1100) / 2, top: 130});
    const tall = {width: 300, height: 2000};
    expect(topLeft(tall, fitView(tall, phone, {fit: false}))).toEqual({left: 30, top: 16});
  });

  it('centres a drawing that fits the screen', () => {
    const small = {width: 200, height: 100};
    const view = fitView(small, {width: 1280, height: 800}, {fit: false});
    expect(topLeft(small, view)).toEqual({left: 540, top: 350});
  });

  it('fits the whole drawing on the screen, centred, never above its natural size', () => {
    const view = fitView(wide, phone, {fit: true});
    expect(view.scale).toBeCloseTo((360 - 32) / 1100);
    const corner = topLeft(wide, view);
    expect(corner.left).toBeCloseTo(16);
    expect(corner.top).toBeCloseTo((560 - 300 * view.scale) / 2);
    expect(fitView({width: 100, height: 50}, phone, {fit: true}).scale).toBe(1);
  });

  it('translates for any scale', () => {
    const view = translationFor(wide, 2, 10, 20);
    expect(topLeft(wide, view)).toEqual({left: 10, top: 20});
  });

  it('maps keys: arrows pan like scrolling, + and − zoom, 0 natural size, F fit; others are left alone', () => {
    expect(keyAction('ArrowRight')).toEqual({kind: 'pan', x: -48, y: 0});
    expect(keyAction('ArrowUp')).toEqual({kind: 'pan', x: 0, y: 48});
    expect(keyAction('+')).toEqual({kind: 'zoomIn'});
    expect(keyAction('-')).toEqual({kind: 'zoomOut'});
    expect(keyAction('0')).toEqual({kind: 'natural'});
    expect(keyAction('f')).toEqual({kind: 'fit'});
    expect(keyAction('Escape')).toBeNull();
    expect(keyAction('Tab')).toBeNull();
  });

  it('steps the zoom within its limits', () => {
    expect(steppedScale(1, 1)).toBeCloseTo(Math.exp(ZOOM_LIMITS.step));
    expect(steppedScale(ZOOM_LIMITS.maxScale, 1)).toBe(ZOOM_LIMITS.maxScale);
    expect(steppedScale(ZOOM_LIMITS.minScale, -1)).toBe(ZOOM_LIMITS.minScale);
  });
});
