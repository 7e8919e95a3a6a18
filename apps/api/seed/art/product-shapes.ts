import type { Palette } from './colors.js';
import { SPORT_TOY_SHAPES } from './shapes-sport-toys.js';
import { TECH_SHAPES } from './shapes-tech.js';
import { WEAR_HOME_SHAPES } from './shapes-wear-home.js';

/**
 * One simple illustration per category, drawn in an 800×800 box centred on (400, 400), in the
 * product's colour. Flat shapes with a darker outline and a light highlight read well at both
 * 800 px and as a 400 px thumbnail, and rasterise in milliseconds.
 */
export type ShapeKind =
  | 'shirt'
  | 'shoe'
  | 'phone'
  | 'lamp'
  | 'ball'
  | 'teddy'
  | 'bottle'
  | 'bag'
  | 'sofa'
  | 'tag'
  | keyof typeof WEAR_HOME_SHAPES
  | keyof typeof TECH_SHAPES
  | keyof typeof SPORT_TOY_SHAPES;

const outline = (p: Palette, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"`;

const SHAPES: Record<ShapeKind, (p: Palette) => string> = {
  shirt: (p) => `
    <path d="M300 160 L225 185 L110 285 L185 385 L245 345 L245 650 L555 650 L555 345 L615 385 L690 285 L575 185 L500 160 Q400 245 300 160 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M300 160 Q400 245 500 160" fill="none" stroke="${p.dark}" stroke-width="14"/>
    <path d="M270 420 L270 620" stroke="${p.light}" stroke-width="18" stroke-linecap="round" opacity="0.55"/>`,
  shoe: (p) => `
    <path d="M130 520 L140 395 Q150 335 215 340 L320 350 Q375 440 480 455 L610 475 Q690 492 690 550 L690 565 L130 565 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="115" y="555" width="590" height="48" rx="22" fill="#fafafa" ${outline(p, 6)}/>
    <path d="M330 390 L300 430 M365 410 L335 450 M400 428 L372 468" stroke="#fafafa" stroke-width="12" stroke-linecap="round"/>
    <path d="M170 470 Q260 500 380 500" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
  phone: (p) => `
    <rect x="270" y="110" width="260" height="540" rx="42" fill="${p.fill}" ${outline(p)}/>
    <rect x="292" y="150" width="216" height="440" rx="16" fill="#1f2430"/>
    <rect x="312" y="180" width="176" height="120" rx="12" fill="${p.light}" opacity="0.85"/>
    <rect x="312" y="320" width="80" height="80" rx="12" fill="${p.light}" opacity="0.5"/>
    <rect x="408" y="320" width="80" height="80" rx="12" fill="${p.light}" opacity="0.35"/>
    <rect x="312" y="420" width="176" height="24" rx="12" fill="${p.light}" opacity="0.3"/>
    <circle cx="400" cy="620" r="13" fill="${p.dark}"/>`,
  lamp: (p) => `
    <path d="M300 150 L500 150 L580 330 L220 330 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M330 175 L300 300" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.6"/>
    <rect x="388" y="330" width="24" height="280" fill="${p.dark}"/>
    <ellipse cx="400" cy="630" rx="130" ry="32" fill="${p.dark}"/>
    <ellipse cx="400" cy="345" rx="120" ry="14" fill="#fff6c8" opacity="0.8"/>`,
  ball: (p) => `
    <circle cx="400" cy="400" r="250" fill="${p.fill}" ${outline(p)}/>
    <path d="M400 150 L400 650 M150 400 L650 400" stroke="${p.dark}" stroke-width="10"/>
    <path d="M225 222 Q330 400 225 578 M575 222 Q470 400 575 578" fill="none" stroke="${p.dark}" stroke-width="10"/>
    <ellipse cx="310" cy="280" rx="70" ry="40" fill="#ffffff" opacity="0.35" transform="rotate(-35 310 280)"/>`,
  teddy: (p) => `
    <circle cx="285" cy="185" r="62" fill="${p.fill}" ${outline(p)}/>
    <circle cx="515" cy="185" r="62" fill="${p.fill}" ${outline(p)}/>
    <ellipse cx="400" cy="520" rx="170" ry="150" fill="${p.fill}" ${outline(p)}/>
    <circle cx="400" cy="270" r="135" fill="${p.fill}" ${outline(p)}/>
    <ellipse cx="400" cy="315" rx="58" ry="44" fill="${p.light}"/>
    <circle cx="352" cy="250" r="14" fill="#222"/><circle cx="448" cy="250" r="14" fill="#222"/>
    <ellipse cx="400" cy="298" rx="20" ry="14" fill="#222"/>
    <ellipse cx="400" cy="540" rx="90" ry="80" fill="${p.light}" opacity="0.7"/>
    <circle cx="285" cy="640" r="55" fill="${p.fill}" ${outline(p)}/><circle cx="515" cy="640" r="55" fill="${p.fill}" ${outline(p)}/>`,
  bottle: (p) => `
    <rect x="345" y="120" width="110" height="90" rx="14" fill="${p.dark}"/>
    <rect x="370" y="200" width="60" height="60" fill="${p.light}" ${outline(p, 6)}/>
    <rect x="250" y="250" width="300" height="400" rx="60" fill="${p.fill}" ${outline(p)}/>
    <rect x="295" y="390" width="210" height="130" rx="16" fill="#ffffff" opacity="0.85"/>
    <path d="M285 300 L285 600" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.45"/>`,
  bag: (p) => `
    <path d="M320 260 Q320 150 400 150 Q480 150 480 260" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <path d="M215 255 L585 255 L620 640 L180 640 Z" fill="${p.fill}" ${outline(p)}/>
    <circle cx="320" cy="300" r="14" fill="${p.dark}"/><circle cx="480" cy="300" r="14" fill="${p.dark}"/>`,
  sofa: (p) => `
    <rect x="170" y="260" width="460" height="220" rx="40" fill="${p.fill}" ${outline(p)}/>
    <rect x="110" y="380" width="120" height="200" rx="40" fill="${p.fill}" ${outline(p)}/>
    <rect x="570" y="380" width="120" height="200" rx="40" fill="${p.fill}" ${outline(p)}/>
    <rect x="210" y="440" width="380" height="120" rx="26" fill="${p.light}" ${outline(p, 6)}/>
    <rect x="150" y="575" width="22" height="70" fill="${p.dark}"/><rect x="628" y="575" width="22" height="70" fill="${p.dark}"/>`,
  tag: (p) => `
    <path d="M200 300 L420 160 L660 160 L660 420 L440 640 Z" fill="${p.fill}" ${outline(p)} transform="rotate(10 400 400)"/>
    <circle cx="580" cy="245" r="30" fill="#ffffff"/>
    <text x="430" y="470" font-family="DejaVu Sans" font-weight="bold" font-size="150" fill="#ffffff" text-anchor="middle">%</text>`,
  ...WEAR_HOME_SHAPES,
  ...TECH_SHAPES,
  ...SPORT_TOY_SHAPES,
};

export function drawShape(kind: ShapeKind, colors: Palette): string {
  return SHAPES[kind](colors);
}
