/// <reference types="node" />
import { createRequire } from 'node:module';
import { MODULE_CONTRACT_VERSION } from '@tradeboard/types/core';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { CONTRACT_VERSION, addContractVersion } = require('./contractVersion.cjs') as {
  CONTRACT_VERSION: number;
  addContractVersion: (options: { stats: { metaData: Record<string, unknown> } }) => {
    metaData: Record<string, unknown>;
  };
};

it('builds name the contract version the API checks deploys against', () => {
  expect(CONTRACT_VERSION).toBe(MODULE_CONTRACT_VERSION);
  const stats = addContractVersion({ stats: { metaData: { name: 'funds' } } });
  expect(stats.metaData).toEqual({ name: 'funds', contractVersion: MODULE_CONTRACT_VERSION });
});
