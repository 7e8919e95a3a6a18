// The API's import walls (docs/architecture.md, 'Module walls'), checked by `npm run lint`:
//   modules never import each other; platform, db and config import no module and no flow;
//   nothing imports a flow but the root (app.ts) and other flows; no import cycles.
// Each module's public face is its index.ts; Biome's noRestrictedImports keeps imports to it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-to-module',
      comment:
        'A module never imports another module: work that crosses modules is a flow (apps/api/src/flows), a read of another module joins its published view or is handed over by app.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'infrastructure-to-domain',
      comment: 'platform, db and config are infrastructure: they import no module and no flow.',
      severity: 'error',
      from: { path: '^apps/api/src/(platform|db|config)/' },
      to: { path: '^apps/api/src/(modules|flows)/' },
    },
    {
      name: 'only-the-root-starts-flows',
      comment: 'Modules never import flows: a flow calls modules, never the other way round.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/flows/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles in the API.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    // The files are parsed by swc (dependency-cruiser cannot load TypeScript 7's compiler yet),
    // which keeps `import type` lines: type-only imports count as edges all the same.
    tsPreCompilationDeps: false,
    parser: 'swc',
  },
};
