import * as migration_20261123_054503_initial from './20261123_054503_initial';

export const migrations = [
  {
    up: migration_20261123_054503_initial.up,
    down: migration_20261123_054503_initial.down,
    name: '20261123_054503_initial'
  },
];
