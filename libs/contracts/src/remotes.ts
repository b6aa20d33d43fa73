/**
 * The one list of the portal's remotes: federation name, app folder, port, owned route segments
 * under /app and exposed modules. Read by the shell's loader and route table, the remotes' build
 * configs, the portal server (ports, origins, CORS) and the E2E ports. Pure data: usable from the
 * browser and from Node.
 */
export interface RemoteDefinition {
  /** Federation name, also the key of the remote's location in /runtime-config.json. */
  name: string;
  /** Folder under apps/. */
  app: string;
  /** Port = base + offset: 3000 + offset by default, E2E_PORT_BASE + offset in E2E. */
  portOffset: number;
  /** Environment variable that moves the remote's port. */
  portEnv: string;
  /** Environment variable with the remote's public origin (a CDN), instead of host + port. */
  urlEnv: string;
  /** First path segments under /app whose pages the remote renders ('' is the dashboard /app). */
  segments: readonly string[];
  /** Exposed module name -> source file inside the remote's folder. */
  exposes: Readonly<Record<string, string>>;
  /** Title of the remote's standalone page. */
  title: string;
}

export const REMOTES = {
  ideas: {
    name: 'ideas',
    app: 'ideas-mfe',
    portOffset: 1,
    portEnv: 'IDEAS_MFE_PORT',
    urlEnv: 'REMOTE_IDEAS_URL',
    segments: ['ideas', 'discussions'],
    exposes: { routes: './src/routes.tsx', LatestIdeas: './src/widgets/LatestIdeas.tsx' },
    title: 'Ideas (standalone)',
  },
  myPage: {
    name: 'myPage',
    app: 'my-page-mfe',
    portOffset: 2,
    portEnv: 'MY_PAGE_MFE_PORT',
    urlEnv: 'REMOTE_MY_PAGE_URL',
    segments: ['', 'my-page', 'my-ideas', 'notifications', 'profile'],
    exposes: { routes: './src/routes.tsx', NotificationBell: './src/widgets/NotificationBell.tsx', TaskBadge: './src/widgets/TaskBadge.tsx' },
    title: 'My Page (standalone)',
  },
  search: {
    name: 'search',
    app: 'search-mfe',
    portOffset: 3,
    portEnv: 'SEARCH_MFE_PORT',
    urlEnv: 'REMOTE_SEARCH_URL',
    segments: ['search', 'indicators', 'users', 'accounts', 'tenants', 'organization-units'],
    exposes: { routes: './src/routes.tsx' },
    title: 'Search (standalone)',
  },
  admin: {
    name: 'admin',
    app: 'admin-mfe',
    portOffset: 4,
    portEnv: 'ADMIN_MFE_PORT',
    urlEnv: 'REMOTE_ADMIN_URL',
    // Mounted by the shell's admin area (gated by the server's answer), also at /admin.
    segments: ['admin'],
    exposes: { routes: './src/routes.tsx' },
    title: 'Admin (standalone)',
  },
} as const satisfies Record<string, RemoteDefinition>;

export type RemoteKey = keyof typeof REMOTES;
/** A module a remote exposes, e.g. ExposedModule<'myPage'> = 'routes' | 'NotificationBell' | 'TaskBadge'. */
export type ExposedModule<K extends RemoteKey> = keyof (typeof REMOTES)[K]['exposes'] & string;

export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

/** The shell's own port offset and the variable that moves its port. */
export const SHELL_SITE = { portOffset: 0, portEnv: 'SHELL_PORT' } as const;

/**
 * The id of the `<script type="application/json">` element in which the shell's site inlines the
 * runtime configuration (the document also served at /runtime-config.json): the shell's entry
 * reads the remote locations without a round trip.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * Module Federation's sdk and error codes, which a remote entry's bundler runtime would otherwise
 * carry (about 5 kB gzip per remote): the remotes are built to take them from these globals
 * (tools/mf/remote-config.ts), which the shell's entry sets before any remote loads
 * (apps/shell/src/remotes/federation-libs.ts), like the runtime core itself.
 */
export const FEDERATION_LIB_GLOBALS = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
} as const;

/**
 * The functions of Module Federation's bundler runtime (@module-federation/webpack-bundler-runtime)
 * that each remote entry would otherwise carry (about 2.5 kB gzip per remote): they take all they
 * work on as arguments (the container's own `__webpack_require__`), so one copy serves every
 * container. The remotes are built to take them from this global (tools/mf/federation-externals.ts),
 * which the shell's entry sets with the other federation libraries. Their names are the package's
 * module files the bundler runtime's index imports.
 */
export const FEDERATION_BUNDLER_GLOBAL = '_FEDERATION_BUNDLER_FUNCTIONS';
export const FEDERATION_BUNDLER_FUNCTIONS = [
  'attachShareScopeMap',
  'remotes',
  'consumes',
  'initializeSharing',
  'installInitialConsumes',
  'initContainerEntry',
  'init',
  'getSharedFallbackGetter',
] as const;

/** The default port base of `npm start`: shell 3000, remotes 3001-3004. */
export const DEFAULT_PORT_BASE = 3000;

/** The remote that owns a first segment under /app, looked up in the registry. */
export function remoteOwningSegment(segment: string): RemoteKey | null {
  for (const key of REMOTE_KEYS) if ((REMOTES[key].segments as readonly string[]).includes(segment)) return key;
  return null;
}

/** The remote modules the shell's header shows on every page under /app. */
export const HEADER_WIDGETS: readonly (readonly [RemoteKey, string])[] = [
  ['myPage', 'NotificationBell'],
  ['myPage', 'TaskBadge'],
];

/**
 * The remote modules the first page at `pathname` shows: the header widgets and the routes of the
 * remote owning the path's first segment under /app. Never the admin remote (its code is fetched
 * only once the user is known to be an administrator). The shell preloads them; its site hints
 * their manifests in the page.
 */
export function firstPageModules(pathname: string): [RemoteKey, string][] {
  const match = /^\/app(?:\/([^/?#]*))?/.exec(pathname);
  if (!match) return [];
  const owner = remoteOwningSegment(match[1] ?? '');
  const modules = HEADER_WIDGETS.map(([remote, module]): [RemoteKey, string] => [remote, module]);
  if (owner && owner !== 'admin') modules.push([owner, 'routes']);
  return modules;
}
