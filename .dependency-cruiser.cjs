// The layering rules of docs/architecture.md, checked by `npm run check` (dependency-cruiser).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle makes two modules one: neither can be read, tested or split without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and web; it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|web|e2e|bench)/' },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine is rules and thresholds: data in, alerts out. No database, no HTTP.',
      severity: 'error',
      from: { path: '^server/src/engine/' },
      to: { path: ['^server/src/(db|http|modules|bootstrap)/', '(^|/)node_modules/(kysely|pg|better-sqlite3|fastify)(/|$)'] },
    },
    {
      name: 'db-knows-no-module',
      comment: 'The database layer (connection, migrations, shared persistence) sits below every module.',
      severity: 'error',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/(modules|bootstrap|http)/' },
    },
    {
      name: 'kernel-knows-no-module',
      comment: 'The HTTP kernel declares what it needs; modules provide it.',
      severity: 'error',
      from: { path: '^server/src/http/' },
      to: { path: '^server/src/(modules|bootstrap)/' },
    },
    {
      name: 'web-reaches-server-over-http',
      comment: 'The browser app talks to the server through the contract and HTTP only.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'components-know-no-view',
      comment: 'Components are shared by views; a component that imports a view ties every view to it.',
      severity: 'error',
      from: { path: '^web/src/components/' },
      to: { path: '^web/src/views/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist(-ssr)?/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
