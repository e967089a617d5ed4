import {describe, expect, it} from 'vitest';
import {Window} from 'happy-dom';
import jsQR from 'jsqr';
import {QR_COLOURS, qrCodeSvg} from './qr-code.server';

const URI =
  'otpauth://totp/Emberforge:admin%40emberforge.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Emberforge';

function parseSvg(svg: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  return doc;
}

/**
 * Rasterise the SVG's own drawing: its light ground, then every axis-aligned shape of its
 * path (absolute M, relative h and v, z), `scale` pixels a unit, inside a quiet zone.
 */
function rasterise(svg: string, scale = 4, quiet = 4) {
  const doc = parseSvg(svg);
  const root = doc.documentElement;
  const [, , width = 0, height = 0] = root
    .getAttribute('viewBox')!
    .split(/\s+/)
    .map(Number);
  const size = (width + 2 * quiet) * scale;
  const dark = new Uint8Array(size * size);
  const d = root.querySelector('path')!.getAttribute('d')!;
  for (const shape of d.split(/z/i).filter(Boolean)) {
    const tokens = shape.match(/[MHVhv]|-?\d+(?:\.\d+)?/g)!;
    let x = 0;
    let y = 0;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const command = tokens[i];
      if (command === 'M') {
        x = Number(tokens[++i]);
        y = Number(tokens[++i]);
      } else if (command === 'h') x += Number(tokens[++i]);
      else if (command === 'v') y += Number(tokens[++i]);
      else throw new Error(`unexpected path command ${command}`);
      xs.push(x);
      ys.push(y);
    }
    const pixel = (v: number) => (v + quiet) * scale;
    const [x0, x1] = [pixel(Math.min(...xs)), pixel(Math.max(...xs))];
    const [y0, y1] = [pixel(Math.min(...ys)), pixel(Math.max(...ys))];
    for (let py = y0; py < y1; py++)
      for (let px = x0; px < x1; px++) dark[py * size + px] = 1;
  }
  const rgba = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < dark.length; i++) {
    const v = dark[i] ? 0 : 255;
    rgba.set([v, v, v, 255], i * 4);
  }
  expect(width).toBe(height);
  return {rgba, size};
}

describe('qrCodeSvg', () => {
  it('draws a code that decodes back to the otpauth URI', () => {
    const {rgba, size} = rasterise(qrCodeSvg(URI));
    const decoded = jsQR(rgba, size, size);
    expect(decoded?.data).toBe(URI);
  });

  it('decodes the URI of every shape of secret the enrolment gives', () => {
    for (const secret of ['A', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.repeat(3)]) {
      const uri = `otpauth://totp/Emberforge:a%40b.test?secret=${secret}&issuer=Emberforge`;
      const {rgba, size} = rasterise(qrCodeSvg(uri));
      expect(jsQR(rgba, size, size)?.data).toBe(uri);
    }
  });

  it('is a well-formed SVG document in our colours, dark on light', () => {
    const svg = qrCodeSvg(URI);
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName.toLowerCase()).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const ground = root.getElementsByTagName('rect')[0]!;
    expect(ground.getAttribute('fill')).toBe(QR_COLOURS.light);
    expect(ground.getAttribute('width')).toBe(
      root.getAttribute('viewBox')!.split(' ')[2],
    );
    const paths = root.getElementsByTagName('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]!.getAttribute('fill')).toBe(QR_COLOURS.dark);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('fails to decode when the drawing is damaged (the decoder is really reading it)', () => {
    const svg = qrCodeSvg(URI).replace(/d="([^"]*)"/, (_, d: string) => {
      // Drop every other run of dark modules: far past what level M corrects.
      const runs = d.split('z').filter(Boolean);
      return `d="${runs.filter((_, i) => i % 2).join('z')}z"`;
    });
    const {rgba, size} = rasterise(svg);
    expect(jsQR(rgba, size, size)?.data).not.toBe(URI);
  });
});
