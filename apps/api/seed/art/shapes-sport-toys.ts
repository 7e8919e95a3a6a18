import type { Palette } from './colors.js';

/** Sports gear and toys beyond the ball and the teddy: drawn like product-shapes.ts (800×800, centred). */
const outline = (p: Palette, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round"`;
const TYRE = '#2b2f38';
const SKIN = '#f2c9a5';
const SKIN_DARK = '#c98f6b';
const HAIR = '#7a4a28';

/** A die seen from above, `pips` dots (1–6) on its face. */
const die = (x: number, y: number, size: number, pips: number, turn: number, p: Palette) => {
  const c = size / 2;
  const d = size * 0.27;
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-d, -d],
      [d, d],
    ],
    3: [
      [-d, -d],
      [0, 0],
      [d, d],
    ],
    4: [
      [-d, -d],
      [d, -d],
      [-d, d],
      [d, d],
    ],
    5: [
      [-d, -d],
      [d, -d],
      [0, 0],
      [-d, d],
      [d, d],
    ],
    6: [
      [-d, -d],
      [d, -d],
      [-d, 0],
      [d, 0],
      [-d, d],
      [d, d],
    ],
  };
  return `<g transform="translate(${x} ${y}) rotate(${turn})">
    <rect x="${-c}" y="${-c}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#ffffff" ${outline(p, 6)}/>
    ${(spots[pips] ?? []).map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="${size * 0.08}" fill="#22262e"/>`).join('')}
  </g>`;
};

/** A jigsaw cut from (x1, y) to (x2, y) with a knob at `at`, up (-1) or down (1); and the same upright. */
const cutAcross = (x1: number, x2: number, y: number, at: number, dir: number) =>
  `M${x1} ${y} L${at - 22} ${y} C${at - 34} ${y + dir * 38} ${at + 34} ${y + dir * 38} ${at + 22} ${y} L${x2} ${y}`;
const cutDown = (y1: number, y2: number, x: number, at: number, dir: number) =>
  `M${x} ${y1} L${x} ${at - 22} C${x + dir * 38} ${at - 34} ${x + dir * 38} ${at + 34} ${x} ${at + 22} L${x} ${y2}`;

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
  /** A doll: long hair, a face, a dress in the product's colour, arms and legs. */
  doll: (p: Palette) => `
    <path d="M305 215 Q300 110 400 105 Q500 110 495 215 L515 395 Q400 425 285 395 Z" fill="${HAIR}" stroke="#4f2e17" stroke-width="6" stroke-linejoin="round"/>
    <rect x="380" y="285" width="40" height="40" fill="${SKIN}"/>
    <path d="M338 320 Q400 300 462 320 L520 560 Q400 600 280 560 Z" fill="${p.fill}" ${outline(p)}/>
    <path d="M320 500 Q400 530 480 500" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>
    <rect x="355" y="318" width="90" height="26" rx="10" fill="${p.dark}"/>
    <path d="M338 330 Q290 400 278 480" fill="none" stroke="${SKIN}" stroke-width="30" stroke-linecap="round"/>
    <path d="M462 330 Q510 400 522 480" fill="none" stroke="${SKIN}" stroke-width="30" stroke-linecap="round"/>
    <rect x="352" y="570" width="34" height="80" rx="14" fill="${SKIN}" stroke="${SKIN_DARK}" stroke-width="4"/>
    <rect x="414" y="570" width="34" height="80" rx="14" fill="${SKIN}" stroke="${SKIN_DARK}" stroke-width="4"/>
    <ellipse cx="362" cy="656" rx="30" ry="16" fill="${p.dark}"/><ellipse cx="438" cy="656" rx="30" ry="16" fill="${p.dark}"/>
    <circle cx="400" cy="215" r="82" fill="${SKIN}" stroke="${SKIN_DARK}" stroke-width="5"/>
    <path d="M318 205 Q330 128 400 128 Q470 128 482 205 Q440 160 400 185 Q360 160 318 205 Z" fill="${HAIR}"/>
    <circle cx="370" cy="220" r="10" fill="#2b2f38"/><circle cx="430" cy="220" r="10" fill="#2b2f38"/>
    <circle cx="352" cy="248" r="13" fill="#f19a9a" opacity="0.6"/><circle cx="448" cy="248" r="13" fill="#f19a9a" opacity="0.6"/>
    <path d="M380 258 Q400 274 420 258" fill="none" stroke="#b5475a" stroke-width="7" stroke-linecap="round"/>
    <path d="M462 140 L505 112 L500 160 Z M462 140 L430 100 L418 148 Z" fill="${p.light}" ${outline(p, 5)}/>
    <circle cx="462" cy="140" r="12" fill="${p.dark}"/>`,
  /** A jigsaw puzzle of a mountain landscape: its cuts, one piece out and lying beside it. */
  puzzle: (p: Palette) => `
    <rect x="170" y="170" width="460" height="400" rx="6" fill="#cfe6f5" ${outline(p)}/>
    <circle cx="530" cy="245" r="38" fill="#fff1a8"/>
    <path d="M170 470 L300 300 L385 400 L470 280 L630 470 L630 570 L170 570 Z" fill="${p.fill}"/>
    <path d="M300 300 L330 340 L300 330 L272 338 Z M470 280 L505 325 L470 315 L438 323 Z" fill="#ffffff"/>
    <path d="M170 500 Q300 470 400 505 Q520 540 630 500 L630 570 L170 570 Z" fill="#5f9e56"/>
    <path d="M400 370 L630 370 L630 570 L400 570 Z" fill="#e9e4d8"/>
    <g fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round">
      <path d="${cutAcross(170, 630, 370, 285, -1)}"/>
      <path d="${cutDown(170, 570, 400, 270, 1)}"/>
      <path d="${cutDown(370, 570, 400, 470, -1)}"/>
    </g>
    <rect x="170" y="170" width="460" height="400" rx="6" fill="none" ${outline(p)}/>
    <g transform="translate(505 575) rotate(-14)">
      <path d="M-95 -85 L95 -85 L95 -22 C133 -34 133 34 95 22 L95 85 L-95 85 Z" fill="${p.fill}" ${outline(p, 7)}/>
      <path d="M-95 30 Q0 5 95 40 L95 85 L-95 85 Z" fill="#5f9e56"/>
      <path d="M-95 -85 L95 -85 L95 -22 C133 -34 133 34 95 22 L95 85 L-95 85 Z" fill="none" ${outline(p, 7)}/>
    </g>`,
  /** A board game: a square board ringed by coloured lots, two dice and a pawn. */
  boardgame: (p: Palette) => {
    const lots = ['#e05a47', '#f2c14e', '#4e9bd8', '#6cbf5b', '#b36bd1', '#f08a3c'];
    const cell = 56;
    const x0 = 180;
    const y0 = 150;
    const squares: string[] = [];
    for (let i = 0; i < 8; i++) {
      const colour = lots[i % lots.length];
      const edge = (x: number, y: number, band: string) =>
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="#fbf6e9" stroke="${p.dark}" stroke-width="3"/>${band.replace('C', colour ?? '#ccc')}`;
      squares.push(
        edge(
          x0 + i * cell,
          y0,
          `<rect x="${x0 + i * cell}" y="${y0 + cell - 16}" width="${cell}" height="16" fill="C"/>`,
        ),
      );
      squares.push(
        edge(
          x0 + i * cell,
          y0 + 7 * cell,
          `<rect x="${x0 + i * cell}" y="${y0 + 7 * cell}" width="${cell}" height="16" fill="C"/>`,
        ),
      );
      if (i > 0 && i < 7) {
        squares.push(
          edge(
            x0,
            y0 + i * cell,
            `<rect x="${x0 + cell - 16}" y="${y0 + i * cell}" width="16" height="${cell}" fill="C"/>`,
          ),
        );
        squares.push(
          edge(
            x0 + 7 * cell,
            y0 + i * cell,
            `<rect x="${x0 + 7 * cell}" y="${y0 + i * cell}" width="16" height="${cell}" fill="C"/>`,
          ),
        );
      }
    }
    return `
    <rect x="${x0 - 14}" y="${y0 - 14}" width="${8 * cell + 28}" height="${8 * cell + 28}" rx="10" fill="${p.fill}" ${outline(p)}/>
    <rect x="${x0 + cell}" y="${y0 + cell}" width="${6 * cell}" height="${6 * cell}" fill="${p.light}"/>
    ${squares.join('')}
    <rect x="${x0 + 2 * cell}" y="${y0 + 3 * cell - 10}" width="${4 * cell}" height="${2 * cell + 20}" rx="12" fill="${p.fill}" ${outline(p, 5)} transform="rotate(-20 400 374)"/>
    <text x="400" y="392" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#ffffff" text-anchor="middle" transform="rotate(-20 400 374)">$ $ $</text>
    ${die(250, 640, 84, 5, -12, p)}${die(352, 652, 84, 3, 10, p)}
    <path d="M560 690 L640 690 L628 660 Q600 640 612 610 L588 610 Q600 640 572 660 Z" fill="#e05a47" ${outline(p, 5)}/>
    <circle cx="600" cy="590" r="28" fill="#e05a47" ${outline(p, 5)}/>`;
  },
  /** Modelling dough: three tubs with coloured lids, one open with its dough and a cut-out star. */
  dough: (p: Palette) => {
    const tub = (x: number, y: number, colour: string, open: boolean) => `
      <path d="M${x - 80} ${y} L${x - 68} ${y + 170} Q${x} ${y + 190} ${x + 68} ${y + 170} L${x + 80} ${y} Z" fill="#f7f7f7" ${outline(p, 6)}/>
      <rect x="${x - 55}" y="${y + 60}" width="110" height="56" rx="10" fill="${colour}" opacity="0.85"/>
      ${
        open
          ? `<ellipse cx="${x}" cy="${y}" rx="80" ry="22" fill="${colour}" ${outline(p, 6)}/><path d="M${x - 70} ${y - 4} Q${x - 30} ${y - 70} ${x + 10} ${y - 40} Q${x + 50} ${y - 75} ${x + 70} ${y - 4} Z" fill="${colour}" ${outline(p, 5)}/>`
          : `<rect x="${x - 90}" y="${y - 36}" width="180" height="44" rx="14" fill="${colour}" ${outline(p, 6)}/>`
      }`;
    return `${tub(250, 330, '#e05a47', false)}${tub(550, 330, '#4e9bd8', false)}${tub(400, 420, '#f2c14e', true)}
    <path d="M610 600 L624 640 L666 640 L632 664 L646 704 L610 680 L574 704 L588 664 L554 640 L596 640 Z" fill="#6cbf5b" ${outline(p, 5)}/>
    <circle cx="185" cy="640" r="34" fill="#b36bd1" ${outline(p, 5)}/>`;
  },
} as const;
