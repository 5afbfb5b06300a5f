import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  fitZoom,
  feetToPx,
  landmarkBox,
  mapExtent,
  parseSize,
  spaceBox,
  zoomIn,
  zoomLabel,
  zoomOut,
} from './map-geometry.js';

describe('the market map geometry (12 px per foot)', () => {
  it("reads a space size given as 'WxH' in feet", () => {
    expect(parseSize('10x20')).toEqual({ width: 10, height: 20 });
    expect(parseSize(' 8 X 12 ')).toEqual({ width: 8, height: 12 });
    expect(parseSize('7.5x10')).toEqual({ width: 7.5, height: 10 });
  });

  it('draws a space without a usable size as the default 10x10 feet', () => {
    for (const size of [undefined, null, '', 'large', '10', '0x10', '10x-5', 'x10']) {
      expect(parseSize(size)).toEqual({ width: 10, height: 10 });
    }
  });

  it('turns feet into pixels at the zoom level', () => {
    expect(feetToPx(10, 1)).toBe(120);
    expect(feetToPx(10, 0.5)).toBe(60);
    expect(feetToPx(10, 2)).toBe(240);
    expect(spaceBox({ position: { x: 10, y: 45 }, size: '10x20' }, 1.2)).toEqual({
      left: 144,
      top: 648,
      width: 144,
      height: 288,
    });
    expect(spaceBox({ position: { x: 0, y: 0 } }, 1)).toMatchObject({ width: 120, height: 120 });
  });

  it('draws landmarks by their dimensions in feet, or 40 px when they have none', () => {
    expect(landmarkBox({ position: { x: 70, y: 78 }, dimensions: { width: 10, height: 8 } }, 1)).toEqual({
      left: 840,
      top: 936,
      width: 120,
      height: 96,
    });
    expect(landmarkBox({ position: { x: 1, y: 2 } }, 1)).toEqual({ left: 12, top: 24, width: 40, height: 40 });
    expect(landmarkBox({ position: { x: 0, y: 0 }, dimensions: { width: 0, height: null } }, 2)).toMatchObject({
      width: 80,
      height: 80,
    });
  });

  it('zooms from 0.5 to 2 in steps of 0.2, without drifting', () => {
    const ins: number[] = [];
    let z = 1;
    for (let i = 0; i < 7; i++) ins.push((z = zoomIn(z)));
    expect(ins).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2, 2]);
    const outs: number[] = [];
    z = 1;
    for (let i = 0; i < 4; i++) outs.push((z = zoomOut(z)));
    expect(outs).toEqual([0.8, 0.6, 0.5, 0.5]);
    expect(zoomIn(0.5)).toBe(0.7);
    expect(clampZoom(5)).toBe(2);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(zoomLabel(1.2)).toBe('120%');
    expect(zoomLabel(0.5)).toBe('50%');
  });

  it('fits the whole drawing in the room on screen, never above 100 % nor below 20 %', () => {
    // 3000 × 1200 px at 100 % in a 1216 × 516 px frame (16 px kept free): width decides, 1200 / 3000 = 0.4.
    expect(fitZoom({ width: 3000, height: 1200 }, { width: 1216, height: 516 })).toBe(0.4);
    // Height decides when the frame is wide: 500 / 1000, rounded down to a whole percent.
    expect(fitZoom({ width: 1000, height: 1003 }, { width: 2016, height: 516 })).toBe(0.49);
    expect(fitZoom({ width: 200, height: 200 }, { width: 1216, height: 516 })).toBe(1);
    expect(fitZoom({ width: 100_000, height: 200 }, { width: 1216, height: 516 })).toBe(0.2);
    // Nothing measured yet (or nothing to draw): 100 %.
    expect(fitZoom({ width: 3000, height: 1200 }, { width: 0, height: 0 })).toBe(1);
    expect(fitZoom({ width: 0, height: 0 }, { width: 1216, height: 516 })).toBe(1);
  });

  it('zooms out from a fitted level below 50 % no further than the fit, and back in by steps', () => {
    expect(zoomOut(0.37, 0.37)).toBe(0.37);
    expect(zoomOut(1, 0.37)).toBe(0.8);
    expect(zoomOut(0.6, 0.37)).toBe(0.4);
    expect(zoomOut(0.4, 0.37)).toBe(0.37);
    expect(zoomIn(0.37)).toBe(0.6);
  });

  it('sizes the drawing to the furthest edge plus a 5-foot margin', () => {
    expect(mapExtent([], 1)).toEqual({ width: 60, height: 60 });
    expect(
      mapExtent(
        [
          { left: 0, top: 0, width: 120, height: 120 },
          { left: 300, top: 10, width: 120, height: 240 },
        ],
        1,
      ),
    ).toEqual({ width: 480, height: 310 });
  });
});
