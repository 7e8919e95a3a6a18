import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs link to one another and to the code. A link is kept valid by this test, not by hand:
// every relative Markdown link in README.md, bench/README.md and docs/**/*.md must name a file or
// folder of the repository, and a `#fragment` must name a heading of the file it points to. A link
// out of the repository is refused, except to the local shop (localhost, 127.0.0.1): the docs are
// read without the network.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const files = [
  path.join(root, 'README.md'),
  path.join(root, 'bench/README.md'),
  ...markdownFiles(path.join(root, 'docs')),
];

/** The text without fenced code blocks and code spans, where brackets are not links. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` and `[label]: target` of a Markdown text. */
function linksOf(text: string): string[] {
  const body = prose(text);
  const inline = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string);
  const references = [...body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (m) => m[1] as string,
  );
  return [...inline, ...references];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(match[1] as string);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with one link of `from`, or undefined when it is fine. */
function problem(from: string, link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
    return /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(link)
      ? undefined
      : 'points out of the repository';
  }
  const [target = '', fragment] = link.split('#');
  const file = target === '' ? from : path.resolve(path.dirname(from), decodeURIComponent(target));
  if (!file.startsWith(root)) return 'points out of the repository';
  if (!existsSync(file)) return 'names a file that does not exist';
  if (fragment && file.endsWith('.md') && !anchorsOf(file).has(fragment))
    return `has no heading #${fragment}`;
  return undefined;
}

describe('the links of the docs', () => {
  it('are checked in README.md, bench/README.md and every file under docs/', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => linksOf(readFileSync(file, 'utf8')).length > 0).length).toBeGreaterThan(10);
  });

  it('point to files of the repository that exist, and to headings that exist', () => {
    const broken = files.flatMap((file) =>
      linksOf(readFileSync(file, 'utf8')).flatMap((link) => {
        const why = problem(file, link);
        return why ? [`${path.relative(root, file)}: (${link}) ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('are found and judged as GitHub renders them', () => {
    const text = [
      '# Sellers’ money, step by step',
      'See [money](money.md#the-accounts), [up](<../README.md>), `[not](a-link.md)` and',
      '```',
      '[not](either.md)',
      '```',
      '[ref]: ./features.md',
    ].join('\n');
    expect(linksOf(text)).toEqual(['money.md#the-accounts', '../README.md', './features.md']);
    expect(anchorOf('Sellers’ money, step by step')).toBe('sellers-money-step-by-step');
    const readme = path.join(root, 'docs/README-that-is-not-there.md');
    expect(problem(readme, 'money.md#the-accounts')).toBeUndefined();
    expect(problem(readme, 'money.md#no-such-heading')).toMatch(/no heading/);
    expect(problem(readme, 'missing.md')).toMatch(/does not exist/);
    expect(problem(readme, 'https://example.com/')).toMatch(/out of the repository/);
    expect(problem(readme, '../../outside.md')).toMatch(/out of the repository/);
    expect(problem(readme, 'http://localhost:3000/api/docs')).toBeUndefined();
  });
});
