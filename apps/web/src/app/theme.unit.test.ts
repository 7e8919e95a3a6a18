import { esES } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

type Props = Record<string, unknown>;
const ours = theme.components as Record<string, { defaultProps?: Props } | undefined>;
const material = esES.components as Record<string, { defaultProps?: Props }>;

/** Every text of a component's defaults: plain values as they are, functions by what they give. */
function texts(props: Props | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    if (typeof value !== 'function') out[key] = value;
    else if (key === 'labelDisplayedRows')
      out[key] = [
        { from: 1, to: 25, count: 1234 },
        { from: 26, to: 50, count: -1 },
        { from: 10001, to: 10025, count: 123456 },
      ].map((args) => value(args));
    else
      out[key] = ['page', 'first', 'last', 'next', 'previous'].flatMap((type) =>
        [true, false].map((selected) => value(type, 7, selected)),
      );
  }
  return out;
}

describe('theme', () => {
  it("speaks as Material's Spanish locale, component by component", () => {
    for (const [name, component] of Object.entries(material)) {
      expect(texts(ours[name]?.defaultProps), name).toEqual(texts(component.defaultProps));
    }
  });
});
