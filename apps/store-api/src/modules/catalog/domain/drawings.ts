const palette = ['#37474f', '#546e7a', '#78909c', '#8d6e63', '#5d4037', '#455a64'];
const accents = ['#f9a825', '#1565c0', '#c62828', '#2e7d32'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A generated SVG drawing for a media row (product drawings, category icons, banners, logo,
 * blog images): deterministic in kind + variant, no external images.
 */
export function drawMedia(kind: string, variant: number, title: string): string {
  const stroke = palette[variant % palette.length] ?? '#37474f';
  const accent = accents[variant % accents.length] ?? '#f9a825';
  const label = escapeXml(title);
  if (kind === 'icon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" role="img" aria-label="${label}"><circle cx="12" cy="12" r="${6 + (variant % 4)}" fill="none" stroke="${stroke}" stroke-width="2"/><path d="M12 ${4 + (variant % 3)}v16M4 12h16" stroke="${accent}" stroke-width="2"/></svg>`;
  }
  if (kind === 'banner' || kind === 'blog') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300" width="800" height="300" role="img" aria-label="${label}"><rect width="800" height="300" fill="${stroke}"/><path d="M0 ${200 - (variant % 5) * 20} L800 ${120 + (variant % 3) * 30} V300 H0Z" fill="${accent}" opacity="0.8"/><text x="40" y="80" font-family="sans-serif" font-size="36" fill="#fff">${label}</text></svg>`;
  }
  if (kind === 'logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="${label}"><rect width="40" height="40" rx="8" fill="${accent}"/><text x="50" y="28" font-family="sans-serif" font-size="22" font-weight="700" fill="${stroke}">${label}</text></svg>`;
  }
  // Product drawing: a technical sketch (bolt-like body with a head), varied by variant.
  const head = 30 + (variant % 4) * 8;
  const length = 180 + (variant % 5) * 20;
  const threads = Array.from({ length: 8 }, (_, i) => {
    const x = 120 + head + i * ((length - 20) / 8);
    return `<path d="M${x} 170 l10 -40" stroke="${stroke}" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}"><rect width="400" height="300" fill="#fafafa"/><rect x="80" y="${150 - head}" width="${head}" height="${head * 2}" rx="4" fill="${accent}" stroke="${stroke}" stroke-width="3"/><rect x="${80 + head}" y="130" width="${length}" height="40" fill="#eceff1" stroke="${stroke}" stroke-width="3"/>${threads}<text x="200" y="270" text-anchor="middle" font-family="sans-serif" font-size="16" fill="${stroke}">${label}</text></svg>`;
}
