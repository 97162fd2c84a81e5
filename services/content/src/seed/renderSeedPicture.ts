import { seedPalettes } from './seedPalettes';
import type { SeedPicture } from './seedPictures';

/** Deterministic pseudo-random numbers in [0, 1) from a string seed (mulberry32). */
function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An SVG drawing (no text) of a seed picture: gradients and shapes in the theme's colours. */
export function renderSeedPicture(picture: SeedPicture): string {
  const { width: w, height: h } = picture;
  const [c0, c1, c2, c3] = seedPalettes[picture.theme].colors;
  const rnd = random(picture.file);
  const r = (min: number, max: number) => min + rnd() * (max - min);
  const defs = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${c3}"/><stop offset="0.6" stop-color="${c2}"/><stop offset="1" stop-color="${c1}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${r(0.2, 0.8)}" cy="${r(0.2, 0.6)}" r="0.9">
      <stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c0}"/>
    </radialGradient>
    <linearGradient id="diag" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c2}"/>
    </linearGradient>
  </defs>`;
  let body = '';
  switch (picture.style) {
    case 'hills': {
      body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
      body += `<circle cx="${r(0.15, 0.85) * w}" cy="${r(0.25, 0.45) * h}" r="${r(0.07, 0.12) * w}" fill="${c3}" opacity="0.9"/>`;
      const layers = [c2, c1, c0];
      layers.forEach((color, i) => {
        const base = h * (0.55 + i * 0.13);
        let d = `M0 ${base.toFixed(1)}`;
        const segments = 4;
        for (let s = 1; s <= segments; s++) {
          const x = (w / segments) * s;
          const cx = x - w / segments / 2;
          d += ` Q${cx.toFixed(1)} ${(base - r(20, 110)).toFixed(1)} ${x.toFixed(1)} ${(base + r(-30, 30)).toFixed(1)}`;
        }
        body += `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${color}" opacity="${(0.75 + i * 0.1).toFixed(2)}"/>`;
      });
      break;
    }
    case 'bokeh': {
      body += `<rect width="${w}" height="${h}" fill="url(#glow)"/>`;
      for (let i = 0; i < 22; i++) {
        const color = [c1, c2, c3][i % 3];
        body += `<circle cx="${(r(0, 1) * w).toFixed(1)}" cy="${(r(0, 1) * h).toFixed(1)}" r="${r(18, 120).toFixed(1)}" fill="${color}" opacity="${r(0.12, 0.45).toFixed(2)}"/>`;
      }
      break;
    }
    case 'bands': {
      body += `<rect width="${w}" height="${h}" fill="url(#diag)"/>`;
      for (let i = 0; i < 7; i++) {
        const x = r(-0.3, 1) * w;
        const bw = r(0.05, 0.22) * w;
        const color = [c1, c2, c3][i % 3];
        body += `<polygon points="${x},${h} ${x + bw},${h} ${x + bw + h * 0.8},0 ${x + h * 0.8},0" fill="${color}" opacity="${r(0.2, 0.55).toFixed(2)}"/>`;
      }
      break;
    }
    case 'skyline': {
      body += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
      body += `<circle cx="${r(0.1, 0.9) * w}" cy="${r(0.15, 0.35) * h}" r="${r(0.04, 0.07) * w}" fill="${c3}"/>`;
      let x = 0;
      while (x < w) {
        const bw = r(0.04, 0.1) * w;
        const bh = r(0.2, 0.55) * h;
        body += `<rect x="${x.toFixed(1)}" y="${(h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${c0}"/>`;
        if (rnd() < 0.4)
          body += `<polygon points="${x.toFixed(1)},${(h - bh).toFixed(1)} ${(x + bw / 2).toFixed(1)},${(h - bh - bw * 0.5).toFixed(1)} ${(x + bw).toFixed(1)},${(h - bh).toFixed(1)}" fill="${c0}"/>`;
        x += bw + r(0, 8);
      }
      body += `<rect y="${h * 0.93}" width="${w}" height="${h * 0.07}" fill="${c1}" opacity="0.8"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
}
