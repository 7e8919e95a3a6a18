import { esES } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

type Props = Record<string, unknown>;
const ours = theme.components as Record<string, { defaultProps?: Props } | undefined>;
const material = esES.components as Record<string, { defaultProps?: Props }>;

/** A component's default texts: plain values as they are, functions by what they return. */
function texts(props: Props | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    if (typeof value !== 'function') out[key] = value;
    else if (key === 'labelDisplayedRows')
      out[key] = [
        { from: 1, to: 25, count: 1234 },
        { from: 26, to: 50, count: -1 },
        { from: 10_001, to: 10_025, count: 123_456 },
      ].map((args) => value(args));
    else if (key === 'getLabelText') out[key] = [0, 0.5, 1, 3.5, 5].map((v) => value(v));
    else
      out[key] = ['page', 'first', 'last', 'next', 'previous'].flatMap((type) =>
        [true, false].map((selected) => value(type, 7, selected)),
      );
  }
  return out;
}

describe('theme', () => {
  it("speaks as Material's Spanish locale, component by component", () => {
    expect(Object.keys(material).length).toBeGreaterThan(0);
    for (const [name, component] of Object.entries(material)) {
      expect(texts(ours[name]?.defaultProps), name).toEqual(texts(component.defaultProps));
    }
  });
});
