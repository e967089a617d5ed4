import {encode} from 'uqr';

/** Dark modules on a light ground: the contrast every authenticator app's camera reads. */
export const QR_COLOURS = {dark: '#000000', light: '#ffffff'} as const;

/** Quiet zone around the code, in modules (the enrol page's white card adds to it). */
const BORDER = 1;

/**
 * The QR code of an otpauth:// URI as an SVG document, drawn on the server.
 *
 * uqr encodes (decision 0225); the drawing is ours so that each row's run of dark modules
 * is one path segment, one unit per module: a third of the markup of one square per module.
 */
export function qrCodeSvg(uri: string): string {
  const {data, size} = encode(uri, {ecc: 'M', border: BORDER});
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${QR_COLOURS.light}"/>` +
    `<path d="${path}" fill="${QR_COLOURS.dark}"/></svg>`
  );
}
