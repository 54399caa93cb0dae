// Slide puzzle (325×100 background, 42 px piece, accuracy ±3 px): the server draws the picture,
// keeps the hole's x, and later checks the slide position. Pictures are PNGs drawn here from ten
// procedural themes plus noise, so the position is not readable from markup.
import { deflateSync } from 'node:zlib';
import { randomInt } from 'node:crypto';
import { SLIDE_PUZZLE } from '@judge/shared';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Encodes RGBA pixels (width*height*4) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];
const THEMES: [Rgb, Rgb, Rgb][] = [
  [
    [32, 87, 160],
    [120, 200, 240],
    [250, 210, 90],
  ],
  [
    [22, 110, 70],
    [150, 220, 130],
    [240, 240, 200],
  ],
  [
    [140, 40, 60],
    [240, 140, 120],
    [250, 230, 180],
  ],
  [
    [60, 40, 120],
    [170, 130, 230],
    [255, 200, 230],
  ],
  [
    [20, 20, 40],
    [70, 90, 160],
    [230, 230, 120],
  ],
  [
    [160, 90, 20],
    [250, 190, 90],
    [255, 250, 220],
  ],
  [
    [10, 100, 120],
    [90, 200, 200],
    [250, 120, 90],
  ],
  [
    [90, 90, 90],
    [200, 200, 200],
    [80, 160, 230],
  ],
  [
    [120, 20, 120],
    [230, 120, 200],
    [120, 230, 200],
  ],
  [
    [40, 70, 30],
    [190, 200, 90],
    [250, 160, 60],
  ],
];

/** Fast per-pixel noise (xorshift32) seeded from the crypto RNG. */
function noiseSource(): () => number {
  let x = randomInt(1, 0xffffffff) >>> 0;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

function drawBackground(w: number, h: number, theme: number): Uint8Array {
  const [a, b, c] = THEMES[theme % THEMES.length];
  const rnd = noiseSource();
  const px = new Uint8Array(w * h * 4);
  const blobs = Array.from({ length: 7 }, () => ({
    x: randomInt(w),
    y: randomInt(h),
    r: 8 + randomInt(30),
    k: randomInt(100) / 100,
  }));
  const angle = randomInt(360) * (Math.PI / 180);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = ((x * Math.cos(angle) + y * Math.sin(angle)) / (w + h) + 1) / 2;
      let r = a[0] + (b[0] - a[0]) * t;
      let g = a[1] + (b[1] - a[1]) * t;
      let bl = a[2] + (b[2] - a[2]) * t;
      for (const o of blobs) {
        const d = Math.hypot(x - o.x, y - o.y);
        if (d < o.r) {
          const m = (1 - d / o.r) * o.k;
          r += (c[0] - r) * m;
          g += (c[1] - g) * m;
          bl += (c[2] - bl) * m;
        }
      }
      const stripe = Math.sin((x + y) / 6) * 8;
      const noise = (rnd() % 25) - 12;
      const i = (y * w + x) * 4;
      px[i] = clamp(r + stripe + noise);
      px[i + 1] = clamp(g + stripe + noise);
      px[i + 2] = clamp(bl + stripe + noise);
      px[i + 3] = 255;
    }
  }
  return px;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Inside the piece shape: a rounded square of side `s` with corner radius `r`. */
function inPiece(x: number, y: number, s: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), s - 1 - r);
  const cy = Math.min(Math.max(y, r), s - 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

export interface Puzzle {
  img: string;
  pieceImg: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function makePuzzle(): Puzzle {
  const { width: w, height: h, pieceSize: s } = SLIDE_PUZZLE;
  const r = 8;
  const x = s + 18 + randomInt(w - 2 * s - 28); // never at the very start of the track
  const y = 4 + randomInt(h - s - 8);
  const bg = drawBackground(w, h, randomInt(SLIDE_PUZZLE.images));
  const piece = new Uint8Array(s * s * 4);
  for (let py = 0; py < s; py++) {
    for (let pxl = 0; pxl < s; pxl++) {
      if (!inPiece(pxl, py, s, r)) continue;
      const edge =
        !inPiece(pxl - 1, py, s, r) ||
        !inPiece(pxl + 1, py, s, r) ||
        !inPiece(pxl, py - 1, s, r) ||
        !inPiece(pxl, py + 1, s, r);
      const bi = ((y + py) * w + (x + pxl)) * 4;
      const pi = (py * s + pxl) * 4;
      for (let k = 0; k < 3; k++) piece[pi + k] = edge ? 255 : bg[bi + k];
      piece[pi + 3] = 255;
      // the hole: darkened, with a light rim
      for (let k = 0; k < 3; k++) bg[bi + k] = edge ? 235 : Math.round(bg[bi + k] * 0.45);
    }
  }
  const toUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  return {
    img: toUrl(encodePng(w, h, bg)),
    pieceImg: toUrl(encodePng(s, s, piece)),
    x,
    y,
    width: w,
    height: h,
  };
}
