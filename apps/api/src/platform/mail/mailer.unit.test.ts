import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mailer.js';

describe('escapeHtml', () => {
  it('neutralises markup and attribute breakouts in user data', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });
});
