import type { Palette } from './colors.js';

/** Clothing beyond the T-shirt, kitchen and home: drawn like product-shapes.ts (800×800, centred). */
const outline = (p: Palette, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"`;

export const WEAR_HOME_SHAPES = {
  pants: (p: Palette) => `
    <path d="M255 130 L545 130 L585 665 L445 665 L400 310 L355 665 L215 665 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="250" y="125" width="300" height="46" rx="8" fill="${p.dark}"/>
    <rect x="385" y="135" width="30" height="26" rx="4" fill="#d8c27a"/>
    <path d="M285 185 Q320 245 375 215 M515 185 Q480 245 425 215" fill="none" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/>
    <path d="M400 175 L400 300" stroke="${p.dark}" stroke-width="8"/>
    <path d="M270 330 L245 620" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.5"/>`,
  jacket: (p: Palette) => `
    <path d="M310 120 Q400 70 490 120 L520 175 L280 175 Z" fill="${p.dark}"/>
    <path d="M300 160 L205 200 L135 610 L225 625 L265 345 L262 665 L538 665 L535 345 L575 625 L665 610 L595 200 L500 160 Q400 230 300 160 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M400 215 L400 665" stroke="${p.dark}" stroke-width="10"/>
    <path d="M392 230 L408 230 M392 270 L408 270 M392 310 L408 310" stroke="#d9d9d9" stroke-width="6"/>
    <path d="M295 470 L360 450 M505 470 L440 450" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
    <rect x="135" y="585" width="92" height="34" rx="10" fill="${p.dark}" transform="rotate(8 180 600)"/>
    <rect x="573" y="585" width="92" height="34" rx="10" fill="${p.dark}" transform="rotate(-8 620 600)"/>
    <path d="M290 250 L290 420" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.5"/>`,
  dress: (p: Palette) => `
    <path d="M335 130 L350 255 Q290 330 225 670 L575 670 Q510 330 450 255 L465 130 Q400 185 335 130 Z" fill="${p.fill}" ${outline(p)}/>
    <rect x="335" y="250" width="130" height="34" rx="8" fill="${p.dark}"/>
    <path d="M300 420 Q280 540 268 640" stroke="${p.light}" stroke-width="16" stroke-linecap="round" opacity="0.55"/>
    <path d="M330 135 L330 95 M470 135 L470 95" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
  coffee: (p: Palette) => `
    <rect x="215" y="140" width="370" height="500" rx="34" fill="${p.fill}" ${outline(p)}/>
    <rect x="270" y="300" width="260" height="270" rx="14" fill="#2b2f38"/>
    <rect x="345" y="300" width="110" height="46" rx="8" fill="#9aa3ad" ${outline(p, 5)}/>
    <path d="M365 440 L435 440 L428 520 L372 520 Z" fill="#ffffff"/>
    <path d="M435 455 Q465 462 455 492 Q448 505 431 502" fill="none" stroke="#ffffff" stroke-width="10"/>
    <rect x="285" y="545" width="230" height="20" rx="6" fill="#9aa3ad"/>
    <circle cx="300" cy="220" r="22" fill="${p.light}"/><circle cx="365" cy="220" r="22" fill="${p.light}"/>
    <rect x="430" y="200" width="110" height="40" rx="8" fill="#1f2430"/>
    <path d="M392 352 Q385 390 400 420" fill="none" stroke="#7a4a28" stroke-width="8" opacity="0.8"/>`,
  pot: (p: Palette) => `
    <path d="M210 330 L590 330 L565 600 Q560 640 520 640 L280 640 Q240 640 235 600 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M210 330 L130 310 M590 330 L670 310" stroke="${p.dark}" stroke-width="28" stroke-linecap="round"/>
    <path d="M195 315 Q400 230 605 315 Z" fill="${p.light}" ${outline(p)}/>
    <rect x="370" y="235" width="60" height="38" rx="14" fill="${p.dark}"/>
    <path d="M265 380 L275 580" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.4"/>`,
  blender: (p: Palette) => `
    <path d="M285 130 L515 130 L480 470 L320 470 Z" fill="#dfeef7" opacity="0.9" ${outline(p, 7)}/>
    <rect x="275" y="105" width="250" height="40" rx="12" fill="${p.dark}"/>
    <path d="M515 180 Q590 190 580 290 Q575 360 500 370" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <path d="M325 300 L475 300 L468 380 L332 380 Z" fill="${p.light}" opacity="0.8"/>
    <path d="M270 470 L530 470 L560 650 L240 650 Z" fill="${p.fill}" ${outline(p)}/>
    <circle cx="400" cy="565" r="34" fill="${p.light}" ${outline(p, 6)}/>`,
  pillow: (p: Palette) => `
    <path d="M180 210 Q400 170 620 210 Q660 400 620 590 Q400 630 180 590 Q140 400 180 210 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M230 255 Q400 225 570 255 Q600 400 570 545 Q400 575 230 545 Q200 400 230 255 Z" fill="none" stroke="${p.light}" stroke-width="8" stroke-dasharray="18 14"/>
    <circle cx="400" cy="400" r="60" fill="${p.light}" opacity="0.8"/>
    <path d="M400 350 L412 388 L452 388 L420 412 L432 450 L400 426 L368 450 L380 412 L348 388 L388 388 Z" fill="${p.dark}"/>`,
  /** A set of bed sheets: three folded sheets stacked, tied with a band and its label, a pillowcase on top. */
  sheets: (p: Palette) => {
    const sheet = (y: number, fill: string) => `
      <rect x="160" y="${y}" width="480" height="92" rx="18" fill="${fill}" ${outline(p)}/>
      <path d="M180 ${y + 30} Q400 ${y + 18} 620 ${y + 30}" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.45"/>
      <path d="M172 ${y + 62} L628 ${y + 62}" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 10" opacity="0.7"/>`;
    return `${sheet(560, p.fill)}${sheet(468, p.light)}${sheet(376, p.fill)}
    <path d="M200 376 Q205 250 260 238 L540 238 Q595 250 600 376 Z" fill="#ffffff" ${outline(p)}/>
    <path d="M235 300 Q400 282 565 300" fill="none" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/>
    <path d="M238 262 L562 262" stroke="${p.fill}" stroke-width="6" stroke-dasharray="12 9"/>
    <rect x="470" y="230" width="60" height="422" fill="${p.dark}" opacity="0.9"/>
    <rect x="440" y="420" width="120" height="96" rx="10" fill="#ffffff" ${outline(p, 5)}/>
    <path d="M460 450 L540 450 M460 475 L525 475" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`;
  },
  /** A floor lamp: a drum shade over three wooden legs. */
  floorlamp: (p: Palette) => `
    <ellipse cx="400" cy="270" rx="150" ry="30" fill="#fff6c8" opacity="0.7"/>
    <path d="M400 270 L400 330 M400 330 L280 680 M400 330 L520 680 M400 330 L400 690" stroke="#a8733f" stroke-width="20" stroke-linecap="round"/>
    <circle cx="400" cy="330" r="18" fill="#7a4a28"/>
    <path d="M270 105 L530 105 L560 270 L240 270 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M290 130 L270 250" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>
    <path d="M240 270 L560 270" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
  /** A desk lamp: a round base, a jointed arm and a shade casting its light down. */
  desklamp: (p: Palette) => `
    <path d="M445 360 L585 360 L660 640 L370 640 Z" fill="#fff6c8" opacity="0.55"/>
    <ellipse cx="250" cy="640" rx="120" ry="30" fill="${p.dark}"/>
    <rect x="170" y="600" width="160" height="40" rx="14" fill="${p.fill}" ${outline(p, 6)}/>
    <path d="M250 600 L320 370 L500 240" fill="none" stroke="${p.dark}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M250 600 L320 370 L500 240" fill="none" stroke="${p.fill}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="320" cy="370" r="24" fill="${p.light}" ${outline(p, 6)}/>
    <circle cx="250" cy="596" r="20" fill="${p.light}" ${outline(p, 6)}/>
    <path d="M480 215 L550 215 L600 360 L430 360 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M495 235 L468 335" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.7"/>
    <circle cx="515" cy="228" r="20" fill="${p.light}" ${outline(p, 6)}/>
    <ellipse cx="515" cy="362" rx="70" ry="14" fill="#fff6c8"/>`,
  /** A pair of flip-flops from above: foot-shaped soles and their V straps. */
  flipflops: (p: Palette) => {
    const one = (x: number, turn: number) => `<g transform="rotate(${turn} ${x} 420)">
      <path d="M${x} 150 Q${x + 95} 150 ${x + 95} 300 Q${x + 95} 420 ${x + 75} 520 Q${x + 75} 680 ${x} 690 Q${x - 75} 680 ${x - 75} 520 Q${x - 95} 420 ${x - 95} 300 Q${x - 95} 150 ${x} 150 Z" fill="${p.fill}" ${outline(p)}/>
      <path d="M${x} 175 Q${x + 72} 180 ${x + 72} 300 Q${x + 72} 400 ${x + 55} 500" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.7"/>
      <path d="M${x - 88} 400 Q${x - 40} 260 ${x} 225 Q${x + 40} 260 ${x + 88} 400" fill="none" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
      <circle cx="${x}" cy="225" r="16" fill="${p.dark}"/></g>`;
    return `${one(290, -8)}${one(510, 8)}`;
  },
  /** A Chelsea boot from the side: the ankle shaft with its elastic side and pull tab. */
  boot: (p: Palette) => `
    <path d="M250 140 L420 140 L430 430 Q470 460 560 470 Q660 485 665 560 L665 580 L200 580 L205 470 Q215 330 250 140 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M300 180 Q340 300 330 440 L400 440 Q395 300 380 180 Z" fill="${p.dark}" opacity="0.85"/>
    <path d="M315 200 L365 200 M318 250 L372 250 M322 300 L378 300 M325 350 L382 350 M328 400 L386 400" stroke="${p.light}" stroke-width="5" opacity="0.6"/>
    <path d="M395 140 Q420 80 445 140" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
    <rect x="190" y="570" width="485" height="50" rx="16" fill="#2b2f38"/>
    <rect x="200" y="610" width="100" height="30" rx="8" fill="#2b2f38"/>
    <path d="M450 480 Q540 490 620 520" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`,
  /** A platform sandal from the side: a thick sole, crossed straps and the ankle strap's buckle. */
  sandal: (p: Palette) => {
    const strap = (d: string, w: number) =>
      `<path d="${d}" fill="none" stroke="${p.dark}" stroke-width="${w + 12}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.fill}" stroke-width="${w}" stroke-linecap="round"/>`;
    return `
    <path d="M140 520 Q140 480 190 478 L620 470 Q680 470 680 515 L680 600 L140 600 Z" fill="#6b4a2e" ${outline(p)}/>
    <path d="M150 560 L670 560" stroke="#ffffff" stroke-width="5" opacity="0.3"/>
    ${strap('M330 470 Q390 330 470 330 Q545 340 600 462', 40)}
    ${strap('M420 470 Q470 380 560 395', 30)}
    ${strap('M215 470 Q205 330 255 300 Q300 300 300 470', 30)}
    ${strap('M180 320 L330 320', 30)}
    <rect x="296" y="300" width="46" height="40" rx="6" fill="none" stroke="#d8c27a" stroke-width="9"/>`;
  },
  /** A loafer from the side: a low shoe without laces, its stitched apron and the strap across it. */
  loafer: (p: Palette) => `
    <path d="M130 540 L140 430 Q150 395 200 395 L330 400 Q420 420 520 440 L610 460 Q690 478 690 540 L690 560 L130 560 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M360 410 Q470 380 600 462" fill="none" stroke="${p.dark}" stroke-width="7" stroke-dasharray="14 9"/>
    <path d="M400 430 Q440 470 520 462" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
    <rect x="120" y="550" width="580" height="38" rx="14" fill="${p.dark}"/>
    <path d="M170 450 Q240 470 330 460" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  /** A slipper: a closed soft shoe with a fluffy fleece collar. */
  slipper: (p: Palette) => `
    <path d="M140 520 Q130 420 220 400 L420 390 Q560 380 640 450 Q690 500 660 560 L140 560 Z" fill="${p.fill}" ${outline(p)}/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${205 + i * 40}" cy="${400 - Math.sin((i / 6) * Math.PI) * 18}" r="30" fill="#fbf6ee" stroke="${p.dark}" stroke-width="4"/>`).join('')}
    <rect x="125" y="550" width="560" height="36" rx="16" fill="#8a8f98"/>
    <path d="M470 430 Q560 430 620 480" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
  /** A long-sleeved button-down shirt: its collar, button placket and cuffs. */
  buttonshirt: (p: Palette) => `
    <path d="M300 160 L215 190 L130 600 L210 620 L262 340 L262 665 L538 665 L538 340 L590 620 L670 600 L585 190 L500 160 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M300 160 L400 240 L500 160 L470 130 L400 170 L330 130 Z" fill="${p.light}" ${outline(p, 6)}/>
    <path d="M400 240 L400 665" stroke="${p.dark}" stroke-width="8"/>
    ${[290, 360, 430, 500, 570].map((y) => `<circle cx="400" cy="${y}" r="9" fill="#ffffff" stroke="${p.dark}" stroke-width="3"/>`).join('')}
    <rect x="128" y="578" width="86" height="32" rx="8" fill="${p.light}" ${outline(p, 5)} transform="rotate(12 170 594)"/>
    <rect x="586" y="578" width="86" height="32" rx="8" fill="${p.light}" ${outline(p, 5)} transform="rotate(-12 630 594)"/>
    <rect x="300" y="300" width="70" height="60" rx="6" fill="none" stroke="${p.dark}" stroke-width="5"/>`,
  rug: (p: Palette) => `
    <ellipse cx="400" cy="430" rx="300" ry="190" fill="${p.fill}" ${outline(p)}/>
    <ellipse cx="400" cy="430" rx="225" ry="140" fill="none" stroke="${p.light}" stroke-width="16"/>
    <ellipse cx="400" cy="430" rx="145" ry="90" fill="none" stroke="${p.dark}" stroke-width="12"/>
    <ellipse cx="400" cy="430" rx="60" ry="36" fill="${p.light}"/>`,
} as const;
