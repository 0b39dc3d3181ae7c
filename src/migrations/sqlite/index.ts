import * as migration_20261123_002030_initial from './20261123_002030_initial';

export const migrations = [
  {
    up: migration_20261123_002030_initial.up,
    down: migration_20261123_002030_initial.down,
    name: '20261123_002030_initial'
  },
];
