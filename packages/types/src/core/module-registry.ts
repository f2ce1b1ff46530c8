/**
 * The module registry: the one typed definition of Tradeboard's remote modules. Everything that
 * names a module derives from it: REMOTE_NAMES and REMOTE_VIEWS (./remotes.ts, the API's manifest
 * and deploy checks), the shell/remote contract (packages/runtime/src/contract.ts: remote names, view
 * keys, tab ids), the shell's tabs and slots (apps/shell/src/remotes/viewMap.ts), the stub views of
 * `npm run new-remote` (their titles and empty texts), the dev servers' ports
 * (tools/webpack/devManifest.cjs) and the API's REMOTE_<NAME>_URL variables (services/api/src/config.ts).
 *
 * `npm run new-remote -- NAME` adds a module's entry here itself (one stub view, an admin and a
 * student tab, the next free dev port). Titles and empty texts are SPEC section 2, word for word.
 */

export interface ModuleViewDefinition {
  /** The view's key in the remote's `./views` module. */
  readonly key: string;
  /** The section's h2. */
  readonly title: string;
  /** The spec's empty-state lines (what a stub view shows). */
  readonly empty: readonly string[];
}

export interface ModuleTabDefinition {
  /** The tab id in URLs: /admin/<tab> or /student/<tab>. */
  readonly tab: string;
  /** Its place among all modules' tabs of that dashboard (ascending). */
  readonly order: number;
  /** Desktop tab label. */
  readonly label: string;
  /** Heading of the stacked mobile section and its quick-jump entry. */
  readonly sectionLabel: string;
  /** The view (of this module) the tab shows. */
  readonly view: string;
}

export interface ModuleSlotDefinition {
  /** Slot id (a section above the admin tabs). */
  readonly id: string;
  readonly order: number;
  /** Names the slot in loading and fallback messages. */
  readonly label: string;
  /** Its entry in the phone navigator. */
  readonly sectionLabel: string;
  readonly view: string;
}

export interface ModuleDefinition {
  /** Module name: lower-case words joined by '-' (the app folder apps/<name>, the container name). */
  readonly name: string;
  /** Port of its webpack dev server (`npm run dev`); the API has 3000 and the shell 3001. */
  readonly devPort: number;
  readonly views: readonly ModuleViewDefinition[];
  /** The dashboard tabs it shows. */
  readonly tabs: { readonly admin: readonly ModuleTabDefinition[]; readonly student: readonly ModuleTabDefinition[] };
  /** Sections above the admin tabs it shows. */
  readonly adminSlots: readonly ModuleSlotDefinition[];
}

export const MODULE_REGISTRY = [
  {
    name: 'heatmap',
    devPort: 3002,
    views: [
      {
        key: 'admin-heatmap',
        title: 'Weekly Watchlist',
        empty: ['No stocks on the watchlist yet. Add a symbol in Watchlist Management.'],
      },
      {
        key: 'student-heatmap',
        title: 'Weekly Watchlist',
        empty: ['The watchlist is empty for now. Check back soon.'],
      },
      {
        key: 'bot-positions',
        title: 'Bot Position Management',
        empty: ['No stocks available. Add stocks in the Heat Map section first'],
      },
    ],
    tabs: {
      admin: [
        { tab: 'heatmap', order: 1, label: 'Heat Map', sectionLabel: 'Heat Map', view: 'admin-heatmap' },
        { tab: 'bot-analysis', order: 4, label: 'Bot Analysis', sectionLabel: 'Bot Analysis', view: 'bot-positions' },
      ],
      student: [{ tab: 'heatmap', order: 1, label: 'Heat Map', sectionLabel: 'Heat Map', view: 'student-heatmap' }],
    },
    adminSlots: [],
  },
  {
    name: 'funds',
    devPort: 3003,
    views: [
      {
        key: 'daily-activity-banner',
        title: 'Trading Activity',
        empty: ['No new positions today', 'No positions removed today'],
      },
      { key: 'main-fund', title: 'Main Fund Holdings', empty: ['No holdings found. Upload a CSV to get started.'] },
      { key: 'fund-holdings', title: 'Current Holdings', empty: ['No holdings found. Upload a CSV to get started.'] },
      {
        key: 'portfolio-overview',
        title: 'Portfolio Activity History',
        empty: ['No portfolio activity recorded in the last 7 days.'],
      },
      {
        key: 'student-portfolio',
        title: 'Options Positions',
        empty: ['No options positions available.', 'Options will appear here when added by administrators.'],
      },
      { key: 'position-calculator', title: 'Position Sizing Calculator', empty: ['Educational Tool'] },
    ],
    tabs: {
      admin: [
        { tab: 'funds', order: 3, label: 'Fund Holdings', sectionLabel: 'Fund Holdings', view: 'fund-holdings' },
        {
          tab: 'portfolio',
          order: 5,
          label: 'Portfolio Overview',
          sectionLabel: 'Portfolio Data',
          view: 'portfolio-overview',
        },
      ],
      student: [
        {
          tab: 'portfolio',
          order: 2,
          label: 'Portfolio Data',
          sectionLabel: 'Portfolio Data',
          view: 'student-portfolio',
        },
        {
          tab: 'calculator',
          order: 4,
          label: 'Position Sizing Calculator',
          sectionLabel: 'Position Sizing Calculator',
          view: 'position-calculator',
        },
      ],
    },
    adminSlots: [
      {
        id: 'daily-activity',
        order: 1,
        label: 'Daily Activity',
        sectionLabel: 'Trading Activity',
        view: 'daily-activity-banner',
      },
      {
        id: 'main-fund',
        order: 2,
        label: 'Main Fund',
        sectionLabel: 'Daily Activity & Next Session Trades',
        view: 'main-fund',
      },
    ],
  },
  {
    name: 'flow',
    devPort: 3004,
    views: [
      {
        key: 'admin-flow',
        title: 'Unusual Flow',
        empty: ['No unusual flow alerts yet. Add your first Alpha Gold Alert!'],
      },
      {
        key: 'student-flow',
        title: 'Unusual Flow',
        empty: ['No Flow Alerts Yet', 'Unusual options flow alerts will appear here when detected.'],
      },
    ],
    tabs: {
      admin: [{ tab: 'flow', order: 2, label: 'Unusual Flow', sectionLabel: 'Unusual Flow', view: 'admin-flow' }],
      student: [{ tab: 'flow', order: 3, label: 'Unusual Flow', sectionLabel: 'Unusual Flow', view: 'student-flow' }],
    },
    adminSlots: [],
  },
  {
    name: 'library',
    devPort: 3005,
    views: [
      {
        key: 'admin-library',
        title: 'Trading Library',
        empty: ['No courses found', 'Start building your trading course library'],
      },
      {
        key: 'student-library',
        title: 'Trading Library',
        empty: ['No courses found', 'Start building your trading course library'],
      },
    ],
    tabs: {
      admin: [
        { tab: 'library', order: 6, label: 'Trading Library', sectionLabel: 'Trading Library', view: 'admin-library' },
      ],
      student: [
        {
          tab: 'library',
          order: 5,
          label: 'Trading Library',
          sectionLabel: 'Trading Library',
          view: 'student-library',
        },
      ],
    },
    adminSlots: [],
  },
  // `npm run new-remote -- NAME` adds a new module's entry above this line.
] as const satisfies readonly ModuleDefinition[];

