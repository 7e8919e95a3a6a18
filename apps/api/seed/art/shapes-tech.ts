import type { Palette } from './colors.js';

/** Electronics beyond the phone: drawn like product-shapes.ts (800×800, centred). */
const outline = (p: Palette, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"`;
const SCREEN = '#1f2430';

export const TECH_SHAPES = {
  console: (p: Palette) => `
    <rect x="245" y="255" width="310" height="250" rx="14" fill="${SCREEN}" ${outline(p, 6)}/>
    <rect x="268" y="280" width="264" height="200" rx="6" fill="${p.light}"/>
    <path d="M300 430 L360 350 L400 400 L430 370 L500 430 Z" fill="#ffffff" opacity="0.6"/>
    <path d="M245 255 L185 255 Q125 255 125 315 L125 445 Q125 505 185 505 L245 505 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M555 255 L615 255 Q675 255 675 315 L675 445 Q675 505 615 505 L555 505 Z" fill="${p.fill}" ${outline(p)}/>
    <circle cx="185" cy="330" r="26" fill="${p.dark}"/>
    <path d="M170 420 L200 420 M185 405 L185 435" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="615" cy="305" r="12" fill="${p.dark}"/><circle cx="615" cy="355" r="12" fill="${p.dark}"/>
    <circle cx="590" cy="330" r="12" fill="${p.dark}"/><circle cx="640" cy="330" r="12" fill="${p.dark}"/>
    <circle cx="615" cy="430" r="26" fill="${p.dark}"/>`,
  /** A cordless home phone: the handset with its keypad standing in its base, and the radio waves. */
  cordless: (p: Palette) => `
    <path d="M200 560 Q200 500 260 495 L540 495 Q600 500 600 560 L610 640 L190 640 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="250" y="585" width="120" height="26" rx="10" fill="${SCREEN}"/>
    <circle cx="520" cy="598" r="14" fill="#6cbf5b"/>
    <path d="M320 100 L320 60" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
    <rect x="300" y="90" width="200" height="490" rx="46" fill="${p.fill}" ${outline(p)}/>
    ${[0, 1, 2].map((i) => `<circle cx="${370 + i * 30}" cy="130" r="7" fill="${p.dark}"/>`).join('')}
    <rect x="330" y="160" width="140" height="90" rx="10" fill="#bfe3c8" stroke="${p.dark}" stroke-width="5"/>
    <text x="400" y="218" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#2b4a34" text-anchor="middle">12:30</text>
    <rect x="338" y="268" width="48" height="22" rx="10" fill="#6cbf5b"/><rect x="414" y="268" width="48" height="22" rx="10" fill="#e05a47"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2]
          .map(
            (col) =>
              `<rect x="${335 + col * 45}" y="${310 + row * 45}" width="38" height="32" rx="9" fill="${p.light}"/>`,
          )
          .join(''),
      )
      .join('')}
    <path d="M555 150 Q590 185 555 220 M585 120 Q645 185 585 250 M615 90 Q700 185 615 280" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round" opacity="0.7"/>`,
  laptop: (p: Palette) => `
    <rect x="220" y="180" width="360" height="250" rx="16" fill="${p.fill}" ${outline(p)}/>
    <rect x="240" y="200" width="320" height="210" rx="6" fill="${SCREEN}"/>
    <rect x="260" y="220" width="150" height="90" rx="6" fill="${p.light}" opacity="0.8"/>
    <path d="M160 450 L640 450 L600 430 L200 430 Z" fill="${p.dark}"/>
    <path d="M150 450 L650 450 L625 500 L175 500 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="350" y="462" width="100" height="16" rx="6" fill="${p.light}"/>`,
  tv: (p: Palette) => `
    <rect x="110" y="170" width="580" height="350" rx="14" fill="${SCREEN}" ${outline(p)}/>
    <rect x="130" y="190" width="540" height="310" rx="4" fill="${p.light}"/>
    <path d="M130 500 L300 330 L400 430 L480 360 L670 500 Z" fill="${p.fill}" opacity="0.8"/>
    <circle cx="560" cy="260" r="36" fill="#fff6c8"/>
    <path d="M330 520 L300 600 M470 520 L500 600" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>
    <rect x="260" y="595" width="280" height="18" rx="8" fill="${p.dark}"/>`,
  headphones: (p: Palette) => `
    <path d="M220 450 L220 370 Q220 180 400 180 Q580 180 580 370 L580 450" fill="none" stroke="${p.dark}" stroke-width="34" stroke-linecap="round"/>
    <path d="M220 450 L220 370 Q220 180 400 180 Q580 180 580 370 L580 450" fill="none" stroke="${p.fill}" stroke-width="18" stroke-linecap="round"/>
    <rect x="170" y="400" width="110" height="190" rx="48" fill="${p.fill}" ${outline(p)}/>
    <rect x="520" y="400" width="110" height="190" rx="48" fill="${p.fill}" ${outline(p)}/>
    <rect x="255" y="425" width="30" height="140" rx="14" fill="${p.light}"/>
    <rect x="515" y="425" width="30" height="140" rx="14" fill="${p.light}"/>`,
  watch: (p: Palette) => `
    <rect x="330" y="110" width="140" height="200" rx="30" fill="${p.fill}" ${outline(p, 6)}/>
    <rect x="330" y="490" width="140" height="200" rx="30" fill="${p.fill}" ${outline(p, 6)}/>
    <rect x="285" y="265" width="230" height="270" rx="56" fill="${p.dark}"/>
    <rect x="305" y="285" width="190" height="230" rx="40" fill="${SCREEN}"/>
    <text x="400" y="420" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${p.light}" text-anchor="middle">10:09</text>
    <rect x="515" y="360" width="20" height="60" rx="8" fill="${p.dark}"/>`,
  speaker: (p: Palette) => `
    <rect x="240" y="160" width="320" height="490" rx="90" fill="${p.fill}" ${outline(p)}/>
    <circle cx="400" cy="470" r="110" fill="${p.dark}"/>
    <circle cx="400" cy="470" r="62" fill="${p.light}"/>
    <circle cx="400" cy="470" r="22" fill="${p.dark}"/>
    <circle cx="400" cy="275" r="46" fill="${p.dark}"/>
    <circle cx="400" cy="275" r="20" fill="${p.light}"/>`,
  keyboard: (p: Palette) => `
    <rect x="100" y="280" width="600" height="250" rx="24" fill="${p.fill}" ${outline(p)}/>
    ${[0, 1, 2, 3]
      .map((row) =>
        Array.from(
          { length: 11 },
          (_, col) =>
            `<rect x="${128 + col * 50}" y="${304 + row * 52}" width="40" height="40" rx="6" fill="${p.light}"/>`,
        ).join(''),
      )
      .join('')}
    <rect x="278" y="460" width="240" height="40" rx="6" fill="#ffffff"/>`,
  camera: (p: Palette) => `
    <rect x="330" y="215" width="140" height="70" rx="14" fill="${p.dark}"/>
    <rect x="150" y="260" width="500" height="330" rx="40" fill="${p.fill}" ${outline(p)}/>
    <circle cx="400" cy="430" r="130" fill="${p.dark}"/>
    <circle cx="400" cy="430" r="95" fill="${SCREEN}"/>
    <circle cx="370" cy="400" r="28" fill="#ffffff" opacity="0.5"/>
    <rect x="190" y="300" width="80" height="40" rx="8" fill="#fff6c8"/>
    <circle cx="585" cy="315" r="18" fill="${p.light}"/>`,
  tablet: (p: Palette) => `
    <rect x="180" y="160" width="440" height="500" rx="40" fill="${p.fill}" ${outline(p)}/>
    <rect x="210" y="195" width="380" height="430" rx="14" fill="${SCREEN}"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${240 + col * 115}" y="${230 + row * 120}" width="90" height="90" rx="20" fill="${p.light}" opacity="${0.9 - row * 0.2}"/>`,
        ),
      )
      .join('')}`,
  drone: (p: Palette) => `
    <path d="M240 240 L560 560 M560 240 L240 560" stroke="${p.dark}" stroke-width="30" stroke-linecap="round"/>
    ${[
      [240, 240],
      [560, 240],
      [240, 560],
      [560, 560],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="105" ry="22" fill="${p.light}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="26" fill="${p.dark}"/>`,
      )
      .join('')}
    <rect x="320" y="330" width="160" height="140" rx="36" fill="${p.fill}" ${outline(p)}/>
    <circle cx="400" cy="490" r="30" fill="${SCREEN}" ${outline(p, 6)}/>`,
  hairdryer: (p: Palette) => `
    <path d="M210 260 L520 220 Q610 215 615 320 Q610 425 520 420 L210 380 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="160" y="255" width="70" height="130" rx="16" fill="${p.dark}"/>
    <path d="M430 410 L470 660 L560 660 L520 405" fill="${p.fill}" ${outline(p)}/>
    <circle cx="520" cy="320" r="55" fill="${p.light}"/>
    <path d="M120 285 Q90 320 120 355" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>`,
  shaver: (p: Palette) => `
    <path d="M310 330 L490 330 L470 660 L330 660 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="260" y="170" width="280" height="170" rx="60" fill="${p.dark}"/>
    <circle cx="330" cy="255" r="48" fill="#c9ced6"/><circle cx="470" cy="255" r="48" fill="#c9ced6"/>
    <circle cx="400" cy="215" r="40" fill="#c9ced6"/>
    <rect x="378" y="430" width="44" height="80" rx="18" fill="${p.light}"/>`,
  palette: (p: Palette) => `
    <rect x="150" y="230" width="500" height="340" rx="30" fill="${p.dark}"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map((col) => {
          const hues = ['#e8b4a0', '#c9826b', '#8c5a4a', '#f0d1a8', '#b98ab8', '#6f5a8e'];
          return `<circle cx="${215 + col * 74}" cy="${310 + row * 92}" r="30" fill="${hues[(col + row * 2) % hues.length]}" stroke="#ffffff" stroke-width="4"/>`;
        }),
      )
      .join('')}`,
  jar: (p: Palette) => `
    <rect x="250" y="290" width="300" height="300" rx="40" fill="#ffffff" ${outline(p)}/>
    <rect x="235" y="220" width="330" height="90" rx="22" fill="${p.fill}" ${outline(p)}/>
    <rect x="290" y="380" width="220" height="120" rx="14" fill="${p.light}"/>
    <path d="M280 330 L280 560" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
} as const;
