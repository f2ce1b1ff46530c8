import { describe, expect, it } from 'vitest';
import {
  ADMIN_SLOT_DEFINITIONS,
  ADMIN_TAB_DEFINITIONS,
  MODULE_DEV_PORTS,
  MODULE_REGISTRY,
  REMOTE_NAMES,
  isRemoteModuleName,
  REMOTE_VIEWS,
  remoteUrlEnvName,
  STUDENT_TAB_DEFINITIONS,
  VIEW_TEXTS,
  type ModuleDefinition,
} from './module-registry.js';

const modules: readonly ModuleDefinition[] = MODULE_REGISTRY;

describe('the module registry', () => {
  it('names each module once, as lower-case words joined by -, with a dev port of its own above the shell', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
    expect(REMOTE_NAMES.every(isRemoteModuleName)).toBe(true);
    expect(['shell', 'api', 'Funds', 'funds/..', ''].some(isRemoteModuleName)).toBe(false);
    for (const name of REMOTE_NAMES) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    const ports = Object.values(MODULE_DEV_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThan(3001);
  });

  it('gives every tab and slot a view of its own module, one tab id per dashboard, and every view a place', () => {
    for (const module of modules) {
      const keys = module.views.map((view) => view.key);
      expect(new Set(keys).size).toBe(keys.length);
      const shown = [...module.tabs.admin, ...module.tabs.student, ...module.adminSlots].map((place) => place.view);
      for (const view of shown) expect(keys).toContain(view);
      for (const key of keys) expect(shown).toContain(key);
      for (const view of module.views) expect(view.empty.length).toBeGreaterThan(0);
    }
    for (const tabs of [ADMIN_TAB_DEFINITIONS, STUDENT_TAB_DEFINITIONS]) {
      const ids = tabs.map((tab) => tab.tab);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('derives the lists the shell, the contract and the API read, in the order they had before the registry', () => {
    expect(REMOTE_NAMES).toEqual(['heatmap', 'funds', 'flow', 'library']);
    expect(REMOTE_VIEWS.flow).toEqual(['admin-flow', 'student-flow']);
    expect(ADMIN_TAB_DEFINITIONS.map((tab) => `${tab.tab}:${tab.remote}/${tab.view}`)).toEqual([
      'heatmap:heatmap/admin-heatmap',
      'flow:flow/admin-flow',
      'funds:funds/fund-holdings',
      'bot-analysis:heatmap/bot-positions',
      'portfolio:funds/portfolio-overview',
      'library:library/admin-library',
    ]);
    expect(STUDENT_TAB_DEFINITIONS.map((tab) => `${tab.tab}:${tab.remote}/${tab.view}`)).toEqual([
      'heatmap:heatmap/student-heatmap',
      'portfolio:funds/student-portfolio',
      'flow:flow/student-flow',
      'calculator:funds/position-calculator',
      'library:library/student-library',
    ]);
    expect(ADMIN_SLOT_DEFINITIONS.map((slot) => slot.id)).toEqual(['daily-activity', 'main-fund']);
    expect(MODULE_DEV_PORTS).toEqual({ heatmap: 3002, funds: 3003, flow: 3004, library: 3005 });
    expect(VIEW_TEXTS.funds['position-calculator']).toEqual({
      title: 'Position Sizing Calculator',
      empty: ['Educational Tool'],
    });
    expect(REMOTE_NAMES.map(remoteUrlEnvName)).toEqual([
      'REMOTE_HEATMAP_URL',
      'REMOTE_FUNDS_URL',
      'REMOTE_FLOW_URL',
      'REMOTE_LIBRARY_URL',
    ]);
    expect(remoteUrlEnvName('watchlist-news')).toBe('REMOTE_WATCHLIST_NEWS_URL');
  });
});
