// The dependency graph, declared once: who may import whom in the three workspaces.
// `npm run lint` runs it (scripts/check-dependencies.mjs), so `npm test` and CI refuse an
// import that breaks a rule, whatever relative spelling reaches the file: paths are resolved
// by module resolution (TypeScript's, through the workspaces), type-only imports included.
// docs/ARCHITECTURE.md draws the layers; a new rule goes here, never into a comment.

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const SHARED = '^packages/shared/src/';
// A module's or feature's test helpers, which other folders' tests may use to build a world.
const TEST_SUPPORT = '[.]test-support[.]tsx?$';
// Tests, test helpers and the test harness may reach across layers to build their worlds.
const TEST_FILES = ['[.]test[.]tsx?$', '[.]test-support[.]tsx?$', '/test/', '^apps/web/e2e/'];

// The folders whose cycles count: the server's layers and modules, the web app's layers and
// features, the shared package's folders. The check runs this rule on production files only
// (scripts/check-dependencies.mjs), since a test may well import both sides of a boundary.
const FOLDERS = [
  `${SERVER}(modules/[^/]+|[^/]+)$`,
  `${WEB}(features/[^/]+|entities/[^/]+|[^/]+)$`,
  `${SHARED}[^/]+$`,
];

/** A rule that forbids `from` to import `to`; production code only unless `withTests`. */
function forbid(name, comment, from, to, withTests = false) {
  return {
    name,
    comment,
    severity: 'error',
    from: withTests ? from : { ...from, pathNot: [...(from.pathNot ?? []), ...TEST_FILES] },
    to,
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'A cycle: these files import each other in a circle (type-only imports count). Break it by design: move what both need one layer down, or invert the dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment:
        'A cycle between folders (server modules and layers, web features and layers, shared folders) in production code: one of them must not need the other. Move what both need one layer down, or let the lower one offer an interface the higher one fills.',
      severity: 'error',
      scope: 'folder',
      from: { path: FOLDERS },
      to: { circular: true, path: FOLDERS },
    },

    // packages/shared: the contract, below both apps.
    forbid(
      'shared-imports-no-app',
      'packages/shared is the contract below both apps: it imports neither the server nor the web app.',
      { path: SHARED },
      { path: '^apps/' },
      true,
    ),

    // The server: config < db < platform < modules < app.ts/main.ts/migrate.ts.
    forbid(
      'server-config-at-the-bottom',
      'config/ is the bottom of the server: it reads the environment and imports no other server folder.',
      { path: `${SERVER}config/` },
      { path: SERVER, pathNot: `${SERVER}config/` },
    ),
    forbid(
      'server-db-below-platform',
      'db/ sits on config/ only: it imports no platform/, module or app file (what it needs lives in db/, config/ or packages/shared).',
      { path: `${SERVER}db/` },
      { path: SERVER, pathNot: [`${SERVER}db/`, `${SERVER}config/`] },
    ),
    forbid(
      'server-platform-below-modules',
      'platform/ is below the modules: it imports no module and no app file (invert the dependency: the interface lives in platform/, the module implements it).',
      { path: `${SERVER}platform/` },
      { path: SERVER, pathNot: [`${SERVER}platform/`, `${SERVER}db/`, `${SERVER}config/`] },
    ),
    forbid(
      'server-modules-below-app',
      'Modules do not import the app entry files (app.ts, main.ts, migrate.ts): those compose the modules.',
      { path: `${SERVER}modules/` },
      { path: `${SERVER}[^/]+[.]ts$` },
    ),
    forbid(
      'server-module-through-its-index',
      "Another module is entered only through its index.ts (modules/<name>/index.ts), never its files: export what you need from that module's index.",
      { path: `${SERVER}modules/([^/]+)/` },
      {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index[.]ts$`, TEST_SUPPORT],
      },
      true,
    ),
    forbid(
      'server-module-from-outside-through-its-index',
      'Outside the modules (app.ts, main.ts, platform/, test/, modules/index.ts), a module is entered only through its index.ts (modules/<name>/index.ts), which exports its routes, jobs and public services.',
      { path: SERVER, pathNot: `${SERVER}modules/[^/]+/` },
      {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/[^/]+/index[.]ts$`, TEST_SUPPORT],
      },
      true,
    ),
    forbid(
      'server-repository-from-its-services',
      "A repository is read only by its own module's services (and its other repositories): routes call the service, other modules call that module's index.",
      { path: `${SERVER}modules/([^/]+)/` },
      {
        path: `${SERVER}modules/[^/]+/[^/]*[.]repository[.]ts$`,
        pathNot: `${SERVER}modules/$1/`,
      },
      true,
    ),
    forbid(
      'server-routes-call-services',
      'A route file makes service calls; it does not read a repository (the rules and the authorization live in the service).',
      { path: `${SERVER}modules/[^/]+/[^/]*[.]routes[.]ts$` },
      { path: `${SERVER}modules/[^/]+/[^/]*[.]repository[.]ts$` },
    ),

    // The web app: lib < entities < components < features < app < main.tsx; sw/ beside lib/.
    forbid(
      'web-lib-knows-no-domain-above',
      'lib/ holds what knows nothing of the domain screens: it imports no entity, component, feature, app or service-worker file.',
      { path: `${WEB}lib/` },
      { path: `${WEB}(entities|components|features|app|sw)/|${WEB}main[.]tsx$` },
    ),
    forbid(
      'web-entities-below-components-and-features',
      'entities/ (the domain state several features share: the session, profile, my events, friends, drafts, notifications, the admin notice, query keys) sits on lib/: it imports no component, feature, app or service-worker file.',
      { path: `${WEB}entities/` },
      { path: `${WEB}(components|features|app|sw)/|${WEB}main[.]tsx$` },
    ),
    forbid(
      'web-components-import-no-feature',
      'components/ are shared UI pieces: they import no feature and no app file (what a feature needs from one is passed in).',
      { path: `${WEB}components/` },
      { path: `${WEB}(features|app|sw)/|${WEB}main[.]tsx$` },
    ),
    forbid(
      'web-feature-imports-no-other-feature',
      'A feature imports no other feature: move what both need to entities/, lib/ or components/, or compose them in app/.',
      { path: `${WEB}features/([^/]+)/` },
      { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/$1/` },
      true,
    ),
    forbid(
      'web-features-below-app',
      'Only app/ and main.tsx import app/: what a feature needs (route paths, providers) belongs in lib/ or entities/.',
      { path: `${WEB}(features|components|entities|lib|sw)/` },
      { path: `${WEB}app/|${WEB}main[.]tsx$` },
    ),
    forbid(
      'web-service-worker-stands-alone',
      'The service worker (sw/) is its own bundle: it imports lib/ (never the other way) and nothing of the screens.',
      { path: `${WEB}sw/` },
      { path: `${WEB}(entities|components|features|app)/|${WEB}main[.]tsx$` },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '[.]d[.]ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      dot: { collapsePattern: 'node_modules/(@[^/]+/[^/]+|[^/]+)' },
    },
  },
};

// Not a dependency-cruiser setting (hidden from its schema check, so `npx depcruise --config`
// works too): scripts/check-dependencies.mjs leaves these files out of the folder-cycle pass.
Object.defineProperty(module.exports, 'testFiles', { value: TEST_FILES, enumerable: false });
