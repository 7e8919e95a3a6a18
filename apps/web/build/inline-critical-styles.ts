import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const run = promisify(execFile);

type Rules = [name: string, css: string][];

function styleTag(rules: Rules): string {
  const css = rules.map(([, text]) => text).join('');
  if (css.includes('<'))
    throw new Error('critical styles: a rule holds "<", which could end its <style> tag');
  // Emotion's cache adopts <style data-emotion="css name…"> tags: the names listed count as inserted.
  return `<style data-emotion="css ${rules.map(([name]) => name).join(' ')}">${css}</style>`;
}

/**
 * Puts the CSS of the storefront's first render (build/critical-styles.tsx) in index.html: the
 * layout's for every page, the home's between the shell:home markers, which the server keeps on
 * the home only. The browser parses it with the page instead of the app compiling and inserting
 * it, rule by rule, while it commits the first render.
 */
export function inlineCriticalStyles(): Plugin {
  let root = '';
  return {
    name: 'bazar-inline-critical-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', path.join(root, 'build/critical-styles-main.ts')],
          { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
        );
        const { layout, home } = JSON.parse(stdout) as { layout: Rules; home: Rules };
        if (layout.length === 0 || home.length === 0)
          throw new Error('critical styles: the render gave no CSS');
        if (!html.includes('</head>')) throw new Error('critical styles: index.html has no </head>');
        const tags = `${styleTag(layout)}<!--shell:home-->${styleTag(home)}<!--/shell:home-->`;
        return html.replace('</head>', `${tags}\n  </head>`);
      },
    },
  };
}
