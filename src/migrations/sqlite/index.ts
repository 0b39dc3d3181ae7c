import * as migration_20261123_030256_initial from './20261123_030256_initial';

export const migrations = [
  {
    up: migration_20261123_030256_initial.up,
    down: migration_20261123_030256_initial.down,
    name: '20261123_030256_initial'
  },
];
