import type { CSSProperties, ReactNode } from 'react';
import {
  breakpoints,
  colorRoles,
  headerHeight,
  boxedLayoutWidth,
  radii,
  shadows,
  typeScale,
  zIndex,
} from '@ratchet/ui';

// Inline styles on purpose: these pages show the tokens themselves, read from theme.css at runtime.
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16 };
const label: CSSProperties = { fontSize: 12, fontFamily: 'ui-monospace, monospace' };

function Tile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      {children}
      <figcaption style={label}>{name}</figcaption>
    </figure>
  );
}

/** Every semantic colour role of the theme as a swatch. */
export function ColorSwatches() {
  return (
    <div style={grid}>
      {colorRoles.map((role) => (
        <Tile key={role} name={role}>
          <div
            style={{
              height: 56,
              borderRadius: 'var(--radius-md)',
              border: '1px solid var(--border)',
              // The semantic variable itself: `@theme inline` does not emit --color-* variables.
              background: `var(--${role})`,
            }}
          />
        </Tile>
      ))}
    </div>
  );
}

/** The type scale rendered in Inter. */
export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {typeScale.map((step) => (
        <div key={step} style={{ fontSize: `var(--text-${step})`, fontFamily: 'var(--font-sans)' }}>
          <span style={label}>text-{step} </span>Drehmomentschlüssel 1/2″ 40–200 Nm
        </div>
      ))}
    </div>
  );
}

/** Radii and shadows. */
export function RadiiAndShadows() {
  return (
    <div style={grid}>
      {radii.map((radius) => (
        <Tile key={radius} name={`rounded-${radius}`}>
          <div style={{ height: 56, background: 'var(--color-muted)', borderRadius: `var(--radius-${radius})` }} />
        </Tile>
      ))}
      {shadows.map((shadow) => (
        <Tile key={shadow} name={`shadow-${shadow}`}>
          <div style={{ height: 56, background: 'var(--color-surface)', boxShadow: `var(--shadow-${shadow})` }} />
        </Tile>
      ))}
    </div>
  );
}

/** Layout numbers: breakpoints, header heights, boxed width, z-index layers. */
export function LayoutTokens() {
  const rows: [string, string][] = [
    ...Object.entries(breakpoints).map(([name, px]): [string, string] => [`breakpoint ${name}`, `${px}px`]),
    ['boxed layout max width', `${boxedLayoutWidth}px`],
    ['header height, desktop (≥ 1024px)', `${headerHeight.desktop}px`],
    ['header height, mobile (≤ 1023px)', `${headerHeight.mobile}px`],
    ...Object.entries(zIndex).map(([name, value]): [string, string] => [`z-index ${name}`, String(value)]),
  ];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td>{name}</td>
            <td style={label}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