type RegisteredModule = (typeof MODULE_REGISTRY)[number];

/** A remote module's name. */
export type RemoteModuleName = RegisteredModule['name'];
type ModuleNamed<N extends RemoteModuleName> = Extract<RegisteredModule, { readonly name: N }>;
/** The keys of the views module N exposes under `./views`. */
export type RemoteViewKey<N extends RemoteModuleName = RemoteModuleName> = ModuleNamed<N>['views'][number]['key'];
/** Tab ids of the admin dashboard (/admin/<tab>) and the student one (/student/<tab>). */
export type AdminTabId = RegisteredModule['tabs']['admin'][number]['tab'];
export type StudentTabId = RegisteredModule['tabs']['student'][number]['tab'];

/** The remote modules, in registry order. */
export const REMOTE_NAMES = MODULE_REGISTRY.map((module) => module.name) as unknown as readonly [
  RemoteModuleName,
  ...RemoteModuleName[],
];

/** Whether `name` (from a URL, a request body) names a registered module. */
export const isRemoteModuleName = (name: string): name is RemoteModuleName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** The views each remote exposes under `./views` (the shell mounts them; a deploy must provide all of them). */
export const REMOTE_VIEWS = Object.fromEntries(
  MODULE_REGISTRY.map((module) => [module.name, module.views.map((view) => view.key)]),
) as unknown as { readonly [N in RemoteModuleName]: readonly RemoteViewKey<N>[] };

/** Each view's title and empty-state lines (what a stub view from `npm run new-remote` shows). */
export const VIEW_TEXTS = Object.fromEntries(
  MODULE_REGISTRY.map((module) => [
    module.name,
    Object.fromEntries(module.views.map(({ key, title, empty }) => [key, { title, empty }])),
  ]),
) as unknown as {
  readonly [N in RemoteModuleName]: Readonly<
    Record<RemoteViewKey<N>, { readonly title: string; readonly empty: readonly string[] }>
  >;
};

/** Each module's dev server port. */
export const MODULE_DEV_PORTS = Object.fromEntries(
  MODULE_REGISTRY.map((module) => [module.name, module.devPort]),
) as unknown as Readonly<Record<RemoteModuleName, number>>;

/** A dashboard tab: which module and view it shows. */
export interface RegistryTab<T extends string = string> {
  tab: T;
  label: string;
  sectionLabel: string;
  remote: RemoteModuleName;
  view: RemoteViewKey;
}

export interface RegistrySlot {
  id: string;
  label: string;
  sectionLabel: string;
  remote: RemoteModuleName;
  view: RemoteViewKey;
}

/** One kind of entry of every module (a role's tabs, or the slots), each with its module, in order. */
function entriesInOrder<E extends { order: number; view: string }>(
  entriesOf: (module: ModuleDefinition) => readonly E[],
) {
  return MODULE_REGISTRY.flatMap((module: ModuleDefinition) =>
    entriesOf(module).map((entry) => ({
      ...entry,
      remote: module.name as RemoteModuleName,
      view: entry.view as RemoteViewKey,
    })),
  )
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}

/** The admin dashboard's tabs, in order (the first is the default). */
export const ADMIN_TAB_DEFINITIONS = entriesInOrder(
  (module) => module.tabs.admin,
) as readonly RegistryTab<AdminTabId>[];
/** The student dashboard's tabs, in order (the first is the default). */
export const STUDENT_TAB_DEFINITIONS = entriesInOrder(
  (module) => module.tabs.student,
) as readonly RegistryTab<StudentTabId>[];
/** The sections above the admin tabs, in order. */
export const ADMIN_SLOT_DEFINITIONS: readonly RegistrySlot[] = entriesInOrder((module) => module.adminSlots);

/** The API's environment variable that points module `name` elsewhere: REMOTE_<NAME>_URL ('-' becomes '_'). */
export const remoteUrlEnvName = (name: string): string => `REMOTE_${name.toUpperCase().replaceAll('-', '_')}_URL`;
