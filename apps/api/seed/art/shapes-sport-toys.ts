import type { Palette } from './colors.js';

/** Sports gear and toys beyond the ball and the teddy: drawn like product-shapes.ts (800×800, centred). */
const outline = (p: Palette, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"`;
const TYRE = '#2b2f38';

export const SPORT_TOY_SHAPES = {
  bike: (p: Palette) => `
    <circle cx="220" cy="490" r="135" fill="none" stroke="${TYRE}" stroke-width="26"/>
    <circle cx="580" cy="490" r="135" fill="none" stroke="${TYRE}" stroke-width="26"/>
    <path d="M220 490 L330 320 L520 320 L580 490 M330 320 L400 490 L520 320 M220 490 L400 490" fill="none" stroke="${p.fill}" stroke-width="24" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M520 320 L505 250 L560 240" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
    <path d="M330 320 L315 280 M280 275 L355 275" stroke="${p.dark}" stroke-width="20" stroke-linecap="round"/>
    <circle cx="400" cy="490" r="26" fill="${p.dark}"/>`,
  dumbbell: (p: Palette) => `
    <rect x="250" y="380" width="300" height="40" rx="14" fill="#9aa3ad" ${outline(p, 6)}/>
    <path d="M150 260 L235 235 L270 330 L270 470 L235 565 L150 540 L115 450 L115 350 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M650 260 L565 235 L530 330 L530 470 L565 565 L650 540 L685 450 L685 350 Z" fill="${p.fill}" ${outline(p)}/>
    <text x="190" y="425" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${p.light}" text-anchor="middle">5</text>
    <text x="610" y="425" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${p.light}" text-anchor="middle">5</text>`,
  racket: (p: Palette) => `
    <ellipse cx="400" cy="290" rx="175" ry="210" fill="none" stroke="${p.fill}" stroke-width="30"/>
    <ellipse cx="400" cy="290" rx="155" ry="190" fill="#ffffff" opacity="0.25"/>
    ${[-120, -80, -40, 0, 40, 80, 120].map((d) => `<path d="M${400 + d} 110 L${400 + d} 470" stroke="${p.light}" stroke-width="5"/>`).join('')}
    ${[-150, -100, -50, 0, 50, 100, 150].map((d) => `<path d="M240 ${290 + d} L560 ${290 + d}" stroke="${p.light}" stroke-width="5"/>`).join('')}
    <path d="M400 500 L400 700" stroke="${p.dark}" stroke-width="44" stroke-linecap="round"/>
    <path d="M350 480 L400 530 L450 480" fill="none" stroke="${p.fill}" stroke-width="26"/>`,
  helmet: (p: Palette) => `
    <path d="M150 520 Q150 220 400 210 Q650 220 650 520 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M260 290 L300 430 M400 230 L400 420 M540 290 L500 430" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
    <path d="M140 520 L660 520" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>
    <path d="M250 520 Q260 640 400 640 Q540 640 550 520" fill="none" stroke="${p.dark}" stroke-width="10"/>`,
  mat: (p: Palette) => `
    <path d="M250 510 L160 640 L620 640 L630 510 Z" fill="${p.light}" ${outline(p)}/>
    <ellipse cx="250" cy="400" rx="110" ry="110" fill="${p.fill}" ${outline(p)}/>
    <circle cx="250" cy="400" r="70" fill="none" stroke="${p.dark}" stroke-width="8"/>
    <circle cx="250" cy="400" r="32" fill="none" stroke="${p.dark}" stroke-width="8"/>
    <rect x="250" y="290" width="380" height="220" fill="${p.fill}" ${outline(p)}/>
    <ellipse cx="630" cy="400" rx="110" ry="110" fill="${p.light}" ${outline(p)}/>`,
  car: (p: Palette) => `
    <path d="M130 470 L150 380 Q170 340 230 335 L300 335 L360 255 Q380 235 420 235 L540 235 Q575 235 595 265 L640 335 Q690 345 690 400 L690 470 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M380 270 L430 270 L430 335 L335 335 Z M460 270 L540 270 L580 335 L460 335 Z" fill="#cfe6f5"/>
    <circle cx="260" cy="480" r="70" fill="${TYRE}"/><circle cx="260" cy="480" r="28" fill="#c9ced6"/>
    <circle cx="560" cy="480" r="70" fill="${TYRE}"/><circle cx="560" cy="480" r="28" fill="#c9ced6"/>
    <path d="M600 225 L640 130" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="642" cy="126" r="12" fill="${p.dark}"/>`,
  blocks: (p: Palette) => {
    const brick = (x: number, y: number, w: number, fill: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="120" rx="10" fill="${fill}" ${outline(p, 6)}/>` +
      Array.from(
        { length: w / 80 },
        (_, i) =>
          `<rect x="${x + 20 + i * 80}" y="${y - 28}" width="40" height="30" rx="6" fill="${fill}" ${outline(p, 5)}/>`,
      ).join('');
    return `${brick(160, 520, 480, p.fill)}${brick(240, 370, 320, '#f2c14e')}${brick(320, 220, 160, '#4e9bd8')}`;
  },
  gamebox: (p: Palette) => `
    <path d="M170 300 L400 210 L630 300 L400 390 Z" fill="${p.light}" ${outline(p)}/>
    <path d="M170 300 L400 390 L400 640 L170 550 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M630 300 L400 390 L400 640 L630 550 Z" fill="${p.dark}" ${outline(p)}/>
    <rect x="360" y="235" width="80" height="80" rx="14" fill="#ffffff" ${outline(p, 5)} transform="rotate(20 400 275) scale(1 0.8) translate(0 70)"/>
    <circle cx="240" cy="430" r="14" fill="#ffffff"/><circle cx="330" cy="470" r="14" fill="#ffffff"/>
    <circle cx="285" cy="520" r="14" fill="#ffffff"/>`,
} as const;
